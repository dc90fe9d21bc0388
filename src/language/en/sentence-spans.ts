/** English sentence boundaries: where a sentence ends, whether it is a question, and its parenthesised asides. */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';

const SENTENCE_END = new Set(['.', '?', '!', ';', '—', '–', '=', ':']);

/** True when a verb comes before the closing parenthesis after `from`. */
function hasVerbBefore(chunks: readonly Chunk[], from: number): boolean {
  for (let k = from; k < chunks.length; k++) {
    if (has(chunks[k], 'punct')?.char === ')') return false;
    const s = chunks[k]!.senses[0]!;
    if (s.kind === 'verb' || s.kind === 'aux') return true;
  }
  return false;
}

export interface SentenceSpan {
  from: number;
  to: number;
  question: boolean;
  /** Parenthesised asides inside it ([open, close] chunk ranges), read as sentences of their own. */
  skips?: [number, number][];
  /** For an aside: the last chunk before its "(" ("Torbran (it's been out since last turn)"). */
  before?: number;
  /** A claim asked whether it holds ("I said I draw a card. Who's right?", reported.ts): a yes/no question of it. */
  claim?: true;
}

/** Splits chunks into sentences: [from, to) plus whether it asks. */
export function sentences(chunks: readonly Chunk[]): SentenceSpan[] {
  const out = split(chunks).flatMap((s) => runOn(chunks, s));
  for (const s of out) if (!s.question && asksUnmarked(chunks, s)) s.question = true;
  return out;
}

/** The sentences found so far, and the asides of the one being read (read right after it). */
interface Splitting {
  out: SentenceSpan[];
  /** Where the sentence being read starts. */
  from: number;
  skips: [number, number][];
  asides: SentenceSpan[];
}

/** The aside between chunks `a` and `b` (its opening and closing marks), less its own end marks; asks when one is "?". */
function aside(st: Splitting, chunks: readonly Chunk[], a: number, b: number): void {
  let to = b;
  let question = false;
  while (to > a + 1 && SENTENCE_END.has(has(chunks[to - 1], 'punct')?.char ?? '')) {
    question ||= has(chunks[to - 1], 'punct')?.char === '?';
    to--;
  }
  if (to > a + 1) st.asides.push({ from: a + 1, to, question, before: a - 1 });
  st.skips.push([a, b]);
}

/** The sentence being read ends before `to`: it, then its asides. */
function flush(st: Splitting, to: number, question: boolean): void {
  if (to > st.from) st.out.push({ from: st.from, to, question, ...(st.skips.length > 0 ? { skips: st.skips } : {}) });
  st.out.push(...st.asides);
  st.skips = [];
  st.asides = [];
}

/** The sentence spans, with the question each "?" marks. */
function split(chunks: readonly Chunk[]): SentenceSpan[] {
  const st: Splitting = { out: [], from: 0, skips: [], asides: [] };
  let depth = 0;
  // An aside in the middle of a sentence ("My opponent (who has no creatures) casts Wrath of God"):
  // the sentence goes on after it, and the aside is read right after the sentence.
  let open: number | null = null;
  let standalone = false;
  for (let i = 0; i < chunks.length; i++) {
    const p = has(chunks[i], 'punct')?.char;
    if (open !== null) {
      if (p === ')') {
        aside(st, chunks, open, i);
        open = null;
      }
      continue;
    }
    // A parenthesis that says something of its own ("(it survives)", "(I'd target my opponent.)") is a
    // sentence; one that only adds words to a noun phrase ("(pro red)", "(no trample)") is not.
    if (p === '(' && depth === 0 && hasVerbBefore(chunks, i + 1)) {
      if (i > st.from) {
        open = i;
        continue;
      }
      standalone = true;
      st.from = i + 1;
      continue;
    }
    if (p === ')' && depth === 0) {
      if (standalone || i > st.from) flush(st, i, false);
      standalone = false;
      st.from = i + 1;
      continue;
    }
    if (p === '(') depth++;
    if (p === ')') depth = Math.max(0, depth - 1);
    // "… says 'Creatures you control get +1/+1.' My 2/2 …": the quote ends the sentence.
    const q = has(chunks[i], 'quote');
    if (q && /[.!?]$/.test(q.text) && depth === 0 && i + 1 < chunks.length && /^[A-Z]/.test(chunks[i + 1]!.text)) {
      flush(st, i + 1, false);
      st.from = i + 1;
      continue;
    }
    // "Bolt on my Tracker w/ a counter, dead?", "…, still alive?": a verbless state asked after a comma is a
    // question of its own about what the words before it told (intents/fates.ts deadAsk), never a word of theirs.
    if (p === ',' && depth === 0 && i > st.from && stateTail(chunks, i + 1)) {
      flush(st, i, false);
      st.from = i + 1;
      continue;
    }
    const rel = p === ',' && depth === 0 ? relativeAt(chunks, i, st.from) : null;
    if (rel && rel.comma) {
      aside(st, chunks, i, rel.j);
      i = rel.j;
      continue;
    }
    if (rel) {
      // Closed by the sentence's end: the "." still ends the sentence.
      st.asides.push({ from: i + 1, to: rel.j, question: false, before: i - 1 });
      st.skips.push([i, rel.j - 1]);
      i = rel.j - 1;
      continue;
    }
    if (p && SENTENCE_END.has(p) && depth === 0) {
      // ("a + b = what p/t?": the "=" ends a statement; the question follows it.)
      if (i > st.from) flush(st, i, p === '?');
      else if (p === '?' && st.out.length > 0) st.out[st.out.length - 1]!.question = true;
      st.from = i + 1;
    }
  }
  if (open !== null) aside(st, chunks, open, chunks.length);
  flush(st, chunks.length, false);
  return st.out;
}

/**
 * "just played hill giant this turn can i swing with it", "i bolted their bear does it die": chat with no stop — a
 * statement, then a question whose auxiliary comes before its subject with nothing between them. The inverted order
 * opens a sentence of its own that asks; the words before it tell. (Not in a sentence that asks from its first word
 * or opens with a condition — "if i bolt it does it die" is one question — nor after a question word: "what can i do".)
 */
function runOn(chunks: readonly Chunk[], s: SentenceSpan): SentenceSpan[] {
  const lead = chunks[s.from]?.senses[0]?.kind;
  if (s.before !== undefined || lead === 'aux' || lead === 'wh' || lead === 'sub') return [s];
  for (let k = s.from + 2; k < s.to - 1; k++) {
    if (chunks[k - 1]!.senses[0]!.kind === 'wh') return [s];
    if (!invertedAux(chunks[k - 1]!, chunks[k]!, chunks[k + 1]!) || (s.skips ?? []).some(([a, b]) => k >= a && k <= b + 1)) continue;
    const skips = (lo: number, hi: number): { skips?: [number, number][] } => {
      const own = (s.skips ?? []).filter(([a]) => a >= lo && a < hi);
      return own.length > 0 ? { skips: own } : {};
    };
    return [{ from: s.from, to: k, question: false, ...skips(s.from, k) }, { from: k, to: s.to, question: true, ...skips(k, s.to) }];
  }
  return [s];
}

/** "… turn can i", "… bear does it": an auxiliary right after a word that is no subject of it, and right before its subject. */
function invertedAux(before: Chunk, c: Chunk, after: Chunk): boolean {
  const aux = c.senses[0]!;
  if (aux.kind !== 'aux' || aux.aux === 'be' || aux.aux === 'have' || aux.aux === 'get' || aux.aux === 'need' || has(before, 'punct')) return false;
  const b = before.senses[0]!.kind;
  // ("…, and does it die?": after a join the clause cut reads the inverted order, clause-joins.ts.)
  if (b === 'pronoun' || b === 'player' || b === 'aux' || b === 'sub' || b === 'verb' || b === 'conj' || relativeWord(before)) return false;
  const a = after.senses[0]!;
  const subject = (a.kind === 'player' && !a.possessive) || (a.kind === 'pronoun' && (a.word === 'it' || a.word === 'they' || a.word === 'he'));
  // ("Blood Artist does its thing": after "do", only a pronoun or a player is its subject.)
  return subject || (aux.aux !== 'do' && (a.kind === 'poss' || (a.kind === 'player' && a.possessive) || a.kind === 'det' || a.kind === 'card'));
}

/** From `from`: only state adjectives ("dead", "alive", "still", "or"), at least one of dead / alive, then "?" closing the text. */
function stateTail(chunks: readonly Chunk[], from: number): boolean {
  let state = false;
  for (let k = from; k < chunks.length; k++) {
    const s = chunks[k]!.senses[0]!;
    if (has(chunks[k], 'punct')?.char === '?') return state && k === chunks.length - 1;
    if (s.kind === 'adj' && (s.adj === 'dead' || s.adj === 'alive')) state = true;
    else if (!(s.kind === 'adj' && s.adj === 'still') && chunks[k]!.text.toLowerCase() !== 'or') return false;
  }
  return false;
}

/**
 * "My Llanowar Elves, which has two +1/+1 counters on it, blocks …", "I attack with my 2/2, which is
 * wearing Bonesplitter.": a relative clause between commas tells something of what comes right before
 * it, like an aside in parentheses. (One closed by "?" is a question — "a 2/2 and a 3/3, which dies?" —
 * and one with no verb right after "which"/"who" is no relative clause.) At the comma `i`: where the
 * clause stops (`j`) and whether a comma closes it; null when no relative clause opens here.
 */
function relativeAt(chunks: readonly Chunk[], i: number, from: number): { j: number; comma: boolean } | null {
  if (!(i > from && relativeWord(chunks[i + 1]) && has(chunks[i + 1], 'sub')?.sub !== 'that' && !has(chunks[i - 1], 'punct'))) return null;
  // (", which already has Rancor,", ", which actually has …", ", who still has …": an adverb may come before its verb.)
  let v = i + 2;
  while (v < chunks.length - 1 && adverbBeforeVerb(chunks[v])) v++;
  const next = chunks[v]?.senses[0]?.kind;
  let j = i + 2;
  while (j < chunks.length && !isCut(has(chunks[j], 'punct')?.char)) j++;
  const close = has(chunks[j], 'punct')?.char;
  // ("Can my 2/2, which has Rancor on it, …?" / "Can I attack with my 2/2, which has Rancor on it?":
  // in a sentence that asks from its first word, the "?" closes the sentence, not the relative.)
  const asks = chunks[from]?.senses[0]?.kind === 'aux' || chunks[from]?.senses[0]?.kind === 'wh';
  if ((next === 'verb' || next === 'aux') && (close !== '?' || asks) && j > i + 2) return { j, comma: close === ',' };
  return null;
}

/** "already", "also", "still", "actually": a word that may stand between a relative word and its verb. */
function adverbBeforeVerb(c: Chunk | undefined): boolean {
  return has(c, 'time')?.time === 'already' || has(c, 'conj')?.conj === 'also' || has(c, 'adj')?.adj === 'still' || c?.senses[0]?.kind === 'filler';
}

/** A sentence that asks without its "?". */
function asksUnmarked(chunks: readonly Chunk[], s: SentenceSpan): boolean {
  const first = chunks[s.from]!;
  const lead = first.senses[0]!;
  // "(who has no creatures)", "(which has flying)": an aside about what comes before it tells, never asks.
  if (s.before !== undefined && relativeWord(first)) return false;
  // "Can a creature…", "Does…", "How much…", "Is it legal…": a question without its "?".
  if (lead.kind === 'wh' || (lead.kind === 'aux' && lead.aux !== 'be' && lead.aux !== 'have') || (lead.kind === 'aux' && lead.aux === 'be' && chunks[s.from + 1] && !has(chunks[s.from + 1], 'prep'))) return true;
  if (chunks.slice(s.from, s.to).some((c) => has(c, 'yes-no') && c.senses[0]!.kind === 'yes-no')) return true;
  // "if i bolt their creature does it die", "when it blocks does it survive": a sentence opened by a condition whose main
  // clause is asked with "do" before its subject — a question without its "?", never the statement "it dies".
  if (lead.kind === 'sub' && chunks.slice(s.from + 1, s.to).some((c, k) => invertedDo(c, chunks[s.from + k], chunks[s.from + k + 2]))) return true;
  // "i destroy opp's creature, does my blood artist trigger", "I Bolt his 2/2, do I gain life": a statement then, after
  // a comma, "do" right before its subject — the inverted order of a yes/no question, asked without its "?".
  if (chunks.slice(s.from + 1, s.to - 2).some((c, k) => has(c, 'punct')?.char === ',' && doBeforeSubject(chunks[s.from + 1 + k + 1], chunks[s.from + 1 + k + 2]))) return true;
  // "if my 2/2 is blocked by a 3/3 what happens", "when it attacks how much damage do they take": a condition
  // followed by a question word heading its main clause — the verb or auxiliary right after it — asks, without its "?".
  // ("who"/"which" may open a relative clause of the noun before them: not read so.)
  if (lead.kind === 'sub' && (lead.sub === 'if' || lead.sub === 'when') && chunks.slice(s.from + 2, s.to).some((c, k) => whOnly(c) && whHeadsClause(chunks[s.from + 2 + k + 1]))) return true;
  // "rancor on grizzly bears, what p/t and abilities": a question word heads a clause of it.
  // (Not one inside an aside it skips: "My opponent, who has a 2/2, attacks" tells.)
  const skipped = (i: number): boolean => (s.skips ?? []).some(([a, b]) => i >= a && i <= b);
  return chunks.slice(s.from, s.to).some((c, k) => !skipped(s.from + k) && c.senses[0]!.kind === 'wh' && (k === 0 || has(chunks[s.from + k - 1], 'punct') !== undefined || has(chunks[s.from + k - 1], 'conj') !== undefined));
}

/** Where a comma-bounded relative clause stops: a comma, a parenthesis or the sentence's end. */
function isCut(p: string | undefined): boolean {
  return p !== undefined && (p === ',' || p === '(' || p === ')' || SENTENCE_END.has(p));
}

/** "who", "which", "that" opening a relative clause. */
export function relativeWord(c: Chunk | undefined): boolean {
  const s = has(c, 'sub')?.sub;
  return s === 'who' || s === 'which' || s === 'that';
}

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

/** "does it", "do I", "does Blood Artist", "did my 2/2": "do" and then the subject it is inverted with. */
function doBeforeSubject(c: Chunk | undefined, after: Chunk | undefined): boolean {
  const aux = c?.senses[0];
  const a = after?.senses[0]?.kind;
  return aux?.kind === 'aux' && aux.aux === 'do' && (a === 'pronoun' || a === 'player' || a === 'poss' || a === 'det' || a === 'card');
}

function invertedDo(c: Chunk, before: Chunk | undefined, after: Chunk | undefined): boolean {
  const aux = c.senses[0];
  if (aux?.kind !== 'aux' || aux.aux !== 'do' || !after || !before) return false;
  const b = before.senses[0]?.kind;
  if (b === 'pronoun' || b === 'player' || b === 'aux') return false;
  const a = after.senses[0];
  return a !== undefined && ((a.kind === 'pronoun' && (a.word === 'it' || a.word === 'they' || a.word === 'he')) || a.kind === 'poss' || a.kind === 'det' || a.kind === 'player');
}
