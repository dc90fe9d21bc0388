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
 */
import { halt } from './halt.ts';
import type { GameObject, GameState, PlayerId } from './types.ts';

/**
 * What needed all of a hand: named in the refusal (render/trace-stack.ts, both languages).
 * 'count': a number of cards in hand, or a condition on it (402.3); 'discard': a discard among the
 * cards (701.9b, chosen or random); 'discard-cost': the cards that could pay a discard cost (601.2h);
 * 'reveal': the unseen card itself revealed (701.20a); 'each': an instruction on each card of a hand.
 */
export type HandReader = 'count' | 'discard' | 'discard-cost' | 'reveal' | 'each';

/** Cards in `player`'s hand whose identity is unknown (drawn from a library nobody described). */
export function unseenInHand(state: GameState, player: PlayerId): number {
  return state.players.find((p) => p.id === player)?.unseenInHand ?? 0;
}

/** Stops the run: the answer needs to know the unseen card(s) in `player`'s hand. */
export function haltOnUnseen(state: GameState, player: PlayerId, reader: HandReader, rule: string): never {
  halt('unmodelled', 'error.unseen-card', { player, count: unseenInHand(state, player), reader, rule });
}

/**
 * Every card in `player`'s hand, for a reader that needs all of them. With an unseen card there,
 * no such list can be given: the run stops naming it (never a list without it).
 */
export function cardsInHand(state: GameState, player: PlayerId, reader: HandReader, rule: string): GameObject[] {
  if (unseenInHand(state, player) > 0) haltOnUnseen(state, player, reader, rule);
  return state.objects.filter((o) => o.zone === 'hand' && o.owner === player);
}

/** Stops when any of these players' hands holds an unseen card (a filter over several hands). */
export function requireSeenHands(state: GameState, players: readonly PlayerId[], reader: HandReader, rule: string): void {
  for (const p of players) if (unseenInHand(state, p) > 0) haltOnUnseen(state, p, reader, rule);
}

/** The players whose hands a filter's controller word covers ("your hand", "an opponent's hand", any hand). */
export function filterPlayers(state: GameState, who: 'you' | 'opponent' | undefined, you: PlayerId): PlayerId[] {
  return state.players.filter((p) => who === undefined || (who === 'you') === (p.id === you)).map((p) => p.id);
}
