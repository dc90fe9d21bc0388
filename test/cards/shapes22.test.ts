/**
 * Issue 14 (session 22): sentence shapes of popular cards, ranked by the top-2,000 cards they keep
 * from "full" (`coverage --json`), each with the engine support it needs.
 * - Prohibitions of casting and activating (101.2, 602.5): "Activated abilities of <permanents>
 *   [your opponents control] can't be activated" (Null Rod, Cursed Totem, Linvala), "<opponents>
 *   can't cast spells during your turn" (Kutzil), "During your turn, your opponents can't cast spells
 *   or activate abilities of artifacts, creatures, or enchantments" (Grand Abolisher).
 * - Umbra armor (702.89a): a destruction-replacement effect of an Aura — all damage is removed from
 *   the enchanted permanent and the Aura is destroyed instead (614.1a); it isn't regeneration.
 * - "… equal to the sacrificed creature's power" after a cost that sacrifices one creature (Fling,
 *   Altar of Dementia, Greater Good): the power as it last existed (601.2h, 608.2h), recorded on the
 *   stack item as the cost is paid.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const ROWS: [string, Record<string, unknown>][] = [
  // 602.5, 101.2: no player activates an ability of an artifact (mana abilities too, 605.1a).
  ['Null Rod', { castStatics: [{ kind: 'cant-activate', who: 'all', types: ['Artifact'] }] }],
  ['Stony Silence', { castStatics: [{ kind: 'cant-activate', who: 'all', types: ['Artifact'] }] }],
  ['Collector Ouphe', { castStatics: [{ kind: 'cant-activate', who: 'all', types: ['Artifact'] }] }],
  ['Cursed Totem', { castStatics: [{ kind: 'cant-activate', who: 'all', types: ['Creature'] }] }],
  ['Linvala, Keeper of Silence', { keywords: [{ keyword: 'flying' }], castStatics: [{ kind: 'cant-activate', who: 'opponents', types: ['Creature'] }] }],
  // Only during its controller's turn: two prohibitions from one sentence.
  [
    'Grand Abolisher',
    {
      castStatics: [
        { kind: 'cant-cast', who: 'opponents', yourTurn: true },
        { kind: 'cant-activate', who: 'opponents', types: ['Artifact', 'Creature', 'Enchantment'], yourTurn: true },
      ],
    },
  ],
  // 702.89a: the keyword of an Aura, with the Aura's other abilities.
  ['Hyena Umbra', { keywords: [{ keyword: 'enchant' }, { keyword: 'umbra armor' }], statics: [{ modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }, { kind: 'add-keywords' }] }] }],
  ['Bear Umbra', { keywords: [{ keyword: 'enchant' }, { keyword: 'umbra armor' }] }],
  ['Snake Umbra', { keywords: [{ keyword: 'enchant' }, { keyword: 'umbra armor' }] }],
  ['Spider Umbra', { keywords: [{ keyword: 'enchant' }, { keyword: 'umbra armor' }] }],
  ['Eel Umbra', { keywords: [{ keyword: 'flash' }, { keyword: 'enchant' }, { keyword: 'umbra armor' }] }],
  // 601.2h, 608.2h: the sacrificed creature's power as it last existed.
  ['Fling', { spell: { sacrificeCost: { filter: { types: ['Creature'] } }, effects: [{ kind: 'damage', amountFrom: 'sacrificed-power', target: 'any' }] } }],
  ['Thud', { spell: { sacrificeCost: { filter: { types: ['Creature'] } }, effects: [{ kind: 'damage', amountFrom: 'sacrificed-power' }] } }],
  ["Life's Legacy", { spell: { sacrificeCost: { filter: { types: ['Creature'] } }, effects: [{ kind: 'draw', amountFrom: 'sacrificed-power' }] } }],
  ['Altar of Dementia', { activated: [{ sacrificeCost: { filter: { types: ['Creature'] } }, effects: [{ kind: 'mill', amountFrom: 'sacrificed-power' }] }] }],
];

/** The sentence is read though another line of the card isn't (mobilize, a trigger of "base power"). */
const READ_IN: [string, string, Record<string, unknown>][] = [
  ['Voice of Victory', "Your opponents can't cast spells during your turn.", { castStatics: [{ kind: 'cant-cast', who: 'opponents', yourTurn: true }] }],
  ['Kutzil, Malamet Exemplar', "Your opponents can't cast spells during your turn.", { castStatics: [{ kind: 'cant-cast', who: 'opponents', yourTurn: true }] }],
];

/** Near misses: an exception the templates don't read, or a set of sources named by a choice. */
const UNMODELLED: [string, string][] = [
  // "where X is the sacrificed creature's power" after an optional sacrifice in the effect: not the cost's.
  ['The Gitrog, Ravenous Ride', "Whenever The Gitrog deals combat damage to a player, you may sacrifice a creature that saddled it this turn. If you do, draw X cards, then put up to X land cards from your hand onto the battlefield tapped, where X is the sacrificed creature's power."],
  ['Damping Matrix', "Activated abilities of artifacts and creatures can't be activated unless they're mana abilities."],
  ['Pithing Needle', "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."],
];

const EXTRA = ['Sol Ring', 'Prodigal Pyromancer', 'Lightning Bolt', 'Grizzly Bears', 'Karn, the Great Creator', 'Murder', 'Diabolic Edict', 'Hill Giant', 'Giant Growth'];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...READ_IN.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA]);
}, 120_000);

describe('session-22 shapes in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it.each(READ_IN)('%s: “%s” is read', (name, sentence, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object).toMatchObject(shape);
    expect(c.unmodelled).not.toContain(sentence);
  });
});

describe('session-22 prohibitions of casting and activating through the engine (101.2, 602.5)', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun, key: string) => r.resolution.trace.find((x) => x.key === key)?.params;
  const opp = (r: ScenarioRun) => r.resolution.final.players.find((p) => p.id === 'B')!.life;

  it('GIVEN Null Rod WHEN Sol Ring’s mana ability is activated THEN it can’t be: the activation is rewound (602.5, 101.2)', async () => {
    const r = await run({ objects: [{ id: 'nr', card: 'Null Rod', zone: 'battlefield', controller: 'B' }, { id: 'sr', card: 'Sol Ring', zone: 'battlefield' }], actions: [{ kind: 'activate', object: 'sr' }] });
    expect(rewound(r, 'activate.rewound')).toMatchObject({ reason: 'cant-activate', rule: '602.5 101.2' });
  });

  it('GIVEN Cursed Totem WHEN Prodigal Pyromancer pings THEN it can’t; without the Totem it deals 1 (602.5)', async () => {
    const objects = [{ id: 'pp', card: 'Prodigal Pyromancer', zone: 'battlefield' }];
    const act = [{ kind: 'activate', object: 'pp', targets: { any: ['B'] } }, { kind: 'resolve', all: true }];
    const without = await run({ objects, actions: act });
    expect(opp(without)).toBe(19);
    const r = await run({ objects: [...objects, { id: 'ct', card: 'Cursed Totem', zone: 'battlefield' }], actions: act });
    expect(rewound(r, 'activate.rewound')).toMatchObject({ reason: 'cant-activate' });
    expect(opp(r)).toBe(20);
  });

  it('GIVEN Linvala, Keeper of Silence WHEN her controller’s own creature and then an opponent’s creature ping THEN only the opponent’s can’t (602.5)', async () => {
    const objects = [
      { id: 'lv', card: 'Linvala, Keeper of Silence', zone: 'battlefield', controller: 'B' },
      { id: 'mine', card: 'Prodigal Pyromancer', zone: 'battlefield', controller: 'B' },
      { id: 'his', card: 'Prodigal Pyromancer', zone: 'battlefield', controller: 'A' },
    ];
    const r = await run({ objects, actions: [{ kind: 'activate', object: 'his', targets: { any: ['B'] } }] });
    expect(rewound(r, 'activate.rewound')).toMatchObject({ reason: 'cant-activate' });
    const ok = await run({ activePlayer: 'B', objects, actions: [{ kind: 'activate', object: 'mine', player: 'B', targets: { any: ['A'] } }, { kind: 'resolve', all: true }] });
    expect(rewound(ok, 'activate.rewound')).toBeUndefined();
    expect(ok.resolution.final.players.find((p) => p.id === 'A')!.life).toBe(19);
  });

  const abolisher = (activePlayer: 'A' | 'B') => ({
    activePlayer,
    objects: [
      { id: 'ga', card: 'Grand Abolisher', zone: 'battlefield', controller: 'A' },
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'A' },
      { id: 'lb', card: 'Lightning Bolt', zone: 'hand', controller: 'B' },
    ],
    actions: [...(activePlayer === 'A' ? [{ kind: 'pass' }] : []), { kind: 'cast', object: 'lb', player: 'B', targets: { any: ['gb'] } }, { kind: 'resolve', all: true }],
  });

  it('GIVEN Grand Abolisher WHEN the opponent Bolts a creature during its controller’s turn THEN the spell can’t be cast (101.2)', async () => {
    const r = await run(abolisher('A'));
    expect(rewound(r, 'cast.rewound')).toMatchObject({ reason: 'cant', rule: '101.2' });
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('battlefield');
  });

  it('GIVEN Grand Abolisher WHEN the opponent Bolts during their own turn THEN the Bolt resolves (the prohibition is only during your turn)', async () => {
    const r = await run(abolisher('B'));
    expect(rewound(r, 'cast.rewound')).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('graveyard');
  });

  it('GIVEN Grand Abolisher WHEN an opponent activates a creature’s ability during its controller’s turn THEN it can’t; during their own turn it can (602.5)', async () => {
    const objects = [
      { id: 'ga', card: 'Grand Abolisher', zone: 'battlefield', controller: 'A' },
      { id: 'pp', card: 'Prodigal Pyromancer', zone: 'battlefield', controller: 'B' },
    ];
    const act = [{ kind: 'activate', object: 'pp', player: 'B', targets: { any: ['A'] } }, { kind: 'resolve', all: true }];
    const mine = await run({ activePlayer: 'A', objects, actions: [{ kind: 'pass' }, ...act] });
    expect(rewound(mine, 'activate.rewound')).toMatchObject({ reason: 'cant-activate' });
    const theirs = await run({ activePlayer: 'B', objects, actions: act });
    expect(rewound(theirs, 'activate.rewound')).toBeUndefined();
    expect(theirs.resolution.final.players.find((p) => p.id === 'A')!.life).toBe(19);
  });
});

describe('session-22 umbra armor through the engine (702.89a, 614.1a)', () => {
  const { run, resolver } = cardScenarios(() => cards);
  const named = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name);
  const umbra = (extra: Record<string, unknown>[], actions: Record<string, unknown>[]) => ({
    objects: [
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' },
      { id: 'hu', card: 'Hyena Umbra', zone: 'battlefield', attachedTo: 'gb' },
      ...extra,
    ],
    actions,
  });

  it('GIVEN Grizzly Bears with Hyena Umbra WHEN Murder destroys the Bears THEN the Umbra is destroyed instead and the Bears stay, untapped (702.89a)', async () => {
    const r = await run(umbra([{ id: 'm', card: 'Murder', zone: 'hand', controller: 'B' }], [{ kind: 'pass' }, { kind: 'cast', object: 'm', player: 'B', targets: { creature: ['gb'] } }, { kind: 'resolve', all: true }]));
    expect(r.resolution.error).toBeUndefined();
    expect(named(r, 'Grizzly Bears')).toMatchObject({ zone: 'battlefield', tapped: false });
    expect(named(r, 'Hyena Umbra')?.zone).toBe('graveyard');
    expect(r.resolution.trace.find((x) => x.key === 'umbra.applied')?.rules).toEqual(['702.89a', '614.1a']);
  });

  it('GIVEN Grizzly Bears with Hyena Umbra (3/3) WHEN Lightning Bolt deals 3 THEN lethal damage destroys it, umbra armor removes the damage and it survives as a 2/2 with no damage (704.5g, 702.89a)', async () => {
    const r = await run(umbra([{ id: 'lb', card: 'Lightning Bolt', zone: 'hand', controller: 'B' }], [{ kind: 'pass' }, { kind: 'cast', object: 'lb', player: 'B', targets: { any: ['gb'] } }, { kind: 'resolve', all: true }]));
    expect(named(r, 'Grizzly Bears')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(named(r, 'Hyena Umbra')?.zone).toBe('graveyard');
  });

  it('GIVEN Grizzly Bears with Hyena Umbra WHEN the opponent makes its controller sacrifice it THEN umbra armor doesn’t apply: a sacrifice isn’t destruction (701.21a)', async () => {
    const r = await run(umbra([{ id: 'de', card: 'Diabolic Edict', zone: 'hand', controller: 'B' }], [{ kind: 'pass' }, { kind: 'cast', object: 'de', player: 'B', targets: { player: ['A'] } }, { kind: 'resolve', all: true }]));
    expect(r.resolution.error).toBeUndefined();
    expect(named(r, 'Grizzly Bears')?.zone).toBe('graveyard');
    expect(r.resolution.trace.some((x) => x.key === 'umbra.applied')).toBe(false);
  });

  it('GIVEN Grizzly Bears without an Umbra WHEN Murder destroys it THEN it dies (the row above can fail)', async () => {
    const r = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' }, { id: 'm', card: 'Murder', zone: 'hand' }], actions: [{ kind: 'cast', object: 'm', targets: { creature: ['gb'] } }, { kind: 'resolve', all: true }] });
    expect(named(r, 'Grizzly Bears')?.zone).toBe('graveyard');
  });

  it('GIVEN a regeneration shield and umbra armor on the same creature WHEN it would be destroyed THEN its controller chooses which applies (616.1): the engine stops rather than choose', async () => {
    const r = await runScenarioWithCards({
      ...umbra([{ id: 'm', card: 'Murder', zone: 'hand' }], [{ kind: 'cast', object: 'm', targets: { creature: ['gb'] } }, { kind: 'resolve', all: true }]),
      replacements: [{ id: 'rs', kind: 'regeneration-shield', object: 'gb', controller: 'A', text: 'Regenerate Grizzly Bears.' }],
    }, resolver);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.error).toMatchObject({ error: { code: 'unmodelled', params: { reason: 'destroy-replacement-order', rule: '616.1' } } });
  });
});

describe('session-22 the sacrificed creature’s power through the engine (601.2h, 608.2h)', () => {
  const { run } = cardScenarios(() => cards);
  const life = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;

  it('GIVEN Fling WHEN Hill Giant (3/3) is sacrificed to cast it at the opponent THEN it deals 3 damage', async () => {
    const r = await run({ objects: [{ id: 'hg', card: 'Hill Giant', zone: 'battlefield' }, { id: 'f', card: 'Fling', zone: 'hand' }], actions: [{ kind: 'cast', object: 'f', sacrifice: ['hg'], targets: { any: ['B'] } }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(life(r, 'B')).toBe(17);
    expect(r.resolution.trace.find((x) => x.key === 'resolve.amount')?.rules).toEqual(['601.2h', '608.2h']);
  });

  it('GIVEN Grizzly Bears pumped by Giant Growth (5/5) WHEN it is sacrificed to Fling THEN Fling deals 5: its power as it last existed', async () => {
    const r = await run({
      objects: [{ id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' }, { id: 'gg', card: 'Giant Growth', zone: 'hand' }, { id: 'f', card: 'Fling', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'gg', targets: { creature: ['gb'] } }, { kind: 'resolve' }, { kind: 'cast', object: 'f', sacrifice: ['gb'], targets: { any: ['B'] } }, { kind: 'resolve', all: true }],
    });
    expect(life(r, 'B')).toBe(15);
  });
});

