/** 702.36 Fear: 702.36b — it can't be blocked except by artifact creatures and/or black creatures. */
import type { Computed } from '../types.ts';
import { allow, forbid } from './evasion.ts';
import type { EvasionCheck } from './evasion.ts';
import { hasKnown } from './known.ts';

export function fearBlock(attacker: Computed, blocker: Computed): EvasionCheck {
  if (!hasKnown(attacker.keywords, 'fear')) return null;
  const artifactCreature = blocker.types.includes('Artifact') && blocker.types.includes('Creature');
  if (artifactCreature || blocker.colors.includes('B')) return allow(attacker.id, 'fear', blocker.id, 'block-fear-allowed', ['702.36b']);
  return forbid('fear', ['702.36b', '509.1b']);
}
