/**
 * What may follow an English noun phrase's head ("with trample", "that has flying", "equipped with Bonesplitter", "from
 * Raise the Alarm", "you control", "(pro red)"). The noun phrases inside them are read with the reader phrases.ts passes in
 * (readNounPhrase), so this module doesn't import the one that imports it. "with …" is read in with-modifiers.ts, a
 * relative clause in that-clauses.ts.
 */
import { has } from '../chunk.ts';
import type { Description } from '../clause.ts';
import type { Reader } from './phrase-reader.ts';
import { at, cardRef } from './phrase-reader.ts';
import type { NounReader, Step } from './modifier-steps.ts';
import { attach, firstRead, goOn, readController, stopAt } from './modifier-steps.ts';
import { arrive, findClose, nextComma, readArrival, readNoCounters, readKeywordList, readLoyaltyLevel, readRestatedNote } from './post-modifiers.ts';
import { readThatClause } from './that-clauses.ts';
import { readWith } from './with-modifiers.ts';

/** What may follow a head: with …, that has …, equipped with …, from …, you control, (pro red). */
export function readPostModifiers(r: Reader, i: number, d: Description, readNounPhrase: NounReader): number {
  let j = i;
  for (let guard = 0; guard < 12; guard++) {
    const step = readPostModifier(r, i, j, d, readNounPhrase);
    j = step.next;
    if (!step.more) break;
  }
  return j;
}

/** One modifier at j (i: where the modifiers began). */
function readPostModifier(r: Reader, i: number, j: number, d: Description, readNounPhrase: NounReader): Step {
  const c = at(r, j);
  const prep = has(c, 'prep')?.prep;
  const verb = has(c, 'verb')?.verb;
  const sub = has(c, 'sub')?.sub;
  const level = prep === 'at' || prep === 'on' ? loyaltyAt(r, j, d) : null;
  if (level !== null) return goOn(level);
  if (prep === 'with' || prep === 'without') return readWith(r, j, d, readNounPhrase, prep === 'without');
  // "equipped with X", "enchanted with/by X", "wearing X"
  if (verb === 'equip' || verb === 'enchant' || verb === 'wear') return readAttachedBy(r, j, d, readNounPhrase);
  if (sub === 'that' || sub === 'which' || sub === 'who') return readThatClause(r, j, d, readNounPhrase);
  const next = firstRead(WHOSE_READERS, r, j, d);
  if (next !== null) return goOn(next);
  // "my 2/2, now a 4/4, blocks their 3/3": the size restated between commas, as in brackets with "now" (after the clause).
  const punct = has(c, 'punct')?.char;
  const comma = punct === ',' && has(at(r, j + 1), 'time')?.time === 'now' ? nextComma(r, j) : -1;
  const apposed = comma > j ? readRestatedNote(r, j, comma, d, readNounPhrase) : null;
  if (apposed) {
    d.restated = apposed;
    return stopAt(comma + 1);
  }
  if (punct === '(') return readBracketNote(r, j, d, readNounPhrase);
  // "a 1/1 with deathtouch blocking my 5/5": "blocking"/"attacking" after what the creature has is its last
  // word, as after a bare size ("a 1/1 blocking my 5/5"); the grammar reads the combat it tells (grammar.ts).
  const state = has(c, 'adj')?.adj;
  if ((state === 'blocking' || state === 'attacking') && j > i && !d.adjectives.includes(state)) {
    d.adjectives.push(state);
    return stopAt(j + 1);
  }
  // "untapped" after the head ("Giant Spider and Grizzly Bears untapped" is read by the grammar)
  return stopAt(j);
}

/** "Chandra, Torch of Defiance at 4 loyalty", "their Liliana on 6 loyalty": its loyalty counters (306.5c). */
function loyaltyAt(r: Reader, j: number, d: Description): number | null {
  const level = readLoyaltyLevel(r, j);
  if (!level) return null;
  d.counters.push({ kind: 'loyalty', n: level.n });
  return level.next;
}

/** "equipped with X", "enchanted with/by X", "wearing X and Y" at j (the verb); nothing read ends the modifiers. */
function readAttachedBy(r: Reader, j: number, d: Description, readNounPhrase: NounReader): Step {
  let k = j + 1;
  const p2 = has(at(r, k), 'prep');
  if (p2 && (p2.prep === 'with' || p2.prep === 'by')) k++;
  const np = has(at(r, k), 'card') ? readNounPhrase(r, k) : null;
  if (!np) return stopAt(j);
  attach(d, np.np);
  let next = np.next;
  while (has(at(r, next), 'conj')?.conj === 'and' && has(at(r, next + 1), 'card')) {
    const more = readNounPhrase(r, next + 1);
    if (!more) break;
    attach(d, more.np);
    next = more.next;
  }
  return goOn(next);
}

/** "a token I created this turn", "a creature I just cast", "a creature I gained control of this turn" (302.6). */
function arrivedBy(r: Reader, j: number, d: Description): number | null {
  const arrived = has(at(r, j), 'player') ? readArrival(r, j, true) : null;
  return arrived ? arrive(d, arrived) : null;
}

/** "a Spirit token I got from Doomed Traveler", "a Soldier token I made with Raise the Alarm" (111.4: what made it) */
function tokenMadeBy(r: Reader, j: number, d: Description): number | null {
  const pl = has(at(r, j), 'player');
  if (!pl || !['get', 'create'].includes(has(at(r, j + 1), 'verb')?.verb ?? '') || !['from', 'with'].includes(has(at(r, j + 2), 'prep')?.prep ?? '') || !has(at(r, j + 3), 'card') || (d.head !== 'token' && d.subtypes.length === 0)) return null;
  d.from = cardRef(has(at(r, j + 3), 'card')!);
  d.controlledBy ??= { who: pl.who };
  return j + 4;
}

/** "from Raise the Alarm" (tokens) */
function tokenFrom(r: Reader, j: number, d: Description): number | null {
  if (has(at(r, j), 'prep')?.prep !== 'from' || !has(at(r, j + 1), 'card') || (d.head !== 'token' && d.subtypes.length === 0)) return null;
  d.from = cardRef(has(at(r, j + 1), 'card')!);
  return j + 2;
}

/**
 * "you control", "I control" (of a card, it would be whose hand or library it is in: left to the card's own reading).
 * A card named ("the Hill Giant my opponent controls") is a permanent: who controls it is read (108.4).
 */
const controlledBy = (r: Reader, j: number, d: Description): number | null => (d.head !== 'card' || d.card !== null ? readController(r, j, d) : null);

/** Who made, cast or controls the object, in this order. */
const WHOSE_READERS: readonly ((r: Reader, j: number, d: Description) => number | null)[] = [arrivedBy, tokenMadeBy, tokenFrom, controlledBy];

/** "(pro red)", "(no trample)", "(no counters)", "(6 loyalty)", "(4/3 flying)" at j (the opening bracket). */
function readBracketNote(r: Reader, j: number, d: Description, readNounPhrase: NounReader): Step {
  const close = findClose(r, j);
  if (close <= j + 1) return stopAt(j);
  const inner = { ...r, end: close };
  // "Vampire Nighthawk w/ Rancor (4/3 flying deathtouch lifelink trample)", "my 2/2 (now a 4/4)": what a card or a
  // sized creature is, restated — checked, never granted, never a second creature.
  const restated = readRestatedNote(r, j, close, d, readNounPhrase);
  if (restated) {
    d.restated = restated;
    return goOn(close + 1);
  }
  const no = has(at(inner, j + 1), 'det')?.det === 'no' || has(at(inner, j + 1), 'yes-no')?.yes === false;
  const k = readKeywordList(inner, j + 1 + (no ? 1 : 0), d, no ? 'lacks' : 'keywords');
  // "(no counters)": none, as told of anything unsaid (122.1).
  if (k === close || (no && readNoCounters(inner, j + 2) === close)) return goOn(close + 1);
  // "Liliana, Dreadhorde General (6 loyalty)", "(at 3 loyalty)".
  const level = readLoyaltyLevel(inner, j + 1);
  if (level && level.next === close) {
    d.counters.push({ kind: 'loyalty', n: level.n });
    return goOn(close + 1);
  }
  return stopAt(j);
}
