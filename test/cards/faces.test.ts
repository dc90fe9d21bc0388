/**
 * Issue 14: a double-faced card named by its back face. On the battlefield the permanent has only
 * the up face's characteristics (712.8e-f) — the back face's, with a transformed permanent's mana value
 * from its front face (202.3b) — and the front face's text is unmodelled, never used; in any other
 * zone the card has its front face's characteristics (712.8a).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OTHER_FACE, compileCard, faceFor } from '../../src/cards/compile/index.ts';
import { classifyCard } from '../../src/cards/coverage.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import type { CardLookup } from '../../src/cards/catalog.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { loadRealCards } from './compile-helpers.ts';

const DELVER = 'Delver of Secrets // Insectile Aberration';
const HAGRA = 'Hagra Mauling // Hagra Broodpit';
const FELL = 'Fell the Profane // Fell Mire';

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([DELVER, HAGRA, FELL, 'Brazen Borrower // Petty Theft']);
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
  it('GIVEN a modal double-faced card named by its land face on the battlefield THEN the permanent is a land (712.8f), the other face\'s text listed, not used', async () => {
    const card = cards.get(HAGRA)!;
    const lookup: CardLookup = { kind: 'found', card, match: { how: 'exact', via: 'name', matched: 'Hagra Broodpit', face: 1, score: 1 } } as CardLookup;
    const r = await runScenarioWithCards({ objects: [{ id: 'h', card: 'Hagra Broodpit' }], actions: [] }, () => Promise.resolve(lookup));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.resolution.computed.find((x) => x.id === 'h')).toMatchObject({ name: 'Hagra Broodpit', types: ['Land'] });
    const other = r.value.resolution.gaps.irrelevant.filter((g) => g.text.startsWith('Hagra Mauling: '));
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((g) => g.kind === 'other-face' && g.reason === 'face-not-up')).toBe(true);
  });
  it('GIVEN a modal double-faced card cast from a hand THEN the other face\'s text could matter: the face is the caster\'s choice (712.11b)', async () => {
    const card = cards.get(FELL)!;
    const lookup: CardLookup = { kind: 'found', card, match: { how: 'exact', via: 'name', matched: FELL, face: null, score: 1 } } as CardLookup;
    const scenario = { objects: [{ id: 'f', card: FELL, zone: 'hand' }, { id: 'b', name: 'Bear', types: ['Creature'], power: 2, toughness: 2, controller: 'B' }], actions: [{ kind: 'cast', object: 'f', targets: { creature: ['b'] } }, { kind: 'resolve' }] };
    const r = await runScenarioWithCards(scenario, () => Promise.resolve(lookup));
    if (r.ok || r.error.kind !== 'engine') throw new Error(`expected the engine to stop on the other face: ${JSON.stringify(r.ok ? r.value.resolution.gaps : r.error)}`);
    expect(r.error.error.params).toMatchObject({ reason: 'face-chosen' });
    expect(String(r.error.error.params.text)).toMatch(/^Fell Mire: /);
  });
});

describe('coverage of a double-faced card: each face on its own (712.8d-f)', () => {
  it.each([
    [FELL, 'full'],
    [HAGRA, 'partial'],
    [DELVER, 'partial'],
  ] as const)('%s is %s', (name, status) => {
    const c = classifyCard(cards.get(name)!);
    expect(c.status).toBe(status);
    // Never the other face's text as "other face: …": each face's own gaps only.
    expect(c.missing.every((m) => !m.startsWith(OTHER_FACE))).toBe(true);
  });
  it('GIVEN the back face compiled THEN the front face\'s text is an other-face gap, not the face\'s own', () => {
    const c = compileCard(cards.get(FELL)!, 1);
    expect(c.status).toBe('full');
    expect(c.gaps.length).toBeGreaterThan(0);
    expect(c.gaps.every((g) => g.kind === 'other-face' && g.chosen === true)).toBe(true);
    expect(compileCard(cards.get(DELVER)!, 0).gaps.filter((g) => g.kind === 'other-face').every((g) => g.chosen === undefined)).toBe(true);
  });
});
