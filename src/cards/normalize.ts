/**
 * Card-name normalisation: the keys the name index is built on, so that "Lim-Dûl's Vault",
 * "lim duls vault", "LIM-DUL’S VAULT" and "Lim Dul's  Vault" all meet, and Japanese names match
 * with or without spaces, middle dots and 《》.
 */

/** Letters that don't decompose into a base letter plus accents. */
const SPECIAL_LETTERS: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i', ð: 'd' };
const SPECIAL = /[æœßøđłþıð]/g;
/** Apostrophes and quotes that are dropped without leaving a space ("Sorin's" -> "sorins"). */
const APOSTROPHES = /['’‘`´ʼ＇]/g;

/**
 * The spaced key of a name: NFKC (full-width forms, half-width kana), lower case, katakana as
 * hiragana, accents of Latin letters removed, apostrophes dropped, any other punctuation or
 * symbol (including "//", Japanese 、・ and brackets) turned into a single space.
 */
export function nameKey(text: string): string {
  let s = text.normalize('NFKC').toLowerCase();
  // Katakana folds to hiragana, as upper case folds to lower: セラの天使 and せらの天使 meet.
  s = s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
  s = s.replace(SPECIAL, (c) => SPECIAL_LETTERS[c] ?? c);
  // Strip combining marks from Latin letters only: Japanese voicing marks must stay.
  if (/[\u0080-\uffff]/.test(s)) s = s.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC');
  s = s.replace(APOSTROPHES, '');
  return s.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The key without spaces ("grizzlybears", "世界魂の代弁者ニッサ"). */
export function compactKey(key: string): string {
  return key.replace(/ /g, '');
}

/** Words of a spaced key. */
export function keyTokens(key: string): string[] {
  return key === '' ? [] : key.split(' ');
}

import { hasJapaneseScript } from '../core/lang.ts';

/** Kana or kanji in a name (Japanese punctuation such as 《》 alone doesn't make a name Japanese). */
export const hasJapanese = hasJapaneseScript;

/**
 * The names a query may mean: Japanese brackets 《》「」『』【】 and quotes are taken off, and a
 * 《日本語/English》 pair (one slash, one side Japanese) gives both sides. A "//" is part of a
 * split card's name and stays.
 */
export function queryVariants(raw: string): string[] {
  let q = raw.normalize('NFKC').trim();
  // Outer brackets or quotes, repeatedly: 《灰色熊》, 「《灰色熊》」, "Grizzly Bears".
  for (;;) {
    const m = /^(?:《(.*)》|「(.*)」|『(.*)』|【(.*)】|"(.*)"|“(.*)”|〈(.*)〉|<<(.*)>>)$/su.exec(q);
    if (!m) break;
    q = (m.slice(1).find((g) => g !== undefined) ?? '').trim();
  }
  const pair = /^([^/]+?)\s*\/\s*([^/]+)$/u.exec(q);
  if (pair) {
    const [a, b] = [pair[1]!.trim(), pair[2]!.trim()];
    if (hasJapanese(a) !== hasJapanese(b)) return [q, a, b];
  }
  return [q];
}

export { editDistance } from '../core/edit-distance.ts';
