/**
 * Clauses whose time against the clause they describe a noun of could not be made sure. A grammar marks
 * them; the frames refuse them, naming the words, instead of placing the event before or after (issue 11).
 */
import type { Clause } from './clause.ts';

const unsure = new WeakSet<Clause>();

/** "I cast Murder on their 3/3 that gains indestructible": before Murder resolves, or after? */
export function markWhenUnsure(c: Clause): void {
  unsure.add(c);
}

export function whenUnsure(c: Clause): boolean {
  return unsure.has(c);
}
