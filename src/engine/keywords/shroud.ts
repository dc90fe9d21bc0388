/** 702.18 Shroud: 702.18a — a permanent or player with shroud can't be the target of spells or abilities. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasShroud(c: Computed): boolean {
  return hasKnown(c.keywords, 'shroud');
}
