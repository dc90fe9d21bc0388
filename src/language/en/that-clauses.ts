/**
 * A relative clause after a noun phrase's head (after-head.ts): "that has flying", "which has a +1/+1 counter", "that was
 * already dealt 3 damage this turn", "that can't block", "that entered this turn", "that I control", "that says '…'".
 */
import { has } from '../chunk.ts';
import type { Description } from '../clause.ts';
import type { Reader } from './phrase-reader.ts';
import { at } from './phrase-reader.ts';
import type { NounReader, Step } from './modifier-steps.ts';
import { attach, firstRead, goOn, pastOnIt, readController, stopAt } from './modifier-steps.ts';
import { arrive, readArrival, readCounters, readKeywordList, readMarkedDamage } from './post-modifiers.ts';

/** The clause opened by "that", "which" or "who" at j; a clause not read ends the modifiers. */
export function readThatClause(r: Reader, j: number, d: Description, readNounPhrase: NounReader): Step {
  let k = j + 1;
  // "that also has", "which already has Rancor", "that still has", "which actually has": an adverb before the verb.
  while (has(at(r, k), 'conj')?.conj === 'also' || has(at(r, k), 'time')?.time === 'already' || has(at(r, k), 'adj')?.adj === 'still' || has(at(r, k), 'filler')) k++;
  const next = firstRead(THAT_READERS, r, k, d, readNounPhrase);
  return next !== null ? goOn(next) : stopAt(j);
}

/** "that has flying", "which has a +1/+1 counter on it", "which has Rancor" (k: after the relative word and adverbs). */
function thatHas(r: Reader, k: number, d: Description, readNounPhrase: NounReader): number | null {
  if (has(at(r, k), 'verb')?.verb !== 'have' && has(at(r, k), 'aux')?.aux !== 'have') return null;
  const kk = readKeywordList(r, k + 1, d, 'keywords');
  if (kk > k + 1) return kk;
  const ctr = readCounters(r, k + 1, true);
  if (ctr) {
    d.counters.push({ kind: ctr.kind, n: ctr.n });
    return pastOnIt(r, ctr.next);
  }
  const np = has(at(r, k + 1), 'card') ? readNounPhrase(r, k + 1) : null;
  if (!np) return null;
  attach(d, np.np);
  return pastOnIt(r, np.next);
}

/** "that was already dealt 3 damage this turn", "that took 2 damage" */
function thatWasDealt(r: Reader, k: number, d: Description): number | null {
  let m = k;
  if (has(at(r, m), 'aux')?.aux === 'be' || has(at(r, m), 'aux')?.aux === 'have') m++;
  if (has(at(r, m), 'time')) m++;
  if (has(at(r, m), 'aux')?.aux === 'be') m++;
  // ("a spell that deals 1 damage to each player" is what the object does, never damage marked on it: only "dealt".)
  if (!((has(at(r, m), 'verb')?.verb === 'deal' && /^dealt$/i.test(at(r, m)!.text)) || has(at(r, m), 'verb')?.verb === 'take')) return null;
  const dmg = readMarkedDamage(r, m + 1);
  if (!dmg) return null;
  d.damage += dmg.n;
  return has(at(r, dmg.next), 'time') ? dmg.next + 1 : dmg.next;
}

/** "that can't block", "that can't be blocked": rules-text abilities read as keywords. */
function thatCant(r: Reader, k: number, d: Description): number | null {
  const kwAfter = readKeywordList(r, k, d, 'keywords');
  return kwAfter > k ? kwAfter : null;
}

/** "that was just created", "that entered this turn", "that I cast this turn": summoning sick (302.6). */
function thatArrived(r: Reader, k: number, d: Description): number | null {
  const arrived = readArrival(r, k, false);
  return arrived ? arrive(d, arrived) : null;
}

/** "that just came under my control this turn": summoning sick (302.6). */
function thatCameUnder(r: Reader, k: number, d: Description): number | null {
  let m2 = k;
  while (has(at(r, m2), 'filler') || has(at(r, m2), 'time')?.time === 'already') m2++;
  const under = has(at(r, m2 + 1), 'prep')?.prep === 'under' ? 1 : 0;
  // ("my control" may be one chunk, the player whose control it is: lexicon.ts.)
  const ownControl = /\scontrol$/i.test(at(r, m2 + 1 + under)?.text ?? '') ? 1 : 0;
  if (has(at(r, m2), 'verb')?.verb !== 'come' || !has(at(r, m2 + 1 + under), 'player') || (ownControl !== 1 && has(at(r, m2 + 2 + under), 'verb')?.verb !== 'control')) return null;
  d.adjectives.push('sick');
  // (Under whose control it came is who controls it: "came under my opponent's control".)
  d.controlledBy ??= { who: has(at(r, m2 + 1 + under), 'player')!.who };
  const j = m2 + 3 + under - ownControl;
  return has(at(r, j), 'time')?.time === 'this-turn' ? j + 1 : j;
}

/** "that says '…'", "that each say '…'", "that read '…'" (each of them has the text) */
function thatSays(r: Reader, k: number, d: Description): number | null {
  const each = has(at(r, k), 'det')?.det === 'each' || /^(?:each|both|all)$/i.test(at(r, k)?.text ?? '') ? 1 : 0;
  if ((has(at(r, k + each), 'verb')?.verb !== 'say' && !/^reads?$/i.test(at(r, k + each)?.text ?? '')) || !has(at(r, k + each + 1), 'quote')) return null;
  d.quotes.push(has(at(r, k + each + 1), 'quote')!.text);
  return k + each + 2;
}

/** In this order, the first that reads the clause wins ("a creature with shroud that I control": readController). */
const THAT_READERS: readonly ((r: Reader, k: number, d: Description, readNounPhrase: NounReader) => number | null)[] = [thatHas, thatWasDealt, thatCant, thatArrived, thatCameUnder, readController, thatSays];
