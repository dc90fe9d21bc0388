/** English sentence items: the noun phrases and verb groups of a sentence in order, with coordinated and appositive noun phrases joined. */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { NounPhrase, VerbInfo } from '../clause.ts';
import type { Sense } from '../senses.ts';
import type { Reader } from './phrases.ts';
import { readNounPhrase } from './phrases.ts';
import { followsTarget, isSpellCard, readVerb } from './verb-group.ts';

export type Item =
  | { kind: 'np'; np: NounPhrase; from: number; to: number }
  | { kind: 'verb'; v: VerbInfo; from: number; to: number }
  | { kind: 'chunk'; c: Chunk; from: number; to: number };

/** Items of one sentence: noun phrases, verb groups, and the other chunks one by one. */
export function items(r: Reader, from: number): { items: Item[]; times: Times } {
  const out: Item[] = [];
  const times: Times = [];
  let i = from;
  while (i < r.end) {
    // An aside in parentheses is read as a sentence of its own (sentences()).
    const skip = r.skips?.find(([a]) => a === i);
    i = skip ? skip[1] + 1 : readItem(r, i, out, times);
  }
  return { items: coordinate(r, out), times };
}

type Times = Extract<Sense, { kind: 'time' }>['time'][];

/** What the items read so far say of the chunk at i: whether a subject stands before it, and whether a card there is used as a verb. */
interface Around {
  prev: Item | undefined;
  subjectBefore: boolean;
  optionBefore: boolean;
  cardAsVerb: boolean;
  nextIsVerb: boolean;
  afterModal: boolean;
}

function around(r: Reader, i: number, out: readonly Item[]): Around {
  const c = r.chunks[i]!;
  const first = c.senses[0]!;
  // (An adverb or "wants to" read as filler stands between a subject and its verb: "they just Shock it", "opp wants to Bolt it".)
  // ("If I then Giant Growth the Angel", "I still Bolt it": so does an adverb read so, below.)
  // ("if I overload Electrickery": a cost said as a verb, castoption.ts, stands between the subject and the card cast.)
  const prev = out.findLast((x) => !(x.kind === 'chunk' && (x.c.senses[0]!.kind === 'filler' || x.c.senses[0]!.kind === 'cast-option' || adverbSense(x.c.senses[0]!))));
  const optionBefore = out.at(-1)?.kind === 'chunk' && (out.at(-1) as Extract<Item, { kind: 'chunk' }>).c.senses[0]!.kind === 'cast-option';
  const subjectBefore = prev !== undefined && prev.kind === 'np' && (prev.np.kind === 'player' || prev.np.kind === 'pronoun' || prev.np.kind === 'object');
  // "they respond by Unsummoning their Bears", "I in response Cloudshift it": a time phrase between the subject
  // and a card said as a verb (its ending says so) — the card is the verb, as "they respond by casting X" has one.
  const timeBetween = prev?.kind === 'chunk' && prev.c.senses[0]!.kind === 'time' && has(c, 'card')?.verbed === true && subjectAt(out[out.indexOf(prev) - 1]);
  const cardAsVerb = has(c, 'card') !== undefined && (subjectBefore || timeBetween || (out.length === 0 && isSpellCard(has(c, 'card')!.typeLine) && followsTarget(r, i + 1)) || castAfterAnd(r, out, i));
  // "I only have…", "It then gets…", "I just cast…": an adverb between the subject and its verb.
  const nextIsVerb = i + 1 < r.end && (r.chunks[i + 1]!.senses[0]!.kind === 'verb' || r.chunks[i + 1]!.senses[0]!.kind === 'aux' || ((first.kind === 'filler' || adverbSense(first)) && r.chunks[i + 1]!.senses[0]!.kind === 'card'));
  // "can i giant growth …": after a modal and its subject comes the verb, so a card there is used as one.
  const before = out[out.length - 2];
  const afterModal = subjectBefore && before?.kind === 'verb' && before.v.modal !== null && before.v.verb === 'be' && before.v.chunks.length > 0;
  return { prev, subjectBefore, optionBefore, cardAsVerb, nextIsVerb, afterModal };
}

/** The item at i, pushed onto `out` (times read with a verb onto `times`); the index after it. */
function readItem(r: Reader, i: number, out: Item[], times: Times): number {
  const c = r.chunks[i]!;
  const first = c.senses[0]!;
  const a = around(r, i, out);
  const chunk = (cc: Chunk = c): number => {
    out.push({ kind: 'chunk', c: cc, from: i, to: i + 1 });
    return i + 1;
  };
  // "once everything resolves", "once it dies": a word that is a number too ("once") is the
  // subordinator when a subject and its verb follow.
  const subSense = has(c, 'sub');
  if (subSense && has(c, 'number') && subjectThenVerb(r, i + 1)) return chunk({ ...c, senses: [subSense, ...c.senses.filter((x) => x !== subSense)] });
  // "blocked by only one creature": "only" before a number focuses it; the phrase is "one creature".
  const numberNext = i + 1 < r.end && r.chunks[i + 1]!.senses[0]!.kind === 'number';
  if (first.kind === 'adj' && first.adj === 'only' && numberNext) return chunk();
  if (a.subjectBefore && a.nextIsVerb && (adverbSense(first) || first.kind === 'filler')) return chunk();
  // "Cast Banisher Priest, ETB targets their Shredder", "ETB pings their Elvish Mystic": a word that is a verb and
  // the name of a trigger ("ETB"), with no subject before it and a verb of the third person right after, is that
  // trigger said with its article dropped, the subject, as "the ETB targets …" reads (603.6a).
  const bareTrigger = first.kind === 'verb' && !a.subjectBefore && triggerSubject(r, i) ? readNounPhrase(r, i) : null;
  if (bareTrigger && bareTrigger.next === i + 1) {
    out.push({ kind: 'np', np: bareTrigger.np, from: i, to: i + 1 });
    return i + 1;
  }
  return verbItem(r, i, a, out, times) ?? nounItem(r, i, out) ?? nounVerbItem(r, i, out) ?? chunk();
}

/** A verb group at i: a verb, an auxiliary, a negation, or a card used as a verb; or, after a subject, a word the lexicon also knows as a noun ("trigger", "counter", "copy"). */
function verbItem(r: Reader, i: number, a: Around, out: Item[], times: Times): number | null {
  const c = r.chunks[i]!;
  const first = c.senses[0]!;
  const card = has(c, 'card');
  if (first.kind === 'aux' || first.kind === 'verb' || first.kind === 'neg' || (a.cardAsVerb && (card!.verbed || followsTarget(r, i + 1) || a.afterModal || spellAlone(r, i) || (a.optionBefore && a.subjectBefore)))) {
    // "have" + noun phrase is possession ("I have Giant Spider"), read as the verb have.
    const v = readVerb(r, i, a.cardAsVerb, a.subjectBefore && a.prev!.kind === 'np' && a.prev!.np.kind === 'player');
    if (v && v.next > i) {
      out.push({ kind: 'verb', v: v.v, from: i, to: v.next });
      times.push(...v.times);
      return v.next;
    }
  }
  if (has(c, 'verb') && a.subjectBefore && first.kind !== 'verb' && !has(r.chunks[i - 1], 'det') && first.kind !== 'thing-noun' && first.kind !== 'keyword') {
    const v = readVerb(r, i, false);
    if (v) {
      out.push({ kind: 'verb', v: v.v, from: i, to: v.next });
      return v.next;
    }
  }
  return null;
}

/** A noun phrase at i; "its base power and toughness" (a possessive, a word no lexicon knows, then the property it owns) joined into one. */
function nounItem(r: Reader, i: number, out: Item[]): number | null {
  const np = readNounPhrase(r, i);
  if (!np || np.next <= i) return null;
  const [p2, p1] = [out[out.length - 2], out[out.length - 1]];
  if (np.np.kind === 'property' && np.np.of === null && p2?.kind === 'np' && p2.np.kind === 'pronoun' && p2.np.word === 'its' && p1?.kind === 'chunk' && p1.c.senses[0]!.kind === 'unknown') {
    out.splice(out.length - 2, 2);
    out.push({ kind: 'np', np: { ...np.np, of: p2.np, chunks: [...p2.np.chunks, p1.from, ...np.np.chunks], start: p2.np.start, text: r.text.slice(p2.np.start, np.np.end) }, from: p2.from, to: np.next });
    return np.next;
  }
  out.push({ kind: 'np', np: np.np, from: i, to: np.next });
  return np.next;
}

/** A verb that is also a noun ("trigger", "counter"), read as a verb where no noun phrase was; never a keyword ("flying"). */
function nounVerbItem(r: Reader, i: number, out: Item[]): number | null {
  const c = r.chunks[i]!;
  if (!has(c, 'verb') || c.senses[0]!.kind === 'keyword') return null;
  const v = readVerb(r, i, false);
  if (!v || v.next <= i) return null;
  out.push({ kind: 'verb', v: v.v, from: i, to: v.next });
  return v.next;
}

/** A trigger's name at i ("ETB", "trigger") with a third-person verb right after it ("targets", "pings", "resolves"). */
function triggerSubject(r: Reader, i: number): boolean {
  const named = r.chunks[i]!.senses.some((x) => x.kind === 'thing-noun' && x.noun === 'trigger');
  const next = i + 1 < r.end ? r.chunks[i + 1]! : null;
  return named && next !== null && next.senses[0]!.kind === 'verb' && /[^s]s$/i.test(next.text.split(/\s+/)[0]!);
}

/** A subject (a pronoun, player, card, determiner or unknown word) at i and a verb right after it or one word later. */
function subjectThenVerb(r: Reader, i: number): boolean {
  const k = r.chunks[i]?.senses[0]?.kind;
  if (i >= r.end || !k || !['unknown', 'pronoun', 'player', 'card', 'det', 'pt'].includes(k)) return false;
  return [i + 1, i + 2].some((j) => j < r.end && r.chunks[j]!.senses[0]!.kind === 'verb');
}

/**
 * "I control Fiendish Duo and Shock my opponent", "I have a 2/2 and bolt their 3/3": after a clause
 * with a verb, "and" + a spell's name + a player or an object is that spell cast by the same subject —
 * read as a second thing controlled, the spell was never cast and the player after it was left
 * unread (issue 11). A card named after "and" that is followed by nothing it could target stays a noun
 * ("I have Shock and Lightning Bolt in hand").
 */
function castAfterAnd(r: Reader, out: readonly Item[], i: number): boolean {
  const card = has(r.chunks[i], 'card');
  // ("… then on the same turn Murders the Angel": a time said between them is passed over.)
  const prev = out.findLast((x) => !(x.kind === 'chunk' && (x.c.senses[0]!.kind === 'time' || x.c.senses[0]!.kind === 'filler')));
  // ("They Bolt me, then Murder the Angel", "… and then Shock it": "then" joins the two as "and" does.)
  const conj = prev?.kind === 'chunk' ? has(prev.c, 'conj')?.conj : undefined;
  if (!card || !(card.verbed || isSpellCard(card.typeLine)) || (conj !== 'and' && conj !== 'then') || !out.some((x) => x.kind === 'verb')) return false;
  const next = i + 1 < r.end ? r.chunks[i + 1]!.senses[0]! : null;
  return next !== null && (next.kind === 'player' || next.kind === 'pronoun' || next.kind === 'det' || next.kind === 'pt' || next.kind === 'number' || (next.kind === 'prep' && (next.prep === 'on' || next.prep === 'at' || next.prep === 'targeting')));
}

/**
 * "they fog.", "I wrath, then …", "opp fogs in response": right after its subject, an instant or sorcery
 * named with nothing after it in the clause is cast — a spell that targets nothing (Fog, Wrath of God)
 * is used as a verb with no object, and a player followed by a card name can say nothing else.
 */
function spellAlone(r: Reader, i: number): boolean {
  const card = has(r.chunks[i], 'card');
  if (!card || !isSpellCard(card.typeLine)) return false;
  const next = i + 1 < r.end ? r.chunks[i + 1]!.senses[0]! : null;
  // ("I Boros Charm for indestructible", "I Gods Willing naming black": a choice told of the cast right after it.)
  return next === null || next.kind === 'punct' || next.kind === 'conj' || next.kind === 'sub' || next.kind === 'time' || next.kind === 'mode-choice' || next.kind === 'color-choice' || next.kind === 'type-choice';
}

/** A subject a verb can follow: a player, a pronoun, an object. */
function subjectAt(it: Item | undefined): boolean {
  return it?.kind === 'np' && (it.np.kind === 'player' || it.np.kind === 'pronoun' || it.np.kind === 'object');
}

/** "a 2/2 and a 3/3", "A, B and C": noun phrases joined when no verb follows the second. */
function coordinate(r: Reader, list: Item[]): Item[] {
  const out: Item[] = [];
  for (let k = 0; k < list.length; k++) {
    const it = list[k]!;
    const prev = out[out.length - 1];
    const joiner = it.kind === 'chunk' ? it.c.senses[0]! : null;
    const isJoin = joiner !== null && ((joiner.kind === 'conj' && (joiner.conj === 'and' || joiner.conj === 'plus' || joiner.conj === 'or')) || (joiner.kind === 'punct' && joiner.char === ','));
    const nextIt = list[k + 1];
    const after = list[k + 2];
    // "I have Fiery Emancipation and my 3/3 goes unblocked": after a verb, "and" + a noun phrase + a
    // singular verb starts a clause (a list would take a plural verb: "X and Y attack").
    const singularNext = after?.kind === 'verb' && out.some((x) => x.kind === 'verb') && singularVerb(after.v.text);
    // "My opponent Bolts me and I respond by casting X": a player, then a time phrase or an adverb, then a
    // verb starts a clause too (startsClause) — joined, "me and I" was one target and the response was lost.
    const verbNext = after?.kind === 'verb' || (after?.kind === 'chunk' && ['adj', 'filler', 'time'].includes(after.c.senses[0]!.kind) && list[k + 3]?.kind === 'verb');
    // "Two 2/2s attack me, both unblocked": "both" (all, each) after a comma floats off the subject ("both [of them
    // are] unblocked"), never a second item with "me" — joined, the attack lost its target and the attackers went to
    // the asker (red team s17).
    const floating = joiner?.kind === 'punct' && nextIt?.kind === 'np' && nextIt.np.kind === 'pronoun' && ['both', 'all', 'each'].includes(nextIt.np.word);
    // "I have only one creature, a 2/2", "My creature, a 4/4, blocks", "His blocker, a 2/2, …": a size said after a
    // comma right after one creature named with no size is that creature's (an appositive, as ", which is a 2/2"
    // is) — joined as a list, a second, size-less creature was made (red team s21).
    const apposed = joiner?.kind === 'punct' && prev?.kind === 'np' && nextIt?.kind === 'np' ? appositiveSize(prev.np, nextIt.np, it.from, list[k + 2], list[k + 3], list[k + 4]) : null;
    if (apposed && prev && nextIt) {
      out[out.length - 1] = { kind: 'np', np: { ...apposed, text: r.text.slice(apposed.start, apposed.end) }, from: prev.from, to: nextIt.to };
      k++;
      continue;
    }
    // "A -1/-1 counter and a +1/+1 counter are put on it": counters before a plural verb are its subject, together.
    const countersBefore = after?.kind === 'verb' && !singularVerb(after.v.text) && prev?.kind === 'np' && nextIt?.kind === 'np' && [prev.np, nextIt.np].every(counterAmounts);
    if (isJoin && !floating && prev?.kind === 'np' && nextIt?.kind === 'np' && compatible(prev.np, nextIt.np) && (!(verbNext && nextIt.np.kind !== 'object') || countersBefore) && !singularNext) {
      // ", and" before the last item
      const joined: NounPhrase = prev.np.kind === 'list' ? { ...prev.np, items: [...prev.np.items, nextIt.np] } : { kind: 'list', items: [prev.np, nextIt.np], conj: joiner.kind === 'conj' && joiner.conj === 'or' ? 'or' : 'and', chunks: [it.from], start: prev.np.start, end: nextIt.np.end, text: '' };
      joined.chunks = [...joined.chunks, it.from];
      joined.end = nextIt.np.end;
      joined.text = r.text.slice(joined.start, joined.end);
      out[out.length - 1] = { kind: 'np', np: joined, from: prev.from, to: nextIt.to };
      k++;
      continue;
    }
    // ", and C" after a list
    if (isJoin && prev?.kind === 'np' && prev.np.kind === 'list' && nextIt?.kind === 'chunk' && has(nextIt.c, 'conj')?.conj === 'and' && after?.kind === 'np' && compatible(prev.np, after.np)) {
      prev.np.items.push(after.np);
      prev.np.chunks.push(it.from, nextIt.from);
      prev.np.end = after.np.end;
      prev.np.text = r.text.slice(prev.np.start, prev.np.end);
      prev.to = after.to;
      k += 2;
      continue;
    }
    out.push(it);
  }
  return out;
}

/** A verb group in the third person singular present ("goes", "is", "has", "gets Shocked"). */
/** Counters said with their number ("a +1/+1 counter", "two -1/-1 counters"), or a list of them. */
function counterAmounts(np: NounPhrase): boolean {
  return np.kind === 'list' ? np.items.every(counterAmounts) : np.kind === 'amount' && np.noun === 'counter' && np.counter !== null && np.n !== null;
}

function singularVerb(text: string): boolean {
  const w = (text.trim().split(/\s+/)[0] ?? '').toLowerCase();
  return w === 'is' || w === 'has' || w === 'does' || w === 'was' || (/[^s']s$/.test(w) && w.length > 2);
}

/**
 * One creature named with no size ("one creature", "my creature", "his blocker", "a single creature") and, after a
 * comma, an indefinite size with nothing that could make it another object ("a 2/2", "a 2/2 with lifelink"), or a
 * creature card ("a Grizzly Bears"): the one creature, with that size or that card — null when the two are not that (a list goes on after it: "a creature, a 2/2 and a
 * 3/3" is left as said).
 */
function appositiveSize(a: NounPhrase, b: NounPhrase, comma: number, after: Item | undefined, after2: Item | undefined, after3: Item | undefined): NounPhrase | null {
  if (a.kind !== 'object' || b.kind !== 'object') return null;
  const heads: readonly (string | null)[] = ['creature', 'attacker', 'blocker', 'permanent', 'one'];
  if (!heads.includes(a.head) || a.power !== null || a.card !== null || a.plural || (a.count !== null && a.count !== 1) || a.det === 'each' || a.det === 'all' || a.det === 'every' || a.det === 'no' || a.det === 'any' || a.det === 'which' || a.det === 'what') return null;
  // ("Opponent has only one untapped creature, a Grizzly Bears", "their blocker, Serra Angel, …": a card said there is
  // the one creature too — read as a list, a second, unknown creature was made and could block beside it.)
  const cardNamed = b.card !== null && !b.card.options && (b.det === 'a' || b.det === null) && (a.head === 'permanent' || a.head === 'one' || /\bCreature\b/.test(b.card.typeLine)) && b.power === null && after?.kind !== 'verb';
  if (cardNamed) {
    if (b.owner !== null || b.controlledBy !== null || b.plural || b.count !== null || b.keywords.length > 0) return null;
  } else if (b.det !== 'a' || b.power === null || b.toughness === null || b.card !== null || b.owner !== null || b.controlledBy !== null || b.plural || (b.count !== null && b.count !== 1) || b.attachments.length > 0) return null;
  // ("… a creature, a 2/2 and a 3/3": the list goes on — not one creature.)
  const isConj = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses.some((s) => s.kind === 'conj' && (s.conj === 'and' || s.conj === 'or' || s.conj === 'plus'));
  const isComma = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]!.kind === 'punct';
  const goesOn = isConj(after) ? after2 : isComma(after) && isConj(after2) ? after3 : undefined;
  if (goesOn?.kind === 'np' && goesOn.np.kind === 'object') return null;
  const uniq = <T,>(xs: readonly T[]): T[] => [...new Set(xs)];
  return {
    ...a,
    ...(cardNamed ? { card: b.card, head: 'card' as const, partial: b.partial, attachments: [...a.attachments, ...b.attachments] } : {}),
    power: b.power,
    toughness: b.toughness,
    colors: uniq([...a.colors, ...b.colors]),
    nonColors: uniq([...a.nonColors, ...b.nonColors]),
    types: uniq([...a.types, ...b.types]),
    nonTypes: uniq([...a.nonTypes, ...b.nonTypes]),
    subtypes: uniq([...a.subtypes, ...b.subtypes]),
    supertypes: uniq([...a.supertypes, ...b.supertypes]),
    keywords: [...a.keywords, ...b.keywords],
    lacks: [...a.lacks, ...b.lacks],
    counters: [...a.counters, ...b.counters],
    damage: a.damage + b.damage,
    adjectives: uniq([...a.adjectives, ...b.adjectives]),
    quotes: [...a.quotes, ...b.quotes],
    chunks: [...a.chunks, comma, ...b.chunks],
    end: b.end,
  };
}

function compatible(a: NounPhrase, b: NounPhrase): boolean {
  const kindOf = (n: NounPhrase): string => (n.kind === 'list' ? kindOf(n.items[0]!) : n.kind === 'pronoun' && n.word !== 'it' ? 'player' : n.kind);
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka === 'object' && kb === 'object') return true;
  if (ka === 'player' && kb === 'player') return true;
  if (ka === 'property' && kb === 'property') return true;
  if (ka === 'amount' && kb === 'amount') return true;
  return false;
}

/** "only", "still", "then", "also" between a subject and its verb: adverbs that leave the act as it is. */
function adverbSense(s: Sense): boolean {
  return (s.kind === 'adj' && (s.adj === 'only' || s.adj === 'still')) || (s.kind === 'conj' && (s.conj === 'then' || s.conj === 'also'));
}
