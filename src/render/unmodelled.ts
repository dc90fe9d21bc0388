/**
 * What an `error.unmodelled` step says the engine stopped over: its reason code worded by the reply
 * language's catalogue (locales/*-unmodelled.ts). A step without a known code (never written by the
 * engine; a test renders empty params) shows the placeholder for a missing value.
 */
import { UNMODELLED_REASONS } from '../engine/unmodelled.ts';
import type { UnmodelledReason } from '../engine/unmodelled.ts';
import type { Fmt } from './trace-format.ts';
import { renderWords } from './locales/index.ts';

export function isUnmodelledReason(x: unknown): x is UnmodelledReason {
  return typeof x === 'string' && (UNMODELLED_REASONS as readonly string[]).includes(x);
}

export function unmodelledWhat(f: Fmt): string {
  const reason = f.p.reason;
  return isUnmodelledReason(reason) ? renderWords(f.lang).unmodelled[reason](f) : f.v('reason');
}
