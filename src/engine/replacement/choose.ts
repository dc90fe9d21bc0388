/**
 * 616.1: the affected player, or the affected object's controller (its owner if it has none),
 * chooses one applicable effect at a time: a self-replacement effect first (616.1a), else any
 * (616.1e); then the process repeats with the effects that now apply (616.1f). The scenario gives
 * the choice as `replacementOrder` (effect ids, first choice first); without it the default is
 * timestamp order (the earliest effect first), and the trace says so.
 */
import type { ReplacementEffect } from '../types.ts';

export function isSelfReplacement(e: ReplacementEffect): boolean {
  return 'selfReplacement' in e && e.selfReplacement === true;
}

/** The effect chosen among `pool` (non-empty). */
export function chooseEffect<E extends ReplacementEffect>(pool: readonly E[], order: readonly string[] | null): E {
  const selfs = pool.filter(isSelfReplacement);
  const from = selfs.length > 0 ? selfs : pool;
  if (order) {
    for (const k of order) {
      const c = from.find((x) => x.id === k);
      if (c) return c;
    }
  }
  return [...from].sort((a, b) => a.timestamp - b.timestamp)[0]!;
}

export { permutations } from './permutations.ts';

/** How an effect is named in the trace: the one definition, shared with damage effects. */
export { effectLabel as label } from '../damage/replacement.ts';
