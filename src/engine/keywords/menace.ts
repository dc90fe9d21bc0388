/** 702.111 Menace: 702.111b — a creature with menace can't be blocked except by two or more creatures. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';
import type { KeywordNote } from './note.ts';

export const MENACE_RULE = '702.111b';

export function hasMenace(c: Computed): boolean {
  return hasKnown(c.keywords, 'menace');
}

/** The note when a creature with menace is blocked by `blockers` (two or more: allowed). */
export function menaceNote(attacker: Computed, blockers: number): KeywordNote | null {
  return hasMenace(attacker) && blockers >= 2 ? { object: attacker.id, ability: 'menace', other: null, note: 'block-menace-enough', rules: [MENACE_RULE] } : null;
}
