/**
 * Issue 14: the maximum hand size (402.2) and the cleanup step's discard down to it (514.1). Static
 * abilities that change the maximum ("You have no maximum hand size", "… is increased by one", "… is
 * two") are read from real cards; the discard happens first in the cleanup step, the active player's
 * choice of cards is told, made only where it can't matter, or the run stops naming it (never picked
 * silently); an undescribed hand keeps its named cards (a choice the trace states) and leaves its
 * graveyard unknown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const ROWS: [string, Record<string, unknown>][] = [
  ['Reliquary Tower', { castStatics: [{ kind: 'no-max-hand-size', who: 'you' }] }],
  ['Thought Vessel', { castStatics: [{ kind: 'no-max-hand-size', who: 'you' }] }],
  ['Spellbook', { castStatics: [{ kind: 'no-max-hand-size', who: 'you' }] }],
  ['Minamo Scrollkeeper', { castStatics: [{ kind: 'max-hand-size', who: 'you', add: 1 }] }],
];

const UNMODELLED: [string, string][] = [
  // A chosen player's maximum (an "as … enters" choice of a player): not this template.
  ['Cursed Rack', "The chosen player's maximum hand size is four."],
  // An effect of a resolving spell, for the rest of the game: not a static ability of a permanent.
  // (Lands played from the library's top are read since session 45b: shapes45b.test.ts.)
  ['Finale of Revelation', 'If X is 10 or more, instead shuffle your graveyard into your library, draw X cards, untap up to five lands, and you have no maximum hand size for the rest of the game.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Null Profusion', 'Anvil of Bogardan', 'Grizzly Bears', 'Lightning Bolt', 'Fiery Temper', 'Island']);
}, 120_000);

describe('the maximum hand size, compiled (402.2, 613.11)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it('Null Profusion sets it to two; Anvil of Bogardan takes it away from every player', async () => {
    const { compileCard } = await import('../../src/cards/compile/index.ts');
    expect(compileCard(cards.get('Null Profusion')!).object.castStatics).toEqual([{ kind: 'max-hand-size', text: 'Your maximum hand size is two.', who: 'you', set: 2 }]);
    expect(compileCard(cards.get('Anvil of Bogardan')!).object.castStatics).toEqual([{ kind: 'no-max-hand-size', text: 'Players have no maximum hand size.', who: 'all' }]);
  });
});

describe('the cleanup step discards down to the maximum hand size (514.1)', () => {
  const scenarios = cardScenarios(() => cards);
  type R = Awaited<ReturnType<typeof scenarios.run>>;
  const player = (r: R, p: string) => r.resolution.final.players.find((x) => x.id === p)!;
  const zoneOf = (r: R, id: string) => r.resolution.final.objects.find((o) => o.id.split('~')[0] === id)?.zone;
  const hand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand' as const, owner, controller: owner });
  const bf = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'battlefield' as const, owner, controller: owner });
  const steps = (r: R, key: string) => r.resolution.trace.filter((s) => s.key === key);

  it.each([
    // [unnamed cards in A's hand, permanents, cards left in hand, discarded, step]
    [9, [], 7, 2, 'cleanup.discard'],
    [7, [], 7, 0, null],
    [12, [bf('rt', 'Reliquary Tower')], 12, 0, 'cleanup.no-maximum'],
    [12, [bf('tv', 'Thought Vessel')], 12, 0, 'cleanup.no-maximum'],
    [9, [bf('ms', 'Minamo Scrollkeeper')], 8, 1, 'cleanup.discard'],
    // A maximum set by a permanent's ability (Null Profusion's own words; its other text would stop the run).
    [5, [{ id: 'np', name: 'Profusion', types: ['Enchantment'], zone: 'battlefield', castStatics: [{ kind: 'max-hand-size', text: 'Your maximum hand size is two.', who: 'you', set: 2 }] }], 2, 3, 'cleanup.discard'],
    // The opponent's Spellbook is theirs alone ("You have …").
    [9, [bf('sb', 'Spellbook', 'B')], 7, 2, 'cleanup.discard'],
    // Anvil of Bogardan: every player.
    [9, [bf('ab', 'Anvil of Bogardan', 'B')], 9, 0, 'cleanup.no-maximum'],
  ] as const)('GIVEN %i unseen cards in hand WHEN the turn ends THEN %i stay (514.1, 402.2)', async (n, objects, left, gone, key) => {
    const r = await scenarios.run({ players: [{ id: 'A', unnamedInHand: n }, { id: 'B' }], objects, actions: [{ kind: 'end-turn' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(player(r, 'A').unseenInHand ?? 0).toBe(left);
    if (gone > 0) expect(steps(r, 'cleanup.discard')[0]?.params).toMatchObject({ count: gone, unseen: gone, policy: 'unseen' });
    // (The run's typed choice says the same, for the answer layer: issue 13.)
    expect(r.resolution.choices.filter((c) => c.kind === 'cleanup-discard')).toEqual(gone > 0 ? [{ kind: 'cleanup-discard', player: 'A', count: gone, cards: [], unseen: gone, policy: 'unseen' }] : []);
    expect(r.resolution.events.filter((e) => e.kind === 'discarded').length).toBe(gone);
    expect(player(r, 'A').graveyardUnseen === true).toBe(gone > 0);
    if (key === null) expect(steps(r, 'cleanup.discard')).toEqual([]);
    else expect(steps(r, key)[0]?.rules).toContain('514.1');
  });

  it('GIVEN 8 named cards in hand and no choice told THEN stopped: which card goes is the player\'s choice (514.1)', async () => {
    const objects = [hand('lb', 'Lightning Bolt'), ...Array.from({ length: 7 }, (_, i) => hand(`gb${i}`, 'Grizzly Bears'))];
    await expect(scenarios.run({ objects, actions: [{ kind: 'end-turn' }] })).rejects.toThrow(/"code":"unmodelled".*"key":"error.cleanup-discard"/);
  });

  it('GIVEN 8 named cards and the discard told THEN that card is in the graveyard, the rest in hand (514.1, 701.9a)', async () => {
    const objects = [hand('lb', 'Lightning Bolt'), ...Array.from({ length: 7 }, (_, i) => hand(`gb${i}`, 'Grizzly Bears'))];
    const r = await scenarios.run({ objects, actions: [{ kind: 'end-turn', discard: ['lb'] }] });
    expect(zoneOf(r, 'lb')).toBe('graveyard');
    expect(r.resolution.final.objects.filter((o) => o.zone === 'hand').length).toBe(7);
    expect(steps(r, 'cleanup.discard')[0]?.params).toMatchObject({ count: 1, size: 7, policy: 'given' });
    expect(r.resolution.choices.filter((c) => c.kind === 'cleanup-discard')).toEqual([{ kind: 'cleanup-discard', player: 'A', count: 1, cards: [expect.stringMatching(/^lb/)], unseen: 0, policy: 'given' }]);
  });

  it('GIVEN a madness card discarded at cleanup THEN it is exiled and its madness trigger waits (702.35a)', async () => {
    const objects = [hand('ft', 'Fiery Temper'), ...Array.from({ length: 7 }, (_, i) => hand(`gb${i}`, 'Grizzly Bears'))];
    const r = await scenarios.run({ objects, actions: [{ kind: 'end-turn', discard: ['ft'] }] });
    expect(zoneOf(r, 'ft')).toBe('exile');
    expect(steps(r, 'alt.madness-exiled').length).toBe(1);
  });

  it('GIVEN a told discard that is not needed THEN refused as an illegal choice (514.1)', async () => {
    await expect(scenarios.run({ objects: [hand('lb', 'Lightning Bolt')], actions: [{ kind: 'end-turn', discard: ['lb'] }] })).rejects.toThrow(/bad-choice/);
  });

  it('GIVEN the opponent holds 9 cards on my turn THEN they discard nothing (514.1: only the active player)', async () => {
    const r = await scenarios.run({ players: [{ id: 'A' }, { id: 'B', unnamedInHand: 9 }], objects: [], actions: [{ kind: 'end-turn' }] });
    expect(player(r, 'B').unseenInHand).toBe(9);
  });

  it('GIVEN an undescribed hand with a named card THEN the card stays (the player may keep it), the trace says so, and the graveyard is unknown', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', hand: 'unknown' }, { id: 'B' }], objects: [hand('lb', 'Lightning Bolt')], actions: [{ kind: 'end-turn' }] });
    expect(zoneOf(r, 'lb')).toBe('hand');
    expect(steps(r, 'cleanup.discard-unknown')[0]?.params).toMatchObject({ kept: ['Lightning Bolt'] });
    expect(player(r, 'A').graveyardUnseen).toBe(true);
  });

  it('GIVEN an undescribed hand and no named card THEN nothing is told, and the graveyard may hold discarded cards', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', hand: 'unknown' }, { id: 'B' }], objects: [], actions: [{ kind: 'end-turn' }] });
    expect(steps(r, 'cleanup.discard-unknown')).toEqual([]);
    expect(player(r, 'A').graveyardUnseen).toBe(true);
  });

  it('GIVEN Reliquary Tower and Null Profusion THEN stopped: which applies depends on timestamps (613.11)', async () => {
    await expect(scenarios.run({ players: [{ id: 'A', unnamedInHand: 9 }, { id: 'B' }], objects: [bf('rt', 'Reliquary Tower'), bf('np', 'Null Profusion')], actions: [{ kind: 'end-turn' }] })).rejects.toThrow(/613\.11/);
  });
});
