/**
 * Asking back which mode of a modal spell is chosen (700.2, 601.2b): its modes listed as printed;
 * when the question told the mode by words that fit none of them, several, or a spell with no
 * modes at all (questions/mode-meaning.ts), those words are named back.
 */
import type { Lang } from '../core/lang.ts';
import type { ParsedQuestion } from './types.ts';
import type { QuestionScenario } from './scenario.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';

/** The ask-back for the spell's modes. */
export function whichMode(q: ParsedQuestion, built: QuestionScenario, spell: string, lang: Lang): string {
  const m = q.cards[spell]?.object.spell?.modes;
  const w = wordsFor(lang);
  const texts = (m?.options ?? []).map((o) => w.quoted(o.text ?? ''));
  const count = !m ? '' : w.modeCount(m.min, m.max);
  // A mode told by words (700.2): they fit no mode, several, or the spell has none — named back.
  const u = built.modeUnmatched?.spell === spell ? built.modeUnmatched : null;
  if (u) return message(lang, !m ? 'mode_not_modal' : u.fits === 0 ? 'mode_words_none' : 'mode_words_several', { spell: built.labels.get(spell) ?? spell, words: u.words, count, modes: w.modeList(texts, m ? m.max : null) });
  return message(lang, 'which_mode', { spell: built.labels.get(spell) ?? spell, count, modes: w.modeList(texts, m ? m.max : null) });
}
