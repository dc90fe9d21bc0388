/**
 * Hands (402) holding cards nobody described. A player who draws from a library the Scenario didn't
 * describe draws all the same (121.1), but which card it is is unknown: the card is "unseen".
 *
 * Why a count on the player (`PlayerState.unseenInHand`) and not an object: an object in the hand
 * would have characteristics, and every filter, layer, trigger, target check and cost reads them —
 * any made-up value (a nameless, typeless card) would be read silently as if it were the card, and
 * the answer would rest on a card nobody knows. A number can't be cast, revealed, targeted, moved or
 * matched by a filter: nothing can read what the card is, by construction. The one way it could be
 * missed silently is a reader that needs *every* card of a hand (a count, a choice among its cards,
 * "each card in your hand"): such a reader asks `cardsInHand`, which stops as unmodelled naming the
 * unseen card, and a test keeps the engine's other modules from listing a hand by themselves
 * (test/engine/unseen-cards.test.ts).
 *
 * A hand the Scenario didn't describe at all (`PlayerState.handUnknown`, what /ask gives every player)
 * is the same kind of unknown, with its number of cards unknown too (none, perhaps): a reader of the
 * whole hand stops naming it, never reading it as empty (402.1: the hand is hidden, and the question
 * didn't show it). A discard from it discards unseen cards (701.9a, stack/effects/discard.ts), which then sit
 * in the graveyard unseen (`graveyardUnseen`): a reader of that whole graveyard stops the same way.
 */
import { halt } from './halt.ts';
import type { GameObject, GameState, PlayerId } from './types.ts';

/**
 * What needed all of a hand: named in the refusal (render/trace-stack.ts, both languages).
 * 'count': a number of cards in hand, or a condition on it (402.3); 'discard': a discard among the
 * cards (701.9b, chosen or random); 'discard-cost': the cards that could pay a discard cost (601.2h);
 * 'discard-count': how many cards a discard took, which an ability triggered by each discard counts (603.2c);
 * 'reveal': the unseen card itself revealed (701.20a); 'each': an instruction on each card of a hand;
 * 'discard-done': whether an optional discard could be done, which a later "if you do" reads (118.12).
 */
export type HandReader = 'count' | 'discard' | 'discard-count' | 'discard-cost' | 'discard-done' | 'reveal' | 'each' | 'graveyard';

/** Cards in `player`'s hand whose identity is unknown (drawn from a library nobody described). */
export function unseenInHand(state: GameState, player: PlayerId): number {
  return state.players.find((p) => p.id === player)?.unseenInHand ?? 0;
}

/** True when the Scenario didn't describe `player`'s hand: more cards than those listed may be there. */
export function handUnknown(state: GameState, player: PlayerId): boolean {
  return state.players.find((p) => p.id === player)?.handUnknown === true;
}

/** True when some card of `player`'s hand is not known: an unseen draw, or a hand nobody described. */
export function handHidden(state: GameState, player: PlayerId): boolean {
  return unseenInHand(state, player) > 0 || handUnknown(state, player);
}

/** Stops the run: the answer needs to know the unseen card(s) in `player`'s hand. */
export function haltOnUnseen(state: GameState, player: PlayerId, reader: HandReader, rule: string): never {
  halt('unmodelled', 'error.unseen-card', { player, count: unseenInHand(state, player), reader, rule, ...(handUnknown(state, player) ? { unknown: true } : {}) });
}

/**
 * Every card in `player`'s hand, for a reader that needs all of them. With an unseen card there,
 * no such list can be given: the run stops naming it (never a list without it).
 */
export function cardsInHand(state: GameState, player: PlayerId, reader: HandReader, rule: string): GameObject[] {
  if (handHidden(state, player)) haltOnUnseen(state, player, reader, rule);
  return state.objects.filter((o) => o.zone === 'hand' && o.owner === player);
}

/**
 * The cards of `player`'s hand that are known (listed, or put there in the run) — not all of it when
 * the hand is hidden: for a reader that handles the unseen rest itself (a discard, stack/effects/discard.ts).
 */
export function knownInHand(state: GameState, player: PlayerId): GameObject[] {
  return state.objects.filter((o) => o.zone === 'hand' && o.owner === player);
}

/** Stops when any of these players' hands holds an unseen card (a filter over several hands). */
export function requireSeenHands(state: GameState, players: readonly PlayerId[], reader: HandReader, rule: string): void {
  for (const p of players) if (handHidden(state, p)) haltOnUnseen(state, p, reader, rule);
}

/** Stops when any of these players' graveyards holds cards nobody described (a filter over graveyards). */
export function requireSeenGraveyards(state: GameState, players: readonly PlayerId[], rule: string): void {
  for (const p of players) {
    const ps = state.players.find((x) => x.id === p);
    // (Never described at all, or described but holding unseen discards: `undescribed` picks the refusal's words.)
    if (ps?.graveyardUndescribed === true || ps?.graveyardUnseen === true) halt('unmodelled', 'error.unseen-card', { player: p, count: 0, reader: 'graveyard', rule, unknown: true, ...(ps.graveyardUndescribed === true ? { undescribed: true } : {}) });
  }
}

/**
 * The hidden parts of the state, for the layer system's counts ("for each card in your hand",
 * "cards in graveyards"): `${zone}:${player}:${why}` for each hand or graveyard holding cards nobody knows.
 */
export function hiddenZones(state: GameState): ReadonlySet<string> {
  const out = new Set<string>();
  for (const p of state.players) {
    if (handHidden(state, p.id)) out.add(`hand:${p.id}:${p.handUnknown === true ? 'unknown' : 'drawn'}`);
    if (p.graveyardUndescribed === true) out.add(`graveyard:${p.id}:undescribed`);
    else if (p.graveyardUnseen === true) out.add(`graveyard:${p.id}:unknown`);
  }
  return out;
}

/** The players whose hands a filter's controller word covers ("your hand", "an opponent's hand", any hand). */
export function filterPlayers(state: GameState, who: 'you' | 'opponent' | undefined, you: PlayerId): PlayerId[] {
  return state.players.filter((p) => who === undefined || (who === 'you') === (p.id === you)).map((p) => p.id);
}
