/**
 * Messages for a problem with one item of a structured option ("In the blockers, "3/3 damage 3"
 * already has …"): the option and the item are named, the item quoted safely.
 */
import type { Lang } from '../../core/lang.ts';
import { sm } from './messages.ts';
import type { StructuredKey } from './messages.ts';
import type { ObjectProblem } from './object.ts';
import { MAX_NAME } from './object.ts';
import { optionLabel, quoted } from './text.ts';
import type { OptionName, StructuredError } from './text.ts';

/** The largest power, toughness, damage or modification read (the Scenario schema's bound). */
export const MAX_PT = 1_000_000;

/** The message for a problem with one item of an option. */
export function problemMessage(problem: ObjectProblem | { code: StructuredKey }, option: OptionName, item: string, lang: Lang, extra: Record<string, string | number> = {}): StructuredError {
  const params: Record<string, string | number> = { option: optionLabel(lang, option), item: quoted(item, lang), max: MAX_PT, ...extra };
  if (problem.code === 'unknown_word') {
    const p = problem as { word?: string; suggestion?: string };
    params.word = quoted(p.word ?? item, lang);
    if (p.suggestion) params.suggestion = p.suggestion;
  }
  if (problem.code === 'card_name_bad') params.max = MAX_NAME;
  return { code: 'bad_input', message: sm(lang, problem.code as StructuredKey, params) };
}
