/**
 * Comparing a query with one part of a Strings table (name-layout.ts) in place: the binary
 * searches of the name index (exact names, words, word deletions) compare a dozen keys per lookup,
 * and slicing each out first made a string for the garbage collector every time.
 */

/** Parts kept as one text and the offsets of their starts (Strings, name-layout.ts). */
interface Parts {
  readonly text: string;
  readonly offsets: Int32Array;
}

/** Part `i` of `s` against `key` in UTF-16 code-unit order (as `<` orders strings): negative, 0 or positive. */
export function compareAt(s: Parts, i: number, key: string): number {
  const text = s.text;
  const start = s.offsets[i]!;
  const len = s.offsets[i + 1]! - start;
  const n = Math.min(len, key.length);
  for (let k = 0; k < n; k++) {
    const d = text.charCodeAt(start + k) - key.charCodeAt(k);
    if (d !== 0) return d;
  }
  return len - key.length;
}
