/**
 * Fuzzy name matching over the name index's layout: the compact keys nearest a query by edit
 * distance (cheap lower bounds first: length, a letter-set signature, letter histograms), and the
 * index's words one edit away from a query word (through the deletion table).
 */
import { compactKey, editDistance, hasJapanese, keyTokens } from './normalize.ts';
import { BUCKETS, deletionsOf, histogram, signatureOf } from './name-layout.ts';
import type { NameLayout } from './name-layout.ts';

/** Words on more names than this ("of", "the") don't bring candidates by themselves. */
const COMMON_WORD = 1500;

/** Edit distance allowed for a compact key of length `n`. */
function maxDistance(n: number, japanese: boolean): number {
  if (japanese) return n <= 2 ? 0 : n <= 5 ? 1 : 2;
  return n <= 3 ? 0 : n <= 5 ? 1 : n <= 9 ? 2 : n <= 15 ? 3 : 4;
}

/** A name index entry and how well it matches. */
export interface Candidate {
  entry: number;
  score: number;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** The distinct compact keys of one length, for the fuzzy scan (NearestKeys.lengthBlocks). */
interface LengthBlock {
  /** Indexes into the sorted compact keys. */
  ids: Int32Array;
  sigs: Uint32Array;
  /** BUCKETS bytes per key. */
  hists: Uint8Array;
}

/** Words of the index that are `d` with one letter added (through the deletion table). */
function withOneMore(layout: NameLayout, d: string): string[] {
  const i = layout.deletions.indexOf(d);
  if (i < 0) return [];
  const out: string[] = [];
  for (let p = layout.deletions.start[i]!, end = layout.deletions.start[i + 1]!; p < end; p++) out.push(layout.tokens.keys.get(layout.deletions.list[p]!));
  return out;
}

/**
 * Words of the index one edit (insertion, deletion, substitution, transposition) away from
 * `w`, through a deletion index (SymSpell's idea): two words within one edit share a
 * single-deletion variant, or one is a deletion of the other.
 */
export function wordsOneEditAway(layout: NameLayout, w: string): string[] {
  const found = new Set<string>();
  const consider = (t: string): void => {
    if (t !== w && !found.has(t) && editDistance(w, t, 1) <= 1) found.add(t);
  };
  for (const t of withOneMore(layout, w)) consider(t); // w with one letter added
  for (const d of new Set(deletionsOf(w))) {
    if (layout.tokens.has(d)) consider(d); // w with one letter removed
    for (const t of withOneMore(layout, d)) consider(t); // one letter changed or swapped
  }
  return [...found];
}

/** The compact keys nearest a query, by length blocks built on first use. */
export class NearestKeys {
  constructor(private readonly layout: NameLayout) {}

  /** Builds the length blocks now rather than on the first query that needs them. */
  warm(): void {
    this.lengthBlocks();
  }

  /**
   * Compact keys at the smallest edit distance (at most `max`) from `q` — all those within one edit
   * when the nearest is that close — scored by their distance (a name one more edit away scores at
   * least 1/length lower: never a tie). Cheap lower bounds of each key's distance — the length
   * difference, a letter-set signature and (Latin script) letter histograms — rule out most keys
   * before a distance is computed. A typo is usually one edit away, so the keys within one edit are
   * looked for first, among the lengths in reach; only when there are none is every length within
   * `max` scanned, once, each key bucketed by its bound and the buckets searched nearest first.
   * `note` gets each key's index in the sorted compact keys and its distance.
   */
  find(q: string, japanese: boolean, max: number, note: (key: number, distance: number) => void): void {
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
        const d = editDistance(q, this.layout.exactCompact.keys.get(i), 1);
        if (d > 1) continue;
        found = true;
        note(i, d);
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
        const d = editDistance(q, this.layout.exactCompact.keys.get(i), reach);
        if (d > reach) continue;
        if (d < reach) hits.length = 0;
        hits.push(i);
        reach = d;
      }
    }
    for (const i of hits) note(i, reach);
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
        const len = this.layout.exactCompact.keys.lengthOf(ids[k]!);
        let end = k + 1;
        while (end < ids.length && this.layout.exactCompact.keys.lengthOf(ids[end]!) === len) end++;
        blocks.set(len, { ids: ids.subarray(k, end), sigs: sigs.subarray(k, end), hists: hists.subarray(k * BUCKETS, end * BUCKETS) });
        k = end;
      }
      this.blockCache = blocks;
    }
    return this.blockCache;
  }
}

/** Each entry of sorted compact key `i`, at distance `d` from `q`, scored (one more edit scores at least 1/length lower). */
function noteNear(layout: NameLayout, q: string, i: number, d: number, note: (entry: number, score: number) => void): void {
  const score = 1 - d / Math.max(q.length, layout.exactCompact.keys.lengthOf(i));
  for (const e of layout.exactCompact.at(i)) note(e, score);
}

/** Fuzzy candidates: bounded edit distance on compact keys, and word overlap on spaced keys. */
export function fuzzyCandidates(layout: NameLayout, nearest: NearestKeys, variants: readonly string[]): Candidate[] {
  const scores = new Map<number, number>();
  const note = (entry: number, score: number): void => {
    if (score > (scores.get(entry) ?? 0)) scores.set(entry, score);
  };
  for (const key of variants) {
    const q = compactKey(key);
    const japanese = hasJapanese(q);
    const max = maxDistance(q.length, japanese);
    if (max > 0) nearest.find(q, japanese, max, (i, d) => noteNear(layout, q, i, d, note));
    // Word overlap (Dice coefficient over words; a word one edit away from a query word of 5+
    // letters counts 0.8). Candidates come from the query's rarer words.
    const words = [...new Set(keyTokens(key).filter((w) => w.length >= 2))];
    if (words.length === 0 || japanese) continue;
    const near = new Map<string, Set<string>>();
    const candidates = new Set<number>();
    let rarest: number[] | null = null;
    for (const w of words) {
      const exact = layout.tokens.get(w) ?? [];
      if (exact.length > 0 && (!rarest || exact.length < rarest.length)) rarest = exact;
      if (exact.length <= COMMON_WORD) for (const e of exact) candidates.add(e);
      if (w.length >= 5) {
        const close = new Set(wordsOneEditAway(layout, w));
        near.set(w, close);
        for (const t of close) {
          const list = layout.tokens.get(t)!;
          if (list.length <= COMMON_WORD) for (const e of list) candidates.add(e);
        }
      }
    }
    if (candidates.size === 0 && rarest) for (const e of rarest) candidates.add(e);
    for (const e of candidates) {
      const theirs = keyTokens(layout.keys.get(e));
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
