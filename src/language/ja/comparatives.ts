/**
 * Japanese comparisons around a stated amount: 「2点より多く」「3点以上」「11未満」「3点を超える」
 * 「少なくとも3点」. A yes/no question naming a number asks of that number exactly only when none of
 * these follow or precede it; read as exact, 「2点より多くのダメージを受ける？」 was answered いいえ for 3 (red team s16).
 */
import type { Comparison } from '../ir.ts';

/** What may stand between the number and the comparison: its counter word and the noun it counts. */
const UNIT = '(?:点|ポイント|体|枚|個|つ)?(?:の(?:ダメージ|ライフ))?';

const AFTER: readonly [RegExp, Comparison][] = [
  [new RegExp(`^${UNIT}(?:より|よりも)(?:も)?(?:多|大き|高|上)`), 'gt'],
  [new RegExp(`^${UNIT}(?:より|よりも)(?:も)?(?:少な|小さ|低|下)`), 'lt'],
  [new RegExp(`^${UNIT}以上`), 'ge'],
  [new RegExp(`^${UNIT}以下`), 'le'],
  [new RegExp(`^${UNIT}未満`), 'lt'],
  [new RegExp(`^${UNIT}を?(?:超え|超す|越え|上回)`), 'gt'],
  [new RegExp(`^${UNIT}を?下回`), 'lt'],
];

const BEFORE: readonly [RegExp, Comparison][] = [
  [/(?:少なくとも|最低でも|最低)\s*$/, 'ge'],
];

/** The comparison the words around the amount text[start, end) (its number first) make of it, or null when none. */
export function comparisonAroundJa(text: string, start: number, end: number): Comparison | null {
  const before = text.slice(Math.max(0, start - 10), start);
  // After the number itself: 「3点以上のライフ」 is read as one amount, its comparison inside the phrase.
  const after = text.slice(start, Math.max(end, start) + 16).replace(/^[0-9０-９〇一二三四五六七八九十百]+/, '');
  for (const [re, cmp] of AFTER) if (re.test(after)) return cmp;
  for (const [re, cmp] of BEFORE) if (re.test(before)) return cmp;
  return null;
}
