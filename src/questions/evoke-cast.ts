/**
 * Evoke (702.74a) is an alternative cost chosen as the spell is cast (601.2b, 118.9): as the story says it ("evoked",
 * "I evoke Mulldrifter", "for its evoke cost", 「想起で」), the cast pays it (the cast action's alternative "evoke"), and
 * the permanent's sacrifice trigger reads it. A spell whose card has evoke cast with nothing said either way is asked
 * back, never assumed; evoke said of a spell whose card has none as compiled isn't read (refused as not understood).
 */
import type { Lang } from '../core/lang.ts';
import type { ActionList } from './action-list.ts';
import type { QEvent } from './types.ts';
import type { ActionOf } from './scenario-input.ts';
import { compiled } from './spell-abilities.ts';
import { wordsFor } from './locales/index.ts';

/** The evoke choice of one cast: written on `cast`, or the question's gap noted on `list`. */
export function evokeChoice(list: ActionList, e: Extract<QEvent, { kind: 'cast' }>, cast: ActionOf<'cast'>, lang: Lang): void {
  const evoke = compiled(list.q, e.spell)?.spell?.alternatives?.find((a) => a.name === 'evoke');
  const said = e.castOption;
  const told = said === 'evoked' || said === 'not-evoked';
  if (told && !evoke) list.undescribed ??= wordsFor(lang).castOption('evoke');
  if (!evoke) return;
  if (!told) list.needsCastOption ??= { spell: e.spell, option: 'evoke', cost: evoke.cost !== '' ? evoke.cost : (evoke.text ?? 'evoke') };
  if (said === 'evoked') cast.alternative = 'evoke';
}
