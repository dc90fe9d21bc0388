/** 702.28 Shadow: 702.28b — a creature with shadow can block or be blocked only by creatures with shadow. */
import type { Computed } from '../types.ts';
import type { EvasionProblem } from './evasion.ts';
import { hasKnown } from './known.ts';

export function shadowBlock(attacker: Computed, blocker: Computed): EvasionProblem | null {
  return hasKnown(attacker.keywords, 'shadow') !== hasKnown(blocker.keywords, 'shadow') ? { ability: 'shadow', rules: ['702.28b', '509.1b'] } : null;
}
