/**
 * "Protection from the color of your choice" (Mother of Runes, Gods Willing) and "protection from colorless or from
 * the color of your choice" (Giver of Runes): the quality is chosen as the spell or ability resolves (608.2d), so each
 * one on the stack carries its own choice (two activations, two colors). The compiled text holds a placeholder
 * quality; the resolving item's choice replaces it here, and with none told the run stops rather than pick a color.
 */
import type { ChosenColor, Modification, StackItem } from '../types.ts';
import { halt } from '../run.ts';

export const CHOSEN_COLOR = '(the color of your choice)';
export const CHOSEN_COLOR_OR_COLORLESS = '(colorless or the color of your choice)';

/** Whether a keyword parameter is one of the placeholders above. */
export function isChosenColor(param: string | undefined): boolean {
  return param === CHOSEN_COLOR || param === CHOSEN_COLOR_OR_COLORLESS;
}

/** Whether the choice fits the placeholder: colorless isn't a color (105.1, 105.2c), so only the "colorless or" text offers it. */
export function choiceFits(param: string, chosen: ChosenColor): boolean {
  return chosen !== 'colorless' || param === CHOSEN_COLOR_OR_COLORLESS;
}

/** The modifications with the item's chosen color in place of the placeholder; stops when none was told or it doesn't fit. */
export function withChosenColor(mods: readonly Modification[], item: StackItem, text: string): Modification[] {
  return mods.map((m) => {
    if (m.kind !== 'add-keywords' || !m.keywords.some((k) => isChosenColor(k.param))) return m;
    const chosen = item.chosenColor;
    if (chosen === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'color-choice', text, rule: '608.2d' });
    const keywords = m.keywords.map((k) => {
      if (!isChosenColor(k.param)) return k;
      if (!choiceFits(k.param!, chosen)) halt('illegal_action', 'error.illegal-action', { reason: 'bad-choice', choice: 'color', id: chosen, rule: '105.1' });
      return { ...k, param: chosen };
    });
    return { ...m, keywords };
  });
}
