/** 702.20 Vigilance: 702.20b — attacking doesn't cause a creature with vigilance to tap. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasVigilance(c: Computed): boolean {
  return hasKnown(c.keywords, 'vigilance');
}
