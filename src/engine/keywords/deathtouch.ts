/**
 * 702.2 Deathtouch: 702.2b — any nonzero damage from a source with deathtouch is enough to destroy
 * a creature (checked by 704.5h); 702.2c — for assigning combat damage, 1 damage is lethal.
 */
import type { Keyword } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasDeathtouch(keywords: readonly Keyword[]): boolean {
  return hasKnown(keywords, 'deathtouch');
}

/** 702.2c: the lethal damage to assign to a creature that needs `need` more, from a source with or without deathtouch. */
export function lethalToAssign(need: number, deathtouch: boolean): number {
  return deathtouch && need > 0 ? 1 : need;
}
