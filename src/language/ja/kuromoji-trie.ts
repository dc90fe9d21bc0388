/** kuromoji's double-array trie trimmed of unused slots, and its trie-id -> word-ids map as two typed arrays. */

// ---------------------------------------------------------------------------------------------
// The double-array trie

/**
 * The trie's base and check arrays without their tail of unused slots: kuromoji reads a slot past
 * the end as base -i+1, check -i-1, which is what an unused slot at the end holds.
 */
export function trimTrie(base: Int32Array, check: Int32Array): [Int32Array, Int32Array] {
  let end = Math.max(base.length, check.length);
  const baseAt = (i: number): number => (i < base.length ? base[i]! : -i + 1);
  const checkAt = (i: number): number => (i < check.length ? check[i]! : -i - 1);
  while (end > 0 && baseAt(end - 1) === -(end - 1) + 1 && checkAt(end - 1) === -(end - 1) - 1) end--;
  // Each in a buffer of exactly its size (kuromoji makes its Int32Array from the ArrayBuffer).
  const cut = (a: Int32Array): Int32Array => (a.length <= end && a.byteOffset === 0 && a.buffer.byteLength === a.byteLength ? a : a.slice(0, Math.min(a.length, end)));
  return [cut(base), cut(check)];
}

// ---------------------------------------------------------------------------------------------
// Trie id -> word ids

/** Little-endian int32 as kuromoji's ByteBuffer reads it (0 past the end). */
function readInt(b: Uint8Array, at: number): number {
  if (b.length < at + 4) return 0;
  return (b[at + 3]! << 24) + (b[at + 2]! << 16) + (b[at + 1]! << 8) + b[at]!;
}

export class TargetMap {
  constructor(
    /** Word ids of trie id k: values[start[k] .. start[k + 1]]. */
    readonly start: Uint32Array,
    readonly values: Int32Array,
  ) {}

  /**
   * From the tid_map file, read as kuromoji reads it: a count, then (key, n, n values) records
   * until the end; a key seen again has its values appended.
   */
  static read(b: Uint8Array): TargetMap {
    // Three passes over the records (the largest key and the total, the counts, the values), so
    // nothing is allocated per record.
    const each = (f: (key: number, at: number, n: number) => void): void => {
      for (let at = 4; b.length >= at + 1; ) {
        const key = readInt(b, at);
        const n = readInt(b, at + 4);
        at += 8;
        if (n > 0) f(key, at, n);
        at += Math.max(0, n) * 4;
      }
    };
    let maxKey = -1;
    let total = 0;
    each((key, _at, n) => {
      if (key < 0) throw new Error('kuromoji dictionary: a negative trie id in tid_map');
      maxKey = Math.max(maxKey, key);
      total += n;
    });
    // CSR in place: counts, then each key's start used as its fill cursor (ending at the next
    // key's start), then shifted back by one key.
    const start = new Uint32Array(maxKey + 2);
    each((key, _at, n) => (start[key + 1]! += n));
    for (let k = 1; k < start.length; k++) start[k]! += start[k - 1]!;
    const values = new Int32Array(total);
    each((key, at, n) => {
      for (let i = 0; i < n; i++) values[start[key]!++] = readInt(b, at + 4 * i);
    });
    for (let k = start.length - 1; k > 0; k--) start[k] = start[k - 1]!;
    start[0] = 0;
    return new TargetMap(start, values);
  }

  /** The word ids of a trie id, or undefined when it has none (as kuromoji's object has no key). */
  get(key: number): Int32Array | undefined {
    if (!Number.isInteger(key) || key < 0 || key >= this.start.length - 1) return undefined;
    const from = this.start[key]!;
    const to = this.start[key + 1]!;
    return to > from ? this.values.subarray(from, to) : undefined;
  }

  /** Every trie id that has word ids, ascending. */
  *keys(): Iterable<number> {
    for (let k = 0; k + 1 < this.start.length; k++) if (this.start[k + 1]! > this.start[k]!) yield k;
  }

  /** An object kuromoji can index as its `target_map[trieId]`. */
  asObject(): Record<number, ArrayLike<number>> {
    return new Proxy({} as Record<number, ArrayLike<number>>, {
      // Only an index's own spelling ("12", not "012" or "") names an entry, as on a plain object.
      get: (_target, prop) => (typeof prop === 'string' && String(Number(prop)) === prop ? this.get(Number(prop)) : undefined),
    });
  }
}
