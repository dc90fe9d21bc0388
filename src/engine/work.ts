/**
 * The work bound. Runs are bounded in steps and in time, but the engine can't read a
 * clock (it is pure and deterministic), so time is bounded by counting work instead: every object an
 * effect is applied to in the layer system (613.1), every trial application that detects dependency
 * (613.8a) and every object a dependency comparison looks at counts one unit. A run that needs more
 * than `Limits.maxWork` units stops with the `too_much_work` error (key `bound.work`), which names
 * the bound, instead of running for minutes on a pathological board. The count is deterministic: the
 * same scenario always stops at the same point.
 */
import { halt } from './halt.ts';

/** Work done so far against a budget; shared by every layer computation of one run. */
export interface WorkMeter {
  used: number;
  readonly max: number;
}

export function workMeter(max: number): WorkMeter {
  return { used: 0, max };
}

/** Counts `units` of work; stops the run once the budget is exceeded. */
export function spend(meter: WorkMeter | null, units: number): void {
  if (meter === null) return;
  meter.used += units;
  if (meter.used > meter.max) halt('too_much_work', 'bound.work', { bound: 'work', limit: meter.max, count: meter.used });
}
