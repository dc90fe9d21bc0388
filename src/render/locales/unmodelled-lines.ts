/**
 * What the engine stopped over rather than guess (`error.unmodelled`, engine/unmodelled.ts): one noun
 * phrase per reason code, worded from the reason's params, in each reply language (en-unmodelled.ts,
 * ja-unmodelled.ts). The mapped type makes a language that misses a reason fail to compile; the
 * sentence around the phrase is the step's template (trace-en.ts, trace-ja.ts).
 */
import type { UnmodelledReason } from '../../engine/unmodelled.ts';
import type { Fmt } from '../trace-format.ts';

export type UnmodelledLines = { readonly [R in UnmodelledReason]: (f: Fmt) => string };

/** A param that is a list of strings (a single string as a list of one). */
export function strings(f: Fmt, name: string): string[] {
  const x = f.p[name];
  return Array.isArray(x) ? x : typeof x === 'string' && x !== '' ? [x] : [];
}
