/**
 * Issue 14 (session 20): sentence shapes that kept popular cards (EDHREC top 2,000) and cards the
 * question sets name from being read whole, each a shape with parameters, cited to its rules, with
 * rows of real cards and near misses that stay unmodelled (nothing is read half).
 * - "Whenever a creature an opponent controls dies, that player <instruction>" (Massacre Wurm): the
 *   dies event looks back (603.10a); "that player" is the opponent who controlled the creature as it
 *   last existed (608.2k).
 * - a token created with a quoted ability: "create a 0/1 … token with "Sacrifice this token: Add
 *   {C}."", "… with toxic 1 and "This token can't block."", "… token. It has "…"" (111.3, 113.2c:
 *   the effect that creates a token defines its abilities, read through the same templates as a
 *   permanent's text); an ability not read whole leaves the whole sentence unread.
 * - "<instruction> for each [kind] counter on this / it" and "…, where X is the number of [kind] counters
 *   on this" in a permanent's own ability: its counters as the instruction is followed, or as it last
 *   existed in its own dies / leaves trigger (608.2h, 603.10a); a sentence "Then …" continues the
 *   ability. "Sacrifice this: … for each counter on this" stays unread (the counters as it was
 *   sacrificed for a cost aren't recorded).
 * - "<cost>: Return this card from your graveyard to the battlefield [tapped] / to your hand" — an
 *   ability that works only in its owner's graveyard (113.6m, 602.2); the card itself is moved.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const opponentsCreature = { types: ['Creature'], controller: 'opponent' };

const ROWS: [string, Record<string, unknown>][] = [
  // 603.10a, 608.2k: the creature's controller as it died loses the life.
  ['Massacre Wurm', { triggers: [{ event: 'enters' }, { event: 'dies', who: 'any', filter: opponentsCreature, effects: [{ kind: 'life', amount: -2, that: true }] }] }],
  ['Assault Intercessor', { triggers: [{ event: 'dies', who: 'any', filter: opponentsCreature, effects: [{ kind: 'life', amount: -2, that: true }] }] }],
  // 111.3, 113.2c: the token's quoted ability, read like a permanent's own.
  ['Glaring Fleshraker', { triggers: [{ event: 'cast', effects: [{ kind: 'create', seed: { name: 'Eldrazi Spawn Token', power: 0, toughness: 1, activated: [{ sacrificeSelf: true, mana: true, adds: '{C}' }] } }] }, {}] }],
  ['Awakening Zone', { triggers: [{ event: 'upkeep', effects: [{ kind: 'create', may: 'may', seed: { subtypes: ['Eldrazi', 'Spawn'], activated: [{ sacrificeSelf: true, mana: true, adds: '{C}' }] } }] }] }],
  ['Pawn of Ulamog', { triggers: [{ event: 'dies', effects: [{ kind: 'create', seed: { activated: [{ sacrificeSelf: true, mana: true }] } }] }] }],
  ['Beledros Witherbloom', { triggers: [{ event: 'upkeep', who: 'any', effects: [{ kind: 'create', seed: { name: 'Pest Token', triggers: [{ event: 'dies', effects: [{ kind: 'life', amount: 1, player: 'you' }] }] } }] }] }],
  ['Song of Totentanz', { spell: { effects: [{ kind: 'create', amountFrom: 'x', seed: { name: 'Rat Token', keywords: [{ keyword: "can't block" }] } }, { kind: 'apply-effect' }] } }],
  // 608.2h, 603.10a: counters on the source, now or as it last existed.
  ['Hangarback Walker', { triggers: [{ event: 'dies', effects: [{ kind: 'create', amountFrom: 'counters', amountCounter: '+1/+1', seed: { name: 'Thopter Token', keywords: [{ keyword: 'flying' }] } }] }] }],
  ['Marketback Walker', { triggers: [{ event: 'dies', effects: [{ kind: 'draw', amount: 1, amountFrom: 'counters', amountCounter: '+1/+1' }] }] }],
  ['Chasm Skulker', { triggers: [{}, { event: 'dies', effects: [{ kind: 'create', amountFrom: 'counters', amountCounter: '+1/+1', seed: { name: 'Squid Token' } }] }] }],
  ['Assemble the Legion', { triggers: [{ event: 'upkeep', effects: [{ kind: 'add-counters', counter: 'muster', amount: 1 }, { kind: 'create', amountFrom: 'counters', amountCounter: 'muster' }] }] }],
  ['Insight Engine', { activated: [{ tap: true, effects: [{ kind: 'add-counters', counter: 'charge' }, { kind: 'draw', amountFrom: 'counters', amountCounter: 'charge' }] }] }],
  // 113.6m: activated from its owner's graveyard, moving the card itself.
  ['Reassembling Skeleton', { activated: [{ zone: 'graveyard', cost: '{1}{B}', effects: [{ kind: 'put-onto-battlefield', self: true, tapped: true }] }] }],
  ['Drownyard Temple', { activated: [{ mana: true }, { zone: 'graveyard', effects: [{ kind: 'put-onto-battlefield', self: true, tapped: true }] }] }],
  ['Cauldron Familiar', { activated: [{ zone: 'graveyard', sacrificeCost: { filter: { subtypes: ['Food'] } }, effects: [{ kind: 'put-onto-battlefield', self: true }] }] }],
  ['Clattering Augur', { activated: [{ zone: 'graveyard', effects: [{ kind: 'return-to-hand', self: true }] }] }],
  ['Basilica Shepherd', { triggers: [{ event: 'enters', effects: [{ kind: 'create', seed: { types: ['Artifact', 'Creature'], keywords: [{ keyword: 'toxic', param: '1' }, { keyword: "can't block" }] } }, { kind: 'create' }] }] }],
];

/** Near misses: a part the engine doesn't hold, so the sentence (or line) stays unmodelled. */
const UNMODELLED: [string, string][] = [
  // "its controller" after a dies event: not a reference the templates read (the object is gone, 400.7).
  ['Archfiend of the Dross', 'Whenever a creature an opponent controls dies, its controller loses 2 life.'],
  // "that creature's controller": not read.
  ['Gimli, Counter of Kills', "Whenever a creature an opponent controls dies, Gimli deals 1 damage to that creature's controller."],
  // A quoted ability the templates don't read whole: the token isn't made without it.
  ['Shorikai, Genesis Engine', '{1}, {T}: Draw two cards, then discard a card. Create a 1/1 colorless Pilot creature token with "This token crews Vehicles as though its power were 2 greater."'],
  // Counters of a source sacrificed as a cost: not recorded, so not read.
  ['Twitching Doll', '{T}, Sacrifice this creature: Create a 2/2 green Spider creature token with reach for each counter on this creature. Activate only as a sorcery.'],
  ['Culling Dais', '{1}, Sacrifice this artifact: Draw a card for each charge counter on this artifact.'],
  // The quote names the card itself ("… counters on Gutter Grime"), not the token: not read as "this".
  ['Gutter Grime', "Whenever a nontoken creature you control dies, put a slime counter on this enchantment, then create a green Ooze creature token with \"This token's power and toughness are each equal to the number of slime counters on Gutter Grime.\""],
  ['Pest Infestation', 'Create twice X 1/1 black and green Pest creature tokens with "When this token dies, you gain 1 life."'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Lightning Bolt', 'Grizzly Bears', 'Llanowar Elves', 'Serra Angel', 'Pyroclasm', 'Doubling Season', 'Shatter', 'Swamp']);
}, 120_000);

describe('session-20 shapes in real cards, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('session-20 shapes through the engine', () => {
  const { run } = cardScenarios(() => cards);
  const lifeOf = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)?.life;
  const zoneOf = (r: ScenarioRun, id: string) => r.resolution.final.objects.filter((o) => o.printed.name === id).map((o) => o.zone).sort();

  it('GIVEN the opponent controls two Llanowar Elves, Grizzly Bears and Serra Angel WHEN Massacre Wurm enters THEN three creatures die and that player loses 2 life for each: 14; the Angel is left a 2/2 (704.5f, 603.10a, 608.2k)', async () => {
    const r = await run({
      objects: [
        { id: 'mw', card: 'Massacre Wurm', zone: 'hand' },
        { id: 'e1', card: 'Llanowar Elves', zone: 'battlefield', controller: 'B', owner: 'B' },
        { id: 'e2', card: 'Llanowar Elves', zone: 'battlefield', controller: 'B', owner: 'B' },
        { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' },
        { id: 'sa', card: 'Serra Angel', zone: 'battlefield', controller: 'B', owner: 'B' },
      ],
      actions: [{ kind: 'cast', object: 'mw' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(lifeOf(r, 'B')).toBe(14);
    expect(lifeOf(r, 'A')).toBe(20);
    expect(zoneOf(r, 'Llanowar Elves')).toEqual(['graveyard', 'graveyard']);
    const angel = r.resolution.final.objects.find((o) => o.printed.name === 'Serra Angel')!;
    expect(r.resolution.computed.find((c) => c.id === angel.id)).toMatchObject({ power: 2, toughness: 2 });
  });

  const bolted = (victimController: string) => ({
    objects: [
      { id: 'mw', card: 'Massacre Wurm', zone: 'battlefield' },
      { id: 'lb', card: 'Lightning Bolt', zone: 'hand' },
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: victimController, owner: victimController },
    ],
    actions: [{ kind: 'cast', object: 'lb', targets: { any: ['gb'] } }, { kind: 'resolve', all: true }],
  });

  it("GIVEN Massacre Wurm WHEN its controller Bolts the opponent's Grizzly Bears THEN the opponent loses 2 life (603.10a)", async () => {
    const r = await run(bolted('B'));
    expect(r.resolution.error).toBeUndefined();
    expect(lifeOf(r, 'B')).toBe(18);
    expect(lifeOf(r, 'A')).toBe(20);
  });

  it("GIVEN Massacre Wurm WHEN its controller's own Grizzly Bears dies THEN it doesn't trigger: nobody loses life", async () => {
    const r = await run(bolted('A'));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.some((x) => x.key === 'trigger.triggers')).toBe(false);
    expect(lifeOf(r, 'B')).toBe(20);
    expect(lifeOf(r, 'A')).toBe(20);
  });

  it('GIVEN Beledros Witherbloom WHEN an upkeep begins THEN a Pest token is created with its dies trigger; when Pyroclasm kills it, its controller gains 1 life (111.3, 113.2c, 603.6c)', async () => {
    const r = await run({
      objects: [
        { id: 'bw', card: 'Beledros Witherbloom', zone: 'battlefield' },
        { id: 'py', card: 'Pyroclasm', zone: 'hand' },
      ],
      actions: [{ kind: 'begin-step', step: 'upkeep' }, { kind: 'resolve', all: true }, { kind: 'begin-step', step: 'main1' }, { kind: 'cast', object: 'py' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.filter((x) => x.key === 'trigger.triggers' && String(x.params.source).includes('Pest')).length).toBe(1);
    expect(r.resolution.final.objects.some((o) => o.printed.name === 'Pest Token')).toBe(false);
    expect(lifeOf(r, 'A')).toBe(21);
  });

  it("GIVEN Song of Totentanz cast with X=2 THEN two 1/1 Rat tokens are created, each with \"This token can't block\" (111.3, 107.3a)", async () => {
    const r = await run({ objects: [{ id: 'st', card: 'Song of Totentanz', zone: 'hand' }], actions: [{ kind: 'cast', object: 'st', x: 2 }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    const rats = r.resolution.final.objects.filter((o) => o.printed.name === 'Rat Token');
    expect(rats.length).toBe(2);
    for (const rat of rats) expect(r.resolution.computed.find((c) => c.id === rat.id)?.keywords).toEqual(expect.arrayContaining([expect.objectContaining({ keyword: "can't block" })]));
  });

  const walker = (counters: number, season: boolean) => ({
    objects: [
      { id: 'hw', card: 'Hangarback Walker', zone: 'battlefield', counters: { '+1/+1': counters } },
      ...(season ? [{ id: 'ds', card: 'Doubling Season', zone: 'battlefield' }] : []),
      { id: 'lb', card: 'Lightning Bolt', zone: 'hand' },
    ],
    actions: [{ kind: 'cast', object: 'lb', targets: { any: ['hw'] } }, { kind: 'resolve', all: true }],
  });
  const thopters = (r: ScenarioRun) => r.resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.printed.name === 'Thopter Token').length;

  it('GIVEN Hangarback Walker with two +1/+1 counters WHEN it dies to a Bolt THEN two flying Thopters are created: the counters it had as it last existed (608.2h, 603.10a)', async () => {
    const r = await run(walker(2, false));
    expect(r.resolution.error).toBeUndefined();
    expect(thopters(r)).toBe(2);
    expect(r.resolution.trace.find((x) => x.key === 'resolve.amount')?.params).toMatchObject({ from: 'counters', amount: 2 });
  });

  it('GIVEN Hangarback Walker with three counters and Doubling Season WHEN it dies THEN three Thopters, each doubled: six (614.1a)', async () => {
    const r = await run(walker(3, true));
    expect(r.resolution.error).toBeUndefined();
    expect(thopters(r)).toBe(6);
  });

  it('GIVEN Assemble the Legion with two muster counters WHEN its controller\'s upkeep begins THEN it gets a third and three Soldiers are created (the count is read after the counter is put on)', async () => {
    const r = await run({ objects: [{ id: 'al', card: 'Assemble the Legion', zone: 'battlefield', counters: { muster: 2 } }], actions: [{ kind: 'begin-step', step: 'upkeep' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.filter((o) => o.printed.name === 'Soldier Token').length).toBe(3);
  });

  it('GIVEN Insight Engine activated WHEN it is destroyed in response THEN how many counters it had is not guessed (608.2h)', async () => {
    const r = run({
      objects: [
        { id: 'ie', card: 'Insight Engine', zone: 'battlefield', counters: { charge: 1 } },
        { id: 'sh', card: 'Shatter', zone: 'hand' },
      ],
      actions: [{ kind: 'activate', object: 'ie' }, { kind: 'cast', object: 'sh', targets: { artifact: ['ie'] } }, { kind: 'resolve' }, { kind: 'resolve' }],
    });
    await expect(r).rejects.toThrow(/"unmodelled".*"reason":"lki-counters"/);
  });

  it('GIVEN Insight Engine with one charge counter WHEN activated and resolved THEN it has two and its controller draws two (608.2h)', async () => {
    const r = await run({
      players: [{ id: 'A', library: 'described' }, { id: 'B' }],
      objects: [{ id: 'ie', card: 'Insight Engine', zone: 'battlefield', counters: { charge: 1 } }, ...['a', 'b', 'c'].map((id) => ({ id, card: 'Grizzly Bears', zone: 'library' }))],
      actions: [{ kind: 'activate', object: 'ie' }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.filter((o) => o.zone === 'hand').length).toBe(2);
  });

  const skeleton = (zone: string) => ({ objects: [{ id: 'rs', card: 'Reassembling Skeleton', zone }], actions: [{ kind: 'activate', object: 'rs' }, { kind: 'resolve' }] });

  it('GIVEN Reassembling Skeleton in its owner\'s graveyard WHEN its ability is activated and resolves THEN it returns to the battlefield tapped (113.6m, 110.5b)', async () => {
    const r = await run(skeleton('graveyard'));
    expect(r.resolution.error).toBeUndefined();
    const sk = r.resolution.final.objects.find((o) => o.printed.name === 'Reassembling Skeleton')!;
    expect(sk.zone).toBe('battlefield');
    expect(sk.tapped).toBe(true);
  });

  it('GIVEN Reassembling Skeleton on the battlefield WHEN its ability is activated THEN it is refused: the ability works only in the graveyard (113.6m)', async () => {
    const r = await run(skeleton('battlefield'));
    expect(r.resolution.trace.find((x) => x.key === 'activate.rewound')?.params).toMatchObject({ reason: 'not-in-graveyard', rule: '113.6m' });
  });

  it("GIVEN Clattering Augur in the opponent's graveyard WHEN its controller tries to activate it THEN only its owner may (602.2)", async () => {
    const r = await run({ objects: [{ id: 'ca', card: 'Clattering Augur', zone: 'graveyard', owner: 'B' }], actions: [{ kind: 'activate', object: 'ca', player: 'A' }] });
    expect(r.resolution.trace.find((x) => x.key === 'activate.rewound')?.params).toMatchObject({ reason: 'not-controller' });
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Clattering Augur')?.zone).toBe('graveyard');
  });

  it('GIVEN Clattering Augur in its owner\'s graveyard WHEN activated and resolved THEN it goes to its owner\'s hand', async () => {
    const r = await run({ objects: [{ id: 'ca', card: 'Clattering Augur', zone: 'graveyard' }], actions: [{ kind: 'activate', object: 'ca' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Clattering Augur')?.zone).toBe('hand');
  });
});
