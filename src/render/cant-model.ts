/** The parts of a named card the engine can't model, worded for a reply (issue 6 §2). */
import type { Lang } from '../core/lang.ts';
import type { CardNote } from '../scenario/cards.ts';
import { t } from './i18n.ts';

/** "I can't model this part of <card>: …" for each part of a named card the engine can't model (issue 6 §2). */
export function cantModelLines(notes: readonly CardNote[], lang: Lang): string[] {
  return notes.map((n) => t(lang, 'card.cant_model', { card: lang === 'ja' && n.ja ? n.ja : n.card, text: n.text }));
}
