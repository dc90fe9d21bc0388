/** English verb groups: auxiliaries, negation, the verb and the passive ('is blocked', 'gets Shocked'), and the cards a verb names. */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { CardRef, VerbInfo } from '../clause.ts';
import type { Aux, Sense, Verb } from '../senses.ts';
import type { Reader } from './phrases.ts';
import { at } from './phrase-reader.ts';

/** Irregular past participles that make a passive after be/get. */
export const PARTICIPLES = /(?:ed|en|dealt|hit|cast|put|got|shot|struck|held|paid|built|left|lost|won|made|set|cut|bound|bitten|done|given|taken|chosen|shown|drawn|thrown|swung|stolen|blocked)$/i;

function cardRef(s: Extract<Sense, { kind: 'card' }>): CardRef {
  return { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) };
}

/**
 * Game verbs that say an effect done to an object — not an action a player takes by the rules ("sacrifice",
 * "attack"), nor one players say of an object's own ability ("I regenerate my River Boa" activates its
 * regeneration ability, 701.19a: never the card Regenerate).
 */
const EFFECT_VERBS: ReadonlySet<Verb> = new Set<Verb>(['kill', 'destroy', 'exile', 'flicker', 'remove', 'bounce', 'return', 'tap', 'untap', 'steal', 'counter', 'copy', 'pump', 'deal']);

export function isSpellCard(typeLine: string): boolean {
  return /\b(?:Instant|Sorcery)\b/.test(typeLine);
}

type Time = Extract<Sense, { kind: 'time' }>['time'];

/** A verb group read: the verb, where the group ends, and the time words said inside it ("has already dealt"). */
type VerbRead = { v: VerbInfo; next: number; times: Time[] };

/** The auxiliaries read so far from chunk i: up to j, with the negation and time words among them and their chunks. */
interface AuxGroup {
  i: number;
  j: number;
  auxes: Aux[];
  negated: boolean;
  times: Time[];
  chunks: number[];
}

/** A verb group at chunk i: auxiliaries, negation, adverbs, the verb (or a card used as one). */
export function readVerb(r: Reader, i: number, allowCard: boolean, playerSubject = false): VerbRead | null {
  const g: AuxGroup = { i, j: i, auxes: [], negated: false, times: [], chunks: [] };
  for (let guard = 0; guard < 8; guard++) {
    const c = at(r, g.j);
    if (!c) break;
    const got = haveGot(r, c, g);
    if (got) return got;
    if (!readAuxWord(r, c, g)) break;
  }
  return readMainVerb(r, g, allowCard, playerSubject);
}

/** The modal among the auxiliaries ("can", "would", "must"), if any. */
const modalOf = (auxes: readonly Aux[]): Aux | null => auxes.find((a) => a !== 'be' && a !== 'have' && a !== 'do' && a !== 'get') ?? null;

/**
 * "I've got Glorious Anthem out", "they have got a 2/2", "she's got three cards": "have got" is "have" (possession), not
 * the verb "get" ("got blocked" and "have got to" are left to the rest). ("it's got": the tokeniser may read that "'s" as
 * "is"; before "got" it is "has".)
 */
function haveGot(r: Reader, c: Chunk, g: AuxGroup): VerbRead | null {
  if ((has(c, 'verb')?.verb !== 'have' && has(c, 'aux')?.aux !== 'have' && !/^['’]s$/i.test(c.text)) || g.negated) return null;
  const got = at(r, g.j + 1);
  const after = at(r, g.j + 2);
  if (!got || !/^got$/i.test(got.text) || (has(after, 'verb') && PARTICIPLES.test(after!.text)) || has(after, 'prep')?.prep === 'to') return null;
  const a = r.chunks[g.i]!;
  g.chunks.push(g.j, g.j + 1);
  return { v: { verb: 'have', passive: false, negated: g.negated, modal: modalOf(g.auxes), perfect: false, hypothetical: false, card: null, chunks: g.chunks, text: r.text.slice(a.start, got.end) }, next: g.j + 2, times: g.times };
}

/** One word among the auxiliaries at g.j (an auxiliary, "not", "still", "already", "get to"): read into g, or false when it is none. */
function readAuxWord(r: Reader, c: Chunk, g: AuxGroup): boolean {
  const first = c.senses[0]!;
  const aux = has(c, 'aux');
  const take = (n: number): boolean => {
    for (let k = 0; k < n; k++) g.chunks.push(g.j++);
    return true;
  };
  // "I've had Grizzly Bears since last turn", "they have controlled it since their last turn": "have" before the
  // participle of have/control (had, controlled, owned) is the perfect's auxiliary, never a second possession.
  const heldSince = first.kind === 'verb' && first.verb === 'have' && !aux && /^(?:had|controlled|owned)$/i.test(at(r, g.j + 1)?.text ?? '');
  if (heldSince) {
    g.auxes.push('have');
    return take(1);
  }
  // An auxiliary ("be" in "can be blocked", "has" in "has been dealt"), or a verb that is also one.
  if (first.kind === 'aux' || (aux && (aux.aux === 'be' || aux.aux === 'have' || aux.aux === 'do') && first.kind === 'verb' && (first.verb === 'have' || first.verb === 'be'))) {
    g.auxes.push(aux!.aux);
    return take(1);
  }
  if (first.kind === 'neg') {
    g.negated = true;
    return take(1);
  }
  // "does the 2/3 get to deal damage", "do I get to keep it": "get to" + a verb is "can".
  if (first.kind === 'verb' && first.verb === 'get' && has(at(r, g.j + 1), 'prep')?.prep === 'to' && at(r, g.j + 2)?.senses[0]?.kind === 'verb') {
    g.auxes.push('can');
    return take(2);
  }
  if (first.kind === 'adj' && (first.adj === 'still' || first.adj === 'only')) return take(1);
  const afterAux = g.auxes.length > 0;
  if (first.kind === 'time' && (first.time === 'already' || first.time === 'again' || first.time === 'now' || first.time === 'first' || first.time === 'finally' || first.time === 'later') && afterAux) {
    g.times.push(first.time);
    return take(1);
  }
  return afterAux && (first.kind === 'filler' || (first.kind === 'conj' && first.conj === 'also')) ? take(1) : false;
}

/** Makes the verb read: the verb v, said from g.i to end. */
type MakeVerb = (v: Verb, passive: boolean, cardUsed: CardRef | null, end: number, perfect?: boolean) => VerbRead;

/** The verb after the auxiliaries g (or a card used as one); with none, the auxiliaries alone ("is a 4/4", "Can I…"). */
function readMainVerb(r: Reader, g: AuxGroup, allowCard: boolean, playerSubject: boolean): VerbRead | null {
  const { j, auxes } = g;
  const c = at(r, j);
  // "has flying": a keyword after "have" is what is had, not the verb "fly".
  // "Does Murder have any effect?", "does Shock kill it?": a card's name right after an auxiliary, with a verb
  // after it, is the subject of that verb — not the card's name read as a verb ("murder").
  const cardSubject = auxes.length > 0 && c?.senses[0]?.kind === 'card' && at(r, j + 1)?.senses[0]?.kind === 'verb';
  const verb = c?.senses[0]?.kind === 'keyword' || cardSubject ? undefined : has(c, 'verb');
  const card = has(c, 'card');
  // ("stays home", "holds back": the act not done, as "doesn't attack".)
  if (verb?.not === true) g.negated = !g.negated;
  const mk: MakeVerb = (v, passive, cardUsed, end, perfect = false) => makeVerb(r, g, verb?.not === true && v === verb.verb, v, passive, cardUsed, end, perfect);
  // "they are Shocking my 2/2", "my opponent is murdering my Terror": a card's name in the -ing form after "be"
  // is the card cast (progressive, active), as "they Shock my 2/2" is — never a passive, nor a bare destroy.
  const progressive = card !== undefined && card.verbed && auxes.length > 0 && auxes.every((a) => a === 'be') && /ing$/i.test(c!.text);
  // ("Am I allowed to put all 5 on it?", "are you able to put …": "be" before "allowed to" / "able to" is that modal's,
  // never a passive of the verb after it.)
  const beModal = auxes.includes('be') && auxes.slice(auxes.lastIndexOf('be') + 1).some((a) => a === 'can' || a === 'must');
  const beOrGet = ((auxes.includes('be') && !beModal) || auxes.includes('get')) && !progressive;
  const cardOk = allowCard || progressive;
  // "I murder their 2/2", "they exiled my Angel", "can I murder it?": a word that is both a game verb
  // done to an object and the name of an instant or sorcery, said by a player with an object after it,
  // may name that card (a target restriction, 115.1, then matters: hexproof, 702.11b). It is read as
  // casting the card, the verb kept with it: the questions layer answers only when the card's effect is
  // what the verb says and asks back otherwise (questions/answer.ts cardOrVerb) — never the verb silently.
  if (verb && card && cardOk && playerSubject && !beOrGet && EFFECT_VERBS.has(verb.verb) && isSpellCard(card.typeLine) && followsTarget(r, j + 1)) {
    return mk('cast', false, { ...cardRef(card), saidAs: { word: c!.text, verb: verb.verb } }, j + 1);
  }
  if (verb && (c!.senses[0]!.kind === 'verb' || !card || !cardOk)) return readVerbWord(r, g, c!, verb.verb, beOrGet, mk);
  // "if I Man-o'-War their token", "they Flametongue my 4/4": a permanent's name said as a verb by the player right
  // before it, with a target after it, is that card cast, its enters ability aimed at the target — as "I cast Man-o'-War
  // targeting …" reads (the questions layer checks that the card has such an ability, and refuses when it hasn't).
  // ("they evoke Mulldrifter", "I kick Goblin Ruinblaster": a cost said as a verb right before it, castoption.ts — casting it.)
  const costVerbed = r.chunks[j - 1]?.senses[0]?.kind === 'cast-option' && /^(?:evoke[sd]?|kicks?|overloads?)$/i.test(r.chunks[j - 1]!.text);
  const permanentVerb = card !== undefined && playerSubject && auxes.length === 0 && card.typeLine !== '' && !/\bLand\b/.test(card.typeLine) && (followsTarget(r, j + 1) || costVerbed);
  if (card && cardOk && (card.verbed || isSpellCard(card.typeLine) || /Aura/.test(card.typeLine) || permanentVerb)) {
    // "I Shock the 2/2", "gets Shocked", "they Counterspell it": casting that card.
    return mk('cast', beOrGet && (card.verbed || PARTICIPLES.test(c!.text)), cardRef(card), j + 1);
  }
  return auxiliariesAlone(r, g, mk);
}

/** The verb v said at g.j with the auxiliaries g, from g.i to end (notDone: "stays home", the act not done). */
function makeVerb(r: Reader, g: AuxGroup, notDone: boolean, v: Verb, passive: boolean, cardUsed: CardRef | null, end: number, perfect: boolean): VerbRead {
  const a = r.chunks[g.i]!;
  const b = r.chunks[end - 1]!;
  for (let k = g.j; k < end; k++) g.chunks.push(k);
  const hypothetical = g.auxes.includes('would') || g.auxes.includes('could') || g.auxes.includes('might');
  const ongoing = !passive && end > g.j && g.auxes[g.auxes.length - 1] === 'be' && /ing$/i.test(b.text) ? { progressive: true as const } : {};
  return { v: { verb: v, passive, negated: g.negated, modal: modalOf(g.auxes), perfect, hypothetical, card: cardUsed, ...(notDone ? { notDone: true as const } : {}), ...ongoing, chunks: g.chunks, text: r.text.slice(a.start, b.end) }, next: end, times: g.times };
}

/** A verb word v at g.j (c): "got blocked", "gets Shocked", "is blocked", "was dealt" (the passive), or the verb as said. */
function readVerbWord(r: Reader, g: AuxGroup, c: Chunk, verb: Verb, beOrGet: boolean, mk: MakeVerb): VerbRead {
  const { j, auxes } = g;
  if (verb === 'get') {
    // "gets blocked", "got exiled", "gets chump blocked": get + participle is a passive.
    const nxt = at(r, j + 1);
    const v2 = has(nxt, 'verb');
    const c2 = has(nxt, 'card');
    if (v2 && nxt && PARTICIPLES.test(nxt.text)) return mk(v2.verb, true, null, j + 2);
    if (c2 && (c2.verbed || PARTICIPLES.test(nxt!.text))) return mk('cast', true, cardRef(c2), j + 2);
    if (has(nxt, 'adj')?.adj === 'unblocked') return mk('unblocked', false, null, j + 2);
  }
  // "6/6 trample blocked by a 2/3": a participle followed by "by" is a passive even without "is".
  const byNext = has(at(r, j + 1), 'prep')?.prep === 'by';
  const passive = (beOrGet || (auxes.length === 0 && byNext)) && PARTICIPLES.test(c.text) && c.text.toLowerCase() !== 'got';
  const perfect = auxes.includes('have') && !beOrGet;
  return mk(verb, passive, null, j + 1, perfect);
}

/** No verb after the auxiliaries: "is a 4/4", "has flying", "Can I…" (the verb comes later); null with no auxiliary either. */
function auxiliariesAlone(r: Reader, g: AuxGroup, mk: MakeVerb): VerbRead | null {
  const { auxes, j } = g;
  if (auxes.length === 0) return null;
  const last = auxes[auxes.length - 1]!;
  if (last === 'be' || last === 'have') return mk(last, false, null, j);
  const a = r.chunks[g.i]!;
  const hypothetical = auxes.includes('would') || auxes.includes('could') || auxes.includes('might');
  return { v: { verb: 'be', passive: false, negated: g.negated, modal: modalOf(auxes) ?? last, perfect: false, hypothetical, card: null, chunks: g.chunks, text: r.text.slice(a.start, r.chunks[j - 1]!.end) }, next: j, times: g.times };
}

/** True when a target follows: a noun phrase, or "on"/"at"/"targeting" (telegraphic "disfigure on a 2/2"). */
export function followsTarget(r: Reader, i: number): boolean {
  const c = i < r.end ? r.chunks[i] : undefined;
  if (!c) return false;
  // "I remove a counter", "he removed all three +1/+1 counters": a counter is no object or player a spell could target
  // (115.1, 122.1) — the word is the verb, never a card named so ("Remove").
  for (let k = i; k < Math.min(r.end, i + 5); k++) {
    const x = r.chunks[k]!.senses;
    if (x.some((y) => y.kind === 'thing-noun' && y.noun === 'counter') && (k > i || !x.some((y) => y.kind === 'verb'))) return false;
    if (!x.some((y) => y.kind === 'det' || y.kind === 'number' || y.kind === 'ptmod' || y.kind === 'pt' || y.kind === 'pronoun')) break;
  }
  const s = c.senses[0]!;
  if (s.kind === 'prep') return s.prep === 'on' || s.prep === 'at' || s.prep === 'targeting';
  // ("I bolt face": the player's face, a target as a player is, 115.1.)
  if (s.kind === 'thing-noun' && s.noun === 'face') return true;
  return s.kind === 'det' || s.kind === 'player' || s.kind === 'pronoun' || s.kind === 'pt' || s.kind === 'card' || s.kind === 'number' || s.kind === 'color' || s.kind === 'keyword';
}
