/**
 * What the readers of the words after a noun phrase's head share (after-head.ts, with-modifiers.ts, that-clauses.ts): how
 * one of them tells where the reading goes on, and the small pieces more than one of them reads.
 */
import { has } from '../chunk.ts';
import type { Description, NounPhrase } from '../clause.ts';
import type { Reader } from './phrase-reader.ts';
import { at } from './phrase-reader.ts';

/** How a noun phrase is read at chunk i (phrases.ts readNounPhrase, passed in so these modules don't import it). */
export type NounReader = (r: Reader, i: number) => { np: NounPhrase; next: number } | null;

/** What one modifier's reader did: it read up to `next`, and the modifiers go on from there (`more`) or end there. */
export interface Step {
  next: number;
  more: boolean;
}

export const goOn = (next: number): Step => ({ next, more: true });
export const stopAt = (next: number): Step => ({ next, more: false });

/** The first of `readers` that reads something at i (the index after it), or null when none does. */
export function firstRead<A extends unknown[]>(readers: readonly ((...args: A) => number | null)[], ...args: A): number | null {
  for (const read of readers) {
    const next = read(...args);
    if (next !== null) return next;
  }
  return null;
}

/** "own" (read as the verb "control" by the lexicon): "a 4/4 that I own" says whose it is (108.3), not who controls it (108.4). */
const OWN = /^(?:own|owns|owned)$/i;

/** "you control", "I own" at k: who controls (or owns) the object; the index after the words, or null when they are not these. */
export function readController(r: Reader, k: number, d: Description): number | null {
  const pl = has(at(r, k), 'player');
  if (!pl || pl.possessive || has(at(r, k + 1), 'verb')?.verb !== 'control') return null;
  if (OWN.test(at(r, k + 1)!.text)) d.ownedBy = { who: pl.who };
  else d.controlledBy = { who: pl.who };
  return k + 2;
}

/** Past "on it" at j ("with two +1/+1 counters on it"): the words add nothing to what is on the object. */
export function pastOnIt(r: Reader, j: number): number {
  return has(at(r, j), 'prep')?.prep === 'on' && has(at(r, j + 1), 'pronoun') ? j + 2 : j;
}

/**
 * An Aura or Equipment said on the object ("w/ Rancor", "equipped with Bonesplitter"). A note in brackets right after it —
 * "Vampire Nighthawk w/ Rancor (4/3 flying deathtouch lifelink trample)" — restates the creature it is on, not the card
 * attached (its size is what the attachment makes it): moved to the creature's description.
 */
export function attach(d: Description, np: NounPhrase): void {
  if (np.kind === 'object' && np.restated) {
    d.restated = np.restated;
    delete np.restated;
  }
  d.attachments.push(np);
}
