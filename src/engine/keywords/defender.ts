/** 702.3 Defender: 702.3b — a creature with defender can't attack. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

/** The attack hook: the restriction defender puts on its creature, if it has it. */
export function defenderRestriction(c: Computed): { ability: string; rule: string } | null {
  return hasKnown(c.keywords, 'defender') ? { ability: 'defender', rule: '702.3b' } : null;
}
