/**
 * 702.126 Improvise. 702.126a: for each generic mana in the spell's total cost its caster may tap an
 * untapped artifact they control rather than pay that mana. 702.126b: not an additional or
 * alternative cost — it applies once the total cost is determined (601.2f). 702.126c: more than one
 * instance is redundant. The cast action names the artifacts (`improvise`); each pays one generic
 * mana of what convoke (if any) left, and the rest is paid with mana (601.2h).
 */
import type { Computed } from '../types.ts';
import type { ManaCost } from '../casting/mana.ts';
import { hasKnown } from './known.ts';

export function hasImprovise(c: Computed): boolean {
  return hasKnown(c.keywords, 'improvise');
}

/**
 * The costs left once `artifacts` artifacts each pay one generic mana (702.126a), from each cost
 * convoke may have left: only those with that much generic mana in them (an artifact can't pay a
 * colored symbol, nor more than one).
 */
export function improviseWays(costs: readonly ManaCost[], artifacts: number): ManaCost[] {
  return costs.filter((c) => c.generic >= artifacts).map((c) => ({ ...c, generic: c.generic - artifacts }));
}
