/**
 * Keywords in Japanese where a quality is a creature type (kept apart from subtypes-ja.ts so the
 * scenario schema, which that table serves, is not imported back by it).
 */
import type { Keyword } from '../engine/types.ts';
import { subtypeOfPlural } from '../engine/subtypes.ts';
import { formatKeywordJa } from '../scenario/schema/vocabulary.ts';
import { hasSubtypeJa, subtypeJa } from './subtypes-ja.ts';

/**
 * A keyword in Japanese, with a protection or hexproof quality that is a subtype ("from Dragons")
 * as Japanese cards print it (「プロテクション（ドラゴン）」); anything else as formatKeywordJa gives it.
 */
export function keywordFormJa(k: Keyword): string {
  const p = (k.param ?? '').replace(/^from\s+/i, '');
  const subtype = (k.keyword === 'protection' || k.keyword === 'hexproof') && p !== '' ? subtypeOfPlural(p) : null;
  if (subtype === null || !hasSubtypeJa(subtype)) return formatKeywordJa(k);
  return k.keyword === 'protection' ? `プロテクション（${subtypeJa(subtype)}）` : `${subtypeJa(subtype)}からの呪禁`;
}
