/** English sentence shapes rewritten before clauses are read: story openers, pseudo-clefts ('the only creature that…'), the progressive, inverted conditions and the causative "have … put on it". */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { NounPhrase, VerbInfo } from '../clause.ts';
import type { Sense, Verb } from '../senses.ts';
import type { Reader } from './phrases.ts';
import type { Item } from './items.ts';

/** Kinds of words that say nothing of the board by themselves. */
const PREFACE_KINDS = new Set(['unknown', 'filler', 'punct', 'det', 'conj']);

/**
 * "Judge call:", "Weird interaction here:", "Hi all." before the question: a sentence that opens the
 * message or ends with a colon, made only of everyday words no lexicon has (never a made-up one), is
 * a preface. It can't say anything the board depends on, so it is read as nothing.
 */
export function preface(text: string, chunks: readonly Chunk[], s: { from: number; to: number; question: boolean }, first: boolean): boolean {
  if (s.question) return false;
  const colon = /^\s*:/.test(text.slice(chunks[s.to - 1]!.end));
  if (!first && !colon) return frameAnywhere(chunks.slice(s.from, s.to));
  // (A lower-case everyday word that is also a card's name, "call", is that word here.)
  const everyday = (x: Sense): boolean => (PREFACE_KINDS.has(x.kind) && !(x.kind === 'unknown' && x.strange === true)) || (x.kind === 'card' && x.weak && !x.verbed);
  const words = chunks.slice(s.from, s.to);
  if (words.every((c) => everyday(c.senses[0]!) && c.senses.every((x) => x.kind !== 'verb' && (x.kind !== 'card' || everyday(x))))) return true;
  // ("Casual game last night." opening the message is a frame as it is anywhere else.)
  return storyOpener(words) || frameAnywhere(words);
}

/**
 * "Casual game last night.", "Judge question.", "Weird one.": a sentence anywhere in the message with no game content
 * — no verb at all, no card or name the catalog might hold, no number, no game noun (but "game" itself, which says
 * something only with a verb: "wins the game") — is a frame of the telling, read as nothing. A word no lexicon has is
 * everyday only when it is a plain word ("Casual"): a capitalised unknown ("Commander", 903.7) keeps it read.
 */
function frameAnywhere(words: readonly Chunk[]): boolean {
  // ("Quick one.", "Weird one here.": "one" after a word of its phrase stands for the question, never a count.)
  const one = (k: number): boolean => /^one$/i.test(words[k]!.text) && k > 0 && ['det', 'unknown', 'filler'].includes(words[k - 1]!.senses[0]!.kind);
  const plain = (x: Sense): boolean => {
    if (x.kind === 'unknown') return x.strange !== true && x.unsure !== true && x.told !== true;
    if (x.kind === 'thing-noun') return x.noun === 'game';
    // ("Casual game at FNM.": a place or time the game was played; a preposition alone says nothing of the board.)
    // ("Quick one (well not that quick, sorry).": with no verb in the sentence, a "not", a "that" or an "it" negates,
    // joins or points at nothing the game reads; a pronoun that may be a player — "he", "they" — keeps it read.)
    if (x.kind === 'neg') return true;
    if (x.kind === 'sub') return x.sub === 'that';
    if (x.kind === 'pronoun') return ['it', 'that', 'this', 'one'].includes(x.word);
    return x.kind === 'filler' || x.kind === 'punct' || x.kind === 'det' || x.kind === 'conj' || x.kind === 'prep';
  };
  // (Only function words — "Or", "and then" — frame nothing: they join the sentence after them to the one before.)
  const content = (c: Chunk): boolean => ['unknown', 'thing-noun', 'filler'].includes(c.senses[0]!.kind) || /^one$/i.test(c.text);
  return words.some(content) && words.every((c, k) => one(k) || c.senses.every(plain));
}

/** The verbs a story's opening may tell the telling with: "had this happen", "this happened", "it was at FNM". */
const OPENER_VERBS: ReadonlySet<string> = new Set(['have', 'happen', 'be']);

/**
 * "Had this happen at my LGS.", "Had a weird one at FNM.", "This happened to me at a prerelease.": a first sentence
 * that only says a game happened somewhere — its verbs only have/happen/be, its other words place words ("at", "in"),
 * "this"/"it"/"one", the teller ("my", "me") and words no lexicon has — says nothing the board or the answer depends
 * on. Any card, number (but "one" as "a … one"), size, keyword, time, turn, step, other player or game verb keeps it
 * a sentence to read (and refuse when not understood).
 */
function storyOpener(words: readonly Chunk[]): boolean {
  let verbs = 0;
  // A word no lexicon has only names the place ("at my LGS", "at FNM") or describes "one" ("a weird one"); elsewhere
  // it could say anything ("in Commander" changes the starting life, 903.7).
  let place = false;
  const ok = words.every((c, k) => {
    const x = c.senses[0]!;
    const wasPlace = place;
    if (c.senses.some((y) => y.kind === 'verb' && OPENER_VERBS.has(y.verb))) verbs++;
    // (A capitalised word the catalog doesn't know is read as a card name to be asked back; after "at", "FNM", it is the place.)
    const unknownName = x.kind === 'card' && x.typeLine === '' && c.senses.length === 1;
    place = (x.kind === 'prep' && x.prep === 'at') || (wasPlace && (x.kind === 'det' || x.kind === 'unknown' || unknownName || (x.kind === 'player' && x.possessive)));
    if (unknownName) return wasPlace;
    if (x.kind === 'unknown') return x.strange !== true && x.unsure !== true && x.told !== true && (wasPlace || /^one$/i.test(words[k + 1]?.text ?? ''));
    if (c.senses.some((y) => y.kind === 'card' && !(y.weak && !y.verbed)) || c.senses.some((y) => y.kind === 'verb' && !OPENER_VERBS.has(y.verb))) return false;
    if (x.kind === 'verb') return OPENER_VERBS.has(x.verb);
    if (x.kind === 'aux') return x.aux === 'have' || x.aux === 'be';
    if (x.kind === 'prep') return x.prep === 'at' || x.prep === 'to';
    if (x.kind === 'pronoun') return x.word === 'this' || x.word === 'it' || x.word === 'that' || x.word === 'one';
    if (x.kind === 'player') return x.who === 'me' && (x.possessive || /^me$/i.test(c.text));
    // ("a weird one": "one" after a word of the phrase, never a count.)
    if (x.kind === 'number') return /^one$/i.test(c.text) && k > 0 && ['det', 'unknown'].includes(words[k - 1]!.senses[0]!.kind);
    return PREFACE_KINDS.has(x.kind);
  });
  return ok && verbs > 0;
}

/** The sentences of an English question, each cut into clauses with their roles. */
/** States that "all I have … is X" may say of what is had ("all I have untapped", "all I have left"). */
const CLEFT_STATES: ReadonlySet<string> = new Set(['untapped', 'left']);

/** "the only creature", "their only untapped creature": one creature said to be the only one (of a player, in a state). */
function onlyCreaturePhrase(np: NounPhrase): boolean {
  if (np.kind !== 'object' || !np.adjectives.includes('only') || !np.adjectives.every((a) => a === 'only' || CLEFT_STATES.has(a))) return false;
  return (np.head === 'creature' || np.head === 'blocker') && np.power === null && np.card === null && np.keywords.length === 0 && np.lacks.length === 0 && np.colors.length === 0 && np.types.length <= 1 && np.subtypes.length === 0 && np.count === null && !np.plural && np.counters.length === 0 && np.attachments.length === 0 && np.controlledBy === null && np.from === null && np.quotes.length === 0 && np.damage === 0;
}

/** "their only creatures", "Opp's only untapped creatures": a player's whole group of creatures (in a state), plural, nothing else said of it. */
function onlyCreaturesPhrase(np: NounPhrase): np is Extract<NounPhrase, { kind: 'object' }> {
  if (np.kind !== 'object' || !np.plural || np.owner === null || !np.adjectives.includes('only') || !np.adjectives.every((a) => a === 'only' || a === 'untapped')) return false;
  return np.head === 'creature' && np.power === null && np.card === null && np.keywords.length === 0 && np.lacks.length === 0 && np.colors.length === 0 && np.types.length <= 1 && np.subtypes.length === 0 && np.count === null && np.counters.length === 0 && np.attachments.length === 0 && np.controlledBy === null && np.from === null && np.quotes.length === 0 && np.damage === 0;
}

/** The player's words inside "Opp's only untapped creature(s)", as a player phrase of their own (null when none is there). */
function ownerOf(only: Extract<NounPhrase, { kind: 'object' }>, r: Reader): { who: NounPhrase; pk: number; pEnd: number } | null {
  const pk = only.chunks.find((c) => r.chunks[c]!.senses.some((x) => x.kind === 'player'));
  if (pk === undefined || only.owner === null) return null;
  const pEnd = r.chunks[pk + 1]?.senses.some((x) => x.kind === 'poss') ? pk + 2 : pk + 1;
  return { who: { kind: 'player', player: only.owner, chunks: Array.from({ length: pEnd - pk }, (_, i) => pk + i), start: r.chunks[pk]!.start, end: r.chunks[pEnd - 1]!.end, text: r.text.slice(r.chunks[pk]!.start, r.chunks[pEnd - 1]!.end) }, pk, pEnd };
}

/**
 * "Their only creatures are Baleful Strix and a 4/4", "Opponent's only untapped creatures were Llanowar Elves and
 * Elvish Mystic": the whole of a player's creatures (in a state) listed, read as "they have Baleful Strix and a 4/4
 * (untapped)". The list is the whole group, which is what the board built from the question holds anyway: nothing
 * not said is put on it. Only a plain "is/are/was/were" right after, a list of things joined by commas and "and",
 * and the sentence's end (or a comma or "and" before another clause) after it; anything else stays unread.
 */
function onlyCreaturesAre(list: Item[], r: Reader, extra: Map<NounPhrase, number[]>): Item[] {
  let out = list;
  for (let k = 0; k + 2 < out.length; k++) {
    const a = out[k]!;
    const be = out[k + 1]!;
    if (a.kind !== 'np' || !onlyCreaturesPhrase(a.np) || (k > 0 && !listEnds(out[k - 1]))) continue;
    if (be.kind !== 'verb' || be.v.verb !== 'be' || be.v.negated || be.v.modal !== null || be.v.passive || be.v.perfect || be.v.hypothetical || be.v.card !== null || be.v.inverted) continue;
    const m = listEnd(out, k + 2);
    const owner = m === null ? null : ownerOf(a.np, r);
    if (m === null || owner === null) continue;
    const states = a.np.chunks.filter((c) => r.chunks[c]!.senses.some((x) => x.kind === 'adj' && x.adj === 'untapped'));
    // (Only the untapped ones listed leaves the tapped ones unsaid: they can't block (509.1a) but count for anything else
    // — how many die — so a state said is read only in a message about blocks.)
    if (states.length > 0 && !r.chunks.some((c) => c.senses.some((x) => x.kind === 'verb' && x.verb === 'block'))) continue;
    extra.set(owner.who, a.np.chunks.filter((c) => (c < owner.pk || c >= owner.pEnd) && !states.includes(c)));
    const have: Item = { kind: 'verb', v: { ...be.v, verb: 'have' }, from: be.from, to: be.to };
    const stateItems: Item[] = states.map((c) => ({ kind: 'chunk', c: r.chunks[c]!, from: c, to: c + 1 }));
    out = [...out.slice(0, k), { kind: 'np', np: owner.who, from: owner.pk, to: owner.pEnd }, have, ...out.slice(k + 2, m), ...stateItems, ...out.slice(m)];
  }
  return out;
}

/** A chunk that may close a list: the sentence's end, a punctuation mark or a conjunction. */
const listEnds = (x: Item | undefined): boolean => x === undefined || (x.kind === 'chunk' && (x.c.senses[0]!.kind === 'punct' || x.c.senses[0]!.kind === 'conj'));

/** Where a list of things said from `m` on ("Baleful Strix, a 4/4 and two 1/1 tokens") ends, when only an end follows it; else null. */
function listEnd(out: Item[], from: number): number | null {
  const one = (np: NounPhrase): boolean => np.kind === 'object' && !np.adjectives.includes('only') && (np.head !== null || np.card !== null || np.power !== null);
  const thing = (x: Item | undefined): boolean => x?.kind === 'np' && (one(x.np) || (x.np.kind === 'list' && x.np.conj === 'and' && x.np.items.every(one)));
  const sep = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.to === x.from + 1 && (has(x.c, 'conj')?.conj === 'and' || has(x.c, 'punct')?.char === ',');
  let m = from;
  if (!thing(out[m])) return null;
  m++;
  while (sep(out[m]) && (thing(out[m + 1]) || (sep(out[m + 1]) && thing(out[m + 2])))) m += thing(out[m + 1]) ? 2 : 3;
  return listEnds(out[m]) ? m : null;
}

/**
 * "Their board is Grizzly Bears and Giant Spider", "My board: Pitiless Plunderer, Llanowar Elves and a 2/2 Zombie
 * token": a player's board (the lexicon's "board is", and "board:" in chunk.ts) said as a list of what is on it, read
 * as "they have Grizzly Bears and Giant Spider" — every thing listed is that player's. Only the player's words, the
 * board word and a list with nothing after it but an end; anything else stays as it was.
 */
function boardIs(list: Item[], r: Reader): Item[] {
  let out = list;
  for (let k = 0; k + 2 < out.length; k++) {
    const a = out[k]!;
    const b = out[k + 1]!;
    // (The player's words alone before the board word: "Their", "My opponent's" — nothing else of a thing said.)
    if (a.kind !== 'np' || a.np.kind !== 'object' || a.np.owner === null || a.np.card !== null || a.np.power !== null || a.np.count !== null || (k > 0 && !listEnds(out[k - 1]))) continue;
    if (b.kind !== 'chunk' || has(b.c, 'adj')?.adj !== 'present' || !/^board\b/i.test(b.c.text)) continue;
    const m = listEnd(out, k + 2);
    const owner = m === null ? null : ownerOf(a.np, r);
    if (m === null || owner === null || a.np.chunks.some((c) => c < owner.pk || c >= owner.pEnd)) continue;
    const have: Item = { kind: 'verb', v: { verb: 'have', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [b.from], text: b.c.text }, from: b.from, to: b.to };
    out = [...out.slice(0, k), { kind: 'np', np: owner.who, from: owner.pk, to: owner.pEnd }, have, ...out.slice(k + 2)];
  }
  return out;
}

/**
 * The other orders of "the only creature they have untapped is X" (pseudoCleft): "Opp's only untapped creature is
 * Giant Spider", "Grizzly Bears is their only untapped creature" (the player said as the owner of "only creature"),
 * and "its the only creature they have untapped" (the thing first, the player's clause after): each is read as
 * "they have X untapped". Only these exact orders, a single object said, nothing after but punctuation or "and".
 */
function onlyCreatureIs(list: Item[], r: Reader, extra: Map<NounPhrase, number[]>): Item[] {
  let out = boardIs(onlyCreaturesAre(list, r, extra), r);
  const ends = (x: Item | undefined): boolean => x === undefined || (x.kind === 'chunk' && (x.c.senses[0]!.kind === 'punct' || x.c.senses[0]!.kind === 'conj'));
  const plainBe = (x: Item | undefined): x is Extract<Item, { kind: 'verb' }> => x?.kind === 'verb' && x.v.verb === 'be' && !x.v.negated && x.v.modal === null && !x.v.passive && !x.v.perfect && !x.v.hypothetical && x.v.card === null;
  const thing = (x: Item | undefined): x is Extract<Item, { kind: 'np' }> => x?.kind === 'np' && ((x.np.kind === 'object' && !x.np.plural && (x.np.count === null || x.np.count === 1) && !x.np.adjectives.includes('only')) || (x.np.kind === 'pronoun' && !x.np.possessive && ['it', 'that', 'this'].includes(x.np.word)));
  for (let k = 0; k + 2 < out.length; k++) {
    const a = out[k]!;
    const be = out[k + 1];
    const b = out[k + 2]!;
    if (!plainBe(be) || (k > 0 && !ends(out[k - 1]))) continue;
    // "Opp's only untapped creature is Giant Spider" / "Grizzly Bears is their only untapped creature".
    const owned = a.kind === 'np' && onlyCreaturePhrase(a.np) && a.np.kind === 'object' && a.np.owner !== null && thing(b) ? { only: a, what: b } : b.kind === 'np' && onlyCreaturePhrase(b.np) && b.np.kind === 'object' && b.np.owner !== null && thing(a) ? { only: b, what: a } : null;
    if (owned && ends(out[k + 3])) {
      const only = owned.only.np as Extract<NounPhrase, { kind: 'object' }>;
      const pk = only.chunks.find((c) => r.chunks[c]!.senses.some((x) => x.kind === 'player'));
      if (pk === undefined) continue;
      const pEnd = r.chunks[pk + 1]?.senses.some((x) => x.kind === 'poss') ? pk + 2 : pk + 1;
      const pc: number[] = [];
      for (let c = pk; c < pEnd; c++) pc.push(c);
      const who: NounPhrase = { kind: 'player', player: only.owner!, chunks: pc, start: r.chunks[pk]!.start, end: r.chunks[pEnd - 1]!.end, text: r.text.slice(r.chunks[pk]!.start, r.chunks[pEnd - 1]!.end) };
      const states = only.chunks.filter((c) => r.chunks[c]!.senses.some((x) => x.kind === 'adj' && CLEFT_STATES.has(x.adj)));
      const dropped = only.chunks.filter((c) => !pc.includes(c) && !states.includes(c));
      extra.set(who, dropped);
      const have: Item = { kind: 'verb', v: { ...be.v, verb: 'have' }, from: be.from, to: be.to };
      const stateItems: Item[] = states.map((c) => ({ kind: 'chunk', c: r.chunks[c]!, from: c, to: c + 1 }));
      out = [...out.slice(0, k), { kind: 'np', np: who, from: pk, to: pEnd }, have, owned.what, ...stateItems, ...out.slice(k + 3)];
      continue;
    }
    // "its the only creature they have untapped": X, "is", "the only creature", the player, "have"/"control", its states.
    const who = out[k + 3];
    const hv = out[k + 4];
    if (!thing(a) || b.kind !== 'np' || !onlyCreaturePhrase(b.np) || b.np.kind !== 'object' || b.np.owner !== null || b.np.det !== 'the' || b.np.adjectives.length !== 1) continue;
    if (who?.kind !== 'np' || who.np.kind !== 'player' || hv?.kind !== 'verb' || (hv.v.verb !== 'have' && hv.v.verb !== 'control') || hv.v.negated || hv.v.modal !== null || hv.v.passive) continue;
    let m = k + 5;
    const states: Item[] = [];
    while (m < out.length && out[m]!.kind === 'chunk' && CLEFT_STATES.has((has((out[m] as { c: Chunk }).c, 'adj')?.adj as string | undefined) ?? '')) states.push(out[m++]!);
    if (!ends(out[m])) continue;
    const dropped: number[] = [];
    for (const x of [be, b]) for (let c = x.from; c < x.to; c++) dropped.push(c);
    extra.set(who.np, dropped);
    out = [...out.slice(0, k), who, hv, a, ...states, ...out.slice(m)];
  }
  return out;
}

/**
 * "All I have untapped is an Ornithopter", "the only creature they control is a 2/2", "all my opponent has left
 * is one 1/1": a pseudo-cleft that says what a player has, read as "I have an Ornithopter untapped". The "all"
 * (or "the only creature") and "is" are returned with the player's phrase, to be put in its clause. Only this
 * exact order is read: anything else between the words keeps the sentence as it was (and unread).
 */
export function pseudoCleft(list: Item[], r: Reader): { list: Item[]; extra: Map<NounPhrase, number[]> } {
  const extra = new Map<NounPhrase, number[]>();
  let out = onlyCreatureIs(list, r, extra);
  for (let k = 0; k + 4 < out.length; k++) {
    const head = out[k]!;
    const allWord = head.kind === 'chunk' && has(head.c, 'det')?.det === 'all' && head.to - head.from === 1;
    const onlyCreature = head.kind === 'np' && head.np.kind === 'object' && head.np.det === 'the' && head.np.adjectives.length === 1 && head.np.adjectives[0] === 'only' && (head.np.head === 'creature' || head.np.head === 'blocker') && head.np.power === null && head.np.card === null && head.np.keywords.length === 0 && head.np.colors.length === 0 && head.np.types.length <= 1 && head.np.subtypes.length === 0 && head.np.count === null && !head.np.plural;
    if (!allWord && !onlyCreature) continue;
    const who = out[k + 1]!;
    const have = out[k + 2]!;
    if (who.kind !== 'np' || who.np.kind !== 'player' || have.kind !== 'verb' || (have.v.verb !== 'have' && have.v.verb !== 'control') || have.v.negated || have.v.modal !== null || have.v.passive) continue;
    let m = k + 3;
    const states: Item[] = [];
    while (m < out.length && out[m]!.kind === 'chunk' && CLEFT_STATES.has((has((out[m] as { c: Chunk }).c, 'adj')?.adj as string | undefined) ?? '')) states.push(out[m++]!);
    const be = out[m];
    const what = out[m + 1];
    if (be?.kind !== 'verb' || be.v.verb !== 'be' || be.v.negated || be.v.modal !== null || be.v.passive || what?.kind !== 'np' || what.np.kind !== 'object' || what.np.plural || (what.np.count !== null && what.np.count !== 1)) continue;
    const after = out[m + 2];
    if (after !== undefined && !(after.kind === 'chunk' && (after.c.senses[0]!.kind === 'punct' || after.c.senses[0]!.kind === 'conj'))) continue;
    const dropped: number[] = [];
    for (const x of [head, be]) for (let c = x.from; c < x.to; c++) dropped.push(c);
    extra.set(who.np, dropped);
    out = [...out.slice(0, k), who, have, what, ...states, ...out.slice(m + 2)];
  }
  return { list: out, extra };
}

/** The state words that are a combat verb's -ing form. */
const PROGRESSIVE: ReadonlyMap<string, Verb> = new Map<string, Verb>([
  ['attacking', 'attack'],
  ['blocking', 'block'],
]);

/**
 * "I'm attacking with Baneslayer Angel", "they are blocking with a 2/2": a player said to be "attacking with" or
 * "blocking with" a creature does it (the progressive of "I attack with …"); so does a creature said to be attacking
 * a player or an object, or blocking an object. "is/are" plain only: "my 3/3 is attacking" stays the state of the creature.
 */
export function progressive(list: Item[]): Item[] {
  let out = list;
  for (let k = 0; k + 3 < out.length; k++) {
    const who = out[k]!;
    const be = out[k + 1]!;
    const ing = out[k + 2]!;
    const w = out[k + 3]!;
    if (who.kind !== 'np' || be.kind !== 'verb' || be.v.verb !== 'be' || be.v.negated || be.v.modal !== null || be.v.passive || be.v.perfect || be.v.hypothetical || be.v.card !== null || be.v.inverted) continue;
    if (ing.kind !== 'chunk' || ing.to !== ing.from + 1) continue;
    const verb = PROGRESSIVE.get((has(ing.c, 'adj')?.adj as string | undefined) ?? '');
    if (!verb) continue;
    // "A 5/5 is attacking me", "their 3/3 is attacking my planeswalker", "my 2/2 is blocking their 3/3": a creature
    // said to be attacking someone or blocking something does it — "attacking"/"blocking" with what it acts on right
    // after is the verb's progressive, not a state of the creature (the player attacked was dropped: s44a-39's "me",
    // so the asker's own attacker was guessed; the creature blocked was read as a second size of the blocker).
    const acts = (who.np.kind === 'object' || who.np.kind === 'pronoun') && w.kind === 'np' && (verb === 'attack' ? w.np.kind === 'player' || w.np.kind === 'object' : w.np.kind === 'object' || w.np.kind === 'pronoun');
    if (!acts && (who.np.kind !== 'player' || w.kind !== 'chunk' || has(w.c, 'prep')?.prep !== 'with')) continue;
    const v: VerbInfo = { ...be.v, verb, chunks: [...be.v.chunks, ing.from], text: `${be.v.text} ${ing.c.text}` };
    out = [...out.slice(0, k + 1), { kind: 'verb', v, from: be.from, to: ing.to }, ...out.slice(k + 3)];
  }
  return out;
}

/**
 * "Had my creature had first strike, would it survive?", "Had it been a 4/4, …", "Had the 1/1 had deathtouch,
 * …": a condition said by putting "had" before its subject (an inverted conditional) is read as the "if" it
 * stands for — "If my creature had had first strike, …" — never as a question "does it have first strike?"
 * asked of the story as told (red team s15). Only that exact order is read: "had" opening the sentence (or a
 * clause after a comma or "but"), not negated, then a noun phrase, then a verb group, then a comma before the
 * rest of a question. The "had" becomes the condition's subordinator; the verb after the subject gets the
 * perfect it had in the "if" form ("had had", "had dealt").
 */
export function invertedCondition(list: Item[], chunks: readonly Chunk[], question: boolean): Item[] {
  if (!question) return list;
  let out = list;
  for (let k = 0; k + 2 < out.length; k++) {
    const had = out[k]!;
    const prev = out[k - 1];
    const opens = k === 0 || (prev?.kind === 'chunk' && (has(prev.c, 'punct')?.char === ',' || has(prev.c, 'conj')?.conj === 'but'));
    if (!opens || had.kind !== 'verb' || had.v.verb !== 'have' || had.v.negated || had.v.modal !== null || had.v.passive || had.v.card !== null || !/^had$/i.test(had.v.text.trim())) continue;
    const subj = out[k + 1]!;
    const verb = out[k + 2]!;
    if (subj.kind !== 'np' || !(subj.np.kind === 'object' || subj.np.kind === 'pronoun' || subj.np.kind === 'player') || verb.kind !== 'verb' || verb.v.modal !== null) continue;
    const comma = out.findIndex((x, m) => m > k + 2 && x.kind === 'chunk' && has(x.c, 'punct')?.char === ',');
    if (comma < 0 || comma + 1 >= out.length) continue;
    const word = chunks[had.from];
    if (!word || had.to !== had.from + 1) continue;
    const sub: Item = { kind: 'chunk', c: { ...word, senses: [{ kind: 'sub', sub: 'if' }] }, from: had.from, to: had.to };
    const perfect = verb.v.verb !== 'be' && !verb.v.passive;
    out = [...out.slice(0, k), sub, subj, { ...verb, v: { ...verb.v, perfect } }, ...out.slice(k + 3)];
  }
  return out;
}

/**
 * "A 1/1 creature has a -1/-1 counter and a +1/+1 counter put on it", "my 2/2 had two +1/+1 counters placed on it":
 * the causative "have" — counters "had put on it" are counters it gets (122.1), as "gets a -1/-1 counter and a +1/+1
 * counter" says. Only that exact shape: "have" (not negated, no modal, no passive), then counters (joined by "and" or
 * ","), then "put"/"placed" (neither passive nor negated), "on"/"onto" and "it"/"itself"/"them" — what had them put on
 * it is the subject itself. The "have" becomes "get" (its tense and perfect kept: "has had … put on it" stands), and
 * the words "put on it" are read as part of that verb.
 */
export function causativeCounters(list: Item[], r: Reader): Item[] {
  let out = list;
  for (let k = 0; k < out.length; k++) {
    const have = out[k]!;
    if (have.kind !== 'verb' || have.v.verb !== 'have' || have.v.negated || have.v.modal !== null || have.v.passive || have.v.card !== null) continue;
    let m = k + 1;
    const counters: NounPhrase[] = [];
    const joins: number[] = [];
    for (; m < out.length; m++) {
      const x = out[m]!;
      // (Some counters may already be one list: "a +1/+1 counter, a -1/-1 counter and …".)
      const parts = x.kind === 'np' ? (x.np.kind === 'list' && x.np.conj === 'and' ? x.np.items : [x.np]) : [];
      if (parts.length > 0 && parts.every((p) => p.kind === 'amount' && p.noun === 'counter' && p.counter !== null)) {
        counters.push(...parts);
        if (x.kind === 'np' && x.np.kind === 'list') joins.push(...x.np.chunks);
      }
      else if (x.kind === 'chunk' && counters.length > 0 && (has(x.c, 'conj')?.conj === 'and' || has(x.c, 'punct')?.char === ',')) joins.push(x.from);
      else break;
    }
    const put = out[m];
    const on = out[m + 1];
    const it = out[m + 2];
    if (counters.length === 0 || put?.kind !== 'verb' || put.v.verb !== 'put' || put.v.passive || put.v.negated || put.v.modal !== null || put.v.card !== null || put.to !== put.from + 1) continue;
    if (on?.kind !== 'chunk' || !['on', 'onto'].includes(has(on.c, 'prep')?.prep ?? '') || it?.kind !== 'np' || it.np.kind !== 'pronoun' || !['it', 'itself', 'them'].includes(it.np.word.toLowerCase())) continue;
    const v: VerbInfo = { ...have.v, verb: 'get', chunks: [...have.v.chunks, put.from, on.from, ...it.np.chunks] };
    const first = counters[0]!;
    const last = counters[counters.length - 1]!;
    const np: NounPhrase = counters.length === 1 ? first : { kind: 'list', items: counters, conj: 'and', chunks: joins, start: first.start, end: last.end, text: r.text.slice(first.start, last.end) };
    out = [...out.slice(0, k), { ...have, v }, { kind: 'np', np, from: out[k + 1]!.from, to: out[m - 1]!.to }, ...out.slice(m + 3)];
  }
  return out;
}
