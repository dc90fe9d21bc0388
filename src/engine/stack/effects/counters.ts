/** 122 (counters on objects): "put N +1/+1 counters on …", and proliferate (701.34a, stack/proliferate.ts). */
import { NOTHING } from '../instructions.ts';
import { proliferate as proliferateNow } from '../proliferate.ts';
import type { EffectCall, Outcome } from './context.ts';

/** 122.1, 122.6: the counters are put on each object named. */
export function addCounters(c: EffectCall<'add-counters'>): Outcome {
  for (const r of c.refs) c.run.perform({ kind: 'add-counters', target: r, counter: c.e.counter, amount: c.e.amount });
  return { did: c.did(), previous: NOTHING };
}

/** 701.34a: the choice is named by the instruction's `id`, else "proliferate". */
export function proliferate(c: EffectCall<'proliferate'>): Outcome {
  return { did: proliferateNow(c.run, c.item, c.item.controller, c.e.id ?? 'proliferate', c.ctx.choices) || c.did(), previous: NOTHING };
}
