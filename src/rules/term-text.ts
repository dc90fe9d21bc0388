/**
 * How a term's text is compared: folded (case, width, kana, hyphens, quotes, brackets), stripped of
 * the question around it, made singular, stemmed as the search stems, a Japanese keyword action's
 * verb ending dropped.
 */
import { foldLowered } from './fold-scan.ts';
import { nfkc } from './nfkc.ts';
import { stem } from './search-index.ts';

/**
 * Per character code below 128: 1 when folding removes or replaces it, 2 when it is stripped at the
 * end (one small table read per character, where a set lookup per character of every /search query was).
 */
const FOLDED_AWAY = 1;
const FINAL_PUNCTUATION = 2;
const ASCII_FOLDING = new Uint8Array(128);
for (const c of '()"\'`-_/') ASCII_FOLDING[c.charCodeAt(0)] = FOLDED_AWAY;
for (const c of '?!.,:;') ASCII_FOLDING[c.charCodeAt(0)] = FINAL_PUNCTUATION;

/**
 * True when `s` is printable ASCII that folding leaves as it is once lower-cased: no brackets,
 * quotes, hyphens, underscores or slashes, no punctuation at the end, no space at either end or
 * twice in a row.
 */
function foldsToItself(s: string): boolean {
  const n = s.length;
  if (n === 0) return true;
  const last = s.charCodeAt(n - 1);
  if (s.charCodeAt(0) === 32 || last === 32 || (last < 128 && ASCII_FOLDING[last] === FINAL_PUNCTUATION)) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c > 126 || ASCII_FOLDING[c] === FOLDED_AWAY || (c === 32 && s.charCodeAt(i + 1) === 32)) return false;
  }
  return true;
}

/** Folds case, width, kana, hyphens, quotes and brackets so names compare loosely. */
export function foldTerm(s: string): string {
  // Most queries are plain words: one test instead of the passes below (each would leave them alone).
  if (foldsToItself(s)) return s.toLowerCase();
  // Hiragana to katakana, brackets and quotes removed, hyphens made spaces, final punctuation and
  // extra white space dropped: one scan (fold-scan.ts), not a regular expression per step.
  return foldLowered(nfkc(s).toLowerCase());
}

/** Strips the question wrapped around a term: "what is trample?", 「トランプルとは?」. */
export function stripQuestion(s: string): string {
  // Brackets first, so 「トランプルとは？」 reads as トランプルとは？.
  let t = s.trim().replace(/[「」『』《》【】"“”]/g, '');
  t = t.replace(/^(?:what(?:'s| is| are| does)|define|explain|meaning of|how does|how do)\s+/i, '');
  t = t.replace(/\s+(?:do|mean|work|means|works)\s*\??$/i, '');
  t = t.replace(/(?:とは(?:何|なん)?(?:ですか)?|って(?:何|なに)(?:ですか)?|の意味|について)\s*[?？]?$/u, '');
  return t.trim();
}

export function singular(word: string): string[] {
  const out: string[] = [];
  if (word.length > 4 && word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out;
}

/** The text with each word stemmed as the search does ("lifelinks", "prevented" -> "lifelink", "prevent"), for phrase checks. */
export function stemmedForm(folded: string): string {
  return ` ${folded
    .trim()
    .split(' ')
    .map((w) => stem(w))
    .join(' ')} `;
}

/** Japanese verb endings that official keyword-action names carry: 占術を行う -> 占術. */
export function japaneseStem(name: string): string | null {
  const m = /^(.+?)(?:を行う|する|させる)$/u.exec(name);
  return m ? m[1]! : null;
}

/** The default collation, made once: String#localeCompare builds the same comparison on every call. */
export const collate = new Intl.Collator().compare;

/** Whether a text is plain ASCII (no Japanese names to look for). */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}
