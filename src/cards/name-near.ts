/**
 * The index fuzzy name matching finds near compact keys by (issue 15 §5): the keys within a few
 * edits of a query without looking at every key of a length in reach. Its entries are written with
 * the card index (nearBlobs) and read back with it on first use; built from the sorted compact keys
 * where there are none (an index in memory) or they don't check out.
 *
 * The idea is the pigeonhole of partition-based similarity search (PassJoin): a key of length L is
 * cut into k = D(L) + 1 segments, D(L) being the largest distance any query may allow it. Take an
 * alignment of at most d ≤ D(L) edits (insertion, deletion, substitution, adjacent transposition:
 * optimal string alignment, core/edit-distance.ts): c of them inside one segment each, and t
 * transpositions across a boundary, each swapping the last character of one segment with the first
 * of the next (c + t ≤ d). At least k − c ≥ t + 1 segments have no edit inside; at most t of those
 * lost their first character to a swap, so one kept its first: it appears in the query as it is, or
 * with its last character swapped with the query's next one. And it appears at its own place shifted
 * by s, where |s| + |Δ − s| ≤ d (Δ: the length difference; a shift needs |s| insertions or deletions
 * before it, and the rest of the difference as many after it). So a query probes, for each length in
 * reach and each segment, the substrings at those few places, each also with its last character
 * taken from the one after it; a key within d shares one of those probes.
 * Probes are hashed (length, segment number, text): a hash collision only adds a candidate, and
 * every candidate's distance is computed, so the keys found are exactly those a scan of every key
 * would find.
 */
import { editDistance } from './normalize.ts';
import { BUCKETS, aligned, histogram, signatureOf } from './name-layout.ts';
import type { NameLayout, Strings } from './name-layout.ts';
import { finish, hashOf, popcount, reachOf, scanBound, seed, segmentStart, step } from './near-hash.ts';
export { maxDistance, popcount, reachOf } from './near-hash.ts';

/** The hashing and cut of the stored entries: changed with hashOf, seed, step, finish or segmentStart, so older ones are built again. */
const NEAR_FORMAT = 'near-1';

/** How many keys' segments are looked up to check stored entries. */
const SAMPLE = 64;

/** A length with at most this many keys is not probed: its keys are all candidates. */
const SPARSE = 48;

/** The segment index over sorted compact keys (see the module comment). */
export class NearKeyIndex {
  /** Per probe entry: its hash and its key, grouped by hash bucket: bucket b's are `bucketStart[b] .. bucketStart[b + 1]`. */
  private readonly hashes: Uint32Array;
  private readonly keyOf: Int32Array;
  private readonly bucketStart: Int32Array;
  private readonly mask: number;
  /** Segments per key length (D(L) + 1); 0 where no key has that length. */
  private readonly segmentsOf: Int32Array;
  /** The keys of length L are `byLength[lengthStart[L] .. lengthStart[L + 1]]` (a length with few keys is read whole). */
  private readonly lengthStart: Int32Array;
  private readonly byLength: Int32Array;
  /** Each key's row in `byLength`, whose letter-set signature and letter histogram are the cheap bounds checked first. */
  private readonly rowOf: Int32Array;
  private readonly lengthSigs: Uint32Array;
  private readonly histograms: Uint8Array;
  private readonly keys: Strings;
  /** Per key in the current search: `seen[key] === stamp` when it was hit, by `count` segments, the last `lastSegment`. */
  private readonly seen: Int32Array;
  private readonly count: Uint8Array;
  private readonly lastSegment: Int8Array;
  private stamp = 0;
  /** Whether the entries were the stored ones (else built here). */
  readonly stored: boolean;

  /**
   * From the layout's sorted compact keys and their length order with signatures and histograms
   * (name-layout.ts); with `stored`, the entries as the card index keeps them (nearBlobs), used when
   * they are whole and were made for these keys by this code (else built again, as without them).
   */
  constructor(from: NearKeySource, stored?: NearKeyParts | null) {
    const keys = from.keys;
    this.keys = keys;
    this.byLength = from.byLength;
    this.lengthSigs = from.lengthSigs;
    this.histograms = from.histograms;
    let longest = 0;
    for (let i = 0; i < keys.length; i++) longest = Math.max(longest, keys.lengthOf(i));
    this.segmentsOf = new Int32Array(longest + 1);
    let total = 0;
    for (let i = 0; i < keys.length; i++) {
      const len = keys.lengthOf(i);
      if (this.segmentsOf[len] === 0) this.segmentsOf[len] = reachOf(len) + 1;
      total += this.segmentsOf[len]!;
    }
    const restored = stored ? this.restorable(stored, total) : null;
    this.stored = restored !== null;
    const entries = restored ?? this.build(total);
    this.hashes = entries.hashes;
    this.keyOf = entries.keyOf;
    this.bucketStart = entries.bucketStart;
    this.mask = entries.bucketStart.length - 2;
    this.lengthStart = new Int32Array(longest + 2);
    for (let i = 0; i < keys.length; i++) this.lengthStart[keys.lengthOf(i) + 1]!++;
    for (let len = 1; len <= longest + 1; len++) this.lengthStart[len]! += this.lengthStart[len - 1]!;
    this.rowOf = new Int32Array(keys.length);
    for (let k = 0; k < this.byLength.length; k++) this.rowOf[this.byLength[k]!] = k;
    this.seen = new Int32Array(keys.length);
    this.count = new Uint8Array(keys.length);
    this.lastSegment = new Int8Array(keys.length);
  }

  /** Hashes every segment of every key (`total` of them) and groups them by bucket. */
  private build(total: number): NearKeyParts {
    const keys = this.keys;
    let buckets = 1;
    while (buckets < total) buckets <<= 1;
    const mask = buckets - 1;
    const hashOfEntry = new Uint32Array(total);
    const keyOfEntry = new Int32Array(total);
    const bucketStart = new Int32Array(buckets + 1);
    let e = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys.get(i);
      const len = key.length;
      const k = this.segmentsOf[len]!;
      for (let seg = 0; seg < k; seg++) {
        const h = hashOf(key, segmentStart(len, k, seg), segmentStart(len, k, seg + 1), len, seg);
        hashOfEntry[e] = h;
        keyOfEntry[e] = i;
        bucketStart[(h & mask) + 1]!++;
        e++;
      }
    }
    for (let b = 1; b <= buckets; b++) bucketStart[b]! += bucketStart[b - 1]!;
    const fill = bucketStart.slice(0, buckets);
    const hashes = new Uint32Array(total);
    const keyOf = new Int32Array(total);
    for (let x = 0; x < total; x++) {
      const at = fill[hashOfEntry[x]! & mask]!++;
      hashes[at] = hashOfEntry[x]!;
      keyOf[at] = keyOfEntry[x]!;
    }
    return { format: this.format(), bucketStart, hashes, keyOf };
  }

  /** What the stored entries must have been made with: this code's hashing and cut, for these key lengths. */
  private format(): string {
    return `${NEAR_FORMAT} ${this.segmentsOf.join(',')}`;
  }

  /**
   * The stored entries when they hold together for these keys (sizes, buckets in order, each entry
   * in its hash's bucket, keys in range) and a sample of keys has every segment where this code
   * puts it; else null. Every chain is bounded by its bucket, so a damaged entry can add a
   * candidate (whose distance is computed) but never loop.
   */
  private restorable(p: NearKeyParts, total: number): NearKeyParts | null {
    const buckets = p.bucketStart.length - 1;
    if (p.format !== this.format() || buckets < 1 || (buckets & (buckets - 1)) !== 0) return null;
    if (p.hashes.length !== total || p.keyOf.length !== total || p.bucketStart[0] !== 0 || p.bucketStart[buckets] !== total) return null;
    const mask = buckets - 1;
    const n = this.keys.length;
    for (let b = 0; b < buckets; b++) {
      const from = p.bucketStart[b]!;
      const to = p.bucketStart[b + 1]!;
      if (to < from) return null;
      for (let e = from; e < to; e++) if ((p.hashes[e]! & mask) !== b || p.keyOf[e]! < 0 || p.keyOf[e]! >= n) return null;
    }
    const step = Math.max(1, Math.floor(n / SAMPLE));
    for (let i = 0; i < n; i += step) {
      const key = this.keys.get(i);
      const len = key.length;
      const k = this.segmentsOf[len]!;
      for (let seg = 0; seg < k; seg++) {
        const h = hashOf(key, segmentStart(len, k, seg), segmentStart(len, k, seg + 1), len, seg);
        let found = false;
        for (let e = p.bucketStart[h & mask]!, end = p.bucketStart[(h & mask) + 1]!; e < end && !found; e++) found = p.hashes[e] === h && p.keyOf[e] === i;
        if (!found) return null;
      }
    }
    return p;
  }

  /** The entries as the card index keeps them (nearBlobs). */
  parts(): NearKeyParts {
    return { format: this.format(), bucketStart: this.bucketStart, hashes: this.hashes, keyOf: this.keyOf };
  }

  /** How many (key, segment) entries the index holds. */
  get size(): number {
    return this.hashes.length;
  }

  /**
   * Every key within `d` edits of `q` (and a few farther, which the caller's distance check drops):
   * each key once, by its position in the sorted compact keys. A key of k segments within d edits has
   * at least k − d of them found (see the module comment): those with fewer are left out.
   */
  candidates(q: string, d: number): number[] {
    const out: number[] = [];
    if (++this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const n = q.length;
    let need = 1;
    let segment = 0;
    const take = (h: number): void => {
      for (let e = this.bucketStart[h & this.mask]!, end = this.bucketStart[(h & this.mask) + 1]!; e < end; e++) {
        if (this.hashes[e] !== h) continue;
        const key = this.keyOf[e]!;
        if (this.seen[key] !== stamp) {
          this.seen[key] = stamp;
          this.count[key] = 0;
          this.lastSegment[key] = -1;
        }
        // Each segment counts once (its probes come one segment after another).
        if (this.lastSegment[key] === segment) continue;
        this.lastSegment[key] = segment;
        if (++this.count[key]! === need) out.push(key);
      }
    };
    for (let len = Math.max(1, n - d); len <= n + d && len < this.segmentsOf.length; len++) {
      const k = this.segmentsOf[len]!;
      if (k === 0) continue;
      // A length with fewer keys than the probes would cost: all of them (cheaper than probing).
      const from = this.lengthStart[len]!;
      const to = this.lengthStart[len + 1]!;
      if (to - from <= SPARSE) {
        for (let at = from; at < to; at++) out.push(this.byLength[at]!);
        continue;
      }
      const delta = n - len;
      need = k - d;
      for (let seg = 0; seg < k; seg++) {
        segment = seg;
        const a = segmentStart(len, k, seg);
        const m = segmentStart(len, k, seg + 1) - a;
        const base = seed(len, seg);
        for (let s = -d; s <= d; s++) {
          if (Math.abs(s) + Math.abs(delta - s) > d) continue;
          const p = a + s;
          if (p < 0 || p + m > n) continue;
          // The segment as it is.
          let h = base;
          for (let j = p; j < p + m; j++) h = step(h, q.charCodeAt(j));
          take(finish(h));
          // Its last character swapped with the one after it.
          if (m > 0 && p + m < n) {
            h = base;
            for (let j = p; j < p + m - 1; j++) h = step(h, q.charCodeAt(j));
            take(finish(step(h, q.charCodeAt(p + m))));
          }
        }
      }
    }
    return out;
  }

  /**
   * The keys nearest `q` the way a scan of every key finds them (NearestKeys, bench/baseline-linear-names.ts): all
   * those within one edit (each with its distance) when there are any; else all those at the
   * smallest distance from 2 to `max`, or none. `note` gets each key's position in the sorted compact
   * keys and its distance, in the scan's order (names tied on everything else keep that order).
   */
  find(q: string, japanese: boolean, max: number, note: (key: number, distance: number) => void): void {
    const near: number[] = [];
    const distance = new Map<number, number>();
    const sq = signatureOf(q);
    const hq = new Uint8Array(BUCKETS);
    histogram(q, hq, 0);
    for (const i of this.candidates(q, 1)) {
      // (One edit changes at most two bits of the letter-set signature.)
      if (!this.near(i, sq, hq, japanese, 2)) continue;
      const d = editDistance(q, this.keys.get(i), 1);
      if (d > 1) continue;
      near.push(i);
      distance.set(i, d);
    }
    if (near.length > 0) {
      // The scan's order: by length, then position.
      near.sort((a, b) => this.keys.lengthOf(a) - this.keys.lengthOf(b) || a - b);
      for (const i of near) note(i, distance.get(i)!);
      return;
    }
    // The nearest distance from 2 up: the first with any key is the smallest.
    const hits: number[] = [];
    let reach = 2;
    for (; reach <= max && hits.length === 0; reach++) {
      for (const i of this.candidates(q, reach)) {
        if (!this.near(i, sq, hq, japanese, 2 * reach)) continue;
        if (editDistance(q, this.keys.get(i), reach) === reach) hits.push(i);
      }
    }
    reach--;
    // The scan's order: by the cheap lower bound it bucketed keys by, then length, then position.
    const bound = new Map(hits.map((i) => [i, scanBound(q, this.keys.get(i), japanese)]));
    hits.sort((a, b) => bound.get(a)! - bound.get(b)! || this.keys.lengthOf(a) - this.keys.lengthOf(b) || a - b);
    for (const i of hits) note(i, reach);
  }

  /**
   * Whether key `i` may be within `twice` / 2 edits of the query (signature `sq`, histogram `hq`): each
   * edit changes at most two bits of the letter-set signature and the letter histograms' L1 distance
   * by at most two (the histograms only for Latin script, as the scan had them).
   */
  private near(i: number, sq: number, hq: Uint8Array, japanese: boolean, twice: number): boolean {
    const row = this.rowOf[i]!;
    if (popcount(sq ^ this.lengthSigs[row]!) > twice) return false;
    if (japanese) return true;
    let l1 = 0;
    for (let b = 0, at = row * BUCKETS; b < BUCKETS && l1 <= twice; b++, at++) {
      const diff = hq[b]! - this.histograms[at]!;
      l1 += diff < 0 ? -diff : diff;
    }
    return l1 <= twice;
  }
}

/** What NearKeyIndex is built from: the layout's sorted compact keys, their length order, signatures and histograms. */
export interface NearKeySource {
  keys: Strings;
  byLength: Int32Array;
  lengthSigs: Uint32Array;
  histograms: Uint8Array;
}

/** NearKeyIndex's entries (its probe hashes by bucket), as the card index stores them. */
export interface NearKeyParts {
  /** NEAR_FORMAT and the segments per key length they were cut with. */
  format: string;
  bucketStart: Int32Array;
  hashes: Uint32Array;
  keyOf: Int32Array;
}

/** The entries as named blobs (src/cards/sqlite.ts keeps them in the index's `layout` table). */
export function nearBlobs(index: NearKeyIndex): [string, Buffer][] {
  const p = index.parts();
  const bytes = (a: Int32Array | Uint32Array): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return [
    ['near.format', Buffer.from(p.format, 'utf8')],
    ['near.bucketStart', bytes(p.bucketStart)],
    ['near.hashes', bytes(p.hashes)],
    ['near.keyOf', bytes(p.keyOf)],
  ];
}

/** The entries from their blobs (`get` reads one by name), or null when one is missing or misshapen (NearKeyIndex checks the rest). */
export function nearPartsFromBlobs(get: (name: string) => Uint8Array | undefined): NearKeyParts | null {
  const format = get('near.format');
  const parts = [get('near.bucketStart'), get('near.hashes'), get('near.keyOf')];
  if (!format || parts.some((b) => !b || b.byteLength % 4 !== 0)) return null;
  const [bucketStart, hashes, keyOf] = parts.map((b) => aligned(b!)) as [ArrayBuffer, ArrayBuffer, ArrayBuffer];
  return {
    format: Buffer.from(format.buffer, format.byteOffset, format.byteLength).toString('utf8'),
    bucketStart: new Int32Array(bucketStart),
    hashes: new Uint32Array(hashes),
    keyOf: new Int32Array(keyOf),
  };
}

/** The NearKeyIndex source of a name layout. */
export function nearKeySource(l: Pick<NameLayout, 'exactCompact' | 'byLength' | 'lengthSigs' | 'histograms'>): NearKeySource {
  return { keys: l.exactCompact.keys, byLength: l.byLength, lengthSigs: l.lengthSigs, histograms: l.histograms };
}
