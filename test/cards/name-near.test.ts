/**
 * The near-key index of fuzzy name matching (src/cards/name-near.ts, issue 15) finds exactly what a
 * scan of every key found (src/bench/baseline-linear-names.ts): the same keys, at the same distances,
 * in the same order, over the real 35k-card catalog — for a table of typed slips of real names
 * (English and Japanese), for names that match nothing, and for a sweep of slips made from every
 * 97th name (one to four edits of each kind). And the table's slips resolve to the card meant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCatalog } from '../../src/cards/catalog.ts';
import { compactKey, editDistance, hasJapanese, nameKey } from '../../src/cards/normalize.ts';
import { NearKeyIndex, maxDistance, nearKeySource, reachOf } from '../../src/cards/name-near.ts';
import type { NearKeyParts } from '../../src/cards/name-near.ts';
import { NearestKeys } from '../../src/bench/baseline-linear-names.ts';
import { Strings, lengthOrder } from '../../src/cards/name-layout.ts';
import { cleanupTempDirs, fullCatalog, releaseFullCatalog } from './helpers.ts';

let catalog: LocalCatalog;
let index: NearKeyIndex;
let scan: NearestKeys;

beforeAll(async () => {
  catalog = await fullCatalog();
  index = new NearKeyIndex(nearKeySource(catalog.index.layout));
  scan = new NearestKeys(catalog.index.layout);
}, 120_000);

afterAll(async () => {
  await releaseFullCatalog();
  cleanupTempDirs();
});

type Found = [key: string, distance: number][];

function found(finder: { find: NearKeyIndex['find'] }, typed: string): Found {
  const q = compactKey(nameKey(typed));
  const japanese = hasJapanese(q);
  const out: Found = [];
  finder.find(q, japanese, maxDistance(q.length, japanese), (i, d) => out.push([catalog.index.layout.exactCompact.keys.get(i), d]));
  return out;
}

/** A deterministic stream of numbers in [0, 1) (a test must give the same rows every run). */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** `key` with `n` slips: a letter dropped, added, changed, or two neighbours swapped (only swaps when `swaps`). */
function slip(key: string, n: number, rand: () => number, swaps = false): string {
  let s = key;
  const letters = hasJapanese(key) ? 'のかしたなまらをんアイ' : 'abcdefghijklmnopqrstuvwxyz';
  for (let k = 0; k < n && s.length > 1; k++) {
    const at = Math.floor(rand() * s.length);
    const c = letters[Math.floor(rand() * letters.length)]!;
    switch (swaps ? 3 : Math.floor(rand() * 4)) {
      case 0:
        s = s.slice(0, at) + s.slice(at + 1);
        break;
      case 1:
        s = s.slice(0, at) + c + s.slice(at);
        break;
      case 2:
        s = s.slice(0, at) + c + s.slice(at + 1);
        break;
      default:
        if (at + 1 < s.length) s = s.slice(0, at) + s[at + 1] + s[at] + s.slice(at + 2);
    }
  }
  return s;
}

describe('NearKeyIndex finds what the scan of every key finds', () => {
  it.each([
    // One slip: a letter dropped, added, changed; two swapped.
    ['Grizly Bears', 1],
    ['Lightening Bolt', 1],
    ['Serra Angle', 1],
    ['Colossal Dredmaw', 1],
    ['Doubling Seasn', 1],
    ['Vampire Nighthwak', 1],
    ['Glorius Anthem', 1],
    ['Tarmogyof', 1],
    ['Wrath of Gd', 1],
    // Two to four slips (no key within one).
    ['Lightnig Blot', 1],
    ['Colosal Dredmaw', 1],
    ['Bonecrusher Gaint Stomp', 1],
    ['Thragtusk Beest', 0],
    ['Elesh Norn Grand Cenobit', 1],
    ['Atraxa Praetors Vioce', 1],
    ['Emrakul the Aeons Tron', 1],
    ['Ugin the Spirt Dragn', 1],
    ['Sheoldred the Apocalyps', 1],
    ['Thassas Oracel', 1],
    ['Jace the Mnd Sculptr', 1],
    ['Ulamog the Ceaseles Hungr', 1],
    // Japanese: a kana slip, a kanji slip, a name one character short.
    ['セラの天死', 1],
    ['灰色熊熊', 1],
    ['パッチワークノー', 1],
    ['世界魂の代弁者ニッ', 1],
    ['血染めの付き', 2],
    // Nothing near: nonsense, another game's names, a sentence.
    ['Qwxyzzt Vormbl', 0],
    ['zzzzzzzz', 0],
    ['the quick brown fox jumps over the lazy dog', 0],
    ['Pikachu', 0],
    ['Bulbasaur Thunderbolt Special', 0],
    ['xylophone quartet', 0],
    ['ぴかちゅう', 0],
    ['存在しないカード名', 0],
    ['Mxyzptlk the Fifth Dimensional Imp', 0],
  ])('%j: the same keys, distances and order (at least %i found)', (typed, atLeast) => {
    const mine = found(index, typed);
    expect(mine).toEqual(found(scan, typed));
    expect(mine.length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each([
    [1, 1, false],
    [2, 2, false],
    [3, 3, false],
    [4, 4, false],
    [3, 5, true],
    [4, 6, true],
  ])('a sweep of every 97th name with %i slip(s): the same as the scan (seed %i, only swaps: %s)', (slips, seed, swaps) => {
    const keys = catalog.index.layout.exactCompact.keys;
    const rand = lcg(seed);
    let compared = 0;
    let nonEmpty = 0;
    for (let i = 0; i < keys.length; i += 97) {
      const typed = slip(keys.get(i), slips, rand, swaps);
      const japanese = hasJapanese(typed);
      const max = maxDistance(typed.length, japanese);
      if (max === 0) continue;
      const mine: Found = [];
      const theirs: Found = [];
      index.find(typed, japanese, max, (k, d) => mine.push([keys.get(k), d]));
      scan.find(typed, japanese, max, (k, d) => theirs.push([keys.get(k), d]));
      expect({ typed, found: mine }).toEqual({ typed, found: theirs });
      compared++;
      if (mine.length > 0) nonEmpty++;
    }
    // The sweep compared hundreds of slips, most of which found the name they were made from or another.
    expect(compared).toBeGreaterThan(400);
    expect(nonEmpty).toBeGreaterThan(compared / 4);
  });
});

describe('NearKeyIndex.candidates holds every key within the distance', () => {
  // Small made-up key sets where a brute-force check of every key is cheap: every key within d of the
  // query must be among the candidates (transpositions across segment ends included).
  const keys = ['abcdefghij', 'bacdefghij', 'abcdefghji', 'abdcefghij', 'acbdefhgij', 'abcdfeghij', 'xbcdefghiy', 'abcdefg', 'abcdefghijklm', 'badcfehgji', 'ab', 'abc', 'abcd', 'qwerty', 'qwrety', 'たなかしの', 'かたなしの'];
  const sorted = [...keys].sort();
  const near = new NearKeyIndex({ keys: Strings.of(sorted), ...lengthOrder(Strings.of(sorted)) });
  it.each([
    ['abcdefghij', 4],
    ['badcfehgji', 3],
    ['bacdefhgij', 3],
    // Each of abcdefghij's four segments (ab|cd|efg|hij) loses an end to a swap across it: none is whole.
    ['acbedfhgij', 3],
    ['bacedfghji', 3],
    ['abcdefgh', 2],
    ['abcdefghijkl', 3],
    ['qwerty', 2],
    ['wqerty', 1],
    ['abcd', 1],
    ['かたなしの', 2],
    ['たかなしの', 1],
  ])('%j within %i', (q, d) => {
    const got = new Set(near.candidates(q, d).map((i) => sorted[i]));
    const want = sorted.filter((k) => editDistance(q, k, d) <= d && d <= reachOf(k.length));
    for (const k of want) expect(got, k).toContain(k);
    expect(want.length).toBeGreaterThan(0);
  });
});

describe('NearKeyIndex from stored entries (issue 15 §5: kept with the card index, not built on first use)', () => {
  const keys = ['abcdefghij', 'bacdefghij', 'abcdefghji', 'abdcefghij', 'acbdefhgij', 'abcdfeghij', 'xbcdefghiy', 'abcdefg', 'abcdefghijklm', 'qwerty', 'qwrety', 'たなかしの', 'かたなしの'];
  const sorted = [...keys].sort();
  const source = { keys: Strings.of(sorted), ...lengthOrder(Strings.of(sorted)) };
  const built = new NearKeyIndex(source);
  const parts = built.parts();
  const answers = (ix: NearKeyIndex): number[][] => ['abcdefghij', 'qwerty', 'abcdefgh', 'かたなしの', 'zzzzzz'].map((q) => ix.candidates(q, 2).sort((a, b) => a - b));
  /** A copy of the built entries with `change` made to it. */
  const damaged = (change: (p: NearKeyParts) => void): NearKeyParts => {
    const p = { format: parts.format, bucketStart: parts.bucketStart.slice(), hashes: parts.hashes.slice(), keyOf: parts.keyOf.slice() };
    change(p);
    return p;
  };
  // The entry of the first key's first segment, and another bucket's entry.
  const first = (p: NearKeyParts): number => p.keyOf.indexOf(0);

  it('GIVEN the full catalog opened from its card index THEN its near-key index is the stored one, entry for entry the one built from its keys', () => {
    const kept = catalog.index.nearest() as NearKeyIndex;
    expect(kept.stored).toBe(true);
    const same = (a: Int32Array | Uint32Array, b: Int32Array | Uint32Array): boolean => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
    const [k, b] = [kept.parts(), index.parts()];
    expect(k.format).toBe(b.format);
    expect([same(k.bucketStart, b.bucketStart), same(k.hashes, b.hashes), same(k.keyOf, b.keyOf)]).toEqual([true, true, true]);
    expect(b.hashes.length).toBe(index.size);
  });

  it('GIVEN the entries built for these keys THEN they are used as they are, and find the same', () => {
    expect(built.stored).toBe(false);
    const restored = new NearKeyIndex(source, parts);
    expect(restored.stored).toBe(true);
    expect(restored.parts().hashes).toBe(parts.hashes);
    expect(answers(restored)).toEqual(answers(built));
  });

  it.each<[string, (p: NearKeyParts) => void]>([
    ['another format', (p) => (p.format = p.format.replace('near-1', 'near-0'))],
    ['the segments of another set of key lengths', (p) => (p.format = `${p.format},3`)],
    ['one entry less', (p) => ((p.hashes = p.hashes.slice(1)), (p.keyOf = p.keyOf.slice(1)))],
    ['a bucket count that is not a power of two', (p) => (p.bucketStart = Int32Array.from([...p.bucketStart, p.bucketStart.at(-1)!]))],
    ['buckets out of order', (p) => ((p.bucketStart[1] = p.hashes.length), (p.bucketStart[2] = 0))],
    ['a hash changed', (p) => (p.hashes[first(p)]! ^= 1 << 30)],
    ['an entry naming a key out of range', (p) => (p.keyOf[first(p)] = sorted.length)],
    ['an entry naming another key', (p) => (p.keyOf[first(p)] = 1)],
  ])('GIVEN stored entries with %s THEN they are built again, and find the same', (_, change) => {
    const ix = new NearKeyIndex(source, damaged(change));
    expect(ix.stored).toBe(false);
    expect(answers(ix)).toEqual(answers(built));
  });

  it('GIVEN the entries of other keys of the same lengths THEN they are built again', () => {
    const others = sorted.map((k) => k.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 1) % 26) + 97))).sort();
    const theirs = new NearKeyIndex({ keys: Strings.of(others), ...lengthOrder(Strings.of(others)) }).parts();
    expect(theirs.format).toBe(parts.format);
    expect(new NearKeyIndex(source, theirs).stored).toBe(false);
  });
});

describe('typed slips resolve to the card meant', () => {
  it.each([
    ['Grizly Bears', 'Grizzly Bears'],
    ['Lightening Bolt', 'Lightning Bolt'],
    ['Colossal Dredmaw', 'Colossal Dreadmaw'],
    ['Tarmogyof', 'Tarmogoyf'],
    ['Thassas Oracel', "Thassa's Oracle"],
    ['Sheoldred the Apocalyps', 'Sheoldred, the Apocalypse'],
    ['Elesh Norn Grand Cenobit', 'Elesh Norn, Grand Cenobite'],
    ['Ulamog the Ceaseles Hungr', 'Ulamog, the Ceaseless Hunger'],
    ['パッチワークノー', 'Patchwork Gnomes'],
  ])('%j -> %s', (typed, name) => {
    const r = catalog.resolve(typed);
    expect(r.kind).toBe('found');
    if (r.kind === 'found') expect(r.card.name).toBe(name);
  });

  it.each(['Qwxyzzt Vormbl', 'Pikachu', 'ぴかちゅう', 'Mxyzptlk the Fifth Dimensional Imp'])('%j resolves to no card', (typed) => {
    expect(catalog.resolve(typed).kind).not.toBe('found');
  });
});
