/**
 * "with …" and "without …" after a noun phrase's head (after-head.ts): the keywords it has or lacks, counters, a quoted
 * ability, a regeneration shield, a state, marked damage, half of a size, the Auras and Equipment on it.
 */
import { has } from '../chunk.ts';
import type { Description } from '../clause.ts';
import type { Reader } from './phrase-reader.ts';
import { at } from './phrase-reader.ts';
import type { NounReader, Step } from './modifier-steps.ts';
import { attach, firstRead, goOn, pastOnIt, stopAt } from './modifier-steps.ts';
import { noAbilities, readCounters, readKeywordList, readMarkedDamage, readNoCounters, readSizeHalves } from './post-modifiers.ts';

/** "with trample", "without flying", "with no counters", "w/ Rancor" at j (the preposition); nothing else read ends the modifiers. */
export function readWith(r: Reader, j: number, d: Description, readNounPhrase: NounReader, without: boolean): Step {
  // "with no trample"
  const no = has(at(r, j + 1), 'det')?.det === 'no' || has(at(r, j + 1), 'yes-no')?.yes === false;
  const from = j + 1 + (no ? 1 : 0);
  const bare = noAbilities(r, from, no || without);
  if (bare !== null) {
    d.adjectives.push('plain');
    return goOn(bare);
  }
  const told = !no && !without;
  const k = readKeywordList(r, from, d, told ? 'keywords' : 'lacks');
  if (k > from) return goOn(afterKeywords(r, k, d, told));
  // "with no counters on it", "without any counters": none, as told of anything unsaid (122.1).
  const none = no || without ? readNoCounters(r, from) : null;
  if (none !== null) return goOn(none);
  const next = without ? null : firstRead(WITH_READERS, r, j, d, readNounPhrase);
  return next !== null ? goOn(next) : stopAt(j);
}

/** What may follow the keywords an object is told to have (`told`, not lack), read from j: its size, its sickness, "and without …". */
function afterKeywords(r: Reader, j: number, d: Description, told: boolean): number {
  let k = j;
  if (told) {
    // "a creature with double strike 3/3", "a creature with deathtouch 1/1 blocks": a size said right after the keywords
    // of a creature told with none is that creature's size, never a second creature (red team s11: the keywords went to
    // one object and the size to another).
    const size = has(at(r, k), 'pt');
    if (size && size.power !== null && size.toughness !== null && !size.plural && d.power === null && d.toughness === null && d.card === null) {
      d.power = size.power;
      d.toughness = size.toughness;
      k++;
    }
    // "with haste and summoning sickness": the state is the creature's too (302.6).
    if (has(at(r, k), 'conj')?.conj === 'and' && has(at(r, k + 1), 'adj')?.adj === 'sick') {
      d.adjectives.push('sick');
      return k + 2;
    }
  }
  // "with reach and without flying"
  const p2 = has(at(r, k + 1), 'prep');
  if (has(at(r, k), 'conj')?.conj === 'and' && p2 && (p2.prep === 'with' || p2.prep === 'without')) k++;
  return k;
}

/** "with two +1/+1 counters and a -1/-1 counter on it" */
function withCounters(r: Reader, j: number, d: Description): number | null {
  const ctr = readCounters(r, j + 1, true);
  if (!ctr) return null;
  d.counters.push({ kind: ctr.kind, n: ctr.n });
  let k = ctr.next;
  for (;;) {
    if (has(at(r, k), 'conj')?.conj !== 'and' && has(at(r, k), 'punct')?.char !== ',') break;
    const more = readCounters(r, k + 1, true);
    if (!more) break;
    d.counters.push({ kind: more.kind, n: more.n });
    k = more.next;
  }
  return pastOnIt(r, k);
}

/** "an enchantment with 'Creatures you control get +1/+1.'" */
function withQuote(r: Reader, j: number, d: Description): number | null {
  const q = has(at(r, j + 1), 'quote');
  if (!q) return null;
  d.quotes.push(q.text);
  return j + 2;
}

/** "with a regeneration shield", "with a regen shield on it" (701.19a). */
function withShield(r: Reader, j: number, d: Description): number | null {
  const sh = has(at(r, j + 1), 'det')?.det === 'a' ? j + 2 : j + 1;
  if (has(at(r, sh), 'thing-noun')?.noun !== 'regen-shield') return null;
  d.adjectives.push('shielded');
  return pastOnIt(r, sh + 1);
}

/** "with summoning sickness"; "two legendary creatures with the same name", "with different names" (704.5j). */
function withState(r: Reader, j: number, d: Description): number | null {
  const withAdj = has(at(r, j + 1), 'adj')?.adj;
  if (withAdj !== 'sick' && withAdj !== 'same-name' && withAdj !== 'different-names') return null;
  d.adjectives.push(withAdj);
  return j + 2;
}

/** "with 3 damage marked" */
function withDamage(r: Reader, j: number, d: Description): number | null {
  const dmg = readMarkedDamage(r, j + 1);
  if (!dmg) return null;
  d.damage += dmg.n;
  return dmg.next;
}

/**
 * "a creature with 0 toughness", "with toughness 1 and power 3": half of a size said alone (208.1).
 * (A card's printed size is its own: "Grizzly Bears with 0 toughness" is left unread.)
 */
function withSizeHalf(r: Reader, j: number, d: Description): number | null {
  const half = readSizeHalves(r, j + 1, d);
  return half > j + 1 ? half : null;
}

const isAttachment = (typeLine: string): boolean => /Equipment|Aura/.test(typeLine);

/** "with Loxodon Warhammer and Bonesplitter", "w/ Embercleave attached", "with Rancor attached to it". */
function withAttachments(r: Reader, j: number, d: Description, readNounPhrase: NounReader): number | null {
  const eq = has(at(r, j + 1), 'card');
  const np = eq && isAttachment(eq.typeLine) ? readNounPhrase(r, j + 1) : null;
  if (!np) return null;
  attach(d, np.np);
  let k = np.next;
  while ((has(at(r, k), 'conj')?.conj === 'and' || has(at(r, k), 'punct')?.char === ',') && isAttachment(has(at(r, k + 1), 'card')?.typeLine ?? '')) {
    const more = readNounPhrase(r, k + 1);
    if (!more) break;
    attach(d, more.np);
    k = more.next;
  }
  // The participle says no more than "with".
  if (has(at(r, k), 'verb')?.verb === 'attach' && /ed$/i.test(at(r, k)!.text)) {
    k++;
    if ((has(at(r, k), 'prep')?.prep === 'on' || has(at(r, k), 'prep')?.prep === 'to') && has(at(r, k + 1), 'pronoun')) k += 2;
  }
  return k;
}

/** After "with" (not "without"), in this order: the first that reads something wins. */
const WITH_READERS: readonly ((r: Reader, j: number, d: Description, readNounPhrase: NounReader) => number | null)[] = [withCounters, withQuote, withShield, withState, withDamage, withSizeHalf, withAttachments];
