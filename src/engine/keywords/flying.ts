/** 702.9 Flying: 702.9b — it can't be blocked except by creatures with flying and/or reach (702.17b). */
import type { Computed } from '../types.ts';
import type { EvasionProblem } from './evasion.ts';
import { hasKnown } from './known.ts';
import { hasReach } from './reach.ts';

export function hasFlying(c: Computed): boolean {
  return hasKnown(c.keywords, 'flying');
}

/** The blocking hook: flying stops a blocker without flying or reach. */
export function flyingBlock(attacker: Computed, blocker: Computed): EvasionProblem | null {
  if (hasFlying(attacker) && !hasFlying(blocker) && !hasReach(blocker.keywords)) return { ability: 'flying', rules: ['702.9b', '509.1b'] };
  return null;
}
