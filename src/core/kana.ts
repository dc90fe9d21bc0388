/**
 * Katakana folded to hiragana, the one fold both the card-name keys (src/cards/normalize.ts) and the
 * Japanese tokeniser's readings (src/language/ja/) rely on: セラの天使 and せらの天使 meet, as upper
 * and lower case do in English.
 */

/** `s` with each katakana letter (ァ..ヶ) as its hiragana; other characters (ー, kanji) as they are. */
export function hiragana(s: string): string {
  return s.replace(/[\u30a1-\u30f6]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}
