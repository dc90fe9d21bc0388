/**
 * Card-name normalisation: the keys the name index is built on, so that "Lim-Dûl's Vault",
 * "lim duls vault", "LIM-DUL’S VAULT" and "Lim Dul's  Vault" all meet, and Japanese names match
 * with or without spaces, middle dots and 《》.
 */

/** Letters that don't decompose into a base letter plus accents. */
const SPECIAL_LETTERS: Record<string, string> = lookupTable({ æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i', ð: 'd' });
const SPECIAL = /[æœßøđłþıð]/g;
/** Apostrophes and quotes that are dropped without leaving a space ("Sorin's" -> "sorins"). */
const APOSTROPHES = /['’‘`´ʼ＇]/g;
const ASCII_APOSTROPHES = /['`]/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** What the accent pass can change: a combining mark, or a Latin letter outside ASCII. */
const ACCENTABLE = /\p{M}|(?![\p{ASCII}])\p{Script=Latin}/u;

/**
 * The spaced key of a name: NFKC (full-width forms, half-width kana), lower case, katakana as
 * hiragana, accents of Latin letters removed, apostrophes dropped, any other punctuation or
 * symbol (including "//", Japanese 、・ and brackets) turned into a single space.
 */
export function nameKey(text: string): string {
  // Printable ASCII (half of all card names, most queries) is already NFKC and has no kana,
  // special letters or accents: the same key by the short way (the spotter and the name index
  // key every name of the catalog when they are built).
  if (PRINTABLE_ASCII.test(text)) return text.toLowerCase().replace(ASCII_APOSTROPHES, '').replace(/[^a-z0-9]+/g, ' ').trim();
  let s = text.normalize('NFKC').toLowerCase();
  // Katakana folds to hiragana, as upper case folds to lower: セラの天使 and せらの天使 meet.
  s = hiragana(s);
  s = s.replace(SPECIAL, (c) => SPECIAL_LETTERS[c] ?? c);
  // Strip combining marks from Latin letters only: Japanese voicing marks must stay. Only a Latin
  // letter beyond ASCII (é) or a combining mark can change here: Japanese names skip the two passes.
  if (ACCENTABLE.test(s)) s = s.normalize('NFD').replace(/(\p{Script=Latin})\p{M}+/gu, '$1').normalize('NFC');
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

import { hiragana } from '../core/kana.ts';
import { hasJapaneseScript } from '../core/lang.ts';
import { lookupTable } from '../core/table.ts';

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

const HAN = /\p{Script=Han}/u;

/** Whether `a` and `b`, past their common beginning and common end, differ in a kanji on either side. */
export function kanjiInDifference(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  const middle = [...x.slice(start, x.length - end), ...y.slice(start, y.length - end)];
  return middle.some((c) => HAN.test(c));
}
