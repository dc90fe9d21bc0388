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
}

/** Splits chunks into sentences: [from, to) plus whether it asks. */
export function sentences(chunks: readonly Chunk[]): SentenceSpan[] {
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

function invertedDo(c: Chunk, before: Chunk | undefined, after: Chunk | undefined): boolean {
  const aux = c.senses[0];
  if (aux?.kind !== 'aux' || aux.aux !== 'do' || !after || !before) return false;
  const b = before.senses[0]?.kind;
  if (b === 'pronoun' || b === 'player' || b === 'aux') return false;
  const a = after.senses[0];
  return a !== undefined && ((a.kind === 'pronoun' && (a.word === 'it' || a.word === 'they' || a.word === 'he')) || a.kind === 'poss' || a.kind === 'det' || a.kind === 'player');
}
