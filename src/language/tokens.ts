/**
 * Tokens: what both tokenisers (English through compromise, Japanese through kuromoji) give the
 * rest of the language layer. Offsets are into the normalised text (text.ts), so any span of
 * tokens can be quoted back to the user exactly as they wrote it.
 */
import type { Atom } from './text.ts';

export type TokenKind =
  /** A word (English) or a morpheme (Japanese). */
  | 'word'
  /** Digits: 3, 12. */
  | 'number'
  /** Power/toughness: 2/2, 0/8. */
  | 'pt'
  /** A P/T modification or counter kind: +3/+3, -1/-1, +2/+0. */
  | 'ptmod'
  /** Mana symbols: {2}, {R}{R}. */
  | 'mana'
  | 'punct'
  /** A card name in 《…》 or [[…]], or a quoted ability: the atom carries it. */
  | 'atom';

export interface Token {
  i: number;
  kind: TokenKind;
  /** The surface form as written (for an expanded contraction, the whole contraction on its first part). */
  text: string;
  start: number;
  end: number;
  /** Lower-case surface (English); the surface (Japanese). */
  lower: string;
  /** Dictionary form: "blocked" -> "block", 受けます -> 受ける. */
  lemma: string;
  /** English: the word starts with a capital letter (and is not the first of its sentence). */
  capital: boolean;
  /** Japanese: kuromoji's part of speech and its first detail (助詞/格助詞, 動詞/自立…).
   *  English: 'told' for a verb compromise tags past tense or participle (not an auxiliary), else ''. */
  pos: string;
  detail: string;
  /** Japanese: the conjugated form (連用タ接続, 未然形…). */
  form: string;
  /** Japanese: kuromoji's reading of the surface, in hiragana (生き -> いき), when the dictionary gives one. */
  reading?: string;
  atom?: Atom;
  /** English: compromise knew nothing of the word — no lexicon entry, no suffix or context rule (its lowest confidence). */
  guessed?: boolean;
}

export function makeToken(partial: Partial<Token> & Pick<Token, 'kind' | 'text' | 'start' | 'end'>): Token {
  return {
    i: -1,
    lower: partial.text.toLowerCase(),
    lemma: partial.text.toLowerCase(),
    capital: false,
    pos: '',
    detail: '',
    form: '',
    ...partial,
  };
}

/** The text covered by tokens [from, to) — exactly as the user wrote it. */
export function spanText(text: string, tokens: readonly Token[], from: number, to: number): string {
  const a = tokens[from];
  const b = tokens[Math.max(from, to - 1)];
  if (!a || !b) return '';
  return text.slice(a.start, b.end);
}
