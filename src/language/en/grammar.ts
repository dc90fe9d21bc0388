/**
 * English sentences and clauses. A sentence ends at . ? ! ; — or =; it is a question when it ends
 * with "?" or starts with a question word or an auxiliary ("Can…", "Does…", "How much…").
 * Within a sentence, noun phrases and verb groups (auxiliaries, negation, the verb, and the
 * passive of "is blocked" / "gets Shocked") are read first; then clauses are cut at subordinators
 * ("if", "when", "after", "before") and at "and"/"then"/","/"but" when a verb follows, and each
 * clause's roles are filled by word order: the noun phrase before the verb is its subject (a
 * clause without one shares the previous clause's: "attacks and is blocked by…"), the first one
 * after it its object, and prepositions mark the rest ("by", "with", "to", "on", "targeting").
 */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { CardRef, Clause, NounPhrase, Sentence, VerbInfo } from '../clause.ts';
import { clausePhrases, emptyClause, phraseChunks } from '../clause.ts';
import type { Aux, Sense, Verb } from '../senses.ts';
import type { Reader } from './phrases.ts';
import { readNounPhrase } from './phrases.ts';
import { markRelative, priorRelativesFirst } from './relatives.ts';

type Item =
  | { kind: 'np'; np: NounPhrase; from: number; to: number }
  | { kind: 'verb'; v: VerbInfo; from: number; to: number }
  | { kind: 'chunk'; c: Chunk; from: number; to: number };

const SENTENCE_END = new Set(['.', '?', '!', ';', '—', '–', '=', ':']);
/** Irregular past participles that make a passive after be/get. */
const PARTICIPLES = /(?:ed|en|dealt|hit|cast|put|got|shot|struck|held|paid|built|left|lost|won|made|set|cut|bound|bitten|done|given|taken|chosen|shown|drawn|thrown|swung|stolen|blocked)$/i;

function cardRef(s: Extract<Sense, { kind: 'card' }>): CardRef {
  return { name: s.name, display: s.display, typeLine: s.typeLine, ...(s.options ? { options: s.options } : {}) };
}

/**
 * Game verbs that say an effect done to an object — not an action a player takes by the rules ("sacrifice",
 * "attack"), nor one players say of an object's own ability ("I regenerate my River Boa" activates its
 * regeneration ability, 701.19a: never the card Regenerate).
 */
const EFFECT_VERBS: ReadonlySet<Verb> = new Set<Verb>(['kill', 'destroy', 'exile', 'flicker', 'remove', 'bounce', 'return', 'tap', 'untap', 'steal', 'counter', 'copy', 'pump', 'deal']);

function isSpellCard(typeLine: string): boolean {
  return /\b(?:Instant|Sorcery)\b/.test(typeLine);
}

/** True when a verb comes before the closing parenthesis after `from`. */
function hasVerbBefore(chunks: readonly Chunk[], from: number): boolean {
  for (let k = from; k < chunks.length; k++) {
    if (has(chunks[k], 'punct')?.char === ')') return false;
    const s = chunks[k]!.senses[0]!;
    if (s.kind === 'verb' || s.kind === 'aux') return true;
  }
  return false;
}

interface SentenceSpan {
  from: number;
  to: number;
  question: boolean;
  /** Parenthesised asides inside it ([open, close] chunk ranges), read as sentences of their own. */
  skips?: [number, number][];
  /** For an aside: the last chunk before its "(" ("Torbran (it's been out since last turn)"). */
  before?: number;
}

/** Splits chunks into sentences: [from, to) plus whether it asks. */
function sentences(chunks: readonly Chunk[]): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let from = 0;
  let depth = 0;
  // An aside in the middle of a sentence ("My opponent (who has no creatures) casts Wrath of God"):
  // the sentence goes on after it, and the aside is read right after the sentence.
  let open: number | null = null;
  let skips: [number, number][] = [];
  let asides: SentenceSpan[] = [];
  const aside = (a: number, b: number): void => {
    let to = b;
    let question = false;
    while (to > a + 1 && SENTENCE_END.has(has(chunks[to - 1], 'punct')?.char ?? '')) {
      question ||= has(chunks[to - 1], 'punct')?.char === '?';
      to--;
    }
    if (to > a + 1) asides.push({ from: a + 1, to, question, before: a - 1 });
    skips.push([a, b]);
  };
  const flush = (to: number, question: boolean): void => {
    if (to > from) out.push({ from, to, question, ...(skips.length > 0 ? { skips } : {}) });
    out.push(...asides);
    skips = [];
    asides = [];
  };
  let standalone = false;
  for (let i = 0; i < chunks.length; i++) {
    const p = has(chunks[i], 'punct')?.char;
    if (open !== null) {
      if (p === ')') {
        aside(open, i);
        open = null;
      }
      continue;
    }
    // A parenthesis that says something of its own ("(it survives)", "(I'd target my opponent.)") is a
    // sentence; one that only adds words to a noun phrase ("(pro red)", "(no trample)") is not.
    if (p === '(' && depth === 0 && hasVerbBefore(chunks, i + 1)) {
      if (i > from) {
        open = i;
        continue;
      }
      standalone = true;
      from = i + 1;
      continue;
    }
    if (p === ')' && depth === 0) {
      if (standalone || i > from) flush(i, false);
      standalone = false;
      from = i + 1;
      continue;
    }
    if (p === '(') depth++;
    if (p === ')') depth = Math.max(0, depth - 1);
    // "… says 'Creatures you control get +1/+1.' My 2/2 …": the quote ends the sentence.
    const q = has(chunks[i], 'quote');
    if (q && /[.!?]$/.test(q.text) && depth === 0 && i + 1 < chunks.length && /^[A-Z]/.test(chunks[i + 1]!.text)) {
      flush(i + 1, false);
      from = i + 1;
      continue;
    }
    // "My Llanowar Elves, which has two +1/+1 counters on it, blocks …", "I attack with my 2/2, which is
    // wearing Bonesplitter.": a relative clause between commas tells something of what comes right before
    // it, like an aside in parentheses. (One closed by "?" is a question — "a 2/2 and a 3/3, which dies?" —
    // and one with no verb right after "which"/"who" is no relative clause.)
    if (p === ',' && depth === 0 && i > from && relativeWord(chunks[i + 1]) && has(chunks[i + 1], 'sub')?.sub !== 'that' && !has(chunks[i - 1], 'punct')) {
      const next = chunks[i + 2]?.senses[0]?.kind;
      let j = i + 2;
      while (j < chunks.length && !isCut(has(chunks[j], 'punct')?.char)) j++;
      const close = has(chunks[j], 'punct')?.char;
      // ("Can my 2/2, which has Rancor on it, …?" / "Can I attack with my 2/2, which has Rancor on it?":
      // in a sentence that asks from its first word, the "?" closes the sentence, not the relative.)
      const asks = chunks[from]?.senses[0]?.kind === 'aux' || chunks[from]?.senses[0]?.kind === 'wh';
      if ((next === 'verb' || next === 'aux') && (close !== '?' || asks) && j > i + 2) {
        if (close === ',') {
          aside(i, j);
          i = j;
          continue;
        }
        // Closed by the sentence's end: the "." still ends the sentence.
        asides.push({ from: i + 1, to: j, question: false, before: i - 1 });
        skips.push([i, j - 1]);
        i = j - 1;
        continue;
      }
    }
    if (p && SENTENCE_END.has(p) && depth === 0) {
      // ("a + b = what p/t?": the "=" ends a statement; the question follows it.)
      if (i > from) flush(i, p === '?');
      else if (p === '?' && out.length > 0) out[out.length - 1]!.question = true;
      from = i + 1;
    }
  }
  if (open !== null) aside(open, chunks.length);
  flush(chunks.length, false);
  for (const s of out) {
    const first = chunks[s.from]!;
    const lead = first.senses[0]!;
    // "(who has no creatures)", "(which has flying)": an aside about what comes before it tells, never asks.
    if (s.before !== undefined && relativeWord(first)) continue;
    // "Can a creature…", "Does…", "How much…", "Is it legal…": a question without its "?".
    if (!s.question && (lead.kind === 'wh' || (lead.kind === 'aux' && lead.aux !== 'be' && lead.aux !== 'have') || (lead.kind === 'aux' && lead.aux === 'be' && chunks[s.from + 1] && !has(chunks[s.from + 1], 'prep')))) s.question = true;
    if (!s.question && chunks.slice(s.from, s.to).some((c) => has(c, 'yes-no') && c.senses[0]!.kind === 'yes-no')) s.question = true;
    // "if i bolt their creature does it die", "when it blocks does it survive": a sentence opened by a condition whose main
    // clause is asked with "do" before its subject — a question without its "?", never the statement "it dies".
    if (!s.question && lead.kind === 'sub' && chunks.slice(s.from + 1, s.to).some((c, k) => invertedDo(c, chunks[s.from + k], chunks[s.from + k + 2]))) s.question = true;
    // "if my 2/2 is blocked by a 3/3 what happens", "when it attacks how much damage do they take": a condition
    // followed by a question word heading its main clause — the verb or auxiliary right after it — asks, without its "?".
    // ("who"/"which" may open a relative clause of the noun before them: not read so.)
    if (!s.question && (lead.kind === 'sub' && (lead.sub === 'if' || lead.sub === 'when')) && chunks.slice(s.from + 2, s.to).some((c, k) => whOnly(c) && whHeadsClause(chunks[s.from + 2 + k + 1]))) s.question = true;
    // "rancor on grizzly bears, what p/t and abilities": a question word heads a clause of it.
    // (Not one inside an aside it skips: "My opponent, who has a 2/2, attacks" tells.)
    const skipped = (i: number): boolean => (s.skips ?? []).some(([a, b]) => i >= a && i <= b);
    if (!s.question && chunks.slice(s.from, s.to).some((c, k) => !skipped(s.from + k) && c.senses[0]!.kind === 'wh' && (k === 0 || has(chunks[s.from + k - 1], 'punct') !== undefined || has(chunks[s.from + k - 1], 'conj') !== undefined))) s.question = true;
  }
  return out;
}

/** Where a comma-bounded relative clause stops: a comma, a parenthesis or the sentence's end. */
function isCut(p: string | undefined): boolean {
  return p !== undefined && (p === ',' || p === '(' || p === ')' || SENTENCE_END.has(p));
}

/** "who", "which", "that" opening a relative clause. */
function relativeWord(c: Chunk | undefined): boolean {
  const s = has(c, 'sub')?.sub;
  return s === 'who' || s === 'which' || s === 'that';
}

/** A verb group at chunk i: auxiliaries, negation, adverbs, the verb (or a card used as one). */
function readVerb(r: Reader, i: number, allowCard: boolean, playerSubject = false): { v: VerbInfo; next: number; times: Extract<Sense, { kind: 'time' }>['time'][] } | null {
  let j = i;
  const auxes: Aux[] = [];
  let negated = false;
  const times: Extract<Sense, { kind: 'time' }>['time'][] = [];
  const chunks: number[] = [];
  for (let guard = 0; guard < 8; guard++) {
    const c = j < r.end ? r.chunks[j] : undefined;
    if (!c) break;
    const first = c.senses[0]!;
    const aux = has(c, 'aux');
    // "I've got Glorious Anthem out", "they have got a 2/2", "she's got three cards": "have got" is
    // "have" (possession), not the verb "get" ("got blocked" and "have got to" are left to the rest).
    // ("it's got": the tokeniser may read that "'s" as "is"; before "got" it is "has".)
    if ((has(c, 'verb')?.verb === 'have' || aux?.aux === 'have' || /^['’]s$/i.test(c.text)) && !negated) {
      const got = j + 1 < r.end ? r.chunks[j + 1] : undefined;
      const after = j + 2 < r.end ? r.chunks[j + 2] : undefined;
      if (got && /^got$/i.test(got.text) && !(has(after, 'verb') && PARTICIPLES.test(after!.text)) && has(after, 'prep')?.prep !== 'to') {
        const modal = auxes.find((a) => a !== 'be' && a !== 'have' && a !== 'do' && a !== 'get') ?? null;
        const a = r.chunks[i]!;
        chunks.push(j, j + 1);
        return { v: { verb: 'have', passive: false, negated, modal, perfect: false, hypothetical: false, card: null, chunks, text: r.text.slice(a.start, got.end) }, next: j + 2, times };
      }
    }
    // "I've had Grizzly Bears since last turn", "they have controlled it since their last turn": "have" before the
    // participle of have/control (had, controlled, owned) is the perfect's auxiliary, never a second possession.
    const next = j + 1 < r.end ? r.chunks[j + 1] : undefined;
    const heldSince = first.kind === 'verb' && first.verb === 'have' && !aux && /^(?:had|controlled|owned)$/i.test(next?.text ?? '');
    if (heldSince) {
      auxes.push('have');
      chunks.push(j++);
      continue;
    }
    // An auxiliary ("be" in "can be blocked", "has" in "has been dealt"), or a verb that is also one.
    if (first.kind === 'aux' || (aux && (aux.aux === 'be' || aux.aux === 'have' || aux.aux === 'do') && first.kind === 'verb' && (first.verb === 'have' || first.verb === 'be'))) {
      auxes.push(aux!.aux);
      chunks.push(j++);
      continue;
    }
    if (first.kind === 'neg') {
      negated = true;
      chunks.push(j++);
      continue;
    }
    // "does the 2/3 get to deal damage", "do I get to keep it": "get to" + a verb is "can".
    const toNext = j + 1 < r.end ? r.chunks[j + 1] : undefined;
    const verbAfter = j + 2 < r.end ? r.chunks[j + 2] : undefined;
    if (first.kind === 'verb' && first.verb === 'get' && has(toNext, 'prep')?.prep === 'to' && verbAfter?.senses[0]?.kind === 'verb') {
      auxes.push('can');
      chunks.push(j, j + 1);
      j += 2;
      continue;
    }
    if (first.kind === 'adj' && (first.adj === 'still' || first.adj === 'only')) {
      chunks.push(j++);
      continue;
    }
    if (first.kind === 'filler' && auxes.length > 0) {
      chunks.push(j++);
      continue;
    }
    if (first.kind === 'time' && (first.time === 'already' || first.time === 'again' || first.time === 'now' || first.time === 'first' || first.time === 'finally' || first.time === 'later') && auxes.length > 0) {
      times.push(first.time);
      chunks.push(j++);
      continue;
    }
    if (first.kind === 'conj' && first.conj === 'also' && auxes.length > 0) {
      chunks.push(j++);
      continue;
    }
    break;
  }
  const c = j < r.end ? r.chunks[j] : undefined;
  // "has flying": a keyword after "have" is what is had, not the verb "fly".
  // "Does Murder have any effect?", "does Shock kill it?": a card's name right after an auxiliary, with a verb
  // after it, is the subject of that verb — not the card's name read as a verb ("murder").
  const cardSubject = auxes.length > 0 && c?.senses[0]?.kind === 'card' && (j + 1 < r.end ? r.chunks[j + 1] : undefined)?.senses[0]?.kind === 'verb';
  const verb = c?.senses[0]?.kind === 'keyword' || cardSubject ? undefined : has(c, 'verb');
  const card = has(c, 'card');
  const modal = auxes.find((a) => a !== 'be' && a !== 'have' && a !== 'do' && a !== 'get') ?? null;
  const hypothetical = auxes.includes('would') || auxes.includes('could') || auxes.includes('might');
  const mk = (v: Verb, passive: boolean, cardUsed: CardRef | null, end: number, perfect = false): { v: VerbInfo; next: number; times: typeof times } => {
    const a = r.chunks[i]!;
    const b = r.chunks[end - 1]!;
    for (let k = j; k < end; k++) chunks.push(k);
    return { v: { verb: v, passive, negated, modal, perfect, hypothetical, card: cardUsed, chunks, text: r.text.slice(a.start, b.end) }, next: end, times };
  };
  // "they are Shocking my 2/2", "my opponent is murdering my Terror": a card's name in the -ing form after "be"
  // is the card cast (progressive, active), as "they Shock my 2/2" is — never a passive, nor a bare destroy.
  const progressive = card !== undefined && card.verbed && auxes.length > 0 && auxes.every((a) => a === 'be') && /ing$/i.test(c!.text);
  const beOrGet = (auxes.includes('be') || auxes.includes('get')) && !progressive;
  const cardOk = allowCard || progressive;
  // "I murder their 2/2", "they exiled my Angel", "can I murder it?": a word that is both a game verb
  // done to an object and the name of an instant or sorcery, said by a player with an object after it,
  // may name that card (a target restriction, 115.1, then matters: hexproof, 702.11b). It is read as
  // casting the card, the verb kept with it: the questions layer answers only when the card's effect is
  // what the verb says and asks back otherwise (questions/answer.ts cardOrVerb) — never the verb silently.
  if (verb && card && cardOk && playerSubject && !beOrGet && EFFECT_VERBS.has(verb.verb) && isSpellCard(card.typeLine) && followsTarget(r, j + 1)) {
    return mk('cast', false, { ...cardRef(card), saidAs: { word: c!.text, verb: verb.verb } }, j + 1);
  }
  // "got blocked", "gets Shocked", "is blocked", "was dealt": the passive.
  if (verb && (c!.senses[0]!.kind === 'verb' || !card || !cardOk)) {
    if (verb.verb === 'get' || verb.verb === 'become') {
      // "gets blocked", "got exiled", "gets chump blocked": get + participle is a passive.
      const nxt = j + 1 < r.end ? r.chunks[j + 1] : undefined;
      const v2 = has(nxt, 'verb');
      const c2 = has(nxt, 'card');
      if (verb.verb === 'get' && v2 && nxt && PARTICIPLES.test(nxt.text)) return mk(v2.verb, true, null, j + 2);
      if (verb.verb === 'get' && c2 && (c2.verbed || PARTICIPLES.test(nxt!.text))) return mk('cast', true, cardRef(c2), j + 2);
      if (verb.verb === 'get' && has(nxt, 'adj')?.adj === 'unblocked') return mk('unblocked', false, null, j + 2);
    }
    // "6/6 trample blocked by a 2/3": a participle followed by "by" is a passive even without "is".
    const byNext = has(j + 1 < r.end ? r.chunks[j + 1] : undefined, 'prep')?.prep === 'by';
    const passive = (beOrGet || (auxes.length === 0 && byNext)) && PARTICIPLES.test(c!.text) && c!.text.toLowerCase() !== 'got';
    const perfect = auxes.includes('have') && !beOrGet;
    return mk(verb.verb, passive, null, j + 1, perfect);
  }
  if (card && cardOk && (card.verbed || isSpellCard(card.typeLine) || /Aura/.test(card.typeLine))) {
    // "I Shock the 2/2", "gets Shocked", "they Counterspell it": casting that card.
    return mk('cast', beOrGet && (card.verbed || PARTICIPLES.test(c!.text)), cardRef(card), j + 1);
  }
  if (auxes.length === 0) return null;
  // No verb after the auxiliaries: "is a 4/4", "has flying", "Can I…" (the verb comes later).
  const last = auxes[auxes.length - 1]!;
  if (last === 'be') return mk('be', false, null, j);
  if (last === 'have') return mk('have', false, null, j);
  const a = r.chunks[i]!;
  return { v: { verb: 'be', passive: false, negated, modal: modal ?? last, perfect: false, hypothetical, card: null, chunks, text: r.text.slice(a.start, r.chunks[j - 1]!.end) }, next: j, times };
}

/** Items of one sentence: noun phrases, verb groups, and the other chunks one by one. */
function items(r: Reader, from: number): { items: Item[]; times: Extract<Sense, { kind: 'time' }>['time'][] } {
  const out: Item[] = [];
  const times: Extract<Sense, { kind: 'time' }>['time'][] = [];
  let i = from;
  while (i < r.end) {
    // An aside in parentheses is read as a sentence of its own (sentences()).
    const skip = r.skips?.find(([a]) => a === i);
    if (skip) {
      i = skip[1] + 1;
      continue;
    }
    const c = r.chunks[i]!;
    const first = c.senses[0]!;
    // (An adverb or "wants to" read as filler stands between a subject and its verb: "they just Shock it", "opp wants to Bolt it".)
    const prev = out.findLast((x) => !(x.kind === 'chunk' && x.c.senses[0]!.kind === 'filler'));
    const subjectBefore = prev !== undefined && prev.kind === 'np' && (prev.np.kind === 'player' || prev.np.kind === 'pronoun' || prev.np.kind === 'object');
    const cardAsVerb = has(c, 'card') !== undefined && (subjectBefore || (out.length === 0 && isSpellCard(has(c, 'card')!.typeLine) && followsTarget(r, i + 1)) || castAfterAnd(r, out, i));
    // "I only have…", "It then gets…", "I just cast…": an adverb between the subject and its verb.
    const nextIsVerb = i + 1 < r.end && (r.chunks[i + 1]!.senses[0]!.kind === 'verb' || r.chunks[i + 1]!.senses[0]!.kind === 'aux' || (first.kind === 'filler' && r.chunks[i + 1]!.senses[0]!.kind === 'card'));
    // "once everything resolves", "once it dies": a word that is a number too ("once") is the
    // subordinator when a subject and its verb follow.
    const subSense = has(c, 'sub');
    if (subSense && has(c, 'number') && subjectThenVerb(r, i + 1)) {
      out.push({ kind: 'chunk', c: { ...c, senses: [subSense, ...c.senses.filter((x) => x !== subSense)] }, from: i, to: i + 1 });
      i++;
      continue;
    }
    // "blocked by only one creature": "only" before a number focuses it; the phrase is "one creature".
    const numberNext = i + 1 < r.end && r.chunks[i + 1]!.senses[0]!.kind === 'number';
    if (first.kind === 'adj' && first.adj === 'only' && numberNext) {
      out.push({ kind: 'chunk', c, from: i, to: i + 1 });
      i++;
      continue;
    }
    if (subjectBefore && nextIsVerb && ((first.kind === 'adj' && (first.adj === 'only' || first.adj === 'still')) || (first.kind === 'conj' && (first.conj === 'then' || first.conj === 'also')) || first.kind === 'filler')) {
      out.push({ kind: 'chunk', c, from: i, to: i + 1 });
      i++;
      continue;
    }
    // "can i giant growth …": after a modal and its subject comes the verb, so a card there is used as one.
    const before = out[out.length - 2];
    const afterModal = subjectBefore && before?.kind === 'verb' && before.v.modal !== null && before.v.verb === 'be' && before.v.chunks.length > 0;
    if (first.kind === 'aux' || first.kind === 'verb' || first.kind === 'neg' || (cardAsVerb && (has(c, 'card')!.verbed || followsTarget(r, i + 1) || afterModal || spellAlone(r, i)))) {
      // "have" + noun phrase is possession ("I have Giant Spider"), read as the verb have.
      const v = readVerb(r, i, cardAsVerb, subjectBefore && prev.kind === 'np' && prev.np.kind === 'player');
      if (v && v.next > i) {
        out.push({ kind: 'verb', v: v.v, from: i, to: v.next });
        times.push(...v.times);
        i = v.next;
        continue;
      }
    }
    // A verb the lexicon also knows as a noun ("trigger", "counter", "copy") after a subject.
    if (has(c, 'verb') && subjectBefore && first.kind !== 'verb' && !has(r.chunks[i - 1], 'det') && first.kind !== 'thing-noun' && first.kind !== 'keyword') {
      const v = readVerb(r, i, false);
      if (v) {
        out.push({ kind: 'verb', v: v.v, from: i, to: v.next });
        i = v.next;
        continue;
      }
    }
    const np = readNounPhrase(r, i);
    if (np && np.next > i) {
      // "its base power and toughness": a possessive, a word no lexicon knows, then the property it owns.
      const [p2, p1] = [out[out.length - 2], out[out.length - 1]];
      if (np.np.kind === 'property' && np.np.of === null && p2?.kind === 'np' && p2.np.kind === 'pronoun' && p2.np.word === 'its' && p1?.kind === 'chunk' && p1.c.senses[0]!.kind === 'unknown') {
        out.splice(out.length - 2, 2);
        out.push({ kind: 'np', np: { ...np.np, of: p2.np, chunks: [...p2.np.chunks, p1.from, ...np.np.chunks], start: p2.np.start, text: r.text.slice(p2.np.start, np.np.end) }, from: p2.from, to: np.next });
        i = np.next;
        continue;
      }
      out.push({ kind: 'np', np: np.np, from: i, to: np.next });
      i = np.next;
      continue;
    }
    // A verb that is also a noun ("trigger", "counter"), read as a verb here; never a keyword ("flying").
    if (has(c, 'verb') && first.kind !== 'keyword') {
      const v = readVerb(r, i, false);
      if (v && v.next > i) {
        out.push({ kind: 'verb', v: v.v, from: i, to: v.next });
        i = v.next;
        continue;
      }
    }
    out.push({ kind: 'chunk', c, from: i, to: i + 1 });
    i++;
  }
  return { items: coordinate(r, out), times };
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
  return next === null || next.kind === 'punct' || next.kind === 'conj' || next.kind === 'sub' || next.kind === 'time';
}

/** True when a target follows: a noun phrase, or "on"/"at"/"targeting" (telegraphic "disfigure on a 2/2"). */
function followsTarget(r: Reader, i: number): boolean {
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
  return s.kind === 'det' || s.kind === 'player' || s.kind === 'pronoun' || s.kind === 'pt' || s.kind === 'card' || s.kind === 'number' || s.kind === 'color' || s.kind === 'keyword';
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
    if (isJoin && !floating && prev?.kind === 'np' && nextIt?.kind === 'np' && compatible(prev.np, nextIt.np) && !(verbNext && nextIt.np.kind !== 'object') && !singularNext) {
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
function singularVerb(text: string): boolean {
  const w = (text.trim().split(/\s+/)[0] ?? '').toLowerCase();
  return w === 'is' || w === 'has' || w === 'does' || w === 'was' || (/[^s']s$/.test(w) && w.length > 2);
}

/**
 * One creature named with no size ("one creature", "my creature", "his blocker", "a single creature") and, after a
 * comma, an indefinite size with nothing that could make it another object ("a 2/2", "a 2/2 with lifelink"): the
 * one creature, with that size — null when the two are not that (a list goes on after it: "a creature, a 2/2 and a
 * 3/3" is left as said).
 */
function appositiveSize(a: NounPhrase, b: NounPhrase, comma: number, after: Item | undefined, after2: Item | undefined, after3: Item | undefined): NounPhrase | null {
  if (a.kind !== 'object' || b.kind !== 'object') return null;
  const heads: readonly (string | null)[] = ['creature', 'attacker', 'blocker', 'permanent', 'one'];
  if (!heads.includes(a.head) || a.power !== null || a.card !== null || a.plural || (a.count !== null && a.count !== 1) || a.det === 'each' || a.det === 'all' || a.det === 'every' || a.det === 'no' || a.det === 'any' || a.det === 'which' || a.det === 'what') return null;
  if (b.det !== 'a' || b.power === null || b.toughness === null || b.card !== null || b.owner !== null || b.controlledBy !== null || b.plural || (b.count !== null && b.count !== 1) || b.attachments.length > 0) return null;
  // ("… a creature, a 2/2 and a 3/3": the list goes on — not one creature.)
  const isConj = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses.some((s) => s.kind === 'conj' && (s.conj === 'and' || s.conj === 'or' || s.conj === 'plus'));
  const isComma = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]!.kind === 'punct';
  const goesOn = isConj(after) ? after2 : isComma(after) && isConj(after2) ? after3 : undefined;
  if (goesOn?.kind === 'np' && goesOn.np.kind === 'object') return null;
  const uniq = <T,>(xs: readonly T[]): T[] => [...new Set(xs)];
  return {
    ...a,
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

function startsClause(list: readonly Item[], k: number): 'subject' | 'verb' | null {
  const a = list[k];
  const b = list[k + 1];
  if (!a) return null;
  if (a.kind === 'verb') return 'verb';
  if (a.kind === 'np' && b?.kind === 'verb' && (a.np.kind === 'object' || a.np.kind === 'player' || a.np.kind === 'pronoun' || a.np.kind === 'list' || a.np.kind === 'property')) return 'subject';
  // "… and I only have one untapped creature": an adverb between them; "… and they in response cast
  // X", "… and they respond by casting X": a time phrase between them.
  if (a.kind === 'np' && b?.kind === 'chunk' && list[k + 2]?.kind === 'verb' && ['adj', 'conj', 'filler', 'time'].includes(b.c.senses[0]!.kind)) return 'subject';
  // "then attacked with my 1/1": a time word, then a verb.
  if (a.kind === 'chunk' && a.c.senses[0]!.kind === 'time' && b?.kind === 'verb') return 'verb';
  // "…, no blocks": the determiner "no" before a verb-looking word is that word as a noun ("no blocks",
  // "no attacks") — a clause of its own whose subject is the "no", never the one before shared with it.
  if (a.kind === 'chunk' && a.c.senses.some((x) => x.kind === 'det' && x.det === 'no') && b?.kind === 'verb' && b.v.modal === null && !b.v.passive) return 'subject';
  if (a.kind === 'chunk' && a.c.senses[0]!.kind === 'time' && b?.kind === 'np' && list[k + 2]?.kind === 'verb') return 'subject';
  // "… and there are no other creatures": an existential "there" before "be" (its subject follows the verb).
  if (a.kind === 'chunk' && /^there$/i.test(a.c.text) && b?.kind === 'verb' && b.v.verb === 'be') return 'subject';
  // "…, and then in my second main phase he Shocks my 2/2", "… and during his end step I …": a point of the turn said
  // first, then a subject and its verb — the clause is theirs (its "my" names whose phase it is, never who acts; red
  // team s20b: the asker was made the caster and the attack told after the main phase).
  const turnPoint = a.kind === 'chunk' && ['in', 'during', 'on', 'at'].includes(has(a.c, 'prep')?.prep ?? '');
  if (turnPoint) {
    let j = k + 1;
    if (list[j]?.kind === 'chunk' && (list[j] as Extract<Item, { kind: 'chunk' }>).c.senses[0]!.kind === 'player') j++;
    const t = list[j];
    if (t?.kind === 'chunk' && t.c.senses[0]!.kind === 'time' && list[j + 1]?.kind === 'np' && list[j + 2]?.kind === 'verb') return 'subject';
  }
  return null;
}

/** An auxiliary group with no verb of its own ("Does", "Can", "is", "Will"): the verb comes later. */
function auxOnly(it: Item | undefined): boolean {
  return it?.kind === 'verb' && it.v.verb === 'be' && it.v.modal !== null;
}

function isCopula(it: Item | undefined): boolean {
  return it?.kind === 'verb' && (it.v.verb === 'be' || it.v.verb === 'have') && !it.v.passive && it.v.card === null;
}

interface Pending {
  modal: Aux | null;
  negated: boolean;
  be: boolean;
  chunks: number[];
}

/** Cuts a sentence's items into clauses and fills their roles. */
function clauses(r: Reader, list: Item[], sentence: number, question: boolean, shared: { lastSubject: NounPhrase | null }): Clause[] {
  const out: Clause[] = [];
  let cur = emptyClause(sentence, question);
  let pendingPrep: { prep: Extract<Sense, { kind: 'prep' }>['prep']; chunk: number } | null = null;
  let pendingAux: Pending | null = null;
  let lastSubject: NounPhrase | null = shared.lastSubject;
  // "The bear they stole with Control Magic dies", "Can the creature I equipped attack?": a relative clause
  // with no "that" (or with it) whose gap is the object; the noun phrase before it is what its verb acts on,
  // and the subject of the verb after it. `relative` holds it (and an auxiliary said before it) until then.
  let relative: { head: NounPhrase; aux: Pending | null } | null = null;
  // The auxiliary said before a subject that a relative clause follows, held for the main verb after it.
  let subjectRelativeAux: { aux: Pending; wh: Clause['wh']; asked: NounPhrase | null } | null = null;
  // "Lightning Bolt on my opponent's 2/2 blocking my 3/3": a state said by a participle after a noun
  // phrase, told as a clause of its own before the clause it was said in (as 「3/3をブロックしている2/2」 is).
  const states: Clause[] = [];
  // The clause "so" began ("…, so it's an 8/8"): a conclusion when it says a state (Clause.reason).
  let soClause: Clause | null = null;
  // Question clauses said with no verb of their own before "and" and another question word (whGap below).
  const gapped = new Set<Clause>();
  const close = (): void => {
    if (cur === soClause && cur.verb && (cur.verb.verb === 'be' || cur.verb.verb === 'have') && cur.verb.modal === null && !cur.verb.passive && !cur.wh) cur.reason = true;
    if (pendingAux && !cur.verb) {
      // "Is it indestructible?", "Can it?": the auxiliary was the verb after all.
      cur.verb = { verb: pendingAux.be ? 'be' : 'be', passive: false, negated: pendingAux.negated, modal: pendingAux.modal, perfect: false, hypothetical: false, card: null, chunks: pendingAux.chunks, text: '' };
    }
    pendingAux = null;
    if (cur.verb || cur.subject || cur.object || cur.chunks.length > 0) {
      // "…; blocked by a 2/2": a participle with no subject shares the previous one.
      if (!cur.subject && cur.verb && cur.verb.passive && !question && lastSubject) cur.subject = lastSubject;
      if (cur.subject) lastSubject = cur.subject;
      shared.lastSubject = lastSubject;
      out.push(...states.splice(0), cur);
    }
    cur = emptyClause(sentence, question);
    pendingPrep = null;
  };
  const take = (from: number, to: number): void => {
    for (let k = from; k < to; k++) cur.chunks.push(k);
  };
  for (let k = 0; k < list.length; k++) {
    const it = list[k]!;
    // "Attacking with Gifted Aetherborn, they double block with two Bears", "Blocking with my 2/2, I …": a
    // participle opening the sentence, with "with" and a comma, is a clause of its own with no subject (the
    // asker's, as "Swung my 3/3, they blocked"), never a quality of the main clause's subject or one more
    // "with" of its verb (the attacker was read as a second blocker).
    const withNp = list[k + 2];
    if (k === 0 && !question && it.kind === 'chunk' && list[k + 1]?.kind === 'chunk' && withNp?.kind === 'np' && withNp.np.kind === 'object' && list[k + 3]?.kind === 'chunk') {
      const participle = it.c.senses.find((x) => x.kind === 'adj' && (x.adj === 'attacking' || x.adj === 'blocking'));
      const prep = has((list[k + 1] as Extract<Item, { kind: 'chunk' }>).c, 'prep');
      const comma = (list[k + 3] as Extract<Item, { kind: 'chunk' }>).c.senses[0];
      if (participle?.kind === 'adj' && /ing$/i.test(it.c.text) && prep?.prep === 'with' && comma?.kind === 'punct' && comma.char === ',') {
        const chunks = Array.from({ length: it.to - it.from }, (_, x) => it.from + x);
        cur.verb = { verb: participle.adj === 'attacking' ? 'attack' : 'block', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks, text: it.c.text };
        cur.roles.push({ prep: 'with', np: withNp.np, time: null, chunks: [list[k + 1]!.from] });
        take(it.from, list[k + 3]!.to);
        close();
        k += 3;
        continue;
      }
    }
    if (it.kind === 'chunk') {
      const s = it.c.senses[0]!;
      const whSense = has(it.c, 'wh');
      // "When does it die?" asks when; "What happens when X resolves?" (a verb before it) subordinates, and so does
      // "When it comes back, is it a 4/4?" (a subject and its verb in statement order after it: no question asked).
      const declarative = list[k + 1]?.kind === 'np' && list[k + 2]?.kind === 'verb';
      // "My 5/5 which doesn't have trample anymore is blocked", "I Bolt their 2/2 which got +2/+2": "which" or
      // "who" right after an object and right before a verb opens a relative clause about it, not a question
      // (a choice asked between two is said after a list or a comma: "a 2/2 and a 3/3, which dies?").
      const prevItem = list[k - 1];
      // But "if my 2/2 blocks their 3/3 who dies?": read as a relative clause, the asked sentence would be left with
      // only its condition and no clause of its own — so after an if/when clause, a question ending on that verb asks.
      const asksAfterCondition = question && (cur.sub === 'if' || cur.sub === 'when') && !list.slice(k + 2).some((x) => x.kind === 'verb');
      const opensRelative = whSense !== undefined && relativeWord(it.c) && prevItem?.kind === 'np' && prevItem.np.kind === 'object' && list[k + 1]?.kind === 'verb' && (cur.verb !== null || cur.subject === prevItem.np) && !asksAfterCondition;
      // "Does my 3/3 that is blocked by his 2/2 die?", "Can my 2/2 that has flying block?": a relative clause on the
      // subject of an asked clause, before its verb, tells a fact of the subject; the auxiliary said before the
      // subject is the main verb's, never the relative's (red team s22: the block was asked as "can it block?").
      if (relativeWord(it.c) && pendingAux !== null && cur.verb === null && prevItem?.kind === 'np' && prevItem.np.kind === 'object' && cur.subject === prevItem.np && list[k + 1]?.kind === 'verb' && list.slice(k + 2).some((x) => x.kind === 'verb')) {
        // ("How much damage does my 5/5 that is blocked by a 2/2 deal?": the question word is the main clause's too.)
        subjectRelativeAux = { aux: pendingAux, wh: cur.wh, asked: cur.asked };
        pendingAux = null;
        cur.wh = null;
        cur.asked = null;
        markRelative(cur);
        take(it.from, it.to);
        continue;
      }
      if (opensRelative) {
        take(it.from, it.to);
        continue;
      }
      if (whSense && (s.kind === 'wh' || (s.kind === 'sub' && (list[k + 1]?.kind === 'np' || list[k + 1]?.kind === 'verb') && !declarative && !cur.subject && !cur.verb))) {
        if (cur.verb || cur.subject) close();
        cur.wh = whSense.wh;
        take(it.from, it.to);
        // "what's" is question word and auxiliary at once.
        if (has(it.c, 'aux')) pendingAux = { modal: null, negated: false, be: true, chunks: [] };
        // "What's the most damage I can push through?": "is" + the thing asked + a clause about it with
        // no "that" (a reduced relative) reads as "what" + "is" did written as one word.
        const be = list[k + 1];
        const rel = list[k + 3];
        if (!pendingAux && be?.kind === 'verb' && be.v.verb === 'be' && be.v.modal === null && !be.v.negated && list[k + 2]?.kind === 'np' && rel?.kind === 'np' && (rel.np.kind === 'player' || rel.np.kind === 'object') && list[k + 4]?.kind === 'verb') {
          pendingAux = { modal: null, negated: false, be: true, chunks: [] };
          take(be.from, be.to);
          k++;
        }
        // "What's the most I can push through?", "what is the max they can take?": "the most" with no noun
        // of its own, then a clause with a subject and its verb, is the amount that clause's verb can reach —
        // "how much can I push through?" (which already reads the most that can be assigned). Only "most" /
        // "max(imum)": "the least" asks another amount, left unread.
        if (whSense.wh === 'what') {
          let m = k + 1;
          if (!pendingAux && list[m]?.kind === 'verb' && (list[m] as Extract<Item, { kind: 'verb' }>).v.verb === 'be' && (list[m] as Extract<Item, { kind: 'verb' }>).v.modal === null && !(list[m] as Extract<Item, { kind: 'verb' }>).v.negated) m++;
          const det = list[m];
          const most = list[m + 1];
          const isMost = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses.some((y) => y.kind === 'adj' && (y.adj === 'most' || y.adj === 'maximum'));
          const theDet = det?.kind === 'chunk' && has(det.c, 'det')?.det === 'the';
          const subj = list[m + 2];
          if ((m > k + 1 || pendingAux) && theDet && isMost(most) && subj?.kind === 'np' && (subj.np.kind === 'player' || subj.np.kind === 'object') && list[m + 3]?.kind === 'verb') {
            cur.wh = 'how-much';
            pendingAux = null;
            take(list[k + 1]!.from, most!.to);
            k = m + 1;
            continue;
          }
        }
        const nxt = list[k + 1];
        if (nxt?.kind === 'np' && (nxt.np.kind === 'object' || nxt.np.kind === 'property' || nxt.np.kind === 'amount' || nxt.np.kind === 'list')) {
          cur.asked = nxt.np;
          take(nxt.from, nxt.to);
          k++;
        }
        continue;
      }
      if (s.kind === 'sub' && s.sub !== 'that' && s.sub !== 'which' && s.sub !== 'who') {
        if (cur.verb || cur.subject) close();
        cur.sub = s.sub;
        // "since it has flying", "because it's a 2/2": the asker's reason (Clause.reason).
        if (s.sub === 'since') cur.reason = true;
        take(it.from, it.to);
        continue;
      }
      const prepOrSub = has(it.c, 'sub');
      // "after the spell resolves", "after everything resolves" (an indefinite pronoun the lexicon doesn't name).
      const indefinite = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]!.kind === 'unknown';
      if (s.kind === 'prep' && prepOrSub && (s.prep === 'after' || s.prep === 'before') && (list[k + 1]?.kind === 'np' || indefinite(list[k + 1])) && list[k + 2]?.kind === 'verb') {
        if (cur.verb || cur.subject) close();
        cur.sub = prepOrSub.sub;
        take(it.from, it.to);
        continue;
      }
      // "It then gets -1/-1": "then" between a subject and its verb is an adverb, not a join.
      const adverbThen = s.kind === 'conj' && (s.conj === 'then' || s.conj === 'also') && !cur.verb && cur.subject !== null && list[k + 1]?.kind === 'verb';
      if (adverbThen) {
        if (s.conj === 'then') cur.times.push('later');
        take(it.from, it.to);
        continue;
      }
      const isJoin = (s.kind === 'conj' && ['and', 'then', 'but', 'so', 'plus'].includes(s.conj)) || (s.kind === 'punct' && s.char === ',');
      if (isJoin) {
        const next = startsClause(list, k + 1);
        const nextIt = list[k + 1];
        // A verbless clause ends at a comma before another noun phrase ("X unblocked, opp at 20").
        const verbless = !cur.verb && cur.subject !== null && nextIt?.kind === 'np' && s.kind === 'punct';
        const whNext = nextIt?.kind === 'chunk' && has(nextIt.c, 'wh') !== undefined && nextIt.c.senses[0]!.kind === 'wh';
        // "…, but all combat damage that would be dealt is prevented": "but" + a noun phrase after a verb starts a clause.
        const butClause = s.kind === 'conj' && s.conj === 'but' && cur.verb !== null && nextIt?.kind === 'np' && list.slice(k + 2).some((x) => x.kind === 'verb');
        // "How much damage and how many poison counters does he get?": a question word and what it asks, then "and"
        // and another question word — two questions, the first sharing the second's verb and subject (issue 16 §1;
        // read as one, the second question word took the place of the first and its quantity went unasked).
        const whGap = whNext && question && cur.wh !== null && cur.asked !== null && !cur.verb && !cur.subject && s.kind === 'conj' && s.conj === 'and';
        if (whGap) gapped.add(cur);
        // "…, and after that I cast Giant Growth": "after that" + a subject and its verb opens a clause of its own (read
        // below as "then"), never a role of the clause before taking the next subject (red team s19: "I" was lost).
        const thatAt = list[k + 2];
        const afterThat = nextIt?.kind === 'chunk' && has(nextIt.c, 'prep')?.prep === 'after' && thatAt !== undefined && /^(?:that|this)$/i.test(thatAt.kind === 'chunk' ? thatAt.c.text : thatAt.kind === 'np' ? thatAt.np.text : '') && list[k + 3]?.kind === 'np' && list[k + 4]?.kind === 'verb';
        if ((next && (cur.verb || cur.subject)) || verbless || (whNext && (cur.verb || cur.subject)) || butClause || whGap || (afterThat && cur.verb !== null)) {
          // "…, is it destroyed?": an auxiliary before a noun phrase asks about that one; no subject is shared.
          // "My creature got Giant Growth and is a 4/4 now", "… and has two +1/+1 counters": in a statement, "is"/"has"
          // before a predicate (a size with "a", an amount) says more of the same subject — the size is the creature's,
          // never a second creature "a 4/4" (red team s15 split one creature in two). ("… and so is my 4/4", "so does
          // their 3/3": still inverted.)
          const after = list[k + 2];
          const predicate = after?.kind === 'np' && ((after.np.kind === 'object' && (after.np.det === 'a' || after.np.det === null) && after.np.power !== null && after.np.card === null && after.np.owner === null) || after.np.kind === 'amount');
          const inverted = next === 'verb' && (auxOnly(nextIt) || (isCopula(nextIt) && !(predicate && !question))) && after?.kind === 'np';
          const inherited = next === 'verb' && !inverted ? (cur.subject ?? lastSubject) : null;
          close();
          if (s.kind === 'conj' && s.conj === 'then') cur.times.push('later');
          if (s.kind === 'conj' && s.conj === 'so') soClause = cur;
          take(it.from, it.to);
          if (inherited) cur.subject = inherited;
          continue;
        }
        take(it.from, it.to);
        if (s.kind === 'conj' && s.conj === 'then') cur.times.push('later');
        continue;
      }
      if (s.kind === 'prep') {
        // "to ping my Elves", "to block": an infinitive starts a clause of its own, same subject.
        if (s.prep === 'to' && list[k + 1]?.kind === 'verb' && cur.verb) {
          const subj = cur.subject;
          close();
          cur.subject = subj;
          cur.sub = 'since';
          cur.purpose = 'prev';
          take(it.from, it.to);
          continue;
        }
        // "After that, I cast Giant Growth", "after this I …": once what was told before is done — "then"
        // (608.2: a spell resolves fully before the next is cast), never a role taking the next subject.
        const that = list[k + 1];
        const thatWord = that !== undefined && /^(?:that|this)$/i.test(that.kind === 'chunk' ? that.c.text : that.kind === 'np' ? that.np.text : '');
        if (s.prep === 'after' && thatWord && list[k + 2]?.kind !== 'verb' && !cur.verb) {
          cur.times.push('later');
          take(it.from, that!.to);
          k++;
          continue;
        }
        // "Suppose instead it was blocked by a 3/3": a bare "instead" before the clause's subject and verb is an
        // adverb (the condition replaces what was told: counterfactual.ts), never a role taking the subject.
        const bareInstead = s.prep === 'instead' && /^instead$/i.test(r.chunks[it.from]?.text ?? '') && !cur.verb && !cur.subject && list[k + 1]?.kind === 'np' && list[k + 2]?.kind === 'verb';
        if (!bareInstead) pendingPrep = { prep: s.prep, chunk: it.from };
        take(it.from, it.to);
        continue;
      }
      if (s.kind === 'time') {
        cur.times.push(s.time);
        // "On their end step I cast …", "at my upkeep I …": the preposition was the time's, said of the step
        // (frames/moments.ts reads it) — never a role taking the clause's subject after it ("on … I": a target).
        if (pendingPrep && ['on', 'at', 'during', 'in'].includes(pendingPrep.prep) && /step|upkeep|phase|combat|turn|eot/i.test(r.chunks[it.from]?.text ?? '')) pendingPrep = null;
        // "in response to a spell": what follows is what it responds to (a "to" role).
        // "In response to that(,) he casts Shock", "in response to this I …": "that"/"this" alone is what was just told,
        // which a response answers anyway — read with the time, so the player after it stays the clause's subject
        // (as the role's noun, "he" was lost and the asker cast the spell, red team s21).
        const that = list[k + 1];
        const bareThat = that !== undefined && that.kind !== 'verb' && (that.kind === 'chunk' ? /^(?:that|this)$/i.test(that.c.text) : that.np.kind === 'pronoun' && (that.np.word === 'that' || that.np.word === 'this'));
        if (s.time === 'in-response' && /\bto$/i.test(r.chunks[it.from]?.text ?? '') && !bareThat) pendingPrep = { prep: 'to', chunk: it.from };
        take(it.from, it.to);
        if (s.time === 'in-response' && bareThat) {
          take(that.from, that.to);
          k++;
        }
        continue;
      }
      // "they have no blocks", "there are no blocks", "attacks with no blocks": "no" before "block(s)" (the verb's
      // word used as a noun) says nobody blocks — a clause of its own with no subject (frames/blocks.ts), the
      // "they have" / "there are" / "with" before it part of its words, never a block by the clause's subject.
      const noun = list[k + 1];
      if (s.kind === 'det' && s.det === 'no' && noun?.kind === 'verb' && noun.v.verb === 'block' && noun.v.modal === null && !noun.v.passive && !noun.v.negated && /^blocks?$/i.test(noun.v.text.trim())) {
        const v = cur.verb;
        const bare = cur.object === null && cur.complement === null && cur.roles.length === 0 && cur.wh === null;
        const existential = v !== null && (v.verb === 'have' || v.verb === 'be') && v.modal === null && !v.negated && !v.passive && bare && (cur.subject === null || cur.subject.kind === 'player' || (cur.subject.kind === 'pronoun' && /^(?:they|he|she)$/i.test(cur.subject.word)));
        if (existential) {
          cur.verb = null;
          cur.subject = null;
          take(it.from, it.to);
          continue;
        }
        if (pendingPrep?.prep === 'with' && v?.verb === 'attack' && !v.negated && v.modal === null) {
          const at = pendingPrep.chunk;
          cur.chunks = cur.chunks.filter((x) => x !== at);
          close();
          take(at, at + 1);
          take(it.from, it.to);
          continue;
        }
      }
      if (s.kind === 'yes-no' || (s.kind === 'det' && s.det === 'no')) {
        const kw = list[k + 1]?.kind === 'chunk' ? has((list[k + 1] as { c: Chunk }).c, 'keyword') : undefined;
        if (kw) {
          cur.lacks.push(kw.keyword);
          take(it.from, list[k + 1]!.to);
          k++;
          continue;
        }
        if (s.kind === 'yes-no') cur.yesNo = true;
        take(it.from, it.to);
        continue;
      }
      // "My 3/3 attacks without vigilance", "it blocks without flying or reach": "without" after the verb says
      // what the subject lacks (as "a 5/5 attacking without trample" does), never what it has — read as the
      // subject's own "without" (the noun phrase's lacks: a card or a creature told with it is refused there),
      // or kept as the clause's lacks when the subject is no described object (read by the verb's frame or named).
      if (s.kind === 'keyword' && pendingPrep?.prep === 'without' && cur.verb) {
        const lacked = [s.keyword];
        let end = k;
        for (;;) {
          const sep = list[end + 1];
          const next = list[end + 2];
          const sepSense = sep?.kind === 'chunk' ? sep.c.senses[0] : undefined;
          const joins = (sepSense?.kind === 'conj' && (sepSense.conj === 'and' || sepSense.conj === 'or')) || (sepSense?.kind === 'punct' && sepSense.char === ',');
          const kw = next?.kind === 'chunk' ? has(next.c, 'keyword') : undefined;
          if (!joins || !kw) break;
          lacked.push(kw.keyword);
          end += 2;
        }
        const words: number[] = [pendingPrep.chunk];
        for (let j = it.from; j < list[end]!.to; j++) words.push(j);
        cur.chunks = cur.chunks.filter((x) => x !== pendingPrep!.chunk);
        pendingPrep = null;
        const subj = cur.subject;
        if (subj?.kind === 'object') {
          subj.lacks.push(...lacked);
          subj.chunks.push(...words);
        } else cur.lacks.push(...lacked);
        for (const w of words) cur.chunks.push(w);
        k = end;
        continue;
      }
      if (s.kind === 'keyword') {
        cur.keywords.push(s.keyword);
        take(it.from, it.to);
        continue;
      }
      // "Does my 3/3 survive blocking their 2/2?", "does it die attacking into a 4/4?": a participle after a
      // fate verb, with what it acts on after it, tells what the subject does (it blocks, it attacks),
      // before the fate asked — told as a clause of its own first, as "my 2/2 blocking their 3/3" is below
      // — never a quality of the creature the fate is asked of. ("it" there is the creature talked of
      // before, never the subject itself; with nothing after, "survive blocking?", the block told has
      // nothing it blocks and is refused, never answered of a creature that did nothing.)
      if (s.kind === 'adj' && (s.adj === 'blocking' || s.adj === 'attacking') && cur.verb && (cur.verb.verb === 'survive' || cur.verb.verb === 'die') && !cur.object && cur.subject) {
        const told = emptyClause(sentence, question);
        told.subject = cur.subject;
        told.verb = { verb: s.adj === 'blocking' ? 'block' : 'attack', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [it.from], text: r.chunks[it.from]!.text };
        for (let j = it.from; j < it.to; j++) told.chunks.push(j);
        const acted = list[k + 1];
        if (acted?.kind === 'np') {
          told.object = acted.np;
          for (let j = acted.from; j < acted.to; j++) told.chunks.push(j);
          k++;
        }
        states.push(told);
        continue;
      }
      if (s.kind === 'adj') {
        cur.adjectives.push(s.adj);
        take(it.from, it.to);
        continue;
      }
      take(it.from, it.to);
      continue;
    }
    if (it.kind === 'verb') {
      // "How much life does she have left?", "how many cards do I have left": "left" after "have" with nothing after
      // it is what remains (the adjective), never the verb "leave" opening a clause of its own.
      const ends = (x: Item | undefined): boolean => x === undefined || (x.kind === 'chunk' && x.c.senses[0]!.kind === 'punct');
      if (/^left$/i.test(it.v.text.trim()) && cur.verb?.verb === 'have' && !cur.verb.negated && ends(list[k + 1])) {
        cur.adjectives.push('left');
        take(it.from, it.to);
        continue;
      }
      // "Does my 3/3 …", "Can AP …", "is it destroyed": the auxiliary before the subject; its verb comes later.
      // ("Am I still allowed to …": an adverb may stand between the subject and its verb.)
      const adverb = (x: (typeof list)[number] | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]!.kind === 'adj' && ['still', 'only'].includes((x.c.senses[0] as { adj: string }).adj);
      const verbAfterSubject = list[k + 2]?.kind === 'verb' || (adverb(list[k + 2]) && list[k + 3]?.kind === 'verb');
      if (auxOnly(it) || (isCopula(it) && question && !cur.subject && list[k + 1]?.kind === 'np' && verbAfterSubject)) {
        if (!cur.verb && (list[k + 1]?.kind === 'np' || cur.wh) && list.slice(k + 1).some((x) => x.kind === 'verb')) {
          pendingAux = { modal: it.v.modal, negated: it.v.negated, be: it.v.modal === null, chunks: it.v.chunks };
          take(it.from, it.to);
          continue;
        }
        // "my elf goes unblocked - do i win?", "it attacks, can it be blocked": an auxiliary right after a
        // told clause, with a noun phrase and then a verb after it, opens a question of its own whose subject
        // is that noun phrase — never the told clause's subject carried over (the asked player read as a complement).
        const prevIt = list[k - 1];
        const afterRelative = prevIt?.kind === 'chunk' && relativeWord(prevIt.c);
        if (cur.verb && auxOnly(it) && !auxOnly({ kind: 'verb', v: cur.verb, from: 0, to: 0 }) && !afterRelative && list[k + 1]?.kind === 'np' && verbAfterSubject) {
          close();
          pendingAux = { modal: it.v.modal, negated: it.v.negated, be: it.v.modal === null, chunks: it.v.chunks };
          take(it.from, it.to);
          continue;
        }
      }
      // "My Grizzly Bears has Rancor attached", "my 2/2 has Bonesplitter attached to it": the participle after
      // what is had says only that it is attached to the one that has it — said as "has Rancor (on it)", never
      // a clause of its own whose host is unknown. ("to it"/"on it" after it names that same host.)
      if (cur.verb && cur.verb.verb === 'have' && cur.verb.modal === null && !cur.verb.negated && cur.object && ['attach', 'equip', 'enchant'].includes(it.v.verb) && it.v.modal === null && !it.v.negated && /^\S+ed\b/i.test(it.v.text.trim())) {
        take(it.from, it.to);
        // ("attached to it" may be one verb group, "attach to" a phrase of the lexicon: the pronoun follows it.)
        const after = list[k + 1];
        if (/\s(?:to|on|onto)$/i.test(it.v.text.trim()) && after?.kind === 'np' && after.np.kind === 'pronoun') {
          cur.roles.push({ prep: 'on', np: after.np, time: null, chunks: phraseChunks(after.np) });
          take(after.from, after.to);
          k++;
          continue;
        }
        const prep = list[k + 1];
        const host = list[k + 2];
        const pp = prep?.kind === 'chunk' ? has(prep.c, 'prep')?.prep : undefined;
        if ((pp === 'to' || pp === 'on' || pp === 'onto') && host?.kind === 'np' && host.np.kind === 'pronoun') {
          cur.roles.push({ prep: 'on', np: host.np, time: null, chunks: [prep!.from, ...phraseChunks(host.np)] });
          take(prep!.from, host.to);
          k += 2;
        }
        continue;
      }
      // "… is blocked by a 2/2 that has 1 damage marked on it", "I Shock a 3/3 that blocks my 2/2": a
      // relative clause after a creature is about that creature (its head noun), never the main clause's
      // subject — which was given the damage (issue 11).
      // ("a 3/3 that already has …": a time word may stand between "that" and the verb.)
      const relativeHeld = subjectRelativeAux !== null && cur.verb !== null;
      let rel = k - 1;
      while (rel > 0 && list[rel]?.kind === 'chunk' && (list[rel] as { c: Chunk }).c.senses[0]!.kind === 'time') rel--;
      const relWord = list[rel];
      const relHead = list[rel - 1];
      if (cur.verb && !relative && relWord?.kind === 'chunk' && relativeWord(relWord.c) && relHead?.kind === 'np' && relHead.np.kind === 'object') {
        close();
        cur.subject = relHead.np;
        markRelative(cur);
      } else if (cur.verb && relative) {
        close();
        cur.subject = relative.head;
        pendingAux = relative.aux;
        relative = null;
      } else if (cur.verb) {
        // "make X lose all abilities", "let it die": the second verb's subject is the first's object.
        if ((cur.verb.verb === 'create' || cur.verb.verb === 'give') && cur.object) {
          // The causing clause says nothing of its own: its words belong to the caused one.
          const subj = cur.object;
          cur.object = null;
          cur.verb = { ...cur.verb, causative: true };
          close();
          cur.subject = subj;
        } else if (auxOnly({ kind: 'verb', v: cur.verb, from: 0, to: 0 }) && !cur.object) {
          // "Can I …" read as a verb before its real verb: fold the auxiliary into it.
          // "Can it be blocked": a "be" said after the modal still makes the next verb passive.
          const sayBe = cur.verb.chunks.some((k) => /^(?:be|been|being)$/i.test(r.chunks[k]?.text ?? ''));
          pendingAux = { modal: cur.verb.modal, negated: cur.verb.negated, be: cur.verb.modal === null || sayBe, chunks: cur.verb.chunks };
          cur.verb = null;
        } else {
          // "If I Bolt his 3/3 is it dead?", "if he blocks my 3/3 with his 2/2 is it dead": after a condition, an
          // auxiliary or "is" right before a noun phrase asks of that noun phrase — inverted, as after a comma. The
          // condition's subject is not carried over: it made "I" the one asked of ("do you lose the game?", red team s19b).
          // (The condition may go on in a second verb: "If I Shock his 3/3 and Shock it again it dies?".)
          const last = out[out.length - 1];
          const inCondition = (cur.sub !== null && OPENING_SUBS.has(cur.sub)) || (cur.sub === null && last !== undefined && last.sentence === sentence && last.sub !== null && OPENING_SUBS.has(last.sub));
          const asksInverted = question && inCondition && (auxOnly(it) || isCopula(it)) && list[k + 1]?.kind === 'np';
          // "If I Shock his 2/2 it dies?": a noun phrase read as the condition's second object, right before this
          // verb, is the subject of the clause the verb opens (it was left to the condition's "I": "do you lose?").
          const before = list[k - 1];
          const opens = inCondition && before?.kind === 'np' && cur.object2 !== null && cur.object2 === before.np ? before.np : null;
          if (opens) cur.object2 = null;
          const subj = cur.subject;
          close();
          if (opens) cur.subject = opens;
          else if (!asksInverted) cur.subject = subj;
        }
      }
      // (The relative clause has its verb: this one is the main clause's, with the auxiliary held for it.)
      if (relativeHeld && subjectRelativeAux !== null) {
        pendingAux = subjectRelativeAux.aux;
        cur.wh = subjectRelativeAux.wh;
        cur.asked = subjectRelativeAux.asked;
        subjectRelativeAux = null;
      }
      let v = it.v;
      if (pendingAux) {
        const passive = v.passive || (pendingAux.be && PARTICIPLES.test(v.text) && v.text.toLowerCase() !== 'got');
        v = { ...v, modal: v.modal ?? pendingAux.modal, negated: v.negated || pendingAux.negated, passive, inverted: true, chunks: [...pendingAux.chunks, ...v.chunks] };
        pendingAux = null;
      }
      // "Is it legal to attack with …?", "would it be legal to target …": an impersonal "it" (no object)
      // asks what may be done; whoever the rest doesn't name is the asker, unspoken (as 「攻撃できますか」).
      if (!cur.subject && v.modal !== null && v.chunks.some((k) => IMPERSONAL.test(r.chunks[k]?.text ?? ''))) {
        const at0 = r.chunks[v.chunks[0]!]!.start;
        cur.subject = { kind: 'player', player: { who: 'me' }, chunks: [], start: at0, end: at0, text: '' };
        v = { ...v, inverted: true };
      }
      cur.verb = v;
      take(it.from, it.to);
      continue;
    }
    // A noun phrase: subject before the verb, object after it, or the object of a preposition.
    let np = it.np;
    // "After it resolves he casts Shock on it", "Once it resolves they sacrifice it": a subject pronoun ("he", not
    // "him") right after the verb of an opening "after"/"once"/"when" clause, with a verb after it, opens the main
    // clause as its subject — never the first verb's object (red team s21: "he" was lost, so the asker cast Shock).
    if (cur.verb && !cur.object && !pendingPrep && cur.sub !== null && OPENING_SUBS.has(cur.sub) && (np.kind === 'player' || np.kind === 'pronoun') && NOMINATIVE.test(np.text) && list[k + 1]?.kind === 'verb') {
      close();
      cur.subject = np;
      take(it.from, it.to);
      continue;
    }
    // "my opponent's 2/2 blocking my 3/3": "blocking" read as the 2/2's last word, with a creature after
    // it, says that the 2/2 blocks the 3/3 (a combat), never a target or object of the clause's own
    // verb — the 3/3 was taken as Lightning Bolt's target and the combat dropped (issue 11).
    const tail = np.kind === 'object' ? np.chunks[np.chunks.length - 1] : undefined;
    // "a 3/3 attacking me", "their 4/4 attacking my planeswalker": the same with "attacking" (X attacks Y).
    const blocked = list[k + 1];
    const state = tail !== undefined ? has(r.chunks[tail], 'adj')?.adj : undefined;
    const acted = state === 'blocking' ? blocked?.kind === 'np' && blocked.np.kind === 'object' : state === 'attacking' ? blocked?.kind === 'np' && (blocked.np.kind === 'object' || blocked.np.kind === 'player') : false;
    if (np.kind === 'object' && tail !== undefined && tail > np.chunks[0]! && acted && blocked?.kind === 'np') {
      const head: NounPhrase = { ...np, adjectives: np.adjectives.filter((a) => a !== state), chunks: np.chunks.slice(0, -1), end: r.chunks[tail - 1]!.end, text: r.text.slice(np.start, r.chunks[tail - 1]!.end) };
      const told = emptyClause(sentence, question);
      told.subject = head;
      told.verb = { verb: state === 'attacking' ? 'attack' : 'block', passive: false, negated: false, modal: null, perfect: true, hypothetical: false, card: null, chunks: [tail], text: r.chunks[tail]!.text };
      told.object = blocked.np;
      told.chunks.push(tail);
      for (let j = blocked.from; j < blocked.to; j++) told.chunks.push(j);
      states.push(told);
      take(it.from, it.to - 1);
      k++;
      np = head;
    } else take(it.from, it.to);
    if (pendingPrep) {
      cur.roles.push({ prep: pendingPrep.prep, np, time: null, chunks: [pendingPrep.chunk, ...phraseChunks(np)] });
      pendingPrep = null;
      continue;
    }
    if (!cur.verb && !cur.subject && objectGap(list, k)) {
      // "the creature I stole …": the relative clause says which one, as 「奪ったクリーチャー」 does.
      const head = np.kind === 'object' && np.det === 'the' ? { ...np, det: null } : np;
      relative = { head, aux: pendingAux };
      pendingAux = null;
      cur.object = head;
      const that = list[k + 1];
      if (that?.kind === 'chunk') {
        take(that.from, that.to);
        k++;
      }
      continue;
    }
    if (!cur.verb) {
      if (cur.subject) cur.complement ??= cur.subject;
      cur.subject = np;
      continue;
    }
    if (cur.verb.verb === 'be' || cur.verb.verb === 'become' || (cur.verb.verb === 'get' && np.kind === 'amount')) {
      if (!cur.subject) cur.subject = np;
      else cur.complement = np;
      continue;
    }
    if (!cur.object) {
      cur.object = np;
      // "I give my 2/2 flying": the keywords after the head are what is given, not a description.
      if ((cur.verb.verb === 'give' || cur.verb.verb === 'gain') && np.kind === 'object' && np.keywords.length > 0 && np.head === 'pt' && list[k + 1]?.kind !== 'np') {
        cur.keywords.push(...np.keywords);
        cur.object = { ...np, keywords: [] };
      }
    } else if (!cur.object2) cur.object2 = np;
    else cur.complement = np;
  }
  close();
  out.forEach((c, i) => {
    const next = out[i + 1];
    if (!gapped.has(c) || !next || next.wh === null || !next.verb) return;
    c.verb = next.verb;
    c.subject = next.subject;
  });
  return out.map((c) => finish(r, c));
}

/** Verbs a relative clause with an object gap is read for: events done to the object, never "the 3/3 I have". */
const GAP_VERBS: ReadonlySet<string> = new Set(['steal', 'equip', 'enchant', 'target', 'cast', 'flash', 'block', 'pump', 'attach', 'move']);

/**
 * At list[k] a noun phrase for an object, then ("that"), a player and an active verb that acts on it, and a
 * verb after that for the noun phrase itself: "the bear (that) they stole with Control Magic dies".
 */
function objectGap(list: readonly Item[], k: number): boolean {
  const head = list[k];
  if (head?.kind !== 'np' || head.np.kind !== 'object') return false;
  let j = k + 1;
  const that = list[j];
  if (that?.kind === 'chunk') {
    if (has(that.c, 'sub')?.sub !== 'that') return false;
    j++;
  }
  const who = list[j];
  const verb = list[j + 1];
  if (who?.kind !== 'np' || who.np.kind !== 'player' || verb?.kind !== 'verb') return false;
  const v = verb.v;
  if (v.passive || v.negated || v.modal !== null || !GAP_VERBS.has(v.verb)) return false;
  // The relative's verb takes no object of its own ("the bear they stole with …", not "… they target it with").
  return list.slice(j + 2).some((x) => x.kind === 'verb') && list[j + 2]?.kind !== 'np';
}

function finish(r: Reader, c: Clause): Clause {
  const sorted = [...new Set(c.chunks)].sort((a, b) => a - b);
  c.chunks = sorted;
  if (sorted.length > 0) {
    c.start = r.chunks[sorted[0]!]!.start;
    c.end = r.chunks[sorted[sorted.length - 1]!]!.end;
    c.text = r.text.slice(c.start, c.end);
  }
  return c;
}

/** A noun phrase and the items of a list it is ("Torbran and a Raging Goblin (…)": the goblin is right before). */
function listItems(np: NounPhrase): NounPhrase[] {
  return np.kind === 'list' ? [np, ...np.items.flatMap(listItems)] : [np];
}

/** The auxiliaries of an impersonal question ("is it legal to", "would it be possible to"): lexicon.ts. */
const IMPERSONAL = /^(?:is|would) it\b.*\bto$/i;

/** Kinds of words that say nothing of the board by themselves. */
const PREFACE_KINDS = new Set(['unknown', 'filler', 'punct', 'det', 'conj']);

/**
 * "does it", "did the 2/2", "do my creatures": "do" right before a subject, after a word that is not itself a subject
 * ("I do it" is the verb "do" with its object) — the inverted order of a yes/no question.
 */
/** A question word that can't open a relative clause: "what", "how much" — never "who" or "which" ("their 3/3 who dies"). */
function whOnly(c: Chunk): boolean {
  return c.senses[0]!.kind === 'wh' && !c.senses.some((x) => x.kind === 'sub');
}

/** After a question word, a verb or auxiliary ("what happens", "what does", "who wins"), or a noun it asks of and then one ("how much damage do"). */
function whHeadsClause(next: Chunk | undefined): boolean {
  const k = next?.senses[0]?.kind;
  return k === 'verb' || k === 'aux';
}

function invertedDo(c: Chunk, before: Chunk | undefined, after: Chunk | undefined): boolean {
  const aux = c.senses[0];
  if (aux?.kind !== 'aux' || aux.aux !== 'do' || !after || !before) return false;
  const b = before.senses[0]?.kind;
  if (b === 'pronoun' || b === 'player' || b === 'aux') return false;
  const a = after.senses[0];
  return a !== undefined && ((a.kind === 'pronoun' && (a.word === 'it' || a.word === 'they' || a.word === 'he')) || a.kind === 'poss' || a.kind === 'det' || a.kind === 'player');
}

/**
 * "Judge call:", "Weird interaction here:", "Hi all." before the question: a sentence that opens the
 * message or ends with a colon, made only of everyday words no lexicon has (never a made-up one), is
 * a preface. It can't say anything the board depends on, so it is read as nothing.
 */
function preface(text: string, chunks: readonly Chunk[], s: { from: number; to: number; question: boolean }, first: boolean): boolean {
  if (s.question) return false;
  const colon = /^\s*:/.test(text.slice(chunks[s.to - 1]!.end));
  if (!first && !colon) return false;
  // (A lower-case everyday word that is also a card's name, "call", is that word here.)
  const everyday = (x: Sense): boolean => (PREFACE_KINDS.has(x.kind) && !(x.kind === 'unknown' && x.strange === true)) || (x.kind === 'card' && x.weak && !x.verbed);
  const words = chunks.slice(s.from, s.to);
  if (words.every((c) => everyday(c.senses[0]!) && c.senses.every((x) => x.kind !== 'verb' && (x.kind !== 'card' || everyday(x))))) return true;
  return storyOpener(words);
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

/**
 * The other orders of "the only creature they have untapped is X" (pseudoCleft): "Opp's only untapped creature is
 * Giant Spider", "Grizzly Bears is their only untapped creature" (the player said as the owner of "only creature"),
 * and "its the only creature they have untapped" (the thing first, the player's clause after): each is read as
 * "they have X untapped". Only these exact orders, a single object said, nothing after but punctuation or "and".
 */
function onlyCreatureIs(list: Item[], r: Reader, extra: Map<NounPhrase, number[]>): Item[] {
  let out = list;
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
function pseudoCleft(list: Item[], r: Reader): { list: Item[]; extra: Map<NounPhrase, number[]> } {
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
 * "blocking with" a creature does it (the progressive of "I attack with …"). Only a player as subject, "is/are"
 * plain, and "with" right after: "my 3/3 is attacking" stays the state of the creature.
 */
function progressive(list: Item[]): Item[] {
  let out = list;
  for (let k = 0; k + 3 < out.length; k++) {
    const who = out[k]!;
    const be = out[k + 1]!;
    const ing = out[k + 2]!;
    const w = out[k + 3]!;
    if (who.kind !== 'np' || who.np.kind !== 'player' || be.kind !== 'verb' || be.v.verb !== 'be' || be.v.negated || be.v.modal !== null || be.v.passive || be.v.perfect || be.v.hypothetical || be.v.card !== null || be.v.inverted) continue;
    if (ing.kind !== 'chunk' || ing.to !== ing.from + 1 || w.kind !== 'chunk' || has(w.c, 'prep')?.prep !== 'with') continue;
    const verb = PROGRESSIVE.get((has(ing.c, 'adj')?.adj as string | undefined) ?? '');
    if (!verb) continue;
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
function invertedCondition(list: Item[], chunks: readonly Chunk[], question: boolean): Item[] {
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
 * Report verbs of a belief, not of an act announced ("he says he blocks" tells a block; "he insisted it dies" tells
 * nothing of the board): a claim made with one is words of the conversation (reportedClaims).
 */
const BELIEF_VERBS = new Set(['claims', 'claimed', 'thinks', 'thought', 'insists', 'insisted', 'argues', 'argued', 'reckons', 'reckoned', 'believes', 'believed', 'swears', 'swore']);
/** Participles that open what a player believed or hoped while acting ("…, thinking deathtouch would trade"). */
const BELIEF_PARTICIPLES = new Set(['thinking', 'expecting', 'hoping', 'figuring', 'assuming', 'believing', 'insisting', 'claiming']);

/**
 * "I blocked with my Vampire Nighthawk, thinking deathtouch would trade.", "They blocked, expecting a trade, and …": a
 * participle of belief after a comma says what the actor believed — never a fact of the board nor an act (a trade
 * believed is no death told). Its words, to the next comma or the end of the statement, are words of the conversation.
 * Only in a statement, and only after a comma: "thinking" elsewhere is left to be read (or named).
 */
function beliefAsides(chunks: readonly Chunk[], spans: readonly SentenceSpan[]): void {
  for (const s of spans) {
    if (s.question) continue;
    for (let i = s.from + 1; i < s.to; i++) {
      if (!BELIEF_PARTICIPLES.has(chunks[i]!.text.toLowerCase()) || has(chunks[i - 1], 'punct')?.char !== ',') continue;
      let end = i + 1;
      while (end < s.to && !['.', ',', ';', '!'].includes(has(chunks[end], 'punct')?.char ?? '')) end++;
      if (end === i + 1) continue;
      for (let k = i - 1; k < end; k++) (chunks[k] as Chunk).senses = [{ kind: 'filler' }];
      i = end;
    }
  }
}

/** "was at 20", "is on 3 life": a clause of nothing but a player's total (the verb "be" and an amount "at" / "on"). */
function totalAside(c: Clause): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'be' || v.negated || v.modal !== null || v.passive || c.object || c.complement || c.sub !== null || c.wh !== null) return false;
  return c.roles.length === 1 && (c.roles[0]!.prep === 'at' || c.roles[0]!.prep === 'on') && c.roles[0]!.np?.kind === 'amount';
}

/** Words a player reports a claim with ("my friend says …", "my opponent claimed that …"). */
const REPORT_VERBS = new Set(['says', 'said', 'claims', 'claimed', 'thinks', 'thought', 'insists', 'insisted', 'argues', 'argued', 'reckons', 'believes', 'believed', 'swears', 'swore', 'told']);
/** Subordinators that open a condition or a time before the clause they are about ("if", "when", "once" …). */
const OPENING_SUBS: ReadonlySet<string> = new Set(['if', 'when', 'once', 'after', 'before', 'while']);
/** Pronouns only ever said as a subject (never an object: "him", "them", "me"). */
const NOMINATIVE = /^(?:i|he|she|they|we)$/i;
/** Subordinators that give a claim a condition or a time of its own ("if", "when", "after" …). */
const CONDITION_SUBS: ReadonlySet<string> = new Set(['if', 'when', 'after', 'before', 'while', 'once', 'since', 'although', 'whether']);
/** The words that ask whether a claim just told holds: "right", "correct", "true". */
const CLAIM_CHECKS = new Set(['right', 'correct', 'true']);
/** Senses a speaker of a claim may be said with ("my friend", "he", "the judge", "my opponent"). */
const SPEAKER_KINDS = new Set(['player', 'pronoun', 'unknown', 'det', 'filler']);

/**
 * "Is he right?", "is that correct?", "are they right", "right?", "true?": a question that asks only whether the
 * claim before it holds — chunks [from, to) with no domain word, ending in right/correct/true.
 */
function claimCheck(chunks: readonly Chunk[], from: number, to: number): boolean {
  const words = chunks.slice(from, to).filter((c) => !has(c, 'punct'));
  if (words.length === 0 || words.length > 4 || !CLAIM_CHECKS.has(words[words.length - 1]!.text.toLowerCase())) return false;
  return words.slice(0, -1).every((c) => {
    const k = c.senses[0]!.kind;
    return (k === 'aux' && has(c, 'aux')?.aux === 'be') || (k === 'verb' && c.senses[0]!.kind === 'verb' && (c.senses[0] as { verb: string }).verb === 'be') || (SPEAKER_KINDS.has(k) && !has(c, 'card'));
  });
}

/**
 * "My friend says my 2/2 dies. Is he right?", "My opponent claimed that his 3/3 survives, is that right?": a claim
 * someone else made, then asked whether it holds, is the yes/no question of that claim ("Does my 2/2 die?"): the
 * speaker and report verb are words of the conversation, the check says only "is it so". Without such a check the
 * claim is left as it is (refused: a claim is no fact of the story, and the words it names are no question).
 * Only a speaker of player words, pronouns or words no lexicon reads ("my friend", "he", "the judge") before the
 * verb; nothing else is read so.
 */
function reportedClaims(chunks: readonly Chunk[], spans: SentenceSpan[]): SentenceSpan[] {
  const filler = (a: number, b: number): void => {
    for (let i = a; i < b; i++) (chunks[i] as Chunk).senses = [{ kind: 'filler' }];
  };
  const out: SentenceSpan[] = [];
  for (let n = 0; n < spans.length; n++) {
    const s = spans[n]!;
    if (s.before !== undefined) {
      out.push(s);
      continue;
    }
    // The report verb, after one to four speaker words.
    let v = -1;
    for (let i = s.from; i < Math.min(s.to, s.from + 5); i++) {
      if (REPORT_VERBS.has(chunks[i]!.text.toLowerCase())) {
        v = i;
        break;
      }
      const k = chunks[i]!.senses[0]!.kind;
      if (!SPEAKER_KINDS.has(k) || has(chunks[i], 'card')) break;
    }
    if (v <= s.from || v + 1 >= s.to) {
      out.push(s);
      continue;
    }
    // "… says my 2/2 dies, is he right?": the check after a comma in the same sentence.
    let checkTo = -1;
    if (s.question) {
      for (let i = s.to - 1; i > v + 1; i--) {
        if (has(chunks[i], 'punct')?.char === ',') {
          if (claimCheck(chunks, i + 1, s.to)) checkTo = i;
          break;
        }
      }
    }
    const next = spans[n + 1];
    const checkNext = checkTo < 0 && !s.question && next !== undefined && next.before === undefined && next.question && claimCheck(chunks, next.from, next.to);
    if (checkTo < 0 && !checkNext) {
      // "… blocked with Typhoid Rats. He insisted deathtouch kills my Knight anyway. Does my Knight die?": a belief someone else stated, with a
      // question after it that does not ask whether it holds, tells nothing of the board: the whole statement is words of
      // the conversation (its question is asked of the story as told). Said by the asker ("I thought …") it may hedge a
      // fact, and an announcement ("he says he blocks") tells an act: both left as they are.
      const byAsker = chunks.slice(s.from, v).some((c) => has(c, 'player')?.who === 'me');
      const asked = spans.slice(n + 1).some((x) => x.question && x.before === undefined);
      // (After some story only: opening the question, it would leave what it names untold.)
      if (n > 0 && !s.question && asked && !byAsker && BELIEF_VERBS.has(chunks[v]!.text.toLowerCase())) {
        filler(s.from, s.to);
        continue;
      }
      out.push(s);
      continue;
    }
    // ("says that my 2/2 dies": "that" only links the claim.)
    const body = has(chunks[v + 1], 'sub')?.sub === 'that' ? v + 2 : v + 1;
    // A claim with its own condition ("says that if I Shock his 3/3 it dies", "says I take 3 damage when …") would be
    // read as a question whose condition and result are both events: it is left as told (refused), never answered.
    const end = checkTo >= 0 ? checkTo : s.to;
    // (One "if" or "when" after the claim's result — "says my 2/2 dies if it blocks his 3/3" — is read as that question
    // is, "My 2/2 dies if it blocks his 3/3?": the result asked under the condition, language/index.ts postposedCondition.)
    const subs = chunks.slice(body, end).flatMap((c, i) => c.senses.flatMap((x) => (x.kind === 'sub' && CONDITION_SUBS.has(x.sub) ? [{ at: body + i, sub: x.sub }] : [])));
    // (A condition of one clause only: "… when I attack with my 4/4 and he blocks with it" stays refused.)
    const joined = subs.length === 1 && chunks.slice(subs[0]!.at, end).some((c) => c.senses.some((x) => x.kind === 'conj'));
    const postposed = subs.length === 1 && !joined && subs[0]!.at > body + 1 && (subs[0]!.sub === 'if' || subs[0]!.sub === 'when');
    if (subs.length > 0 && !postposed) {
      out.push(s);
      continue;
    }
    filler(s.from, body);
    if (checkTo >= 0) {
      filler(checkTo, s.to);
      out.push({ ...s, from: body, to: checkTo, question: true });
    } else {
      filler(next!.from, next!.to);
      out.push({ ...s, from: body, question: true });
      n++;
    }
  }
  return out;
}

export function parseEnglishSentences(text: string, chunks: readonly Chunk[]): Sentence[] {
  const out: Sentence[] = [];
  const shared = { lastSubject: null as NounPhrase | null };
  const spans = sentences(chunks);
  beliefAsides(chunks, spans);
  const all = reportedClaims(chunks, spans);
  const kept = all.filter((s, k) => {
    if (all.length < 2 || !preface(text, chunks, s, k === 0)) return true;
    // Its words are filler: a weak card name in it ("call") is the everyday word.
    for (let i = s.from; i < s.to; i++) (chunks[i] as Chunk).senses = [{ kind: 'filler' }];
    return false;
  });
  const spoken: NounPhrase[] = [];
  kept.forEach((s, index) => {
    const r: Reader = { chunks, text, end: s.to, ...(s.skips ? { skips: s.skips } : {}) };
    // An aside opening with "who"/"which"/"that" is a relative clause: that word only links it.
    const relative = s.before !== undefined && relativeWord(chunks[s.from]);
    const { items: read, times } = items(r, relative ? s.from + 1 : s.from);
    const { list: cleft, extra } = pseudoCleft(read, r);
    const list = progressive(invertedCondition(cleft, chunks, s.question));
    const cl = clauses(r, list, index, s.question, shared);
    for (const [np, ks] of extra)
      for (const c of cl)
        if (c.subject === np) {
          c.chunks.push(...ks);
          finish(r, c);
        }
    if (s.before !== undefined && cl.length > 0) {
      // "(who has no creatures)", "(it's been out since last turn)": about what was named right before the "(".
      const ends = (np: NounPhrase): boolean => np.kind !== 'list' && Math.max(...phraseChunks(np)) === s.before;
      const antecedent = spoken.find(ends);
      const first = cl[0]!;
      const pronoun = first.subject?.kind === 'pronoun' && ['it', 'they', 'he'].includes(first.subject.word);
      // "My 4/4 is blocked by a 2/2, which is destroyed": the relative's verb has no subject of its own words; one
      // the clause took from the sentence before it (the 4/4) is no subject it said — "which" is what it follows.
      let said = first.subject !== null && first.subject.kind !== 'list' && phraseChunks(first.subject).some((k) => k >= s.from && k < s.to);
      // "blocked by their Wall, which is a 0/4", "…, which became a 1/1": the phrase after the relative's "is" is what
      // its head is (the complement), never a subject of its own — read so, it was a second, unowned 0/4.
      const v = first.verb;
      if (antecedent && relative && said && v && (v.verb === 'be' || v.verb === 'become') && !v.passive && v.modal === null && first.complement === null && first.object === null && first.subject !== null && Math.min(...phraseChunks(first.subject)) > Math.max(...v.chunks)) {
        first.complement = first.subject;
        first.subject = null;
        said = false;
      }
      if (antecedent && ((relative && !said) || pronoun)) first.subject = antecedent;
      // "Just cast Thragtusk this turn (was at 20).", "I Shock my opponent (was at 10).": an aside of nothing but a life
      // total, with no subject, is said of the player named right before it; else, when the sentence it is in names no
      // player but the asker (or none: the asker unsaid), of the asker — unsaid, so a question about the other
      // player's life still asks back whose it was (index.ts unsaidLifeHolder). Otherwise left unread.
      if (!said && !relative && first.subject === null && totalAside(first)) {
        const at = s.before;
        const host = kept.find((x) => x.before === undefined && x.from <= at && at < x.to);
        const others = host !== undefined && chunks.slice(host.from, host.to).some((c) => c.senses.some((x) => (x.kind === 'player' && x.who !== 'me') || (x.kind === 'pronoun' && ['he', 'his', 'they', 'them', 'their'].includes(x.word))));
        const at0 = chunks[s.from]!.start;
        if (antecedent?.kind === 'player') first.subject = antecedent;
        else if (host !== undefined && !others) first.subject = { kind: 'player', player: { who: 'me' }, chunks: [], start: at0, end: at0, text: '' };
      }
      if (antecedent && relative && first.subject === antecedent) markRelative(first);
      if (relative) first.chunks.unshift(s.from);
    }
    for (const c of cl) spoken.push(...clausePhrases(c).flatMap(listItems));
    if (cl.length > 0 && times.length > 0) cl[0]!.times.push(...times);
    const a = chunks[s.from]!;
    const b = chunks[s.to - 1]!;
    out.push({ index, question: s.question, clauses: cl, start: a.start, end: b.end, text: text.slice(a.start, b.end) });
  });
  return priorRelativesFirst(out);
}
