/**
 * Issue 14: the tutor that puts the card found on top — "search your library for a [quality] card,
 * [reveal it,] then shuffle and put that card on top" (701.23a-d, 701.24a). The library is shuffled
 * first, then the card found becomes its top card. From a library the question didn't describe the
 * card is unseen and stays in that library (the hand is unchanged); from a described one it is the
 * card chosen, now listed first. The rest of the library stays shuffled (its order unknown).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const ROWS: [string, Record<string, unknown>][] = [
  ['Vampiric Tutor', { spell: { effects: [{ kind: 'search-to-top' }, { kind: 'life', amount: -2, player: 'you' }] } }],
  ['Enlightened Tutor', { spell: { effects: [{ kind: 'search-to-top', filter: { types: ['Artifact', 'Enchantment'] }, reveal: true }] } }],
  ['Worldly Tutor', { spell: { effects: [{ kind: 'search-to-top', filter: { types: ['Creature'] }, reveal: true }] } }],
  ['Personal Tutor', { spell: { effects: [{ kind: 'search-to-top', filter: { types: ['Sorcery'] }, reveal: true }] } }],
  ['Mystical Tutor', { spell: { effects: [{ kind: 'search-to-top', filter: { types: ['Instant', 'Sorcery'] }, reveal: true }] } }],
];

const UNMODELLED: [string, string][] = [
  // Each of two target players searching: not this template.
  ['Scheming Symmetry', 'Each of them searches their library for a card, then shuffles and puts that card on top.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Hill Giant', 'Island']);
}, 120_000);

describe('a tutor to the top of the library, compiled (701.23, 701.24a)', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('a tutor to the top of the library, through the engine', () => {
  const scenarios = cardScenarios(() => cards);
  type R = Awaited<ReturnType<typeof scenarios.run>>;
  const player = (r: R, p: string) => r.resolution.final.players.find((x) => x.id === p)!;
  const lib = (id: string, card: string) => ({ id, card, zone: 'library' as const });

  it('GIVEN no library described THEN the card found is unseen and stays in the library; the hand is unchanged; life 18 (701.23a, 701.24a)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'vt', card: 'Vampiric Tutor', zone: 'hand' }], actions: [{ kind: 'cast', object: 'vt' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(player(r, 'A').life).toBe(18);
    expect(player(r, 'A').handUnknown).toBeUndefined();
    expect(r.resolution.trace.find((s) => s.key === 'resolve.search-unseen')?.params).toMatchObject({ to: 'top' });
    expect(r.resolution.final.shuffledLibraries).toEqual(['A']);
  });

  it('GIVEN a described library and the card chosen THEN after the shuffle it is the top card (701.24a)', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects: [{ id: 'wt', card: 'Worldly Tutor', zone: 'hand' }, lib('is', 'Island'), lib('gb', 'Grizzly Bears'), lib('hg', 'Hill Giant')], actions: [{ kind: 'cast', object: 'wt' }, { kind: 'resolve', choices: { search: ['hg'] } }] });
    expect(r.resolution.error).toBeUndefined();
    const library = r.resolution.final.objects.filter((o) => o.zone === 'library' && o.owner === 'A');
    expect(library[0]?.id.split('~')[0]).toBe('hg');
    expect(r.resolution.trace.find((s) => s.key === 'resolve.search')?.params).toMatchObject({ to: 'top', reveal: true });
  });

  it('GIVEN a creature search with more than one creature and no choice THEN unmodelled: the choice is the player\'s (701.23a)', async () => {
    const r = scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects: [{ id: 'wt', card: 'Worldly Tutor', zone: 'hand' }, lib('gb', 'Grizzly Bears'), lib('hg', 'Hill Giant')], actions: [{ kind: 'cast', object: 'wt' }, { kind: 'resolve' }] });
    await expect(r).rejects.toThrow(/"code":"unmodelled".*"rule":"701\.23a"/);
  });
});
