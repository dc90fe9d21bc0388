/**
 * Issue 14: a double-faced card named by its back face. On the battlefield the permanent has only
 * the up face's characteristics (712.8e-f) — the back face's, with a transformed permanent's mana value
 * from its front face (202.3b) — and the front face's text is unmodelled, never used; in any other
 * zone the card has its front face's characteristics (712.8a).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard, faceFor } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import type { CardLookup } from '../../src/cards/catalog.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { loadRealCards } from './compile-helpers.ts';

const DELVER = 'Delver of Secrets // Insectile Aberration';
const HAGRA = 'Hagra Mauling // Hagra Broodpit';

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([DELVER, HAGRA, 'Brazen Borrower // Petty Theft']);
}, 120_000);

describe('the face a named double-faced card is made from', () => {
  it('GIVEN the back face of a transforming card on the battlefield THEN it is that face, mana value from the front (202.3b)', () => {
    const card = cards.get(DELVER)!;
    expect(faceFor(card, 1, true)).toBe(1);
    const c = compileCard(card, 1);
    expect(c.object).toMatchObject({ name: 'Insectile Aberration', power: 3, toughness: 2, keywords: [{ keyword: 'flying' }], manaCost: card.card_faces![0]!.mana_cost });
    // The front face's text is not this object's: reported, never used.
    expect(c.unmodelled.some((t) => t.startsWith('Delver of Secrets: '))).toBe(true);
  });
  it('GIVEN the back face named for a card in another zone THEN it is the front face (712.8a)', () => {
    expect(faceFor(cards.get(DELVER)!, 1, false)).toBe(0);
  });
  it('GIVEN an adventure named by its adventure THEN the card is its main face', () => {
    expect(faceFor(cards.get('Brazen Borrower // Petty Theft')!, 1, true)).toBe(0);
  });
  it('GIVEN a modal double-faced card named by its land face on the battlefield THEN the permanent is a land (712.8f)', async () => {
    const card = cards.get(HAGRA)!;
    const lookup: CardLookup = { kind: 'found', card, match: { how: 'exact', via: 'name', matched: 'Hagra Broodpit', face: 1, score: 1 } } as CardLookup;
    const r = await runScenarioWithCards({ objects: [{ id: 'h', card: 'Hagra Broodpit' }], actions: [] }, () => Promise.resolve(lookup));
    // The other face's text is named as unmodelled (the engine stops rather than judge it), never used.
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected the engine to stop on the other face');
    expect(r.error.resolution.computed.find((x) => x.id === 'h')).toMatchObject({ name: 'Hagra Broodpit', types: ['Land'] });
    expect(JSON.stringify(r.error.error.params)).toContain('Hagra Mauling: ');
  });
});
