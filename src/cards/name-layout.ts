/**
 * The name index in a compact layout (issue 15 §5): sorted string tables with their entries in flat
 * typed arrays instead of maps of arrays, so the whole index — names, keys, words, the fuzzy
 * word-deletion table, card summaries — is written once next to the card index (SQLite) and read
 * back as a dozen blobs in tens of milliseconds, where building it from the name rows took most of
 * a second on every start.
 */
import { compactKey, keyTokens } from './normalize.ts';
import { compareAt } from './strings-compare.ts';
import type { CardSummary, NameKind, NameRow } from './names.ts';

/**
 * A list of strings kept as one string and the offsets of its parts: reading it back is one
 * decode, not hundreds of thousands of small strings for the garbage collector to trace; a part
 * is sliced out when it is looked at.
 */
export class Strings {
  constructor(
    readonly text: string,
    readonly offsets: Int32Array,
  ) {}

  static of(xs: readonly string[]): Strings {
    const offsets = new Int32Array(xs.length + 1);
    let at = 0;
    xs.forEach((x, i) => {
      offsets[i] = at;
      at += x.length;
    });
    offsets[xs.length] = at;
    return new Strings(xs.join(''), offsets);
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  get(i: number): string {
    return this.text.slice(this.offsets[i]!, this.offsets[i + 1]!);
  }

  /** The length of part `i` (without slicing it). */
  lengthOf(i: number): number {
    return this.offsets[i + 1]! - this.offsets[i]!;
  }

  toBlobs(name: string): [string, Buffer][] {
    // Latin-1 text is stored (and read back, as V8's one-byte strings) at half the size.
    let latin1 = true;
    for (let i = 0; i < this.text.length && latin1; i++) latin1 = this.text.charCodeAt(i) < 256;
    return [
      [`${name}.text`, Buffer.from(this.text, latin1 ? 'latin1' : 'utf16le')],
      [`${name}.latin1`, Buffer.from([latin1 ? 1 : 0])],
      [`${name}.offsets`, Buffer.from(this.offsets.buffer, this.offsets.byteOffset, this.offsets.byteLength)],
    ];
  }
}

/** Distinct strings, sorted, each with a list of numbers (CSR: list[start[i] .. start[i + 1]]). */
export class StringTable {
  constructor(
    readonly keys: Strings,
    readonly start: Int32Array,
    readonly list: Int32Array,
  ) {}

  static fromMap(map: ReadonlyMap<string, readonly number[]>): StringTable {
    const sorted = [...map.keys()].sort();
    const keys = Strings.of(sorted);
    const start = new Int32Array(keys.length + 1);
    let total = 0;
    sorted.forEach((k, i) => {
      start[i] = total;
      total += map.get(k)!.length;
    });
    start[sorted.length] = total;
    const list = new Int32Array(total);
    sorted.forEach((k, i) => list.set(map.get(k)!, start[i]!));
    return new StringTable(keys, start, list);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The position of `key`, or -1. */
  indexOf(key: string): number {
    const i = this.lowerBound(key);
    return i < this.keys.length && compareAt(this.keys, i, key) === 0 ? i : -1;
  }

  /** The first position whose key is >= `key`. */
  lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareAt(this.keys, mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  at(i: number): number[] {
    return Array.from(this.list.subarray(this.start[i]!, this.start[i + 1]!));
  }

  get(key: string): number[] | undefined {
    const i = this.indexOf(key);
    return i < 0 ? undefined : this.at(i);
  }

  has(key: string): boolean {
    return this.indexOf(key) >= 0;
  }

  count(i: number): number {
    return this.start[i + 1]! - this.start[i]!;
  }
}

/** Everything a NameIndex holds, as plain arrays. */
export interface NameLayout {
  keys: Strings;
  compacts: Strings;
  displays: Strings;
  english: Strings;
  cardOf: Int32Array;
  faceOf: Int16Array;
  kindOf: Uint8Array;
  /** Spaced keys -> entries. */
  exact: StringTable;
  /** Compact keys -> entries (its keys are the sorted distinct compact keys). */
  exactCompact: StringTable;
  /** Words of the spaced keys -> entries. */
  tokens: StringTable;
  /** Single-deletion variants of words of 4+ letters -> the words (positions in `tokens`). */
  deletions: StringTable;
  /** exactCompact's keys (their positions) ordered by length, then position: the fuzzy scan reads one length at a time. */
  byLength: Int32Array;
  /** The letter-set signature (signatureOf) of each key of `byLength`, in that order. */
  lengthSigs: Uint32Array;
  /** The letter histogram (BUCKETS buckets) of each key of `byLength`, in that order. */
  histograms: Uint8Array;
  cards: CardSummary[];
  /** The most played real cards, for an empty autocomplete. */
  popular: Int32Array;
  /** Every entry in the order autocomplete offers names (NameIndex's ranking), computed when the index is built. */
  rankOrder: Int32Array;
}

export const BUCKETS = 28;

function bucketOf(c: number): number {
  return c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? 26 : 27;
}

/**
 * A 32-bit set of the characters of a key: a-z one bit each, digits one bit, other characters
 * hashed onto the 32 bits. One edit changes at most two bits, so popcount(a ^ b) / 2 is a lower
 * bound on the edit distance of two keys.
 */
export function signatureOf(s: string): number {
  let sig = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const bit = c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? 26 : c < 128 ? 27 : Math.imul(c, 2654435761) >>> 27;
    sig |= 1 << bit;
  }
  return sig >>> 0;
}

export function histogram(s: string, into: Uint8Array, at: number): void {
  for (let i = 0; i < s.length; i++) {
    const b = at + bucketOf(s.charCodeAt(i));
    if (into[b]! < 255) into[b]!++;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The single-deletion variants of a word. */
export function deletionsOf(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/** The fuzzy scan's order of compact keys (by length, then position) with their signatures and histograms. */
export function lengthOrder(compact: Strings): Pick<NameLayout, 'byLength' | 'lengthSigs' | 'histograms'> {
  const ids = Int32Array.from({ length: compact.length }, (_, i) => i).sort((a, b) => compact.lengthOf(a) - compact.lengthOf(b) || a - b);
  const lengthSigs = new Uint32Array(ids.length);
  const histograms = new Uint8Array(ids.length * BUCKETS);
  ids.forEach((i, k) => {
    const key = compact.get(i);
    lengthSigs[k] = signatureOf(key);
    histogram(key, histograms, k * BUCKETS);
  });
  return { byLength: ids, lengthSigs, histograms };
}

/** Builds the layout from name rows and card summaries; `rank` orders the entries for autocomplete. */
export function buildNameLayout(
  rows: Iterable<NameRow>,
  cards: CardSummary[],
  kinds: readonly NameKind[],
  popular: (cards: readonly CardSummary[]) => number[],
  rank: (l: Omit<NameLayout, 'rankOrder'>) => Int32Array,
): NameLayout {
  const keys: string[] = [];
  const compacts: string[] = [];
  const displays: string[] = [];
  const english: string[] = [];
  const cardOf: number[] = [];
  const faceOf: number[] = [];
  const kindOf: number[] = [];
  const exact = new Map<string, number[]>();
  const exactCompact = new Map<string, number[]>();
  const tokens = new Map<string, number[]>();
  for (const [key, compact, card, face, kind, display, en] of rows) {
    if (key === '') continue;
    const i = keys.length;
    keys.push(key);
    compacts.push(compact || compactKey(key));
    cardOf.push(card);
    faceOf.push(face);
    kindOf.push(kinds.indexOf(kind));
    displays.push(display);
    english.push(en);
    push(exact, key, i);
    push(exactCompact, compact, i);
    for (const t of new Set(keyTokens(key))) push(tokens, t, i);
  }
  const compactTable = StringTable.fromMap(exactCompact);
  const tokenTable = StringTable.fromMap(tokens);
  const deletions = new Map<string, number[]>();
  for (let id = 0; id < tokenTable.size; id++) {
    const t = tokenTable.keys.get(id);
    // Fuzzy word matching is for Latin-script queries only (Japanese names have no spaces to split on).
    if (t.length >= 4 && /^[\x20-\x7e]+$/.test(t)) for (const d of new Set(deletionsOf(t))) push(deletions, d, id);
  }
  const l: Omit<NameLayout, 'rankOrder'> = {
    keys: Strings.of(keys),
    compacts: Strings.of(compacts),
    displays: Strings.of(displays),
    english: Strings.of(english),
    cardOf: Int32Array.from(cardOf),
    faceOf: Int16Array.from(faceOf),
    kindOf: Uint8Array.from(kindOf),
    exact: StringTable.fromMap(exact),
    exactCompact: compactTable,
    tokens: tokenTable,
    deletions: StringTable.fromMap(deletions),
    ...lengthOrder(compactTable.keys),
    cards,
    popular: Int32Array.from(popular(cards)),
  };
  return { ...l, rankOrder: rank(l) };
}

// ---------------------------------------------------------------------------------------------
// As blobs (src/cards/sqlite.ts stores them in the index's `layout` table)

const SEP = '\u0001';

const text = (xs: readonly string[]): Buffer => Buffer.from(xs.join(SEP), 'utf8');
const strings = (b: Uint8Array): string[] => (b.byteLength === 0 ? [] : Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('utf8').split(SEP));
const bytes = (a: Int32Array | Uint32Array | Int16Array | Uint8Array): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/** A blob's bytes as a whole aligned buffer: its own when it fills it (better-sqlite3's do; no second copy held), else a copy. */
export function aligned(b: Uint8Array): ArrayBuffer {
  if (b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.buffer instanceof ArrayBuffer) return b.buffer;
  const copy = new ArrayBuffer(b.byteLength);
  new Uint8Array(copy).set(b);
  return copy;
}

function tableBlobs(name: string, t: StringTable): [string, Buffer][] {
  return [
    ...t.keys.toBlobs(`${name}.keys`),
    [`${name}.start`, bytes(t.start)],
    [`${name}.list`, bytes(t.list)],
  ];
}

/** The layout as named blobs. */
export function layoutBlobs(l: NameLayout): [string, Buffer][] {
  const c = l.cards;
  return [
    ...l.keys.toBlobs('keys'),
    ...l.compacts.toBlobs('compacts'),
    ...l.displays.toBlobs('displays'),
    ...l.english.toBlobs('english'),
    ['cardOf', bytes(l.cardOf)],
    ['faceOf', bytes(l.faceOf)],
    ['kindOf', bytes(l.kindOf)],
    ...tableBlobs('exact', l.exact),
    ...tableBlobs('exactCompact', l.exactCompact),
    ...tableBlobs('tokens', l.tokens),
    ...tableBlobs('deletions', l.deletions),
    ['byLength', bytes(l.byLength)],
    ['lengthSigs', bytes(l.lengthSigs)],
    ['histograms', bytes(l.histograms)],
    ['rankOrder', bytes(l.rankOrder)],
    ['cards.name', text(c.map((x) => x.name))],
    ['cards.layout', text(c.map((x) => x.layout))],
    ['cards.type', text(c.map((x) => x.type_line ?? '\u0002'))],
    ['cards.ja', text(c.map((x) => x.ja ?? '\u0002'))],
    ['cards.rank', bytes(Int32Array.from(c, (x) => x.rank ?? -1))],
    ['popular', bytes(l.popular)],
  ];
}

/**
 * The layout from its blobs (`get` reads one by name); null when one is missing or they don't hold
 * together. The fuzzy-only parts are read on first use: a damaged one throws then.
 */
export function layoutFromBlobs(get: (name: string) => Uint8Array | undefined): NameLayout | null {
  const need = (name: string): Uint8Array => {
    const b = get(name);
    if (!b) throw new Error(`missing ${name}`);
    return b;
  };
  const i32 = (name: string): Int32Array => new Int32Array(aligned(need(name)));
  const lazy = (name: string): Strings => {
    const t = need(`${name}.text`);
    const latin1 = need(`${name}.latin1`)[0] === 1;
    return new Strings(Buffer.from(t.buffer, t.byteOffset, t.byteLength).toString(latin1 ? 'latin1' : 'utf16le'), i32(`${name}.offsets`));
  };
  const table = (name: string): StringTable => new StringTable(lazy(`${name}.keys`), i32(`${name}.start`), i32(`${name}.list`));
  try {
    const keys = lazy('keys');
    const names = strings(need('cards.name'));
    const layouts = strings(need('cards.layout'));
    const types = strings(need('cards.type'));
    const ja = strings(need('cards.ja'));
    const rank = i32('cards.rank');
    const cards: CardSummary[] = names.map((name, i) => ({
      name,
      layout: layouts[i]!,
      type_line: types[i] === '\u0002' ? null : types[i]!,
      rank: rank[i]! < 0 ? null : rank[i]!,
      ja: ja[i] === '\u0002' ? null : ja[i]!,
    }));
    // The fuzzy-only parts (the word-deletion table, the length order with its signatures and
    // letter histograms) and the English names of Japanese entries are read when first used.
    let deletions: StringTable | null = null;
    let english: Strings | null = null;
    let byLength: Int32Array | null = null;
    let lengthSigs: Uint32Array | null = null;
    let histograms: Uint8Array | null = null;
    const l: NameLayout = {
      keys,
      compacts: lazy('compacts'),
      displays: lazy('displays'),
      // Only a Japanese name whose card isn't in the catalog reads it (2.5 MB not read at start).
      get english(): Strings {
        english ??= lazy('english');
        return english;
      },
      cardOf: i32('cardOf'),
      faceOf: new Int16Array(aligned(need('faceOf'))),
      kindOf: new Uint8Array(aligned(need('kindOf'))),
      exact: table('exact'),
      exactCompact: table('exactCompact'),
      tokens: table('tokens'),
      get deletions(): StringTable {
        deletions ??= table('deletions');
        return deletions;
      },
      get byLength(): Int32Array {
        byLength ??= i32('byLength');
        return byLength;
      },
      get lengthSigs(): Uint32Array {
        lengthSigs ??= new Uint32Array(aligned(need('lengthSigs')));
        return lengthSigs;
      },
      get histograms(): Uint8Array {
        histograms ??= new Uint8Array(aligned(need('histograms')));
        return histograms;
      },
      cards,
      popular: i32('popular'),
      rankOrder: i32('rankOrder'),
    };
    const n = keys.length;
    const ok =
      l.compacts.length === n && l.displays.length === n && l.cardOf.length === n && l.faceOf.length === n && l.kindOf.length === n && l.rankOrder.length === n &&
      layouts.length === cards.length && types.length === cards.length && ja.length === cards.length && rank.length === cards.length &&
      [l.exact, l.exactCompact, l.tokens].every((t) => t.start.length === t.size + 1 && t.start[t.size] === t.list.length);
    return ok ? l : null;
  } catch {
    return null;
  }
}
