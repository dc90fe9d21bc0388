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
import { OTHER_FACE, TWO_FACED, compileCard } from './compile/index.ts';
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

/**
 * Classifies one card through the compiler. A double-faced card is each of its faces in turn (only
 * the up face's characteristics, 712.8a, 712.8d-f): it is fully modelled when every face is, not
 * modelled when no face is, and what is missing is what each face misses.
 */
export function classifyCard(card: CardRecord): CardCoverage {
  const faces = TWO_FACED.has(card.layout) && card.card_faces ? card.card_faces.map((_, i) => compileCard(card, i)) : [compileCard(card)];
  const missing = [...new Set(faces.flatMap((c) => c.missing.filter((m) => !m.startsWith(OTHER_FACE))))];
  const lines = missing.filter((m) => m.startsWith('text: ')).map((m) => m.slice(6));
  const status: CoverageStatus = faces.every((c) => c.status === 'full') ? 'full' : faces.every((c) => c.status === 'none') ? 'none' : 'partial';
  return { status, missing, lines };
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

export type StatusCounts = Record<CoverageStatus, number>;

/** The most-played cards, by Scryfall's EDHREC rank (lower is more played): the top 500, 2,000 and 10,000. */
export const POPULAR_TIERS = [500, 2000, 10000] as const;
export type PopularTier = `${(typeof POPULAR_TIERS)[number]}`;
/** The tier whose unmodelled shapes are ranked: how many of these cards each shape keeps from "full". */
export const BLOCKING_TIER = 2000;

export interface QuestionCoverage {
  /** Distinct card names the question sets name. */
  names: number;
  counts: StatusCounts;
  /** Names the catalog doesn't have. */
  notFound: string[];
  /** The cards not fully modelled, with what is missing. */
  gaps: { name: string; status: CoverageStatus; missing: string[] }[];
}

export interface CoverageReport {
  cards: number;
  full: number;
  partial: number;
  none: number;
  /** Among the most-played cards (cards without an EDHREC rank are in no tier). */
  popular: Record<PopularTier, StatusCounts>;
  /** The unmodelled shapes (text shapes, keywords, characteristics) ranked by how many top-2,000 cards they keep from "full". */
  blocking: { shape: string; cards: number; example: string }[];
  /** The cards named in the question sets, when their names were given. */
  questions: QuestionCoverage | null;
  /** The most common unmodelled line shapes, with an example card. */
  topLines: { shape: string; count: number; example: string }[];
  /** Keywords (and keyword parameters) the engine doesn't represent yet, most common first. */
  topKeywords: { keyword: string; count: number }[];
  /** Other gaps: types, non-numeric P/T, X loyalty … */
  otherGaps: { gap: string; count: number }[];
}

export interface CoverageOptions {
  /** How many shapes each list keeps. */
  top?: number;
  /** Card names (English) the question sets name: matched by card name or face name, ignoring case. */
  questionNames?: readonly string[];
}

const zero = (): StatusCounts => ({ full: 0, partial: 0, none: 0 });

/** The shape a gap counts under: a text line's shape, else the gap itself ("keyword: cycling", "type: Plane"). */
function gapShape(missing: string, card: CardRecord): string {
  return missing.startsWith('text: ') ? lineShape(missing.slice(6), card) : missing.replace(/^(P\/T|loyalty|defense): .*/, '$1: not a number');
}

function ranked<K extends string>(m: Map<K, { count: number; example?: string }>, top: number): [K, { count: number; example?: string }][] {
  return [...m].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0])).slice(0, top);
}

/** The cards that have an EDHREC rank, most played first. */
function mostPlayed(all: readonly { card: CardRecord; c: CardCoverage }[]): { card: CardRecord; c: CardCoverage }[] {
  return all.filter((x) => x.card.rank !== null).sort((a, b) => a.card.rank! - b.card.rank! || a.card.name.localeCompare(b.card.name));
}

function isTokenLike(c: CardRecord): boolean {
  return c.layout === 'token' || c.layout === 'double_faced_token' || c.layout === 'emblem';
}

function questionCoverage(wanted: readonly string[], all: readonly { card: CardRecord; c: CardCoverage }[]): QuestionCoverage {
  const byName = new Map<string, { card: CardRecord; c: CardCoverage }>();
  for (const x of all) {
    for (const n of [x.card.name, ...(x.card.card_faces ?? []).map((f) => f.name)]) {
      // A token or emblem of the same name never hides the card.
      const prev = byName.get(n.toLowerCase());
      if (!prev || (isTokenLike(prev.card) && !isTokenLike(x.card))) byName.set(n.toLowerCase(), x);
    }
  }
  const names = [...new Set(wanted)].sort();
  const out: QuestionCoverage = { names: names.length, counts: zero(), notFound: [], gaps: [] };
  for (const name of names) {
    const found = byName.get(name.toLowerCase());
    if (!found) {
      out.notFound.push(name);
      continue;
    }
    const { card, c } = found;
    out.counts[c.status]++;
    if (c.status !== 'full') out.gaps.push({ name: card.name, status: c.status, missing: c.missing });
  }
  return out;
}

/** Classifies every card and counts the gaps. */
export function coverageReport(cards: Iterable<CardRecord>, opts: CoverageOptions = {}): CoverageReport {
  const top = opts.top ?? 20;
  const all: { card: CardRecord; c: CardCoverage }[] = [];
  for (const card of cards) all.push({ card, c: classifyCard(card) });
  const report: CoverageReport = { cards: all.length, full: 0, partial: 0, none: 0, popular: { 500: zero(), 2000: zero(), 10000: zero() }, blocking: [], questions: null, topLines: [], topKeywords: [], otherGaps: [] };
  const shapes = new Map<string, { count: number; example: string }>();
  const keywords = new Map<string, { count: number }>();
  const others = new Map<string, { count: number }>();
  const bump = <V extends { count: number }>(m: Map<string, V>, k: string, init: V): void => {
    const v = m.get(k);
    if (v) v.count++;
    else m.set(k, init);
  };
  for (const { card, c } of all) {
    report[c.status]++;
    for (const line of c.lines) bump(shapes, lineShape(line, card), { count: 1, example: card.name });
    for (const m of c.missing) {
      if (m.startsWith('keyword: ')) bump(keywords, m.slice(9), { count: 1 });
      else if (!m.startsWith('text: ')) bump(others, gapShape(m, card), { count: 1 });
    }
  }
  const played = mostPlayed(all);
  for (const tier of POPULAR_TIERS) for (const { c } of played.slice(0, tier)) report.popular[`${tier}`][c.status]++;
  const blocking = new Map<string, { count: number; example: string }>();
  for (const { card, c } of played.slice(0, BLOCKING_TIER)) {
    for (const shape of new Set(c.missing.map((m) => gapShape(m, card)))) bump(blocking, shape, { count: 1, example: card.name });
  }
  report.blocking = ranked(blocking, top).map(([shape, v]) => ({ shape, cards: v.count, example: v.example! }));
  if (opts.questionNames) report.questions = questionCoverage(opts.questionNames, all);
  report.topLines = ranked(shapes, top).map(([shape, v]) => ({ shape, count: v.count, example: v.example! }));
  report.topKeywords = ranked(keywords, top).map(([keyword, v]) => ({ keyword, count: v.count }));
  report.otherGaps = ranked(others, top).map(([gap, v]) => ({ gap, count: v.count }));
  return report;
}

/** Each card's status (`coverage --cards`), most played first, then the unranked by name. */
export function cardStatuses(cards: Iterable<CardRecord>): { name: string; rank: number | null; status: CoverageStatus; missing: string[] }[] {
  const out = [...cards].map((card) => {
    const c = classifyCard(card);
    return { name: card.name, rank: card.rank, status: c.status, missing: c.missing };
  });
  return out.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.name.localeCompare(b.name));
}
