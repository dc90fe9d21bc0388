/** 702.15 Lifelink: 702.15b — damage dealt by a source with lifelink causes its controller to gain that much life (120.3f); 702.15e — one event per source. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function hasLifelink(c: Computed | undefined): boolean {
  return c !== undefined && hasKnown(c.keywords, 'lifelink');
}

/** Of a source's last known keywords (as text, 608.2h): had it lifelink? */
export function hadLifelink(lastKnown: readonly string[]): boolean {
  return lastKnown.includes('lifelink');
}
