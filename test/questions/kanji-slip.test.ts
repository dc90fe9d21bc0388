/**
 * Issue 15 leftover: a Japanese card name one kanji away from a real one is another word.
 * 《俊足の靴》 ("swift shoes") is no card; it was read as 《俊足の豹》 (Fleetfoot Panther) and the
 * question answered with that card, no word said. The name index now offers the near card back
 * (test/cards/resolve.test.ts); here, a question asks it back naming the card as a Japanese reader
 * knows it, 《俊足の豹》(Fleetfoot Panther) — not its English name alone.
 */
import { describe, expect, it } from 'vitest';
import type { CardLookup } from '../../src/cards/catalog.ts';
import { resolveCard } from '../../src/questions/cards.ts';

const none = (suggestions: { name: string; ja: string | null }[]): (() => Promise<CardLookup>) => () => Promise.resolve({ kind: 'none', suggestions: suggestions.map((s, card) => ({ ...s, card })) });

describe('GIVEN a card name the index did not find, with near cards', () => {
  it('GIVEN a Japanese name THEN the near cards are offered as 《日本語名》(English name)', async () => {
    const r = await resolveCard('俊足の靴', none([{ name: 'Fleetfoot Panther', ja: '俊足の豹' }]));
    expect(r).toEqual({ ok: false, error: { kind: 'unknown', name: '俊足の靴', suggestions: ['《俊足の豹》(Fleetfoot Panther)'] } });
  });

  it('GIVEN an English name THEN the English names alone', async () => {
    const r = await resolveCard('Fleetfoot Panter', none([{ name: 'Fleetfoot Panther', ja: null }]));
    expect(r).toEqual({ ok: false, error: { kind: 'unknown', name: 'Fleetfoot Panter', suggestions: ['Fleetfoot Panther'] } });
  });
});
