/** 702.61 Split Second: 702.61a — as long as the spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasSplitSecond(c: Computed): boolean {
  return hasKnown(c.keywords, 'split second');
}
