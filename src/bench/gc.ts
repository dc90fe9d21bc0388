/**
 * A full garbage collection on demand, so memory figures and the start of each benchmark don't
 * carry garbage from what ran before. Uses the exposed `gc` when node runs with --expose-gc, and
 * otherwise turns the flag on at run time and fetches `gc` from a fresh context.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type GcFn = (options?: { type: 'major' | 'minor' }) => void;

let gcFn: GcFn | null | undefined;

/** A full collection (the young generation and the old). */
export function collectGarbage(): boolean {
  return collect();
}

/**
 * A collection of the young generation only (a scavenge, ~1 ms): what one op left there is not
 * collected in the middle of the next op, whoever runs it.
 */
export function collectYoung(): boolean {
  return collect({ type: 'minor' });
}

function collect(options?: { type: 'major' | 'minor' }): boolean {
  if (gcFn === undefined) {
    const exposed = (globalThis as { gc?: GcFn }).gc;
    if (typeof exposed === 'function') gcFn = exposed;
    else {
      try {
        setFlagsFromString('--expose-gc');
        const fn: unknown = runInNewContext('gc');
        gcFn = typeof fn === 'function' ? (fn as GcFn) : null;
      } catch {
        gcFn = null;
      }
    }
  }
  if (!gcFn) return false;
  if (options) gcFn(options);
  else gcFn();
  return true;
}
