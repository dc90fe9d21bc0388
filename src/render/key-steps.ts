/**
 * The steps that decide an answer (issue 17 §6): a public engine answer opens with the restatement,
 * the answer and these few steps, while the whole trace (often 20-40 steps of bookkeeping: steps
 * beginning, priority passing, objects becoming new objects…) stays one press away, behind the
 * "All steps" button. The choice is made from the steps' kinds (trace keys), never their text.
 */
import type { TraceStep } from '../engine/types.ts';

/** At most this many steps open an answer; fewer when the trace is short. */
export const KEY_STEPS_MAX = 8;
/** At least this many, when the trace has them (the deciding ones first, then what led to them). */
export const KEY_STEPS_MIN = 5;

/** How much a step decides the outcome: 4 the outcome itself, 3 a decision or a rule changing what happens, 2 context. */
function weight(key: string): number {
  if (key === 'sba.check') return 1;
  if (/^(?:event\.life|sba\.|layer\.result|game\.over|counter\.countered|stack\.fizzles|indestructible\.survives|regeneration\.applied|bound\.|loop\.|error\.|unmodelled\.)/.test(key)) return 4;
  if (
    /^(?:combat\.(?:assigns|unblocked|cant-|must-|assignment-illegal|sequence)|damage\.(?:prevented|replaced|not-dealt|order)|event\.(?:damage-prevented|replaced|counters|returned)|zone\.replaced|token\.replaced|enter\.|target\.illegal|counter\.|trigger\.(?:triggers|condition-false)|alt\.|resolve\.|fight\.|cast\.(?:rewound|cost)|activate\.rewound|layer\.(?:applied|switch|cda|counters|dependency|cant-have|ability-removed))/.test(
      key,
    )
  ) {
    return 3;
  }
  if (/^(?:combat\.(?:blocks|blocked)|event\.damage$|effect\.created|stack\.resolves|cast\.cast|action\.)/.test(key)) return 2;
  return 1;
}

/**
 * The indexes (in trace order) of the steps to open an answer with: every step that decides the
 * outcome, the most decisive first when there are more than KEY_STEPS_MAX, topped up with context
 * to KEY_STEPS_MIN. A trace of KEY_STEPS_MAX steps or fewer is shown whole. `shown`: how many steps
 * the reply has — the trace's first, then any the question adds after them (those are always key);
 * by default the trace's own count.
 */
export function keyStepIndexes(trace: readonly Pick<TraceStep, 'key'>[], shown: number = trace.length): number[] {
  const traced = Math.min(trace.length, shown);
  const added = Array.from({ length: shown - traced }, (_, i) => traced + i);
  const steps = trace.slice(0, traced);
  if (steps.length <= KEY_STEPS_MAX) return [...steps.map((_, i) => i), ...added];
  const scored = steps.map((s, i) => ({ i, w: weight(s.key) }));
  const byWeight = [...scored].sort((a, b) => b.w - a.w || a.i - b.i);
  const deciding = byWeight.filter((s) => s.w >= 3).slice(0, KEY_STEPS_MAX);
  const chosen = deciding.length >= KEY_STEPS_MIN ? deciding : byWeight.slice(0, KEY_STEPS_MIN);
  return [...chosen.map((s) => s.i).sort((a, b) => a - b), ...added];
}
