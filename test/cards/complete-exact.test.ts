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
