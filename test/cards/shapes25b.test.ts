/**
 * Issue 14 (session 25, cards25b): sentence shapes of popular cards, ranked by the top-2,000 cards
 * they keep from "full" (`coverage`), each with the engine support it needs.
 * - "If you control a commander, you may cast this spell without paying its mana cost" (Fierce
 *   Guardianship, Deadly Rollick, Flawless Maneuver): an alternative cost of nothing (118.9) the cast
 *   may name only while its caster controls a commander (903.3d: a permanent designated one; the
 *   scenario object's `commander`), checked as the spell is announced (601.2b).
 * - A quoted activated ability a static ability grants ("Creatures you control have '{T}: Add one
 *   mana of any color.'" — Cryptolith Rite, Chromatic Lantern, Enduring Vitality; "Tokens you control
 *   have '{T}: Add {G}.'" — Jaheira; "Lands you control have '{T}: Create a Treasure token.'" —
 *   Bootleggers' Stash): a layer-6 add-activated modification (113.10, 613.1f); the object that has
 *   it activates it as its own (602.2), numbered after its printed abilities, and pays with it (605).
 * - Convoke (702.51a-c): the cast action names the creatures (`convoke`); each pays one mana of the
 *   total cost once it is locked in (702.51b) — a colored one of its color or a generic one, every way
 *   tried — and is tapped; the rest is paid with mana (601.2h). Hour of Reckoning, City on Fire.
 * - "You may cast creature spells from the top of your library" (601.3: a castPermissions entry,
 *   library-top) and "You may look at the top card of your library any time" (401.5: information
 *   only — no game action changes). Elven Chorus, Vizier of the Menagerie's sentence.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const FREE_IF_COMMANDER = { name: 'without paying its mana cost', cost: '', if: { kind: 'controls', filter: { commander: true, controller: 'you' }, atLeast: 1 } };
const ROWS: [string, Record<string, unknown>][] = [
  ['Fierce Guardianship', { spell: { alternatives: [FREE_IF_COMMANDER], effects: [{ kind: 'counter' }] } }],
  ['Deadly Rollick', { spell: { alternatives: [FREE_IF_COMMANDER], effects: [{ kind: 'exile' }] } }],
  ['Flawless Maneuver', { spell: { alternatives: [FREE_IF_COMMANDER], effects: [{ kind: 'apply-effect' }] } }],
  // 113.10, 613.1f: granted activated abilities; "one mana of any color" adds mana the engine doesn't know (no `adds`).
  ['Cryptolith Rite', { statics: [{ affects: { controller: 'you', types: ['Creature'] }, modifications: [{ kind: 'add-activated', activated: [{ cost: '{T}', tap: true, mana: true, effects: [] }] }] }] }],
  ['Chromatic Lantern', { statics: [{ affects: { controller: 'you', types: ['Land'] }, modifications: [{ kind: 'add-activated', activated: [{ cost: '{T}', mana: true }] }] }], activated: [{ cost: '{T}', mana: true }] }],
  ['Enduring Vitality', { statics: [{ affects: { types: ['Creature'] }, modifications: [{ kind: 'add-activated' }] }] }],
  ['Jaheira, Friend of the Forest', { statics: [{ affects: { controller: 'you', token: true }, modifications: [{ kind: 'add-activated', activated: [{ cost: '{T}', mana: true, adds: '{G}' }] }] }] }],
  ["Night of the Sweets' Revenge", { statics: [{ affects: { controller: 'you', subtypes: ['Food'] }, modifications: [{ kind: 'add-activated', activated: [{ adds: '{G}' }] }] }] }],
  ['Paradise Mantle', { statics: [{ affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-activated', activated: [{ cost: '{T}', mana: true }] }] }] }],
  // 702.51: convoke is applied by the engine (the cast names the creatures).
  ['Hour of Reckoning', { keywords: [{ keyword: 'convoke' }], spell: { effects: [{ kind: 'destroy', all: { token: false, types: ['Creature'] } }] } }],
  ['City on Fire', { keywords: [{ keyword: 'convoke' }] }],
  // 601.3, 401.5: cast from the top of the library; looking at it is information only.
  ['Elven Chorus', { castPermissions: [{ from: 'library-top', filter: { types: ['Creature'] } }], statics: [{ modifications: [{ kind: 'add-activated' }] }] }],
  // Not a mana ability: it uses the stack (605.1a).
  ["Bootleggers' Stash", { statics: [{ affects: { types: ['Land'] }, modifications: [{ kind: 'add-activated', activated: [{ cost: '{T}', tap: true, effects: [{ kind: 'create', seed: { name: 'Treasure Token' } }] }] }] }] }],
];

/** The sentence is read though another line of the card isn't. */
const READ_IN: [string, string, Record<string, unknown>][] = [
  ['Vizier of the Menagerie', 'You may cast creature spells from the top of your library.', { castPermissions: [{ from: 'library-top', filter: { types: ['Creature'] } }] }],
  ['Bolas\'s Citadel', 'You may look at the top card of your library any time.', {}],
  ['Goldspan Dragon', 'Treasures you control have "{T}, Sacrifice this artifact: Add two mana of any one color."', { statics: [{ affects: { subtypes: ['Treasure'] }, modifications: [{ kind: 'add-activated', activated: [{ cost: '{T}, Sacrifice this artifact', sacrificeSelf: true, mana: true }] }] }] }],
];

/** Near misses: the spell's other text isn't read. */
const UNMODELLED: [string, string][] = [
  ['Deflecting Swat', 'You may choose new targets for target spell or ability.'],
  // Playing lands from the library (305.1) isn't read, nor spells of two kinds (a chosen type's is since cards53a: test/cards/cards53a.test.ts).
  ["Bolas's Citadel", 'You may play lands and cast spells from the top of your library.'],
  ['Mystic Forge', 'You may cast artifact spells and colorless spells from the top of your library.'],
  // (The World Tree's "As long as you control six or more lands, …" is read since cards41a: test/cards/conditional-statics.test.ts.)
];

const EXTRA = ['Grizzly Bears', 'Kenrith, the Returned King', 'Giant Growth', 'Llanowar Elves', 'Forest', 'Lightning Bolt', 'Savannah Lions'];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...READ_IN.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA]);
}, 120_000);

describe('session-25 (b) shapes in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it.each(READ_IN)('%s: “%s” is read', (name, sentence, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object).toMatchObject(shape);
    expect(c.unmodelled).not.toContain(sentence);
  });
});

describe('session-25 (b) a free cast while you control a commander (118.9, 903.3d, 601.2b)', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const zone = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name)?.zone;
  const board = (commander: boolean, kenrithController = 'A') => ({
    players: [{ id: 'A', manaPool: '' }, { id: 'B' }],
    objects: [
      { id: 'dr', card: 'Deadly Rollick', zone: 'hand' },
      { id: 'k', card: 'Kenrith, the Returned King', zone: 'battlefield', controller: kenrithController, ...(commander ? { commander: true } : {}) },
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B' },
    ],
    actions: [{ kind: 'cast', object: 'dr', alternative: 'without paying its mana cost', targets: { creature: ['gb'] } }, { kind: 'resolve' }],
  });

  it('GIVEN my commander on the battlefield and no mana WHEN I cast Deadly Rollick without paying its mana cost THEN it is cast for {0} and exiles the Bears', async () => {
    const r = await run(board(true));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'cast.announced')).toMatchObject({ rules: expect.arrayContaining(['601.2b', '118.9a']) });
    expect(zone(r, 'Grizzly Bears')).toBe('exile');
  });

  it('GIVEN the same creature not designated a commander THEN the alternative cost can’t be announced (601.2b); the Bears stay', async () => {
    const r = await run(board(false));
    expect(rewound(r)).toMatchObject({ reason: 'alternative-condition', rule: '601.2b 118.9' });
    expect(zone(r, 'Grizzly Bears')).toBe('battlefield');
  });

  it('GIVEN the opponent controls their commander (not me) THEN I can’t cast it for free (903.3d: you control a commander)', async () => {
    const r = await run(board(true, 'B'));
    expect(rewound(r)).toMatchObject({ reason: 'alternative-condition' });
  });
});

describe('session-25 (b) activated abilities a static ability grants (113.10, 613.1f, 602.2, 605)', () => {
  const { run, resolver } = cardScenarios(() => cards);
  const obj = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.id === id)!;
  const rewound = (r: ScenarioRun, key = 'cast.rewound') => r.resolution.trace.find((x) => x.key === key)?.params;
  const soldier = { id: 'tok', name: 'Soldier', types: ['Creature'], subtypes: ['Soldier'], power: 1, toughness: 1, token: true };
  const growth = (withJaheira: boolean, extra: Record<string, unknown> = {}) => ({
    players: [{ id: 'A', payFromBoard: true }, { id: 'B' }],
    objects: [...(withJaheira ? [{ id: 'j', card: 'Jaheira, Friend of the Forest', zone: 'battlefield' }] : []), soldier, { id: 'gg', card: 'Giant Growth', zone: 'hand' }],
    actions: [{ kind: 'cast', object: 'gg', targets: { creature: ['tok'] } }, { kind: 'resolve' }],
    ...extra,
  });

  it('GIVEN Jaheira and a creature token WHEN Giant Growth is paid from the board THEN the token taps for {G} (its granted mana ability) and becomes 4/4', async () => {
    const r = await run(growth(true));
    expect(r.resolution.trace.find((x) => x.key === 'cast.mana-ability')).toMatchObject({ params: { ability: '{T}: Add {G}.', adds: '{G}' } });
    expect(obj(r, 'tok')).toMatchObject({ tapped: true });
  });

  it('GIVEN the token without Jaheira THEN nothing pays {G}: the cast is rewound (601.2h)', async () => {
    const r = await run(growth(false));
    expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid' });
  });

  it('GIVEN Jaheira WHEN the token’s granted ability is activated by number (after its printed ones: 0) THEN {G} is in the pool and pays for Giant Growth', async () => {
    const r = await run(growth(true, { players: [{ id: 'A', manaPool: '' }, { id: 'B' }], actions: [{ kind: 'activate', object: 'tok', ability: 0 }, { kind: 'cast', object: 'gg', targets: { creature: ['tok'] } }, { kind: 'resolve' }] }));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'cast.paid')).toMatchObject({ params: { paid: '{G}' } });
  });

  it('GIVEN Cryptolith Rite WHEN a summoning-sick Grizzly Bears uses its granted {T} ability THEN it can’t (302.6); Llanowar Elves’ second ability (the granted one) can', async () => {
    const r = await run({
      players: [{ id: 'A', manaPool: '' }, { id: 'B' }],
      objects: [{ id: 'cr', card: 'Cryptolith Rite', zone: 'battlefield' }, { id: 'gb', card: 'Grizzly Bears', summoningSick: true }, { id: 'le', card: 'Llanowar Elves' }],
      actions: [{ kind: 'activate', object: 'gb', ability: 0 }, { kind: 'activate', object: 'le', ability: 1 }],
    });
    expect(rewound(r, 'activate.rewound')).toMatchObject({ reason: 'summoning-sick' });
    expect(obj(r, 'gb').tapped).toBe(false);
    expect(obj(r, 'le').tapped).toBe(true);
  });

  it('GIVEN no Cryptolith Rite WHEN Grizzly Bears’ ability 0 is activated THEN there is no such ability (bad reference)', async () => {
    const r = await runScenarioWithCards({ objects: [{ id: 'gb', card: 'Grizzly Bears' }], actions: [{ kind: 'activate', object: 'gb', ability: 0 }] }, resolver);
    expect(r.ok ? null : r.error).toMatchObject({ error: { code: 'bad_reference' } });
  });

  it('GIVEN Chromatic Lantern and a Forest paying from the board WHEN Lightning Bolt is cast THEN the engine stops (what the any-colour mana is isn’t known), never “can’t pay”; without the Lantern it can’t be paid', async () => {
    const bolt = (objects: Record<string, unknown>[]) => ({ players: [{ id: 'A', payFromBoard: true }, { id: 'B' }], objects: [...objects, { id: 'f', card: 'Forest' }, { id: 'lb', card: 'Lightning Bolt', zone: 'hand' }], actions: [{ kind: 'cast', object: 'lb', targets: { any: ['B'] } }] });
    const lantern = await runScenarioWithCards(bolt([{ id: 'cl', card: 'Chromatic Lantern' }]), resolver);
    expect(lantern.ok ? null : lantern.error).toMatchObject({ error: { code: 'unmodelled' } });
    const forest = await run(bolt([]));
    expect(rewound(forest)).toMatchObject({ reason: 'cost-unpaid' });
  });
});

describe('session-25 (b) convoke through the engine (702.51a-c, 601.2h)', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const zone = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.id === id)?.zone;
  const hour = (pool: string | undefined, convoke: string[], extra: Record<string, unknown>[] = []) => ({
    players: [{ id: 'A', ...(pool !== undefined ? { manaPool: pool } : {}) }, { id: 'B' }],
    objects: [{ id: 'h', card: 'Hour of Reckoning', zone: 'hand' }, { id: 'sl', card: 'Savannah Lions' }, { id: 'gb', card: 'Grizzly Bears' }, { id: 'le', card: 'Llanowar Elves', summoningSick: true }, { id: 'ob', card: 'Grizzly Bears', controller: 'B' }, ...extra],
    actions: [{ kind: 'cast', object: 'h', convoke }, { kind: 'resolve' }],
  });

  it('GIVEN {W}{W}{W}{W} and three creatures convoking Hour of Reckoning ({4}{W}{W}{W}) THEN the Lions pay {W}, the others generic, the pool the rest; every nontoken creature is destroyed', async () => {
    const r = await run(hour('{W}{W}{W}{W}', ['sl', 'gb', 'le']));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'cast.convoke')).toMatchObject({ rules: ['702.51a', '702.51c', '601.2h'], params: { rest: '{2}{W}{W}' } });
    expect(r.resolution.trace.find((x) => x.key === 'cast.paid')).toMatchObject({ params: { paid: '{W}{W}{W}{W}' } });
    const creatures = r.resolution.final.objects.filter((o) => ['Savannah Lions', 'Grizzly Bears', 'Llanowar Elves'].includes(o.printed.name));
    expect(creatures.map((o) => o.zone)).toEqual(['graveyard', 'graveyard', 'graveyard', 'graveyard']);
  });

  it('GIVEN only {W}{W}{W} THEN four are still owed: the cast is rewound (601.2h)', async () => {
    const r = await run(hour('{W}{W}{W}', ['sl', 'gb', 'le']));
    expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid' });
    expect(zone(r, 'ob')).toBe('battlefield');
  });

  it('GIVEN {G}{G}{G}{G} THEN green creatures can’t pay {W}: whichever way they convoke, {W} is owed that green mana can’t pay', async () => {
    const r = await run(hour('{G}{G}{G}{G}', ['sl', 'gb', 'le']));
    expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid' });
  });

  it('GIVEN mana not tracked THEN the convoking creatures are still tapped as the cost is paid', async () => {
    const r = await run({ ...hour(undefined, ['sl', 'gb']), actions: [{ kind: 'cast', object: 'h', convoke: ['sl', 'gb'] }] });
    const o = (id: string) => r.resolution.final.objects.find((x) => x.id === id)!;
    expect([o('sl').tapped, o('gb').tapped, o('le').tapped]).toEqual([true, true, false]);
  });

  it.each([
    ['a tapped creature', ['sl'], [{ id: 'tap', card: 'Grizzly Bears', tapped: true }], ['tap'], 'tapped'],
    ['an opponent’s creature', ['sl'], [], ['ob'], 'convoke-creature'],
    ['the same creature twice', ['sl'], [], ['sl'], 'convoke-creature'],
  ])('GIVEN %s named to convoke THEN the cast is rewound', async (_what, first, extra, more, reason) => {
    const r = await run(hour('{W}{W}{W}{W}{W}{W}{W}', [...first, ...more], extra));
    expect(rewound(r)).toMatchObject({ reason });
  });

  it('GIVEN Lightning Bolt (no convoke) WHEN a creature is named to convoke it THEN it is rewound (702.51a)', async () => {
    const r = await run({ players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }], objects: [{ id: 'lb', card: 'Lightning Bolt', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears' }], actions: [{ kind: 'cast', object: 'lb', convoke: ['gb'], targets: { any: ['B'] } }] });
    expect(rewound(r)).toMatchObject({ reason: 'no-convoke', rule: '702.51a' });
  });
});

describe('session-25 (b) casting from the top of the library (601.3)', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const top = (card: string, chorus = true) => ({
    objects: [...(chorus ? [{ id: 'ec', card: 'Elven Chorus' }] : []), { id: 't', card, zone: 'library' }, { id: 'u', card: 'Savannah Lions', zone: 'library' }],
    actions: [{ kind: 'cast', object: 't', ...(card === 'Lightning Bolt' ? { targets: { any: ['B'] } } : {}) }, { kind: 'resolve' }],
  });

  it('GIVEN Elven Chorus and Grizzly Bears on top of the library THEN it can be cast from there and enters', async () => {
    const r = await run(top('Grizzly Bears'));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('battlefield');
  });
  it('GIVEN Lightning Bolt on top THEN not (creature spells only: 601.3e)', async () => {
    expect(rewound(await run(top('Lightning Bolt')))).toMatchObject({ reason: 'permission-filter' });
  });
  it('GIVEN no Elven Chorus THEN not from the library at all (601.3)', async () => {
    expect(rewound(await run(top('Grizzly Bears', false)))).toMatchObject({ reason: 'zone', rule: '601.3' });
  });
  it('GIVEN the card second from the top THEN not (only the top card)', async () => {
    const r = await run({ ...top('Grizzly Bears'), actions: [{ kind: 'cast', object: 'u' }] });
    expect(rewound(r)).toMatchObject({ reason: 'not-top' });
  });
});
