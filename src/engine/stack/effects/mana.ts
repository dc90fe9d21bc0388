/** 106 (mana): a resolving spell that adds mana — no mana ability (605.1a), so it resolves from the stack. */
import { countEvent, emit, halt } from '../../run.ts';
import { step } from '../../trace.ts';
import { addToPool, parseCost, parsePool, payFromPool, poolText } from '../../casting/mana.ts';
import { itemLabel } from '../items.ts';
import { amountRules, countersOnSource, matching, NOTHING } from '../instructions.ts';
import { byIdNow } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';

/**
 * 608.2h: how many times the mana is added — once, or (issue 14) once for each permanent or card
 * matching `amountCount` ("Add {R} for each creature you control") or each counter on the source
 * ("Add {B} for each charge counter on this enchantment"), counted as the instruction is followed
 * and told in the trace. Another amount isn't modelled for mana.
 */
function times(c: EffectCall<'add-mana'>): number {
  const { run, item, e } = c;
  if (e.amountFrom === undefined) return 1;
  let n: number;
  if (e.amountFrom === 'count' && e.amountCount) n = matching(run.state, byIdNow(run), e.amountCount, item.controller, item.source).length;
  else if (e.amountFrom === 'counters') n = countersOnSource(run.state, item, e.amountCounter);
  else return halt('unmodelled', 'error.unmodelled', { reason: 'mana-add', mana: e.mana, rule: '608.2h' });
  emit(run, step('resolve.amount', amountRules(e.amountFrom), { item: itemLabel(run.state, item), from: e.amountFrom, amount: n }));
  return n;
}

/** 106.4: the mana goes into each named player's mana pool. */
export function addMana(c: EffectCall<'add-mana'>): Outcome {
  const { run, item, e, refs } = c;
  const mana = parsePool(e.mana);
  if (!mana) halt('unmodelled', 'error.unmodelled', { reason: 'mana-add', mana: e.mana, rule: '106.1' });
  const n = times(c);
  for (const p of refs.length > 0 ? refs : [item.controller]) {
    const who = run.state.players.find((x) => x.id === p);
    if (!who) continue;
    for (let i = 0; i < n; i++) who.manaPool = addToPool(who.manaPool ?? {}, mana);
    emit(run, step('resolve.add-mana', ['106.4', '608.2c'], { item: itemLabel(run.state, item), player: p, adds: poolText(mana), pool: poolText(who.manaPool) }));
  }
  return { did: c.did(), previous: NOTHING };
}

/**
 * Issue 14: "you may pay {2}" while the ability resolves (608.2d: the choice, made by then) — paid
 * from the controller's mana pool (118.3a). A pool that can't pay it all would have its player
 * activate mana abilities first (117.1d), which the engine doesn't do for them: the run stops. Paid,
 * it counts as done for a later "If you do" (608.2c).
 */
export function payMana(c: EffectCall<'pay-mana'>): Outcome {
  const { run, item, e } = c;
  const who = run.state.players.find((x) => x.id === item.controller);
  const pool = who?.manaPool ?? {};
  const pay = payFromPool(pool, parseCost(e.cost));
  if (!who || !pay.ok) return halt('unmodelled', 'error.unmodelled', { reason: 'mana-pay', cost: e.cost, pool: poolText(pool), rule: '117.1d' });
  who.manaPool = pay.left;
  countEvent(run);
  emit(run, step('resolve.pay-mana', ['118.3a', '608.2d'], { item: itemLabel(run.state, item), player: who.id, cost: e.cost, pool: poolText(pay.left) }));
  return { did: true, previous: NOTHING };
}
