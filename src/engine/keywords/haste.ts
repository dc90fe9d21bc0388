/**
 * 702.10 Haste: 702.10b — a creature with haste can attack, and its {T} abilities can be activated,
 * even if it hasn't been under its controller's control continuously since their most recent turn began (302.6).
 */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasHaste(c: Computed): boolean {
  return hasKnown(c.keywords, 'haste');
}
