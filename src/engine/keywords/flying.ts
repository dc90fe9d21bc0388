/** 702.9 Flying: 702.9b — it can't be blocked except by creatures with flying and/or reach (702.17b). */
import type { Computed } from '../types.ts';
import { allow, forbid } from './evasion.ts';
import type { EvasionCheck } from './evasion.ts';
import { hasKnown } from './known.ts';
import { REACH_RULE, hasReach } from './reach.ts';

export const FLYING_RULE = '702.9b';

export function hasFlying(c: Computed): boolean {
  return hasKnown(c.keywords, 'flying');
}

/** The blocking hook: flying stops a blocker without flying or reach; a blocker with either may block it; a flyer may block a creature without it. */
export function flyingBlock(attacker: Computed, blocker: Computed): EvasionCheck {
  // 702.9b: "A creature with flying can block a creature with or without flying."
  if (!hasFlying(attacker)) return hasFlying(blocker) ? allow(attacker.id, 'flying', blocker.id, 'block-ground-by-flying', [FLYING_RULE]) : null;
  if (hasFlying(blocker)) return allow(attacker.id, 'flying', blocker.id, 'block-flying-by-flying', [FLYING_RULE]);
  if (hasReach(blocker.keywords)) return allow(attacker.id, 'flying', blocker.id, 'block-flying-by-reach', [FLYING_RULE, REACH_RULE]);
  return forbid('flying', [FLYING_RULE, '509.1b']);
}
