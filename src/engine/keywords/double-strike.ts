/** 702.4 Double Strike: 702.4b — it deals both first-strike and regular combat damage; 702.4c-d on losing or gaining it between the steps. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasDoubleStrike(c: Computed): boolean {
  return hasKnown(c.keywords, 'double strike');
}
