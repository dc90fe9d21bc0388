/**
 * The `keyword.checked` step in words: a keyword that bore on a check and didn't forbid what was
 * done (engine/keywords/note.ts lists the notes; each language words them in RenderWords.steps.keywordNotes).
 * The step's rules are the keyword's own.
 */
import type { KeywordNoteCode } from '../engine/keywords/note.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import type { Fmt, Template } from './trace-format.ts';
import { renderWords } from './locales/index.ts';

type KeywordKey = Extract<TraceKey, 'keyword.checked'>;

function checked(f: Fmt): string {
  const w = renderWords(f.lang).steps;
  const words = w.keywordNotes[String(f.p.note) as KeywordNoteCode];
  const other = f.has('other') ? f.who('other') : w.anySpellOrAbility;
  const ability = f.keywords('ability');
  if (words === undefined) return `${f.citeLead}${f.who('object')}: ${ability}.`;
  return `${f.citeLead}${words(f.who('object'), other, ability)}`;
}

export const KEYWORDS_EN: Record<KeywordKey, Template> = { 'keyword.checked': checked };
export const KEYWORDS_JA: Record<KeywordKey, Template> = { 'keyword.checked': checked };
