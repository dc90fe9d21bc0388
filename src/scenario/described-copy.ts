/**
 * A permanent described on the battlefield as having entered as a copy of another (Clone copying Serra Angel, told as
 * a state of the board): its copiable values are the original's (707.2), with the exceptions its own "enter as a copy"
 * ability writes (707.9b: an added type, "it isn't legendary", an ability it has, an extra counter it entered with).
 * Its own card is kept apart (the engine's `cardPrinted`): once it leaves the battlefield it is that card (400.7).
 */
import { withExceptions } from '../engine/stack/copy-values.ts';
import type { Characteristics } from '../engine/types.ts';

/** The printed values the copy has on the battlefield: the original's, with the copier's exceptions. */
export function describedCopy(own: Characteristics, original: Characteristics): Characteristics {
  const values = structuredClone(original);
  const except = own.entersAsCopy?.except;
  return except ? withExceptions(values, except) : values;
}
