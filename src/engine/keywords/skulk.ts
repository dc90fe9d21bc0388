/** 702.118 Skulk: 702.118b — it can't be blocked by creatures with greater power. */
import type { Computed } from '../types.ts';
import type { EvasionProblem } from './evasion.ts';
import { hasKnown } from './known.ts';

export function skulkBlock(attacker: Computed, blocker: Computed): EvasionProblem | null {
  return hasKnown(attacker.keywords, 'skulk') && (blocker.power ?? 0) > (attacker.power ?? 0) ? { ability: 'skulk', rules: ['702.118b', '509.1b'] } : null;
}
