/**
 * Keyword actions on a library (701.17 mill, 701.22 scry, 701.25 surveil) and fight as an instruction
 * of a resolving spell or ability (701.14). The library's order is the order its cards are listed in
 * the state (the first listed is the top); a library shuffled during the run has no known order, so
 * looking at its top cards stops as unmodelled (701.24a). The player's choices (608.2d) come from the
 * resolving action's `choices`; unanswered, the engine keeps every card on top in its order — a stated
 * default, never a silent one.
 */
import { countEvent, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { GameObject, PlayerId, ResolutionChoices, StackItem } from '../types.ts';
import { moveObject } from '../zones.ts';
import { libraryOf, requireDescribedLibrary } from '../libraries.ts';
import { newObjectsSince } from '../game-events.ts';
import { answerOf } from './instructions.ts';
import { itemLabel } from './items.ts';

export function topCards(run: Run, player: PlayerId, n: number, rule: string): GameObject[] {
  requireDescribedLibrary(run, player, n, rule);
  const library = libraryOf(run, player);
  if (n > 0 && (run.state.shuffledLibraries ?? []).includes(player) && library.length > 1) {
    halt('unmodelled', 'error.unmodelled', { reason: 'shuffled-top-cards', rule: '701.24a' });
  }
  return library.slice(0, Math.max(0, n));
}

/** The cards among `looked` the player chose for `name` (608.2d); an id not among them is a bad choice. */
export function chosenAmong(choices: ResolutionChoices, name: string, looked: readonly GameObject[], rule: string): GameObject[] | null {
  const answer = answerOf(choices, name);
  if (answer.kind === 'none') return null;
  if (answer.kind === 'no' || answer.ids === null) return [];
  const picked = answer.ids.map((x) => looked.find((o) => o.id === x || o.id.split('~')[0] === x));
  if (picked.some((o) => o === undefined) || new Set(picked).size !== picked.length) {
    halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: name, id: answer.ids.join(', '), rule });
  }
  return picked as GameObject[];
}

/** Moves a library card to the bottom of its library (the end of the state's list). */
export function toBottom(run: Run, o: GameObject): void {
  const objects = run.state.objects;
  const i = objects.indexOf(o);
  if (i < 0) return;
  run.state.objects = [...objects.slice(0, i), ...objects.slice(i + 1), o];
}

/** 701.22a: scry N — any number of the top N on the bottom (in the order answered), the rest stay on top in their order. */
export function scry(run: Run, item: StackItem, player: PlayerId, amount: number, name: string, choices: ResolutionChoices): boolean {
  const label = itemLabel(run.state, item);
  if (amount <= 0) {
    // 701.22b: scry 0 is no scry event.
    emit(run, step('resolve.scry', ['701.22b'], { item: label, player, cards: [], bottom: [], top: [], policy: 'none' }));
    return false;
  }
  // A library nobody described, none of it listed: its cards are unseen, and whatever order the scry leaves them in,
  // nothing modelled reads it — a draw takes an unseen card (libraries.ts), and milling, revealing or searching it
  // stops as unmodelled. So the scry happens (its triggers too, 701.22d) without a choice to ask for.
  const p = run.state.players.find((x) => x.id === player);
  if (p?.libraryUnknown === true && libraryOf(run, player).length === 0 && answerOf(choices, name).kind === 'none') {
    countEvent(run);
    emit(run, step('resolve.scry-unseen', ['701.22a'], { item: label, player, amount }));
    return true;
  }
  const looked = topCards(run, player, amount, '701.22a');
  const picked = chosenAmong(choices, name, looked, '701.22a');
  const bottom = picked ?? [];
  const top = looked.filter((o) => !bottom.includes(o));
  countEvent(run);
  emit(run, step('resolve.scry', ['701.22a', '608.2d'], { item: label, player, cards: looked.map((o) => o.label), bottom: bottom.map((o) => o.label), top: top.map((o) => o.label), policy: picked === null ? 'default-keep-on-top' : 'given' }));
  for (const o of bottom) toBottom(run, o);
  return true;
}

/** 701.25a: surveil N — any number of the top N into the graveyard, the rest stay on top in their order. */
export function surveil(run: Run, item: StackItem, player: PlayerId, amount: number, name: string, choices: ResolutionChoices): boolean {
  const label = itemLabel(run.state, item);
  const looked = topCards(run, player, amount, '701.25a');
  const picked = chosenAmong(choices, name, looked, '701.25a');
  const graveyard = picked ?? [];
  const top = looked.filter((o) => !graveyard.includes(o));
  countEvent(run);
  emit(run, step('resolve.surveil', ['701.25a', '608.2d'], { item: label, player, cards: looked.map((o) => o.label), graveyard: graveyard.map((o) => o.label), top: top.map((o) => o.label), policy: picked === null ? 'default-keep-on-top' : 'given' }));
  for (const o of graveyard) moveObject(run, o.id, 'graveyard');
  return true;
}

/** 701.17a / 701.17b: mill N — the top N cards into the graveyard; as many as there are if fewer. */
export function mill(run: Run, item: StackItem, player: PlayerId, amount: number): string[] {
  const cards = topCards(run, player, amount, '701.17b');
  emit(run, step('resolve.mill', cards.length < amount ? ['701.17a', '701.17b'] : ['701.17a'], { item: itemLabel(run.state, item), player, amount, cards: cards.map((o) => o.label) }));
  const from = run.events.length;
  for (const o of cards) moveObject(run, o.id, 'graveyard');
  return newObjectsSince(run.events, from, cards.map((o) => o.id));
}

/**
 * 701.14a-b as an instruction: each creature deals damage equal to its power to the other. If either
 * was a target and is now illegal (608.2b), or isn't a creature on the battlefield, neither fights
 * (701.14b). The damage itself is the fight action's (lifelink and deathtouch apply, 702.15b /
 * 702.2b; it isn't combat damage, so first strike and trample play no part, 701.14d).
 */
export function fightInstruction(run: Run, item: StackItem, first: readonly string[], second: readonly string[], chosenFirst: readonly string[], chosenSecond: readonly string[]): boolean {
  const a = first[0];
  const b = second[0];
  // 601.2c: "fights up to one target creature" with no target chosen: there is nothing to fight.
  if (chosenFirst.length === 0 || chosenSecond.length === 0) return false;
  if (a === undefined || b === undefined) {
    // A target that changed zones is a new object (400.7); its card's label still names it for the reader.
    const card = (id: string): string => id.split('~')[0] ?? id;
    const label = (ids: readonly string[]): string => {
      const id = ids[0];
      if (id === undefined) return '-';
      return (run.state.objects.find((o) => o.id === id) ?? run.state.objects.find((o) => card(o.id) === card(id)))?.label ?? id;
    };
    const missing = a === undefined ? chosenFirst : chosenSecond;
    emit(run, step('fight.no-fight', ['701.14b', '608.2b'], { a: label(chosenFirst), b: label(chosenSecond), object: label(missing), reason: 'illegal-target' }));
    return false;
  }
  const before = run.state.eventCount;
  run.perform({ kind: 'fight', a, b });
  return run.state.eventCount > before;
}

/**
 * 401.4: "look at the top N cards of your library, then put them back in any order". A library nobody described has
 * its cards unseen, and whatever order they go back in, nothing modelled reads it (as for scry, 701.22a). Else the
 * order is the choice `name` (the ids, top first, every card looked at once); unanswered, they go back as they were.
 */
export function lookReorder(run: Run, item: StackItem, player: PlayerId, amount: number, name: string, choices: ResolutionChoices): void {
  const label = itemLabel(run.state, item);
  const p = run.state.players.find((x) => x.id === player);
  if (amount <= 0) return;
  if (p?.libraryUnknown === true && libraryOf(run, player).length === 0 && answerOf(choices, name).kind === 'none') {
    countEvent(run);
    emit(run, step('resolve.look-unseen', ['401.4'], { item: label, player, amount }));
    return;
  }
  const looked = topCards(run, player, amount, '401.4');
  const picked = chosenAmong(choices, name, looked, '401.4');
  if (picked !== null && picked.length !== looked.length) {
    halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: name, id: picked.map((o) => o.id).join(', '), rule: '401.4' });
  }
  const order = picked ?? looked;
  countEvent(run);
  emit(run, step('resolve.look-reorder', ['401.4', '608.2d'], { item: label, player, cards: order.map((o) => o.label), policy: picked === null ? 'default-keep-order' : 'given' }));
  const objects = [...run.state.objects];
  const at = looked.map((o) => objects.indexOf(o)).sort((a, b) => a - b);
  at.forEach((i, k) => (objects[i] = order[k]!));
  run.state.objects = objects;
}

/** 701.24a: an effect shuffles the player's library; its order is no longer known. */
export function shuffleLibrary(run: Run, item: StackItem, player: PlayerId): void {
  const shuffled = run.state.shuffledLibraries ?? (run.state.shuffledLibraries = []);
  if (!shuffled.includes(player)) shuffled.push(player);
  countEvent(run);
  emit(run, step('resolve.shuffle', ['701.24a'], { item: itemLabel(run.state, item), player }));
}
