/** 702.164 Toxic: 702.164c — combat damage to a player from a creature with toxic N also gives N poison counters (all instances add up, 120.3g). */
import type { Keyword } from '../types.ts';
import { instancesOf } from './known.ts';

export function toxicTotal(keywords: readonly Keyword[]): number {
  return instancesOf(keywords, 'toxic').reduce((n, k) => n + k.count, 0);
}
