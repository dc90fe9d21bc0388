/**
 * Issue 14 (keywords): crew (702.122a) — "Crew N" means "Tap any number of other untapped creatures
 * you control with total power N or greater: This permanent becomes an artifact creature until end of
 * turn." Compiled into that activated ability (the creatures named by the activate action's `crew`),
 * then through the engine: the creatures are tapped as the cost is paid (702.122b), summoning sickness
 * doesn't stop them (302.6 is about {T} costs), and the Vehicle is a creature with its printed power
 * and toughness (301.7b) that can attack. Too little power, a tapped creature, the Vehicle itself:
 * the cost can't be paid (the activation is rewound); unnamed creatures with enough power: the
 * choice is the player's, and the run stops.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const crewAbility = (n: number) => ({ cost: `Crew ${n}`, crew: n, effects: [{ kind: 'apply-effect', effect: { affects: { kind: 'source' }, modifications: [{ kind: 'add-types', types: ['Artifact', 'Creature'] }], duration: { kind: 'end-of-turn' } } }] });

const ROWS: [string, Record<string, unknown>][] = [
  ['Consulate Dreadnought', { activated: [crewAbility(6)] }],
  ['Irontread Crusher', { activated: [crewAbility(3)] }],
  ['Futurist Sentinel', { activated: [crewAbility(3)] }],
  ['Debris Beetle', { keywords: [{ keyword: 'trample' }, { keyword: 'crew', param: '2' }], activated: [crewAbility(2)] }],
  // Its loot is read too ("you may draw a card. If you do, discard a card": 608.2c, shapes41b.test.ts).
  ["Smuggler's Copter", { activated: [crewAbility(1)], triggers: [{ event: 'attacks' }, { event: 'blocks' }] }],
];

/** Crew read while another sentence of the card isn't (what crewed it, 702.122c; another way to pay the crew cost). */
const CREW_READ: [string, number, string][] = [
  ['Getaway Car', 1, "Whenever this Vehicle attacks or blocks, return up to one target creature that crewed it this turn to its owner's hand."],
  ['Heart of Kiran', 3, "You may remove a loyalty counter from a planeswalker you control rather than pay Heart of Kiran's crew cost."],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...CREW_READ.map((r) => r[0]), 'Grizzly Bears', 'Serra Angel']);
}, 120_000);

describe('crew, compiled (702.122a)', () => {
  compiledShapes(ROWS, [], () => cards);
  it.each(CREW_READ)('%s: crew %i is read, and what it can\'t read stays unmodelled', (name, n, sentence) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object.activated).toMatchObject([crewAbility(n)]);
    expect(c.unmodelled).toEqual([sentence]);
  });
});

describe('crew, through the engine (702.122a-b, 301.7b)', () => {
  const scenarios = cardScenarios(() => cards);
  type R = Awaited<ReturnType<typeof scenarios.run>>;
  const computed = (r: R, id: string) => r.resolution.computed.find((c) => c.id === id);
  const tapped = (r: R, id: string) => r.resolution.final.objects.find((o) => o.id === id)?.tapped;
  const rewound = (r: R) => r.resolution.trace.find((x) => x.key === 'activate.rewound')?.params;
  const board = (extra: Record<string, unknown>[] = []) => [
    { id: 'v', card: 'Irontread Crusher', zone: 'battlefield' },
    { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' },
    { id: 'gb2', card: 'Grizzly Bears', zone: 'battlefield', summoningSick: true },
    ...extra,
  ];
  const crewWith = (ids: string[] | undefined, extra: Record<string, unknown>[] = [], more: Record<string, unknown>[] = []) => ({
    objects: board(extra),
    actions: [{ kind: 'activate', object: 'v', ...(ids ? { crew: ids } : {}) }, { kind: 'resolve' }, ...more],
  });

  it('GIVEN Irontread Crusher (crew 3) and two Grizzly Bears, one just cast, WHEN both crew it THEN they are tapped and it is a 6/6 artifact creature (702.122a, 302.6, 301.7b)', async () => {
    const r = await scenarios.run(crewWith(['gb', 'gb2']));
    expect(r.resolution.error).toBeUndefined();
    expect([tapped(r, 'gb'), tapped(r, 'gb2')]).toEqual([true, true]);
    expect(computed(r, 'v')).toMatchObject({ types: expect.arrayContaining(['Artifact', 'Creature']), subtypes: ['Vehicle'], power: 6, toughness: 6 });
    expect(r.resolution.trace.find((x) => x.key === 'activate.crew')).toMatchObject({ rules: ['702.122a', '702.122b'], params: { power: 4, amount: 3 } });
  });

  it('GIVEN the Vehicle not crewed THEN it is no creature and has no power (208.3, 301.7a)', async () => {
    const r = await scenarios.run({ objects: board(), actions: [] });
    expect(computed(r, 'v')).toMatchObject({ types: ['Artifact'], power: null });
  });

  it('GIVEN the crewed Vehicle WHEN it attacks THEN it is an attacking creature (it has been under its controller\'s control since the turn began, 302.6)', async () => {
    const r = await scenarios.run(crewWith(['gb', 'gb2'], [], [{ kind: 'declare-attackers', attackers: [{ object: 'v' }] }]));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'activate.rewound')).toBeUndefined();
    expect(r.resolution.final.combat?.attackers.map((a) => a.id)).toEqual(['v']);
  });

  it.each<[string, string[], Record<string, unknown>[]]>([
    ['one Grizzly Bears (power 2 for crew 3)', ['gb'], []],
    ['the Vehicle itself', ['v', 'gb'], []],
    ['a tapped creature', ['gb', 'sa'], [{ id: 'sa', card: 'Serra Angel', zone: 'battlefield', tapped: true }]],
    ["an opponent's creature", ['gb', 'sa'], [{ id: 'sa', card: 'Serra Angel', zone: 'battlefield', controller: 'B', owner: 'B' }]],
    ['the same creature twice', ['gb', 'gb'], []],
  ])('GIVEN %s named to crew THEN the cost can\'t be paid: the activation is rewound (702.122a, 118.3)', async (_what, ids, extra) => {
    const r = await scenarios.run({ objects: board(extra), actions: [{ kind: 'activate', object: 'v', crew: ids }] });
    expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid' });
    expect(computed(r, 'v')?.types).not.toContain('Creature');
    expect(tapped(r, 'gb')).toBe(false);
  });

  it('GIVEN no creature named and too little power on the board THEN the cost can\'t be paid (118.3)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'v', card: 'Consulate Dreadnought', zone: 'battlefield' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' }], actions: [{ kind: 'activate', object: 'v' }] });
    expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid', rule: '702.122a' });
  });

  it('GIVEN no creature named and enough power THEN the run stops: which creatures crew is the player\'s choice', async () => {
    const r = await runScenarioWithCards(crewWith(undefined), scenarios.resolver);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected the engine to stop');
    expect(r.error.error.code).toBe('unmodelled');
    expect(r.error.error.params).toMatchObject({ reason: 'cost-choice', what: 'crew' });
  });
});
