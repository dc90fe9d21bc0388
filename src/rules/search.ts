/**
 * Ranked full-text search over the rules and the CR glossary: BM25 over stemmed words (and
 * character bigrams for Japanese text), with boosts for documents holding every query word,
 * exact phrases, rule numbers and headings. Written here rather than taken from a library so
 * ranking can know about rule structure (headings above a rule, glossary definitions, numbers);
 * the bench compares its speed and its top-3 quality with MiniSearch and FlexSearch.
 *
 * Scoring works on flat typed arrays (search-index.ts): a query adds each word's precomputed
 * weights into one score array, touching only the documents that hold the word, then picks the
 * best few without sorting everything. It is pruned (max-score): words are scored highest bound
 * first (idf × the word's largest term-frequency part), and once the best few are sure to beat
 * any document the remaining words could still bring in, those words only add to the documents
 * already touched; ranking passes over a document whose best possible score can't reach the last
 * kept. Both are exact (test/rules/search-pruning.test.ts checks the ranking against an exhaustive
 * search). What a query string gives before any document is looked at (its words, weights,
 * phrases) is kept for the most recent queries.
 */
import type { CrDocument } from './parse.ts';
import { buildPostings, definedPhrases, normaliseText, searchDocs, tokenize } from './search-index.ts';
import type { Postings, SearchDoc } from './search-index.ts';
import { documentPriors } from './search-priors.ts';
import { DocumentPhrases } from './search-phrases.ts';
import type { SearchHit, SearchOptions } from './search-types.ts';

export { normaliseText, stem, tokenize } from './search-index.ts';
export type { SearchDoc } from './search-index.ts';
export type { SearchHit, SearchOptions } from './search-types.ts';

const RULE_NUMBER = /\b(\d{3}(?:\.\d{1,3}[a-z]{0,2})?)\b/g;
/**
 * Query words beyond this many are scored like the others but have no bit of their own in a
 * document's mask: the all-words bonus and a phrase's cheap pre-check look at the first ones only
 * (the phrase itself is still checked word by word). No word is dropped (issue 17 §2: a 200-character
 * query can hold more distinct words than this, and a Japanese one more character pairs).
 */
const MASK_WORDS = 30;
const EXPANSION_WEIGHT = 0.8;
/** The words of the phrase defining a query word ("dies": put into a graveyard from the battlefield) count this much. */
const DEFINITION_WEIGHT = 0.75;

/** A heading or glossary term as compared with a whole query: "Damage Assignment Order (Obsolete)" -> "damage assignment order". */
function titleKey(title: string): string {
  return normaliseText(title)
    .replace(/\s*\(obsolete\)\s*$/, '')
    .replace(/^(?:the|a|an) /, '')
    .replace(/[-‐]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phrase of the query: its word ids in order, the mask bits of its words, and whether it was quoted. */
interface Phrase {
  ids: Int32Array;
  need: number;
  quoted: boolean;
}

/**
 * Everything a query string gives before any document is looked at (its words, their ids,
 * weights and bounds, phrases, headings and rule numbers it names), kept for the next time the
 * same query is searched (see PLAN_CACHE).
 */
interface QueryPlan {
  /** The distinct query words in order (bit i of a document's mask: it holds word i). */
  words: string[];
  /** The mask of a document holding every query word (never reached when a word is not in the index). */
  full: number;
  /** Scored words, highest upper bound first: word id, weight (idf × the query's weight), mask bit (0: none). */
  ids: number[];
  weights: number[];
  bits: number[];
  /** rest[i]: the most the scored words from i on can add to a document's word score (rest[length] = 0). */
  rest: number[];
  /** restBits[i]: the mask bits of the scored words from i on. */
  restBits: number[];
  phrases: Phrase[];
  /** Word ids of the query words the index holds (for the titled rules they name). */
  named: number[];
  /** Headings or glossary terms equal to the query (or its one English name): +25 each, if the document holds a query word. */
  titled: number[];
  /** Rules whose numbers the query gives: +1000 each. */
  numbered: number[];
}

/** How many query plans are kept (the most recently used). */
const PLAN_CACHE = 256;
/** Mask bit of a document that has a score added after the multipliers (above the word bits). */
const ADDED = 1 << MASK_WORDS;

export class RuleSearch {
  readonly postings: Postings;
  private readonly docs: SearchDoc[];
  private readonly wordIds = new Map<string, number>();
  private readonly idf: Float64Array;
  /** The largest BM25 term-frequency part of each word's postings (its score bound, times its weight). */
  private readonly maxImpact: Float64Array;
  /** Whether every word's postings list its documents in ascending order (binary search). */
  private readonly sortedPostings: boolean;
  private readonly byNumber = new Map<string, number>();
  private readonly byTitle = new Map<string, number[]>();
  /** A word the CR defines by a phrase ("dies") -> the phrase's words (put, graveyard, battlefield). */
  private readonly phraseWords = new Map<string, string[]>();
  /** A glossary entry that only says "See <another entry>." -> that entry's document. */
  private readonly redirects = new Map<number, number>();
  /** Each document's words in text order, for phrases. */
  private readonly phrases: DocumentPhrases;
  // The document priors and the headings that lift them (see DocumentPriors, search-priors.ts).
  /** Per document, an index into priorOf / bonusOf / specialisedOf (one byte a document: few distinct priors). */
  private readonly priorCode: Uint8Array;
  private readonly priorOf: Float64Array;
  private readonly bonusOf: Float64Array;
  private readonly specialisedOf: Uint8Array;
  private readonly maxBonus: number;
  private readonly headsStart: Int32Array;
  private readonly headsAbove: Int32Array;
  private readonly titledStart: Int32Array;
  private readonly titled: Int32Array;
  // Scratch space reused by every query (search is synchronous), each entry valid when its epoch is
  // the query's. One 16-byte slot a document: its score (float64 at 2d), its mask (int32 at 4d+2)
  // and its epoch (int32 at 4d+3), so scoring a document touches one cache line.
  private readonly scores: Float64Array;
  private readonly slots: Int32Array;
  private readonly touched: Int32Array;
  /** Score added after the multipliers (a heading equal to the query, boosts, rule numbers), valid when the mask has ADDED. */
  private readonly added: Float64Array;
  /** Titled rules named by the current query. */
  private readonly namedEpochs: Int32Array;
  private top = new Int32Array(64);
  /** The best lower bounds while scoring (a min-heap), for pruning. */
  private heap = new Float64Array(64);
  private epoch = 0;
  /** How many documents the current query has touched (their ids are `touched[0 .. count]`). */
  private count = 0;
  private readonly plans = new Map<string, QueryPlan>();

  constructor(doc: CrDocument, extra?: { ja?: CrDocument | null; postings?: Postings }) {
    this.docs = searchDocs(doc, extra?.ja);
    this.phrases = new DocumentPhrases(this.docs, this.wordIds, doc, extra?.ja ?? null);
    const p = extra?.postings;
    this.postings = p && p.documents === this.docs.length ? p : buildPostings(doc, this.docs, extra?.ja);
    this.postings.words.forEach((w, i) => this.wordIds.set(w, i));
    const n = this.docs.length;
    const words = this.postings.words.length;
    this.idf = new Float64Array(words);
    this.maxImpact = new Float64Array(words);
    let sorted = true;
    const { start, doc: pdoc, weight } = this.postings;
    for (let i = 0; i < words; i++) {
      const df = start[i + 1]! - start[i]!;
      this.idf[i] = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      let max = 0;
      for (let k = start[i]!; k < start[i + 1]!; k++) {
        if (weight[k]! > max) max = weight[k]!;
        if (k > start[i]! && pdoc[k]! <= pdoc[k - 1]!) sorted = false;
      }
      this.maxImpact[i] = max;
    }
    this.sortedPostings = sorted;
    for (const d of this.docs) {
      if (d.kind === 'rule') this.byNumber.set(d.number, d.id);
      if (!d.title) continue;
      const key = titleKey(d.title);
      const list = this.byTitle.get(key);
      if (list) list.push(d.id);
      else this.byTitle.set(key, [d.id]);
    }
    for (const { words: defined, phrase } of definedPhrases(doc)) {
      const said = tokenize(phrase);
      for (const w of defined) this.phraseWords.set(w, [...new Set([...(this.phraseWords.get(w) ?? []), ...said])]);
    }
    const glossaryStart = this.docs.length - doc.glossary.length;
    doc.glossary.forEach((g, i) => {
      if (g.seeRules.length > 0 || g.seeTerms.length !== 1 || !/^See [^.]+\.?$/.test(g.text.trim())) return;
      const target = this.byTitle.get(titleKey(g.seeTerms[0]!))?.find((d) => this.docs[d]!.kind === 'glossary');
      if (target !== undefined) this.redirects.set(glossaryStart + i, target);
    });

    const priors = documentPriors(doc, this.docs, this.wordIds, this.byNumber, words);
    // The distinct (prior, all-words bonus, specialised) triples, each document naming its own.
    const kinds = new Map<string, number>();
    const priorOf: number[] = [];
    const bonusOf: number[] = [];
    const specialisedOf: number[] = [];
    this.priorCode = new Uint8Array(n);
    for (let d = 0; d < n; d++) {
      const key = `${priors.prior[d]!} ${priors.allWordsBonus[d]!} ${priors.specialised[d]!}`;
      let code = kinds.get(key);
      if (code === undefined) {
        code = priorOf.length;
        if (code > 255) throw new Error('search: too many kinds of document prior');
        kinds.set(key, code);
        priorOf.push(priors.prior[d]!);
        bonusOf.push(priors.allWordsBonus[d]!);
        specialisedOf.push(priors.specialised[d]!);
      }
      this.priorCode[d] = code;
    }
    this.priorOf = Float64Array.from(priorOf);
    this.bonusOf = Float64Array.from(bonusOf);
    this.specialisedOf = Uint8Array.from(specialisedOf);
    this.maxBonus = Math.max(0, ...bonusOf);
    this.headsStart = priors.headsStart;
    this.headsAbove = priors.headsAbove;
    this.titledStart = priors.titledStart;
    this.titled = priors.titled;

    const slots = new ArrayBuffer(16 * n);
    this.scores = new Float64Array(slots);
    this.slots = new Int32Array(slots);
    this.touched = new Int32Array(n);
    this.added = new Float64Array(n);
    this.namedEpochs = new Int32Array(n);
  }

  get documentCount(): number {
    return this.docs.length;
  }

  /** How many documents the last search scored (for tests of the pruning). */
  get lastScored(): number {
    return this.count;
  }

  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    const limit = opts.limit ?? 10;
    const plan = this.planOf(query, opts);
    const epoch = this.nextEpoch();
    this.count = 0;
    const head = limit * 3 + 8;
    let boostsPositive = true;
    if (opts.boost) for (const v of opts.boost.values()) if (!(v >= 0)) boostsPositive = false;
    // Pruning needs every added score to be ≥ 0 (a document left out can't be lifted back above others).
    const exhaustive = opts.exhaustive === true;
    const pruned = this.scoreTerms(plan, epoch, !exhaustive && boostsPositive && this.sortedPostings ? head : 0);
    this.markNamed(plan.named, epoch);
    this.addScores(plan, opts, epoch, pruned);
    const hits = this.rank(plan, limit, head, !exhaustive);
    if (hits !== null) return hits;
    // Duplicates merged away more than the best `head` could spare: every document, scored in full.
    return this.search(query, { ...opts, exhaustive: true });
  }

  private nextEpoch(): number {
    if (this.epoch >= 0x7ffffff0) {
      for (let d = 0; d < this.docs.length; d++) this.slots[4 * d + 3] = 0;
      this.namedEpochs.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }

  /** The query's plan, from the cache when the same query (with the same expansions and reading) was searched lately. */
  private planOf(query: string, opts: SearchOptions): QueryPlan {
    const key = `${query}\u0000${opts.reading ?? ''}\u0000${(opts.expansions ?? []).join('\u0001')}`;
    const cached = this.plans.get(key);
    if (cached) {
      this.plans.delete(key);
      this.plans.set(key, cached);
      return cached;
    }
    const plan = this.makePlan(query, opts);
    if (this.plans.size >= PLAN_CACHE) this.plans.delete(this.plans.keys().next().value!);
    this.plans.set(key, plan);
    return plan;
  }

  /** Forgets the cached query plans (the bench measures a query seen for the first time this way). */
  clearQueryCache(): void {
    this.plans.clear();
  }

  private makePlan(query: string, opts: SearchOptions): QueryPlan {
    let q = normaliseText(query);
    // A query none of whose words the index holds (Japanese, when no Japanese CR is loaded) is
    // searched as its English reading, phrases and all.
    let said = tokenize(q);
    if (opts.reading && !said.some((w) => this.wordIds.has(w))) {
      q = normaliseText(opts.reading);
      said = tokenize(q);
    }
    const quotes = q.includes('"');
    const bare = (quotes ? q.replace(/"/g, '') : q).replace(/\s+/g, ' ').trim();
    const counts = new Map<string, number>();
    for (const w of said) counts.set(w, (counts.get(w) ?? 0) + 1);
    const words = [...counts.keys()];

    // BM25 over the query words (a word given twice counts more), then expansions and the words
    // of defined phrases at lower weights.
    const terms: { id: number; weight: number; bit: number; ub: number }[] = [];
    const add = (w: string, weight: number, bit: number): void => {
      const id = this.wordIds.get(w);
      if (id === undefined) return;
      const wt = this.idf[id]! * weight;
      terms.push({ id, weight: wt, bit, ub: wt * this.maxImpact[id]! });
    };
    words.forEach((w, i) => add(w, 1 + 0.5 * Math.min(2, counts.get(w)! - 1), i < MASK_WORDS ? 1 << i : 0));
    const extra = new Set<string>();
    for (const e of opts.expansions ?? []) for (const w of tokenize(e)) if (!counts.has(w)) extra.add(w);
    for (const w of extra) add(w, EXPANSION_WEIGHT, 0);
    // A word the CR defines by a phrase also finds the phrase's words, a little ("dies" -> graveyard, battlefield).
    const defined = new Set<string>();
    for (const w of words) for (const p of this.phraseWords.get(w) ?? []) if (!counts.has(p) && !extra.has(p)) defined.add(p);
    for (const w of defined) add(w, DEFINITION_WEIGHT, 0);
    // Highest bound first, so the words that can lift a document most are scored before the common ones.
    terms.sort((a, b) => b.ub - a.ub);
    const n = terms.length;
    // Plain arrays: a handful of entries each, quicker to make than typed arrays.
    const rest: number[] = new Array<number>(n + 1).fill(0);
    const restBits: number[] = new Array<number>(n + 1).fill(0);
    const ids: number[] = new Array<number>(n).fill(0);
    const weights: number[] = new Array<number>(n).fill(0);
    const bits: number[] = new Array<number>(n).fill(0);
    for (let i = n - 1; i >= 0; i--) {
      const t = terms[i]!;
      ids[i] = t.id;
      weights[i] = t.weight;
      bits[i] = t.bit;
      rest[i] = rest[i + 1]! + t.ub;
      restBits[i] = restBits[i + 1]! | t.bit;
    }

    const named: number[] = [];
    for (const w of words) {
      const id = this.wordIds.get(w);
      if (id !== undefined) named.push(id);
    }

    const titleBare = titleKey(bare);
    const titled = [...(this.byTitle.get(titleBare) ?? [])];
    if (opts.expansions?.length === 1) {
      const nameKey = titleKey(opts.expansions[0]!);
      if (nameKey !== titleBare) titled.push(...(this.byTitle.get(nameKey) ?? []));
    }
    const numbered: number[] = [];
    if (/\d{3}/.test(q)) {
      for (const m of q.matchAll(RULE_NUMBER)) {
        const d = this.byNumber.get(m[1]!);
        if (d !== undefined) numbered.push(d);
      }
    }

    return {
      words,
      full: (1 << Math.min(words.length, MASK_WORDS)) - 1,
      ids,
      weights,
      bits,
      rest,
      restBits,
      phrases: this.phrasesOf(q, quotes, bare, words),
      named,
      titled,
      numbered,
    };
  }

  /**
   * Adds each term's weights into the scores of the documents holding it (the touched documents),
   * highest-bound terms first. With `head` > 0, once `head` documents are sure to score more than
   * any document not yet touched could (max-score pruning: the bounds of the terms left, with every
   * multiplier such a document could still earn), the remaining terms only add to the documents
   * already touched. Returns whether that happened (documents were left out).
   */
  private scoreTerms(plan: QueryPlan, epoch: number, head: number): boolean {
    const { scores, slots, touched } = this;
    const { start, doc, weight: tf } = this.postings;
    const { ids, weights, bits, rest, restBits } = plan;
    let count = 0;
    let onlyTouched = false;
    for (let t = 0; t < ids.length; t++) {
      const id = ids[t]!;
      const w = weights[t]!;
      const bit = bits[t]!;
      const from = start[id]!;
      const end = start[id + 1]!;
      if (!onlyTouched && head > 0 && count >= head && t > 0) {
        this.count = count;
        const bound = this.newDocumentBound(plan, rest[t]!, restBits[t]!);
        if (bound < this.lowerBoundOfHead(plan, head)) onlyTouched = true;
      }
      if (!onlyTouched) {
        for (let p = from; p < end; p++) {
          const d = doc[p]!;
          const s = d << 1;
          const e = (d << 2) + 3;
          if (slots[e] !== epoch) {
            slots[e] = epoch;
            scores[s] = w * tf[p]!;
            slots[e - 1] = bit;
            touched[count++] = d;
          } else {
            scores[s] = scores[s]! + w * tf[p]!;
            slots[e - 1]! |= bit;
          }
        }
      } else if (count * 12 < end - from) {
        // Few documents left in the running: look each one up in the term's postings.
        for (let i = 0; i < count; i++) {
          const d = touched[i]!;
          const p = this.find(from, end, d);
          if (p < 0) continue;
          scores[d << 1] = scores[d << 1]! + w * tf[p]!;
          slots[(d << 2) + 2]! |= bit;
        }
      } else {
        for (let p = from; p < end; p++) {
          const d = doc[p]!;
          const e = (d << 2) + 3;
          if (slots[e] !== epoch) continue;
          scores[d << 1] = scores[d << 1]! + w * tf[p]!;
          slots[e - 1]! |= bit;
        }
      }
    }
    this.count = count;
    return onlyTouched;
  }

  /** Where document `d` is in the postings [from, end) (ascending), or -1. */
  private find(from: number, end: number, d: number): number {
    const doc = this.postings.doc;
    let lo = from;
    let hi = end - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const x = doc[mid]!;
      if (x < d) lo = mid + 1;
      else if (x > d) hi = mid - 1;
      else return mid;
    }
    return -1;
  }

  /**
   * The most a document holding none of the terms scored so far can rank with (before added
   * scores, which are given to their documents whether touched or not): `rest` word score, the
   * best prior (1), the all-words bonus and every phrase's bonus it could still earn.
   */
  private newDocumentBound(plan: QueryPlan, rest: number, bits: number): number {
    let s = rest;
    if (plan.words.length > 1 && (bits & plan.full) === plan.full) s = s * 1.5 + this.maxBonus;
    for (const ph of plan.phrases) if ((bits & ph.need) === ph.need) s += (ph.quoted ? 8 : 4) + s * 0.5;
    // A margin for rounding: the bound is summed in another order than a document's score.
    return s * (1 + 1e-9) + 1e-12;
  }

  /**
   * A score the best `head` touched documents are sure to reach: the `head`-th best of their word
   * scores so far times their least prior, halved for each quoted phrase (each could be missed).
   */
  private lowerBoundOfHead(plan: QueryPlan, head: number): number {
    if (this.heap.length < head) this.heap = new Float64Array(head);
    const heap = this.heap;
    const { scores, touched, priorCode, priorOf } = this;
    let halve = 1;
    for (const ph of plan.phrases) if (ph.quoted) halve *= 0.5;
    let size = 0;
    for (let i = 0; i < this.count; i++) {
      const d = touched[i]!;
      const v = scores[d << 1]! * priorOf[priorCode[d]!]! * halve;
      if (size < head) {
        // Sift up.
        let at = size++;
        while (at > 0) {
          const up = (at - 1) >> 1;
          if (heap[up]! <= v) break;
          heap[at] = heap[up]!;
          at = up;
        }
        heap[at] = v;
      } else if (v > heap[0]!) {
        // Replace the least and sift down.
        let at = 0;
        for (;;) {
          const l = 2 * at + 1;
          if (l >= head) break;
          const r = l + 1;
          const c = r < head && heap[r]! < heap[l]! ? r : l;
          if (heap[c]! >= v) break;
          heap[at] = heap[c]!;
          at = c;
        }
        heap[at] = v;
      }
    }
    return size < head ? 0 : heap[0]!;
  }

  /** The titled rules the query names (their specialised rules keep their full weight). */
  private markNamed(named: readonly number[], epoch: number): void {
    const { namedEpochs, titled, titledStart } = this;
    for (let i = 0; i < named.length; i++) {
      const id = named[i]!;
      for (let k = titledStart[id]!, end = titledStart[id + 1]!; k < end; k++) namedEpochs[titled[k]!] = epoch;
    }
  }

  /**
   * Makes document `d` touched with its full word score when the pruning left it out (looking it
   * up in each term's postings, in the order scoreTerms adds them). False when it holds no query
   * term and `touch` is false.
   */
  private ensure(plan: QueryPlan, d: number, touch: boolean, epoch: number, pruned: boolean): boolean {
    const { scores, slots } = this;
    if (slots[(d << 2) + 3] === epoch) return true;
    let s = 0;
    let mask = 0;
    let holds = false;
    if (pruned) {
      const { start, weight: tf } = this.postings;
      for (let t = 0; t < plan.ids.length; t++) {
        const id = plan.ids[t]!;
        const p = this.find(start[id]!, start[id + 1]!, d);
        if (p < 0) continue;
        s = holds ? s + plan.weights[t]! * tf[p]! : plan.weights[t]! * tf[p]!;
        mask |= plan.bits[t]!;
        holds = true;
      }
    }
    if (!holds && !touch) return false;
    slots[(d << 2) + 3] = epoch;
    scores[d << 1] = s;
    slots[(d << 2) + 2] = mask;
    this.touched[this.count++] = d;
    return true;
  }

  /** Score added after the multipliers to document `d` (touching it first when `touch`). */
  private addTo(plan: QueryPlan, d: number, v: number, touch: boolean, epoch: number, pruned: boolean): void {
    if (!this.ensure(plan, d, touch, epoch, pruned)) return;
    const m = (d << 2) + 2;
    if ((this.slots[m]! & ADDED) === 0) {
      this.slots[m]! |= ADDED;
      this.added[d] = v;
    } else this.added[d] = this.added[d]! + v;
  }

  /**
   * Scores added after the multipliers: a heading or glossary term equal to the query (or to
   * the English name of a Japanese query) goes to the top; boosts; rule numbers in the query first.
   */
  private addScores(plan: QueryPlan, opts: SearchOptions, epoch: number, pruned: boolean): void {
    for (const d of plan.titled) this.addTo(plan, d, 25, false, epoch, pruned);
    if (opts.boost) {
      for (const [number, weight] of opts.boost) {
        const d = this.byNumber.get(number);
        if (d !== undefined) this.addTo(plan, d, weight, true, epoch, pruned);
      }
    }
    for (const d of plan.numbered) this.addTo(plan, d, 1000, true, epoch, pruned);
  }

  /**
   * Phrases: quoted phrases, or the whole query when it has several words, matched as the
   * index reads text (stemmed words, stopwords left out: "copy of a copy" is found in "the
   * copy's copiable values"). Only a document holding all of a phrase's words can hold it.
   */
  private phrasesOf(q: string, quotes: boolean, bare: string, words: readonly string[]): Phrase[] {
    const phrases: Phrase[] = [];
    const found = quotes ? [...q.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim()).filter(Boolean) : [];
    if (found.length === 0 && bare.includes(' ')) found.push(bare);
    for (const text of found) {
      const said = tokenize(text);
      const quoted = quotes && q.includes(`"${text}"`);
      if (said.length < 2 && !quoted) continue;
      let need = 0;
      for (const w of said) {
        const i = words.indexOf(w);
        if (i >= 0 && i < MASK_WORDS) need |= 1 << i;
      }
      // A word the index doesn't hold: no document holds the phrase.
      const ids = Int32Array.from(said, (w) => this.wordIds.get(w) ?? -1);
      phrases.push({ ids, need, quoted });
    }
    return phrases;
  }

  /**
   * One pass over the touched documents: priors, the all-words bonus, phrases, added scores,
   * keeping the best `head` (duplicates merge in hitsOf). Once `head` are kept, a document is
   * passed over when the most it could score (its word score, best prior and every bonus its words
   * allow) can't beat the last kept (unless the search is exhaustive). Null when the hits run short and documents were passed
   * over or left out (search then scores them all).
   */
  private rank(plan: QueryPlan, limit: number, head: number, skip: boolean): SearchHit[] | null {
    const { scores, slots, touched, added, priorCode, priorOf, bonusOf, specialisedOf } = this;
    const { phrases, full } = plan;
    const count = this.count;
    const several = plan.words.length > 1;
    if (this.top.length < head) this.top = new Int32Array(head);
    const top = this.top;
    let kept = 0;
    let lastScore = 0;
    let last = -1;
    for (let i = 0; i < count; i++) {
      const d = touched[i]!;
      const base = scores[d << 1]!;
      const m = slots[(d << 2) + 2]!;
      const code = priorCode[d]!;
      const lifted = specialisedOf[code] === 1;
      if (skip && kept === head) {
        // The most it can score: its word score times its best prior, with every bonus its words
        // allow (a quoted phrase missed only halves it), before its heading or phrases are looked up.
        let most = lifted ? base : base * priorOf[code]!;
        if (several && (m & full) === full) most = most * 1.5 + bonusOf[code]!;
        for (const ph of phrases) if ((m & ph.need) === ph.need) most += (ph.quoted ? 8 : 4) + most * 0.5;
        if ((m & ADDED) !== 0) most += added[d]!;
        // A margin for rounding (the bonuses are added here in another order than below).
        most = most * (1 + 1e-9) + 1e-12;
        if (most < lastScore) continue;
      }
      let s = base;
      s *= lifted && this.headingNamed(d) ? 1 : priorOf[code]!;
      if (several && (m & full) === full) s = s * 1.5 + bonusOf[code]!;
      for (const ph of phrases) {
        if ((m & ph.need) === ph.need && this.phrases.holds(d, ph.ids)) s += (ph.quoted ? 8 : 4) + s * 0.5;
        else if (ph.quoted) s *= 0.5;
      }
      if ((m & ADDED) !== 0) s += added[d]!;
      scores[d << 1] = s;
      if (s <= 0) continue;
      if (kept === head) {
        if (s < lastScore || (s === lastScore && d > last)) continue;
        kept--;
      }
      let at = kept;
      while (at > 0) {
        const o = top[at - 1]!;
        const so = scores[o << 1]!;
        if (s > so || (s === so && d < o)) {
          top[at] = o;
          at--;
        } else break;
      }
      top[at] = d;
      kept++;
      if (kept === head) {
        last = top[head - 1]!;
        lastScore = scores[last << 1]!;
      }
    }
    const hits = this.hitsOf(top.subarray(0, kept), limit);
    if (hits.length === limit || kept < head) return hits;
    // Documents passed over (or left out) were never scored in full: search scores them all then.
    if (skip) return null;
    const all: number[] = [];
    for (let i = 0; i < count; i++) if (scores[touched[i]! << 1]! > 0) all.push(touched[i]!);
    return this.hitsOf(all.sort((a, b) => scores[b << 1]! - scores[a << 1]! || a - b), limit);
  }

  /** True when a titled rule above document `d` (below its chapter) is named by the current query. */
  private headingNamed(d: number): boolean {
    for (let i = this.headsStart[d]!, end = this.headsStart[d + 1]!; i < end; i++) if (this.namedEpochs[this.headsAbove[i]!] === this.epoch) return true;
    return false;
  }

  private hitsOf(ranked: ArrayLike<number>, limit: number): SearchHit[] {
    const hits: SearchHit[] = [];
    const seen = new Map<string, SearchHit>();
    for (let i = 0; i < ranked.length; i++) {
      if (hits.length >= limit) break;
      const at = ranked[i]!;
      const id = this.redirects.get(at) ?? at;
      const d = this.docs[id]!;
      const key = d.number === '' ? `glossary:${d.title}` : d.number;
      const existing = seen.get(key);
      if (existing) {
        if (d.kind === 'glossary' && !existing.term && d.title) existing.term = d.title;
        continue;
      }
      const hit: SearchHit = { kind: d.kind, number: d.number, title: d.title, text: d.text, score: Math.round(this.scores[at << 1]! * 1000) / 1000 };
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
