/**
 * The fuzzy word overlap (name-words.ts) counts matches from the words' posting lists: its scores
 * are the ones splitting each candidate's name and comparing word by word gives (the Dice
 * coefficient over words, a near word counting 0.8), names with a repeated word included; and
 * slipped names resolve through it.
 */
import { describe, expect, it } from 'vitest';
import { NameIndex, nameRowsOf } from '../../src/cards/names.ts';
import type { CardSummary } from '../../src/cards/names.ts';
import { keyTokens } from '../../src/cards/normalize.ts';

const NAMES = ['Serra Angel', 'Angel of Mercy', 'Dragon Angel', 'Angelic Page', 'Knight of the White Orchid', 'Wall of Wall', 'Shivan Dragon', 'Sergeant-at-Arms', 'Baneslayer Angel'];

function index(names: readonly string[]): NameIndex {
  const rows = names.flatMap((name, id) => nameRowsOf({ name, card_faces: null, ja: [] }, id));
  const summaries: CardSummary[] = names.map((name, i) => ({ name, layout: 'normal', type_line: 'Creature', rank: i, ja: null }));
  return new NameIndex(rows, summaries);
}

/** The overlap as it was computed before posting lists: each candidate's name split and compared. */
function splitScore(ix: NameIndex, words: readonly string[], near: ReadonlyMap<string, ReadonlySet<string>>, e: number): number {
  const theirs = keyTokens(ix.keys.get(e));
  let m = 0;
  for (const w of words) {
    if (theirs.includes(w)) m += 1;
    else if (theirs.some((t) => near.get(w)?.has(t))) m += 0.8;
  }
  return ((2 * m) / (words.length + theirs.length)) * 0.97;
}

describe('WordOverlap', () => {
  const ix = index(NAMES);
  it.each([
    [['serra', 'angle'], { angle: ['angel'] }],
    [['wall', 'of'], {}],
    [['knight', 'of', 'whit', 'orchid'], { orchid: [] }],
    [['dragon', 'angel'], { dragon: [], angel: ['angelic'] }],
    [['zzz'], {}],
  ] as [string[], Record<string, string[]>][])('GIVEN the query words %j THEN every entry scores as comparing split names does', (words, nearOf) => {
    const near = new Map(Object.entries(nearOf).map(([w, ns]) => [w, new Set(ns)]));
    const id = (w: string): number => ix.tokens.indexOf(w);
    const query = words.map((w) => ({ id: id(w), near: [...(near.get(w) ?? [])].map(id) }));
    const all = Array.from({ length: ix.entries }, (_, e) => e);
    const got = new Map<number, number>();
    ix.wordOverlap().score(query, all, (e, s) => got.set(e, s));
    expect(got.size).toBe(ix.entries);
    for (const e of all) expect(got.get(e)).toBe(splitScore(ix, words, near, e));
  });

  it('GIVEN a name with a word twice THEN its word count counts both', () => {
    const e = NAMES.indexOf('Wall of Wall');
    expect(ix.wordOverlap().counts[e]).toBe(3);
  });

  it.each([
    ['Baneslayer Angle', 'Baneslayer Angel'],
    ['Angel Serra', 'Serra Angel'],
    ['Shivan Dragn', 'Shivan Dragon'],
    ['Knight of the Whit Orchid', 'Knight of the White Orchid'],
  ])('GIVEN the slipped name %j THEN %j', (query, name) => {
    const r = ix.resolve(query);
    expect(r.kind).toBe('found');
    if (r.kind === 'found') expect(ix.card(r.card)!.name).toBe(name);
  });
});

describe('the stored layout read back', () => {
  it('GIVEN a layout read from its blobs THEN the English names are read only when first used, and the same', async () => {
    const { layoutBlobs, layoutFromBlobs } = await import('../../src/cards/name-layout.ts');
    const ix = index(NAMES);
    const blobs = new Map(layoutBlobs(ix.layout));
    const read = new Set<string>();
    const back = layoutFromBlobs((name) => {
      read.add(name);
      return blobs.get(name);
    });
    expect(back).not.toBeNull();
    const again = new NameIndex(back!);
    expect(again.resolve('Baneslayer Angle')).toEqual(ix.resolve('Baneslayer Angle'));
    expect([...read].filter((n) => n.startsWith('english.'))).toEqual([]);
    expect(Array.from({ length: again.entries }, (_, e) => again.english.get(e))).toEqual(Array.from({ length: ix.entries }, (_, e) => ix.english.get(e)));
  });
});
