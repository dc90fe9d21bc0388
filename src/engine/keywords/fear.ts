/** 702.36 Fear: 702.36b — it can't be blocked except by artifact creatures and/or black creatures. */
import type { Computed } from '../types.ts';
import type { EvasionProblem } from './evasion.ts';
import { hasKnown } from './known.ts';

export function fearBlock(attacker: Computed, blocker: Computed): EvasionProblem | null {
  if (!hasKnown(attacker.keywords, 'fear')) return null;
  const artifactCreature = blocker.types.includes('Artifact') && blocker.types.includes('Creature');
  return !artifactCreature && !blocker.colors.includes('B') ? { ability: 'fear', rules: ['702.36b', '509.1b'] } : null;
}
