/** Kanji numerals (一, 十二, 二十): one reader for the Japanese chunker (ja/kanji-numbers.ts) and the frames that read counts (frames/told-draw.ts,
 * frames/turn-draw.ts). */
import { lookupTable } from '../core/table.ts';

const KANJI_DIGITS: Record<string, number> = lookupTable({ 〇: 0, 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 両: 2 });

/** A kanji numeral (一, 二, 十二, 二十): its value, or null. */
export function kanjiNumber(s: string): number | null {
  if (!/^[〇零一二三四五六七八九十百]+$/u.test(s)) return null;
  let total = 0;
  let digit: number | null = null;
  for (const ch of s) {
    if (ch === '十' || ch === '百') {
      total += (digit ?? 1) * (ch === '十' ? 10 : 100);
      digit = null;
    } else digit = (digit ?? 0) * 10 + KANJI_DIGITS[ch]!;
  }
  return total + (digit ?? 0);
}

/** A number written in ASCII or full-width digits (２, 12) or kanji (十二): its value, or null. */
export function numeral(s: string): number | null {
  const t = s.normalize('NFKC');
  return /^[0-9]+$/.test(t) ? Number(t) : kanjiNumber(t);
}

/** A count said with a counter word (「2枚」「十二枚」「３体」): its number, or null when the text is not that count. */
export function countWith(text: string, counter: string): number | null {
  const t = text.trim();
  if (!t.endsWith(counter)) return null;
  return numeral(t.slice(0, t.length - counter.length));
}
