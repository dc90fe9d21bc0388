/**
 * How much of each card the engine can represent (issue 6 §2, `coverage`), as the card compiler
 * (src/cards/compile) sees it: its characteristics, its keyword abilities the engine applies, and
 * the oracle-text sentences an ability template covers. Whatever the compiler reports as
 * unmodelled is a gap.
 *
 * - fully modelled: nothing is missing;
 * - partly modelled: something is missing, but the card brings something the engine uses (a
 *   creature, planeswalker or battle body, or a compiled keyword or ability);
 * - not modelled: nothing of what the card does can be represented yet.
 */
import { compileCard } from './compile/index.ts';
import { stripReminder } from './compile/text.ts';
import type { CardRecord } from './types.ts';

export { ENGINE_KEYWORDS, keywordLine } from './compile/keywords.ts';
export { stripReminder };

export type CoverageStatus = 'full' | 'partial' | 'none';

export interface CardCoverage {
  status: CoverageStatus;
  /** What can't be represented: "keyword: cycling", "text: …", "P/T: * / *", "type: Plane". */
  missing: string[];
  /** The unmodelled oracle-text lines and sentences, reminder text removed. */
  lines: string[];
}

/** Classifies one card through the compiler. */
export function classifyCard(card: CardRecord): CardCoverage {
  const c = compileCard(card);
  const missing = [...new Set(c.missing)];
  const lines = missing.filter((m) => m.startsWith('text: ')).map((m) => m.slice(6));
  return { status: c.status, missing, lines };
}

const NUMBER_WORDS = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/gi;

/**
 * The shape of an oracle-text line, for counting: the card's own name becomes CARDNAME, mana
 * symbols {M} (tap and untap symbols stay), numbers N.
 */
export function lineShape(line: string, card: Pick<CardRecord, 'name' | 'card_faces'>): string {
  let s = line;
  const names = [card.name, ...(card.card_faces ?? []).map((f) => f.name)]
    .flatMap((n) => [n, n.split(',')[0]!.trim()])
    .filter((n) => n.length >= 3)
    .sort((a, b) => b.length - a.length);
  for (const n of names) s = s.split(n).join('CARDNAME');
  s = s.replace(/\{(?!T\}|Q\})[^}]+\}/g, '{M}').replace(/(?:\{M\})+/g, '{M}');
  s = s.replace(/[+-]?\b\d+\b/g, (m) => (m.startsWith('+') ? '+N' : m.startsWith('-') ? '-N' : 'N'));
  s = s.replace(NUMBER_WORDS, 'N');
  return s;
}

export interface CoverageReport {
  cards: number;
  full: number;
  partial: number;
  none: number;
  /** The most common unmodelled line shapes, with an example card. */
  topLines: { shape: string; count: number; example: string }[];
  /** Keywords (and keyword parameters) the engine doesn't represent yet, most common first. */
  topKeywords: { keyword: string; count: number }[];
  /** Other gaps: types, non-numeric P/T, X loyalty … */
  otherGaps: { gap: string; count: number }[];
}

/** Classifies every card and counts the gaps. */
export function coverageReport(cards: Iterable<CardRecord>, top = 20): CoverageReport {
  const report: CoverageReport = { cards: 0, full: 0, partial: 0, none: 0, topLines: [], topKeywords: [], otherGaps: [] };
  const shapes = new Map<string, { count: number; example: string }>();
  const keywords = new Map<string, number>();
  const others = new Map<string, number>();
  for (const card of cards) {
    report.cards++;
    const c = classifyCard(card);
    report[c.status]++;
    for (const line of c.lines) {
      const shape = lineShape(line, card);
      const s = shapes.get(shape);
      if (s) s.count++;
      else shapes.set(shape, { count: 1, example: card.name });
    }
    for (const m of c.missing) {
      if (m.startsWith('keyword: ')) keywords.set(m.slice(9), (keywords.get(m.slice(9)) ?? 0) + 1);
      else if (!m.startsWith('text: ')) {
        const gap = m.replace(/^(P\/T|loyalty|defense): .*/, '$1: not a number');
        others.set(gap, (others.get(gap) ?? 0) + 1);
      }
    }
  }
  report.topLines = [...shapes].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0])).slice(0, top).map(([shape, v]) => ({ shape, ...v }));
  report.topKeywords = [...keywords].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top).map(([keyword, count]) => ({ keyword, count }));
  report.otherGaps = [...others].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top).map(([gap, count]) => ({ gap, count }));
  return report;
}
