/** Kana helpers: katakana folded to hiragana, so a reading and a word written in either kana compare equal. */

// The fold itself lives in core, shared with the card-name keys.
export { hiragana } from '../../core/kana.ts';

/** Whether `s` is written in kana alone (hiragana, katakana, the long mark). */
export function allKana(s: string): boolean {
  return /^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$/u.test(s);
}

/** The kanji in `s` (CJK ideographs and the iteration mark 々). */
export function kanjiOf(s: string): string[] {
  return [...s].filter((c) => /[\u4e00-\u9fff\u3005]/u.test(c));
}
