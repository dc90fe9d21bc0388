/**
 * Parses the Comprehensive Rules text (already decoded to '\n' lines) into chapters, rules,
 * subrules, examples, the glossary and the effective date. The same parser reads the official
 * Japanese translation, which keeps the numbering and uses 例 / 用語集 / クレジット markers.
 */
import { lookupTable } from '../core/table.ts';

export type RuleKind = 'chapter' | 'section' | 'rule' | 'subrule';

export interface RuleNode {
  /** '7' (chapter), '702' (section), '702.19' (rule), '702.19b' (subrule). No trailing period. */
  number: string;
  kind: RuleKind;
  /** The rule's text. Continuation lines are kept, joined with '\n'. */
  text: string;
  /** A short heading, for chapters, sections and titled rules ("702.19. Trample" -> "Trample"). */
  title: string | null;
  examples: string[];
  parent: string | null;
  children: string[];
}

export interface GlossaryEntry {
  term: string;
  text: string;
  /** Rule numbers the entry points to ("See rule 120.4a, 120.6 …"), in order, without duplicates. */
  seeRules: string[];
  /** Other glossary entries it points to ("See Active Player, Nonactive Player Order", "See also …"). */
  seeTerms: string[];
}

export interface CrDocument {
  /** ISO date (YYYY-MM-DD) the edition is effective from, or null if the file doesn't say. */
  effective: string | null;
  rules: Map<string, RuleNode>;
  /** Every rule number in document order. */
  order: string[];
  glossary: GlossaryEntry[];
}

const MONTHS: Record<string, number> = lookupTable({
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6,
  july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
});

const pad2 = (n: number): string => String(n).padStart(2, '0');

export function parseEffectiveDate(text: string): string | null {
  const head = text.slice(0, 4000);
  const en = /effective as of\s+([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})/i.exec(head);
  if (en) {
    const month = MONTHS[en[1]!.toLowerCase()];
    if (month) return `${en[3]}-${pad2(month)}-${pad2(Number(en[2]))}`;
  }
  const ja = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(head);
  if (ja) return `${ja[1]}-${pad2(Number(ja[2]))}-${pad2(Number(ja[3]))}`;
  return null;
}

const SP = '[ \\t\\u3000]+';
const CHAPTER = new RegExp(`^([1-9])\\.${SP}(.+)$`);
const SECTION = new RegExp(`^(\\d{3})\\.${SP}(.+)$`);
const RULE = new RegExp(`^(\\d{3}\\.\\d+)\\.${SP}(.+)$`);
// Subrule letters skip l and o and continue with two letters after z (704.5aa).
const SUBRULE = new RegExp(`^(\\d{3}\\.\\d+[a-z]{1,2})\\.?${SP}(.+)$`);
const EXAMPLE = /^(?:Example|例)\s*[:：]\s*(.*)$/;
/** A rule number without its period ("606.5 If the total cost …" in the 2026 editions). */
const RULE_NO_PERIOD = new RegExp(`^(\\d{3})\\.(\\d+)${SP}(.+)$`);
const GLOSSARY_MARKERS = new Set(['Glossary', '用語集']);
const CREDITS_MARKERS = new Set(['Credits', 'クレジット']);

/** A rule line whose text is a short heading rather than a sentence ("Trample", "∞ (Infinity)"). */
function asTitle(text: string): string | null {
  const t = text.trim();
  if (t.length === 0 || t.length > 70) return null;
  // A sentence, even one ending in a quotation ("… from the battlefield.”) or a bracket, is no heading.
  if (/[.:。：][”"’)）」]*$/.test(t)) return null;
  return t;
}

/** The parent number of a rule number: 702.19b -> 702.19 -> 702 -> 7. */
export function parentNumber(number: string): string | null {
  const sub = /^(\d{3}\.\d+)[a-z]{1,2}$/.exec(number);
  if (sub) return sub[1]!;
  const rule = /^(\d{3})\.\d+$/.exec(number);
  if (rule) return rule[1]!;
  const section = /^(\d)\d\d$/.exec(number);
  if (section) return section[1]!;
  return null;
}

function findBodyRange(lines: string[]): { start: number; glossary: number; credits: number } {
  const trimmed = lines.map((l) => l.trim());
  const firstGlossary = trimmed.findIndex((l) => GLOSSARY_MARKERS.has(l));
  const firstCredits = trimmed.findIndex((l) => CREDITS_MARKERS.has(l));
  // The table of contents lists "Glossary" and "Credits" too; the body starts after that listing.
  let start = 0;
  let glossary = firstGlossary;
  if (firstGlossary >= 0 && firstCredits > firstGlossary && firstCredits - firstGlossary <= 3) {
    start = firstCredits + 1;
    glossary = trimmed.findIndex((l, i) => i > start && GLOSSARY_MARKERS.has(l));
  }
  if (glossary < 0) glossary = lines.length;
  let credits = trimmed.findIndex((l, i) => i > glossary && CREDITS_MARKERS.has(l));
  if (credits < 0) credits = lines.length;
  return { start, glossary, credits };
}

const RULE_NUMBER_IN_TEXT = /\b(\d{3}(?:\.\d+[a-z]{0,2})?)\b/g;

function parseGlossary(lines: string[]): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  let block: string[] = [];
  const flush = (): void => {
    if (block.length >= 2) {
      const term = block[0]!.trim();
      const text = block.slice(1).join('\n').trim();
      entries.push({ term, text, seeRules: seeRulesIn(text), seeTerms: seeTermsIn(text) });
    }
    block = [];
  };
  for (const line of lines) {
    if (line.trim() === '') flush();
    else block.push(line);
  }
  flush();
  return entries;
}

function seeRulesIn(text: string): string[] {
  const out: string[] = [];
  // References follow "See" ("See rule 702.19", "See rules 120.4a, 120.6, and 704.5g", "See 701.66");
  // Japanese glossary entries write 「702.19 参照」 or 「ルール 702.19」.
  const at = text.search(/\b[Ss]ee\b|参照|ルール/);
  if (at < 0) return out;
  for (const m of text.slice(Math.max(0, at - 40)).matchAll(RULE_NUMBER_IN_TEXT)) {
    const n = m[1]!;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

function seeTermsIn(text: string): string[] {
  const out: string[] = [];
  const push = (t: string): void => {
    const term = t.replace(/[“”"]/g, '').replace(/\.$/, '').trim();
    if (term && !/\d{3}/.test(term) && !out.includes(term)) out.push(term);
  };
  const whole = /^See\s+(.+?)\.?$/.exec(text.trim());
  if (whole && !/\b(rules?|section)\b/i.test(whole[1]!)) push(whole[1]!);
  for (const m of text.matchAll(/See “([^”]+?)\.?”/g)) push(m[1]!);
  const also = /See also ([^.]+)\./.exec(text);
  if (also) for (const t of also[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/)) push(t);
  return out;
}

/** The last parse made through parsedRules: its text and document. */
let lastParse: { text: string; doc: CrDocument } | null = null;

/**
 * parseRules, once per text: a load checks that the text is a whole CR (complete.ts) and then
 * builds the rules knowledge from the same text (knowledge.ts); both take the one parse made here
 * (issue 15 §2: the CR was parsed twice on every start). Only the last text is kept (a new edition
 * replaces it). Nothing changes a parsed document once made, so sharing it is safe.
 */
export function parsedRules(text: string): CrDocument {
  if (lastParse?.text !== text) lastParse = { text, doc: parseRules(text) };
  return lastParse.doc;
}

/**
 * Makes `doc` the parse of `text` for parsedRules and recentParse: a document read back from the
 * rules cache (cache.ts, made by this code from this very text), so a start that finds it parses
 * nothing (issue 15 §2: the completeness check parsed the CR on every start, before the cache was
 * looked at).
 */
export function rememberParse(text: string, doc: CrDocument): void {
  lastParse = { text, doc };
}

/** The document parsedRules made of `text`, when it was the last text parsed that way; else null. */
export function recentParse(text: string): CrDocument | null {
  return lastParse?.text === text ? lastParse.doc : null;
}

export function parseRules(text: string): CrDocument {
  const lines = text.split('\n');
  const { start, glossary, credits } = findBodyRange(lines);
  const rules = new Map<string, RuleNode>();
  const order: string[] = [];
  let last: RuleNode | null = null;
  let lastTarget: 'text' | 'example' = 'text';

  const add = (number: string, kind: RuleKind, body: string): void => {
    const title = kind === 'chapter' || kind === 'section' ? body.trim() : kind === 'rule' ? asTitle(body) : null;
    const node: RuleNode = { number, kind, text: body.trim(), title, examples: [], parent: parentNumber(number), children: [] };
    if (rules.has(number)) return; // a duplicate number is ignored: the first occurrence stands
    rules.set(number, node);
    order.push(number);
    if (node.parent) rules.get(node.parent)?.children.push(number);
    last = node;
    lastTarget = 'text';
  };

  for (let i = start; i < glossary; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    if (line === '') continue;
    let m: RegExpExecArray | null;
    if ((m = SUBRULE.exec(line))) add(m[1]!, 'subrule', m[2]!);
    else if ((m = RULE.exec(line))) add(m[1]!, 'rule', m[2]!);
    else if ((m = SECTION.exec(line))) add(m[1]!, 'section', m[2]!);
    else if ((m = CHAPTER.exec(line)) && !/^\d/.test(m[2]!)) add(m[1]!, 'chapter', m[2]!);
    // A number without its period is a rule only where the next one is due (the rule before it was
    // just read): otherwise it was folded into the rule before and lost ("there is no rule 606.5").
    else if ((m = RULE_NO_PERIOD.exec(line)) && rules.has(`${m[1]!}.${Number(m[2]) - 1}`) && !rules.has(`${m[1]!}.${m[2]!}`)) add(`${m[1]!}.${m[2]!}`, 'rule', m[3]!);
    else if ((m = EXAMPLE.exec(line))) {
      const node = last as RuleNode | null;
      if (node) {
        node.examples.push(m[1]!.trim());
        lastTarget = 'example';
      }
    } else {
      // A continuation line (indented in the official file) belongs to what came just before it.
      const node = last as RuleNode | null;
      if (!node) continue;
      if (lastTarget === 'example' && node.examples.length > 0) {
        const k = node.examples.length - 1;
        node.examples[k] = `${node.examples[k]}\n${line}`;
      } else {
        node.text = `${node.text}\n${line}`;
      }
    }
  }

  return {
    effective: parseEffectiveDate(text),
    rules,
    order,
    glossary: parseGlossary(lines.slice(glossary + 1, credits)),
  };
}
