/** Hashing and bit helpers for the near-name key index: FNV-1a segment hashes, popcounts and the edit distance a name reaches. */
import { BUCKETS, histogram, signatureOf } from './name-layout.ts';

/** Edit distance allowed for a compact key of length `n` (in Japanese, or Latin script). */
export function maxDistance(n: number, japanese: boolean): number {
  if (japanese) return n <= 2 ? 0 : n <= 5 ? 1 : 2;
  return n <= 3 ? 0 : n <= 5 ? 1 : n <= 9 ? 2 : n <= 15 ? 3 : 4;
}

/** The largest distance any query (of either script) may allow a key of length `len`. */
export function reachOf(len: number): number {
  let most = 0;
  // maxDistance is at most 4: a query more than 4 longer or shorter never reaches the key.
  for (let n = Math.max(1, len - 4); n <= len + 4; n++) {
    for (const japanese of [false, true]) {
      const d = maxDistance(n, japanese);
      if (Math.abs(n - len) <= d && d > most) most = d;
    }
  }
  return most;
}

/** Start of segment `i` of `k` in a key of length `len` (the first ones short, PassJoin's even cut). */
export function segmentStart(len: number, k: number, i: number): number {
  const short = Math.floor(len / k);
  const shortCount = k - (len % k);
  return i <= shortCount ? i * short : shortCount * short + (i - shortCount) * (short + 1);
}

const FNV = 0x811c9dc5;

export function seed(len: number, segment: number): number {
  return Math.imul(Math.imul(FNV ^ len, 16777619) ^ (segment + 1), 16777619);
}

export function step(h: number, c: number): number {
  return Math.imul(h ^ c, 16777619);
}

export function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The hash of `s[from, to)` as segment `segment` of a key of length `len`. */
export function hashOf(s: string, from: number, to: number, len: number, segment: number): number {
  let h = seed(len, segment);
  for (let j = from; j < to; j++) h = step(h, s.charCodeAt(j));
  return finish(h);
}

/**
 * The bucket a scan of every key put `key` in for `q`: half the largest of the letter-set
 * signatures' difference, the letter histograms' (Latin script) and twice the length difference,
 * rounded up, and at least 2.
 */
export function scanBound(q: string, key: string, japanese: boolean): number {
  let twice = popcount(signatureOf(q) ^ signatureOf(key));
  if (!japanese) {
    const hq = new Uint8Array(BUCKETS);
    const hk = new Uint8Array(BUCKETS);
    histogram(q, hq, 0);
    histogram(key, hk, 0);
    let l1 = 0;
    for (let b = 0; b < BUCKETS; b++) l1 += Math.abs(hq[b]! - hk[b]!);
    if (l1 > twice) twice = l1;
  }
  twice = Math.max(twice, 2 * Math.abs(key.length - q.length));
  return twice <= 4 ? 2 : (twice + 1) >> 1;
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
