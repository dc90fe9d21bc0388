/**
 * Ranked full-text search over the rules and the CR glossary: BM25 over stemmed words (and
 * character bigrams for Japanese text), with boosts for documents holding every query word,
 * exact phrases, rule numbers and headings. Written here rather than taken from a library so
 * ranking can know about rule structure (headings above a rule, glossary definitions, numbers);
 * the bench compares its speed and its top-3 quality with MiniSearch and FlexSearch.
 *
 * A query goes through three modules: its plan (search-plan.ts: words, weights, bounds, phrases,
 * kept for the most recent queries), its word scores on flat typed arrays touching only the
 * documents holding its words, pruned max-score style (search-score.ts), and the ranking of the
 * touched documents into the best few by a top-k heap, never sorting them all (search-rank.ts).
 * The pruning is exact: test/rules/search-pruning.test.ts checks the ranking against an
 * exhaustive search.
 */
import type { CrDocument } from './parse.ts';
import { buildPostings, definedPhrases, searchDocs, tokenize } from './search-index.ts';
import type { Postings, SearchDoc } from './search-index.ts';
import { QueryPlanner, titleKey } from './search-plan.ts';
import type { QueryPlan } from './search-plan.ts';
import { documentPriors } from './search-priors.ts';
import { DocumentPhrases } from './search-phrases.ts';
import { Ranker, rankPriors } from './search-rank.ts';
import { TermScores } from './search-score.ts';
import type { SearchHit, SearchOptions } from './search-types.ts';

export { normaliseText, stem, tokenize } from './search-index.ts';
export type { SearchDoc } from './search-index.ts';
export type { SearchHit, SearchOptions } from './search-types.ts';

/** Rules given extra score by a search's boost map, and whether every boost is ≥ 0 (pruning needs it). */
interface ResolvedBoosts {
  /** The boosted documents and their weights: `docs[0 .. count]`, `weights[0 .. count]`. */
  docs: Int32Array;
  weights: Float64Array;
  count: number;
  positive: boolean;
  /** The size of the map resolved. */
  size: number;
}

const NO_BOOSTS: ResolvedBoosts = { docs: new Int32Array(0), weights: new Float64Array(0), count: 0, positive: true, size: 0 };

const boostRoom = (size: number): ResolvedBoosts => ({ docs: new Int32Array(size), weights: new Float64Array(size), count: 0, positive: true, size: 0 });

/** How many documents beyond `limit` are ranked first (hits merging by rule number use them up). */
const HEAD_SLACK = 4;

export class RuleSearch {
  readonly postings: Postings;
  private readonly docs: SearchDoc[];
  private readonly wordIds = new Map<string, number>();
  private readonly byNumber = new Map<string, number>();
  /** A glossary entry that only says "See <another entry>." -> that entry's document. */
  private readonly redirects = new Map<number, number>();
  private readonly planner: QueryPlanner;
  /** The per-document scores of the current query (search-score.ts). */
  private readonly scored: TermScores;
  private readonly ranker: Ranker;
  /** Per document, the document its hit shows (a redirecting glossary entry's target) and the key hits merge by. */
  private readonly shownAs: Int32Array;
  private readonly mergeKey: Int32Array;
  /** Per merge key, the index of its hit in the results being made (valid when mergeEpoch is theirs). */
  private readonly mergedAt: Int32Array;
  private readonly mergeEpoch: Int32Array;
  private merges = 0;
  private passes = 0;
  /**
   * Boost maps resolved to documents, per map: the interaction boosts of a query are maps made once
   * and given again (TermIndex caches them), so their rule numbers are looked up once, not per search.
   */
  private readonly boosts = new WeakMap<ReadonlyMap<string, number>, ResolvedBoosts>();

  constructor(doc: CrDocument, extra?: { ja?: CrDocument | null; postings?: Postings }) {
    this.docs = searchDocs(doc, extra?.ja);
    const p = extra?.postings;
    this.postings = p && p.documents === this.docs.length ? p : buildPostings(doc, this.docs, extra?.ja);
    this.postings.words.forEach((w, i) => this.wordIds.set(w, i));
    const n = this.docs.length;
    const words = this.postings.words.length;
    const idf = new Float64Array(words);
    const maxImpact = new Float64Array(words);
    let sorted = true;
    const { start, doc: pdoc, weight } = this.postings;
    for (let i = 0; i < words; i++) {
      const df = start[i + 1]! - start[i]!;
      idf[i] = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      let max = 0;
      for (let k = start[i]!; k < start[i + 1]!; k++) {
        if (weight[k]! > max) max = weight[k]!;
        if (k > start[i]! && pdoc[k]! <= pdoc[k - 1]!) sorted = false;
      }
      maxImpact[i] = max;
    }
    const byTitle = new Map<string, number[]>();
    for (const d of this.docs) {
      if (d.kind === 'rule') this.byNumber.set(d.number, d.id);
      if (!d.title) continue;
      const key = titleKey(d.title);
      const list = byTitle.get(key);
      if (list) list.push(d.id);
      else byTitle.set(key, [d.id]);
    }
    const phraseWords = new Map<string, string[]>();
    for (const { words: defined, phrase } of definedPhrases(doc)) {
      const said = tokenize(phrase);
      for (const w of defined) phraseWords.set(w, [...new Set([...(phraseWords.get(w) ?? []), ...said])]);
    }
    const glossaryStart = this.docs.length - doc.glossary.length;
    doc.glossary.forEach((g, i) => {
      if (g.seeRules.length > 0 || g.seeTerms.length !== 1 || !/^See [^.]+\.?$/.test(g.text.trim())) return;
      const target = byTitle.get(titleKey(g.seeTerms[0]!))?.find((d) => this.docs[d]!.kind === 'glossary');
      if (target !== undefined) this.redirects.set(glossaryStart + i, target);
    });
    const phraseWordsById = new Array<readonly string[] | undefined>(words).fill(undefined);
    const phraseWordsOutside = new Map<string, readonly string[]>();
    for (const [w, said] of phraseWords) {
      const id = this.wordIds.get(w);
      if (id === undefined) phraseWordsOutside.set(w, said);
      else phraseWordsById[id] = said;
    }
    this.planner = new QueryPlanner({ wordIds: this.wordIds, idf, maxImpact, phraseWordsById, phraseWordsOutside, byTitle, byNumber: this.byNumber });

    const priors = documentPriors(doc, this.docs, this.wordIds, this.byNumber, words);
    const phrases = new DocumentPhrases(this.docs, this.wordIds, doc, extra?.ja ?? null);
    const ranked = rankPriors(priors);
    this.ranker = new Ranker(ranked, priors, phrases, n);
    this.scored = new TermScores(this.postings, ranked, sorted);
    // Hits merge by rule number (a glossary entry citing a rule is shown with it), or by glossary term.
    this.shownAs = Int32Array.from(this.docs, (d) => this.redirects.get(d.id) ?? d.id);
    const keys = new Map<string, number>();
    this.mergeKey = Int32Array.from(this.shownAs, (id) => {
      const d = this.docs[id]!;
      const key = d.number === '' ? `glossary:${d.title}` : d.number;
      let k = keys.get(key);
      if (k === undefined) keys.set(key, (k = keys.size));
      return k;
    });
    this.mergedAt = new Int32Array(keys.size);
    this.mergeEpoch = new Int32Array(keys.size);
  }

  get documentCount(): number {
    return this.docs.length;
  }

  /** How many documents the last search scored (for tests of the pruning). */
  get lastScored(): number {
    return this.scored.count;
  }

  /** How many passes the last search took (1 unless its best few merged into too few hits; for tests). */
  get lastPasses(): number {
    return this.passes;
  }

  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    const limit = opts.limit ?? 10;
    const plan = this.planner.planOf(query, opts);
    const boosts = opts.boost ? this.resolveBoosts(opts.boost, opts.uncached === true) : NO_BOOSTS;
    // Pruning needs every added score to be ≥ 0 (a document left out can't be lifted back above others).
    const exhaustive = opts.exhaustive === true || !boosts.positive || !this.scored.sortedPostings;
    this.passes = 0;
    // The hits are the first `limit` distinct merge keys of the whole ranking, whatever `head` is:
    // a small head prunes most, and is seldom short (a hit merges a glossary entry with its rule).
    for (let head = limit + HEAD_SLACK; !exhaustive; head = head * 3 + 8) {
      const hits = this.run(plan, boosts, limit, head, true);
      if (hits !== null) return hits;
      if (head > limit * 3 + 8) break;
    }
    // Duplicates merged away more than the best few could spare: every document, scored in full.
    return this.run(plan, boosts, limit, limit * 3 + 8, false)!;
  }

  /** One pass: the words scored (pruned for the best `head` when `prune`), added scores, the ranking. */
  private run(plan: QueryPlan, boosts: ResolvedBoosts, limit: number, head: number, prune: boolean): SearchHit[] | null {
    this.passes++;
    const epoch = this.scored.begin();
    const pruned = this.scored.score(plan, prune ? head : 0);
    this.ranker.markNamed(plan.named, epoch);
    this.addScores(plan, boosts, pruned);
    return this.rank(plan, limit, head, prune);
  }

  /** Forgets the cached query plans (the bench measures a query seen for the first time this way). */
  clearQueryCache(): void {
    this.planner.clear();
  }

  /**
   * Scores added after the multipliers: a heading or glossary term equal to the query (or to
   * the English name of a Japanese query) goes to the top; boosts; rule numbers in the query first.
   */
  private addScores(plan: QueryPlan, boosts: ResolvedBoosts, pruned: boolean): void {
    for (const d of plan.titled) this.scored.addTo(plan, d, 25, false, pruned);
    const { docs, weights, count } = boosts;
    for (let i = 0; i < count; i++) this.scored.addTo(plan, docs[i]!, weights[i]!, true, pruned);
    for (const d of plan.numbered) this.scored.addTo(plan, d, 1000, true, pruned);
  }

  /**
   * A boost map's documents and weights (in the map's order; numbers of no rule left out), made once
   * per map, also for an uncached search: a map is the boosts of terms (TermIndex keeps one per term
   * and gives the same map for every text naming that term alone), not of a query, so what is kept
   * here is per term; a map made for one text is dropped with it (a WeakMap). An uncached search
   * keeps nothing of a map not resolved before (a text naming several terms gives a new map each
   * time): it is resolved into scratch arrays, never added to the WeakMap (adding a new key each
   * search grew its table and made collections slow).
   */
  private resolveBoosts(boost: ReadonlyMap<string, number>, uncached: boolean): ResolvedBoosts {
    let r = this.boosts.get(boost);
    // A map given again with other entries (the type says it won't be) is resolved again.
    if (r && r.size === boost.size) return r;
    if (uncached) return this.resolveInto(boost, this.scratchBoosts(boost.size));
    r = this.resolveInto(boost, boostRoom(boost.size));
    this.boosts.set(boost, r);
    return r;
  }

  /** Scratch room for `size` boosts, reused by every uncached search (search is synchronous). */
  private scratchBoosts(size: number): ResolvedBoosts {
    if (this.scratch.docs.length < size) this.scratch = boostRoom(size * 2);
    return this.scratch;
  }

  private scratch: ResolvedBoosts = boostRoom(64);

  /** `boost`'s documents and weights into `into` (from the start); returns `into`. */
  private resolveInto(boost: ReadonlyMap<string, number>, into: ResolvedBoosts): ResolvedBoosts {
    const { docs, weights } = into;
    let found = 0;
    let positive = true;
    for (const [number, weight] of boost) {
      if (!(weight >= 0)) positive = false;
      const d = this.byNumber.get(number);
      if (d === undefined) continue;
      docs[found] = d;
      weights[found++] = weight;
    }
    into.count = found;
    into.positive = positive;
    into.size = boost.size;
    return into;
  }

  /**
   * The hits of the best `head` documents (Ranker.rank), duplicates merged. Null when the hits run
   * short and documents were passed over or left out (search then scores them all).
   */
  private rank(plan: QueryPlan, limit: number, head: number, skip: boolean): SearchHit[] | null {
    const kept = this.ranker.rank(plan, this.scored, head, skip);
    const hits = this.hitsOf(this.ranker.best, kept, limit);
    if (hits.length === limit || kept < head) return hits;
    // Documents passed over (or left out) were never scored in full: search scores them all then.
    if (skip) return null;
    const { scores, touched, count } = this.scored;
    const all: number[] = [];
    for (let i = 0; i < count; i++) if (scores[touched[i]! << 1]! > 0) all.push(touched[i]!);
    return this.hitsOf(all.sort((a, b) => scores[b << 1]! - scores[a << 1]! || a - b), all.length, limit);
  }

  /** The hits of the first `count` documents of `ranked`, up to `limit`, duplicates merged. */
  private hitsOf(ranked: ArrayLike<number>, count: number, limit: number): SearchHit[] {
    const hits: SearchHit[] = [];
    if (this.merges >= 0x7ffffff0) {
      this.mergeEpoch.fill(0);
      this.merges = 0;
    }
    const epoch = ++this.merges;
    const { mergedAt, mergeEpoch } = this;
    for (let i = 0; i < count && hits.length < limit; i++) {
      const at = ranked[i]!;
      const d = this.docs[this.shownAs[at]!]!;
      const key = this.mergeKey[at]!;
      if (mergeEpoch[key] === epoch) {
        const existing = hits[mergedAt[key]!]!;
        if (d.kind === 'glossary' && !existing.term && d.title) existing.term = d.title;
        continue;
      }
      const hit: SearchHit = { kind: d.kind, number: d.number, title: d.title, text: d.text, score: Math.round(this.scored.scores[at << 1]! * 1000) / 1000 };
      if (d.kind === 'glossary' && d.title) {
        hit.term = d.title;
        // Show the glossary text, but the number is the rule it points to.
        hit.text = d.text.slice(d.title.length + 1);
      }
      mergeEpoch[key] = epoch;
      mergedAt[key] = hits.length;
      hits.push(hit);
    }
    return hits;
  }
}
