/**
 * A modal spell's mode told by what it does (700.2): "in prevent mode", "choosing double strike",
 * 「二段攻撃モード」「3点軽減のモード」. The words are read into items (lexicon/mode-words.ts) — an effect
 * kind, a keyword granted, an amount, or (English) a plain word of the mode's text — and matched
 * against the spell's compiled modes once the spell is known (questions/mode-meaning.ts): the one
 * mode that has every item is chosen; none or several, the question is asked back naming the words.
 * Each language's forms ("X mode", 「Xを選んで」) are its chunker's (en/told-mode.ts, ja/told-mode.ts).
 */
import type { Sense } from './senses.ts';
import type { Token } from './tokens.ts';
import { lookupTable } from '../core/table.ts';

/** What a language gives the reader of mode words. */
export interface ModeWordTables {
  keywordAt: (tokens: readonly Token[], i: number) => { n: number; senses: Sense[] } | null;
  /** Words for what a mode does: the item each stands for (lexicon/mode-words.ts). */
  effects: Readonly<Record<string, string>>;
  fillers: ReadonlySet<string>;
  /** The token's key in those tables (English: lower case; Japanese: base form). */
  key: (t: Token) => string;
  /** A word kept as itself, to be matched against the mode's printed words (English), or null. */
  plain: (t: Token) => string | null;
  /** How the told words are joined back for the reply. */
  join: string;
}

export interface ModeWords {
  /** Tokens read (no filler at either end). */
  n: number;
  /** Tokens read with the fillers after the last item ("破壊不能を与える" before 「モード」). */
  through: number;
  said: string[];
  /** The words as the question says them, for asking back. */
  told: string;
  /** Every item is an effect, a keyword or an amount (none a plain word), and one is not an amount. */
  meaningOnly: boolean;
}

const DIGITS: Readonly<Record<string, string>> = lookupTable({ one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' });

/** The item said at token k, how many tokens it takes; a filler is an item of none. */
function itemAt(tokens: readonly Token[], k: number, w: ModeWordTables): { n: number; item: string | null } | null {
  const t = tokens[k];
  if (!t || t.kind === 'atom' || t.kind === 'punct') return null;
  const kw = w.keywordAt(tokens, k);
  const sense = kw?.senses[0];
  if (kw && sense?.kind === 'keyword') return { n: kw.n, item: `#${sense.keyword.keyword}` };
  if (t.kind === 'number' && /^\d+$/.test(t.text)) return { n: 1, item: t.text };
  const key = w.key(t);
  const digits = DIGITS[key];
  if (digits !== undefined) return { n: 1, item: digits };
  const effect = w.effects[key];
  if (effect !== undefined) return { n: 1, item: effect };
  if (w.fillers.has(key)) return { n: 1, item: null };
  const plain = w.plain(t);
  return plain === null ? null : { n: 1, item: plain };
}

/** Up to six items of mode words from token i (the first no filler), or null. */
export function modeWordsAt(tokens: readonly Token[], i: number, w: ModeWordTables): ModeWords | null {
  const said: string[] = [];
  let k = i;
  let end = i;
  while (said.length < 6) {
    const it = itemAt(tokens, k, w);
    if (!it) break;
    if (it.item === null && k === i) return null;
    k += it.n;
    if (it.item !== null) {
      said.push(it.item);
      end = k;
    }
  }
  if (said.length === 0) return null;
  const meaning = (s: string): boolean => s.startsWith('=') || s.startsWith('#');
  const meaningOnly = said.every((s) => meaning(s) || /^\d+$/.test(s)) && said.some(meaning);
  const told = tokens.slice(i, end).map((t) => t.text).join(w.join);
  return { n: end - i, through: k - i, said, told, meaningOnly };
}
