/**
 * The color told for "… the color of your choice" (608.2d: chosen as the spell or ability resolves), put on the cast or
 * activation it was told with (each keeps its own: two activations, two colors). A card whose text offers that choice
 * and has none told is asked back (never a color picked for the asker); choosing words said of a card that offers no
 * such choice, or a protection said as given by an ability that doesn't give one, are named back, never dropped.
 */
import { CHOSEN_COLOR, CHOSEN_COLOR_OR_COLORLESS } from '../engine/keywords/chosen-color.ts';
import type { ColorTold } from '../language/ir-events.ts';
import type { ActionList } from './action-list.ts';
import type { ActionOf } from './scenario-input.ts';

/** What an ability's body offers: a color, a color or colorless, or no such choice. */
export type ColorOffer = 'color' | 'color-or-colorless' | null;

/** The choice a spell's or ability's instructions offer, read from its compiled body. */
export function colorOffered(body: unknown): ColorOffer {
  const text = JSON.stringify(body ?? null);
  if (text.includes(JSON.stringify(CHOSEN_COLOR_OR_COLORLESS))) return 'color-or-colorless';
  return text.includes(JSON.stringify(CHOSEN_COLOR)) ? 'color' : null;
}

/**
 * The told color on the action, or what must be asked back or named. `keywordOnly`: a protection said of a spell is the
 * asker's account of it (the card's own text runs), so with no such choice on the card it is left as before.
 */
export function takeColor(list: ActionList, source: string, body: unknown, told: ColorTold | undefined, act: ActionOf<'cast'> | ActionOf<'activate'>, keywordOnly: boolean): void {
  const offer = colorOffered(body);
  if (offer === null) {
    if (told && !(keywordOnly && told.said === 'keyword')) list.colorNotOffered ??= { source, color: told.color };
    return;
  }
  if (!told) {
    list.needsColor ??= source;
    return;
  }
  // 105.1, 105.2c: colorless is no color — only "colorless or … the color of your choice" offers it.
  if (told.color === 'colorless' && offer === 'color') {
    list.colorNotOffered ??= { source, color: told.color };
    return;
  }
  act.color = told.color;
}
