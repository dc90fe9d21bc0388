/**
 * Ranked full-text search over the rules and the CR glossary: BM25 over stemmed words (and
 * character bigrams for Japanese text), with boosts for documents holding every query word,
 * exact phrases, rule numbers and headings. Written here rather than taken from a library so
 * ranking can know about rule structure (headings above a rule, glossary definitions, numbers);
 * the bench compares its speed and its top-3 quality with MiniSearch and FlexSearch.
 *
 * Scoring works on flat typed arrays (search-index.ts): a query adds each word's precomputed
 * weights into one score array, touching only the documents that hold the word, then picks the
 * best few without sorting everything.
 */
import type { CrDocument } from './parse.ts';
import { buildPostings, definedPhrases, normaliseText, searchDocs, tokenize } from './search-index.ts';
import type { Postings, SearchDoc } from './search-index.ts';

export { normaliseText, stem, tokenize } from './search-index.ts';
export type { SearchDoc } from './search-index.ts';

export interface SearchHit {
  kind: 'rule' | 'glossary';
  number: string;
  /** Glossary term, when the hit is (or includes) a glossary entry. */
  term?: string;
  title: string | null;
  text: string;
  score: number;
}

export interface SearchOptions {
  limit?: number;
  /** Extra query words (e.g. English names of Japanese terms in the query). */
  expansions?: string[];
  /** Score added to particular rules (e.g. the rules that settle an interaction between two terms in the query). */
  boost?: ReadonlyMap<string, number>;
}

const RULE_NUMBER = /\b(\d{3}(?:\.\d{1,3}[a-z]{0,2})?)\b/g;
/** At most this many distinct query words are scored (a 200-character query has fewer). */
const MAX_WORDS = 30;
const EXPANSION_WEIGHT = 0.8;
/** The words of the phrase defining a query word ("dies": put into a graveyard from the battlefield) count this much. */
const DEFINITION_WEIGHT = 0.75;
/**
 * A glossary entry is short, so a word in its name weighs a lot: it counts this much unless the
 * query is its name (then it goes to the top, below). "draw from an empty library" wants 121.4,
 * not the entries "Draw" and "Library".
 */
const GLOSSARY_WEIGHT = 0.55;

/** A heading or glossary term as compared with a whole query: "Damage Assignment Order (Obsolete)" -> "damage assignment order". */
function titleKey(title: string): string {
  return normaliseText(title)
    .replace(/\s*\(obsolete\)\s*$/, '')
    .replace(/^(?:the|a|an) /, '')
    .replace(/[-‐]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export class RuleSearch {
  readonly postings: Postings;
  private readonly docs: SearchDoc[];
  private readonly wordIds = new Map<string, number>();
  private readonly idf: Float64Array;
  private readonly byNumber = new Map<string, number>();
  private readonly byTitle = new Map<string, number[]>();
  /** A word the CR defines by a phrase ("dies") -> the phrase's words (put, graveyard, battlefield). */
  private readonly phraseWords = new Map<string, string[]>();
  /** A glossary entry that only says "See <another entry>." -> that entry's document. */
  private readonly redirects = new Map<number, number>();
  private readonly flat: (string | undefined)[] = [];
  /**
   * How much a document counts before any word matches: the casual variants (chapter 9) and
   * multiplayer (chapter 8) less than the rules of an ordinary game; a rule of chapter 7 (keywords,
   * copies, double-faced cards …) less unless a heading above it is named in the query.
   */
  private readonly chapter: Uint8Array;
  /** 1 for the rules of chapter 7 about one mechanic (701, 702, 705 on), not 700 (general), 703 or 704. */
  private readonly specialised: Uint8Array;
  /** Word ids of the headings above each rule (CSR: headingStart[d] .. headingStart[d + 1]). */
  private readonly headingStart: Int32Array;
  private readonly headingWords: Int32Array;
  /** Per word id: the query (epoch) it was last part of. */
  private readonly queryWord: Uint32Array;
  /** 1 for glossary documents. */
  private readonly glossary: Uint8Array;
  // Scratch space reused by every query (search is synchronous).
  private readonly scores: Float64Array;
  private readonly masks: Uint32Array;
  private readonly epochs: Uint32Array;
  private readonly touched: Int32Array;
  private epoch = 0;

  constructor(doc: CrDocument, extra?: { ja?: CrDocument | null; postings?: Postings }) {
    this.docs = searchDocs(doc, extra?.ja);
    const p = extra?.postings;
    this.postings = p && p.documents === this.docs.length ? p : buildPostings(doc, this.docs, extra?.ja);
    this.postings.words.forEach((w, i) => this.wordIds.set(w, i));
    const n = this.docs.length;
    this.idf = new Float64Array(this.postings.words.length);
    for (let i = 0; i < this.idf.length; i++) {
      const df = this.postings.start[i + 1]! - this.postings.start[i]!;
      this.idf[i] = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    }
    for (const d of this.docs) {
      if (d.kind === 'rule') this.byNumber.set(d.number, d.id);
      if (!d.title) continue;
      const key = titleKey(d.title);
      const list = this.byTitle.get(key);
      if (list) list.push(d.id);
      else this.byTitle.set(key, [d.id]);
    }
    for (const { words, phrase } of definedPhrases(doc)) {
      const said = tokenize(phrase);
      for (const w of words) this.phraseWords.set(w, [...new Set([...(this.phraseWords.get(w) ?? []), ...said])]);
    }
    const glossaryStart = this.docs.length - doc.glossary.length;
    doc.glossary.forEach((g, i) => {
      if (g.seeRules.length > 0 || g.seeTerms.length !== 1 || !/^See [^.]+\.?$/.test(g.text.trim())) return;
      const target = this.byTitle.get(titleKey(g.seeTerms[0]!))?.find((d) => this.docs[d]!.kind === 'glossary');
      if (target !== undefined) this.redirects.set(glossaryStart + i, target);
    });
    this.chapter = new Uint8Array(n);
    this.specialised = new Uint8Array(n);
    const heads: number[] = [];
    this.headingStart = new Int32Array(n + 1);
    for (const d of this.docs) {
      this.headingStart[d.id] = heads.length;
      if (d.kind !== 'rule') continue;
      this.chapter[d.id] = Number(d.number[0]);
      this.specialised[d.id] = /^7(?:0[1256789]|[1-9]\d)/.test(d.number) ? 1 : 0;
      for (let num: string | null = d.number; num; num = doc.rules.get(num)?.parent ?? null) {
        for (const w of tokenize(doc.rules.get(num)?.title ?? '')) {
          const id = this.wordIds.get(w);
          if (id !== undefined) heads.push(id);
        }
      }
    }
    this.headingStart[n] = heads.length;
    this.headingWords = Int32Array.from(heads);
    this.queryWord = new Uint32Array(this.postings.words.length);
    this.glossary = Uint8Array.from(this.docs, (d) => (d.kind === 'glossary' ? 1 : 0));
    this.scores = new Float64Array(n);
    this.masks = new Uint32Array(n);
    this.epochs = new Uint32Array(n);
    this.touched = new Int32Array(n);
  }

  get documentCount(): number {
    return this.docs.length;
  }

  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    const limit = opts.limit ?? 10;
    const q = normaliseText(query);
    const bare = (q.includes('"') ? q.replace(/"/g, '') : q).replace(/\s+/g, ' ').trim();
    this.epoch++;
    let touched = 0;
    const epoch = this.epoch;
    const { epochs, scores, masks } = this;
    const touch = (d: number): void => {
      if (epochs[d] !== epoch) {
        epochs[d] = epoch;
        scores[d] = 0;
        masks[d] = 0;
        this.touched[touched++] = d;
      }
    };

    // BM25 over the query words (a word given twice counts more), then expansions at a lower weight.
    const counts = new Map<string, number>();
    for (const w of tokenize(q)) counts.set(w, (counts.get(w) ?? 0) + 1);
    const words = [...counts.keys()].slice(0, MAX_WORDS);
    const scoreWord = (w: string, weight: number, bit: number): void => {
      const id = this.wordIds.get(w);
      if (id === undefined) return;
      const { start, doc, weight: tf } = this.postings;
      const idf = this.idf[id]! * weight;
      for (let p = start[id]!, end = start[id + 1]!; p < end; p++) {
        const d = doc[p]!;
        if (epochs[d] !== epoch) {
          epochs[d] = epoch;
          scores[d] = idf * tf[p]!;
          masks[d] = bit;
          this.touched[touched++] = d;
        } else {
          scores[d] = scores[d]! + idf * tf[p]!;
          masks[d]! |= bit;
        }
      }
    };
    words.forEach((w, i) => scoreWord(w, 1 + 0.5 * Math.min(2, counts.get(w)! - 1), 1 << i));
    const extra = new Set<string>();
    for (const e of opts.expansions ?? []) for (const w of tokenize(e)) if (!counts.has(w)) extra.add(w);
    for (const w of extra) scoreWord(w, EXPANSION_WEIGHT, 0);
    // A word the CR defines by a phrase also finds the phrase's words, a little ("dies" -> graveyard, battlefield).
    const defined = new Set<string>();
    for (const w of words) for (const p of this.phraseWords.get(w) ?? []) if (!counts.has(p) && !extra.has(p)) defined.add(p);
    for (const w of defined) scoreWord(w, DEFINITION_WEIGHT, 0);

    // The chapter prior (see `chapter`), and documents holding every query word above those holding only some.
    for (const w of words) {
      const id = this.wordIds.get(w);
      if (id !== undefined) this.queryWord[id] = this.epoch;
    }
    const full = words.length >= 32 ? 0xffffffff : (1 << words.length) - 1;
    const several = words.length > 1;
    for (let i = 0; i < touched; i++) {
      const d = this.touched[i]!;
      const c = this.chapter[d]!;
      let s = this.scores[d]!;
      if (c === 8 || c === 9) s *= 0.75;
      else if (c === 7 && this.specialised[d] === 1 && !this.headingNamed(d)) s *= 0.85;
      else if (c === 0 && this.glossary[d] === 1) s *= GLOSSARY_WEIGHT;
      if (several && (this.masks[d]! & full) === full) s = s * 1.5 + (c === 0 ? 0 : 0.1);
      this.scores[d] = s;
    }

    // Exact phrases: quoted phrases, or the whole query when it has several words. Only a
    // document holding all of a phrase's words can hold the phrase.
    const phrases = q.includes('"') ? [...q.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean) : [];
    if (phrases.length === 0 && bare.includes(' ')) phrases.push(bare);
    for (const p of phrases) {
      // A quoted phrase is asked for: documents without it count half.
      const quoted = q.includes(`"${p}"`);
      const weight = quoted ? 8 : 4;
      let need = 0;
      for (const w of tokenize(p)) {
        const i = words.indexOf(w);
        if (i >= 0) need |= 1 << i;
      }
      for (let i = 0; i < touched; i++) {
        const d = this.touched[i]!;
        const s = this.scores[d]!;
        if ((this.masks[d]! & need) === need && this.flatText(d).includes(p)) this.scores[d] = s + weight + s * 0.5;
        else if (quoted) this.scores[d] = s * 0.5;
      }
    }

    // A heading or glossary term equal to the query (or to the English name of a Japanese query) goes to the top.
    const named = opts.expansions?.length === 1 ? [titleKey(opts.expansions[0]!)] : [];
    for (const key of new Set([titleKey(bare), ...named])) {
      for (const d of this.byTitle.get(key) ?? []) {
        if (this.epochs[d] !== this.epoch) continue;
        this.scores[d] = this.scores[d]! + 25;
      }
    }
    for (const [number, weight] of opts.boost ?? []) {
      const d = this.byNumber.get(number);
      if (d === undefined) continue;
      touch(d);
      this.scores[d] = this.scores[d]! + weight;
    }
    // Rule numbers in the query: that rule first.
    for (const m of q.matchAll(RULE_NUMBER)) {
      const d = this.byNumber.get(m[1]!);
      if (d === undefined) continue;
      touch(d);
      this.scores[d] = this.scores[d]! + 1000;
    }
    return this.collect(touched, limit);
  }

  /** True when a heading above document `d` holds a word of the current query. */
  private headingNamed(d: number): boolean {
    for (let i = this.headingStart[d]!, end = this.headingStart[d + 1]!; i < end; i++) if (this.queryWord[this.headingWords[i]!] === this.epoch) return true;
    return false;
  }

  private flatText(d: number): string {
    let f = this.flat[d];
    if (f === undefined) {
      f = normaliseText(this.docs[d]!.text).replace(/\s+/g, ' ');
      this.flat[d] = f;
    }
    return f;
  }

  /** The best `limit` results (a glossary entry and the rule it cites are one result), best first. */
  private collect(touched: number, limit: number): SearchHit[] {
    // Keep a generous head (duplicates merge), looking at everything again only if it runs short.
    const head = limit * 3 + 8;
    const top: number[] = [];
    const scores = this.scores;
    for (let i = 0; i < touched; i++) {
      const d = this.touched[i]!;
      const s = scores[d]!;
      if (s <= 0) continue;
      if (top.length === head) {
        const last = top[head - 1]!;
        if (s < scores[last]! || (s === scores[last]! && d > last)) continue;
        top.pop();
      }
      let at = top.length;
      while (at > 0 && (s > scores[top[at - 1]!]! || (s === scores[top[at - 1]!]! && d < top[at - 1]!))) at--;
      top.splice(at, 0, d);
    }
    const hits = this.hitsOf(top, limit);
    if (hits.length === limit || top.length < head) return hits;
    const all: number[] = [];
    for (let i = 0; i < touched; i++) if (scores[this.touched[i]!]! > 0) all.push(this.touched[i]!);
    return this.hitsOf(all.sort((a, b) => scores[b]! - scores[a]! || a - b), limit);
  }

  private hitsOf(ranked: readonly number[], limit: number): SearchHit[] {
    const hits: SearchHit[] = [];
    const seen = new Map<string, SearchHit>();
    for (const at of ranked) {
      if (hits.length >= limit) break;
      const id = this.redirects.get(at) ?? at;
      const d = this.docs[id]!;
      const key = d.number === '' ? `glossary:${d.title}` : d.number;
      const existing = seen.get(key);
      if (existing) {
        if (d.kind === 'glossary' && !existing.term && d.title) existing.term = d.title;
        continue;
      }
      const hit: SearchHit = { kind: d.kind, number: d.number, title: d.title, text: d.text, score: Math.round(this.scores[at]! * 1000) / 1000 };
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
