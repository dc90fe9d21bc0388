/** 702.111 Menace: 702.111b — a creature with menace can't be blocked except by two or more creatures. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasMenace(c: Computed): boolean {
  return hasKnown(c.keywords, 'menace');
}
