/**
 * Issue 14: a search that puts what it finds onto the battlefield — "search your library for a
 * [quality] card, put it onto the battlefield [tapped], then shuffle" (fetch lands, ramp spells,
 * enters triggers), "… for up to N [quality] cards, put them …", and "Its controller may search
 * their library …" after an instruction on one target (608.2h). 701.23a-d, 701.24a; the card
 * enters under the searcher's control (110.2), tapped if said, else untapped (110.5b).
 * From a library the question didn't describe, the permanent found would be one nobody can name:
 * that stops as unmodelled (701.23a), unless the player finds nothing — or the description is "basic
 * land card": then a stand-in basic land enters, and which one it is is an `identity` gap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const BASIC_LAND = { types: ['Land'], supertypes: ['Basic'] };
const ROWS: [string, Record<string, unknown>][] = [
  ['Rampant Growth', { spell: { effects: [{ kind: 'search-to-battlefield', filter: BASIC_LAND, tapped: true }] } }],
  ["Nature's Lore", { spell: { effects: [{ kind: 'search-to-battlefield', filter: { subtypes: ['Forest'] } }] } }],
  ['Farseek', { spell: { effects: [{ kind: 'search-to-battlefield', filter: { subtypes: ['Plains', 'Island', 'Swamp', 'Mountain'] }, tapped: true }] } }],
  ['Natural Order', { spell: { effects: [{ kind: 'search-to-battlefield', filter: { types: ['Creature'], colors: ['G'] } }] } }],
  ['Tinker', { spell: { effects: [{ kind: 'search-to-battlefield', filter: { types: ['Artifact'] } }] } }],
  ['Migration Path', { spell: { effects: [{ kind: 'search-to-battlefield', filter: BASIC_LAND, upTo: 2, tapped: true }] } }],
  ['Harrow', { spell: { effects: [{ kind: 'search-to-battlefield', filter: BASIC_LAND, upTo: 2 }] } }],
  ['Polluted Delta', { activated: [{ tap: true, payLife: 1, sacrificeSelf: true, effects: [{ kind: 'search-to-battlefield', filter: { subtypes: ['Island', 'Swamp'] } }] }] }],
  ['Evolving Wilds', { activated: [{ tap: true, sacrificeSelf: true, effects: [{ kind: 'search-to-battlefield', filter: BASIC_LAND, tapped: true }] }] }],
  ['Twisted Landscape', { activated: [{ mana: true }, { sacrificeSelf: true, effects: [{ kind: 'search-to-battlefield', filter: { subtypes: ['Swamp', 'Mountain', 'Forest'], supertypes: ['Basic'] }, tapped: true }] }, { zone: 'hand' }] }],
  ['Sakura-Tribe Elder', { activated: [{ sacrificeSelf: true, effects: [{ kind: 'search-to-battlefield', filter: BASIC_LAND, tapped: true }] }] }],
  ['Solemn Simulacrum', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-battlefield', filter: BASIC_LAND, tapped: true, may: 'may' }] }, { event: 'dies' }] }],
  ['Wood Elves', { triggers: [{ event: 'enters', effects: [{ kind: 'search-to-battlefield', filter: { subtypes: ['Forest'] } }] }] }],
  ['Path to Exile', { spell: { effects: [{ kind: 'exile', target: 'creature' }, { kind: 'search-to-battlefield', filter: BASIC_LAND, tapped: true, player: 'that-controller', target: 'creature', may: 'may' }] } }],
  ["Assassin's Trophy", { spell: { effects: [{ kind: 'destroy', target: 'permanent' }, { kind: 'search-to-battlefield', filter: BASIC_LAND, player: 'that-controller', target: 'permanent', may: 'may' }] } }],
  ['Ghost Quarter', { activated: [{ mana: true }, { effects: [{ kind: 'destroy', target: 'land' }, { kind: 'search-to-battlefield', filter: BASIC_LAND, player: 'that-controller', target: 'land', may: 'may' }] }] }],
];

const UNMODELLED: [string, string][] = [
  // Two qualities in one search ("basic land cards and/or Gate cards"): not read.
  ['Circuitous Route', 'Search your library for up to two basic land cards and/or Gate cards, put them onto the battlefield tapped, then shuffle.'],
  // A quality the group reader doesn't know ("with a basic land type"), and a cost reduction.
  ['Boseiju, Who Endures', 'Channel — {1}{G}, Discard this card: Destroy target artifact, enchantment, or nonbasic land an opponent controls. That player may search their library for a land card with a basic land type, put it onto the battlefield, then shuffle. This ability costs {1} less to activate for each legendary creature you control.'],
  // "With mana value X or less" is not one number.
  ['Chord of Calling', 'Search your library for a creature card with mana value X or less, put it onto the battlefield, then shuffle.'],
  // "Any number of" isn't a count this template reads.
  ['The World Tree', '{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this land: Search your library for any number of God cards, put them onto the battlefield, then shuffle.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Forest', 'Island', 'Grizzly Bears', 'Steam Vents']);
}, 120_000);

describe('a search onto the battlefield, compiled (701.23, 701.24a, 110.5b)', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('a search onto the battlefield, through the engine', () => {
  const scenarios = cardScenarios(() => cards);
  type R = Awaited<ReturnType<typeof scenarios.run>>;
  const obj = (r: R, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`));
  const player = (r: R, p: string) => r.resolution.final.players.find((x) => x.id === p)!;
  const inLibrary = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'library' as const, owner, controller: owner });
  const described = [{ id: 'A', library: 'described' }, { id: 'B', library: 'described' }];

  it('GIVEN Rampant Growth and a Forest chosen THEN the Forest enters tapped under its controller; the library is shuffled (701.23a, 110.5b, 701.24a)', async () => {
    const r = await scenarios.run({ players: described, objects: [{ id: 'rg', card: 'Rampant Growth', zone: 'hand' }, inLibrary('f', 'Forest'), inLibrary('i', 'Island')], actions: [{ kind: 'cast', object: 'rg' }, { kind: 'resolve', choices: { search: ['f'] } }] });
    expect(r.resolution.error).toBeUndefined();
    expect([obj(r, 'f')?.zone, obj(r, 'f')?.tapped, obj(r, 'i')?.zone]).toEqual(['battlefield', true, 'library']);
    const s = r.resolution.trace.find((x) => x.key === 'resolve.search');
    expect(s?.rules).toEqual(['701.23a', '701.23b']);
    expect(s?.params).toMatchObject({ to: 'battlefield', tapped: true });
    expect(r.resolution.final.shuffledLibraries).toEqual(['A']);
  });

  it('GIVEN a fetch land activated THEN its cost is paid (1 life, sacrificed) and the land found enters untapped (110.5b)', async () => {
    const r = await scenarios.run({ players: described, objects: [{ id: 'pd', card: 'Polluted Delta', zone: 'battlefield' }, inLibrary('i', 'Island'), inLibrary('gb', 'Grizzly Bears')], actions: [{ kind: 'activate', object: 'pd' }, { kind: 'resolve', choices: { search: ['i'] } }] });
    expect(r.resolution.error).toBeUndefined();
    expect([obj(r, 'i')?.zone, obj(r, 'i')?.tapped, obj(r, 'pd')?.zone, player(r, 'A').life]).toEqual(['battlefield', false, 'graveyard', 19]);
  });

  it('GIVEN a chosen card that does not match the quality THEN the choice is illegal (701.23a)', async () => {
    const r = scenarios.run({ players: described, objects: [{ id: 'pd', card: 'Polluted Delta', zone: 'battlefield' }, inLibrary('gb', 'Grizzly Bears')], actions: [{ kind: 'activate', object: 'pd' }, { kind: 'resolve', choices: { search: ['gb'] } }] });
    await expect(r).rejects.toThrow(/bad-choice/);
  });

  it('GIVEN "up to two" THEN two chosen cards enter tapped; three are too many (701.23b)', async () => {
    const lib = [inLibrary('f', 'Forest'), inLibrary('i', 'Island'), inLibrary('f2', 'Forest')];
    const two = await scenarios.run({ players: described, objects: [{ id: 'mp', card: 'Migration Path', zone: 'hand' }, ...lib], actions: [{ kind: 'cast', object: 'mp' }, { kind: 'resolve', choices: { search: ['f', 'i'] } }] });
    expect(two.resolution.error).toBeUndefined();
    expect(['f', 'i', 'f2'].map((x) => `${obj(two, x)?.zone}${obj(two, x)?.tapped === true ? ' tapped' : ''}`)).toEqual(['battlefield tapped', 'battlefield tapped', 'library']);
    const three = scenarios.run({ players: described, objects: [{ id: 'mp', card: 'Migration Path', zone: 'hand' }, ...lib], actions: [{ kind: 'cast', object: 'mp' }, { kind: 'resolve', choices: { search: ['f', 'i', 'f2'] } }] });
    await expect(three).rejects.toThrow(/bad-choice/);
  });

  it('GIVEN a stated quality and the player finding nothing THEN nothing enters, the library is still shuffled (701.23b, 701.24a)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'rg', card: 'Rampant Growth', zone: 'hand' }], actions: [{ kind: 'cast', object: 'rg' }, { kind: 'resolve', choices: { search: false } }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'resolve.search')?.params).toMatchObject({ card: '' });
    expect(r.resolution.final.shuffledLibraries).toEqual(['A']);
  });

  it('GIVEN a library the question did not describe and a description other than "basic land card" THEN unmodelled: which permanent enters is unknown (701.23a)', async () => {
    const r = scenarios.run({ objects: [{ id: 'pd', card: 'Polluted Delta', zone: 'battlefield' }], actions: [{ kind: 'activate', object: 'pd' }, { kind: 'resolve' }] });
    await expect(r).rejects.toThrow(/"code":"unmodelled".*"reason":"search-to-battlefield".*"rule":"701\.23a"/);
  });

  it('GIVEN a library the question did not describe and "a basic land card" THEN a stand-in basic land enters tapped; which one is judged by gap relevance (701.23a, 305.6)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'ew', card: 'Evolving Wilds', zone: 'battlefield' }], actions: [{ kind: 'activate', object: 'ew' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.filter((o) => o.zone === 'battlefield').map((o) => [o.printed.types, o.printed.supertypes, o.tapped])).toEqual([[['Land'], ['Basic'], true]]);
    expect(r.resolution.gaps.irrelevant).toContainEqual(expect.objectContaining({ kind: 'identity', reason: 'identity-unread' }));
  });

  it('GIVEN Path to Exile on an opponent\'s creature THEN the creature\'s controller chooses; unanswered, declined (608.2h, 608.2d)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'pe', card: 'Path to Exile', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' }], actions: [{ kind: 'cast', object: 'pe', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(obj(r, 'gb')?.zone).toBe('exile');
    const c = r.resolution.trace.find((x) => x.key === 'resolve.choice');
    expect(c?.params).toMatchObject({ player: 'B', answer: 'no', policy: 'default-decline' });
    expect(r.resolution.trace.some((x) => x.key === 'resolve.search')).toBe(false);
  });

  it('GIVEN Path to Exile and its controller searching THEN the basic land enters tapped under that player\'s control (608.2h, 110.2)', async () => {
    const r = await scenarios.run({ players: described, objects: [{ id: 'pe', card: 'Path to Exile', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' }, inLibrary('f', 'Forest', 'B'), inLibrary('sv', 'Steam Vents', 'B')], actions: [{ kind: 'cast', object: 'pe', targets: { creature: ['gb'] } }, { kind: 'resolve', choices: { may: true, search: ['f'] } }] });
    expect(r.resolution.error).toBeUndefined();
    expect([obj(r, 'f')?.zone, obj(r, 'f')?.tapped, obj(r, 'f')?.baseController, obj(r, 'sv')?.zone]).toEqual(['battlefield', true, 'B', 'library']);
    expect(r.resolution.final.shuffledLibraries).toEqual(['B']);
  });

  it('GIVEN Path to Exile and a nonbasic land chosen THEN the choice is illegal: "basic land card" (205.4a, 701.23a)', async () => {
    const r = scenarios.run({ players: described, objects: [{ id: 'pe', card: 'Path to Exile', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' }, inLibrary('sv', 'Steam Vents', 'B')], actions: [{ kind: 'cast', object: 'pe', targets: { creature: ['gb'] } }, { kind: 'resolve', choices: { may: true, search: ['sv'] } }] });
    await expect(r).rejects.toThrow(/bad-choice/);
  });
});
