/** 702.17 Reach: 702.17b — a creature with reach can block creatures with flying (the flying hook, flying.ts, asks it). */
import type { Keyword } from '../types.ts';
import { hasKnown } from './known.ts';

export const REACH_RULE = '702.17b';

export function hasReach(keywords: readonly Keyword[]): boolean {
  return hasKnown(keywords, 'reach');
}
