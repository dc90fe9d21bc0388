/**
 * Intervening "if" conditions (603.4) and the like, checked when an ability triggers and again as it
 * resolves (608.2a), and by permissions and replacement effects that hold only while a condition does.
 */
import type { Computed, GameState, PlayerId, TriggerCondition } from '../types.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { opponentsOf } from './items.ts';
import { cardsInHand, filterPlayers, requireSeenGraveyards, requireSeenHands } from '../hand.ts';
import { halt } from '../halt.ts';
import { evolves } from '../keywords/evolve.ts';
import type { EvolvePair } from '../keywords/evolve.ts';

/**
 * 603.4 / 608.2a: is an intervening "if" condition true now? `ownTapped`: whether the ability's own
 * permanent is tapped (null: it isn't on the battlefield, or the ability has none). `pair`: for evolve,
 * the creature that entered and the one with evolve (null: one of them has left the battlefield).
 * `ownKicks`: how many times the spell that became the ability's own permanent was kicked (702.33e);
 * `ownAlternative`: the alternative cost paid for that spell (118.9, 702.74a).
 */
export function conditionHolds(state: GameState, byId: Record<string, Computed>, cond: TriggerCondition, controller: PlayerId, ownCounters: Record<string, number> | null = null, ownTapped: boolean | null = null, pair: EvolvePair | null = null, ownKicks = 0, ownAlternative: string | null = null): boolean {
  // 702.33e: how many times the spell that became the ability's own permanent was kicked.
  if (cond.kind === 'kicked') return ownKicks >= (cond.atLeast ?? 1);
  // 702.74a: the alternative cost paid for the spell that became the ability's own permanent.
  if (cond.kind === 'alternative-paid') return ownAlternative === cond.name;
  // 102.1: the active player is the player whose turn it is.
  if (cond.kind === 'turn') return (state.activePlayer === controller) === cond.yours;
  // 702.100a; 608.2h: once either creature has left the battlefield its last known power and toughness are compared, which isn't kept.
  if (cond.kind === 'evolve') return pair !== null ? evolves(pair) : halt('unmodelled', 'error.unmodelled', { reason: 'lki-evolve', rule: '608.2h' });
  const within = (n: number, c: { atLeast?: number; atMost?: number }): boolean => (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
  if (cond.kind === 'own-tapped') {
    // 110.5; 603.10a / 608.2h: once the permanent has left, whether it was tapped as it last existed isn't kept.
    if (ownTapped === null) halt('unmodelled', 'error.unmodelled', { reason: 'lki-tapped', rule: '608.2h' });
    return ownTapped === cond.tapped;
  }
  if (cond.kind === 'this-turn') {
    // 700.4, 608.2h: what happened this turn, known from the story told and the run's own events; an
    // untold history is asked about, never taken to be empty.
    if (cond.happened === 'permanent-left-yours') {
      const left = state.permanentLeftThisTurn?.[controller];
      return left ?? halt('unmodelled', 'error.unmodelled', { reason: 'turn-history-left', rule: '207.2c' });
    }
    if (state.creatureDiedThisTurn === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'turn-history', happened: cond.happened, rule: '700.4' });
    return state.creatureDiedThisTurn;
  }
  if (cond.kind === 'opponent-controls-more') {
    const count = (p: PlayerId): number => state.objects.filter((o) => o.zone === 'battlefield' && byId[o.id] && byId[o.id]!.controller === p && matchesObjectFilter({ ...cond.filter, controller: 'you' }, o, byId[o.id]!, p, null, state.combat ?? null)).length;
    const mine = count(controller);
    return opponentsOf(state, controller).some((p) => count(p) > mine);
  }
  // 603.4 with 603.10a: the trigger's own object, as last known once it has left; unknown: not true.
  if (cond.kind === 'own-counters') return ownCounters !== null && within(ownCounters[cond.counter] ?? 0, cond);
  // 102.3: the player's opponents still in the game.
  if (cond.kind === 'opponents') return within(opponentsOf(state, controller).length, cond);
  if (cond.kind === 'life') {
    const who = cond.player === 'you' ? [controller] : cond.player === 'any' ? [controller, ...opponentsOf(state, controller)] : opponentsOf(state, controller);
    return who.some((id) => within(state.players.find((p) => p.id === id)?.life ?? 0, cond));
  }
  if (cond.kind === 'hand') {
    const who = cond.player === 'you' ? [controller] : opponentsOf(state, controller);
    // 402.3: a count of the cards in a hand; an unseen card there (engine/hand.ts) stops it.
    return who.some((id) => within(cardsInHand(state, id, 'count', '402.3').length, cond));
  }
  const n = state.objects.filter((o) => o.zone === (cond.filter.zone ?? 'battlefield') && byId[o.id] && matchesObjectFilter({ ...cond.filter, controller: cond.filter.controller ?? 'you' }, o, byId[o.id]!, controller, null, state.combat ?? null)).length;
  // "At least N" already met by the cards known to be there: cards nobody described could only add to it.
  if (cond.atMost === undefined && within(n, cond)) return true;
  // A count of cards in hands (a filter's zone): every hand it could cover must be known.
  if (cond.filter.zone === 'hand') requireSeenHands(state, filterPlayers(state, cond.filter.controller ?? 'you', controller), 'count', '402.3');
  if (cond.filter.zone === 'graveyard') requireSeenGraveyards(state, filterPlayers(state, cond.filter.controller ?? 'you', controller), '404.2');
  return within(n, cond);
}
