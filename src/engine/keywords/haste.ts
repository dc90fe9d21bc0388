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

/**
 * The blocking note: 302.6 keeps a creature that hasn't been controlled continuously since the turn began from attacking
 * and from activating {T} abilities only — it may block, and the trace says so (its rule cited).
 */
export function sickBlockNote(c: Computed, summoningSick: boolean, attacker: string): KeywordNote | null {
  return summoningSick ? { object: c.id, ability: 'summoning sickness', other: attacker, note: 'block-summoning-sick', rules: ['302.6'] } : null;
}

/** The attack note: a creature that hasn't been controlled continuously since the turn began attacks thanks to haste. */
export function hasteAttackNote(c: Computed, summoningSick: boolean): KeywordNote | null {
  return summoningSick && hasHaste(c) ? { object: c.id, ability: 'haste', other: null, note: 'attack-haste', rules: ['702.10b', '302.6'] } : null;
}
