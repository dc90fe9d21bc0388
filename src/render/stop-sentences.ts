/**
 * Trace sentences that say the stop themselves ("Stopped rather than guess: …", 「推測で答えず中断しました：…」, or the
 * refusal over unmodelled text): a reply shows them as they are, never behind a second lead that says the same
 * ("I can't model this part, so I won't guess: Stopped rather than guess: …"). Kept beside the catalogues that
 * write those sentences (trace-en.ts, trace-ja.ts, trace-hand.ts, trace-stack.ts), so a new one is added here.
 */
import type { TraceKey } from '../engine/trace-keys.ts';

const SAYS_ITS_STOP: ReadonlySet<TraceKey> = new Set<TraceKey>([
  'error.unmodelled-text',
  'error.unmodelled',
  'error.cleanup-discard',
  'error.unseen-card',
  'trigger.which-target',
]);

/** Whether the engine error rendered under `key` already says that the run stopped rather than guess. */
export function saysItsStop(key: string): boolean {
  return (SAYS_ITS_STOP as ReadonlySet<string>).has(key);
}
