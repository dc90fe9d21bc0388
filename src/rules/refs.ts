/**
 * Resolves the glossary's RuleRef strings (see glossary/types.ts) against a parsed CR, so no rule
 * number is ever written into our explanations: a new edition that renumbers a rule is followed.
 */
import type { Result } from '../core/result.ts';
import type { CrDocument, GlossaryEntry } from './parse.ts';

export interface ResolvedRef {
  ref: string;
  /** Rule numbers the reference stands for (a glossary reference may stand for several). */
  numbers: string[];
  /** For `t:` references: the CR glossary entry. */
  glossary?: GlossaryEntry;
}

const norm = (s: string): string =>
  s.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/** Index of titled rules and glossary entries of one CR document, built once per document. */
export class RefResolver {
  private readonly byTitle = new Map<string, string[]>();
  private readonly glossary = new Map<string, GlossaryEntry>();

  constructor(private readonly doc: CrDocument) {
    for (const n of doc.order) {
      const node = doc.rules.get(n)!;
      if (!node.title || node.kind === 'chapter') continue;
      const key = norm(node.title);
      const list = this.byTitle.get(key) ?? [];
      list.push(n);
      this.byTitle.set(key, list);
    }
    for (const g of doc.glossary) this.glossary.set(norm(g.term), g);
  }

  /** Numbered rules whose heading is exactly this title (case-insensitive). */
  rulesTitled(title: string): string[] {
    return this.byTitle.get(norm(title)) ?? [];
  }

  glossaryEntry(term: string): GlossaryEntry | undefined {
    return this.glossary.get(norm(term));
  }

  /**
   * @param prefer a section number ('701', '702') whose headings win when several rules share a
   *   heading: "Exile" heads both the zone (406) and the keyword action (701.13).
   */
  resolve(ref: string, prefer?: string): Result<ResolvedRef, string> {
    const m = /^([hgt]):(.+)$/s.exec(ref.trim());
    if (!m) return { ok: false, error: `"${ref}" is not a RuleRef (expected h:, g: or t:)` };
    const kind = m[1]!;
    const body = m[2]!.trim();
    if (kind === 'g' || kind === 't') {
      let entry = this.glossaryEntry(body);
      // Follow one "See X." redirect (APNAP Order -> Active Player, Nonactive Player Order).
      if (entry && entry.seeRules.length === 0 && entry.seeTerms.length > 0) {
        entry = this.glossaryEntry(entry.seeTerms[0]!) ?? entry;
      }
      if (!entry) return { ok: false, error: `no CR glossary entry "${body}"` };
      if (kind === 't') return { ok: true, value: { ref, numbers: entry.seeRules.slice(0, 1), glossary: entry } };
      if (entry.seeRules.length === 0) return { ok: false, error: `CR glossary entry "${body}" cites no rule` };
      return { ok: true, value: { ref, numbers: entry.seeRules } };
    }
    const [titlePart, phrasePart] = body.split('>').map((s) => s.trim());
    const all = this.rulesTitled(titlePart ?? '');
    const titled = prefer ? [...all.filter((n) => n.startsWith(`${prefer}.`)), ...all.filter((n) => !n.startsWith(`${prefer}.`))] : all;
    if (titled.length === 0) return { ok: false, error: `no rule is headed "${titlePart}"` };
    if (!phrasePart) return { ok: true, value: { ref, numbers: [titled[0]!] } };
    const phrases = phrasePart.split('&').map((p) => norm(p)).filter(Boolean);
    for (const head of titled) {
      const found = this.findDescendant(head, phrases);
      if (found) return { ok: true, value: { ref, numbers: [found] } };
    }
    return { ok: false, error: `no subrule of "${titlePart}" contains ${phrases.map((p) => `"${p}"`).join(' and ')}` };
  }

  private findDescendant(number: string, phrases: string[]): string | null {
    const node = this.doc.rules.get(number);
    if (!node) return null;
    for (const child of node.children) {
      const c = this.doc.rules.get(child)!;
      const hay = norm([c.text, ...c.examples].join(' '));
      if (phrases.every((p) => hay.includes(p))) return child;
      const deeper = this.findDescendant(child, phrases);
      if (deeper) return deeper;
    }
    return null;
  }
}
