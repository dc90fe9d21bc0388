/**
 * A full garbage collection on demand, so memory figures and the start of each benchmark don't
 * carry garbage from what ran before. Uses the exposed `gc` when node runs with --expose-gc, and
 * otherwise turns the flag on at run time and fetches `gc` from a fresh context.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gcFn: (() => void) | null | undefined;

export function collectGarbage(): boolean {
  if (gcFn === undefined) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (typeof exposed === 'function') gcFn = exposed;
    else {
      try {
        setFlagsFromString('--expose-gc');
        const fn: unknown = runInNewContext('gc');
        gcFn = typeof fn === 'function' ? (fn as () => void) : null;
      } catch {
        gcFn = null;
      }
    }
  }
  if (!gcFn) return false;
  gcFn();
  return true;
}
