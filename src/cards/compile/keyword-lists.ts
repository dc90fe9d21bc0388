/** Keyword lists of oracle text ("flying and first strike", "protection from red"), read into the engine's keywords (702). */
import { CHOSEN_COLOR, CHOSEN_COLOR_OR_COLORLESS } from '../../engine/keywords/chosen-color.ts';
import { parseKeyword } from '../../scenario/schema/vocabulary.ts';
import type { Keyword } from '../../engine/types.ts';
import { keywordGap } from './keywords.ts';
import { lookupTable } from '../../core/table.ts';

/**
 * "protection from the color of your choice" (Mother of Runes, Gods Willing), "protection from colorless or from the
 * color of your choice" (Giver of Runes): chosen as the spell or ability resolves (608.2d), so each one on the stack has
 * its own; kept as a placeholder quality the engine fills from its stack item (engine/keywords/chosen-color.ts).
 */
const OF_YOUR_CHOICE: Readonly<Record<string, string>> = lookupTable({ 'the color of your choice': CHOSEN_COLOR, 'colorless or from the color of your choice': CHOSEN_COLOR_OR_COLORLESS });

/** A list of keywords: "flying", "flying and first strike", "flying, vigilance, and lifelink", "protection from red". */
export function parseKeywordList(text: string): Keyword[] | null {
  const t = text.trim();
  if (t === '' || /["“]/.test(t)) return null;
  // 702.16g: "protection from A and from B" is two protection abilities.
  const items = t.split(/, and |, | and (?!from )/).flatMap((i) => {
    const m = /^(protection|hexproof) from (.+)$/i.exec(i.trim());
    return m ? m[2]!.split(/ and from /).map((q) => `${m[1]} from ${q}`) : [i];
  });
  const out: Keyword[] = [];
  for (const item of items) {
    const chosen = /^protection from (.+)$/i.exec(item.trim());
    const placeholder = chosen ? OF_YOUR_CHOICE[chosen[1]!.toLowerCase()] : undefined;
    if (placeholder !== undefined) {
      out.push({ keyword: 'protection', param: placeholder });
      continue;
    }
    const k = parseKeyword(item.trim());
    // Only keywords whose rules the engine applies ("protection from the chosen color" isn't one).
    if (!k.ok || keywordGap({ keyword: k.keyword.keyword, rest: k.keyword.param ?? '' }) !== null) return null;
    out.push(k.keyword);
  }
  return out;
}
