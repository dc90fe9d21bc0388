/** The shared frames' and intents' words in each language (words.ts): a language missing here fails to compile. */
import type { Lang } from '../../core/lang.ts';
import type { StoryWords } from './words.ts';
import { EN } from './en.ts';
import { JA } from './ja.ts';

export type { StoryWords } from './words.ts';

export const STORY_WORDS: Readonly<Record<Lang, StoryWords>> = { en: EN, ja: JA };

export function storyWords(lang: Lang): StoryWords {
  return STORY_WORDS[lang];
}
