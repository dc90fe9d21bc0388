/**
 * Words for a spell's or ability's instruction kinds (engine SpellEffect['kind']), for steps that name
 * the instruction ("all" = the objects matching now, 608.2c; an instruction that does nothing, 400.7).
 * The words are each language's (RenderWords.steps.instructions, a Record over the union: a new
 * instruction kind fails to compile until every language has its words).
 */
import type { Lang } from '../core/lang.ts';
import { renderWords } from './locales/index.ts';

/** The instruction in words; a kind we don't know (an older trace) is shown as it is. */
export function instructionWords(kind: string, lang: Lang): string {
  const words = renderWords(lang).steps.instructions;
  return Object.hasOwn(words, kind) ? words[kind as keyof typeof words] : kind;
}
