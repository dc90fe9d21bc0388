/**
 * How a combat, damage or replacement step names an effect: by its rules text, or "the effect" for an
 * id the engine made up; shared by the combat and the replacement templates.
 */
import { renderWords } from './locales/index.ts';
import type { CombatLines } from './locales/combat-lines.ts';
import { quoteRulesJa } from './ja-text.ts';
import type { Fmt } from './trace-format.ts';

/** The shared pieces in the step's language (render/locales). */
export const combatWords = (f: Fmt): CombatLines => renderWords(f.lang).combat;

/** An id the engine made up for an effect with no text ("replacement-1", engine/damage/effects.ts): it means nothing to a reader. */
const GENERATED_EFFECT = /^(?:replacement|prevention|effect)-\d+$/;
export const generatedEffect = (f: Fmt): boolean => GENERATED_EFFECT.test(String(f.p.effect ?? ''));

/** A list of effects named by their text, in Japanese: each quoted, English oracle text marked as such. */
export const effectsJa = (f: Fmt): string => (Array.isArray(f.p.effects) ? (f.p.effects as unknown[]).map((e) => quoteRulesJa(String(e))).join('、') : f.v('effects'));

/** An effect by its rules text (English oracle text said to be English in Japanese), or "the effect" for a made-up id. */
export const effectName = (f: Fmt): string => {
  if (generatedEffect(f)) return combatWords(f).theEffect;
  return combatWords(f).effect(f.v('effect'));
};
