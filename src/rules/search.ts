/**
 * Ranked full-text search over the rules and the CR glossary: BM25 over stemmed words (and
 * character bigrams for Japanese text), with boosts for exact phrases, rule numbers and headings.
 * Written here rather than taken from a library so ranking can know about rule structure; the
 * bench compares it with a well-known library on the same corpus.
 */
import type { CrDocument } from './parse.ts';

export interface SearchDoc {
  id: number;
  kind: 'rule' | 'glossary';
  /** Rule number, or for a glossary entry the first rule it cites ('' when it cites none). */
  number: string;
  title: string | null;
  text: string;
  /** Lower-cased, normalised text for phrase matching. */
  flat: string;
  length: number;
}

export interface SearchHit {
  kind: 'rule' | 'glossary';
  number: string;
  /** Glossary term, when the hit is (or includes) a glossary entry. */
  term?: string;
  title: string | null;
  text: string;
  score: number;
}

const STOPWORDS = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its may of on or s so such than that the their them then there these they this to was what when where which who will with would you your'.split(' '),
);

const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]+/g;

export function normaliseText(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');
}

/** A deliberately small English stemmer: the same folding at index and query time is what matters. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

export function tokenize(text: string): string[] {
  const s = normaliseText(text);
  const out: string[] = [];
  for (const m of s.matchAll(/[a-z0-9][a-z0-9']*/g)) {
    const w = m[0];
    if (STOPWORDS.has(w)) continue;
    out.push(/^\d/.test(w) ? w : stem(w));
  }
  for (const m of s.matchAll(CJK_RUN)) {
    const run = m[0];
    if (run.length === 1) out.push(run);
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  }
  return out;
}

const RULE_NUMBER = /\b(\d{3}(?:\.\d{1,3}[a-z]{0,2})?)\b/g;

export interface SearchOptions {
  limit?: number;
  /** Extra query words (e.g. English names of Japanese terms in the query). */
  expansions?: string[];
  /** Score added to particular rules (e.g. the rules that settle an interaction between two terms in the query). */
  boost?: ReadonlyMap<string, number>;
}

export class RuleSearch {
  private readonly docs: SearchDoc[] = [];
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private readonly avgLength: number;
  private readonly byNumber = new Map<string, number>();

  constructor(doc: CrDocument, extra?: { ja?: CrDocument | null }) {
    for (const n of doc.order) {
      const node = doc.rules.get(n)!;
      const ja = extra?.ja?.rules.get(n);
      const text = [node.text, ...node.examples, ...(ja ? [ja.text, ...ja.examples] : [])].join('\n');
      this.addDoc('rule', n, node.title, text, node.title ? 3 : 1);
      this.byNumber.set(n, this.docs.length - 1);
    }
    for (const g of doc.glossary) {
      this.addDoc('glossary', g.seeRules[0] ?? '', g.term, `${g.term}\n${g.text}`, 3);
    }
    const total = this.docs.reduce((s, d) => s + d.length, 0);
    this.avgLength = total / Math.max(1, this.docs.length);
  }

  get documentCount(): number {
    return this.docs.length;
  }

  private addDoc(kind: SearchDoc['kind'], number: string, title: string | null, text: string, titleWeight: number): void {
    const id = this.docs.length;
    const tokens = tokenize(text);
    const titleTokens = title ? tokenize(title) : [];
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of titleTokens) tf.set(t, (tf.get(t) ?? 0) + titleWeight);
    for (const [t, f] of tf) {
      let list = this.postings.get(t);
      if (!list) this.postings.set(t, (list = []));
      list.push({ doc: id, tf: f });
    }
    this.docs.push({ id, kind, number, title, text, flat: normaliseText(text).replace(/\s+/g, ' '), length: tokens.length + titleTokens.length });
  }

  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    const limit = opts.limit ?? 10;
    const q = normaliseText(query);
    const scores = new Map<number, number>();
    const add = (doc: number, s: number): void => {
      scores.set(doc, (scores.get(doc) ?? 0) + s);
    };

    // BM25 over the query words (deduplicated), plus expansions at a lower weight.
    const words = [...new Set(tokenize(q))];
    const expansions = [...new Set((opts.expansions ?? []).flatMap((e) => tokenize(e)))].filter((w) => !words.includes(w));
    const k1 = 1.2;
    const b = 0.75;
    const N = this.docs.length;
    const scoreWord = (w: string, weight: number): void => {
      const list = this.postings.get(w);
      if (!list) return;
      const idf = Math.log(1 + (N - list.length + 0.5) / (list.length + 0.5));
      for (const { doc, tf } of list) {
        const d = this.docs[doc]!;
        const norm = tf * (k1 + 1) / (tf + k1 * (1 - b + b * (d.length / this.avgLength)));
        add(doc, weight * idf * norm);
      }
    };
    for (const w of words) scoreWord(w, 1);
    for (const w of expansions) scoreWord(w, 0.8);

    // Documents matching every query word rank above those matching only some.
    if (words.length > 1) {
      const sets = words.map((w) => new Set((this.postings.get(w) ?? []).map((p) => p.doc)));
      for (const [doc, s] of scores) {
        const d = this.docs[doc]!;
        const all = sets.every((set) => set.has(doc));
        if (all) scores.set(doc, s * 1.5 + (d.kind === 'rule' ? 0.1 : 0));
      }
    }

    // Exact phrases: quoted phrases, or the whole query when it has several words.
    const phrases = [...q.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean);
    const bare = q.replace(/"/g, '').replace(/\s+/g, ' ').trim();
    if (phrases.length === 0 && bare.split(' ').length > 1) phrases.push(bare);
    for (const p of phrases) {
      const weight = q.includes(`"${p}"`) ? 8 : 4;
      for (const [doc, s] of scores) if (this.docs[doc]!.flat.includes(p)) scores.set(doc, s + weight + s * 0.5);
    }

    // A heading or glossary term equal to the query goes to the top.
    for (const [doc, s] of scores) {
      const t = this.docs[doc]!.title;
      if (t && normaliseText(t) === bare) scores.set(doc, s + 25);
    }

    for (const [number, weight] of opts.boost ?? []) {
      const id = this.byNumber.get(number);
      if (id !== undefined) add(id, weight);
    }

    // Rule numbers in the query: that rule first.
    for (const m of q.matchAll(RULE_NUMBER)) {
      const id = this.byNumber.get(m[1]!);
      if (id !== undefined) add(id, 1000);
    }

    const ranked = [...scores.entries()].sort((a, b2) => b2[1] - a[1] || a[0] - b2[0]);
    const hits: SearchHit[] = [];
    const seen = new Map<string, SearchHit>();
    for (const [doc, score] of ranked) {
      if (hits.length >= limit) break;
      const d = this.docs[doc]!;
      const key = d.number === '' ? `glossary:${d.title}` : d.number;
      const existing = seen.get(key);
      if (existing) {
        // A glossary entry and the rule it cites are one result.
        if (d.kind === 'glossary' && !existing.term && d.title) existing.term = d.title;
        continue;
      }
      const hit: SearchHit = { kind: d.kind, number: d.number, title: d.title, text: d.text, score: Math.round(score * 1000) / 1000 };
      if (d.kind === 'glossary' && d.title) {
        hit.term = d.title;
        // Show the glossary text, but the number is the rule it points to.
        hit.text = d.text.slice(d.title.length + 1);
      }
      seen.set(key, hit);
      hits.push(hit);
    }
    return hits;
  }
}
