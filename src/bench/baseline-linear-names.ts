/**
 * The baseline of the fuzzy name search (issue 15): the scan of every compact key within reach of a
 * query's length that src/cards used before NearKeyIndex (name-near.ts), kept as it was — cheap lower
 * bounds (length, a letter-set signature, letter histograms) first, then the edit distance. The bench
 * times it interleaved with the index (`cards.resolve.none.scan`), and test/cards/name-near.test.ts
 * checks the index finds exactly what it finds.
 */
import { editDistance } from '../cards/normalize.ts';
import { BUCKETS, histogram, signatureOf } from '../cards/name-layout.ts';
import type { NameLayout } from '../cards/name-layout.ts';
import type { NearKeys } from '../cards/name-fuzzy.ts';

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

/** The compact keys nearest a query, by length blocks built on first use. */
export class NearestKeys implements NearKeys {
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

