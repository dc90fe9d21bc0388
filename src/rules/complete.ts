/**
 * Is this text a whole Comprehensive Rules? The loader believes only a whole CR (issue 17 §3): a
 * file cut short (the first 60% of it, say) still parses into thousands of rules, and answering
 * from it would mean saying "there is no rule 702.19b" with confidence. So every source — CR_FILE,
 * a download, the cache, the offline folder — is checked before use: the effective date is read,
 * chapters 1-9 are all there, the counts of rules and glossary entries are plausible, and the
 * document goes on past its glossary to the Credits section that ends every edition.
 *
 * The thresholds are far below any real edition (the 2026 editions have about 3,300 numbered
 * rules and 730 glossary entries) and far above what a damaged file keeps.
 */
import { parsedRules } from './parse.ts';
import type { CrDocument } from './parse.ts';

export const CR_COMPLETENESS = {
  /** Numbered rules (chapters, sections, rules and subrules) a whole CR has at least. */
  minRules: 2000,
  /** Glossary entries a whole CR has at least. */
  minGlossary: 300,
  /** The chapters of the numbered rules. */
  chapters: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
} as const;

const GLOSSARY = new Set(['Glossary', '用語集']);
const CREDITS = new Set(['Credits', 'クレジット']);

/** True when the last "Glossary" heading is followed, later on, by a "Credits" heading. */
function endsWithCredits(text: string): boolean {
  const lines = text.split('\n').map((l) => l.trim());
  let glossary = -1;
  let credits = -1;
  lines.forEach((l, i) => {
    if (GLOSSARY.has(l)) glossary = i;
    if (CREDITS.has(l)) credits = i;
  });
  // The table of contents lists both headings; the body's glossary comes after it, its credits last.
  return glossary >= 0 && credits > glossary;
}

/** Subrule letters in order: the CR skips l and o (they look like 1 and 0). */
const LETTERS = 'abcdefghijkmnpqrstuvwxyz';

/**
 * Numbers missing inside the numbering, in document order: every edition numbers its sections from
 * x00 up within a chapter, its rules from 1 up within a section and its subrules a, b, c … within a
 * rule, with no gap. A file with a piece cut out of its middle (a damaged download) keeps its chapters,
 * counts and Credits, and would otherwise answer "there is no rule 702.19b".
 */
export function numberingGaps(doc: CrDocument): string[] {
  const sections = new Map<string, number[]>();
  const rules = new Map<string, number[]>();
  const subrules = new Map<string, string[]>();
  const push = <T>(m: Map<string, T[]>, k: string, v: T): void => {
    const l = m.get(k);
    if (l) l.push(v);
    else m.set(k, [v]);
  };
  for (const n of doc.rules.keys()) {
    let m = /^(\d)(\d\d)$/.exec(n);
    if (m) push(sections, m[1]!, Number(m[2]));
    m = /^(\d{3})\.(\d+)$/.exec(n);
    if (m) push(rules, m[1]!, Number(m[2]));
    m = /^(\d{3}\.\d+)([a-z])$/.exec(n);
    if (m) push(subrules, m[1]!, m[2]!);
  }
  const missing: string[] = [];
  for (const [chapter, ns] of sections) {
    const have = new Set(ns);
    for (let i = 0; i <= Math.max(...ns); i++) if (!have.has(i)) missing.push(`${chapter}${String(i).padStart(2, '0')}`);
  }
  for (const [section, ns] of rules) {
    const have = new Set(ns);
    for (let i = 1; i <= Math.max(...ns); i++) if (!have.has(i)) missing.push(`${section}.${i}`);
  }
  for (const [rule, ls] of subrules) {
    const have = new Set(ls);
    const last = Math.max(...ls.map((l) => LETTERS.indexOf(l)));
    for (let i = 0; i <= last; i++) if (!have.has(LETTERS[i]!)) missing.push(`${rule}${LETTERS[i]!}`);
  }
  const at = new Map(doc.order.map((n, i) => [n, i]));
  const place = (n: string): number => at.get(n.replace(/[a-z]$|\.\d+$/, '')) ?? at.get(n.slice(0, 3)) ?? 0;
  return missing.sort((a, b) => place(a) - place(b) || a.localeCompare(b, 'en', { numeric: true }));
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What is missing from `text` for it to be a whole Comprehensive Rules, as words that follow
 * "the file …" ("is not a whole Comprehensive Rules: it has no chapters 8 and 9, …"), or null
 * when it is whole. `doc` is the parse of `text` when the caller already has it.
 */
export function incompleteCr(text: string, doc: CrDocument = parsedRules(text)): string | null {
  if (doc.rules.size === 0) return 'does not look like the Comprehensive Rules (it holds no numbered rules at all)';
  const problems: string[] = [];
  if (doc.effective === null) problems.push('it does not say which date it is effective from');
  const missing = CR_COMPLETENESS.chapters.filter((c) => !doc.rules.has(c));
  if (missing.length === CR_COMPLETENESS.chapters.length) problems.push('it has none of the chapters 1-9 of numbered rules');
  else if (missing.length > 0) problems.push(`it has no chapter${missing.length > 1 ? 's' : ''} ${list(missing)}`);
  if (doc.rules.size < CR_COMPLETENESS.minRules) {
    problems.push(`it has only ${doc.rules.size} numbered rules (a whole one has over ${CR_COMPLETENESS.minRules})`);
  }
  if (doc.glossary.length < CR_COMPLETENESS.minGlossary) {
    problems.push(`it has only ${doc.glossary.length} glossary entries (a whole one has over ${CR_COMPLETENESS.minGlossary})`);
  }
  const gaps = numberingGaps(doc);
  if (gaps.length > 0) problems.push(`its numbering has gaps (${list(gaps.length > 3 ? [...gaps.slice(0, 3), `${gaps.length - 3} more`] : gaps)} missing)`);
  if (problems.length === 0 && !endsWithCredits(text)) problems.push('it stops before the Credits section that ends the document');
  if (problems.length === 0) return null;
  return `is not a whole Comprehensive Rules file: ${list(problems)}. It may be cut short or damaged`;
}
