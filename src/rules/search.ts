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
  /**
   * The query read in English (a Japanese query's terms in their order, TermIndex.englishReading):
   * searched instead of the query when the index holds none of the query's own words.
   */
  reading?: string;
  /** Score added to particular rules (e.g. the rules that settle an interaction between two terms in the query). */
  boost?: ReadonlyMap<string, number>;
}

/** Where a phrase can't run on: sentence and clause punctuation, quotes, brackets, line ends. */
const CLAUSE_BREAK = /[.,;:!?()"“”「」『』（）、。\n]+/;
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

/** A query's scored words: word id, weight (idf × the query's weight), bit in the all-words mask (0: none). */
interface QueryTerm {
  id: number;
  weight: number;
  bit: number;
}

/** Multipliers of the document priors (see `prior`). */
const CASUAL_PRIOR = 0.75;
const SPECIALISED_PRIOR = 0.7;

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
  /** Each document's words as word ids in text order (made on first use), for phrases. */
  private readonly sequences: (Int32Array | undefined)[] = [];
  /**
   * How much a document counts before any word matches: the casual variants (chapter 9) and
   * multiplayer (chapter 8) less than the rules of an ordinary game, a glossary entry less (see
   * GLOSSARY_WEIGHT); a rule of chapter 7 about one mechanic (701, 702, 705 on; not 700, 703 or 704)
   * less unless a heading above it is named in the query (then 1: see `specialised`).
   */
  private readonly prior: Float64Array;
  /** 1 for the rules of chapter 7 about one mechanic, whose prior is lifted when their heading is named. */
  private readonly specialised: Uint8Array;
  /** Added to a rule (not a glossary entry) holding every query word. */
  private readonly allWordsBonus: Float64Array;
  /** The titled rules above each specialised rule, below its chapter (CSR: headsAbove[headsStart[d] .. headsStart[d + 1]]). */
  private readonly headsStart: Int32Array;
  private readonly headsAbove: Int32Array;
  /** Per word id, the titled rules whose heading holds the word (CSR, the same way). */
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

  private readonly cr: CrDocument;
  private readonly ja: CrDocument | null;

  constructor(doc: CrDocument, extra?: { ja?: CrDocument | null; postings?: Postings }) {
    this.cr = doc;
    this.ja = extra?.ja ?? null;
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

    this.prior = new Float64Array(n);
    this.specialised = new Uint8Array(n);
    this.allWordsBonus = new Float64Array(n);
    const heads: number[] = [];
    this.headsStart = new Int32Array(n + 1);
    const titledBy = new Map<number, number[]>();
    for (const d of this.docs) {
      this.headsStart[d.id] = heads.length;
      if (d.kind === 'glossary') {
        this.prior[d.id] = GLOSSARY_WEIGHT;
        continue;
      }
      const chapter = d.number[0];
      this.prior[d.id] = chapter === '8' || chapter === '9' ? CASUAL_PRIOR : 1;
      this.allWordsBonus[d.id] = 0.1;
      const node = doc.rules.get(d.number)!;
      if (node.title && node.kind !== 'chapter') {
        for (const w of new Set(tokenize(node.title))) {
          const id = this.wordIds.get(w);
          if (id === undefined) continue;
          const list = titledBy.get(id);
          if (list) list.push(d.id);
          else titledBy.set(id, [d.id]);
        }
      }
      if (!/^7(?:0[1256789]|[1-9]\d)/.test(d.number)) continue;
      this.specialised[d.id] = 1;
      this.prior[d.id] = SPECIALISED_PRIOR;
      for (let num: string | null = d.number; num; num = doc.rules.get(num)?.parent ?? null) {
        const above = doc.rules.get(num);
        if (above?.title && above.kind !== 'chapter') heads.push(this.byNumber.get(num)!);
      }
    }
    this.headsStart[n] = heads.length;
    this.headsAbove = Int32Array.from(heads);
    this.titledStart = new Int32Array(this.postings.words.length + 1);
    const titled: number[] = [];
    for (let id = 0; id < this.postings.words.length; id++) {
      this.titledStart[id] = titled.length;
      titled.push(...(titledBy.get(id) ?? []));
    }
    this.titledStart[this.postings.words.length] = titled.length;
    this.titled = Int32Array.from(titled);

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

    // BM25 over the query words (a word given twice counts more), then expansions and the words
    // of defined phrases at lower weights.
    const counts = new Map<string, number>();
    for (const w of said) counts.set(w, (counts.get(w) ?? 0) + 1);
    const words = [...counts.keys()];
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

    const { scores, masks, epochs, touched } = this;
    const { start, doc, weight: tf } = this.postings;
    let count = 0;
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

    // The titled rules the query names (their specialised rules keep their full weight).
    const { namedEpochs, titled, titledStart } = this;
    for (let i = 0; i < words.length; i++) {
      const id = this.wordIds.get(words[i]!);
      if (id === undefined) continue;
      for (let k = titledStart[id]!, end = titledStart[id + 1]!; k < end; k++) namedEpochs[titled[k]!] = epoch;
    }

    // Scores added after the multipliers: a heading or glossary term equal to the query (or to
    // the English name of a Japanese query) goes to the top; boosts; rule numbers in the query first.
    const { added, addedEpochs } = this;
    const addTo = (d: number, v: number, touch: boolean): void => {
      if (epochs[d] !== epoch) {
        if (!touch) return;
        epochs[d] = epoch;
        scores[d] = 0;
        masks[d] = 0;
        touched[count++] = d;
      }
      if (addedEpochs[d] !== epoch) {
        addedEpochs[d] = epoch;
        added[d] = v;
      } else added[d] = added[d]! + v;
    };
    const titleBare = titleKey(bare);
    for (const d of this.byTitle.get(titleBare) ?? []) addTo(d, 25, false);
    if (opts.expansions?.length === 1) {
      const named = titleKey(opts.expansions[0]!);
      if (named !== titleBare) for (const d of this.byTitle.get(named) ?? []) addTo(d, 25, false);
    }
    if (opts.boost) {
      for (const [number, weight] of opts.boost) {
        const d = this.byNumber.get(number);
        if (d !== undefined) addTo(d, weight, true);
      }
    }
    if (/\d{3}/.test(q)) {
      for (const m of q.matchAll(RULE_NUMBER)) {
        const d = this.byNumber.get(m[1]!);
        if (d !== undefined) addTo(d, 1000, true);
      }
    }

    // Phrases: quoted phrases, or the whole query when it has several words, matched as the
    // index reads text (stemmed words, stopwords left out: "copy of a copy" is found in "the
    // copy's copiable values"). Only a document holding all of a phrase's words can hold it.
    const phrases: { ids: Int32Array; need: number; quoted: boolean }[] = [];
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

    // One pass over the touched documents: priors, the all-words bonus, phrases, added scores,
    // keeping the best `head` (duplicates merge in hitsOf; everything again only if it runs short).
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
        if ((m & ph.need) === ph.need && this.holds(d, ph.ids)) s += (ph.quoted ? 8 : 4) + s * 0.5;
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

  /** True when document `d` holds the words `ids` one after the other. */
  private holds(d: number, ids: Int32Array): boolean {
    if (ids.length === 0 || ids[0]! < 0) return false;
    let seq = this.sequences[d];
    if (seq === undefined) {
      seq = this.sequenceOf(d);
      this.sequences[d] = seq;
    }
    const first = ids[0]!;
    for (let i = 0, end = seq.length - ids.length; i <= end; i++) {
      if (seq[i] !== first) continue;
      let k = 1;
      while (k < ids.length && seq[i + k] === ids[k]) k++;
      if (k === ids.length) return true;
    }
    return false;
  }

  /**
   * The words of a document's own text (a rule's text, not its examples: "Chittering Host dies. An
   * ability that triggers …" is not about dies triggers) as word ids, -1 between clauses so a
   * phrase never runs across punctuation.
   */
  private sequenceOf(d: number): Int32Array {
    const doc = this.docs[d]!;
    const parts = doc.kind === 'glossary' ? [doc.text] : [this.cr.rules.get(doc.number)?.text ?? '', this.ja?.rules.get(doc.number)?.text ?? ''];
    const ids: number[] = [];
    for (const part of parts) {
      for (const clause of part.split(CLAUSE_BREAK)) {
        for (const w of tokenize(clause)) ids.push(this.wordIds.get(w) ?? -1);
        ids.push(-1);
      }
    }
    return Int32Array.from(ids);
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
