/**
 * Issue 14 (session 19): sentence shapes that kept popular cards (EDHREC top 2,000) and cards the
 * question sets name from being read whole, each a shape with parameters, cited to its rules, with
 * rows of real cards and near misses that stay unmodelled (nothing is read half).
 * - "Whenever you cast or copy an instant or sorcery spell" (magecraft, 207.2c): a copied spell
 *   (707.10: put on the stack, not cast) sets it off too; a plain cast trigger doesn't see a copy.
 * - a whole graveyard exiled: "exile target player's graveyard", "exile each opponent's graveyard"
 *   (404.2: the cards there are its owner's; 701.13a; 115.1 the target player).
 * - a search split between the battlefield and the hand: "search your library for up to two basic
 *   land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand,
 *   then shuffle" (701.23a, 701.24a; 110.5b).
 * - "Untap all permanents / artifacts / creatures you control during each other player's untap step"
 *   (502.3): with the active player's, in one untap event.
 * - storm (702.40a): a cast trigger of the spell itself, copying it once for each spell cast before
 *   it this turn (707.10: the copies aren't cast); a count the question doesn't give is not guessed.
 * - "Whenever one or more [other] <group> enter / die, <effect>. This ability triggers only once each
 *   turn." — the first such event of the turn, and not again that turn.
 * - counters as an activation cost: "Remove a +1/+1 counter from this creature: …", "Put a -1/-1
 *   counter on this creature: …" (602.2b, 601.2h, 122.1); removing needs that many (118.3).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const instantOrSorcery = { types: ['Instant', 'Sorcery'] };

const ROWS: [string, Record<string, unknown>][] = [
  // 207.2c magecraft, 707.10: a cast or a copy of an instant or sorcery spell.
  ['Archmage Emeritus', { triggers: [{ event: 'cast', orCopy: true, filter: instantOrSorcery, effects: [{ kind: 'draw', amount: 1 }] }] }],
  ['Storm-Kiln Artist', { triggers: [{ event: 'cast', orCopy: true, filter: instantOrSorcery, effects: [{ kind: 'create' }] }] }],
  ['Witherbloom Apprentice', { triggers: [{ event: 'cast', orCopy: true, effects: [{ kind: 'life', amount: -1, player: 'opponent' }, { kind: 'life', amount: 1, player: 'you' }] }] }],
  ['Leonin Lightscribe', { triggers: [{ event: 'cast', orCopy: true, effects: [{ kind: 'apply-effect' }] }] }],
  ['Karok Wrangler', { triggers: [{ event: 'cast', orCopy: true, effects: [{ kind: 'add-counters', counter: '+1/+1' }] }] }],
  // 404.2, 701.13a, 115.1: every card in the target player's graveyard.
  ['Bojuka Bog', { triggers: [{ event: 'enters', targets: [{ word: 'player', players: 'any' }], effects: [{ kind: 'exile', all: { zone: 'graveyard' }, allOwnedBy: 'player' }] }] }],
  ['Tormod\'s Crypt', { activated: [{ tap: true, sacrificeSelf: true, targets: [{ players: 'any' }], effects: [{ kind: 'exile', allOwnedBy: 'player' }] }] }],
  ['Angel of Finality', { triggers: [{ event: 'enters', effects: [{ kind: 'exile', allOwnedBy: 'player' }] }] }],
  ['Remorseful Cleric', { activated: [{ sacrificeSelf: true, effects: [{ kind: 'exile', allOwnedBy: 'player' }] }] }],
  ['Soul-Guide Lantern', { activated: [{ sacrificeSelf: true, effects: [{ kind: 'exile', all: { zone: 'graveyard', controller: 'opponent' } }] }, {}] }],
  // 701.23a: up to two basic land cards, one onto the battlefield tapped, the other into the hand.
  ['Cultivate', { spell: { effects: [{ kind: 'search-to-battlefield', filter: { types: ['Land'], supertypes: ['Basic'] }, upTo: 2, reveal: true, tapped: true, otherToHand: true }] } }],
  ["Kodama's Reach", { spell: { effects: [{ kind: 'search-to-battlefield', upTo: 2, tapped: true, otherToHand: true }] } }],
  // 502.3: another player's untap step untaps this permanent's controller's permanents of the group.
  ['Seedborn Muse', { untapDuringOthers: { filter: { controller: 'you' } } }],
  ['Unwinding Clock', { untapDuringOthers: { filter: { types: ['Artifact'], controller: 'you' } } }],
  ['Drumbellower', { untapDuringOthers: { filter: { types: ['Creature'], controller: 'you' } } }],
  // 702.40a: storm, a cast trigger of the spell itself.
  ['Grapeshot', { triggers: [{ event: 'cast', who: 'self', rules: ['702.40a'], effects: [{ kind: 'copy-spell', count: 'storm', self: true }] }], spell: { effects: [{ kind: 'damage', amount: 1 }] } }],
  ['Brain Freeze', { triggers: [{ event: 'cast', who: 'self', effects: [{ kind: 'copy-spell' }] }], spell: { effects: [{ kind: 'mill', amount: 3 }] } }],
  ['Tendrils of Agony', { triggers: [{ event: 'cast', effects: [{ kind: 'copy-spell' }] }] }],
  ['Empty the Warrens', { triggers: [{ event: 'cast', effects: [{ kind: 'copy-spell' }] }] }],
  // Triggers only once each turn, on one or more objects entering or dying.
  ['Morbid Opportunist', { triggers: [{ event: 'dies', who: 'another', oncePerTurn: true, filter: { types: ['Creature'] }, effects: [{ kind: 'draw', amount: 1 }] }] }],
  ['Welcoming Vampire', { triggers: [{ event: 'enters', who: 'another', oncePerTurn: true, filter: { types: ['Creature'], controller: 'you', power: { atMost: 2 } }, effects: [{ kind: 'draw', amount: 1 }] }] }],
  ["Tocasia's Welcome", { triggers: [{ event: 'enters', who: 'any', oncePerTurn: true, filter: { types: ['Creature'], controller: 'you', manaValue: { atMost: 3 } } }] }],
  ['Elvish Warmaster', { triggers: [{ event: 'enters', who: 'another', oncePerTurn: true, filter: { subtypes: ['Elf'], controller: 'you' }, effects: [{ kind: 'create' }] }] }],
  // 602.2b: counters removed from / put on the ability's own permanent as its cost.
  ['Walking Ballista', { activated: [{}, { counterCost: { counter: '+1/+1', amount: 1, remove: true }, targets: [{ word: 'any' }], effects: [{ kind: 'damage', amount: 1, target: 'any' }] }] }],
  ['Devoted Druid', { activated: [{ mana: true }, { counterCost: { counter: '-1/-1', amount: 1, remove: false }, effects: [{ kind: 'untap', self: true }] }] }],
  ['Ominous Seas', { activated: [{ counterCost: { counter: 'foreshadow', amount: 8, remove: true }, effects: [{ kind: 'create' }] }, { zone: 'hand' }] }],
];

/** Near misses: a part the engine doesn't hold, so the sentence (or line) stays unmodelled. */
const UNMODELLED: [string, string][] = [
  // "they" after "an opponent casts or copies": the caster isn't a player the engine's cast event names.
  ['Mage Hunter', 'Whenever an opponent casts or copies an instant or sorcery spell, they lose 1 life.'],
  // "If this is the second time this ability has resolved this turn" is not read.
  ['Ashling, Flame Dancer', 'Magecraft — Whenever you cast or copy an instant or sorcery spell, discard a card, then draw a card. If this is the second time this ability has resolved this turn, Ashling deals 2 damage to each opponent and each creature they control. If it\'s the third time, add {R}{R}{R}{R}.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Lightning Bolt', 'Grizzly Bears', 'Young Pyromancer', 'Forest', 'Plains', 'Sol Ring', 'Morbid Opportunist']);
}, 120_000);

describe('session-19 shapes in real cards, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('session-19 shapes through the engine', () => {
  const { run } = cardScenarios(() => cards);
  const triggered = (r: ScenarioRun, name: string) => r.resolution.trace.filter((x) => x.key === 'trigger.triggers' && String(x.params.source).includes(name)).length;

  // A Bolt cast, then copied by its caster (the copy-spell action, 707.10), with a magecraft creature and a plain cast trigger.
  const boltCopied = (watcher: string) => ({
    objects: [
      { id: 'w', card: watcher, zone: 'battlefield' },
      { id: 'lb', card: 'Lightning Bolt', zone: 'hand' },
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' },
    ],
    actions: [{ kind: 'cast', object: 'lb', targets: { any: ['gb'] } }, { kind: 'copy-spell', spell: 'lb' }],
  });

  it('GIVEN Archmage Emeritus WHEN its controller casts Lightning Bolt and then copies it THEN magecraft triggers twice: the cast and the copy (207.2c, 707.10)', async () => {
    const r = await run(boltCopied('Archmage Emeritus'));
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r, 'Archmage Emeritus')).toBe(2);
    expect(r.resolution.trace.filter((x) => x.key === 'trigger.triggers').map((x) => x.params.cause)).toEqual(['cast', 'copy']);
  });

  it('GIVEN Young Pyromancer ("whenever you cast") WHEN a Bolt is cast and then copied THEN only the cast triggers it: a copy is not cast (707.10)', async () => {
    const r = await run(boltCopied('Young Pyromancer'));
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r, 'Young Pyromancer')).toBe(1);
  });

  const gy = [
    { id: 'gA', card: 'Grizzly Bears', zone: 'graveyard' },
    { id: 'gB', card: 'Grizzly Bears', zone: 'graveyard', owner: 'B' },
    { id: 'fB', card: 'Forest', zone: 'graveyard', owner: 'B' },
  ];
  const zones = (r: ScenarioRun) => Object.fromEntries(r.resolution.final.objects.filter((o) => o.zone === 'graveyard' || o.zone === 'exile').map((o) => [`${o.printed.name}/${o.owner}`, o.zone]));
  const crypt = (who: string) => ({ objects: [{ id: 'tc', card: "Tormod's Crypt", zone: 'battlefield' }, ...gy], actions: [{ kind: 'activate', object: 'tc', targets: { player: [who] } }, { kind: 'resolve' }] });

  it("GIVEN Tormod's Crypt activated targeting the opponent THEN every card in that player's graveyard is exiled; its controller's own stays (404.2, 701.13a, 115.1)", async () => {
    const r = await run(crypt('B'));
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r)).toEqual({ 'Grizzly Bears/A': 'graveyard', 'Grizzly Bears/B': 'exile', 'Forest/B': 'exile', "Tormod's Crypt/A": 'graveyard' });
  });

  it("GIVEN Tormod's Crypt activated targeting its own controller THEN only that player's graveyard is exiled (the crypt, sacrificed as a cost, is there by then: 602.2b, 601.2h)", async () => {
    const r = await run(crypt('A'));
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r)).toEqual({ 'Grizzly Bears/A': 'exile', 'Grizzly Bears/B': 'graveyard', 'Forest/B': 'graveyard', "Tormod's Crypt/A": 'exile' });
  });

  const cultivate = (library: string[], choices: Record<string, unknown>, described = true) => ({
    players: [{ id: 'A', ...(described ? { library: 'described' } : {}) }, { id: 'B' }],
    objects: [{ id: 'cu', card: 'Cultivate', zone: 'hand' }, ...library.map((card, i) => ({ id: `l${i}`, card, zone: 'library' }))],
    actions: [{ kind: 'cast', object: 'cu' }, { kind: 'resolve', choices }],
  });
  const where = (r: ScenarioRun) => r.resolution.final.objects.filter((o) => o.printed.name === 'Forest' || o.printed.name === 'Plains').map((o) => `${o.printed.name}:${o.zone}${o.tapped === true ? ':tapped' : ''}`).sort();

  it('GIVEN Cultivate finding a Forest and a Plains, the Plains chosen for the battlefield THEN the Plains enters tapped and the Forest goes to the hand (701.23a, 110.5b)', async () => {
    const r = await run(cultivate(['Forest', 'Plains', 'Forest'], { search: ['l0', 'l1'], 'search-battlefield': ['l1'] }));
    expect(r.resolution.error).toBeUndefined();
    expect(where(r)).toEqual(['Forest:hand', 'Forest:library', 'Plains:battlefield:tapped']);
    expect(r.resolution.trace.find((x) => x.key === 'resolve.search-split')?.rules).toEqual(['701.23a', '701.23b']);
  });

  it('GIVEN Cultivate finding two Forests with no card named for the battlefield THEN they are interchangeable: one enters tapped, the other goes to the hand', async () => {
    const r = await run(cultivate(['Forest', 'Forest', 'Plains'], { search: ['l0', 'l1'] }));
    expect(r.resolution.error).toBeUndefined();
    expect(where(r)).toEqual(['Forest:battlefield:tapped', 'Forest:hand', 'Plains:library']);
  });

  it('GIVEN Cultivate finding a Forest and a Plains with neither named for the battlefield THEN the run stops rather than choose for the player (701.23a)', async () => {
    await expect(run(cultivate(['Forest', 'Plains'], { search: ['l0', 'l1'] }))).rejects.toThrow(/"unmodelled".*search-battlefield/);
  });

  it('GIVEN Cultivate finding only one Forest, not said where it goes THEN the run stops rather than guess (701.23a, 701.23b)', async () => {
    await expect(run(cultivate(['Forest', 'Plains'], { search: ['l0'] }))).rejects.toThrow(/"unmodelled"/);
  });

  it("GIVEN Cultivate and a library the question doesn't describe THEN which cards are found is not guessed (701.23a)", async () => {
    await expect(run(cultivate([], {}, false))).rejects.toThrow(/"unmodelled".*"reason":"search-split"/);
  });

  const untap = (watcher: string, turn: string) => ({
    objects: [
      { id: 'w', card: watcher, zone: 'battlefield', tapped: true },
      { id: 'f', card: 'Forest', zone: 'battlefield', tapped: true },
      { id: 'sr', card: 'Sol Ring', zone: 'battlefield', tapped: true },
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B', tapped: true },
    ],
    actions: [{ kind: 'begin-step', turn, step: 'untap' }],
  });
  const tappedNow = (r: ScenarioRun) => r.resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.tapped === true).map((o) => o.printed.name).sort();

  it("GIVEN Seedborn Muse WHEN the opponent's turn begins THEN its controller's permanents untap with the opponent's (502.3)", async () => {
    const r = await run(untap('Seedborn Muse', 'B'));
    expect(r.resolution.error).toBeUndefined();
    expect(tappedNow(r)).toEqual([]);
    expect(r.resolution.trace.find((x) => x.key === 'turn.untap-others')?.rules).toEqual(['502.3']);
  });

  it("GIVEN Unwinding Clock WHEN the opponent's turn begins THEN only its controller's artifacts untap; the Forest stays tapped (502.3)", async () => {
    const r = await run(untap('Unwinding Clock', 'B'));
    expect(r.resolution.error).toBeUndefined();
    expect(tappedNow(r)).toEqual(['Forest']);
  });

  it("GIVEN Seedborn Muse WHEN its controller's own turn begins THEN it adds nothing: the untap step untaps them as usual, and the opponent's Bears stays tapped (502.3)", async () => {
    const r = await run(untap('Seedborn Muse', 'A'));
    expect(r.resolution.error).toBeUndefined();
    expect(tappedNow(r)).toEqual(['Grizzly Bears']);
    expect(r.resolution.trace.some((x) => x.key === 'turn.untap-others')).toBe(false);
  });

  const grapeshot = (before: number | undefined, bolt: boolean) => ({
    ...(before !== undefined ? { spellsCastThisTurn: before } : {}),
    objects: [
      { id: 'gs', card: 'Grapeshot', zone: 'hand' },
      ...(bolt ? [{ id: 'lb', card: 'Lightning Bolt', zone: 'hand' }] : []),
    ],
    actions: [...(bolt ? [{ kind: 'cast', object: 'lb', targets: { any: ['B'] } }, { kind: 'resolve' }] : []), { kind: 'cast', object: 'gs', targets: { any: ['B'] } }, { kind: 'resolve', all: true }],
  });
  const lifeOf = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)?.life;

  it('GIVEN two spells cast earlier this turn WHEN Grapeshot is cast at the opponent THEN storm copies it twice: 3 damage in all (702.40a, 707.10)', async () => {
    const r = await run(grapeshot(2, false));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'stack.storm-count')?.params).toMatchObject({ count: 2 });
    expect(r.resolution.trace.filter((x) => x.key === 'stack.copy').length).toBe(2);
    expect(lifeOf(r, 'B')).toBe(17);
  });

  it('GIVEN none cast before this turn WHEN Lightning Bolt and then Grapeshot are cast THEN the Bolt counts: one copy, 5 damage in all (702.40a)', async () => {
    const r = await run(grapeshot(0, true));
    expect(r.resolution.error).toBeUndefined();
    expect(lifeOf(r, 'B')).toBe(15);
  });

  it("GIVEN Grapeshot cast when the question doesn't say what was cast earlier this turn THEN the storm count is not guessed (702.40a)", async () => {
    await expect(run(grapeshot(undefined, false))).rejects.toThrow(/"unmodelled".*"reason":"storm-count"/);
  });

  const morbid = (nextTurn: boolean) => ({
    objects: [
      { id: 'mo', card: 'Morbid Opportunist', zone: 'battlefield' },
      { id: 'b1', card: 'Lightning Bolt', zone: 'hand' },
      { id: 'b2', card: 'Lightning Bolt', zone: 'hand' },
      { id: 'g1', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' },
      { id: 'g2', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' },
    ],
    actions: [
      { kind: 'cast', object: 'b1', targets: { any: ['g1'] } },
      { kind: 'resolve', all: true },
      ...(nextTurn ? [{ kind: 'end-turn' }, { kind: 'begin-step', turn: 'B', step: 'untap' }, { kind: 'begin-step', step: 'upkeep' }, { kind: 'pass' }] : []),
      { kind: 'cast', object: 'b2', player: 'A', targets: { any: ['g2'] } },
      { kind: 'resolve', all: true },
    ],
  });

  it('GIVEN Morbid Opportunist WHEN two creatures die one after the other in a turn THEN it triggers for the first only (triggers only once each turn)', async () => {
    const r = await run(morbid(false));
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r, 'Morbid Opportunist')).toBe(1);
  });

  it('GIVEN Morbid Opportunist WHEN one creature dies this turn and another in the next turn THEN it triggers in each turn', async () => {
    const r = await run(morbid(true));
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r, 'Morbid Opportunist')).toBe(2);
  });

  const ballista = (counters: number) => ({
    objects: [{ id: 'wb', card: 'Walking Ballista', zone: 'battlefield', counters: { '+1/+1': counters } }],
    actions: [{ kind: 'activate', object: 'wb', ability: 1, targets: { any: ['B'] } }, { kind: 'resolve' }],
  });

  it("GIVEN Walking Ballista with one +1/+1 counter WHEN it removes it to ping the opponent THEN it dies as a 0/0 but the ability still deals 1 (602.2b, 704.5f, 113.7a)", async () => {
    const r = await run(ballista(1));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'activate.pay-counters')?.rules).toEqual(['602.2b', '601.2h']);
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Walking Ballista')?.zone).toBe('graveyard');
    expect(lifeOf(r, 'B')).toBe(19);
  });

  it('GIVEN Walking Ballista with three +1/+1 counters WHEN it pings once THEN it is a 2/2 and the opponent is at 19 (602.2b)', async () => {
    const r = await run(ballista(3));
    expect(r.resolution.error).toBeUndefined();
    const wb = r.resolution.final.objects.find((o) => o.printed.name === 'Walking Ballista')!;
    expect(r.resolution.computed.find((c) => c.id === wb.id)).toMatchObject({ power: 2, toughness: 2 });
    expect(lifeOf(r, 'B')).toBe(19);
  });

  it('GIVEN Ominous Seas with seven foreshadow counters WHEN its eight-counter ability is activated THEN the cost cannot be paid: the activation is rewound (118.3)', async () => {
    const r = await run({ objects: [{ id: 'os', card: 'Ominous Seas', zone: 'battlefield', counters: { foreshadow: 7 } }], actions: [{ kind: 'activate', object: 'os', ability: 0 }] });
    expect(r.resolution.trace.find((x) => x.key === 'activate.rewound')?.params).toMatchObject({ reason: 'cost-unpaid', rule: '118.3' });
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Ominous Seas')?.counters).toMatchObject({ foreshadow: 7 });
  });
});
