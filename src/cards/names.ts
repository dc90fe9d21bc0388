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
import { cardPriority } from './name-types.ts';
import type { CardSummary, MatchHow, NameKind, NameMatch, NameResolution, NameRow, Suggestion } from './name-types.ts';
import { buildNameLayout, StringTable } from './name-layout.ts';
import type { NameLayout, Strings } from './name-layout.ts';
import { fuzzyCandidates } from './name-fuzzy.ts';
import type { Candidate, NearKeys } from './name-fuzzy.ts';
import { NearKeyIndex, nearKeySource } from './name-near.ts';
import { KIND_CODES, KIND_PRIORITY, mostPlayed, rankOrderOf } from './name-order.ts';
import { compactKey, hasJapanese, kanjiInDifference, nameKey, queryVariants } from './normalize.ts';

export { NAME_KINDS, cardPriority } from './name-types.ts';
export type { NameKind, NameRow, CardSummary, MatchHow, NameMatch, Suggestion, NameResolution } from './name-types.ts';
export { nameRowsOf, orphanRow } from './name-rows.ts';

function isLayout(x: Iterable<NameRow> | NameLayout): x is NameLayout {
  return (x as NameLayout).exactCompact instanceof StringTable;
}

export const MAX_SUGGESTIONS = 5;
/** A fuzzy match below this similarity is never taken as the answer. */
const ACCEPT = 0.7;
/** Two candidates closer than this are a tie: ask rather than guess. */
const TIE = 0.04;
/** Fuzzy candidates worth suggesting. */
const SUGGEST = 0.3;

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
  private readonly popular: number[];
  /** The index of compact keys by segment (name-near.ts), built on first use. */
  private nearCache: NearKeys | null = null;

  /**
   * From name rows and card summaries, or from a layout read back from the card index. `near` makes
   * what the fuzzy search finds near keys with (the bench's baseline scan; by default NearKeyIndex).
   */
  constructor(rows: Iterable<NameRow> | NameLayout, cards: CardSummary[] = [], private readonly near: (l: NameLayout) => NearKeys = (l) => new NearKeyIndex(nearKeySource(l))) {
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
    const fuzzy = fuzzyCandidates(this.layout, this.nearest(), variants);
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
  /**
   * Whether every Japanese spelling of the query differs from the entry's name in a kanji: the part
   * between their common beginning and common end holds a kanji on either side. (A Latin query: false.)
   */
  private kanjiSlip(variants: readonly string[], entry: number): boolean {
    const theirs = compactKey(this.keys.get(entry));
    const japanese = variants.map((v) => compactKey(v)).filter(hasJapanese);
    return japanese.length > 0 && japanese.every((q) => kanjiInDifference(q, theirs));
  }

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

  /** The near-key index (built once, on the first fuzzy search or warm()). */
  private nearest(): NearKeys {
    this.nearCache ??= this.near(this.layout);
    return this.nearCache;
  }

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

  /** Reads or computes the fuzzy-only parts now (the bot does this before it connects) rather than on the first query that needs them. */
  warm(): void {
    void this.layout.deletions;
    this.nearest();
    this.rankPositions();
    this.compactPositions();
  }
}

/** A name as typed, only case, width and spacing set aside (punctuation kept): "lava axe" ≠ "lava, axe". */
function literalName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}
