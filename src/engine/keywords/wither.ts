/** 702.80 Wither: 702.80a — damage to a creature from a source with wither is dealt as -1/-1 counters (120.3d). */
import type { Keyword } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasWither(keywords: readonly Keyword[]): boolean {
  return hasKnown(keywords, 'wither');
}
