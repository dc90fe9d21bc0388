/** 702.31 Horsemanship: 702.31b — it can't be blocked except by creatures with horsemanship. */
import type { Computed } from '../types.ts';
import type { EvasionProblem } from './evasion.ts';
import { hasKnown } from './known.ts';

export function horsemanshipBlock(attacker: Computed, blocker: Computed): EvasionProblem | null {
  return hasKnown(attacker.keywords, 'horsemanship') && !hasKnown(blocker.keywords, 'horsemanship') ? { ability: 'horsemanship', rules: ['702.31b', '509.1b'] } : null;
}
