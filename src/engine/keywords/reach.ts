/** 702.17 Reach: 702.17b — a creature with reach can block creatures with flying. */
import type { Keyword } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasReach(keywords: readonly Keyword[]): boolean {
  return hasKnown(keywords, 'reach');
}
