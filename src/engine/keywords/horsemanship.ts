/** 702.31 Horsemanship: 702.31b — it can't be blocked except by creatures with horsemanship. */
import type { Computed } from '../types.ts';
import { allow, forbid } from './evasion.ts';
import type { EvasionCheck } from './evasion.ts';
import { hasKnown } from './known.ts';

export function horsemanshipBlock(attacker: Computed, blocker: Computed): EvasionCheck {
  if (!hasKnown(attacker.keywords, 'horsemanship')) return null;
  if (hasKnown(blocker.keywords, 'horsemanship')) return allow(attacker.id, 'horsemanship', blocker.id, 'block-horsemanship-by-horsemanship', ['702.31b']);
  return forbid('horsemanship', ['702.31b', '509.1b']);
}
