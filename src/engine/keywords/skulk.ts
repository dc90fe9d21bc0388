/** 702.118 Skulk: 702.118b — it can't be blocked by creatures with greater power. */
import type { Computed } from '../types.ts';
import { allow, forbid } from './evasion.ts';
import type { EvasionCheck } from './evasion.ts';
import { hasKnown } from './known.ts';

export function skulkBlock(attacker: Computed, blocker: Computed): EvasionCheck {
  if (!hasKnown(attacker.keywords, 'skulk')) return null;
  if ((blocker.power ?? 0) > (attacker.power ?? 0)) return forbid('skulk', ['702.118b', '509.1b']);
  return allow(attacker.id, 'skulk', blocker.id, 'block-skulk-allowed', ['702.118b']);
}
