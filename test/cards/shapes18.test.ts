/**
 * Issue 14 (session 18): sentence shapes that kept popular cards (EDHREC top 2,000) from being read
 * whole, each a shape with parameters, cited to its rules, with rows of real cards and near misses
 * that stay unmodelled (issue 11: nothing is read half).
 * - intervening "if" conditions (603.4): "if this artifact is untapped / tapped" (110.5) and "if an
 *   opponent controls more lands than you", also as "Activate only if …" (602.5);
 * - "a Plains" after an article: a subtype whose plural is the same word (205.3i);
 * - counts of every player's permanents: "the number of creatures on the battlefield" (608.2h);
 * - a spell's "draw X cards" (107.3a);
 * - one verb over a list of targets: "Destroy target artifact, target creature, target enchantment,
 *   and target land" (115.1, one target word each);
 * - cast triggers of a list of subtypes: "an Aura, Equipment, or Vehicle spell" (205.3, 601.2i);
 * - "Prevent all combat damage that would be dealt this turn" as an ability's instruction (615.1a).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const lands = { kind: 'opponent-controls-more', filter: { kind: 'filter', types: ['Land'] } };

const ROWS: [string, Record<string, unknown>][] = [
  // 603.4, 110.5: the ability's own permanent untapped / tapped.
  ['Howling Mine', { triggers: [{ event: 'draw-step', who: 'any', condition: { kind: 'own-tapped', tapped: false }, effects: [{ kind: 'draw', amount: 1, that: true }] }] }],
  // 603.4: an opponent controls more lands than you; 701.23 search.
  ['Knight of the White Orchid', { triggers: [{ event: 'enters', condition: lands, effects: [{ kind: 'search-to-battlefield', filter: { subtypes: ['Plains'] }, may: 'may' }] }] }],
  ['Loyal Warhound', { triggers: [{ event: 'enters', condition: lands, effects: [{ kind: 'search-to-battlefield', filter: { subtypes: ['Plains'], supertypes: ['Basic'] }, tapped: true }] }] }],
  ['Land Tax', { triggers: [{ event: 'upkeep', condition: lands, effects: [{ kind: 'search-to-hand', upTo: 3, reveal: true, may: 'may' }] }] }],
  // 602.5: "Activate only if an opponent controls more lands than you".
  ['Weathered Wayfarer', { activated: [{ condition: lands, effects: [{ kind: 'search-to-hand', filter: { types: ['Land'] } }] }] }],
  // 205.3i: "a Plains" after an article is one land of that subtype (its plural is the same word).
  ['Nimbus Maze', { activated: [{ mana: true }, { mana: true, condition: { kind: 'controls', filter: { subtypes: ['Island'] } } }, { mana: true, condition: { kind: 'controls', filter: { subtypes: ['Plains'] } } }] }],
  // 608.2h: X is the number of creatures on the battlefield — every player's.
  ['Chain Reaction', { spell: { effects: [{ kind: 'damage', all: { types: ['Creature'] }, amountFrom: 'count', amountCount: { kind: 'filter', types: ['Creature'] } }] } }],
  // 107.3a: a spell's "draw X cards".
  ['Pull from Tomorrow', { spell: { effects: [{ kind: 'draw', amountFrom: 'x', player: 'you' }, { kind: 'discard', amount: 1 }] } }],
  ['Stroke of Genius', { spell: { effects: [{ kind: 'draw', amountFrom: 'x', target: 'player' }] } }],
  ['Braingeyser', { spell: { effects: [{ kind: 'draw', amountFrom: 'x', target: 'player' }] } }],
  // 115.1: one target word for each "target".
  ['Decimate', { spell: { effects: [{ kind: 'destroy', target: 'artifact' }, { kind: 'destroy', target: 'creature' }, { kind: 'destroy', target: 'enchantment' }, { kind: 'destroy', target: 'land' }] } }],
  // 601.2i: a cast trigger for spells with any of the listed subtypes.
  ['Sram, Senior Edificer', { triggers: [{ event: 'cast', filter: { subtypes: ['Aura', 'Equipment', 'Vehicle'] }, effects: [{ kind: 'draw', amount: 1 }] }] }],
  // 615.1a: a Fog on a permanent.
  ['Spore Frog', { activated: [{ sacrificeSelf: true, effects: [{ kind: 'add-replacement', replacement: { kind: 'prevent', amount: 'all', combatOnly: true } }] }] }],
  // 111.1: two token phrases in one instruction, each read whole.
  ['Wurmcoil Engine', { triggers: [{ event: 'dies', effects: [{ kind: 'create', seed: { power: 3, keywords: [{ keyword: 'deathtouch' }] } }, { kind: 'create', seed: { power: 3, keywords: [{ keyword: 'lifelink' }] } }] }] }],
  // 608.2c: "… and you untap all lands you control": "you" before the controller's own instruction.
  ['Sword of Feast and Famine', { triggers: [{ event: 'deals-damage', who: 'attached', effects: [{ kind: 'discard', amount: 1, that: true }, { kind: 'untap', all: { types: ['Land'], controller: 'you' } }] }] }],
  // 701.21a, 608.2d: an edict of two creatures each.
  // 115.1: "another target creature" — not the source itself.
  ['Brash Taunter', { activated: [{ targets: [{ objects: { types: ['Creature'], other: true } }], effects: [{ kind: 'fight', self: true }] }] }],
  ['Manifold Key', { activated: [{ targets: [{ objects: { types: ['Artifact'], other: true } }], effects: [{ kind: 'untap' }] }, {}] }],
  // 608.2h: "+X/+X until end of turn, where X is the number of creatures you control": counted once as it resolves.
  ['Craterhoof Behemoth', { triggers: [{ event: 'enters', effects: [{ kind: 'apply-effect', amountFrom: 'count', amountCount: { types: ['Creature'], controller: 'you' }, effect: { modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }, { kind: 'add-keywords', keywords: [{ keyword: 'trample' }] }] } }] }] }],
  ['Moonshaker Cavalry', { triggers: [{ event: 'enters', effects: [{ kind: 'apply-effect', amountFrom: 'count', effect: { modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }, { kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] } }] }] }],
  // 118.8, 119.4: an additional life cost, X announced as it is cast (107.3a); "-X/-X" that many times.
  ['Toxic Deluge', { spell: { lifeCost: { amount: 'x' }, effects: [{ kind: 'apply-effect', amountFrom: 'x', effect: { modifications: [{ kind: 'modify-pt', power: -1, toughness: -1 }] } }] } }],
  ['Defile', { spell: { effects: [{ kind: 'apply-effect', target: 'creature', amountFrom: 'count', amountCount: { subtypes: ['Swamp'], controller: 'you' }, effect: { modifications: [{ kind: 'modify-pt', power: -1, toughness: -1 }] } }] } }],
];

/** Near misses: a part the engine doesn't hold, so the sentence (or line) stays unmodelled. */
const UNMODELLED: [string, string][] = [
  // "that player controls more lands than you": the player of the trigger event, not "an opponent".
  ['Keeper of the Accord', "At the beginning of each opponent's end step, if that player controls more creatures than you, create a 1/1 white Soldier creature token."],
  // "another target … card from your graveyard" in a dies trigger: the card this became is another object (400.7); not read.
  ['Myr Retriever', 'When this creature dies, return another target artifact card from your graveyard to your hand.'],
  // Liliana's −9 ("chooses a permanent … of each permanent type and sacrifices the rest") stays unread; her −4 is read (below).
  ['Liliana, Dreadhorde General', '−9: Each opponent chooses a permanent they control of each permanent type and sacrifices the rest.'],
  // Prevention that names one creature from an earlier instruction.
  ['Maze of Ith', '{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Forest', 'Plains', 'Grizzly Bears', 'Phyrexian Arena', 'Craw Wurm']);
}, 120_000);

describe('session-18 shapes in real cards, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

it("GIVEN Liliana, Dreadhorde General's −4 THEN each player sacrifices two creatures of their choice (701.21a, 608.2d)", () => {
  const abilities = compileCard(cards.get('Liliana, Dreadhorde General')!).object.activated as Record<string, unknown>[];
  expect(abilities[1]).toMatchObject({ cost: '−4', effects: [{ kind: 'sacrifice', choose: { count: 2, filter: { types: ['Creature'] } }, player: 'you' }, { kind: 'sacrifice', choose: { count: 2 }, player: 'opponent' }] });
});

describe('session-18 shapes through the engine', () => {
  const { resolver, run } = cardScenarios(() => cards);
  const drew = (r: ScenarioRun) => r.resolution.trace.filter((x) => x.key === 'event.drew-unseen' || x.key === 'event.drew').length;
  const hm = (tapped: boolean) => ({ activePlayer: 'B', objects: [{ id: 'hm', card: 'Howling Mine', zone: 'battlefield', tapped }], actions: [{ kind: 'begin-step', step: 'draw' }, { kind: 'resolve', all: true }] });

  it('GIVEN an untapped Howling Mine WHEN a draw step begins THEN it triggers and that player draws an additional card (603.4, 504.1)', async () => {
    const r = await run(hm(false));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.some((x) => x.key === 'trigger.condition-false')).toBe(false);
    expect(drew(r)).toBe(1);
  });

  it('GIVEN a tapped Howling Mine WHEN a draw step begins THEN its intervening "if" is false: no trigger, no card (603.4, 110.5)', async () => {
    const r = await run(hm(true));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'trigger.condition-false')?.rules).toContain('603.4');
    expect(drew(r)).toBe(0);
  });

  const knight = (mine: number, theirs: number) => ({
    players: [{ id: 'A', library: 'described' }, { id: 'B' }],
    objects: [
      { id: 'k', card: 'Knight of the White Orchid', zone: 'hand' },
      { id: 'pl', card: 'Plains', zone: 'library' },
      ...Array.from({ length: mine }, (_, i) => ({ id: `a${i}`, card: 'Forest', zone: 'battlefield' })),
      ...Array.from({ length: theirs }, (_, i) => ({ id: `b${i}`, card: 'Forest', zone: 'battlefield', controller: 'B', owner: 'B' })),
    ],
    actions: [{ kind: 'cast', object: 'k' }, { kind: 'resolve' }, { kind: 'resolve', choices: { may: true, search: ['pl'] } }],
  });
  const plainsZone = (r: ScenarioRun) => r.resolution.final.objects.find((o) => o.printed.name === 'Plains')?.zone;

  it('GIVEN Knight of the White Orchid entering while an opponent has more lands THEN its trigger searches out a Plains (603.4, 701.23)', async () => {
    const r = await run(knight(2, 3));
    expect(r.resolution.error).toBeUndefined();
    expect(plainsZone(r)).toBe('battlefield');
  });

  it('GIVEN Knight of the White Orchid entering with as many lands as the opponent THEN it does not trigger (603.4)', async () => {
    const r = await run(knight(3, 3));
    expect(r.resolution.trace.some((x) => x.key === 'trigger.condition-false')).toBe(true);
    expect(plainsZone(r)).toBe('library');
  });

  it('GIVEN Craterhoof Behemoth entering beside four 1/1 Soldier tokens THEN X is 5, counted as it resolves: each creature gets +5/+5 and trample (608.2h, 611.2c)', async () => {
    const soldier = (id: string) => ({ id, token: true, name: 'Soldier Token', types: ['Creature'], subtypes: ['Soldier'], colors: ['W'], power: 1, toughness: 1 });
    const r = await run({ objects: [soldier('s1'), soldier('s2'), soldier('s3'), soldier('s4'), { id: 'ch', card: 'Craterhoof Behemoth', zone: 'hand' }], actions: [{ kind: 'cast', object: 'ch' }, { kind: 'resolve' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    const pt = r.resolution.final.objects.filter((o) => o.zone === 'battlefield').map((o) => { const c = r.resolution.computed.find((x) => x.id === o.id)!; return [c.power, c.toughness]; });
    expect(pt.sort()).toEqual([[10, 10], [6, 6], [6, 6], [6, 6], [6, 6]].sort());
    expect(r.resolution.trace.find((x) => x.key === 'resolve.amount')?.params).toMatchObject({ from: 'count', amount: 5 });
  });

  const liliana = (mine: string[]) => ({
    objects: [
      { id: 'li', card: 'Liliana, Dreadhorde General', zone: 'battlefield', counters: { loyalty: 6 } },
      ...['a1', 'a2', 'a3'].map((id) => ({ id, card: 'Grizzly Bears', zone: 'battlefield' })),
      ...['b1', 'b2'].map((id) => ({ id, card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' })),
    ],
    actions: [{ kind: 'activate', object: 'li', ability: 1 }, { kind: 'resolve', all: true, choices: { sacrifice: mine, sacrifice2: ['b1', 'b2'] } }],
  });

  it("GIVEN Liliana's −4 with two of three creatures chosen THEN both are sacrificed, and the opponent's two (701.21a)", async () => {
    const r = await run(liliana(['a1', 'a2']));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.filter((o) => o.printed.name === 'Grizzly Bears' && o.zone === 'battlefield').length).toBe(1);
  });

  it("GIVEN Liliana's −4 with one creature chosen of three THEN the choice is refused: two must be sacrificed (608.2d)", async () => {
    const r = await runScenarioWithCards(liliana(['a1']), resolver);
    expect(r.ok ? r.value.resolution.error?.params : !r.ok && r.error.kind !== 'invalid' ? r.error.error.params : null).toMatchObject({ reason: 'bad-choice', rule: '608.2d' });
  });

  const deluge = (x: number | undefined, life = 20) => ({
    players: [{ id: 'A', life }, { id: 'B' }],
    objects: [{ id: 'td', card: 'Toxic Deluge', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' }, { id: 'cw', card: 'Craw Wurm', zone: 'battlefield', controller: 'B', owner: 'B' }],
    actions: [{ kind: 'cast', object: 'td', ...(x !== undefined ? { x } : {}) }, { kind: 'resolve' }],
  });

  it('GIVEN Toxic Deluge cast with X=3 THEN its caster pays 3 life, the 2/2 dies and the 6/4 is a 3/1 (118.8, 119.4, 107.3a)', async () => {
    const r = await run(deluge(3));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.players.find((p) => p.id === 'A')?.life).toBe(17);
    expect(r.resolution.trace.find((x) => x.key === 'cast.pay-life')?.rules).toEqual(['119.4', '601.2h']);
    expect(r.resolution.trace.find((x) => x.key === 'cast.pay-life')?.params.alternative).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('graveyard');
    const wurm = r.resolution.final.objects.find((o) => o.printed.name === 'Craw Wurm')!;
    expect(r.resolution.computed.find((c) => c.id === wurm.id)).toMatchObject({ power: 3, toughness: 1 });
  });

  it('GIVEN Toxic Deluge with X left unsaid THEN the run stops rather than guess X (107.3a)', async () => {
    const r = await runScenarioWithCards(deluge(undefined), resolver);
    expect(r.ok ? r.value.resolution.error?.code : r.error.kind !== 'invalid' ? r.error.error.code : null).toBe('unmodelled');
  });

  it('GIVEN Toxic Deluge with X=5 and 4 life THEN the cost cannot be paid and the cast is rewound (119.4, 118.3)', async () => {
    const r = await run(deluge(5, 4));
    expect(r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params).toMatchObject({ reason: 'cost-unpaid', rule: '119.4' });
    expect(r.resolution.final.players.find((p) => p.id === 'A')?.life).toBe(4);
  });

  it('GIVEN Decimate THEN each of its four targets is destroyed (115.1, 701.8a)', async () => {
    const r = await run({
      objects: [
        { id: 'de', card: 'Decimate', zone: 'hand' },
        { id: 'ar', card: 'Howling Mine', zone: 'battlefield', controller: 'B', owner: 'B' },
        { id: 'cr', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' },
        { id: 'en', card: 'Phyrexian Arena', zone: 'battlefield', controller: 'B', owner: 'B' },
        { id: 'la', card: 'Forest', zone: 'battlefield', controller: 'B', owner: 'B' },
      ],
      actions: [{ kind: 'cast', object: 'de', targets: { artifact: ['ar'], creature: ['cr'], enchantment: ['en'], land: ['la'] } }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    const zones = ['Howling Mine', 'Grizzly Bears', 'Phyrexian Arena', 'Forest'].map((n) => r.resolution.final.objects.find((o) => o.printed.name === n)?.zone);
    expect(zones).toEqual(['graveyard', 'graveyard', 'graveyard', 'graveyard']);
  });
});
