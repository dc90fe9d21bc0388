/**
 * How much of each card the engine can represent today (issue 6 §2, `coverage`): its
 * characteristics (types, P/T, loyalty, defense, colors, mana cost) and its keyword abilities the
 * engine knows. An oracle-text line that is only a list of keywords, or only reminder text,
 * counts as modelled when the engine knows each keyword; any other line is "not modelled yet"
 * (the template compiler of issue 6 will take lines from here).
 *
 * - fully modelled: nothing is missing;
 * - partly modelled: something is missing, but the card brings something the engine uses (a
 *   creature, planeswalker or battle body, or a modelled keyword line);
 * - not modelled: nothing of what the card does can be represented yet.
 */
import { KEYWORD_COUNTERS, parseEnchant, protectionCovers } from '../engine/keywords.ts';
import type { CardRecord } from './types.ts';

export type CoverageStatus = 'full' | 'partial' | 'none';

export interface CardCoverage {
  status: CoverageStatus;
  /** What can't be represented: "keyword: equip", "text: …", "P/T: * / *", "type: Plane". */
  missing: string[];
  /** The unmodelled oracle-text lines, reminder text removed. */
  lines: string[];
}

/**
 * Keywords the engine represents today: the keyword-counter keywords (122.1b) and the keywords
 * whose rules the engine's damage, state-based-action, combat-legality and layer code reads
 * (src/engine/keywords.ts and its users). Parameterised ones are checked further below.
 */
export const ENGINE_KEYWORDS: ReadonlySet<string> = new Set([
  ...KEYWORD_COUNTERS,
  'defender', 'infect', 'wither', 'flash', 'fear', 'intimidate', 'changeling', 'horsemanship',
  'protection', 'enchant', 'toxic', 'landwalk', 'islandwalk', 'swampwalk', 'forestwalk', 'mountainwalk', 'plainswalk',
]);

/** Card types the engine's objects can have (src/engine/types.ts CardType; Tribal is Kindred's old name). */
const TYPES = new Set(['artifact', 'battle', 'creature', 'enchantment', 'instant', 'kindred', 'tribal', 'land', 'planeswalker', 'sorcery']);
const SUPERTYPES = new Set(['legendary', 'basic', 'snow', 'world', 'ongoing', 'token', 'elite', 'host']);

/** Removes reminder text: parenthesised parts of a line. */
export function stripReminder(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, '').trim();
}

interface KeywordItem {
  keyword: string;
  rest: string;
}

/**
 * The keywords of a line that is only a keyword list ("Flying, vigilance", "Protection from
 * red", "Equip {3}", "Ward—Pay 2 life."), or null when the line says anything else.
 */
export function keywordLine(line: string, cardKeywords: readonly string[]): KeywordItem[] | null {
  const text = line.trim();
  // "Landfall — Whenever …": an ability word, not a keyword.
  if (text === '' || text.includes(' — ')) return null;
  const known = [...new Set([...cardKeywords.map((k) => k.toLowerCase()), ...ENGINE_KEYWORDS])].sort((a, b) => b.length - a.length);
  const items = text.split(/[,;]\s+/);
  const out: KeywordItem[] = [];
  for (const raw of items) {
    let item = raw.trim();
    const lower = item.toLowerCase();
    // A sentence ends with a period; a keyword's cost after an em dash may too ("Ward—Pay 2 life.").
    if (item.endsWith('.') && !item.includes('—')) return null;
    if (item.endsWith('.')) item = item.slice(0, -1);
    const k = known.find((name) => lower === name || lower.startsWith(`${name} `) || lower.startsWith(`${name}—`));
    const walk = /^([a-z ]+?)walk\b/.exec(lower);
    if (k) out.push({ keyword: k, rest: item.slice(k.length).replace(/^[\s—]+/, '') });
    else if (walk) out.push({ keyword: 'landwalk', rest: walk[1]!.trim() });
    else return null;
    if (out[out.length - 1]!.rest.split(/\s+/).length > 6) return null; // a sentence that starts with a keyword
  }
  return out;
}

/** Null when the engine represents the keyword (with its parameter); else why not. */
function keywordGap(item: KeywordItem): string | null {
  const k = item.keyword.toLowerCase();
  const rest = item.rest.toLowerCase();
  if (k === 'protection') {
    const qualities = rest.replace(/^from\s+/, '').split(/\s*(?:,|and)\s*(?:from\s+)?/).filter(Boolean);
    const bad = qualities.filter((q) => protectionCovers(q, { colors: [], types: [] }) === null);
    return qualities.length > 0 && bad.length === 0 ? null : `keyword: protection from ${bad.join(', ') || rest}`;
  }
  if (k === 'enchant') return parseEnchant(rest) ? null : `keyword: enchant ${rest}`;
  if (k === 'toxic') return /^\d+$/.test(rest) ? null : `keyword: toxic ${rest}`;
  if (k === 'landwalk' || k.endsWith('walk')) return null;
  if (ENGINE_KEYWORDS.has(k)) return rest === '' || k === 'hexproof' ? null : `keyword: ${k} ${rest}`;
  return `keyword: ${k}`;
}

function typeGaps(typeLine: string | null): string[] {
  if (!typeLine) return [];
  const gaps: string[] = [];
  for (const half of typeLine.split(/\s+\/\/\s+/)) {
    const left = half.split(/\s+[—-]\s+/)[0] ?? '';
    for (const w of left.split(/\s+/).filter(Boolean)) {
      const lw = w.toLowerCase();
      if (!TYPES.has(lw) && !SUPERTYPES.has(lw)) gaps.push(`type: ${w}`);
    }
  }
  return gaps;
}

const INTEGER = /^[+-]?\d+$/;

function numberGap(what: string, v: string | null): string | null {
  if (v === null) return null;
  return INTEGER.test(v) ? null : `${what}: ${v}`;
}

interface Part {
  name: string;
  type_line: string | null;
  oracle_text: string | null;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
}

/** Classifies one card. */
export function classifyCard(card: CardRecord): CardCoverage {
  const parts: Part[] = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
  const missing: string[] = [];
  const lines: string[] = [];
  let modelledLines = 0;
  let body = false;
  let unrepresentable = false;
  for (const part of parts) {
    const types = typeGaps(part.type_line ?? card.type_line);
    if (types.length > 0) unrepresentable = true;
    missing.push(...types);
    let pt: string | null = null;
    if (part.power !== null || part.toughness !== null) {
      const [p, t] = [part.power ?? '?', part.toughness ?? '?'];
      if (!INTEGER.test(p) || !INTEGER.test(t)) pt = `P/T: ${p}/${t}`;
    }
    const loyalty = numberGap('loyalty', part.loyalty);
    const defense = numberGap('defense', part.defense);
    for (const g of [pt, loyalty, defense]) if (g) missing.push(g);
    if ((part.power !== null && !pt) || (part.loyalty !== null && !loyalty) || (part.defense !== null && !defense)) body = true;
    for (const raw of (part.oracle_text ?? '').split('\n')) {
      const line = stripReminder(raw);
      if (line === '') continue; // reminder text only (a basic land's mana ability, say)
      const kws = keywordLine(line, card.keywords);
      if (kws) {
        const gaps = kws.map(keywordGap).filter((g): g is string => g !== null);
        if (gaps.length === 0) modelledLines++;
        else {
          if (gaps.length < kws.length) modelledLines++;
          missing.push(...gaps);
        }
        continue;
      }
      lines.push(line);
      missing.push(`text: ${line}`);
    }
  }
  const unique = [...new Set(missing)];
  const status: CoverageStatus = unique.length === 0 ? 'full' : !unrepresentable && (body || modelledLines > 0) ? 'partial' : 'none';
  return { status, missing: unique, lines };
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
