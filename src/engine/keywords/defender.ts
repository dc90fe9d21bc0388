/** 702.3 Defender: 702.3b — a creature with defender can't attack (it may still block). */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';
import type { KeywordNote } from './note.ts';

/** The attack hook: the restriction defender puts on its creature, if it has it. */
export function defenderRestriction(c: Computed): { ability: string; rule: string } | null {
  return hasKnown(c.keywords, 'defender') ? { ability: 'defender', rule: '702.3b' } : null;
}

/** The blocking note: defender restricts only attacking, so a blocker with it is noted as allowed. */
export function defenderBlockNote(blocker: Computed, attacker: string): KeywordNote | null {
  return hasKnown(blocker.keywords, 'defender') ? { object: blocker.id, ability: 'defender', other: attacker, note: 'block-defender', rules: ['702.3b'] } : null;
}
