/**
 * The value chosen for X, said in either language: "X=3", "X = 2", "X is 5", "X being 3", "X equals 4", 「X=2」,
 * 「Xは3」「Xが3」「Xを3に(して)」. The controller chooses X while casting a spell or activating an
 * ability (107.3a, 601.2b); the words say that choice and nothing else, so they read as one chunk
 * (an 'x-value' sense) wherever they stand. A bare "X" (no "=" or value after it) is left alone: it
 * may be a card (one is named "X"), reachable anyway in brackets ([[X]], 《X》), which are atoms.
 */
import type { Token } from './tokens.ts';

/** Words between X and its value: "=" (any script, NFKC made it ASCII), English verbs, Japanese particles. */
const JOINERS: ReadonlySet<string> = new Set(['=', ':', 'is', 'was', 'being', 'equals', 'of', 'は', 'が', 'を']);

export interface XValue {
  /** Tokens read. */
  n: number;
  value: number;
  /** Japanese 「Xを3にして」: the にして ("making it") after the value, read as the particle で. */
  making: number;
}

/**
 * "X=3" at token i (an "X" that is a word, not an atom), or null. "(X=3)", 「（X=3）」 in brackets after a spell's
 * name is the same choice written as an aside: the brackets are read with it.
 */
export function xValueAt(tokens: readonly Token[], i: number): XValue | null {
  if (tokens[i]?.text === '(') {
    const inner = xValueAt(tokens, i + 1);
    return inner && inner.making === 0 && tokens[i + 1 + inner.n]?.text === ')' ? { ...inner, n: inner.n + 2 } : null;
  }
  return xValueBare(tokens, i);
}

function xValueBare(tokens: readonly Token[], i: number): XValue | null {
  const t = tokens[i];
  if (!t || t.kind !== 'word' || !/^[Xx]$/.test(t.text)) return null;
  const joiner = tokens[i + 1];
  // "X equal to 7" (no verb before "equal").
  const bareEqual = joiner?.lower === 'equal' && tokens[i + 2]?.lower === 'to';
  if (!joiner || (!bareEqual && !JOINERS.has(joiner.text.toLowerCase()))) return null;
  // A lower-case x only with "=" ("x=3"): "x is" is too likely to be something else.
  if (t.text === 'x' && joiner.text !== '=') return null;
  let j = bareEqual ? i + 3 : i + 2;
  // "X is equal to 3": the filler between.
  if (!bareEqual && tokens[j]?.lower === 'equal' && tokens[j + 1]?.lower === 'to') j += 2;
  const v = tokens[j];
  if (!v || v.kind !== 'number' || !/^\d+$/.test(v.text)) return null;
  const value = Number(v.text);
  j++;
  let making = 0;
  // 「Xを3にして」「X=3にして」: "setting X to 3"; the に + する's te-form carry nothing more.
  if (tokens[j]?.text === 'に' && tokens[j + 1]?.lemma === 'する' && tokens[j + 2]?.text === 'て') making = 3;
  return { n: j - i, value, making };
}
