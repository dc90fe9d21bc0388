/** The question layer's words in each reply language (words.ts): a language missing here fails to compile. */
import type { Lang } from '../../core/lang.ts';
import type { QuestionWords } from './words.ts';
import { EN } from './en.ts';
import { JA } from './ja.ts';

export type { QuestionWords } from './words.ts';

export const QUESTION_WORDS: Readonly<Record<Lang, QuestionWords>> = { en: EN, ja: JA };

export function wordsFor(lang: Lang): QuestionWords {
  return QUESTION_WORDS[lang];
}
