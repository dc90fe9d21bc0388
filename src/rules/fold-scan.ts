/**
 * The foldings of a /search query written as scans over its characters instead of chains of
 * regular-expression replacements (term-text.ts foldTerm, search-index.ts normaliseText and its
 * Japanese runs). Each replacement's regular expression, met cold by a query (after other work has
 * run: the bench interleaves MiniSearch and FlexSearch), cost several microseconds, more than the
 * rest of the query's folding; a query with a hyphen, an apostrophe, quotes or Japanese took them
 * all. Each scan gives exactly what its chain gives (test/rules/search-text-scan.test.ts compares
 * them on tables of tricky inputs, on every line of the CR and on random text).
 */

/** What foldTerm does to a character: 1 removed, 2 made a space, 3 stripped at the end, 0 kept. */
const REMOVED = 1;
const SPACED = 2;
const FINAL = 3;
const FOLDING = new Map<number, number>();
for (const c of '《》「」『』【】〈〉()（）"“”\'’‘`') FOLDING.set(c.charCodeAt(0), REMOVED);
for (const c of '-‐‑–—_/・･') FOLDING.set(c.charCodeAt(0), SPACED);
for (const c of '?？!！.。,、:：;；') FOLDING.set(c.charCodeAt(0), FINAL);

/** Whether character code `c` is white space to a regular expression's \s (and to String.prototype.trim). */
export function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Texts longer than this are folded by the chains (a query never is; String.fromCharCode takes the codes as arguments). */
const SCAN_MAX = 4096;

/**
 * foldTerm's steps after NFKC and lower case: hiragana to katakana, brackets and quotes removed,
 * hyphens, slashes and middle dots made spaces, punctuation at the end stripped, white space
 * collapsed to single spaces and trimmed.
 */
export function foldLowered(t: string): string {
  if (t.length > SCAN_MAX) return foldByChain(t);
  const codes: number[] = [];
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 0x3041 && c <= 0x3096) codes.push(c + 0x60);
    else {
      const f = FOLDING.get(c);
      if (f === REMOVED) continue;
      codes.push(f === SPACED ? 32 : c);
    }
  }
  // The punctuation at the end, before white space is collapsed (as the chain does: "x. " keeps its full stop).
  let end = codes.length;
  while (end > 0 && FOLDING.get(codes[end - 1]!) === FINAL) end--;
  const out: number[] = [];
  let space = false;
  for (let i = 0; i < end; i++) {
    const c = codes[i]!;
    if (isSpace(c)) space = true;
    else {
      if (space && out.length > 0) out.push(32);
      space = false;
      out.push(c);
    }
  }
  return String.fromCharCode(...out);
}

/** foldLowered as the chain of replacements it stands for. */
export function foldByChain(t: string): string {
  return t
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[《》「」『』【】〈〉()（）"“”'’‘`]/g, '')
    .replace(/[-‐‑–—_/・･]/g, ' ')
    .replace(/[?？!！.。,、:：;；]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Curly single quotes and the backtick made straight quotes, curly double quotes straight double quotes (normaliseText). */
export function straightQuotes(t: string): string {
  let i = 0;
  for (; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 0x60 || c === 0x2018 || c === 0x2019 || c === 0x201c || c === 0x201d) break;
  }
  if (i === t.length) return t;
  let out = t.slice(0, i);
  for (; i < t.length; i++) {
    const c = t.charCodeAt(i);
    out += c === 0x60 || c === 0x2018 || c === 0x2019 ? "'" : c === 0x201c || c === 0x201d ? '"' : t[i]!;
  }
  return out;
}

/** Whether a code is in the Japanese runs tokenize reads as bigrams: kana, CJK ideographs, half-width katakana. */
const japanese = (c: number): boolean => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xff66 && c <= 0xff9f);

/** Each run of Japanese characters in `s` (as /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]+/g finds them), in order. */
export function japaneseRuns(s: string, each: (run: string) => void): void {
  for (let i = 0; i < s.length; ) {
    if (!japanese(s.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < s.length && japanese(s.charCodeAt(j))) j++;
    each(s.slice(i, j));
    i = j;
  }
}
