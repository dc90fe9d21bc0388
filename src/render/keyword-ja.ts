/**
 * Keywords in Japanese where a quality is a creature type (kept apart from subtypes-ja.ts so the
 * scenario schema, which that table serves, is not imported back by it).
 */
import type { Keyword } from '../engine/types.ts';
import { subtypeOfPlural } from '../engine/subtypes.ts';
import { formatKeywordJa } from '../scenario/schema/vocabulary.ts';
import { hasSubtypeJa, subtypeJa } from './subtypes-ja.ts';
import { ALL_TERMS } from '../rules/glossary/index.ts';
import { foldTerm } from '../rules/term-text.ts';

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

let cardKeywords: Map<string, string> | null = null;

/**
 * A keyword of a card's keyword list (Scryfall's: keyword abilities and actions, "Flying", "Transform",
 * "Scry") by its official Japanese name where our glossary has one (「飛行」「変身」「占術」, issue 16 §2),
 * else as printed: an unofficial rendering is never passed off as the card's own word.
 */
export function cardKeywordJa(name: string): string {
  if (cardKeywords === null) {
    cardKeywords = new Map();
    for (const e of ALL_TERMS) {
      if (e.kind === 'game-term' || !e.ja) continue;
      const names = /^(\w+) and (\w+)$/.exec(e.en) && e.en !== 'Cumulative Upkeep' ? e.en.split(' and ') : [e.en];
      const jas = e.ja.split('/');
      names.forEach((en, i) => {
        const key = foldTerm(en);
        if (!cardKeywords!.has(key)) cardKeywords!.set(key, (names.length > 1 ? jas[i] : jas[0]) ?? e.ja!);
      });
    }
  }
  return cardKeywords.get(foldTerm(name)) ?? name;
}
