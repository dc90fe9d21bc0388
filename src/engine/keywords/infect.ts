/** 702.90 Infect: 702.90b — damage to a player gives poison counters; 702.90c — damage to a creature gives -1/-1 counters (120.3b, 120.3d). */
import type { Keyword } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasInfect(keywords: readonly Keyword[]): boolean {
  return hasKnown(keywords, 'infect');
}
