/**
 * Issue 17 §6, first contact: autocomplete ranks by the word being typed. A card whose whole name
 * (English or Japanese) is what was typed comes first, even when a longer name starting with it is
 * played more ("Tarmogoyf" offered Tarmogoyf Nest first in the full catalog); among names that
 * only start with it, the most played still lead; a token or art card named exactly that keeps
 * its place behind the real cards.
 */
import { describe, expect, it } from 'vitest';
import { NameIndex, nameRowsOf } from '../../src/cards/names.ts';
import type { CardSummary } from '../../src/cards/names.ts';

interface Card {
  name: string;
  rank: number;
  ja?: string;
  layout?: string;
}

function index(cards: Card[]): NameIndex {
  const rows = cards.flatMap((c, id) => nameRowsOf({ name: c.name, card_faces: null, ja: c.ja ? [c.ja] : [] }, id));
  const summaries: CardSummary[] = cards.map((c) => ({ name: c.name, layout: c.layout ?? 'normal', type_line: 'Creature', rank: c.rank, ja: c.ja ?? null }));
  return new NameIndex(rows, summaries);
}

const CARDS: Card[] = [
  { name: 'Goyf Nest', rank: 10, ja: 'ゴイフの巣' },
  { name: 'Goyf', rank: 500, ja: 'ゴイフ' },
  { name: 'Goyf Tyrant', rank: 50 },
  { name: 'Goyf', rank: 1, layout: 'art_series' },
];

describe('autocomplete with a name typed in full', () => {
  const names = (typed: string): string[] => index(CARDS).complete(typed, 25).map((s) => `${s.name}${s.card === 3 ? ' (art)' : ''}`);

  it.each([
    ['Goyf', ['Goyf', 'Goyf Nest', 'Goyf Tyrant', 'Goyf (art)']],
    ['goyf', ['Goyf', 'Goyf Nest', 'Goyf Tyrant', 'Goyf (art)']],
    ['ゴイフ', ['Goyf', 'Goyf Nest']],
  ])('GIVEN "%s" THEN the card of exactly that name first, then the others most played first', (typed, expected) => {
    expect(names(typed)).toEqual(expected);
  });

  it('GIVEN only the start of a name THEN the most played first, as before', () => {
    expect(names('Goy')).toEqual(['Goyf Nest', 'Goyf Tyrant', 'Goyf', 'Goyf (art)']);
  });
});

/**
 * Issue 15 §5: a short prefix ("g") starts thousands of names; autocomplete then walks the entries
 * in the stored rank order instead of gathering and sorting them all. The list must be the one the
 * ranking gives: real cards before tokens, most played first, the shorter name first on a tie.
 */
describe('autocomplete over a prefix that starts many names', () => {
  // 400 cards whose names start with "g" (more than the walk's threshold of 256 keys), ranks shuffled, plus tokens and other letters.
  const many: Card[] = Array.from({ length: 400 }, (_, i) => ({ name: `G${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`, rank: ((i * 7919) % 400) + 1 }));
  const cards: Card[] = [...many, { name: 'Gaax', rank: 0, layout: 'token' }, { name: 'Hollow', rank: 0 }, { name: 'Gob', rank: 1000 }];
  const ix = index(cards);
  const expectedFor = (prefix: string): string[] =>
    cards
      .map((c, id) => ({ c, id }))
      .filter(({ c }) => c.name.toLowerCase().startsWith(prefix))
      .sort((a, b) => Number(a.c.layout === 'token') - Number(b.c.layout === 'token') || a.c.rank - b.c.rank || a.c.name.length - b.c.name.length)
      .slice(0, 25)
      .map(({ c }) => c.name);

  it.each([['g'], ['G'], ['ga']])('GIVEN "%s" THEN the 25 best-ranked names starting with it, as a full sort gives them', (typed) => {
    expect(ix.complete(typed, 25).map((s) => s.name)).toEqual(expectedFor(typed.toLowerCase()));
  });

  it('GIVEN the index read back from its stored layout THEN the same lists', async () => {
    const { layoutBlobs, layoutFromBlobs } = await import('../../src/cards/name-layout.ts');
    const blobs = new Map(layoutBlobs(ix.layout));
    const back = layoutFromBlobs((name) => blobs.get(name));
    expect(back).not.toBeNull();
    const again = new NameIndex(back!);
    for (const typed of ['g', 'ga', 'gob', 'hol']) expect(again.complete(typed, 25)).toEqual(ix.complete(typed, 25));
    // And the fuzzy search over the stored length order: a typo still finds its card.
    expect(again.resolve('Holow')).toEqual(ix.resolve('Holow'));
    expect(again.resolve('Holow').kind).toBe('found');
  });
});
