/**
 * "Look at the top N cards of your library. Put one of them into your hand and the rest on the bottom
 * of your library in any order." and its kin ("… and the rest into your graveyard", "You may reveal a
 * creature card from among them and put it into your hand. Put the rest on the bottom of your library
 * in a random order."): the player looks at the top N (701.20e; revealing the card picked, 701.20a),
 * picks the card(s) as the instruction resolves (608.2d), and the rest go where the instruction says.
 *
 * Which card is picked is the choice `name` (the ids); unanswered, it is made only when nothing is left
 * to choose (every card that could be picked must be), else the run stops naming the choice. Cards put
 * on the bottom of a library the question didn't wholly describe would go below cards nobody listed:
 * that stops; two or more put there as the only cards of a described library leave its order unknown
 * (401.4: their owner orders them; "in a random order": nobody does), as a shuffle does (701.24a).
 */
import { countEvent, emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { GameObject, ObjectFilter, PlayerId, ResolutionChoices, StackItem } from '../types.ts';
import { moveObject } from '../zones.ts';
import { libraryOf } from '../libraries.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { answerOf } from './instructions.ts';
import { itemLabel } from './items.ts';
import { chosenAmong, toBottom, topCards } from './library.ts';

export interface LookPick {
  /** How many cards are looked at from the top. */
  amount: number;
  /** How many are put into the hand ("one of them", "two of them"). */
  pick: number;
  /** "You may …": from none up to `pick`. */
  upTo?: boolean;
  /** "a creature card from among them": what a picked card must be (its zone is the library). */
  filter?: ObjectFilter;
  /** "reveal … and put it into your hand" (701.20a). */
  reveal?: boolean;
  /** Where the cards not picked go. */
  rest: 'bottom' | 'graveyard';
  /** The choice's name (default "look-pick"). */
  id?: string;
}

/** The cards the player picks among `eligible`: the answer, or the only possible pick; otherwise the run stops. */
function picks(run: Run, item: StackItem, e: LookPick, eligible: readonly GameObject[], looked: readonly GameObject[], choices: ResolutionChoices): { cards: GameObject[]; given: boolean } {
  const name = e.id ?? 'look-pick';
  const most = Math.min(e.pick, eligible.length);
  const chosen = chosenAmong(choices, name, looked, '608.2d');
  if (chosen !== null) {
    const fits = chosen.every((o) => eligible.includes(o)) && chosen.length <= most && (e.upTo === true || chosen.length === most);
    if (!fits) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: name, id: chosen.map((o) => o.id).join(', ') || '-', rule: '608.2d' });
    return { cards: chosen, given: true };
  }
  if (answerOf(choices, name).kind === 'none' && (most === 0 || (e.upTo !== true && eligible.length === most))) return { cards: [...eligible].slice(0, most), given: false };
  return halt('unmodelled', 'error.unmodelled', { reason: 'choice-objects', object: itemLabel(run.state, item), choice: name, rule: '608.2d' });
}

/** 701.20e, 608.2d: the top N looked at, some picked into the hand, the rest to the bottom or the graveyard. */
export function lookPick(run: Run, item: StackItem, player: PlayerId, e: LookPick, choices: ResolutionChoices): void {
  if (e.amount <= 0) return;
  const looked = topCards(run, player, e.amount, '701.20e');
  const byId = layersOf(run).result.byId;
  const filter: ObjectFilter | null = e.filter ? { ...e.filter, zone: 'library' } : null;
  const eligible = filter ? looked.filter((o) => byId[o.id] !== undefined && matchesObjectFilter(filter, o, byId[o.id]!, player, null)) : looked;
  const { cards, given } = picks(run, item, e, eligible, looked, choices);
  const rest = looked.filter((o) => !cards.includes(o));
  const unseenBelow = run.state.players.find((x) => x.id === player)?.libraryUnknown === true;
  if (e.rest === 'bottom' && rest.length > 0 && unseenBelow) halt('unmodelled', 'error.unmodelled', { reason: 'library-bottom-unseen', player, count: rest.length, rule: '401.4' });
  countEvent(run);
  const rules = ['701.20e', '608.2d', ...(e.reveal === true && cards.length > 0 ? ['701.20a'] : []), ...(e.rest === 'bottom' && rest.length > 1 ? ['401.4'] : [])];
  emit(run, step('resolve.look-pick', rules, { item: itemLabel(run.state, item), player, cards: looked.map((o) => o.label), picked: cards.map((o) => o.label), rest: rest.map((o) => o.label), to: e.rest, policy: given ? 'given' : 'only' }));
  for (const o of cards) moveObject(run, o.id, 'hand');
  if (e.rest === 'graveyard') {
    for (const o of rest) moveObject(run, o.id, 'graveyard');
    return;
  }
  for (const o of rest) toBottom(run, run.state.objects.find((x) => x.id === o.id)!);
  // 401.4: two or more as the whole library: its order is the owner's choice (or random), not known.
  if (rest.length > 1 && libraryOf(run, player).length === rest.length) {
    const shuffled = run.state.shuffledLibraries ?? (run.state.shuffledLibraries = []);
    if (!shuffled.includes(player)) shuffled.push(player);
  }
}
