/**
 * Issue 14: the tutor — "search your library for a [quality] card, [reveal it,] put it into your hand,
 * then shuffle" (701.23a-d, 701.24a), one template over the quality phrases the group reader knows.
 * Through the engine: from a library the question didn't describe, the card found is unseen (the hand
 * then holds cards nobody knows, engine/hand.ts); from a described library, the card found is the
 * one chosen (701.23a), "a card" with one candidate is found (701.23d), a stated quality may find
 * nothing (701.23b); the library is then shuffled (701.24a). Onto the battlefield: search-to-battlefield.test.ts; on top of the library: search-to-top.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const ROWS: [string, Record<string, unknown>][] = [
  ['Demonic Tutor', { spell: { effects: [{ kind: 'search-to-hand' }] } }],
  ['Diabolic Tutor', { spell: { effects: [{ kind: 'search-to-hand' }] } }],
  ['Grim Tutor', { spell: { effects: [{ kind: 'search-to-hand' }, { kind: 'life', amount: -3, player: 'you' }] } }],
  ["Eladamri's Call", { spell: { effects: [{ kind: 'search-to-hand', filter: { types: ['Creature'] }, reveal: true }] } }],
  ['Fabricate', { spell: { effects: [{ kind: 'search-to-hand', filter: { types: ['Artifact'] }, reveal: true }] } }],
  ['Idyllic Tutor', { spell: { effects: [{ kind: 'search-to-hand', filter: { types: ['Enchantment'] }, reveal: true }] } }],
  ['Sylvan Scrying', { spell: { effects: [{ kind: 'search-to-hand', filter: { types: ['Land'] }, reveal: true }] } }],
];

const UNMODELLED: [string, string][] = [
  ['Beseech the Queen', 'Search your library for a card with mana value less than or equal to the number of lands you control, reveal it, put it into your hand, then shuffle.'],
  ['Gamble', 'Search your library for a card, put that card into your hand, discard a card at random, then shuffle.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears']);
}, 120_000);

describe('a tutor, compiled (701.23, 701.24a)', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('a tutor, through the engine', () => {
  const scenarios = cardScenarios(() => cards);
  const player = (r: Awaited<ReturnType<typeof scenarios.run>>, p: string) => r.resolution.final.players.find((x) => x.id === p)!;
  const zone = (r: Awaited<ReturnType<typeof scenarios.run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone;
  const bears = (id: string) => ({ id, card: 'Grizzly Bears', zone: 'library' as const });
  const keys = (r: Awaited<ReturnType<typeof scenarios.run>>) => r.resolution.trace.map((s) => s.key);

  it('GIVEN no library described THEN the card found is unseen, the hand holds unknown cards, the library is shuffled (701.23d, 701.24a)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'dt', card: 'Demonic Tutor', zone: 'hand' }], actions: [{ kind: 'cast', object: 'dt' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(player(r, 'A').handUnknown).toBe(true);
    expect(r.resolution.final.shuffledLibraries).toEqual(['A']);
    const s = r.resolution.trace.find((x) => x.key === 'resolve.search-unseen');
    expect(s?.rules).toEqual(['701.23a', '701.23d']);
    expect(keys(r)).toContain('resolve.shuffle');
  });

  it('GIVEN a described library of one card THEN "a card" finds it (701.23d)', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects: [{ id: 'dt', card: 'Demonic Tutor', zone: 'hand' }, bears('gb')], actions: [{ kind: 'cast', object: 'dt' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'gb')).toBe('hand');
  });

  it('GIVEN a described library of two cards and no choice THEN unmodelled: which card is the player\'s choice (701.23a)', async () => {
    const r = scenarios.run({ objects: [{ id: 'dt', card: 'Demonic Tutor', zone: 'hand' }, bears('gb'), bears('gb2')], actions: [{ kind: 'cast', object: 'dt' }, { kind: 'resolve' }] });
    await expect(r).rejects.toThrow(/"code":"unmodelled".*which card player A finds.*"rule":"701\.23a"/);
  });

  it('GIVEN the choice named THEN that card is found; a creature search may find nothing (701.23b)', async () => {
    const chosen = await scenarios.run({ objects: [{ id: 'ec', card: "Eladamri's Call", zone: 'hand' }, bears('gb'), bears('gb2')], actions: [{ kind: 'cast', object: 'ec' }, { kind: 'resolve', choices: { search: ['gb2'] } }] });
    expect(chosen.resolution.error).toBeUndefined();
    expect([zone(chosen, 'gb'), zone(chosen, 'gb2')]).toEqual(['library', 'hand']);
    const none = await scenarios.run({ objects: [{ id: 'ec', card: "Eladamri's Call", zone: 'hand' }, bears('gb')], actions: [{ kind: 'cast', object: 'ec' }, { kind: 'resolve', choices: { search: false } }] });
    expect(none.resolution.error).toBeUndefined();
    expect(zone(none, 'gb')).toBe('library');
    expect(none.resolution.trace.find((x) => x.key === 'resolve.search')?.rules).toEqual(['701.23a', '701.23b']);
  });

  it('GIVEN a listed card in an undescribed library THEN unmodelled: the card found could be it or not (701.23a)', async () => {
    const r = scenarios.run({ players: [{ id: 'A', library: 'unknown' }, { id: 'B' }], objects: [{ id: 'dt', card: 'Demonic Tutor', zone: 'hand' }, bears('gb')], actions: [{ kind: 'cast', object: 'dt' }, { kind: 'resolve' }] });
    await expect(r).rejects.toThrow(/"code":"unmodelled".*describes only in part.*"rule":"701\.23a"/);
  });
});
