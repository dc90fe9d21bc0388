/**
 * Keywords compared as text ("protection from red"), however they were built: told of an object, said in a
 * description, or given by the catalog for a card (Story.cardFacts).
 */
import type { Story } from './story.ts';
import { formatKeyword } from '../scenario/schema/vocabulary.ts';

/**
 * Whether the object was told with the keyword, or is a card the catalog gives it (Story.cardFacts: read again with
 * the facts when they were not looked up yet). Only for a keyword said as how the object does something — the run
 * plays the card's own text, so the keyword adds nothing to the board.
 */
export function hasKeywordOf(story: Story, id: string, k: { keyword: string; param?: string | undefined }): boolean {
  const o = story.get(id);
  if (!o) return false;
  if (o.keywords.some((x) => kwText(x) === kwText(k))) return true;
  return k.param === undefined && (story.cardFacts(o)?.keywords.includes(kwText(k).toLowerCase()) ?? false);
}

/** A keyword as text ("protection from red"), for comparing keywords however they were built. */
export function kwText(k: { keyword: string; param?: string | undefined }): string {
  return formatKeyword(k.param === undefined ? { keyword: k.keyword } : { keyword: k.keyword, param: k.param });
}
