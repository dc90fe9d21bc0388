/** 702.151 Reconfigure: 702.151b — an Equipment creature with reconfigure attaches and unattaches by its own rules, which the engine doesn't model. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasReconfigure(c: Computed): boolean {
  return hasKnown(c.keywords, 'reconfigure');
}
