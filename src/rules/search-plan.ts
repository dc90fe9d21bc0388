/**
 * What a query string gives the rules search (search.ts) before any document is looked at: its
 * words, their ids, weights and score bounds, its phrases, the headings and rule numbers it names.
 * Made once per query string and kept for the most recent ones. Made in a few passes over short
 * arrays (a query has a handful of words), without sets, maps or regular expressions per word:
 * this runs for every query never searched before.
 */
import { normaliseText, tokenize, tokenizeNormalised } from './search-index.ts';
import type { SearchOptions } from './search-types.ts';

/**
 * Query words beyond this many are scored like the others but have no bit of their own in a
 * document's mask: the all-words bonus and a phrase's cheap pre-check look at the first ones only
 * (the phrase itself is still checked word by word). No word is dropped (issue 17 §2: a 200-character
 * query can hold more distinct words than this, and a Japanese one more character pairs).
 */
export const MASK_WORDS = 30;
const EXPANSION_WEIGHT = 0.8;
/** The words of the phrase defining a query word ("dies": put into a graveyard from the battlefield) count this much. */
const DEFINITION_WEIGHT = 0.75;
const RULE_NUMBER = /\b(\d{3}(?:\.\d{1,3}[a-z]{0,2})?)\b/g;
const NO_DOCUMENTS: readonly number[] = [];
/** How many query plans are kept (the most recently used). */
const PLAN_CACHE = 256;

/** A heading or glossary term as compared with a whole query: "Damage Assignment Order (Obsolete)" -> "damage assignment order". */
export function titleKey(title: string): string {
  return titleKeyOfNormalised(normaliseText(title));
}

/** titleKey of a text already through normaliseText (a query's, normalised once for every use). */
function titleKeyOfNormalised(normalised: string): string {
  let k = normalised;
  if (k.includes('(')) k = k.replace(/\s*\(obsolete\)\s*$/, '');
  // Plain string operations, not regular expressions: each of those, met cold by a query, cost more than the rest.
  if (k.startsWith('the ')) k = k.slice(4);
  else if (k.startsWith('a ')) k = k.slice(2);
  else if (k.startsWith('an ')) k = k.slice(3);
  if (k.includes('-') || k.includes('‐')) k = k.replaceAll('-', ' ').replaceAll('‐', ' ');
  return isCollapsed(k) ? k : k.replace(/\s+/g, ' ').trim();
}

/** Whether a text has no whitespace but single spaces between other characters (collapsing leaves it as it is). */
function isCollapsed(k: string): boolean {
  const n = k.length;
  if (n > 0 && (k.charCodeAt(0) === 32 || k.charCodeAt(n - 1) === 32)) return false;
  for (let i = 0; i < n; i++) {
    const c = k.charCodeAt(i);
    if (c === 32 ? k.charCodeAt(i + 1) === 32 : c <= 32 || c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff) return false;
  }
  return true;
}

/** A phrase of the query: its word ids in order, the mask bits of its words, and whether it was quoted. */
export interface Phrase {
  ids: Int32Array;
  need: number;
  quoted: boolean;
}

/**
 * Everything a query string gives before any document is looked at (its words, their ids,
 * weights and bounds, phrases, headings and rule numbers it names).
 */
export interface QueryPlan {
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
  titled: readonly number[];
  /** Rules whose numbers the query gives: +1000 each. */
  numbered: number[];
}

/** What the planner reads from the index. */
export interface PlanIndex {
  wordIds: ReadonlyMap<string, number>;
  idf: Float64Array;
  /** The largest BM25 term-frequency part of each word's postings. */
  maxImpact: Float64Array;
  /**
   * A word the CR defines by a phrase ("dies") -> the phrase's words (put, graveyard, battlefield):
   * by the word's id (an array read, not a second map lookup per query word; no measurable gain alone), and
   * for defined words the index doesn't hold by the word.
   */
  phraseWordsById: readonly (readonly string[] | undefined)[];
  phraseWordsOutside: ReadonlyMap<string, readonly string[]>;
  byTitle: ReadonlyMap<string, readonly number[]>;
  byNumber: ReadonlyMap<string, number>;
}

/** The scored words of a query, in the order they were added (query words, expansions, defined phrases' words). */
interface Terms {
  ids: number[];
  weights: number[];
  bits: number[];
  bounds: number[];
}

/** A cached plan and the options it was made with (besides the query, its cache key). */
interface CachedPlan {
  reading: string;
  expansions: readonly string[];
  plan: QueryPlan;
}

const NO_EXPANSIONS: readonly string[] = [];

export class QueryPlanner {
  /**
   * Plans by query string (the key is the query itself, not a string made of it and its options:
   * that cost an allocation and a hash of a new string on every search). The oldest is dropped
   * first; a hit isn't moved (a delete and a set per search, for an order that only matters once
   * more than PLAN_CACHE different queries come in).
   */
  private plans = new Map<string, CachedPlan>();

  constructor(private readonly index: PlanIndex) {}

  /** The query's plan, from the cache when the same query (with the same expansions and reading) was searched lately. */
  planOf(query: string, opts: SearchOptions): QueryPlan {
    if (opts.uncached) return this.make(query, opts);
    const reading = opts.reading ?? '';
    const expansions = opts.expansions ?? NO_EXPANSIONS;
    const cached = this.plans.get(query);
    if (cached && cached.reading === reading && sameWords(cached.expansions, expansions)) return cached.plan;
    const plan = this.make(query, opts);
    if (!cached && this.plans.size >= PLAN_CACHE) this.plans.delete(this.plans.keys().next().value!);
    this.plans.set(query, { reading, expansions: [...expansions], plan });
    return plan;
  }

  /** Forgets the cached plans (the bench measures a query seen for the first time this way). */
  clear(): void {
    // A new map rather than Map.clear(): V8 keeps a cleared map's old table alive until a full
    // collection, so clearing on every query (the bench's fresh queries) made each scavenge copy them.
    this.plans = new Map();
  }

  private make(query: string, opts: SearchOptions): QueryPlan {
    const { wordIds } = this.index;
    let q = normaliseText(query);
    // A query none of whose words the index holds (Japanese, when no Japanese CR is loaded) is
    // searched as its English reading, phrases and all.
    let said = tokenizeNormalised(q);
    if (opts.reading && !said.some((w) => wordIds.has(w))) {
      q = normaliseText(opts.reading);
      said = tokenizeNormalised(q);
    }
    const quotes = q.includes('"');
    const unquoted = quotes ? q.replaceAll('"', '') : q;
    const bare = isCollapsed(unquoted) ? unquoted : unquoted.replace(/\s+/g, ' ').trim();
    // The distinct words in order, how often each was said, and its id in the index (-1: none),
    // looked up once for all the uses below.
    const words: string[] = [];
    const counts: number[] = [];
    const wordIdOf: number[] = [];
    for (const w of said) {
      const i = words.indexOf(w);
      if (i >= 0) counts[i]!++;
      else {
        words.push(w);
        counts.push(1);
        wordIdOf.push(wordIds.get(w) ?? -1);
      }
    }
    const terms = this.termsOf(words, wordIdOf, counts, opts.expansions);
    const order = sortedByBound(terms.bounds);
    const n = order.length;
    const ids: number[] = [];
    const weights: number[] = [];
    const bits: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = order[i]!;
      ids.push(terms.ids[t]!);
      weights.push(terms.weights[t]!);
      bits.push(terms.bits[t]!);
    }
    const rest: number[] = new Array<number>(n + 1).fill(0);
    const restBits: number[] = new Array<number>(n + 1).fill(0);
    for (let i = n - 1; i >= 0; i--) {
      rest[i] = rest[i + 1]! + terms.bounds[order[i]!]!;
      restBits[i] = restBits[i + 1]! | bits[i]!;
    }
    const named: number[] = [];
    for (const id of wordIdOf) if (id >= 0) named.push(id);
    return {
      words,
      full: (1 << Math.min(words.length, MASK_WORDS)) - 1,
      ids,
      weights,
      bits,
      rest,
      restBits,
      phrases: this.phrasesOf(q, quotes, bare, said, words, wordIdOf),
      named,
      titled: this.titledBy(bare, opts.expansions),
      numbered: this.numbersIn(q),
    };
  }

  /**
   * BM25 over the query words (a word given twice counts more), then expansions and the words of
   * defined phrases at lower weights; each word once.
   */
  private termsOf(words: readonly string[], wordIdOf: readonly number[], counts: readonly number[], expansions: readonly string[] | undefined): Terms {
    const { phraseWordsById, phraseWordsOutside } = this.index;
    const terms: Terms = { ids: [], weights: [], bits: [], bounds: [] };
    for (let i = 0; i < words.length; i++) addTermId(terms, this.index, wordIdOf[i]!, 1 + 0.5 * Math.min(2, counts[i]! - 1), i < MASK_WORDS ? 1 << i : 0);
    const extra: string[] = [];
    if (expansions) for (const e of expansions) for (const w of tokenize(e)) if (!words.includes(w) && !extra.includes(w)) extra.push(w);
    for (const w of extra) addTerm(terms, this.index, w, EXPANSION_WEIGHT, 0);
    // A word the CR defines by a phrase also finds the phrase's words, a little ("dies" -> graveyard, battlefield).
    const defined: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const id = wordIdOf[i]!;
      const said = id >= 0 ? phraseWordsById[id] : phraseWordsOutside.size > 0 ? phraseWordsOutside.get(words[i]!) : undefined;
      if (said) for (const p of said) if (!words.includes(p) && !extra.includes(p) && !defined.includes(p)) defined.push(p);
    }
    for (const w of defined) addTerm(terms, this.index, w, DEFINITION_WEIGHT, 0);
    return terms;
  }

  /** Headings or glossary terms equal to the query, or to its one English name. */
  private titledBy(bare: string, expansions: readonly string[] | undefined): readonly number[] {
    const { byTitle } = this.index;
    const titleBare = titleKeyOfNormalised(bare);
    const same = byTitle.get(titleBare);
    const nameKey = expansions?.length === 1 ? titleKey(expansions[0]!) : titleBare;
    const named = nameKey === titleBare ? undefined : byTitle.get(nameKey);
    // The index's own lists when there is nothing to join (a plan never changes them).
    if (!named) return same ?? NO_DOCUMENTS;
    return same ? [...same, ...named] : named;
  }

  /** The documents of the rule numbers a query gives. */
  private numbersIn(q: string): number[] {
    const numbered: number[] = [];
    if (!hasThreeDigits(q)) return numbered;
    for (const m of q.matchAll(RULE_NUMBER)) {
      const d = this.index.byNumber.get(m[1]!);
      if (d !== undefined) numbered.push(d);
    }
    return numbered;
  }

  /**
   * Phrases: quoted phrases, or the whole query when it has several words, matched as the
   * index reads text (stemmed words, stopwords left out: "copy of a copy" is found in "the
   * copy's copiable values"). Only a document holding all of a phrase's words can hold it.
   * The whole query's words are `said` (already read), a quoted phrase's are read here.
   */
  private phrasesOf(q: string, quotes: boolean, bare: string, said: readonly string[], words: readonly string[], wordIdOf: readonly number[]): Phrase[] {
    const phrases: Phrase[] = [];
    if (quotes) {
      for (const m of q.matchAll(/"([^"]+)"/g)) {
        const text = m[1]!.trim();
        if (text !== '') this.addPhrase(phrases, tokenizeNormalised(text), q.includes(`"${text}"`), words, wordIdOf);
      }
      if (phrases.length > 0) return phrases;
    }
    // The whole query (also when its quotes hold nothing): the words of `bare` are those of `q`.
    if (bare.includes(' ')) this.addPhrase(phrases, quotes ? tokenizeNormalised(bare) : said, false, words, wordIdOf);
    return phrases;
  }

  private addPhrase(phrases: Phrase[], said: readonly string[], quoted: boolean, words: readonly string[], wordIdOf: readonly number[]): void {
    if (said.length < 2 && !quoted) return;
    let need = 0;
    const ids = new Int32Array(said.length);
    for (let k = 0; k < said.length; k++) {
      const w = said[k]!;
      const i = words.indexOf(w);
      if (i >= 0 && i < MASK_WORDS) need |= 1 << i;
      // A word the index doesn't hold: no document holds the phrase.
      ids[k] = i >= 0 ? wordIdOf[i]! : (this.index.wordIds.get(w) ?? -1);
    }
    phrases.push({ ids, need, quoted });
  }
}

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Adds word `w` (when the index holds it) to the scored words at `weight` (times its idf) with mask bit `bit`. */
function addTerm(terms: Terms, index: PlanIndex, w: string, weight: number, bit: number): void {
  addTermId(terms, index, index.wordIds.get(w) ?? -1, weight, bit);
}

/** addTerm of a word by its id in the index (-1: a word it doesn't hold, not added). */
function addTermId(terms: Terms, index: PlanIndex, id: number, weight: number, bit: number): void {
  if (id < 0) return;
  const wt = index.idf[id]! * weight;
  terms.ids.push(id);
  terms.weights.push(wt);
  terms.bits.push(bit);
  terms.bounds.push(wt * index.maxImpact[id]!);
}

/** Term indexes by bound, highest first (a stable insertion sort: a query has a handful of terms). */
function sortedByBound(bounds: readonly number[]): number[] {
  const order: number[] = [];
  for (let t = 0; t < bounds.length; t++) {
    let at = order.length;
    while (at > 0 && bounds[order[at - 1]!]! < bounds[t]!) {
      order[at] = order[at - 1]!;
      at--;
    }
    order[at] = t;
  }
  return order;
}

/** Whether a text holds three digits in a row (a rule number may be in it). */
function hasThreeDigits(q: string): boolean {
  let run = 0;
  for (let i = 0; i < q.length; i++) {
    const c = q.charCodeAt(i);
    run = c >= 48 && c <= 57 ? run + 1 : 0;
    if (run === 3) return true;
  }
  return false;
}
