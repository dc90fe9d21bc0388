/** Reply languages. English and Japanese are both first-class. */
export type Lang = 'en' | 'ja';

export const LANGS: readonly Lang[] = ['en', 'ja'];

export function isLang(x: unknown): x is Lang {
  return x === 'en' || x === 'ja';
}

// Hiragana, katakana (incl. half-width) and CJK ideographs: the letters Japanese is written in.
const JAPANESE_SCRIPT = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/u;
// The same plus Japanese punctuation (《》「」、。): enough to tell the language of a query.
const JAPANESE = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f\u3000-\u303f]/u;

/** True when the text contains Japanese letters (kana or kanji); punctuation alone doesn't count. */
export function hasJapaneseScript(text: string): boolean {
  return JAPANESE_SCRIPT.test(text);
}

/** True when the text contains Japanese script (kana, kanji or Japanese punctuation such as 《》). */
export function looksJapanese(text: string): boolean {
  return JAPANESE.test(text);
}

/**
 * Which language to answer in (issue 2 §9): an explicit choice (`--lang`, or a Discord
 * locale of ja) wins; otherwise the language of the query; otherwise English.
 */
export function pickLang(opts: { explicit?: Lang | undefined; locale?: string | undefined; query?: string | undefined }): Lang {
  if (opts.explicit) return opts.explicit;
  if (opts.locale && opts.locale.toLowerCase().startsWith('ja')) return 'ja';
  if (opts.query && looksJapanese(opts.query)) return 'ja';
  return 'en';
}
