/**
 * 701.23 Search, as an instruction of a resolving spell or ability: "search your library for a
 * [quality] card, [reveal it,] put it into your hand, then shuffle" (the tutors), or "… for a basic
 * land card / up to two Forest cards, put it / them onto the battlefield [tapped], then shuffle". The
 * player looks at the whole library and finds cards matching the description (701.23a); with a
 * stated quality they may find none (701.23b), for "a card" they must find one if there is one
 * (701.23d). Then the library is shuffled (701.24a): its order is no longer known
 * (GameState.shuffledLibraries). A card put onto the battlefield enters under the control of the
 * player who put it there (110.2), tapped if the instruction says so (110.5b).
 *
 * A library the question didn't describe (engine/libraries.ts) is searched all the same, and the card
 * found is one nobody can name: the hand then holds a card nobody knows (PlayerState.handUnknown,
 * engine/hand.ts), so a reader of the whole hand stops naming it, never reading it as empty or as
 * one card more than it knows. With cards listed in that library, the found card could be one of
 * them or not: that stops (which card is the player's choice among cards nobody can name). A card
 * from such a library put onto the battlefield would be a permanent nobody can name, which any
 * later rule could read (its types, its enters triggers): that stops too, unless the player finds
 * nothing (answered, 701.23b).
 */
import { countEvent, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { Computed, GameObject, ObjectFilter, PlayerId, ResolutionChoices, StackItem } from '../types.ts';
import { noteObject } from '../gap-history.ts';
import { moveObject } from '../zones.ts';
import { libraryOf, putOnTop } from '../libraries.ts';
import { plainObject } from '../plain-object.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { answerOf } from './instructions.ts';
import { itemLabel } from './items.ts';
import { edit } from '../changes.ts';

export interface SearchEffect {
  /** The description the found card must match (its zone is the library); none: "a card" (701.23d). */
  filter?: ObjectFilter;
  /** "Reveal it" (701.20a): the found card is shown to all. */
  reveal?: boolean;
  /** The choice's name in the resolving action's `choices` (default "search"). */
  id?: string;
  /** "Up to N [quality] cards" (701.23b): how many the player may find; default one card. */
  upTo?: number;
}

/**
 * "Up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other
 * into your hand" (Cultivate): the cards found are split between the battlefield and the hand.
 */
export interface SearchSplit {
  otherToHand?: boolean;
}

/**
 * Where the found cards go: the hand, the battlefield (tapped or not), the top of the library once it
 * is shuffled, the graveyard, or split — one onto the battlefield, the other into the hand.
 */
export type SearchDestination = { zone: 'hand' } | { zone: 'battlefield'; tapped: boolean } | { zone: 'top' } | { zone: 'graveyard' } | { zone: 'split'; tapped: boolean };

/** The choice naming which found card of a split search goes onto the battlefield. */
export function splitChoice(e: SearchEffect): string {
  return `${e.id ?? 'search'}-battlefield`;
}

/** True when the description states a quality (701.23b: then the player may find none). */
function statesQuality(f: ObjectFilter | undefined): boolean {
  return f !== undefined && Object.entries(f).some(([k, v]) => k !== 'kind' && k !== 'zone' && k !== 'controller' && v !== undefined);
}

/** Searches `player`'s library and puts the cards found where `to` says, then shuffles it; true if a card was found (or may have been). */
export function searchLibrary(run: Run, item: StackItem, player: PlayerId, e: SearchEffect, to: SearchDestination, byId: Record<string, Computed>, choices: ResolutionChoices): boolean {
  const p = run.state.players.find((x) => x.id === player);
  if (!p) return false;
  const library = libraryOf(run, player);
  const typed = statesQuality(e.filter);
  const label = itemLabel(run.state, item);
  const answer = answerOf(choices, e.id ?? 'search');
  const most = e.upTo ?? 1;
  let found = false;
  if (answer.kind === 'no' && typed) {
    // 701.23b: a player searching for a stated quality may find nothing, whatever the library holds.
    emit(run, step('resolve.search', ['701.23a', '701.23b'], { item: label, player, card: '', reveal: false, to: to.zone === 'split' ? 'battlefield' : to.zone, tapped: false }));
    shuffle(run, label, player);
  } else if (p.libraryUnknown === true) {
    // 701.23a: the card found is among cards nobody described; with listed ones there, which is the player's choice.
    if (library.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'search-partial-library', player, rule: '701.23a' });
    const basic = to.zone === 'battlefield' ? basicLandSearch(e.filter) : null;
    if (to.zone === 'battlefield' && (basic === null || most !== 1)) halt('unmodelled', 'error.unmodelled', { reason: 'search-to-battlefield', player, rule: '701.23a' });
    // Split between the battlefield and the hand (Cultivate): which cards are found, and which goes where, nobody can name.
    if (to.zone === 'split') halt('unmodelled', 'error.unmodelled', { reason: 'search-split', player, rule: '701.23a' });
    if (most !== 1) halt('unmodelled', 'error.unmodelled', { reason: 'search-count', player, rule: '701.23b' });
    // Into the graveyard: a card nobody can name would be there for anything that later reads it (its
    // types for a reanimation, its mana value): the question must say which card is found.
    if (to.zone === 'graveyard') halt('unmodelled', 'error.unmodelled', { reason: 'search-to-graveyard', player, rule: '701.23a' });
    if (to.zone === 'battlefield' && basic !== null) {
      // 701.23a: a basic land card nobody named; the player is taken to find one (it is what the search is for).
      found = true;
      countEvent(run);
      emit(run, step('resolve.search-unseen', ['701.23a', '701.23b'], { item: label, player, maybe: false, to: 'battlefield', tapped: to.tapped }));
      const card = standIn(run, player, basic);
      shuffle(run, label, player);
      putFound(run, card, player, to.tapped);
      return found;
    }
    // Into the hand: the hand holds a card nobody knows. On top: the library stays one nobody described.
    if (to.zone === 'hand') p.handUnknown = true;
    found = true;
    countEvent(run);
    emit(run, step('resolve.search-unseen', ['701.23a', typed ? '701.23b' : '701.23d'], { item: label, player, maybe: typed, to: to.zone }));
    shuffle(run, label, player);
  } else {
    const filter: ObjectFilter = { kind: 'filter', ...(e.filter ?? {}), zone: 'library' };
    const candidates = library.filter((o) => byId[o.id] !== undefined && matchesObjectFilter(filter, o, byId[o.id]!, player, null));
    let cards: (typeof library)[number][] = [];
    if (answer.kind === 'yes' && answer.ids !== null) {
      const picked = answer.ids.map((x) => candidates.find((o) => o.id === x || o.id.split('~')[0] === x));
      const distinct = new Set(picked.map((o) => o?.id));
      if (picked.length < 1 || picked.length > most || picked.some((o) => o === undefined) || distinct.size !== picked.length) {
        halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: e.id ?? 'search', id: answer.ids.join(', '), rule: '701.23a' });
      }
      cards = picked as (typeof library)[number][];
    } else if (candidates.length === 1 && !typed && most === 1) {
      cards = [candidates[0]!]; // 701.23d: "a card" must be found
    } else if (candidates.length > 0) {
      halt('unmodelled', 'error.unmodelled', { reason: 'search-choice', player, count: most, choice: e.id ?? 'search', rule: '701.23a' });
    }
    if (to.zone === 'split' && cards.length > 0) {
      splitFound(run, label, player, e, cards, to.tapped, choices);
      shuffle(run, label, player);
      return true;
    }
    const tapped = to.zone === 'battlefield' && to.tapped;
    emit(run, step('resolve.search', typed ? ['701.23a', '701.23b'] : ['701.23a', '701.23d'], { item: label, player, card: cards.map((o) => o.label).join(', '), reveal: e.reveal === true, to: to.zone === 'split' ? 'battlefield' : to.zone, tapped }));
    for (const card of cards) {
      if (to.zone === 'hand') moveObject(run, card.id, 'hand');
      else if (to.zone === 'graveyard') moveObject(run, card.id, 'graveyard');
      else if (to.zone === 'battlefield') putFound(run, card.id, player, to.tapped);
      found = true;
    }
    shuffle(run, label, player);
    // "Then shuffle and put that card on top": the card found is the top card of the shuffled library.
    // (The rest stay shuffled, so a later reader of the library's order still stops, 701.24a: the found card is known to
    // be on top, but the engine doesn't yet tell the top apart from the rest.)
    if (to.zone === 'top') for (const card of cards) putOnTop(run, card.id, player);
  }
  return found;
}

/**
 * A description that only basic land cards match, and the basic land type it names if it names one:
 * "a basic land card", "a basic Forest card" (a land with the basic supertype, 205.4a). Null for any
 * other description (a "land card" may be any land, with any abilities).
 */
function basicLandSearch(f: ObjectFilter | undefined): { subtype: string | null } | null {
  if (!f) return null;
  const { kind: _kind, zone: _zone, controller: _controller, types, supertypes, subtypes, ...rest } = f;
  if (Object.values(rest).some((v) => v !== undefined)) return null;
  if (!types || types.length === 0 || types.some((t) => t !== 'Land')) return null;
  if (!supertypes || supertypes.length === 0 || supertypes.some((t) => t !== 'Basic')) return null;
  if (subtypes !== undefined && subtypes.length > 1) return null;
  return { subtype: subtypes?.[0] ?? null };
}

/**
 * The card found in a library nobody described, as far as the search's description says: a land
 * with the basic supertype (and the basic land type the description names), no name, no rules text,
 * put into that library so it can leave it (400.7). Basic land cards have no abilities but the mana
 * abilities of their basic land types (305.6), and which it is is unknown: an `identity` gap, which
 * gap-relevance.ts judges (it could matter only if something reads what tells them apart).
 */
function standIn(run: Run, player: PlayerId, basic: { subtype: string | null }): string {
  const id = `found-${player}-${run.state.nextId++}`;
  const card = plainObject({
    id,
    owner: player,
    zone: 'library',
    printed: { name: 'Basic land (unknown)', types: ['Land'], subtypes: basic.subtype ? [basic.subtype] : [], supertypes: ['Basic'], gaps: [{ text: STAND_IN_TEXT, kind: 'identity' }] },
    timestamp: 0,
    label: `a basic land card of player ${player}'s`,
  });
  run.state.objects = [...run.state.objects, card];
  noteObject(run, card);
  return id;
}

/** The identity gap's text: what the stand-in leaves open. */
export const STAND_IN_TEXT = 'Which basic land card the search finds (its land type, and the mana it adds)';

/**
 * The cards a split search found (701.23a): the player chooses which goes onto the battlefield (the
 * resolving action's "<search>-battlefield" choice, one id), the other goes into the hand. Two cards
 * of the same name are interchangeable, so no choice is needed. With one card found, "put one onto
 * the battlefield … and the other into your hand" is followed only as said: the card goes onto the
 * battlefield when the choice names it; unnamed, where it goes is asked (not guessed).
 */
function splitFound(run: Run, label: string, player: PlayerId, e: SearchEffect, cards: readonly GameObject[], tapped: boolean, choices: ResolutionChoices): void {
  const name = splitChoice(e);
  const answer = answerOf(choices, name);
  const named = answer.kind === 'yes' && answer.ids !== null ? answer.ids : null;
  let onto: GameObject | undefined;
  if (named !== null) {
    onto = named.length === 1 ? cards.find((o) => o.id === named[0] || o.id.split('~')[0] === named[0]) : undefined;
    if (!onto) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: name, id: named.join(', '), rule: '701.23a' });
  } else if (cards.length === 2 && cards[0]!.printed.name === cards[1]!.printed.name) onto = cards[0];
  else halt('unmodelled', 'error.unmodelled', { reason: 'search-split-choice', player, choice: name, rule: '701.23a' });
  const rest = cards.filter((o) => o !== onto);
  emit(run, step('resolve.search-split', ['701.23a', '701.23b'], { item: label, player, battlefield: onto!.label, hand: rest.map((o) => o.label).join(', '), tapped }));
  putFound(run, onto!.id, player, tapped);
  for (const card of rest) moveObject(run, card.id, 'hand');
}

/** 701.24a: the library is shuffled; its order is no longer known. */
function shuffle(run: Run, label: string, player: PlayerId): void {
  const shuffled = run.state.shuffledLibraries ?? (run.state.shuffledLibraries = []);
  if (!shuffled.includes(player)) shuffled.push(player);
  emit(run, step('resolve.shuffle', ['701.24a'], { item: label, player }));
}


/** A found card onto the battlefield: under the searching player's control (110.2), tapped if said (110.5b: else untapped). */
function putFound(run: Run, id: string, player: PlayerId, tapped: boolean): void {
  const moved = moveObject(run, id, 'battlefield');
  const entered = moved.id === null ? undefined : run.state.objects.find((o) => o.id === moved.id && o.zone === 'battlefield');
  if (!entered) return;
  edit(run, entered).baseController = player;
  if (tapped) edit(run, entered).tapped = true;
}
