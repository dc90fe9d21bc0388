/**
 * The name index (issue 6 §1): every English card name, every face name of split, adventure,
 * flip and double-faced cards, and every Japanese printed name, under a normalised key; with the
 * ranking both resolution (name-resolve.ts) and autocomplete (name-complete.ts) use: the best
 * candidate per card, the order names are offered in, "did you mean" suggestions.
 *
 * The index is plain in-memory arrays built from rows (from SQLite or from loaded records), so
 * the same code serves both back ends.
 */
import { cardPriority } from './name-types.ts';
import type { CardSummary, MatchHow, NameKind, NameMatch, NameResolution, NameRow, Suggestion } from './name-types.ts';
import { buildNameLayout, StringTable } from './name-layout.ts';
import type { NameLayout, Strings } from './name-layout.ts';
import type { Candidate, NearKeys } from './name-fuzzy.ts';
import { NearKeyIndex, nearKeySource } from './name-near.ts';
import { resolveName } from './name-resolve.ts';
import { WordOverlap } from './name-words.ts';
import { completeName } from './name-complete.ts';
import { KIND_CODES, KIND_PRIORITY, mostPlayed, rankOrderOf } from './name-order.ts';

export { NAME_KINDS, cardPriority } from './name-types.ts';
export type { NameKind, NameRow, CardSummary, MatchHow, NameMatch, Suggestion, NameResolution } from './name-types.ts';
export { nameRowsOf, orphanRow } from './name-rows.ts';

function isLayout(x: Iterable<NameRow> | NameLayout): x is NameLayout {
  return (x as NameLayout).exactCompact instanceof StringTable;
}

export const MAX_SUGGESTIONS = 5;
/**
 * The index. Its arrays and ranking helpers are read by name-resolve.ts and name-complete.ts (the
 * rest of the code asks through resolve, complete, names and card).
 */
export class NameIndex {
  readonly entries: number;
  readonly cards: readonly CardSummary[];
  /** The index's arrays (name-layout.ts): what the card index stores and reads back. */
  readonly layout: NameLayout;
  readonly keys: Strings;
  readonly compacts: Strings;
  readonly cardOf: Int32Array;
  readonly faceOf: Int16Array;
  readonly kindOf: Uint8Array;
  readonly displays: Strings;
  readonly exact: StringTable;
  /** Distinct compact keys, sorted, with their entries (exact and prefix search by binary search). */
  readonly exactCompact: StringTable;
  readonly sorted: Strings;
  /** Words of the spaced keys -> entries. */
  readonly tokens: StringTable;
  readonly popular: number[];
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
    this.exact = l.exact;
    this.exactCompact = l.exactCompact;
    this.sorted = l.exactCompact.keys;
    this.tokens = l.tokens;
    this.popular = Array.from(l.popular);
    this.entries = this.keys.length;
  }

  /** The English name of each entry (read from the layout on first use: only unknown Japanese names need it). */
  get english(): Strings {
    return this.layout.english;
  }

  /** Resolves a query (English or Japanese, any case, with or without 《》) to one card (name-resolve.ts). */
  resolve(query: string): NameResolution {
    return resolveName(this, query);
  }

  /** Autocomplete: up to `limit` cards for what was typed (name-complete.ts). */
  complete(typed: string, limit = 25): Suggestion[] {
    return completeName(this, typed, limit);
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

  prefixEntries(prefix: string, cap: number): number[] {
    const [lo, hi] = this.prefixRange(prefix, cap);
    return this.entriesOf(lo, hi);
  }

  /** The positions [lo, hi) of the sorted compact keys starting with `prefix` (at most `cap` of them). */
  prefixRange(prefix: string, cap: number): [number, number] {
    if (prefix === '') return [0, 0];
    const lo = this.exactCompact.lowerBound(prefix);
    // The keys starting with the prefix end before the first key >= the prefix with its last character raised.
    const last = prefix.charCodeAt(prefix.length - 1);
    const hi = last === 0xffff ? this.sorted.length : this.exactCompact.lowerBound(prefix.slice(0, -1) + String.fromCharCode(last + 1));
    return [lo, Math.min(hi, lo + cap)];
  }

  /** The entries of the sorted compact keys at positions [lo, hi). */
  entriesOf(lo: number, hi: number): number[] {
    const t = this.exactCompact;
    return Array.from(t.list.subarray(t.start[lo]!, t.start[hi]!));
  }

  private positionCache: Int32Array | null = null;

  /** Each entry's position among the sorted compact keys (computed once, on first use). */
  compactPositions(): Int32Array {
    if (!this.positionCache) {
      const t = this.exactCompact;
      const at = new Int32Array(this.entries);
      for (let i = 0; i < t.size; i++) for (let k = t.start[i]!; k < t.start[i + 1]!; k++) at[t.list[k]!] = i;
      this.positionCache = at;
    }
    return this.positionCache;
  }

  priority(entry: number): number {
    const card = this.cardOf[entry]!;
    return card < 0 ? 9 : this.cardOrder().priority[card]!;
  }

  private cardOrderCache: { priority: Uint8Array; rank: Int32Array } | null = null;

  /** Each card's cardPriority and rank (no rank: the largest), worked out once: bestPerCard sorts hundreds of candidates by them. */
  private cardOrder(): { priority: Uint8Array; rank: Int32Array } {
    this.cardOrderCache ??= {
      priority: Uint8Array.from(this.cards, (c) => cardPriority(c)),
      rank: Int32Array.from(this.cards, (c) => Math.min(c.rank ?? 0x7fffffff, 0x7fffffff)),
    };
    return this.cardOrderCache;
  }

  /** Entries sorted: real cards first, exact names before faces and Japanese, most played, shortest. */
  rankEntries(entries: readonly number[], enough = Infinity): number[] {
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
  nearest(): NearKeys {
    this.nearCache ??= this.near(this.layout);
    return this.nearCache;
  }

  private overlapCache: WordOverlap | null = null;

  /** Word counts per name for the fuzzy word overlap (name-words.ts; counted once, on first use). */
  wordOverlap(): WordOverlap {
    this.overlapCache ??= new WordOverlap(this.layout);
    return this.overlapCache;
  }

  /** Each entry's place in the order names are offered in (the stored rank order, inverted on first use). */
  rankPositions(): Int32Array {
    if (!this.rankCache) {
      const order = this.layout.rankOrder;
      const pos = new Int32Array(this.entries);
      for (let at = 0; at < order.length; at++) pos[order[at]!] = at;
      this.rankCache = pos;
    }
    return this.rankCache;
  }

  /** Best candidate per card, best first (score, then real cards, then popularity). */
  bestPerCard(cands: readonly Candidate[]): Candidate[] {
    const best = new Map<number, Candidate>();
    for (const c of cands) {
      const card = this.cardOf[c.entry]!;
      if (card < 0) continue;
      const prev = best.get(card);
      if (!prev || c.score > prev.score || (c.score === prev.score && this.kindRank(c.entry) < this.kindRank(prev.entry))) best.set(card, c);
    }
    const { priority, rank } = this.cardOrder();
    const cardOf = this.cardOf;
    return [...best.values()].sort(
      (a, b) =>
        b.score - a.score ||
        priority[cardOf[a.entry]!]! - priority[cardOf[b.entry]!]! ||
        rank[cardOf[a.entry]!]! - rank[cardOf[b.entry]!]! ||
        this.compacts.lengthOf(a.entry) - this.compacts.lengthOf(b.entry),
    );
  }

  kindRank(entry: number): number {
    return KIND_PRIORITY[KIND_CODES[this.kindOf[entry]!]!];
  }

  /** Two entries naming cards with the same English name (a card and its token, say). */
  sameCardName(a: number, b: number): boolean {
    return this.cards[this.cardOf[a]!]?.name === this.cards[this.cardOf[b]!]?.name;
  }

  /**
   * One card from exact or prefix hits, or an ambiguity: hits on real cards win over tokens and
   * other game pieces; several real cards (with different names) are ambiguous. Null when the
   * hits name no card at all (only a Japanese name whose card isn't in the catalog).
   */
  decide(hits: readonly Candidate[], how: 'exact' | 'prefix', japanese: boolean): NameResolution | null {
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

  matchOf(entry: number, how: MatchHow, score: number): NameMatch {
    const kind = KIND_CODES[this.kindOf[entry]!]!;
    return {
      how,
      via: kind === 'ja_orphan' ? 'ja' : kind,
      matched: this.displays.get(entry),
      face: this.faceOf[entry]! >= 0 ? this.faceOf[entry]! : null,
      score: Math.round(score * 1000) / 1000,
    };
  }

  suggestion(card: number, entry: number | null, japanese: boolean): Suggestion {
    const c = this.cards[card]!;
    let ja: string | null = null;
    if (japanese) {
      const kind = entry === null ? null : KIND_CODES[this.kindOf[entry]!];
      ja = entry !== null && (kind === 'ja' || kind === 'ja_face') ? this.displays.get(entry) : c.ja;
    }
    return { name: c.name, ja, card };
  }

  suggestions(cands: readonly Candidate[], japanese: boolean): Suggestion[] {
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
    this.wordOverlap();
    this.cardOrder();
    this.rankPositions();
    this.compactPositions();
  }
}
