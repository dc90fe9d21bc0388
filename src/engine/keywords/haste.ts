/**
 * 702.10 Haste: 702.10b — a creature with haste can attack, and its {T} abilities can be activated,
 * even if it hasn't been under its controller's control continuously since their most recent turn began (302.6).
 */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';
import type { KeywordNote } from './note.ts';

export function hasHaste(c: Computed): boolean {
  return hasKnown(c.keywords, 'haste');
}

/** The attack note: a creature that hasn't been controlled continuously since the turn began attacks thanks to haste. */
export function hasteAttackNote(c: Computed, summoningSick: boolean): KeywordNote | null {
  return summoningSick && hasHaste(c) ? { object: c.id, ability: 'haste', other: null, note: 'attack-haste', rules: ['702.10b', '302.6'] } : null;
}
