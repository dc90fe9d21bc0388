/**
 * kuromoji's per-word dictionary in flat arrays (issue 15 §4). As kuromoji loads it, the IPA
 * dictionary holds ~130 MB for as long as the process lives: the map from trie ids to word ids is
 * a plain object of ~326,000 arrays (~70 MB of heap for 1.5 MB of numbers), the words' feature
 * lines are 36 MB of UTF-8, and the trie keeps unused slots up to a power of two. Here:
 *
 * - TargetMap: the trie-id -> word-ids map as two typed arrays (CSR), read through a Proxy that
 *   answers `target_map[id]` with a view of the ids (undefined where the object had no key);
 * - FeatureStore: each feature line as a category number (the six part-of-speech and conjugation
 *   fields; 667 distinct in the IPA dictionary) plus surface, base form, reading and pronunciation
 *   in a byte code where kana and ASCII take one byte ("the same as the surface / the reading"
 *   takes one byte too). It gives back the identical line. The word table's feature offsets are
 *   rewritten to point into it;
 * - trimTrie: the double-array's tail of never-used slots dropped, since kuromoji reads a slot
 *   past the end as exactly the value an unused slot holds.
 *
 * Nothing of kuromoji's code is changed: these stand in for its objects by the methods it calls
 * (test/language/ja/kuromoji-compact.test.ts compares every entry and the tokens of many texts
 * with the package's own loading).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Transient buffers are allocated at least this big. glibc's malloc serves a large block by mmap,
 * but when such a block of up to 32 MB is freed it raises its mmap threshold to that size, and
 * from then on blocks below it come from the heap, where the dictionary's temporary buffers left
 * ~30-40 MB of holes that stayed resident (measured). Blocks above 32 MB never move the threshold;
 * only the pages actually written count as resident, and they go back to the system when freed.
 */
const TRANSIENT_BYTES = 33 * 1024 * 1024;

/** A buffer for temporary use: at least `size` bytes, in a block that goes back to the system when freed. */
export function transientBuffer(size: number): Uint8Array {
  return new Uint8Array(Math.max(size, TRANSIENT_BYTES));
}

/**
 * A gzip file decompressed into one buffer (a view of a transient block, see TRANSIENT_BYTES): the
 * output size is read from the gzip trailer, so zlib writes into a single allocation instead of
 * 16 KB chunks joined by a copy.
 */
export function gunzipWhole(gz: Uint8Array): Buffer {
  const size = gz.length >= 18 ? Buffer.from(gz.buffer, gz.byteOffset, gz.byteLength).readUInt32LE(gz.length - 4) : 0;
  // At least one byte more than the output, so zlib ends with room left and doesn't start another chunk.
  return gunzipSync(gz, { chunkSize: Math.max(TRANSIENT_BYTES, size + 1) });
}

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

// ---------------------------------------------------------------------------------------------
// Feature lines

/**
 * The byte code of a field's characters: 0 ends the field; 1 as a field's only byte means "the
 * same as the surface" (base form) or "the same as the reading" (pronunciation); 2 escapes one
 * UTF-16 code unit in the next two bytes; 3-0x3f are those ASCII characters; 0x40-0xff are the
 * kana U+3040-U+30FF.
 */
const END = 0;
const SAME = 1;
const ESCAPE = 2;
const KANA = 0x3040 - 0x40;
/** The category number of a line that isn't ten fields: the line is then stored whole, as one field. */
const WHOLE = 0xffff;

/** A line's fields, as byte ranges of the UTF-8 text. */
const FIELDS = 10;
/** Fields 1-6 (part of speech, its three details, conjugation type and form) make the category. */
const CATEGORY_FROM = 1;
const CATEGORY_TO = 6;
const SURFACE = 0;
const BASE = 7;
const READING = 8;
const PRONUNCIATION = 9;

/**
 * Writes UTF-8 bytes [from, to) of `src` in the byte code at `out[at]`, then the field end; returns
 * the next position. `out` must have room for 3 bytes per source byte, plus one.
 */
function encodeField(src: Uint8Array, from: number, to: number, out: Uint8Array, at: number): number {
  for (let i = from; i < to; ) {
    const b1 = src[i++]!;
    let code: number;
    if (b1 < 0x80) code = b1;
    else if (b1 >> 5 === 6) code = ((b1 & 0x1f) << 6) | (src[i++]! & 0x3f);
    else if (b1 >> 4 === 14) code = ((b1 & 0x0f) << 12) | ((src[i++]! & 0x3f) << 6) | (src[i++]! & 0x3f);
    else code = ((b1 & 0x07) << 18) | ((src[i++]! & 0x3f) << 12) | ((src[i++]! & 0x3f) << 6) | (src[i++]! & 0x3f);
    if (code >= 0x10000) {
      // A surrogate pair (4 source bytes, 6 written).
      code -= 0x10000;
      const high = 0xd800 | (code >> 10);
      out[at++] = ESCAPE;
      out[at++] = high >>> 8;
      out[at++] = high & 0xff;
      code = 0xdc00 | (code & 0x3ff);
    }
    if (code >= 3 && code <= 0x3f) out[at++] = code;
    else if (code >= 0x3040 && code <= 0x30ff) out[at++] = code - KANA;
    else {
      out[at++] = ESCAPE;
      out[at++] = code >>> 8;
      out[at++] = code & 0xff;
    }
  }
  out[at++] = END;
  return at;
}

function sameBytes(b: Uint8Array, a0: number, a1: number, c0: number, c1: number): boolean {
  if (a1 - a0 !== c1 - c0) return false;
  for (let i = 0; i < a1 - a0; i++) if (b[a0 + i] !== b[c0 + i]) return false;
  return true;
}

/** UTF-8 as kuromoji's ByteBuffer decodes it (its own decoder, so the same string for any bytes). */
function decodeUtf8(b: Uint8Array, from: number, to: number): string {
  const units: number[] = [];
  for (let i = from; i < to; ) {
    const b1 = b[i++]!;
    let code: number;
    if (b1 < 0x80) code = b1;
    else if (b1 >> 5 === 6) code = ((b1 & 0x1f) << 6) | (b[i++]! & 0x3f);
    else if (b1 >> 4 === 14) code = ((b1 & 0x0f) << 12) | ((b[i++]! & 0x3f) << 6) | (b[i++]! & 0x3f);
    else code = ((b1 & 0x07) << 18) | ((b[i++]! & 0x3f) << 12) | ((b[i++]! & 0x3f) << 6) | (b[i++]! & 0x3f);
    if (code < 0x10000) units.push(code);
    else {
      code -= 0x10000;
      units.push(0xd800 | (code >> 10), 0xdc00 | (code & 0x3ff));
    }
  }
  return String.fromCharCode(...units);
}

export class FeatureStore {
  constructor(
    readonly bytes: Uint8Array,
    /** Category number -> its six fields joined by commas. */
    readonly categories: readonly string[],
  ) {}

  /**
   * The feature lines of `pos` (tid_pos: NUL-terminated UTF-8 lines) in the byte code. The word
   * table `tid` (10 bytes a word: left id, right id, cost, then the line's offset as an int32 at
   * +6) is rewritten in place to give each word its line's offset in the store.
   */
  static build(pos: Uint8Array, tid: Uint8Array): FeatureStore {
    let out = transientBuffer(pos.length >> 2);
    let length = 0;
    const categories: string[] = [];
    /** Category bytes' hash -> the first category with that hash; others (a collision) by their text. */
    const byHash = new Map<number, number>();
    const byText = new Map<string, number>();
    const categoryAt: number[] = [];
    const oldStarts: number[] = [];
    const newStarts: number[] = [];
    const commas = new Int32Array(FIELDS - 1);
    const category = (c0: number, c1: number): number => {
      let hash = 0x811c9dc5;
      for (let i = c0; i < c1; i++) hash = Math.imul(hash ^ pos[i]!, 0x01000193);
      const first = byHash.get(hash);
      if (first !== undefined && sameBytes(pos, c0, c1, categoryAt[2 * first]!, categoryAt[2 * first + 1]!)) return first;
      const text = decodeUtf8(pos, c0, c1);
      let id = first === undefined ? undefined : byText.get(text);
      if (id === undefined) {
        id = categories.length;
        if (id >= WHOLE) throw new Error('kuromoji dictionary: too many part-of-speech categories');
        categories.push(text);
        categoryAt.push(c0, c1);
        if (first === undefined) byHash.set(hash, id);
        else byText.set(text, id);
      }
      return id;
    };
    for (let at = 0; at < pos.length; ) {
      let end = at;
      let n = 0;
      while (end < pos.length && pos[end] !== 0) {
        if (pos[end] === 0x2c) {
          if (n < FIELDS - 1) commas[n] = end;
          n++;
        }
        end++;
      }
      if (length + 3 * (end - at) + 8 > out.length) {
        const bigger = transientBuffer(Math.max(out.length * 2, length + 3 * (end - at) + 8));
        bigger.set(out.subarray(0, length));
        out = bigger;
      }
      oldStarts.push(at);
      newStarts.push(length);
      if (n !== FIELDS - 1) {
        out[length++] = WHOLE & 0xff;
        out[length++] = WHOLE >>> 8;
        length = encodeField(pos, at, end, out, length);
      } else {
        // Field k runs from after comma k-1 (or the line start) to comma k (or the line end).
        const id = category(commas[CATEGORY_FROM - 1]! + 1, commas[CATEGORY_TO]!);
        out[length++] = id & 0xff;
        out[length++] = id >>> 8;
        const s0 = at;
        const s1 = commas[SURFACE]!;
        const b0 = commas[BASE - 1]! + 1;
        const b1 = commas[BASE]!;
        const r0 = commas[READING - 1]! + 1;
        const r1 = commas[READING]!;
        const p0 = commas[PRONUNCIATION - 1]! + 1;
        const p1 = end;
        length = encodeField(pos, s0, s1, out, length);
        if (sameBytes(pos, b0, b1, s0, s1)) out[length++] = SAME;
        else length = encodeField(pos, b0, b1, out, length);
        length = encodeField(pos, r0, r1, out, length);
        if (sameBytes(pos, p0, p1, r0, r1)) out[length++] = SAME;
        else length = encodeField(pos, p0, p1, out, length);
      }
      at = end + 1;
    }
    // Each word's line: its old offset found among the line starts (in order, so usually the next one).
    const view = new DataView(tid.buffer, tid.byteOffset, tid.byteLength);
    let guess = 0;
    for (let w = 0; w + 10 <= tid.length; w += 10) {
      const old = view.getInt32(w + 6, true);
      const line = guess < oldStarts.length && oldStarts[guess] === old ? guess : binarySearch(oldStarts, old);
      if (line < 0) {
        // kuromoji would read from the middle of a line or past the end; no word of the IPA dictionary does.
        throw new Error(`kuromoji dictionary: word ${w / 10} points at ${old}, not at a feature line`);
      }
      view.setInt32(w + 6, newStarts[line]!, true);
      guess = line + 1;
    }
    return new FeatureStore(out.slice(0, length), categories);
  }

  /** Bytes the store holds. */
  get byteLength(): number {
    return this.bytes.byteLength;
  }

  /** The feature line at `offset` (what kuromoji's ByteBuffer.getString returned for the old offset). */
  getString(offset: number): string {
    const b = this.bytes;
    let at = offset;
    const id = b[at]! | (b[at + 1]! << 8);
    at += 2;
    const units: number[] = [];
    const field = (): string => {
      units.length = 0;
      for (;;) {
        const c = b[at++];
        if (c === undefined || c === END) break;
        if (c === ESCAPE) {
          units.push((b[at]! << 8) | b[at + 1]!);
          at += 2;
        } else units.push(c < 0x40 ? c : c + KANA);
      }
      return String.fromCharCode(...units);
    };
    const sameAs = (other: string): string => {
      if (b[at] === SAME) {
        at++;
        return other;
      }
      return field();
    };
    if (id === WHOLE) return field();
    const surface = field();
    const base = sameAs(surface);
    const reading = field();
    const pronunciation = sameAs(reading);
    return `${surface},${this.categories[id]!},${base},${reading},${pronunciation}`;
  }
}

function binarySearch(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (v === x) return mid;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------
// The whole dictionary

/** Dictionary files kuromoji reads through its ByteBuffer (reads past the end give 0). */
const PADDED = new Set(['tid.dat.gz', 'tid_pos.dat.gz', 'tid_map.dat.gz', 'unk.dat.gz', 'unk_pos.dat.gz', 'unk_map.dat.gz', 'unk_invoke.dat.gz']);

/** One decompressed file as one ArrayBuffer of exactly its size (trailing zero padding dropped where that reads the same). */
export function dictionaryBuffer(file: string, gz: Uint8Array): ArrayBuffer {
  const raw = gunzipWhole(gz);
  let end = raw.length;
  if (PADDED.has(file)) {
    while (end > 0 && raw[end - 1] === 0) end--;
    // Keep whole 4-byte words: ints are read 4 bytes at a time.
    end = Math.min(raw.length, Math.ceil(end / 4) * 4);
  }
  const out = new ArrayBuffer(end);
  new Uint8Array(out).set(raw.subarray(0, end));
  return out;
}

/** The files kuromoji reads whole (tables read by index, and the small unknown-word files). */
const AS_IS = ['cc.dat.gz', 'unk.dat.gz', 'unk_pos.dat.gz', 'unk_map.dat.gz', 'unk_char.dat.gz', 'unk_compat.dat.gz', 'unk_invoke.dat.gz'];

/** The dictionary as kuromoji's loader is given it, its per-word parts flat; plain data, transferable between threads. */
export interface FlatDictionary {
  /** File name -> its contents: AS_IS, the trimmed trie (base, check) and the word table (tid, feature offsets rewritten). */
  files: Record<string, ArrayBuffer>;
  features: { bytes: Uint8Array; categories: string[] };
  targets: { start: Uint32Array; values: Int32Array };
}

/**
 * Reads and flattens the dictionary in `dir` (the package's dict folder). Each file's temporary
 * buffers are dropped before the next is read; kuromoji.ts runs this in a worker thread, so none
 * of them ever reaches the main thread's heap.
 */
export function buildFlatDictionary(dir: string): FlatDictionary {
  const read = (file: string): Buffer => readFileSync(path.join(dir, file));
  const files: Record<string, ArrayBuffer> = {};
  for (const file of AS_IS) files[file] = dictionaryBuffer(file, read(file));
  const ints = (b: Buffer): Int32Array => new Int32Array(b.buffer, b.byteOffset, b.length >> 2);
  const [base, check] = trimTrie(ints(gunzipWhole(read('base.dat.gz'))), ints(gunzipWhole(read('check.dat.gz'))));
  files['base.dat.gz'] = base.buffer as ArrayBuffer;
  files['check.dat.gz'] = check.buffer as ArrayBuffer;
  const tid = dictionaryBuffer('tid.dat.gz', read('tid.dat.gz'));
  files['tid.dat.gz'] = tid;
  const pos = gunzipWhole(read('tid_pos.dat.gz'));
  let end = pos.length;
  while (end > 0 && pos[end - 1] === 0) end--;
  const features = FeatureStore.build(pos.subarray(0, end), new Uint8Array(tid));
  const targets = TargetMap.read(gunzipWhole(read('tid_map.dat.gz')));
  return { files, features: { bytes: features.bytes, categories: [...features.categories] }, targets: { start: targets.start, values: targets.values } };
}

/** The buffers of a flat dictionary, to transfer rather than copy. */
export function transferables(d: FlatDictionary): ArrayBuffer[] {
  return [...Object.values(d.files), d.features.bytes.buffer as ArrayBuffer, d.targets.start.buffer as ArrayBuffer, d.targets.values.buffer as ArrayBuffer];
}
