/**
 * Costs paid with a card from its caster's hand: "discard a card" as an additional cost (118.8, 701.9a), and an
 * alternative cost that exiles a card of a quality ("You may pay 1 life and exile a blue card from your hand rather
 * than pay this spell's mana cost", 118.9). The cast names the card — another card in that hand (the spell itself is on
 * the stack by then, 601.2a) matching the cost's quality; unsaid, it is not guessed, as which card pays is the caster's
 * choice. Paid with the other costs (601.2h).
 */
import type { Computed, GameObject, GameState, ObjectFilter, PlayerId, Zone } from '../types.ts';
import type { Run } from '../run.ts';
import { emit, halt } from '../run.ts';
import type { EngineStep } from '../trace-params.ts';
import { step } from '../trace.ts';
import { moveObject } from '../zones.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import type { Cast, Problem } from './checks.ts';
import type { PaidCosts } from './cost-choice.ts';

/** How a card that can't pay each hand cost makes the cast illegal. */
const HAND_COST = {
  discard: { problem: 'cost-discard', rule: '601.2h' },
  exile: { problem: 'cost-exile', rule: '118.9 601.2h' },
} as const;

/**
 * The card `named` to pay a hand cost (`cost.filter`: the quality it must have): a problem if it can't, else null.
 * The caller stops first when the cast names no card.
 */
export function handCardProblem(state: GameState, byId: Record<string, Computed>, named: string, cost: { text: string; filter?: ObjectFilter }, kind: keyof typeof HAND_COST, player: PlayerId, spellId: string): Problem | null {
  const how = HAND_COST[kind];
  const card = otherHandCard(state, named, player, spellId);
  const c = card ? byId[card.id] : undefined;
  if (card && (!cost.filter || (c !== undefined && matchesObjectFilter({ ...cost.filter, zone: 'hand' }, card, c, player, spellId)))) return null;
  const label = state.objects.find((y) => y.id === named)?.label;
  return { reason: how.problem, detail: `${cost.text} (${label ?? 'no card named'})`, rule: how.rule };
}

/** The card `named`, if it is another card in `player`'s hand than the spell being cast (601.2a: that is on the stack by then). */
export function otherHandCard(state: GameState, named: string | undefined, player: PlayerId, spellId: string): GameObject | undefined {
  const card = named === undefined ? undefined : state.objects.find((y) => y.id === named);
  return card && card.zone === 'hand' && card.owner === player && card.id !== spellId ? card : undefined;
}

/** 601.2h: the card the cast named, paid from the hand — `paying` first (a discard's event), then told and moved to `to`. */
export function payFromHand(run: Run, named: string, to: Zone, told: (card: GameObject) => EngineStep, paying?: (card: GameObject) => void): void {
  const card = run.state.objects.find((x) => x.id === named);
  if (!card) return;
  paying?.(card);
  emit(run, told(card));
  moveObject(run, card.id, to);
}

/** The card named to pay the exile part of the cost: a problem if it can't, null if there's none to pay. */
export function checkExileCost(state: GameState, byId: Record<string, Computed>, a: Cast, costs: PaidCosts, player: PlayerId, spellId: string): Problem | null {
  const ec = costs.exileCost;
  if (!ec) return a.exileFromHand === undefined ? null : { reason: 'cost-exile', detail: `${a.exileFromHand} (no cost exiles a card)`, rule: '118.9' };
  if (a.exileFromHand === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'exile-cost-choice', text: ec.text, rule: '601.2h' });
  return handCardProblem(state, byId, a.exileFromHand, ec, 'exile', player, spellId);
}

/** 601.2h: the card named is exiled as the cost is paid. */
export function payExileCost(run: Run, a: Cast, costs: PaidCosts, player: PlayerId, spell: string): void {
  if (!costs.exileCost || a.exileFromHand === undefined) return;
  payFromHand(run, a.exileFromHand, 'exile', (card) => step('cast.exile-cost', ['118.9', '601.2h'], { player, spell, card: card.label }));
}
