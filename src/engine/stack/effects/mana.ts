/** 106 (mana): a resolving spell that adds mana — no mana ability (605.1a), so it resolves from the stack. */
import { emit, halt } from '../../run.ts';
import { step } from '../../trace.ts';
import { addToPool, parsePool, poolText } from '../../casting/mana.ts';
import { itemLabel } from '../items.ts';
import { NOTHING } from '../instructions.ts';
import type { EffectCall, Outcome } from './context.ts';

/** 106.4: the mana goes into each named player's mana pool. */
export function addMana(c: EffectCall<'add-mana'>): Outcome {
  const { run, item, e, refs } = c;
  const mana = parsePool(e.mana);
  if (!mana) halt('unmodelled', 'error.unmodelled', { reason: 'mana-add', mana: e.mana, rule: '106.1' });
  for (const p of refs.length > 0 ? refs : [item.controller]) {
    const who = run.state.players.find((x) => x.id === p);
    if (!who) continue;
    who.manaPool = addToPool(who.manaPool ?? {}, mana);
    emit(run, step('resolve.add-mana', ['106.4', '608.2c'], { item: itemLabel(run.state, item), player: p, adds: poolText(mana), pool: poolText(who.manaPool) }));
  }
  return { did: c.did(), previous: NOTHING };
}
