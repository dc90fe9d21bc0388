/** 122 (counters on objects): "put N +1/+1 counters on …", and proliferate (701.34a, stack/proliferate.ts). */
import { NOTHING, amountFrom, amountRules } from '../instructions.ts';
import { emit } from '../../run.ts';
import { step } from '../../trace.ts';
import { itemLabel } from '../items.ts';
import { proliferate as proliferateNow } from '../proliferate.ts';
import type { EffectCall, Outcome } from './context.ts';

/** 122.1, 122.6: the counters are put on each object named; "that many" is the trigger event's amount (603.2, 608.2h); X as announced (107.3a). */
export function addCounters(c: EffectCall<'add-counters'>): Outcome {
  let amount = c.e.amount;
  const from = c.e.amountFrom;
  if (from === 'event' || from === 'x') {
    amount = amountFrom(NOTHING, from, c.item);
    emit(c.run, step('resolve.amount', amountRules(from), { item: itemLabel(c.run.state, c.item), from, amount }));
  }
  for (const r of c.refs) {
    // 701.46a: adapt puts counters only on a permanent that has none of them.
    const has = c.e.ifNone === true ? (c.run.state.objects.find((o) => o.id === r)?.counters[c.e.counter] ?? 0) : 0;
    if (has > 0) emit(c.run, step('stack.effect-skipped', ['701.46a'], { item: itemLabel(c.run.state, c.item), effect: 'add-counters', object: c.run.state.objects.find((o) => o.id === r)?.label ?? r, reason: 'has-counters' }));
    else if (c.e.double === true) doubleCounters(c, r);
    else c.run.perform({ kind: 'add-counters', target: r, counter: c.e.counter, amount });
  }
  return { did: c.did(), previous: NOTHING };
}

/** 701.10e: as many of the counters as the object has now (none: nothing is put). */
function doubleCounters(c: EffectCall<'add-counters'>, r: string): void {
  const o = c.run.state.objects.find((x) => x.id === r);
  const has = o?.counters[c.e.counter] ?? 0;
  emit(c.run, step('resolve.double-counters', ['701.10e'], { item: itemLabel(c.run.state, c.item), object: o?.label ?? r, counter: c.e.counter, amount: has }));
  if (has > 0) c.run.perform({ kind: 'add-counters', target: r, counter: c.e.counter, amount: has });
}

/** 701.34a: the choice is named by the instruction's `id`, else "proliferate". */
export function proliferate(c: EffectCall<'proliferate'>): Outcome {
  return { did: proliferateNow(c.run, c.item, c.item.controller, c.e.id ?? 'proliferate', c.ctx.choices) || c.did(), previous: NOTHING };
}
