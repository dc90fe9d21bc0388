/** 702.28 Shadow: 702.28b — a creature with shadow can block or be blocked only by creatures with shadow. */
import type { Computed } from '../types.ts';
import { allow, forbid } from './evasion.ts';
import type { EvasionCheck } from './evasion.ts';
import { hasKnown } from './known.ts';

export function shadowBlock(attacker: Computed, blocker: Computed): EvasionCheck {
  const a = hasKnown(attacker.keywords, 'shadow');
  const b = hasKnown(blocker.keywords, 'shadow');
  if (a && b) return allow(attacker.id, 'shadow', blocker.id, 'block-shadow-by-shadow', ['702.28b']);
  return a !== b ? forbid('shadow', ['702.28b', '509.1b']) : null;
}
