/** 702.13 Intimidate: 702.13b — it can't be blocked except by artifact creatures and/or creatures that share a color with it. */
import type { Computed } from '../types.ts';
import { allow, forbid } from './evasion.ts';
import type { EvasionCheck } from './evasion.ts';
import { hasKnown } from './known.ts';

export function intimidateBlock(attacker: Computed, blocker: Computed): EvasionCheck {
  if (!hasKnown(attacker.keywords, 'intimidate')) return null;
  const artifactCreature = blocker.types.includes('Artifact') && blocker.types.includes('Creature');
  if (artifactCreature || blocker.colors.some((c) => attacker.colors.includes(c))) return allow(attacker.id, 'intimidate', blocker.id, 'block-intimidate-allowed', ['702.13b']);
  return forbid('intimidate', ['702.13b', '509.1b']);
}
