/** The names of the question-size bounds (src/language LANGUAGE_LIMITS) the too_much message gives, in English and Japanese. */
import type { Lang } from '../core/lang.ts';
import { lookupTable } from '../core/table.ts';

/** What a question-size bound counts (src/language LANGUAGE_LIMITS), as the too_much message names it. */
const LIMIT_NAMES: Record<string, { en: string; ja: string }> = lookupTable({
  sentences: { en: 'sentences', ja: '文の数' },
  clauses: { en: 'clauses', ja: '節の数' },
  objects: { en: 'objects', ja: 'オブジェクトの数' },
  events: { en: 'events', ja: '出来事の数' },
});

/** A bound's name in the reply's language; an unknown one is shown as given. */
export function limitName(lang: Lang, what: string): string {
  const names = Object.hasOwn(LIMIT_NAMES, what) ? LIMIT_NAMES[what] : undefined;
  return names ? names[lang] : what;
}
