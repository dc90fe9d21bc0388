/** 702.12 Indestructible: 702.12b — an indestructible permanent can't be destroyed (neither by effects, 701.8, nor by lethal damage or deathtouch, 704.5g-h). */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';

export function isIndestructible(c: Computed): boolean {
  return hasKnown(c.keywords, 'indestructible');
}
