/**
 * Typing slips in chat ("in respnse I sac it", "oponent", "trampel"): a lower-case word that neither English nor the
 * lexicons know, and that is no card's name or part of one, is read as the one game word a single slip of typing away
 * (a letter left out, added, changed, or two swapped) — any word of a lexicon phrase or a keyword, so "respnse" reads
 * "in response". Only when exactly one such word exists: with none or several, the word stays what it was and is named
 * back. Every word read so is said in the restatement (Chunk.respelt), never changed silently.
 */
import type { Sense } from '../senses.ts';
import type { Token } from '../tokens.ts';
import type { Chunk } from '../chunk.ts';
import type { CardSpotter } from '../lexicon/cards.ts';
import { englishKeywords } from '../lexicon/domain.ts';
import { cardAt } from './chunk-cards.ts';
import { oneSlip, strange, stripped, vocabulary } from './chunk-words.ts';

/** The shortest word a slip is looked for in, and the shortest word it may be read as: shorter words have too many neighbours. */
const MIN_LETTERS = 5;
/** How many words before a word a card name covering it may start ("Viscera Seer", "Swords to Plowshares"). */
const NAME_REACH = 5;

let slipWords: string[] | null = null;

/** Every word (of MIN_LETTERS letters or more) of a lexicon phrase or a keyword's name. */
function gameWords(lexicon: ReadonlyMap<string, Sense[]>): string[] {
  if (slipWords) return slipWords;
  const all = new Set<string>();
  for (const key of [...lexicon.keys(), ...englishKeywords().keys()]) for (const w of key.split(' ')) if (w.length >= MIN_LETTERS && /^[a-z]+$/.test(w)) all.add(w);
  slipWords = [...all];
  return slipWords;
}

/** Whether a card name the spotter knows covers token i (starting at most NAME_REACH words before it). */
function inCardName(text: string, tokens: readonly Token[], i: number, cards: CardSpotter): boolean {
  for (let j = Math.max(0, i - NAME_REACH); j <= i; j++) {
    const found = cardAt(text, tokens, j, cards);
    if (found && j + found.n > i) return true;
  }
  return cards.short(tokens[i]!.text) !== null;
}

/** The game word a token is a slip away from, or null (not a slip, no such word, or several). */
function slipOf(text: string, tokens: readonly Token[], i: number, cards: CardSpotter, lexicon: ReadonlyMap<string, Sense[]>): string | null {
  const t = tokens[i]!;
  // (Capitalised after a sentence's start, it is a name; "non-…" says what something is not, read elsewhere.)
  if (t.kind !== 'word' || t.lower.length < MIN_LETTERS || !/^[a-z]+$/.test(t.lower) || t.capital || /^non/.test(t.lower) || !strange(t)) return null;
  if (lexicon.has(t.lower) || lexicon.has(t.lemma) || stripped(t.lower, lexicon) || vocabulary(t).length > 0 || englishKeywords().has(t.lower)) return null;
  // (A word of a lexicon phrase is no slip, though another is a letter away: "response" of "in response", "responses".)
  const words = gameWords(lexicon);
  if (words.includes(t.lower)) return null;
  const near = words.filter((w) => oneSlip(t.lower, w));
  if (near.length !== 1 || inCardName(text, tokens, i, cards)) return null;
  return near[0]!;
}

export interface Respelt {
  /** The tokens with each slip read as its game word. */
  tokens: Token[];
  /** Token index -> the word written and the word read. */
  fixes: Map<number, { written: string; read: string }>;
}

/** The question's tokens with every typing slip read as the game word it is one slip from (when exactly one). */
export function respell(text: string, tokens: readonly Token[], cards: CardSpotter, lexicon: ReadonlyMap<string, Sense[]>): Respelt {
  const fixes = new Map<number, { written: string; read: string }>();
  const out = tokens.map((t, i) => {
    const read = slipOf(text, tokens, i, cards, lexicon);
    if (read === null) return t;
    fixes.set(i, { written: t.text, read });
    return { ...t, lower: read, lemma: read, guessed: false };
  });
  return { tokens: out, fixes };
}

/**
 * Marks each chunk holding a word read as another (Chunk.respelt, said in the restatement). A chunk the word read so
 * still left unknown was no slip of a game word: it is the unknown, strange word it was, named back.
 */
export function markRespelt(chunks: Chunk[], fixes: ReadonlyMap<number, { written: string; read: string }>): void {
  for (const c of chunks) {
    const here = [...fixes].filter(([k]) => k >= c.from && k < c.to).map(([, f]) => f);
    if (here.length === 0) continue;
    if (c.senses[0]?.kind === 'unknown') c.senses = [{ kind: 'unknown', strange: true }];
    else c.respelt = here;
  }
}
