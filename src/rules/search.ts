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

/** A query's scored words: word id, weight (idf × the query's weight), bit in the all-words mask (0: none). */
interface QueryTerm {
  id: number;
  weight: number;
  bit: number;
}

/** A phrase of the query: its word ids in order, the mask bits of its words, and whether it was quoted. */
interface Phrase {
  ids: Int32Array;
  need: number;
  quoted: boolean;
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
  /** Each document's words in text order, for phrases. */
  private readonly phrases: DocumentPhrases;
  // The document priors and the headings that lift them (see DocumentPriors, search-priors.ts).
  private readonly prior: Float64Array;
  private readonly specialised: Uint8Array;
  private readonly allWordsBonus: Float64Array;
  private readonly headsStart: Int32Array;
  private readonly headsAbove: Int32Array;
  private readonly titledStart: Int32Array;
  private readonly titled: Int32Array;
  // Scratch space reused by every query (search is synchronous), each entry valid when its epoch is the query's.
  private readonly scores: Float64Array;
  private readonly masks: Uint32Array;
  private readonly epochs: Uint32Array;
  private readonly touched: Int32Array;
  /** Score added after the multipliers (a heading equal to the query, boosts, rule numbers). */
  private readonly added: Float64Array;
  private readonly addedEpochs: Uint32Array;
  /** Titled rules named by the current query. */
  private readonly namedEpochs: Uint32Array;
  private top = new Int32Array(64);
  private epoch = 0;
  /** How many documents the current query has touched (their ids are `touched[0 .. count]`). */
  private count = 0;

  constructor(doc: CrDocument, extra?: { ja?: CrDocument | null; postings?: Postings }) {
    this.docs = searchDocs(doc, extra?.ja);
    this.phrases = new DocumentPhrases(this.docs, this.wordIds, doc, extra?.ja ?? null);
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

    const priors = documentPriors(doc, this.docs, this.wordIds, this.byNumber, this.postings.words.length);
    this.prior = priors.prior;
    this.specialised = priors.specialised;
    this.allWordsBonus = priors.allWordsBonus;
    this.headsStart = priors.headsStart;
    this.headsAbove = priors.headsAbove;
    this.titledStart = priors.titledStart;
    this.titled = priors.titled;

    this.scores = new Float64Array(n);
    this.masks = new Uint32Array(n);
    this.epochs = new Uint32Array(n);
    this.touched = new Int32Array(n);
    this.added = new Float64Array(n);
    this.addedEpochs = new Uint32Array(n);
    this.namedEpochs = new Uint32Array(n);
  }

  get documentCount(): number {
    return this.docs.length;
  }

  search(query: string, opts: SearchOptions = {}): SearchHit[] {
    const limit = opts.limit ?? 10;
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
    const epoch = ++this.epoch;
    this.count = 0;

    const counts = new Map<string, number>();
    for (const w of said) counts.set(w, (counts.get(w) ?? 0) + 1);
    const words = [...counts.keys()];
    this.scoreTerms(this.queryTerms(counts, words, opts), epoch);
    this.markNamed(words, epoch);
    this.addScores(q, bare, opts, epoch);
    const phrases = this.phrasesOf(q, quotes, bare, words);
    return this.rank(words, phrases, limit, epoch);
  }

  /**
   * BM25 over the query words (a word given twice counts more), then expansions and the words
   * of defined phrases at lower weights.
   */
  private queryTerms(counts: ReadonlyMap<string, number>, words: readonly string[], opts: SearchOptions): QueryTerm[] {
    const terms: QueryTerm[] = [];
    const add = (w: string, weight: number, bit: number): void => {
      const id = this.wordIds.get(w);
      if (id !== undefined) terms.push({ id, weight: this.idf[id]! * weight, bit });
    };
    words.forEach((w, i) => add(w, 1 + 0.5 * Math.min(2, counts.get(w)! - 1), i < MASK_WORDS ? 1 << i : 0));
    const extra = new Set<string>();
    for (const e of opts.expansions ?? []) for (const w of tokenize(e)) if (!counts.has(w)) extra.add(w);
    for (const w of extra) add(w, EXPANSION_WEIGHT, 0);
    // A word the CR defines by a phrase also finds the phrase's words, a little ("dies" -> graveyard, battlefield).
    const defined = new Set<string>();
    for (const w of words) for (const p of this.phraseWords.get(w) ?? []) if (!counts.has(p) && !extra.has(p)) defined.add(p);
    for (const w of defined) add(w, DEFINITION_WEIGHT, 0);
    return terms;
  }

  /** Adds each term's weights into the scores of the documents holding it (the touched documents). */
  private scoreTerms(terms: readonly QueryTerm[], epoch: number): void {
    const { scores, masks, epochs, touched } = this;
    const { start, doc, weight: tf } = this.postings;
    let count = this.count;
    for (const t of terms) {
      const w = t.weight;
      const bit = t.bit;
      for (let p = start[t.id]!, end = start[t.id + 1]!; p < end; p++) {
        const d = doc[p]!;
        if (epochs[d] !== epoch) {
          epochs[d] = epoch;
          scores[d] = w * tf[p]!;
          masks[d] = bit;
          touched[count++] = d;
        } else {
          scores[d] = scores[d]! + w * tf[p]!;
          masks[d]! |= bit;
        }
      }
    }
    this.count = count;
  }

  /** The titled rules the query names (their specialised rules keep their full weight). */
  private markNamed(words: readonly string[], epoch: number): void {
    const { namedEpochs, titled, titledStart } = this;
    for (let i = 0; i < words.length; i++) {
      const id = this.wordIds.get(words[i]!);
      if (id === undefined) continue;
      for (let k = titledStart[id]!, end = titledStart[id + 1]!; k < end; k++) namedEpochs[titled[k]!] = epoch;
    }
  }

  /** Score added after the multipliers to document `d` (touching it first when `touch`). */
  private addTo(d: number, v: number, touch: boolean, epoch: number): void {
    const { scores, masks, epochs, touched, added, addedEpochs } = this;
    if (epochs[d] !== epoch) {
      if (!touch) return;
      epochs[d] = epoch;
      scores[d] = 0;
      masks[d] = 0;
      touched[this.count++] = d;
    }
    if (addedEpochs[d] !== epoch) {
      addedEpochs[d] = epoch;
      added[d] = v;
    } else added[d] = added[d]! + v;
  }

  /**
   * Scores added after the multipliers: a heading or glossary term equal to the query (or to
   * the English name of a Japanese query) goes to the top; boosts; rule numbers in the query first.
   */
  private addScores(q: string, bare: string, opts: SearchOptions, epoch: number): void {
    const titleBare = titleKey(bare);
    for (const d of this.byTitle.get(titleBare) ?? []) this.addTo(d, 25, false, epoch);
    if (opts.expansions?.length === 1) {
      const named = titleKey(opts.expansions[0]!);
      if (named !== titleBare) for (const d of this.byTitle.get(named) ?? []) this.addTo(d, 25, false, epoch);
    }
    if (opts.boost) {
      for (const [number, weight] of opts.boost) {
        const d = this.byNumber.get(number);
        if (d !== undefined) this.addTo(d, weight, true, epoch);
      }
    }
    if (/\d{3}/.test(q)) {
      for (const m of q.matchAll(RULE_NUMBER)) {
        const d = this.byNumber.get(m[1]!);
        if (d !== undefined) this.addTo(d, 1000, true, epoch);
      }
    }
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
   * keeping the best `head` (duplicates merge in hitsOf; everything again only if it runs short).
   */
  private rank(words: readonly string[], phrases: readonly Phrase[], limit: number, epoch: number): SearchHit[] {
    const { scores, masks, touched, added, addedEpochs } = this;
    const count = this.count;
    const full = (1 << Math.min(words.length, MASK_WORDS)) - 1;
    const several = words.length > 1;
    const head = limit * 3 + 8;
    if (this.top.length < head) this.top = new Int32Array(head);
    const top = this.top;
    let kept = 0;
    const { prior, specialised, allWordsBonus } = this;
    for (let i = 0; i < count; i++) {
      const d = touched[i]!;
      let s = scores[d]!;
      s *= specialised[d] === 1 && this.headingNamed(d) ? 1 : prior[d]!;
      const m = masks[d]!;
      if (several && (m & full) === full) s = s * 1.5 + allWordsBonus[d]!;
      for (const ph of phrases) {
        if ((m & ph.need) === ph.need && this.phrases.holds(d, ph.ids)) s += (ph.quoted ? 8 : 4) + s * 0.5;
        else if (ph.quoted) s *= 0.5;
      }
      if (addedEpochs[d] === epoch) s += added[d]!;
      scores[d] = s;
      if (s <= 0) continue;
      if (kept === head) {
        const last = top[head - 1]!;
        if (s < scores[last]! || (s === scores[last]! && d > last)) continue;
        kept--;
      }
      let at = kept;
      while (at > 0) {
        const o = top[at - 1]!;
        const so = scores[o]!;
        if (s > so || (s === so && d < o)) {
          top[at] = o;
          at--;
        } else break;
      }
      top[at] = d;
      kept++;
    }
    const hits = this.hitsOf(top.subarray(0, kept), limit);
    if (hits.length === limit || kept < head) return hits;
    const all: number[] = [];
    for (let i = 0; i < count; i++) if (scores[touched[i]!]! > 0) all.push(touched[i]!);
    return this.hitsOf(all.sort((a, b) => scores[b]! - scores[a]! || a - b), limit);
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
