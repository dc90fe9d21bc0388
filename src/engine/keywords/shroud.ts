/** 702.18 Shroud: 702.18a — a permanent or player with shroud can't be the target of spells or abilities. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';
import type { KeywordNote } from './note.ts';

export function hasShroud(c: Computed): boolean {
  return hasKnown(c.keywords, 'shroud');
}

/** Shroud concerns only targeting (702.18a): the note when an effect affects it without targeting it. */
export function shroudUntargetedNote(c: Computed, by: string | null): KeywordNote | null {
  return hasShroud(c) ? { object: c.id, ability: 'shroud', other: by, note: 'not-targeted', rules: ['702.18a'] } : null;
}
