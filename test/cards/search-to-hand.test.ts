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
  // 202.3, 208: "a <type> card with <power|toughness|mana value> N [or less|or greater]" — the comparison qualifies the card.
  ['Imperial Recruiter', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-hand', filter: { types: ['Creature'], power: { atMost: 2 } }, reveal: true }] }] }],
  ['Recruiter of the Guard', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-hand', filter: { types: ['Creature'], toughness: { atMost: 2 } }, reveal: true, may: 'may' }] }] }],
  ['Trinket Mage', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-hand', filter: { types: ['Artifact'], manaValue: { atMost: 1 } }, reveal: true, may: 'may' }] }] }],
  ['Tribute Mage', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-hand', filter: { types: ['Artifact'], manaValue: { exactly: 2 } }, reveal: true, may: 'may' }] }] }],
  ['Fierce Empath', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-hand', filter: { types: ['Creature'], manaValue: { atLeast: 6 } }, reveal: true, may: 'may' }] }] }],
  // "an instant or sorcery card with mana value 2 or less": the comparison holds for either type.
  ['Spellseeker', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-hand', filter: { types: ['Instant', 'Sorcery'], manaValue: { atMost: 2 } }, reveal: true, may: 'may' }] }] }],
  // 404.1: "… put it / them into your graveyard, then shuffle" (the found cards go to their owner's graveyard).
  ['Entomb', { spell: { effects: [{ kind: 'search-to-graveyard' }] } }],
  ['Buried Alive', { spell: { effects: [{ kind: 'search-to-graveyard', filter: { types: ['Creature'] }, upTo: 3 }] } }],
  ['Unmarked Grave', { spell: { effects: [{ kind: 'search-to-graveyard', filter: { notSupertypes: ['Legendary'] } }] } }],
  ['Goblin Engineer', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-graveyard', filter: { types: ['Artifact'] }, may: 'may' }] }] }],
  ['Vile Entomber', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-graveyard' }] }] }],
];

const UNMODELLED: [string, string][] = [
  ['Beseech the Queen', 'Search your library for a card with mana value less than or equal to the number of lands you control, reveal it, put it into your hand, then shuffle.'],
  ['Gamble', 'Search your library for a card, put that card into your hand, discard a card at random, then shuffle.'],
  // A quality that isn't one comparison ("with a mana ability") is not read.
  ['Moonsilver Key', '{1}, {T}, Sacrifice this artifact: Search your library for an artifact card with a mana ability or a basic land card, reveal it, put it into your hand, then shuffle.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Serra Angel']);
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
    await expect(r).rejects.toThrow(/"code":"unmodelled".*"reason":"search-choice","player":"A".*"rule":"701\.23a"/);
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
    await expect(r).rejects.toThrow(/"code":"unmodelled".*"reason":"search-partial-library".*"rule":"701\.23a"/);
  });

  const recruit = (choice: string[]) => ({
    players: [{ id: 'A', library: 'described' }, { id: 'B' }],
    objects: [{ id: 'ir', card: 'Imperial Recruiter', zone: 'hand' }, bears('gb'), { id: 'sa', card: 'Serra Angel', zone: 'library' as const }],
    actions: [{ kind: 'cast', object: 'ir' }, { kind: 'resolve' }, { kind: 'resolve', choices: { search: choice } }],
  });

  it('GIVEN Imperial Recruiter entering and a power-2 creature chosen THEN it is found (202.3, 208, 701.23a)', async () => {
    const r = await scenarios.run(recruit(['gb']));
    expect(r.resolution.error).toBeUndefined();
    expect([zone(r, 'gb'), zone(r, 'sa'), zone(r, 'ir')]).toEqual(['hand', 'library', 'battlefield']);
  });

  it('GIVEN Imperial Recruiter and a power-4 creature chosen THEN the choice is illegal: it is not a creature card with power 2 or less (701.23a)', async () => {
    await expect(scenarios.run(recruit(['sa']))).rejects.toThrow(/bad-choice/);
  });

  it('GIVEN Entomb and a described library THEN the chosen card goes to the graveyard and the library is shuffled (701.23a, 701.24a, 404.1)', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects: [{ id: 'en', card: 'Entomb', zone: 'hand' }, bears('gb'), { id: 'sa', card: 'Serra Angel', zone: 'library' }], actions: [{ kind: 'cast', object: 'en' }, { kind: 'resolve', choices: { search: ['sa'] } }] });
    expect(r.resolution.error).toBeUndefined();
    expect([zone(r, 'gb'), zone(r, 'sa')]).toEqual(['library', 'graveyard']);
    expect(r.resolution.trace.find((x) => x.key === 'resolve.search')?.params).toMatchObject({ to: 'graveyard' });
    expect(r.resolution.final.shuffledLibraries).toEqual(['A']);
  });

  it('GIVEN Buried Alive THEN up to three creature cards go to the graveyard; a noncreature card is an illegal choice (701.23b)', async () => {
    const lib = [bears('gb'), bears('gb2'), { id: 'sa', card: 'Serra Angel', zone: 'library' as const }, { id: 'en2', card: 'Entomb', zone: 'library' as const }];
    const r = await scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects: [{ id: 'ba', card: 'Buried Alive', zone: 'hand' }, ...lib], actions: [{ kind: 'cast', object: 'ba' }, { kind: 'resolve', choices: { search: ['gb', 'sa'] } }] });
    expect(r.resolution.error).toBeUndefined();
    expect(['gb', 'gb2', 'sa', 'en2'].map((x) => zone(r, x))).toEqual(['graveyard', 'library', 'graveyard', 'library']);
    const bad = scenarios.run({ players: [{ id: 'A', library: 'described' }, { id: 'B' }], objects: [{ id: 'ba', card: 'Buried Alive', zone: 'hand' }, ...lib], actions: [{ kind: 'cast', object: 'ba' }, { kind: 'resolve', choices: { search: ['en2'] } }] });
    await expect(bad).rejects.toThrow(/bad-choice/);
  });

  it('GIVEN Entomb and no library described THEN unmodelled: which card reaches the graveyard is unknown (701.23a)', async () => {
    const r = scenarios.run({ objects: [{ id: 'en', card: 'Entomb', zone: 'hand' }], actions: [{ kind: 'cast', object: 'en' }, { kind: 'resolve' }] });
    await expect(r).rejects.toThrow(/"code":"unmodelled".*"reason":"search-to-graveyard".*"rule":"701\.23a"/);
  });
});
