/**
 * NFKC normalisation that skips ICU for text it would leave as it is. `String.prototype.normalize`
 * goes through ICU's normaliser, whose tables a /search query meets cold (after other work has run,
 * as in the bench, interleaved with MiniSearch and FlexSearch): a few microseconds for a short
 * Japanese query, more than the rest of its folding. Printable ASCII and the Japanese most queries
 * are written in (kana, the unified ideographs, the long-vowel mark, the middle dot, the common
 * brackets and the ideographic comma and full stop) have no decomposition and never compose with
 * one another, so NFKC maps such a text to itself (test/rules/nfkc.test.ts checks every one of
 * those characters and pairs of them against ICU). Anything else is normalised as before.
 */

/** Whether NFKC leaves character code `c` as it is and it never composes with its neighbours here. */
function stable(c: number): boolean {
  if (c >= 0x20 && c <= 0x7e) return true;
  if (c < 0x3001) return false;
  // 、。 〈〉《》「」『』【】
  if (c <= 0x3011) return c <= 0x3002 || c >= 0x3008;
  // Hiragana ぁ-ゖ (not the voiced-sound marks 309B-309C, nor ゟ).
  if (c >= 0x3041 && c <= 0x3096) return true;
  // Katakana ァ-ヺ, ・, ー, ヽ, ヾ (not ヿ).
  if (c >= 0x30a1 && c <= 0x30fe) return true;
  // CJK unified ideographs (not the compatibility ideographs F900-FAFF).
  return c >= 0x4e00 && c <= 0x9fff;
}

/** Whether `s.normalize('NFKC') === s` is sure without asking ICU. */
export function nfkcStable(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!stable(s.charCodeAt(i))) return false;
  return true;
}

/** `s.normalize('NFKC')`, without ICU when the text is one it leaves as it is. */
export function nfkc(s: string): string {
  return nfkcStable(s) ? s : s.normalize('NFKC');
}
