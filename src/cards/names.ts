/**
 * The name index and name resolution (issue 6 §1): every English card name, every face name of
 * split, adventure, flip and double-faced cards, and every Japanese printed name, under a
 * normalised key. Resolution tries, in order: an exact key (ignoring case, punctuation, accents
 * and quotes; then also spaces), a prefix, then fuzzy matching (edit distance over the whole
 * name, and word overlap). When more than one card fits equally well it answers with a
 * "did you mean" list instead of a guess, and it always says which way it matched.
 *
 * The index is plain in-memory arrays built from rows (from SQLite or from loaded records), so
 * the same code serves both back ends.
 */
import { compactKey, editDistance, hasJapanese, keyTokens, nameKey, queryVariants } from './normalize.ts';
import { BUCKETS, StringTable, buildNameLayout, deletionsOf, histogram, signatureOf } from './name-layout.ts';
import type { NameLayout, Strings } from './name-layout.ts';

function isLayout(x: Iterable<NameRow> | NameLayout): x is NameLayout {
  return (x as NameLayout).exactCompact instanceof StringTable;
}

/** How a name relates to its card. */
export type NameKind = 'name' | 'face' | 'ja' | 'ja_face' | 'ja_orphan';

export const NAME_KINDS: readonly NameKind[] = ['name', 'face', 'ja', 'ja_face', 'ja_orphan'];

/** One row of the names table: [key, compact, card id (-1: none), face (-1: none), kind, display, English name]. */
export type NameRow = [key: string, compact: string, card: number, face: number, kind: NameKind, display: string, en: string];

/** What the index needs to know of each card (by id = position). */
export interface CardSummary {
  name: string;
  layout: string;
  /** The type line ("Card" marks Jumpstart front cards and similar non-game cards). */
  type_line: string | null;
  rank: number | null;
  /** The card's first Japanese name, or null. */
  ja: string | null;
}

export type MatchHow = 'exact' | 'prefix' | 'fuzzy';

export interface NameMatch {
  how: MatchHow;
  /** Which name matched: the card's own name, a face's, or a Japanese name. */
  via: Exclude<NameKind, 'ja_orphan'>;
  /** The name as written in the catalog. */
  matched: string;
  /** The face index when a face's name matched, else null. */
  face: number | null;
  /** Fuzzy similarity in [0, 1] (1 for exact and prefix matches). */
  score: number;
}

export interface Suggestion {
  /** The English card name (what to ask for). */
  name: string;
  /** The Japanese name, when the query was Japanese and the card has one. */
  ja: string | null;
  /** The card id in the catalog. */
  card: number;
}

export type NameResolution =
  | { kind: 'found'; card: number; match: NameMatch }
  | { kind: 'ambiguous'; how: MatchHow; suggestions: Suggestion[] }
  /** `known`: a Japanese name whose English card is not in the catalog (ask the API for it). */
  | { kind: 'none'; suggestions: Suggestion[]; known?: { name: string; ja: string } };

/**
 * Real cards first (0), then tokens and emblems (1), then the other game pieces and non-game
 * cards (2): planes, schemes, vanguards, art cards, Jumpstart front cards ("Card").
 */
export function cardPriority(c: Pick<CardSummary, 'layout' | 'type_line'>): number {
  switch (c.layout) {
    case 'token':
    case 'double_faced_token':
    case 'emblem':
      return 1;
    case 'planar':
    case 'scheme':
    case 'vanguard':
    case 'art_series':
    case 'reversible_card':
      return 2;
    default:
      return c.type_line === 'Card' || c.type_line?.startsWith('Card ') ? 2 : 0;
  }
}

const KIND_PRIORITY: Record<NameKind, number> = { name: 0, face: 1, ja: 2, ja_face: 3, ja_orphan: 4 };
const KIND_CODES: readonly NameKind[] = NAME_KINDS;

export const MAX_SUGGESTIONS = 5;
/** A fuzzy match below this similarity is never taken as the answer. */
const ACCEPT = 0.7;
/** Words on more names than this ("of", "the") don't bring candidates by themselves. */
const COMMON_WORD = 1500;
/** Two candidates closer than this are a tie: ask rather than guess. */
const TIE = 0.04;
/** Fuzzy candidates worth suggesting. */
const SUGGEST = 0.3;

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

const HAN = /\p{Script=Han}/u;

/** Whether `a` and `b`, past their common beginning and common end, differ in a kanji on either side. */
export function kanjiInDifference(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  const middle = [...x.slice(start, x.length - end), ...y.slice(start, y.length - end)];
  return middle.some((c) => HAN.test(c));
}

/** Edit distance allowed for a compact key of length `n`. */
function maxDistance(n: number, japanese: boolean): number {
  if (japanese) return n <= 2 ? 0 : n <= 5 ? 1 : 2;
  return n <= 3 ? 0 : n <= 5 ? 1 : n <= 9 ? 2 : n <= 15 ? 3 : 4;
}

interface Candidate {
  entry: number;
  score: number;
}

/** The distinct compact keys of one length, for the fuzzy scan (NameIndex.lengthBlocks). */
interface LengthBlock {
  /** Indexes into the sorted compact keys. */
  ids: Int32Array;
  sigs: Uint32Array;
  /** BUCKETS bytes per key. */
  hists: Uint8Array;
}

/** The most played real cards, best first (an empty autocomplete lists them). */
function mostPlayed(cards: readonly CardSummary[]): number[] {
  return cards
    .map((c, id) => ({ c, id }))
    .filter(({ c }) => cardPriority(c) === 0 && c.rank !== null)
    .sort((a, b) => a.c.rank! - b.c.rank!)
    .slice(0, 100)
    .map(({ id }) => id);
}

/**
 * Every entry in the order names are offered in: real cards first, then tokens and other game
 * pieces, then Japanese names without a card; most played first; shorter names first; a card's own
 * name before a face's and Japanese names. Computed once when the index is built and stored with it.
 */
function rankOrderOf(l: Omit<NameLayout, 'rankOrder'>): Int32Array {
  const n = l.cardOf.length;
  const prio = new Int8Array(n);
  const rank = new Float64Array(n);
  for (let e = 0; e < n; e++) {
    const id = l.cardOf[e]!;
    const c = id >= 0 ? l.cards[id] : undefined;
    prio[e] = id < 0 ? 9 : c ? cardPriority(c) : 0;
    rank[e] = c?.rank ?? Number.MAX_SAFE_INTEGER;
  }
  const kind = (e: number): number => KIND_PRIORITY[KIND_CODES[l.kindOf[e]!]!];
  return Int32Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => prio[a]! - prio[b]! || rank[a]! - rank[b]! || l.compacts.lengthOf(a) - l.compacts.lengthOf(b) || kind(a) - kind(b) || a - b,
  );
}

/** A prefix matching more keys than this is served by walking the entries in rank order (see complete). */
const SCAN_PREFIX_KEYS = 256;

export class NameIndex {
  readonly entries: number;
  readonly cards: readonly CardSummary[];
  /** The index's arrays (name-layout.ts): what the card index stores and reads back. */
  readonly layout: NameLayout;
  private readonly keys: Strings;
  private readonly compacts: Strings;
  private readonly cardOf: Int32Array;
  private readonly faceOf: Int16Array;
  private readonly kindOf: Uint8Array;
  private readonly displays: Strings;
  private readonly english: Strings;
  private readonly exact: StringTable;
  /** Distinct compact keys, sorted, with their entries (exact and prefix search by binary search). */
  private readonly exactCompact: StringTable;
  private readonly sorted: Strings;
  /** Words of the spaced keys -> entries. */
  private readonly tokens: StringTable;
  /** Single-deletion variants of words -> the words: fuzzy word lookup. */
  private get deletions(): StringTable {
    return this.layout.deletions;
  }
  private readonly popular: number[];

  /** From name rows and card summaries, or from a layout read back from the card index. */
  constructor(rows: Iterable<NameRow> | NameLayout, cards: CardSummary[] = []) {
    const l = isLayout(rows) ? rows : buildNameLayout(rows, cards, KIND_CODES, mostPlayed, rankOrderOf);
    this.layout = l;
    this.cards = l.cards;
    this.keys = l.keys;
    this.compacts = l.compacts;
    this.cardOf = l.cardOf;
    this.faceOf = l.faceOf;
    this.kindOf = l.kindOf;
    this.displays = l.displays;
    this.english = l.english;
    this.exact = l.exact;
    this.exactCompact = l.exactCompact;
    this.sorted = l.exactCompact.keys;
    this.tokens = l.tokens;
    this.popular = Array.from(l.popular);
    this.entries = this.keys.length;
  }

  /** Resolves a query (English or Japanese, any case, with or without 《》) to one card. */
  resolve(query: string): NameResolution {
    const variants = queryVariants(query)
      .map((v) => nameKey(v))
      .filter((k, i, all) => k !== '' && all.indexOf(k) === i);
    if (variants.length === 0) return { kind: 'none', suggestions: [] };
    const japanese = variants.some(hasJapanese);

    // 1. Exact: the spaced key, then the compact key (spaces and middle dots don't matter).
    const exactHits: number[] = [];
    for (const key of variants) {
      const hits = this.exact.get(key) ?? this.exactCompact.get(compactKey(key));
      if (hits) exactHits.push(...hits);
    }
    // 2. Prefix of the compact key.
    const prefixHits: Candidate[] = [];
    for (const key of variants) {
      const c = compactKey(key);
      if (c.length < (hasJapanese(c) ? 2 : 3)) continue;
      for (const entry of this.prefixEntries(c, 5_000)) prefixHits.push({ entry, score: 1 });
    }
    // 2b. A part of a Japanese name: legendary names are written 「epithet、name」 (原初の飢え、ガルタ)
    // and foreign names with ・ between their parts (ニコル・ボーラス); the key has a space at each.
    // A part typed alone (《ガルタ》) names every card that has it, as an English short name does
    // ("Ghalta"): one card is that card, several are asked back (issue 11) rather than the one whose
    // name happens to start with it (ガルタとマーブレン) being taken.
    if (japanese) {
      for (const key of variants) {
        const c = compactKey(key);
        if (!hasJapanese(c)) continue;
        for (const entry of this.tokens.get(c) ?? []) {
          if (this.kindRank(entry) >= KIND_PRIORITY.ja && this.compacts.get(entry) !== c) prefixHits.push({ entry, score: 1 });
        }
      }
    }

    if (exactHits.length > 0) {
      // Keys drop punctuation, so "Lava Axe" and the joke card "Lava, Axe" share one: the card whose
      // name is exactly what was typed (case and spacing aside) is the one meant, not a rival to ask about.
      const typed = new Set(queryVariants(query).map(literalName));
      const literal = exactHits.filter((e) => typed.has(literalName(this.displays.get(e))));
      const literalNames = new Set(literal.map((e) => this.cardOf[e]!));
      const hits = literal.length > 0 && literalNames.size === 1 ? literal : exactHits;
      const decided = this.decide(hits.map((entry) => ({ entry, score: 1 })), 'exact', japanese);
      if (decided?.kind === 'found' && cardPriority(this.cards[decided.card]!) > 0) {
        // Only a token, plane or vanguard has exactly this name ("Serra"): if real cards start
        // with it ("Serra Angel"), ask rather than assume the token was meant.
        const real = this.bestPerCard(prefixHits).filter((c) => this.priority(c.entry) === 0);
        if (real.length > 0) {
          const exact = this.bestPerCard(exactHits.map((entry) => ({ entry, score: 1 })))[0]!;
          return { kind: 'ambiguous', how: 'exact', suggestions: this.suggestions([exact, ...real], japanese) };
        }
      }
      if (decided) return decided;
    }

    if (prefixHits.length > 0) {
      const decided = this.decide(prefixHits, 'prefix', japanese);
      if (decided) return decided;
    }

    // 3. Fuzzy: edit distance over the whole name, and word overlap.
    const fuzzy = this.fuzzyCandidates(variants);
    const best = this.bestPerCard(fuzzy);
    const top = best[0];
    // A slip that changes a kanji is another word (《俊足の靴》 "swift shoes" is not 《俊足の豹》 "swift
    // leopard"): offered back as a suggestion, never taken as the card meant. Slips of kana, marks and
    // letters stay misspellings.
    if (top && top.score >= ACCEPT && !this.kanjiSlip(variants, top.entry)) {
      const second = best[1];
      if (!second || top.score - second.score >= TIE || this.sameCardName(top.entry, second.entry)) {
        return { kind: 'found', card: this.cardOf[top.entry]!, match: this.matchOf(top.entry, 'fuzzy', top.score) };
      }
      const tied = best.filter((c) => top.score - c.score < TIE);
      return { kind: 'ambiguous', how: 'fuzzy', suggestions: this.suggestions(tied.length > 1 ? best : tied, japanese) };
    }
    const orphan = exactHits.find((e) => this.kindOf[e] === KIND_CODES.indexOf('ja_orphan'));
    const suggestions = this.suggestions(best.filter((c) => c.score >= SUGGEST), japanese);
    if (orphan !== undefined) return { kind: 'none', suggestions, known: { name: this.english.get(orphan), ja: this.displays.get(orphan) } };
    return { kind: 'none', suggestions };
  }

  /**
   * Autocomplete: the card whose whole name (or Japanese name) is what was typed, then cards whose
   * name starts with it, then cards with a word starting with it, then fuzzy suggestions; the
   * most played first within each. An empty input lists the most played cards. (A name typed in
   * full comes first even when a longer name starting with it is played more: "Tarmogoyf" offers
   * Tarmogoyf before Tarmogoyf Nest.)
   */
  complete(typed: string, limit = 25): Suggestion[] {
    const variants = queryVariants(typed).map((v) => nameKey(v)).filter((k) => k !== '');
    const japanese = variants.some(hasJapanese);
    if (variants.length === 0) return this.popular.slice(0, limit).map((card) => this.suggestion(card, null, japanese));
    const seen = new Set<number>();
    const out: Suggestion[] = [];
    const take = (e: number): boolean => {
      const card = this.cardOf[e]!;
      if (card >= 0 && !seen.has(card)) {
        seen.add(card);
        out.push(this.suggestion(card, e, japanese));
      }
      return out.length >= limit;
    };
    const add = (entries: number[]): void => {
      // Several names may be one card, and some none: a few times the limit is plenty (else all).
      let ranked = this.rankEntries(entries, limit * 4);
      if (ranked.length < entries.length && new Set(ranked.map((e) => this.cardOf[e])).size < limit) ranked = this.rankEntries(entries);
      for (const e of ranked) if (take(e)) return;
    };
    // A real card named exactly what was typed first (a token or art card of that name keeps its place).
    for (const key of variants) add((this.exact.get(key) ?? this.exactCompact.get(compactKey(key)) ?? []).filter((e) => this.priority(e) === 0));
    for (const key of variants) {
      if (out.length >= limit) break;
      const [lo, hi] = this.prefixRange(compactKey(key), 20_000);
      if (hi - lo <= SCAN_PREFIX_KEYS) add(this.entriesOf(lo, hi));
      else {
        // A short prefix ("g") starts thousands of names: rather than gather and rank them all, walk
        // every entry in rank order and take those whose key is in the range, until the list is full.
        const order = this.layout.rankOrder;
        const at = this.compactPositions();
        for (let k = 0; k < order.length; k++) {
          const e = order[k]!;
          const p = at[e]!;
          if (p >= lo && p < hi && take(e)) break;
        }
      }
    }
    const first = variants[0]!;
    if (out.length < limit && !first.includes(' ') && first.length >= 2) {
      // Cards with a word starting with what was typed ("bolt" -> Lightning Bolt).
      const words: number[] = [];
      const t = this.tokens;
      for (let i = t.lowerBound(first); i < t.size && t.keys.get(i).startsWith(first); i++) if (t.keys.lengthOf(i) <= first.length + 20) words.push(...t.at(i));
      add(words);
    }
    if (out.length === 0) {
      const r = this.resolve(typed);
      if (r.kind === 'found') out.push(this.suggestion(r.card, null, japanese));
      else out.push(...r.suggestions.slice(0, limit));
    }
    return out;
  }

  /** Every indexed name with its card (-1: a Japanese name whose card is not in the catalog). */
  *names(): Iterable<{ name: string; card: number; kind: NameKind }> {
    for (let i = 0; i < this.entries; i++) yield { name: this.displays.get(i), card: this.cardOf[i]!, kind: KIND_CODES[this.kindOf[i]!]! };
  }

  /** The card's summary. */
  card(id: number): CardSummary | undefined {
    return this.cards[id];
  }

  // -------------------------------------------------------------------------------------------

  /** Entries whose compact key starts with `prefix` (at most `cap` keys looked at). */
  private prefixEntries(prefix: string, cap: number): number[] {
    const [lo, hi] = this.prefixRange(prefix, cap);
    return this.entriesOf(lo, hi);
  }

  /** The positions [lo, hi) of the sorted compact keys starting with `prefix` (at most `cap` of them). */
  private prefixRange(prefix: string, cap: number): [number, number] {
    if (prefix === '') return [0, 0];
    const lo = this.exactCompact.lowerBound(prefix);
    // The keys starting with the prefix end before the first key >= the prefix with its last character raised.
    const last = prefix.charCodeAt(prefix.length - 1);
    const hi = last === 0xffff ? this.sorted.length : this.exactCompact.lowerBound(prefix.slice(0, -1) + String.fromCharCode(last + 1));
    return [lo, Math.min(hi, lo + cap)];
  }

  /** The entries of the sorted compact keys at positions [lo, hi). */
  private entriesOf(lo: number, hi: number): number[] {
    const t = this.exactCompact;
    return Array.from(t.list.subarray(t.start[lo]!, t.start[hi]!));
  }

  private positionCache: Int32Array | null = null;

  /** Each entry's position among the sorted compact keys (computed once, on first use). */
  private compactPositions(): Int32Array {
    if (!this.positionCache) {
      const t = this.exactCompact;
      const at = new Int32Array(this.entries);
      for (let i = 0; i < t.size; i++) for (let k = t.start[i]!; k < t.start[i + 1]!; k++) at[t.list[k]!] = i;
      this.positionCache = at;
    }
    return this.positionCache;
  }

  private priority(entry: number): number {
    const card = this.cardOf[entry]!;
    if (card < 0) return 9;
    const c = this.cards[card];
    return c ? cardPriority(c) : 0;
  }

  /** Entries sorted: real cards first, exact names before faces and Japanese, most played, shortest. */
  private rankEntries(entries: readonly number[], enough = Infinity): number[] {
    const pos = this.rankPositions();
    if (entries.length <= enough * 2) return [...entries].sort((a, b) => pos[a]! - pos[b]!);
    // Only the best `enough` (in rank order) are needed: pick them without sorting the rest.
    const top: number[] = [];
    for (const e of entries) {
      if (top.length === enough && pos[e]! >= pos[top[enough - 1]!]!) continue;
      if (top.length === enough) top.pop();
      let at = top.length;
      while (at > 0 && pos[e]! < pos[top[at - 1]!]!) at--;
      top.splice(at, 0, e);
    }
    return top;
  }

  private rankCache: Int32Array | null = null;

  /** Each entry's place in the order names are offered in (the stored rank order, inverted on first use). */
  private rankPositions(): Int32Array {
    if (!this.rankCache) {
      const order = this.layout.rankOrder;
      const pos = new Int32Array(this.entries);
      for (let at = 0; at < order.length; at++) pos[order[at]!] = at;
      this.rankCache = pos;
    }
    return this.rankCache;
  }

  /** Best candidate per card, best first (score, then real cards, then popularity). */
  private bestPerCard(cands: readonly Candidate[]): Candidate[] {
    const best = new Map<number, Candidate>();
    for (const c of cands) {
      const card = this.cardOf[c.entry]!;
      if (card < 0) continue;
      const prev = best.get(card);
      if (!prev || c.score > prev.score || (c.score === prev.score && this.kindRank(c.entry) < this.kindRank(prev.entry))) best.set(card, c);
    }
    return [...best.values()].sort(
      (a, b) =>
        b.score - a.score ||
        this.priority(a.entry) - this.priority(b.entry) ||
        (this.cards[this.cardOf[a.entry]!]?.rank ?? Number.MAX_SAFE_INTEGER) - (this.cards[this.cardOf[b.entry]!]?.rank ?? Number.MAX_SAFE_INTEGER) ||
        this.compacts.lengthOf(a.entry) - this.compacts.lengthOf(b.entry),
    );
  }

  private kindRank(entry: number): number {
    return KIND_PRIORITY[KIND_CODES[this.kindOf[entry]!]!];
  }

  /** Two entries naming cards with the same English name (a card and its token, say). */
  private sameCardName(a: number, b: number): boolean {
    return this.cards[this.cardOf[a]!]?.name === this.cards[this.cardOf[b]!]?.name;
  }

  /**
   * One card from exact or prefix hits, or an ambiguity: hits on real cards win over tokens and
   * other game pieces; several real cards (with different names) are ambiguous. Null when the
   * hits name no card at all (only a Japanese name whose card isn't in the catalog).
   */
  private decide(hits: readonly Candidate[], how: 'exact' | 'prefix', japanese: boolean): NameResolution | null {
    const best = this.bestPerCard(hits);
    if (best.length === 0) return null;
    const top = best[0]!;
    const topPriority = this.priority(top.entry);
    // Cards sharing the top priority, counted by distinct English name (a card and an identically
    // named token or reprint object are one answer).
    const rivals = best.filter((c) => this.priority(c.entry) === topPriority && !this.sameCardName(c.entry, top.entry));
    if (rivals.length === 0 || (topPriority > 0 && how === 'exact')) {
      return { kind: 'found', card: this.cardOf[top.entry]!, match: this.matchOf(top.entry, how, 1) };
    }
    return { kind: 'ambiguous', how, suggestions: this.suggestions(best, japanese) };
  }

  private matchOf(entry: number, how: MatchHow, score: number): NameMatch {
    const kind = KIND_CODES[this.kindOf[entry]!]!;
    return {
      how,
      via: kind === 'ja_orphan' ? 'ja' : kind,
      matched: this.displays.get(entry),
      face: this.faceOf[entry]! >= 0 ? this.faceOf[entry]! : null,
      score: Math.round(score * 1000) / 1000,
    };
  }

  private suggestion(card: number, entry: number | null, japanese: boolean): Suggestion {
    const c = this.cards[card]!;
    let ja: string | null = null;
    if (japanese) {
      const kind = entry === null ? null : KIND_CODES[this.kindOf[entry]!];
      ja = entry !== null && (kind === 'ja' || kind === 'ja_face') ? this.displays.get(entry) : c.ja;
    }
    return { name: c.name, ja, card };
  }

  private suggestions(cands: readonly Candidate[], japanese: boolean): Suggestion[] {
    const out: Suggestion[] = [];
    const names = new Set<string>();
    for (const c of cands) {
      const card = this.cardOf[c.entry]!;
      const s = this.suggestion(card, c.entry, japanese);
      if (names.has(s.name)) continue;
      names.add(s.name);
      out.push(s);
      if (out.length >= MAX_SUGGESTIONS) break;
    }
    return out;
  }

  /**
   * Words of the index one edit (insertion, deletion, substitution, transposition) away from
   * `w`, through a deletion index (SymSpell's idea): two words within one edit share a
   * single-deletion variant, or one is a deletion of the other.
   */
  /** Reads or computes the fuzzy-only parts now (the bot does this before it connects) rather than on the first query that needs them. */
  warm(): void {
    void this.layout.deletions;
    this.lengthBlocks();
    this.rankPositions();
    this.compactPositions();
  }

  /** Words of the index that are `d` with one letter added (through the deletion table). */
  private withOneMore(d: string): string[] {
    const i = this.deletions.indexOf(d);
    if (i < 0) return [];
    const out: string[] = [];
    for (let p = this.deletions.start[i]!, end = this.deletions.start[i + 1]!; p < end; p++) out.push(this.tokens.keys.get(this.deletions.list[p]!));
    return out;
  }

  /**
   * Words of the index one edit (insertion, deletion, substitution, transposition) away from
   * `w`, through a deletion index (SymSpell's idea): two words within one edit share a
   * single-deletion variant, or one is a deletion of the other.
   */
  private wordsOneEditAway(w: string): string[] {
    const found = new Set<string>();
    const consider = (t: string): void => {
      if (t !== w && !found.has(t) && editDistance(w, t, 1) <= 1) found.add(t);
    };
    for (const t of this.withOneMore(w)) consider(t); // w with one letter added
    for (const d of new Set(deletionsOf(w))) {
      if (this.tokens.has(d)) consider(d); // w with one letter removed
      for (const t of this.withOneMore(d)) consider(t); // one letter changed or swapped
    }
    return [...found];
  }

  /**
   * Compact keys at the smallest edit distance (at most `max`) from `q` — all those within one edit
   * when the nearest is that close — scored by their distance (a name one more edit away scores at
   * least 1/length lower: never a tie). Cheap lower bounds of each key's distance — the length
   * difference, a letter-set signature and (Latin script) letter histograms — rule out most keys
   * before a distance is computed. A typo is usually one edit away, so the keys within one edit are
   * looked for first, among the lengths in reach; only when there are none is every length within
   * `max` scanned, once, each key bucketed by its bound and the buckets searched nearest first.
   */
  private nearestNames(q: string, japanese: boolean, max: number, note: (entry: number, score: number) => void): void {
    const hq = new Uint8Array(BUCKETS);
    histogram(q, hq, 0);
    const sq = signatureOf(q);
    const blocks = this.lengthBlocks();
    // Within one edit.
    let found = false;
    for (let len = q.length - 1; len <= q.length + 1; len++) {
      const block = blocks.get(len);
      if (!block) continue;
      const { ids, sigs, hists } = block;
      for (let k = 0; k < ids.length; k++) {
        // The bounds (twice over): one edit changes at most two bits of the signature and the
        // histograms' L1 distance by at most two.
        if (popcount(sq ^ sigs[k]!) > 2) continue;
        if (!japanese) {
          let l1 = 0;
          const base = k * BUCKETS;
          for (let b = 0; b < BUCKETS && l1 <= 2; b++) {
            const diff = hq[b]! - hists[base + b]!;
            l1 += diff < 0 ? -diff : diff;
          }
          if (l1 > 2) continue;
        }
        const i = ids[k]!;
        const d = editDistance(q, this.sorted.get(i), 1);
        if (d > 1) continue;
        found = true;
        this.noteNear(q, i, d, note);
      }
    }
    if (found || max < 2) return;
    // Two edits or more: every key in reach once, by its lower bound (2..max; those of 0 or 1 were just looked at).
    const limit = 2 * max;
    const byBound: number[][] = Array.from({ length: max + 1 }, () => []);
    for (let len = Math.max(1, q.length - max); len <= q.length + max; len++) {
      const block = blocks.get(len);
      if (!block) continue;
      const { ids, sigs, hists } = block;
      const lengthBound = 2 * Math.abs(len - q.length);
      for (let k = 0; k < ids.length; k++) {
        let twice = popcount(sq ^ sigs[k]!);
        if (twice > limit) continue;
        if (!japanese) {
          let l1 = 0;
          const base = k * BUCKETS;
          for (let b = 0; b < BUCKETS && l1 <= limit; b++) {
            const diff = hq[b]! - hists[base + b]!;
            l1 += diff < 0 ? -diff : diff;
          }
          if (l1 > limit) continue;
          if (l1 > twice) twice = l1;
        }
        if (lengthBound > twice) twice = lengthBound;
        byBound[twice <= 4 ? 2 : (twice + 1) >> 1]!.push(ids[k]!);
      }
    }
    // The nearest distance found so far: keys whose bound is beyond it can't be nearer.
    let reach = max;
    const hits: number[] = [];
    for (let bound = 2; bound <= reach; bound++) {
      for (const i of byBound[bound]!) {
        const d = editDistance(q, this.sorted.get(i), reach);
        if (d > reach) continue;
        if (d < reach) hits.length = 0;
        hits.push(i);
        reach = d;
      }
    }
    for (const i of hits) this.noteNear(q, i, reach, note);
  }

  /**
   * Whether every Japanese spelling of the query differs from the entry's name in a kanji: the part
   * between their common beginning and common end holds a kanji on either side. (A Latin query: false.)
   */
  private kanjiSlip(variants: readonly string[], entry: number): boolean {
    const theirs = compactKey(this.keys.get(entry));
    const japanese = variants.map((v) => compactKey(v)).filter(hasJapanese);
    return japanese.length > 0 && japanese.every((q) => kanjiInDifference(q, theirs));
  }

  private noteNear(q: string, i: number, d: number, note: (entry: number, score: number) => void): void {
    const score = 1 - d / Math.max(q.length, this.sorted.lengthOf(i));
    for (const e of this.exactCompact.at(i)) note(e, score);
  }

  private blockCache: Map<number, LengthBlock> | null = null;

  /**
   * The fuzzy scan's data, one block per key length: the distinct compact keys of that length, their
   * letter-set signatures (signatureOf) and histograms, side by side in scan order (stored in the
   * index in that order; here only cut into lengths). The keys of one length are scattered through
   * `sorted`; read through it, every key looked at was a cache miss in two large arrays.
   */
  private lengthBlocks(): Map<number, LengthBlock> {
    if (!this.blockCache) {
      const { byLength: ids, lengthSigs: sigs, histograms: hists } = this.layout;
      const blocks = new Map<number, LengthBlock>();
      for (let k = 0; k < ids.length; ) {
        const len = this.sorted.lengthOf(ids[k]!);
        let end = k + 1;
        while (end < ids.length && this.sorted.lengthOf(ids[end]!) === len) end++;
        blocks.set(len, { ids: ids.subarray(k, end), sigs: sigs.subarray(k, end), hists: hists.subarray(k * BUCKETS, end * BUCKETS) });
        k = end;
      }
      this.blockCache = blocks;
    }
    return this.blockCache;
  }

  /** Fuzzy candidates: bounded edit distance on compact keys, and word overlap on spaced keys. */
  private fuzzyCandidates(variants: readonly string[]): Candidate[] {
    const scores = new Map<number, number>();
    const note = (entry: number, score: number): void => {
      if (score > (scores.get(entry) ?? 0)) scores.set(entry, score);
    };
    for (const key of variants) {
      const q = compactKey(key);
      const japanese = hasJapanese(q);
      const max = maxDistance(q.length, japanese);
      if (max > 0) this.nearestNames(q, japanese, max, note);
      // Word overlap (Dice coefficient over words; a word one edit away from a query word of 5+
      // letters counts 0.8). Candidates come from the query's rarer words.
      const words = [...new Set(keyTokens(key).filter((w) => w.length >= 2))];
      if (words.length === 0 || japanese) continue;
      const near = new Map<string, Set<string>>();
      const candidates = new Set<number>();
      let rarest: number[] | null = null;
      for (const w of words) {
        const exact = this.tokens.get(w) ?? [];
        if (exact.length > 0 && (!rarest || exact.length < rarest.length)) rarest = exact;
        if (exact.length <= COMMON_WORD) for (const e of exact) candidates.add(e);
        if (w.length >= 5) {
          const close = new Set(this.wordsOneEditAway(w));
          near.set(w, close);
          for (const t of close) {
            const list = this.tokens.get(t)!;
            if (list.length <= COMMON_WORD) for (const e of list) candidates.add(e);
          }
        }
      }
      if (candidates.size === 0 && rarest) for (const e of rarest) candidates.add(e);
      for (const e of candidates) {
        const theirs = keyTokens(this.keys.get(e));
        let m = 0;
        for (const w of words) {
          if (theirs.includes(w)) m += 1;
          else {
            const close = near.get(w);
            if (close && theirs.some((t) => close.has(t))) m += 0.8;
          }
        }
        note(e, ((2 * m) / (words.length + theirs.length)) * 0.97);
      }
    }
    return [...scores].map(([entry, score]) => ({ entry, score }));
  }
}

// ---------------------------------------------------------------------------------------------
// Building rows from card records

/** The names of one card as rows of the names table. */
export function nameRowsOf(
  card: { name: string; card_faces: { name: string; ja: string | null }[] | null; ja: readonly string[] },
  id: number,
): NameRow[] {
  const rows: NameRow[] = [];
  const seen = new Set<string>();
  const add = (text: string, face: number, kind: NameKind, en: string): void => {
    const key = nameKey(text);
    if (key === '') return;
    const tag = `${key}\u0000${face}`;
    if (seen.has(tag)) return;
    seen.add(tag);
    rows.push([key, compactKey(key), id, face, kind, text, en]);
  };
  add(card.name, -1, 'name', card.name);
  const faces = card.card_faces ?? [];
  faces.forEach((f, i) => {
    if (f.name && f.name !== card.name) add(f.name, i, 'face', card.name);
  });
  // A Japanese name that is one face's (「昆虫の逸脱者」 of Delver of Secrets) names that face, never the card as a whole.
  const faceJa = new Set(faces.map((f) => f.ja).filter((j): j is string => j !== null));
  for (const ja of card.ja) if (!faceJa.has(ja)) add(ja, -1, 'ja', card.name);
  faces.forEach((f, i) => {
    if (f.ja) add(f.ja, i, 'ja_face', card.name);
  });
  return rows;
}

/** A Japanese name whose card isn't in the catalog, as a row (card -1). */
export function orphanRow(ja: string, en: string): NameRow | null {
  const key = nameKey(ja);
  return key === '' ? null : [key, compactKey(key), -1, -1, 'ja_orphan', ja, en];
}

/** A name as typed, only case, width and spacing set aside (punctuation kept): "lava axe" ≠ "lava, axe". */
function literalName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}
