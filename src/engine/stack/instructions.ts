/**
 * Helpers for following a resolving spell's or ability's instructions (608.2c-608.2h): the objects
 * an instruction names without targeting them ("all black creatures", "a creature" chosen on
 * resolution, "that creature"), answers to the choices made while it resolves (608.2d), the order
 * of per-object processing (608.2f) and values read from earlier instructions (608.2h).
 */
import type { Computed, GameObject, GameState, ObjectFilter, PlayerId, ResolutionChoices, SpellEffect, StackItem } from '../types.ts';
import { manaValue } from '../casting/mana.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { apnap } from './items.ts';
import { halt } from '../halt.ts';
import { filterPlayers, requireSeenGraveyards, requireSeenHands } from '../hand.ts';

/** What an instruction did, for "that many", "that card's mana value", "that creature's power" (608.2h: last known). */
export interface Previous {
  count: number;
  /** The objects it affected, as they are now (the new object after a zone change, 400.7): "it", "that card". */
  ids: string[];
  /** Per object affected: its last known power, mana value and controller (608.2h). */
  lki: { power: number; manaValue: number; controller?: PlayerId }[];
  /** The count isn't known (cards discarded from a hand nobody described, engine/hand.ts): "that many" stops. */
  unknownCount?: boolean;
}

export const NOTHING: Previous = { count: 0, ids: [], lki: [] };

export function lkiOf(o: GameObject, c: Computed | undefined): { power: number; manaValue: number; controller?: PlayerId } {
  return { power: c?.power ?? o.printed.power ?? 0, manaValue: manaValue(o.printed.manaCost), ...(c ? { controller: c.controller } : {}) };
}

/**
 * 608.2h, 603.10a: what an instruction reads of its ability's source as it is followed — `now` of the source while it
 * is on the battlefield, else `recorded`, its value as it last existed (what a triggered ability recorded of its source
 * as it triggered; undefined when nothing was: the caller stops rather than guess).
 */
export function sourceAsKnown<T>(state: GameState, item: StackItem, now: (source: GameObject) => T, recorded: T | undefined): T | undefined {
  const here = item.source === null ? undefined : state.objects.find((o) => o.id === item.source && o.zone === 'battlefield');
  return here ? now(here) : recorded;
}

/**
 * The counters of one kind (undefined: of every kind) on the ability's source as known (sourceAsKnown). An ability
 * whose source has left with no record (an activated ability's, sacrificed as a cost) stops the run rather than count none.
 */
export function countersOnSource(state: GameState, item: StackItem, kind: string | undefined): number {
  const counters = sourceAsKnown(state, item, (o) => o.counters, item.sourceCounters);
  if (!counters) halt('unmodelled', 'error.unmodelled', { reason: 'lki-counters', object: item.sourceLabel, rule: '608.2h' });
  return kind === undefined ? Object.values(counters).reduce((n, k) => n + k, 0) : (counters[kind] ?? 0);
}

/** The player reference "its controller": the last known controller of the previous instruction's objects (608.2h). */
export const THAT_CONTROLLER = 'that-controller';

/**
 * The player reference "defending player" in an attacking creature's own ability (508.5): the player
 * it attacks; in a two-player game the nonactive player (506.2). With several opponents which one
 * isn't known here (508.5a): the engine stops rather than guess.
 */
export const DEFENDING_PLAYER = 'defending';

/** The players "its controller" names: each distinct last known controller, in order. */
export function controllersOf(prev: Previous): PlayerId[] {
  return [...new Set(prev.lki.map((x) => x.controller).filter((x): x is PlayerId => x !== undefined))];
}

/** `x`: the value of X announced for the spell or ability (107.3a); 0 if it has none. */
export function amountFrom(prev: Previous, from: AmountFrom, item: Pick<StackItem, 'x' | 'eventAmount' | 'xAssumed' | 'sacrificed'>): number {
  // "The sacrificed creature's power": the one permanent sacrificed to pay its cost, as it last existed (608.2h).
  if (from === 'sacrificed-power') {
    const one = item.sacrificed?.length === 1 ? item.sacrificed[0]! : null;
    if (one === null) halt('unmodelled', 'error.unmodelled', { reason: 'lki-sacrificed', rule: '608.2h' });
    return Math.max(0, one.power);
  }
  if (from === 'x') {
    // 107.3a: X is announced while casting; one the question didn't give isn't guessed as 0.
    if (item.xAssumed === true) halt('unmodelled', 'error.unmodelled', { reason: 'x-unsaid', rule: '107.3a' });
    return item.x ?? 0;
  }
  // A count is read from the board by the resolving code (resolve.ts `amountOf`), never from what came before.
  if (from === 'count' || from === 'counters' || from === 'greatest-power') return 0;
  // (The source's own power is read by `amountOf` only; elsewhere it is not known here.)
  if (from === 'source-power' || from === 'source-toughness') halt('unmodelled', 'error.unmodelled', { reason: 'lki-source-stat', rule: '608.2h' });
  // "That much": the amount of the event that triggered the ability (603.2, 608.2h).
  if (from === 'event') return item.eventAmount ?? 0;
  if (from === 'that-many') {
    if (prev.unknownCount === true) halt('unmodelled', 'error.unmodelled', { reason: 'discard-count-unknown', rule: '701.9a' });
    return prev.count;
  }
  const sum = prev.lki.reduce((n, x) => n + (from === 'power' ? Math.max(0, x.power) : x.manaValue), 0);
  return sum;
}

type AmountFrom = NonNullable<SpellEffect['amountFrom']>;

/** The rules an amount read from elsewhere rests on: X as announced (107.3a), the trigger event's (603.2), else last known information or a count made now (608.2h). */
export function amountRules(from: AmountFrom): string[] {
  return from === 'x' ? ['107.3a'] : from === 'event' ? ['603.2', '608.2h'] : from === 'sacrificed-power' ? ['601.2h', '608.2h'] : ['608.2h'];
}

/** Permanents matching a filter, judged now (608.2j: only the characteristics the filter names count). */
export function matching(state: GameState, byId: Record<string, Computed>, filter: ObjectFilter, controller: PlayerId, sourceId: string | null): string[] {
  // Cards in hands: a hand holding an unseen card can't be listed (engine/hand.ts).
  if (filter.zone === 'hand') requireSeenHands(state, filterPlayers(state, filter.controller, controller), 'each', '402.3');
  if (filter.zone === 'graveyard') requireSeenGraveyards(state, filterPlayers(state, filter.controller, controller), '404.2');
  return state.objects.filter((o) => byId[o.id] !== undefined && matchesObjectFilter(filter, o, byId[o.id]!, controller, sourceId, state.combat ?? null)).map((o) => o.id);
}

export type Answer = { kind: 'yes'; ids: string[] | null } | { kind: 'no' } | { kind: 'none' };

/** The answer the resolving action gave for a named choice (608.2d). */
export function answerOf(choices: ResolutionChoices, name: string): Answer {
  const a = choices[name];
  if (a === undefined) return { kind: 'none' };
  if (a === false) return { kind: 'no' };
  if (a === true) return { kind: 'yes', ids: null };
  return a.length === 0 ? { kind: 'no' } : { kind: 'yes', ids: a };
}

/**
 * 608.2f: actions on several players and objects that can't happen at once are done one at a time:
 * APNAP order first (a player, or an object by its controller); within one player, the resolving
 * spell's controller chooses — the engine keeps the order the targets were listed in.
 */
export function forEachOrder(state: GameState, byId: Record<string, Computed>, refs: readonly string[]): string[] {
  const owner = (r: string): PlayerId => (state.players.some((p) => p.id === r) ? r : (byId[r]?.controller ?? ''));
  const order = apnap(state);
  const rank = (r: string): number => {
    const i = order.indexOf(owner(r));
    return i < 0 ? order.length : i;
  };
  return refs.map((r, i) => ({ r, i })).sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i).map((x) => x.r);
}
