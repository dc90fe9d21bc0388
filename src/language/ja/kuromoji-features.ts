/** kuromoji's feature lines in a compact byte code: a category number plus surface, base form, reading and pronunciation. */
import { transientBuffer } from './kuromoji-buffers.ts';

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

/**
 * The word table `tid` rewritten in place so each word's feature offset (an int32 at +6 of its 10 bytes) is its line's
 * offset in the store: its old offset found among the line starts (in order, so usually the next one).
 */
function repointWords(tid: Uint8Array, oldStarts: readonly number[], newStarts: readonly number[]): void {
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
    repointWords(tid, oldStarts, newStarts);
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
