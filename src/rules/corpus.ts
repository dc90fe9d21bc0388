/**
 * The rule index over a parsed CR: lookup by number (forgiving about how people type numbers),
 * the nearest rules for a number that doesn't exist, and rule-number autocomplete.
 */
import type { CrDocument, RuleNode } from './parse.ts';

export type RuleNumberParse =
  | { ok: true; number: string }
  | { ok: false; reason: 'empty' | 'not_a_number' | 'incomplete' };

/**
 * Accepts "702.19b", "CR 702.19b", "rule 702.19b.", "702.19 b", "７０２．１９ｂ", "702", "7".
 * Rejects "702." (incomplete: what after the dot?) and anything that isn't a rule number.
 */
export function parseRuleNumber(input: string): RuleNumberParse {
  const s = input
    .normalize('NFKC')
    .trim()
    .replace(/^(?:comprehensive rules?|rules?|cr|総合ルール|ルール)(?![a-z])\s*/i, '')
    .replace(/^#/, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  if (s === '') return { ok: false, reason: 'empty' };
  let m = /^(\d{3})\.(\d{1,3})\.?([a-z]{1,2})\.?$/.exec(s);
  if (m) return { ok: true, number: `${m[1]}.${Number(m[2])}${m[3]}` };
  m = /^(\d{3})\.(\d{1,3})\.?$/.exec(s);
  if (m) return { ok: true, number: `${m[1]}.${Number(m[2])}` };
  m = /^(\d{3})$/.exec(s);
  if (m) return { ok: true, number: m[1]! };
  m = /^([1-9])\.?$/.exec(s);
  if (m) return { ok: true, number: m[1]! };
  if (/^\d{3}\.$/.test(s) || /^\d{3}\.\d+\.$/.test(s)) return { ok: false, reason: 'incomplete' };
  if (/^\d{3}\.\d{1,3}[a-z]{0,2}$/.test(s)) return { ok: false, reason: 'not_a_number' };
  return { ok: false, reason: 'not_a_number' };
}

/** Sort key for rule numbers in document order: 702.19b < 702.19aa < 702.20 < 703. */
function sortKey(number: string): number[] {
  const m = /^(\d{1,3})(?:\.(\d+)([a-z]{0,2}))?$/.exec(number);
  if (!m) return [Number.MAX_SAFE_INTEGER];
  const head = m[1]!.length === 1 ? Number(m[1]) * 100 : Number(m[1]);
  const letters = m[3] ?? '';
  const letterKey = letters.length === 0 ? 0 : letters.length === 1 ? letters.charCodeAt(0) - 96 : 26 + (letters.charCodeAt(0) - 96) * 26 + (letters.charCodeAt(1) - 96);
  return [head, m[1]!.length === 1 ? -1 : 0, m[2] === undefined ? -1 : Number(m[2]), letterKey];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function distance(a: number[], b: number[]): number {
  let d = 0;
  let scale = 1e9;
  for (let i = 0; i < 4; i++) {
    d += Math.abs((a[i] ?? 0) - (b[i] ?? 0)) * scale;
    scale /= 1000;
  }
  return d;
}

export class RulesCorpus {
  constructor(readonly doc: CrDocument) {}

  get effective(): string | null {
    return this.doc.effective;
  }

  get size(): number {
    return this.doc.rules.size;
  }

  get(number: string): RuleNode | undefined {
    return this.doc.rules.get(number);
  }

  /** The node and all of its descendants, in document order. */
  subtree(number: string): RuleNode[] {
    const out: RuleNode[] = [];
    const walk = (n: string): void => {
      const node = this.doc.rules.get(n);
      if (!node) return;
      out.push(node);
      for (const c of node.children) walk(c);
    };
    walk(number);
    return out;
  }

  /** The heading chain above a rule, e.g. 702.19b -> [7 Additional Rules, 702 Keyword Abilities, 702.19 Trample]. */
  ancestors(number: string): RuleNode[] {
    const out: RuleNode[] = [];
    let p = this.doc.rules.get(number)?.parent ?? null;
    while (p) {
      const node = this.doc.rules.get(p);
      if (!node) break;
      out.unshift(node);
      p = node.parent;
    }
    return out;
  }

  /**
   * Rules nearest to a number that doesn't exist: the closest existing ancestor first, then the
   * existing rules closest to it in numbering.
   */
  nearest(number: string, limit = 5): RuleNode[] {
    const out: RuleNode[] = [];
    const target = sortKey(number);
    // The closest existing ancestor (702.999 -> 702).
    let p: string | null = number;
    while (p) {
      const m: RegExpExecArray | null = /^(\d{3}\.\d+)[a-z]{1,2}$|^(\d{3})\.\d+$|^(\d)\d\d$/.exec(p);
      p = m ? (m[1] ?? m[2] ?? m[3] ?? null) : null;
      if (p && this.doc.rules.has(p)) {
        out.push(this.doc.rules.get(p)!);
        break;
      }
    }
    // Then the rules of the same depth closest in numbering (702.999 -> 702.195, 702.194 …).
    const depth = (n: string): number => (/[a-z]$/.test(n) ? 3 : n.includes('.') ? 2 : n.length === 3 ? 1 : 0);
    const want = depth(number);
    const ranked = this.doc.order
      .filter((n) => depth(n) === want)
      .map((n) => ({ n, d: distance(sortKey(n), target) }))
      .sort((a, b) => a.d - b.d);
    for (const { n } of ranked) {
      if (out.length >= limit) break;
      if (!out.some((o) => o.number === n)) out.push(this.doc.rules.get(n)!);
    }
    return out;
  }

  /**
   * Autocomplete for rule numbers: numbers starting with what was typed, shortest first, and
   * titled rules whose heading contains the typed words ("tram" -> 702.19 Trample).
   */
  complete(typed: string, limit = 25): RuleNode[] {
    const q = typed.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
    if (q === '') {
      return ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => this.doc.rules.get(n)).filter((n): n is RuleNode => !!n).slice(0, limit);
    }
    const out: RuleNode[] = [];
    if (/^\d/.test(q)) {
      // Numbers in completion order once, so a keystroke stops at the limit instead of sorting every hit.
      const prefix = q.replace(/\s/g, '');
      for (const n of this.completionOrder()) {
        if (out.length >= limit) break;
        if (n.startsWith(prefix)) out.push(this.doc.rules.get(n)!);
      }
      return out;
    }
    const titled = this.titled();
    for (const { node, title } of titled) {
      if (out.length >= limit) break;
      if (title.startsWith(q)) out.push(node);
    }
    for (const { node, title } of titled) {
      if (out.length >= limit) break;
      if (!title.startsWith(q) && title.includes(q)) out.push(node);
    }
    return out;
  }

  private byCompletion: readonly string[] | null = null;
  private titles: readonly { node: RuleNode; title: string }[] | null = null;

  /** Every rule number, shortest first and then in document order: the order number completions are offered in. */
  private completionOrder(): readonly string[] {
    if (!this.byCompletion) {
      const keyed = this.doc.order.map((n) => ({ n, key: sortKey(n) }));
      keyed.sort((a, b) => a.n.length - b.n.length || compareKeys(a.key, b.key));
      this.byCompletion = keyed.map((k) => k.n);
    }
    return this.byCompletion;
  }

  /** The titled rules (not chapters) in document order, each title lower-cased once. */
  private titled(): readonly { node: RuleNode; title: string }[] {
    if (!this.titles) {
      const out: { node: RuleNode; title: string }[] = [];
      for (const n of this.doc.order) {
        const node = this.doc.rules.get(n)!;
        if (node.kind === 'chapter' || !node.title) continue;
        out.push({ node, title: node.title.toLowerCase() });
      }
      this.titles = out;
    }
    return this.titles;
  }
}
