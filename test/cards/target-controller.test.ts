/**
 * Issue 14: "Its controller creates a … token" / "That creature's controller creates …" after an
 * instruction on the spell's one target (608.2h): the player is read through the target as the
 * instruction is followed — its controller now, or its last known controller once it left — and the
 * token is created whether or not the instruction before did anything (an indestructible target).
 * Also edicts (701.21a, 608.2d): "each opponent / each player / target player / that player
 * sacrifices a creature of their choice" — the player named chooses among what they control; one
 * player subject for several verbs ("target player draws two cards and loses 2 life"); a card in an
 * opponent's graveyard as the target of an exile (115.1, 701.13a); "up to one / two target …" (601.2c:
 * zero to N targets, zero only when said); prowess (702.108a) run as its trigger.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const create = (word: string, subtypes: string[]) => ({ kind: 'create', seed: { subtypes }, player: 'that-controller', target: word });

const ROWS: [string, Record<string, unknown>][] = [
  ['Beast Within', { spell: { effects: [{ kind: 'destroy', target: 'permanent' }, create('permanent', ['Beast'])] } }],
  ['Generous Gift', { spell: { effects: [{ kind: 'destroy', target: 'permanent' }, create('permanent', ['Elephant'])] } }],
  ['Pongify', { spell: { effects: [{ kind: 'destroy', target: 'creature', cantRegenerate: true }, create('creature', ['Ape'])] } }],
  ['Rapid Hybridization', { spell: { effects: [{ kind: 'destroy', target: 'creature', cantRegenerate: true }, create('creature', ['Frog', 'Lizard'])] } }],
  ['Swan Song', { spell: { effects: [{ kind: 'counter', target: 'spell' }, create('spell', ['Bird'])] } }],
];

/** Near misses that stay unmodelled: the controller of something that isn't the one target named just before. */
const UNMODELLED: [string, string][] = [
  // A delayed instruction of the target's controller ("at the beginning of the next turn's upkeep") is no template here.
  ['Arcane Denial', "Its controller may draw up to two cards at the beginning of the next turn's upkeep."],
  // Life equal to its toughness: only "equal to its power" is read.
  ['Condemn', 'Its controller gains life equal to its toughness.'],
];

const edict = (filter: Record<string, unknown>, who: Record<string, unknown>, name = 'sacrifice') => ({ kind: 'sacrifice', choose: { name, filter }, ...who });

/** 701.21a: edicts — the player named sacrifices a permanent of their choice. */
const EDICTS: [string, Record<string, unknown>][] = [
  ['Fleshbag Marauder', { triggers: [{ event: 'enters', effects: [edict({ types: ['Creature'] }, { player: 'you' }), edict({ types: ['Creature'] }, { player: 'opponent' }, 'sacrifice2')] }] }],
  ['Accursed Marauder', { triggers: [{ event: 'enters', effects: [edict({ types: ['Creature'], token: false }, { player: 'you' }), edict({ types: ['Creature'], token: false }, { player: 'opponent' }, 'sacrifice2')] }] }],
  ['Grave Pact', { triggers: [{ event: 'dies', filter: { controller: 'you', types: ['Creature'] }, effects: [edict({ types: ['Creature'] }, { player: 'opponent' })] }] }],
  ['Dictate of Erebos', { triggers: [{ event: 'dies', effects: [edict({ types: ['Creature'] }, { player: 'opponent' })] }] }],
  ['Sheoldred, Whispering One', { triggers: [{ event: 'upkeep' }, { event: 'upkeep', who: 'opponent', effects: [edict({ types: ['Creature'] }, { that: true })] }] }],
  ["Sheoldred's Edict", { spell: { modes: { min: 1, max: 1, options: [{ effects: [edict({ types: ['Creature'], token: false }, { player: 'opponent' })] }, { effects: [edict({ types: ['Creature'], token: true }, { player: 'opponent' })] }, { effects: [edict({ types: ['Planeswalker'] }, { player: 'opponent' })] }] } } }],
  ['Diabolic Edict', { spell: { targets: [{ word: 'player', players: 'any' }], effects: [edict({ types: ['Creature'] }, { target: 'player' })] } }],
  // cards53b: the greatest power among the group is read (choose.greatest).
  ['Crackling Doom', { spell: { effects: [{ kind: 'damage' }, { kind: 'sacrifice', choose: { filter: { types: ['Creature'] }, greatest: 'power' }, player: 'opponent' }] } }],
];

/** Edicts that stay unmodelled: a choice that isn't the player's free one, or a follow-up on who couldn't. */
const EDICTS_UNREAD: [string, string][] = [
  ['Plaguecrafter', 'When this creature enters, each player sacrifices a creature or planeswalker of their choice. Each player who can\'t discards a card.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EDICTS.map((r) => r[0]), ...EDICTS_UNREAD.map((r) => r[0]), 'Grizzly Bears', 'Lightning Bolt', 'Darksteel Myr', 'Hill Giant', 'Llanowar Elves', 'Sign in Blood', 'Return to Nature', 'Healing Salve', 'Shock', 'Myconid Spore Tender', 'Sol Ring', 'Lead Astray', 'Roaming Ghostlight', 'Monastery Swiftspear', 'Prismari Command']);
}, 120_000);

describe('edicts, compiled (701.21a)', () => compiledShapes(EDICTS, EDICTS_UNREAD, () => cards));

describe('edicts, through the engine (701.21a, 608.2d)', () => {
  const scenarios = cardScenarios(() => cards);
  const zones = (r: ScenarioRun) => Object.fromEntries(r.resolution.final.objects.map((o) => [o.printed.name, o.zone]));
  const board = [
    { id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' },
    { id: 'hg', card: 'Hill Giant', controller: 'B', owner: 'B' },
    { id: 'le', card: 'Llanowar Elves' },
  ];

  it("GIVEN Diabolic Edict on the opponent with their choice named THEN that creature of theirs is sacrificed, not mine, though it doesn't target it", async () => {
    const r = await scenarios.run({ objects: [...board, { id: 'de', card: 'Diabolic Edict', zone: 'hand' }], actions: [{ kind: 'cast', object: 'de', targets: { player: ['B'] } }, { kind: 'resolve', choices: { sacrifice: ['hg'] } }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r)).toMatchObject({ 'Grizzly Bears': 'battlefield', 'Hill Giant': 'graveyard', 'Llanowar Elves': 'battlefield' });
  });

  it("GIVEN Diabolic Edict naming a creature the player doesn't control THEN the choice is refused as illegal (701.21a)", async () => {
    await expect(scenarios.run({ objects: [...board, { id: 'de', card: 'Diabolic Edict', zone: 'hand' }], actions: [{ kind: 'cast', object: 'de', targets: { player: ['B'] } }, { kind: 'resolve', choices: { sacrifice: ['le'] } }] })).rejects.toThrow(/bad-choice/);
  });

  it('GIVEN Fleshbag Marauder entering THEN each player sacrifices one creature of their own (me: the Marauder or the Elves)', async () => {
    const r = await scenarios.run({ objects: [...board, { id: 'fm', card: 'Fleshbag Marauder', zone: 'hand' }], actions: [{ kind: 'cast', object: 'fm' }, { kind: 'resolve', all: true, choices: { sacrifice: ['le'], sacrifice2: ['gb'] } }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r)).toMatchObject({ 'Grizzly Bears': 'graveyard', 'Hill Giant': 'battlefield', 'Llanowar Elves': 'graveyard', 'Fleshbag Marauder': 'battlefield' });
  });

  it("GIVEN Diabolic Edict on an opponent with two creatures and no choice named THEN the run stops on that player's choice (never guessed)", async () => {
    await expect(scenarios.run({ objects: [...board, { id: 'de', card: 'Diabolic Edict', zone: 'hand' }], actions: [{ kind: 'cast', object: 'de', targets: { player: ['B'] } }, { kind: 'resolve' }] })).rejects.toThrow(/"unmodelled".*"reason":"choice-sacrifice","player":"B".*701\.21a/);
  });

  it('GIVEN an edict on a player with one creature THEN that one is sacrificed, with no choice to make (701.21a)', async () => {
    const r = await scenarios.run({ objects: [board[0]!, board[2]!, { id: 'de', card: 'Diabolic Edict', zone: 'hand' }], actions: [{ kind: 'cast', object: 'de', targets: { player: ['B'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r)).toMatchObject({ 'Grizzly Bears': 'graveyard', 'Llanowar Elves': 'battlefield' });
  });

  it("GIVEN Fleshbag Marauder entering with only the opponent's choice named THEN the run stops on mine too (the Marauder or the Elves)", async () => {
    await expect(scenarios.run({ objects: [...board, { id: 'fm', card: 'Fleshbag Marauder', zone: 'hand' }], actions: [{ kind: 'cast', object: 'fm' }, { kind: 'resolve', all: true, choices: { sacrifice2: ['gb'] } }] })).rejects.toThrow(/"reason":"choice-sacrifice","player":"A"/);
  });

  it('GIVEN an edict on a player with no creature THEN nothing is sacrificed (608.2d)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'le', card: 'Llanowar Elves' }, { id: 'de', card: 'Diabolic Edict', zone: 'hand' }], actions: [{ kind: 'cast', object: 'de', targets: { player: ['B'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r)).toMatchObject({ 'Llanowar Elves': 'battlefield' });
  });
});

describe("'its controller' of the target, compiled", () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe("'its controller' of the target, through the engine (608.2h)", () => {
  const scenarios = cardScenarios(() => cards);
  async function run(json: unknown): Promise<ScenarioRun> {
    const r = await scenarios.run(json);
    expect(r.resolution.error).toBeUndefined();
    return r;
  }
  const tokens = (r: ScenarioRun, subtype: string) =>
    r.resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.printed.subtypes.includes(subtype)).map((o) => r.resolution.computed.find((c) => c.id === o.id)?.controller);
  const zone = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name)?.zone;

  it("GIVEN Beast Within on the opponent's Grizzly Bears THEN it dies and the opponent gets the Beast (last known controller)", async () => {
    const r = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B' }, { id: 'bw', card: 'Beast Within', zone: 'hand' }], actions: [{ kind: 'cast', object: 'bw', targets: { permanent: ['gb'] } }, { kind: 'resolve' }] });
    expect(zone(r, 'Grizzly Bears')).toBe('graveyard');
    expect(tokens(r, 'Beast')).toEqual(['B']);
  });

  it('GIVEN Beast Within on an indestructible permanent THEN it stays and its controller still gets the Beast', async () => {
    const r = await run({ objects: [{ id: 'dm', card: 'Darksteel Myr', controller: 'B' }, { id: 'bw', card: 'Beast Within', zone: 'hand' }], actions: [{ kind: 'cast', object: 'bw', targets: { permanent: ['dm'] } }, { kind: 'resolve' }] });
    expect(zone(r, 'Darksteel Myr')).toBe('battlefield');
    expect(tokens(r, 'Beast')).toEqual(['B']);
  });

  it('GIVEN Pongify on my own creature THEN I get the Ape', async () => {
    const r = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'p', card: 'Pongify', zone: 'hand' }], actions: [{ kind: 'cast', object: 'p', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(tokens(r, 'Ape')).toEqual(['A']);
  });

  it("GIVEN the opponent's Swan Song on my Lightning Bolt THEN the Bolt is countered and I (its controller) get the Bird", async () => {
    const r = await run({
      objects: [{ id: 'lb', card: 'Lightning Bolt', zone: 'hand' }, { id: 'ss', card: 'Swan Song', zone: 'hand', controller: 'B' }],
      actions: [{ kind: 'cast', object: 'lb', targets: { any: ['B'] } }, { kind: 'pass' }, { kind: 'cast', object: 'ss', player: 'B', targets: { spell: ['lb'] } }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(20);
    expect(tokens(r, 'Bird')).toEqual(['A']);
  });
});

describe('a player subject for several verbs, and graveyard targets, through the engine', () => {
  const scenarios = cardScenarios(() => cards);

  it('GIVEN Sign in Blood on the opponent THEN that player (the one target) draws two and loses 2 life; I lose none (608.2c)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'sb', card: 'Sign in Blood', zone: 'hand' }], actions: [{ kind: 'cast', object: 'sb', targets: { player: ['B'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.players.map((p) => p.life)).toEqual([20, 18]);
    expect(r.resolution.trace.filter((t) => t.key === 'event.drew-unseen').map((t) => t.params.player)).toEqual(['B', 'B']);
  });

  it("GIVEN Return to Nature's third mode on a card in the opponent's graveyard THEN it is exiled (115.1, 701.13a)", async () => {
    const r = await scenarios.run({ objects: [{ id: 'gb', card: 'Grizzly Bears', zone: 'graveyard', controller: 'B', owner: 'B' }, { id: 'rn', card: 'Return to Nature', zone: 'hand' }], actions: [{ kind: 'cast', object: 'rn', modes: [2], targets: { card: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('exile');
  });

  it('GIVEN Return to Nature aimed at a creature on the battlefield with the graveyard mode THEN it is not a legal target (the target is a card in a graveyard)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 'rn', card: 'Return to Nature', zone: 'hand' }], actions: [{ kind: 'cast', object: 'rn', modes: [2], targets: { card: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.trace.find((t) => t.key === 'cast.rewound')?.params).toMatchObject({ reason: 'illegal-target' });
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('battlefield');
  });
});

describe('a prevention shield on the target (615.7), through the engine', () => {
  const scenarios = cardScenarios(() => cards);
  const bears = (r: ScenarioRun) => r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears');

  it("GIVEN the opponent's Lightning Bolt on my Bears and Healing Salve's shield on them in response THEN 3 is prevented and they survive undamaged", async () => {
    const r = await scenarios.run({
      objects: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'lb', card: 'Lightning Bolt', zone: 'hand', controller: 'B', owner: 'B' }, { id: 'hs', card: 'Healing Salve', zone: 'hand' }],
      actions: [{ kind: 'pass' }, { kind: 'cast', object: 'lb', player: 'B', targets: { any: ['gb'] } }, { kind: 'pass' }, { kind: 'cast', object: 'hs', modes: [1], targets: { any: ['gb'] } }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(bears(r)).toMatchObject({ zone: 'battlefield', damage: 0 });
  });

  it('GIVEN the shield on me and two Shocks at me THEN the first is prevented in full, the shield has 1 left, and the second deals 1 (615.7)', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'hs', card: 'Healing Salve', zone: 'hand' }, { id: 's1', card: 'Shock', zone: 'hand', controller: 'B', owner: 'B' }, { id: 's2', card: 'Shock', zone: 'hand', controller: 'B', owner: 'B' }],
      actions: [{ kind: 'cast', object: 'hs', modes: [1], targets: { any: ['A'] } }, { kind: 'resolve' }, { kind: 'pass' }, { kind: 'cast', object: 's1', player: 'B', targets: { any: ['A'] } }, { kind: 'resolve' }, { kind: 'pass' }, { kind: 'cast', object: 's2', player: 'B', targets: { any: ['A'] } }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.players.find((p) => p.id === 'A')!.life).toBe(19);
  });

  it('GIVEN the shield on my Bears THEN damage to the opponent is not prevented (the shield protects the one target)', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'hs', card: 'Healing Salve', zone: 'hand' }, { id: 's1', card: 'Shock', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'hs', modes: [1], targets: { any: ['gb'] } }, { kind: 'resolve' }, { kind: 'cast', object: 's1', targets: { any: ['B'] } }, { kind: 'resolve' }],
    });
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(18);
  });
});

describe('"up to N target …" (601.2c)', () => {
  const scenarios = cardScenarios(() => cards);
  const zoneOf = (r: ScenarioRun, n: string) => r.resolution.final.objects.find((o) => o.printed.name === n)?.zone;
  const tender = (choose?: Record<string, string[]>) => ({ id: 'mt', card: 'Myconid Spore Tender', zone: 'hand', ...(choose ? { triggers: (compileCard(cards.get('Myconid Spore Tender')!).object.triggers as Record<string, unknown>[]).map((t) => ({ ...t, choose })) } : {}) });

  it('compiles with zero to N targets', () => {
    expect(compileCard(cards.get('Myconid Spore Tender')!).object).toMatchObject({ triggers: [{ event: 'enters', targets: [{ upTo: true, objects: { types: ['Artifact', 'Enchantment'] } }], effects: [{ kind: 'destroy' }] }] });
    expect(compileCard(cards.get('Lead Astray')!).object).toMatchObject({ spell: { targets: [{ count: 2, upTo: true, objects: { types: ['Creature'] } }], effects: [{ kind: 'tap' }] } });
    expect(compileCard(cards.get('Roaming Ghostlight')!).object).toMatchObject({ triggers: [{ targets: [{ upTo: true, objects: { types: ['Creature'], notSubtypes: ['Spirit'] } }], effects: [{ kind: 'return-to-hand' }] }] });
  });

  it('GIVEN Myconid Spore Tender entering with no artifact or enchantment THEN its trigger still goes on the stack with no target and resolves (not removed)', async () => {
    const r = await scenarios.run({ objects: [tender()], actions: [{ kind: 'cast', object: 'mt' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.some((t) => t.key === 'trigger.no-targets')).toBe(false);
    expect(r.resolution.trace.filter((t) => t.key === 'stack.resolves').length).toBe(2);
  });

  it("GIVEN it entering with the opponent's Sol Ring there and no target said THEN the run stops on the choice (none or the Ring), never guessed", async () => {
    await expect(scenarios.run({ objects: [tender(), { id: 'sr', card: 'Sol Ring', controller: 'B', owner: 'B' }], actions: [{ kind: 'cast', object: 'mt' }, { kind: 'resolve', all: true }] })).rejects.toThrow(/"code":"unmodelled".*"reason":"trigger-target"/);
  });

  it('GIVEN the Ring chosen THEN it is destroyed; GIVEN no target chosen (said) THEN it stays', async () => {
    const yes = await scenarios.run({ objects: [tender({ artifact: ['sr'] }), { id: 'sr', card: 'Sol Ring', controller: 'B', owner: 'B' }], actions: [{ kind: 'cast', object: 'mt' }, { kind: 'resolve', all: true }] });
    expect(zoneOf(yes, 'Sol Ring')).toBe('graveyard');
    const no = await scenarios.run({ objects: [tender({ artifact: [] }), { id: 'sr', card: 'Sol Ring', controller: 'B', owner: 'B' }], actions: [{ kind: 'cast', object: 'mt' }, { kind: 'resolve', all: true }] });
    expect(no.resolution.error).toBeUndefined();
    expect(zoneOf(no, 'Sol Ring')).toBe('battlefield');
  });

  it('GIVEN Lead Astray with one target THEN it is tapped; with the targets unsaid THEN the cast is refused (zero is never assumed)', async () => {
    const one = await scenarios.run({ objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 'la', card: 'Lead Astray', zone: 'hand' }], actions: [{ kind: 'cast', object: 'la', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(one.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.tapped).toBe(true);
    const unsaid = await scenarios.run({ objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 'la', card: 'Lead Astray', zone: 'hand' }], actions: [{ kind: 'cast', object: 'la' }, { kind: 'resolve' }] });
    expect(unsaid.resolution.trace.find((t) => t.key === 'cast.rewound')?.params).toMatchObject({ reason: 'target-count' });
  });
});

describe('prowess (702.108a), as the trigger it is', () => {
  const scenarios = cardScenarios(() => cards);
  const swiftspear = (r: ScenarioRun) => r.resolution.computed.find((c) => c.id === 'ms' || c.id.startsWith('ms~'));

  it('compiles to a cast trigger of a noncreature spell, its keyword line modelled', () => {
    const c = compileCard(cards.get('Monastery Swiftspear')!);
    expect(c.object).toMatchObject({ triggers: [{ event: 'cast', who: 'another', filter: { notTypes: ['Creature'] }, rules: ['702.108a'], effects: [{ kind: 'apply-effect', effect: { affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }] } }] }] });
    expect(c.status).toBe('full');
  });

  it('GIVEN I cast Lightning Bolt with Monastery Swiftspear out THEN it is 2/3 until end of turn; the opponent casting one THEN it stays 1/2', async () => {
    const mine = await scenarios.run({ objects: [{ id: 'ms', card: 'Monastery Swiftspear' }, { id: 'lb', card: 'Lightning Bolt', zone: 'hand' }], actions: [{ kind: 'cast', object: 'lb', targets: { any: ['B'] } }, { kind: 'resolve', all: true }] });
    expect(mine.resolution.error).toBeUndefined();
    expect(swiftspear(mine)).toMatchObject({ power: 2, toughness: 3 });
    const theirs = await scenarios.run({ objects: [{ id: 'ms', card: 'Monastery Swiftspear' }, { id: 'lb', card: 'Lightning Bolt', zone: 'hand', controller: 'B', owner: 'B' }], actions: [{ kind: 'pass' }, { kind: 'cast', object: 'lb', player: 'B', targets: { any: ['A'] } }, { kind: 'resolve', all: true }] });
    expect(theirs.resolution.error).toBeUndefined();
    expect(swiftspear(theirs)).toMatchObject({ power: 1, toughness: 2 });
  });
});

describe("a player's tokens (111.2): 'target player creates a Treasure token'", () => {
  const scenarios = cardScenarios(() => cards);

  it('compiles every mode of Prismari Command (a player subject for two verbs, a player creating a token)', () => {
    const c = compileCard(cards.get('Prismari Command')!);
    expect(c.status).toBe('full');
    expect(c.object).toMatchObject({ spell: { modes: { min: 2, max: 2, options: [{}, { effects: [{ kind: 'draw', amount: 2, target: 'player' }, { kind: 'discard', amount: 2, target: 'player' }] }, { effects: [{ kind: 'create', target: 'player2', seed: { subtypes: ['Treasure'] } }] }, {}] } } });
  });

  it('GIVEN Prismari Command choosing 2 damage to the Bears and a Treasure for the opponent THEN the Bears die and the Treasure is the opponent’s', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, { id: 'pc', card: 'Prismari Command', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'pc', modes: [0, 2], targets: { any: ['gb'], player2: ['B'] } }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('graveyard');
    const treasures = r.resolution.final.objects.filter((o) => o.printed.subtypes.includes('Treasure') && o.zone === 'battlefield');
    expect(treasures.map((o) => r.resolution.computed.find((c) => c.id === o.id)?.controller)).toEqual(['B']);
  });
});
