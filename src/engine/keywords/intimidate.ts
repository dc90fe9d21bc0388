/** 702.13 Intimidate: 702.13b — it can't be blocked except by artifact creatures and/or creatures that share a color with it. */
import type { Computed } from '../types.ts';
import type { EvasionProblem } from './evasion.ts';
import { hasKnown } from './known.ts';

export function intimidateBlock(attacker: Computed, blocker: Computed): EvasionProblem | null {
  if (!hasKnown(attacker.keywords, 'intimidate')) return null;
  const artifactCreature = blocker.types.includes('Artifact') && blocker.types.includes('Creature');
  return !artifactCreature && !blocker.colors.some((c) => attacker.colors.includes(c)) ? { ability: 'intimidate', rules: ['702.13b', '509.1b'] } : null;
}
