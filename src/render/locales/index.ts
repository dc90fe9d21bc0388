/** The render layer's words in each reply language (words.ts): a language missing here fails to compile. */
import type { Lang } from '../../core/lang.ts';
import type { RenderWords } from './words.ts';
import { EN } from './en.ts';
import { JA } from './ja.ts';

export type { RenderWords } from './words.ts';

export const RENDER_WORDS: Readonly<Record<Lang, RenderWords>> = { en: EN, ja: JA };

export function renderWords(lang: Lang): RenderWords {
  return RENDER_WORDS[lang];
}
