/**
 * English noun phrases over chunks: determiners and possessives ("my", "their", "AP's", "the
 * opponent's"), numbers ("two 4/4s", "both"), adjectives (colors, keywords, P/T, "attacking",
 * "untapped", "legendary"), a head (creature, token, card name, type, subtype, "trampler", or a
 * bare P/T: "a 2/2"), and what follows the head ("with trample and deathtouch", "with two +1/+1
 * counters", "that has flying", "equipped with Bonesplitter", "from Raise the Alarm", "you
 * control", "(pro red)": after-head.ts). Also players ("my opponent", "the defending player"), pronouns,
 * properties ("its P/T", "my life total") and amounts ("3 damage", "two +1/+1 counters").
 */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { Description, NounPhrase } from '../clause.ts';
import { REFERRING, emptyDescription } from '../clause.ts';
import type { Sense } from '../senses.ts';
import type { Reader } from './phrase-reader.ts';
import { at, base, cardTrigger, elidedOwner, readPlayer, readPlayerOrPronoun } from './phrase-reader.ts';
import { readCounters } from './post-modifiers.ts';
import { describedEffect, readCore } from './noun-core.ts';
import { readPostModifiers } from './after-head.ts';
import { readManyOf, readPartitive } from './partitives.ts';
export type { Reader } from './phrase-reader.ts';
export { at, readPlayer } from './phrase-reader.ts';
export { readCounters } from './post-modifiers.ts';

/** An object noun phrase, a player, a pronoun, a property or an amount, starting at chunk i. */
export function readNounPhrase(r: Reader, i: number): PhraseRead {
  const c = at(r, i);
  if (!c) return null;
  return describedEffect(r, i) ?? readManyOf(r, i, readNounPhrase) ?? readAmountPhrase(r, i) ?? readProperty(r, i) ?? readObjectPhrase(r, i, c);
}

type PhraseRead = { np: NounPhrase; next: number } | null;

/** Amounts: "3 damage", "4 life", "two +1/+1 counters", "+3/+3"; "the next 3 damage"; "the 5 life". */
function readAmountPhrase(r: Reader, i: number): PhraseRead {
  const amount = readAmount(r, i);
  if (amount) return amount;
  const c = at(r, i);
  if (has(c, 'det') && at(r, i + 1)?.text.toLowerCase() === 'next') {
    const a = readAmount(r, i + 2);
    if (a) return { np: { ...a.np, ...base(r, i, a.next) }, next: a.next };
  }
  // "the 5 life", "take the 2", "the 3 damage": an amount said before, named again with "the".
  if (has(c, 'det')?.det === 'the') {
    const a = readAmount(r, i + 1);
    if (a && a.np.kind === 'amount' && a.np.n !== null && ['life', 'damage', 'total', 'poison'].includes(a.np.noun)) return { np: { ...a.np, ...base(r, i, a.next) }, next: a.next };
  }
  return null;
}

/** An object (or, with no head, a player or pronoun) at i: its determiner or owner, count, head and what follows the head. */
function readObjectPhrase(r: Reader, i: number, c: Chunk): PhraseRead {
  const d = emptyDescription();
  const alone = readStandIn(r, i, c, d);
  if (alone) return alone;
  let j = readDeterminer(r, i, c, d);
  const part = readPartitive(r, i, j, d, readNounPhrase);
  if (part) return part;
  if (d.det === null && !d.owner) {
    const p2 = readPlayer(r, j);
    if (p2 && p2.possessive) {
      d.owner = p2.player;
      j = p2.next;
    }
  }
  // "I control Thalia and cast another one": one more of what was just named, a new object (story.ts create) — never the
  // bare pronoun "one", which took the Thalia told and cast it, the one on the battlefield gone.
  const after = at(r, j + 1);
  if (d.det === 'another' && !d.owner && d.adjectives.length === 0 && /^one$/i.test(at(r, j)?.text ?? '') && has(at(r, j), 'pronoun') && (!after || ENDS_PHRASE.includes(after.senses[0]!.kind))) {
    return { np: { kind: 'object', ...base(r, i, j + 1), ...d, head: 'one' }, next: j + 1 };
  }
  j = readCount(r, i, j, d);
  const saidBefore = d.adjectives.length;
  const core = readOneAfterReferring(r, j, d, readCore(r, j, d));
  return core === j ? readHeadless(r, i, j, c, d, saidBefore) : readAfterHead(r, i, core, d);
}

/** The kinds of word that end a noun phrase when they follow "one". */
const ENDS_PHRASE: readonly string[] = ['verb', 'aux', 'punct', 'neg', 'conj', 'sub', 'prep'];

/** A word standing for the objects alone: "which one", "anything of mine", "everything". */
function readStandIn(r: Reader, i: number, c: Chunk, d: Description): PhraseRead {
  // "Which one survives?", "which one dies": "one" right after the question word stands for the noun of the things
  // told, as "which creature" does (the question asks among them) — never the number one, nor an object of its own.
  if (/^one$/i.test(c.text) && has(c, 'pronoun') && has(at(r, i - 1), 'wh')?.wh === 'which' && !has(at(r, i + 1), 'prep')) {
    return { np: { kind: 'object', ...base(r, i, i + 1), ...d, head: 'one' }, next: i + 1 };
  }
  // "anything of mine", "anything of theirs": any permanent of that player (an "any" phrase, intents/fates.ts anyDies).
  if (has(c, 'pronoun')?.word === 'anything' && has(at(r, i + 1), 'prep')?.prep === 'of') {
    const pl = readPlayer(r, i + 2);
    if (pl && pl.possessive && pl.next === i + 3) {
      return { np: { kind: 'object', ...base(r, i, pl.next), ...d, det: 'any', head: 'permanent', plural: true, owner: pl.player }, next: pl.next };
    }
  }
  // "everything" (swing with everything, how big is everything): all the creatures.
  const first = c.senses[0]!;
  const all = has(c, 'object-noun');
  if (first.kind === 'det' && all) {
    return { np: { kind: 'object', ...base(r, i, i + 1), ...d, det: first.det === 'these' ? 'that' : first.det, head: all.noun, plural: true }, next: i + 1 };
  }
  return null;
}

/** A determiner or a possessive at i ("the", "my", "their", "my own"): the index after it. */
function readDeterminer(r: Reader, i: number, c: Chunk, d: Description): number {
  const first = c.senses[0]!;
  let j = i;
  const det = has(c, 'det');
  const pl = readPlayer(r, j);
  if (first.kind === 'det' && det) {
    d.det = det.det === 'these' ? 'that' : det.det;
    j++;
  } else if (pl && pl.possessive) {
    d.owner = pl.player;
    j = pl.next;
  } else if (first.kind === 'pronoun' && first.word === 'their') {
    d.owner = { who: 'they' };
    j++;
  }
  // "my own Slippery Bogle"
  if (d.owner && has(at(r, j), 'adj')?.adj === 'own') j++;
  return j;
}

/** How many at j: a number, "either" (one of two), "both": the index after it. */
function readCount(r: Reader, i: number, j: number, d: Description): number {
  const num = has(at(r, j), 'number');
  if (num && Number.isFinite(num.value) && !has(at(r, j + 1), 'thing-noun')) {
    d.count = num.value;
    d.plural = num.value > 1;
    return j + 1;
  }
  if (has(at(r, j), 'pronoun')?.word === 'either' && j === i && at(r, j + 1) && !/s$/i.test(at(r, j + 1)!.text) && (has(at(r, j + 1), 'object-noun') || has(at(r, j + 1), 'pt') || has(at(r, j + 1), 'subtype'))) {
    // "Does either creature die?", "either blocker", "either 2/2": one of the two told, whichever — the two asked of
    // each, yes when one is (index.ts `anyOf`), as "Does either die?" is; with other than two that fit, asked back.
    d.count = 2;
    d.plural = true;
    d.det = 'the';
    d.adjectives.push('any');
    return j + 1;
  }
  return has(at(r, j), 'pronoun')?.word === 'both' && j === i ? readBoth(r, j, d) : j;
}

/** "both creatures", "both my 2/2s" (whose, said after it) at j; "both" alone is a pronoun (readPlayerOrPronoun). */
function readBoth(r: Reader, j: number, d: Description): number {
  const whose = readPlayer(r, j + 1);
  const k = whose && whose.possessive ? whose.next : j + 1;
  // "Both my Grizzly Bears attack": a card's name is said the same for one and for two; "both" counts it
  // (red team s16: read as one Bears, the other's damage was lost) — but "both X and Y" is a list of two.
  // ("Both my 2/2 and my 3/3 attack": "both … and" joins two, a singular size is one of them — read as two
  // 2/2s, 7 damage was said for 5.)
  const listed = has(at(r, k + 1), 'conj')?.conj === 'and' && !/s$/i.test(at(r, k)?.text ?? '');
  // ("Both started at 20": a word read first as a verb is the verb, though a card is named so too — Start // Finish.)
  const bothCard = has(at(r, k), 'card') !== undefined && at(r, k)!.senses[0]!.kind !== 'verb';
  // ("both Bears", "both elves": a creature type said in the plural, one more way to name the two.)
  const bothType = has(at(r, k), 'subtype') !== undefined && /s$/i.test(at(r, k)?.text ?? '');
  if (!at(r, k) || listed || !(has(at(r, k), 'object-noun') || has(at(r, k), 'pt') || bothCard || bothType)) return j;
  d.count = 2;
  d.plural = true;
  if (whose && whose.possessive) d.owner = whose.player;
  else d.det = 'the';
  return k;
}

/**
 * "the second one", "the other one", "the last one", "the other" alone: one of the objects told together, picked by its
 * place among them or set against the one singled out (refs.ts). Dropped, the words left a bare "one" that was read as
 * any of them (issue 11). core: where readCore stopped; returns where the head ends.
 */
function readOneAfterReferring(r: Reader, j: number, d: Description, core: number): number {
  if (d.head !== null || d.card !== null || core <= j || d.adjectives.length === 0 || !d.adjectives.every((a) => REFERRING.has(a))) return core;
  const one = has(at(r, core), 'pronoun')?.word === 'one' && at(r, core)!.text.toLowerCase() === 'one';
  const ends = !at(r, core) || ENDS_PHRASE.includes(at(r, core)!.senses[0]!.kind);
  if (!one && !(d.det === 'the' && ends)) return core;
  d.head = 'one';
  return one ? core + 1 : core;
}

/** No head read at j: "all three (of them)", "his" alone, or a player or a pronoun at i. */
function readHeadless(r: Reader, i: number, j: number, c: Chunk, d: Description, saidBefore: number): PhraseRead {
  // "all three", "all three of them", "the two of them": that many of the objects just named.
  if (d.count !== null && d.count > 1 && (d.det === 'all' || d.det === 'the' || d.det === 'that') && !d.owner) {
    let k = j;
    if (has(at(r, k), 'prep')?.prep === 'of' && ['they', 'them'].includes(has(at(r, k + 1), 'pronoun')?.word ?? '')) k += 2;
    return { np: { kind: 'object', ...base(r, i, k), ...d, det: 'all', head: 'one', plural: true }, next: k };
  }
  // "Does his die?", "Is mine dead?", "Does the opponent's survive?": a possessive with no noun after it stands
  // for what that player has — the creature of theirs the question told (asked back when several are theirs,
  // refs.ts), never the first creature named (red team s19b: 'his' was read as 'it', the asker's blocker).
  // ("her" alone is the object pronoun, read below.)
  // It only ever points back ('same', refs.ts): with none of theirs told yet — "Does his die if I Shock his 2/2?",
  // the creature said after it — it is named, never a new sizeless creature answered about (red team s20b).)
  // (readCore may have taken a word after it as an adjective and given it back: "Is his dead?".)
  if (saidBefore === 0 && elidedOwner(r, i, j, d)) return { np: { kind: 'object', ...base(r, i, j), ...d, adjectives: ['same'], det: 'the', head: 'creature' }, next: j };
  // No head: a player, a pronoun ("one" alone is one of them; "her" with nothing after it is "she"), or nothing.
  if (j === i || (j === i + 1 && (has(c, 'pronoun')?.word === 'one' || has(c, 'pronoun')?.word === 'he'))) return readPlayerOrPronoun(r, i);
  return null;
}

/** The object whose head ends at core: what follows the head, and "'s P/T" or a trigger of it. */
function readAfterHead(r: Reader, i: number, core: number, d: Description): PhraseRead {
  const j = readPostModifiers(r, core, d, readNounPhrase);
  const obj: NounPhrase = { kind: 'object', ...base(r, i, j), ...d };
  // "a 1/4's power and toughness", "the Lions' P/T": a property of this object.
  if (has(at(r, j), 'poss')) {
    const prop = readProperty(r, j + 1);
    if (prop && prop.np.kind === 'property' && prop.np.of === null) return { np: { ...prop.np, of: obj, ...base(r, i, prop.next) }, next: prop.next };
  }
  const trigger = cardTrigger(r, j, d);
  if (trigger !== null) return { np: { kind: 'property', noun: 'trigger', of: { ...obj, det: null }, adjectives: [], ...base(r, i, trigger) }, next: trigger };
  return { np: obj, next: j };
}

/**
 * After a damage noun: "dealt by my 3/3", "(that) would be dealt to my 2/2 (this turn)", "dealt to
 * it": who deals it and to whom. Returns where the phrase ends.
 */
function readDamageRoles(r: Reader, i: number, into: { by?: NounPhrase | null; to?: NounPhrase | null }): number {
  let j = i;
  if (has(at(r, j), 'sub')?.sub === 'that' || has(at(r, j), 'sub')?.sub === 'which') j++;
  while (has(at(r, j), 'aux')) j++;
  if (has(at(r, j), 'verb')?.verb !== 'deal') return i;
  j++;
  let any = false;
  for (let guard = 0; guard < 2; guard++) {
    const p = has(at(r, j), 'prep');
    if (!p || (p.prep !== 'by' && p.prep !== 'to')) break;
    const np = readNounPhrase(r, j + 1);
    if (!np) break;
    into[p.prep] = np.np;
    j = np.next;
    any = true;
  }
  if (!any) return i;
  if (has(at(r, j), 'time')?.time === 'this-turn') j++;
  return j;
}

/** "its P/T", "my life total", "the opponent's life", "both players' life totals", "the most damage". */
function readProperty(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  let j = i;
  let of: NounPhrase | null = null;
  const adjectives: Extract<Sense, { kind: 'adj' }>['adj'][] = [];
  const pl = readPlayer(r, j);
  const pro = has(at(r, j), 'pronoun');
  if (pl && pl.possessive) {
    of = { kind: 'player', player: pl.player, ...base(r, j, pl.next) };
    j = pl.next;
  } else if (pro && (pro.word === 'its' || pro.word === 'their' || pro.word === 'his')) {
    of = { kind: 'pronoun', word: pro.word, possessive: true, ...base(r, j, j + 1) };
    j++;
  } else if (has(at(r, j), 'det')) j++;
  while (has(at(r, j), 'adj') && at(r, j)!.senses[0]!.kind !== 'thing-noun') {
    adjectives.push(has(at(r, j), 'adj')!.adj);
    j++;
  }
  const noun = has(at(r, j), 'thing-noun');
  if (!noun || j === i && !of && adjectives.length === 0) {
    if (!noun) return null;
  }
  if (!noun) return null;
  if (['pt', 'power', 'toughness', 'life', 'size', 'stats', 'keyword', 'total', 'damage', 'counter', 'poison', 'graveyard', 'hand', 'game', 'turn', 'effect', 'result', 'cost', 'order', 'lethal', 'mana', 'time', 'stack', 'battlefield', 'face', 'shield', 'library', 'combat', 'trigger', 'exile', 'draw-game', 'legend-rule'].includes(noun.noun)) {
    j++;
    // "power and toughness" as two chunks
    if ((noun.noun === 'power' || noun.noun === 'toughness') && has(at(r, j), 'conj')?.conj === 'and' && has(at(r, j + 1), 'thing-noun')) j += 2;
    // "damage dealt by my 3/3", "all damage that would be dealt to my 2/2 this turn"
    const roles: { by?: NounPhrase | null; to?: NounPhrase | null } = {};
    if (noun.noun === 'damage') j = readDamageRoles(r, j, roles);
    // "life totals?" with nobody's said: both players'.
    if (noun.plural && of === null && !adjectives.includes('both')) adjectives.push('both');
    return { np: { kind: 'property', noun: noun.noun, of, adjectives, ...roles, ...base(r, i, j) }, next: j };
  }
  return null;
}

function readAmount(r: Reader, i: number): { np: NounPhrase; next: number } | null {
  const c = at(r, i);
  // "X=3": the value of X, an amount of its own (xvalue.ts).
  const xv = has(c, 'x-value');
  if (xv) return { np: { kind: 'amount', n: xv.value, noun: 'x', counter: null, power: 0, toughness: 0, adjectives: [], ...base(r, i, i + 1) }, next: i + 1 };
  const mod = has(c, 'ptmod');
  if (mod && c?.senses[0]?.kind === 'ptmod') {
    const ctr = readCounters(r, i);
    if (ctr) return { np: { kind: 'amount', n: ctr.n, noun: 'counter', counter: ctr.kind, power: 0, toughness: 0, adjectives: [], ...base(r, i, ctr.next) }, next: ctr.next };
    return { np: { kind: 'amount', n: null, noun: 'ptmod', counter: null, power: mod.power, toughness: mod.toughness, adjectives: [], ...base(r, i, i + 1) }, next: i + 1 };
  }
  const ctr = readCounters(r, i);
  if (ctr && Number.isFinite(ctr.n) && (has(c, 'number') || has(c, 'det'))) return { np: { kind: 'amount', n: ctr.n, noun: 'counter', counter: ctr.kind, power: 0, toughness: 0, adjectives: [], ...base(r, i, ctr.next) }, next: ctr.next };
  const num = has(c, 'number');
  if (num && Number.isFinite(num.value)) {
    let j = i + 1;
    // "3 or more damage", "2 or less life": a comparison of the amount, inside it (en/comparatives.ts reads it).
    if (/^or$/i.test(at(r, j)?.text ?? '') && /^(?:more|less|fewer|greater|higher|lower)$/i.test(at(r, j + 1)?.text ?? '') && has(at(r, j + 2), 'thing-noun')) j += 2;
    const adjectives: Extract<Sense, { kind: 'adj' }>['adj'][] = [];
    while (['combat', 'extra', 'noncombat', 'more'].includes(has(at(r, j), 'adj')?.adj ?? '')) {
      adjectives.push(has(at(r, j), 'adj')!.adj);
      j++;
    }
    const noun = has(at(r, j), 'thing-noun');
    if (noun && ['damage', 'life', 'poison', 'time', 'mana'].includes(noun.noun)) {
      const roles: { by?: NounPhrase | null; to?: NounPhrase | null } = {};
      let end = noun.noun === 'damage' ? readDamageRoles(r, j + 1, roles) : j + 1;
      // "7 life left", "3 life remaining": what a player has now, the same amount.
      if (noun.noun === 'life' && /^(?:left|remaining)$/i.test(at(r, end)?.text ?? '')) end++;
      return { np: { kind: 'amount', n: num.value, noun: noun.noun, counter: noun.noun === 'poison' ? 'poison' : null, power: 0, toughness: 0, adjectives, ...roles, ...base(r, i, end) }, next: end };
    }
    // "at 20", "to 0": a bare number (a life total, by the words around it); "one" alone is a pronoun.
    const nxt = at(r, i + 1);
    if (!has(c, 'pronoun') && (!nxt || !['pt', 'object-noun', 'type', 'subtype', 'color', 'keyword', 'card', 'adj', 'ptmod', 'counter-kind', 'thing-noun', 'supertype'].includes(nxt.senses[0]!.kind))) {
      return { np: { kind: 'amount', n: num.value, noun: 'total', counter: null, power: 0, toughness: 0, adjectives: [], ...base(r, i, i + 1) }, next: i + 1 };
    }
    if (has(at(r, j), 'object-noun')?.noun === 'card' && j === i + 1) {
      return { np: { kind: 'amount', n: num.value, noun: 'counter', counter: 'card', power: 0, toughness: 0, adjectives, ...base(r, i, j + 1) }, next: j + 1 };
    }
  }
  return null;
}

