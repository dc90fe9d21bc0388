/**
 * 118.9: an alternative cost that exiles a card from its caster's hand ("You may pay 1 life and exile a blue card from
 * your hand rather than pay this spell's mana cost"). The cast's `exileFromHand` names the card — another card in that
 * hand matching the cost's quality (the spell itself is on the stack by then, 601.2a); unsaid, it is not guessed
 * (601.2h: which card pays the cost is the caster's choice). Paid with the other costs (601.2h).
 */
import type { Computed, GameState, PlayerId } from '../types.ts';
import type { Run } from '../run.ts';
import { emit, halt } from '../run.ts';
import { step } from '../trace.ts';
import { moveObject } from '../zones.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import type { Cast, Problem } from './checks.ts';
import type { PaidCosts } from './cost-choice.ts';

/** The card named to pay the exile part of the cost: a problem if it can't, null if there's none to pay. */
export function checkExileCost(state: GameState, byId: Record<string, Computed>, a: Cast, costs: PaidCosts, player: PlayerId, spellId: string): Problem | null {
  const ec = costs.exileCost;
  if (!ec) return a.exileFromHand === undefined ? null : { reason: 'cost-exile', detail: `${a.exileFromHand} (no cost exiles a card)`, rule: '118.9' };
  if (a.exileFromHand === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'exile-cost-choice', text: ec.text, rule: '601.2h' });
  const card = state.objects.find((y) => y.id === a.exileFromHand);
  const c = card ? byId[card.id] : undefined;
  if (!card || !c || card.zone !== 'hand' || card.owner !== player || card.id === spellId || !matchesObjectFilter({ ...ec.filter, zone: 'hand' }, card, c, player, spellId)) {
    return { reason: 'cost-exile', detail: `${ec.text} (${card?.label ?? 'no card named'})`, rule: '118.9 601.2h' };
  }
  return null;
}

/** 601.2h: the card named is exiled as the cost is paid. */
export function payExileCost(run: Run, a: Cast, costs: PaidCosts, player: PlayerId, spell: string): void {
  if (!costs.exileCost || a.exileFromHand === undefined) return;
  const card = run.state.objects.find((x) => x.id === a.exileFromHand);
  if (!card) return;
  emit(run, step('cast.exile-cost', ['118.9', '601.2h'], { player, spell, card: card.label }));
  moveObject(run, card.id, 'exile');
}
