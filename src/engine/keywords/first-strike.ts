/**
 * 702.7 First Strike: 702.7b — creatures with first strike (or double strike, 702.4b) deal combat
 * damage in a first combat damage step; 702.7c — one that deals damage there deals none in the
 * second step unless it has double strike.
 */
import type { Computed } from '../types.ts';
import { hasDoubleStrike } from './double-strike.ts';
import { hasKnown } from './known.ts';

export function hasFirstStrike(c: Computed): boolean {
  return hasKnown(c.keywords, 'first strike');
}

/** The combat hook: does it deal damage in the first-strike combat damage step (510.4)? */
export function strikesFirst(c: Computed | undefined): boolean {
  return c !== undefined && (hasFirstStrike(c) || hasDoubleStrike(c));
}
