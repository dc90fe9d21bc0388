/**
 * The choices an ask-back offers, each told apart: two objects told alike (「《アトランティスの王》2体」 twice, "a 2/2"
 * twice) are offered by their place among those alike, as refs-told.ts optionWords does — an ask-back offering two
 * choices that read the same asks the player something they can't answer.
 */
import type { Lang } from '../core/lang.ts';
import { storyWords } from './locales/index.ts';

/** The options with every one said more than once numbered by its place among those alike (the rest as they are). */
export function distinctOptions(options: readonly string[], lang: Lang): string[] {
  return options.map((o, i) => {
    const same = options.filter((x) => x === o).length;
    if (same < 2) return o;
    const n = options.slice(0, i).filter((x) => x === o).length + 1;
    return storyWords(lang).nth(o, n);
  });
}
