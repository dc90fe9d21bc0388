/**
 * Issue 14 (session 41, popularity-driven coverage): sentence shapes read whole.
 * - "You may <instruction>. If you do / don't, <instruction>." (603.5, 608.2c, 608.2d): the later
 *   instruction is followed only if the optional one was done (or only if it wasn't).
 * - Counts of cards in a hand or graveyard: "for each card in your hand", "equal to the number of
 *   cards in your hand", "for each creature card in your graveyard", "… in all graveyards" (608.2h,
 *   613.4c, 604.3), for effects, static P/T bonuses and characteristic-defining abilities.
 * - "At the beginning of your first main phase" (505.1a, 603.2b): the precombat main phase.
 * - Mana added by a spell or by a triggered ability that isn't a mana ability (605.1b), once or once
 *   for each thing counted ("Add {R} for each creature you control", "add {B} for each charge
 *   counter on this enchantment"; 106.4, 608.2h).
 * - "Whenever you / an opponent / a player discards a card" (701.9a, 603.2c): a player event, one for
 *   each card discarded; "that player" is who discarded.
 * - "You may pay {N}. If you do, …" (118.3a, 608.2d): mana paid from the pool while the ability resolves.
 * Compiled shapes of real cards, the sentences left unread, and boards run through the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const HAND = { kind: 'filter', zone: 'hand', controller: 'you' };
const CREATURE_CARDS_YOURS = { kind: 'filter', types: ['Creature'], zone: 'graveyard', controller: 'you' };

const ROWS: [string, Record<string, unknown>][] = [
  // If you do (608.2c)
  ['Mask of Memory', { triggers: [{ event: 'deals-damage', who: 'attached', effects: [{ kind: 'draw', amount: 2, may: 'may', id: 'done' }, { kind: 'discard', amount: 1, ifDone: 'done' }] }] }],
  ["Smuggler's Copter", { triggers: [{ event: 'attacks', effects: [{ kind: 'draw', amount: 1, may: 'may', id: 'done' }, { kind: 'discard', amount: 1, ifDone: 'done' }] }, { event: 'blocks' }] }],
  ["Hazoret's Monument", { triggers: [{ event: 'cast', effects: [{ kind: 'discard', amount: 1, may: 'may', id: 'discard' }, { kind: 'draw', amount: 1, ifDone: 'discard' }] }] }],
  // Cards in a hand or graveyard counted (608.2h, 613.4c, 604.3)
  ["Venser's Journal", { triggers: [{ event: 'upkeep', effects: [{ kind: 'life', amount: 1, amountFrom: 'count', amountCount: HAND }] }] }],
  ['Castle Locthwain', { activated: [{ adds: '{B}' }, { effects: [{ kind: 'draw', amount: 1 }, { kind: 'life', amount: -1, amountFrom: 'count', amountCount: HAND }] }] }],
  ['Wight of the Reliquary', { statics: [{ affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt-per', power: 1, toughness: 1, per: { kind: 'count', filter: CREATURE_CARDS_YOURS } }] }] }],
  ['Psychosis Crawler', { statics: [{ cda: true, modifications: [{ kind: 'set-pt-cda', power: { kind: 'count', filter: HAND }, toughness: { kind: 'count', filter: HAND } }] }] }],
  ['Lord of Extinction', { statics: [{ cda: true, modifications: [{ kind: 'set-pt-cda', power: { kind: 'count', filter: { kind: 'filter', zone: 'graveyard' } } }] }] }],
  ['Cognivore', { statics: [{ cda: true, modifications: [{ kind: 'set-pt-cda', power: { kind: 'count', filter: { kind: 'filter', types: ['Instant'], zone: 'graveyard' } } }] }] }],
  // The first main phase (505.1a) and mana from the stack (605.1b, 106.4)
  ['Hulking Raptor', { triggers: [{ event: 'first-main-phase', effects: [{ kind: 'add-mana', mana: '{G}{G}' }] }] }],
  ['Black Market', { triggers: [{ event: 'dies' }, { event: 'first-main-phase', effects: [{ kind: 'add-mana', mana: '{B}', amountFrom: 'counters', amountCounter: 'charge' }] }] }],
  ['Altar of Shadows', { triggers: [{ event: 'first-main-phase', effects: [{ kind: 'add-mana', mana: '{B}', amountFrom: 'counters', amountCounter: 'charge' }] }] }],
  ['Sanctum of Calm Waters', { triggers: [{ event: 'first-main-phase', effects: [{ kind: 'draw', may: 'may', id: 'done', amountFrom: 'count', amountCount: { subtypes: ['Shrine'], controller: 'you' } }, { kind: 'discard', ifDone: 'done' }] }] }],
  ['Battle Hymn', { spell: { effects: [{ kind: 'add-mana', mana: '{R}', amountFrom: 'count', amountCount: { kind: 'filter', controller: 'you', types: ['Creature'] } }] } }],
  ['Songs of the Damned', { spell: { effects: [{ kind: 'add-mana', mana: '{B}', amountFrom: 'count', amountCount: CREATURE_CARDS_YOURS }] } }],
  ['Inner Fire', { spell: { effects: [{ kind: 'add-mana', mana: '{R}', amountFrom: 'count', amountCount: HAND }] } }],
  // You may pay (118.3a)
  ['Mana Vault', { triggers: [{ event: 'upkeep', effects: [{ kind: 'pay-mana', cost: '{4}', may: 'may', id: 'done' }, { kind: 'untap', self: true, ifDone: 'done' }] }, { event: 'draw-step' }] }],
  ['Mentor of the Meek', { triggers: [{ event: 'enters', effects: [{ kind: 'pay-mana', cost: '{1}', may: 'may', id: 'done' }, { kind: 'draw', amount: 1, ifDone: 'done' }] }] }],
  ["Lifecrafter's Bestiary", { triggers: [{ event: 'upkeep' }, { event: 'cast', effects: [{ kind: 'pay-mana', cost: '{G}', may: 'may', id: 'done' }, { kind: 'draw', amount: 1, ifDone: 'done' }] }] }],
  // Discards (701.9a)
  ["Geth's Grimoire", { triggers: [{ event: 'discards', who: 'opponent', effects: [{ kind: 'draw', amount: 1, may: 'may' }] }] }],
  ["Liliana's Caress", { triggers: [{ event: 'discards', who: 'opponent', effects: [{ kind: 'life', amount: -2, that: true }] }] }],
  ['Megrim', { triggers: [{ event: 'discards', who: 'opponent', effects: [{ kind: 'damage', amount: 2, that: true }] }] }],
  ['Confessor', { triggers: [{ event: 'discards', who: 'any', effects: [{ kind: 'life', amount: 1, player: 'you', may: 'may' }] }] }],
  ['Mystic Redaction', { triggers: [{ event: 'upkeep' }, { event: 'discards', effects: [{ kind: 'mill', amount: 2, player: 'opponent' }] }] }],
  ['Hobgoblin, Mantled Marauder', { triggers: [{ event: 'discards', effects: [{ kind: 'apply-effect' }] }] }],
];

/** Shapes close to these that say more than the engine reads. */
const UNMODELLED: [string, string][] = [
  // The trigger event (a spell or ability countering a spell) isn't one the engine watches.
  ['Baral, Chief of Compliance', 'Whenever a spell or ability you control counters a spell, you may draw a card. If you do, discard a card.'],
  // "When you do" after a discard: a reflexive ability is read only after a sacrifice.
  ['Shriek, Treblemaker', 'At the beginning of your first main phase, you may discard a card. When you do, target creature can\'t block this turn.'],
  // A limit on spending the mana (106.6) isn't modelled.
  ['Thran Turbine', 'At the beginning of your upkeep, you may add {C}{C}. You can\'t spend this mana to cast spells.'],
  // Mana for "that player" (another player's pool) isn't read.
  ['Magus of the Vineyard', 'At the beginning of each player\'s first main phase, that player adds {G}{G}.'],
  // A count with arithmetic ("minus 4").
  ['Ivory Tower', 'At the beginning of your upkeep, you gain X life, where X is the number of cards in your hand minus 4.'],
  // "their hand" (the damaged player's) beside "your hand" in one sentence.
  ['Sword of War and Peace', 'Whenever equipped creature deals combat damage to a player, this Equipment deals damage to that player equal to the number of cards in their hand and you gain 1 life for each card in your hand.'],
  // A mana ability's own trigger (605.1b) is no step's beginning: "When this creature enters, add …" stays unread.
  ['Priest of Gix', 'When this creature enters, add {B}{B}{B}.'],
  // "{X}, where X is …": a cost with X isn't paid by the engine.
  ['Well of Lost Dreams', 'Whenever you gain life, you may pay {X}, where X is less than or equal to the amount of life you gained. If you do, draw X cards.'],
  // A discarded card of one kind: the card, which the player event doesn't carry.
  ['Waste Not', 'Whenever an opponent discards a creature card, create a 2/2 black Zombie creature token.'],
  // "that card": the card discarded, likewise.
  ['Containment Construct', 'Whenever you discard a card, you may exile that card from your graveyard. If you do, you may play that card this turn.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Forest', 'Shock', 'Lightning Bolt', 'Mind Rot']);
}, 120_000);

describe('session-41b shapes in real cards, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' as const });
const inLibrary = (id: string) => ({ id, card: 'Forest', zone: 'library' as const });

describe('session-41b shapes through the engine', () => {
  const { run } = cardScenarios(() => cards);
  const pool = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)!.manaPool ?? {};
  const life = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;
  const zoneOf = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.split('~')[0] === id)?.zone;
  const drew = (r: ScenarioRun) => r.resolution.events.filter((e) => e.kind === 'drew').length;

  // Hazoret's Monument: "Whenever you cast a creature spell, you may discard a card. If you do, draw a card."
  const monument = (choices: Record<string, unknown>, hand: string[]) => ({
    players: [{ id: 'A', hand: 'described', library: 'described', manaPool: '{G}{G}' }, { id: 'B' }],
    objects: [{ id: 'hm', card: "Hazoret's Monument", zone: 'battlefield' }, inHand('gb', 'Grizzly Bears'), ...hand.map((c, i) => inHand(`h${i}`, c)), inLibrary('l1')],
    actions: [{ kind: 'cast', object: 'gb' }, { kind: 'resolve', choices }],
  });

  it.each([
    ['discards a card (may: yes)', { may: true }, ['Shock'], 'graveyard', 1],
    ['declines (may: no)', { may: false }, ['Shock'], 'hand', 0],
    ['declines (no answer: declined, 608.2d)', {}, ['Shock'], 'hand', 0],
  ])("GIVEN Hazoret's Monument WHEN its controller casts Grizzly Bears and %s (choices %o, hand %o) THEN Shock ends in the %s and %i card is drawn (608.2c)", async (_what, choices, hand, shockZone, n) => {
    const r = await run(monument(choices, hand));
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'h0')).toBe(shockZone);
    expect(drew(r)).toBe(n);
  });

  it("GIVEN Hazoret's Monument and an empty hand WHEN its controller says yes THEN nothing is discarded, so nothing is drawn (608.2c, 608.2d)", async () => {
    const r = await run(monument({ may: true }, []));
    expect(r.resolution.error).toBeUndefined();
    expect(drew(r)).toBe(0);
    expect(r.resolution.trace.some((s) => s.key === 'stack.effect-skipped')).toBe(true);
  });

  // Hulking Raptor: "At the beginning of your first main phase, add {G}{G}."
  it.each([
    ['main1', 'A', { G: 2 }],
    ['main2', 'A', {}],
    ['main1', 'B', {}],
  ])('GIVEN Hulking Raptor WHEN %s begins on player %s\'s turn THEN the pool of its controller holds %o (505.1a, 603.2b, 106.4)', async (stepName, active, expected) => {
    const r = await run({ activePlayer: active, objects: [{ id: 'hr', card: 'Hulking Raptor', zone: 'battlefield' }], actions: [{ kind: 'begin-step', step: stepName }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(pool(r, 'A')).toEqual(expected);
  });

  it('GIVEN Black Market with three charge counters WHEN its controller\'s first main phase begins THEN {B}{B}{B} is added (608.2h)', async () => {
    const r = await run({ objects: [{ id: 'bm', card: 'Black Market', zone: 'battlefield', counters: { charge: 3 } }], actions: [{ kind: 'begin-step', step: 'main1' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(pool(r, 'A')).toEqual({ B: 3 });
  });

  it('GIVEN Battle Hymn cast with two creatures on its caster\'s side and one on the other THEN it adds {R}{R} (608.2h)', async () => {
    const r = await run({
      players: [{ id: 'A', manaPool: '{R}{R}' }, { id: 'B' }],
      objects: [inHand('bh', 'Battle Hymn'), { id: 'g1', card: 'Grizzly Bears', zone: 'battlefield' }, { id: 'g2', card: 'Grizzly Bears', zone: 'battlefield' }, { id: 'g3', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B', owner: 'B' }],
      actions: [{ kind: 'cast', object: 'bh' }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(pool(r, 'A')).toEqual({ R: 2 });
  });

  it("GIVEN Venser's Journal and three cards in a described hand WHEN its controller's upkeep begins THEN they gain 3 life (608.2h)", async () => {
    const r = await run({
      players: [{ id: 'A', hand: 'described' }, { id: 'B' }],
      objects: [{ id: 'vj', card: "Venser's Journal", zone: 'battlefield' }, inHand('a', 'Shock'), inHand('b', 'Forest'), inHand('c', 'Grizzly Bears')],
      actions: [{ kind: 'begin-step', step: 'upkeep' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(life(r, 'A')).toBe(23);
  });

  it('GIVEN Cognivore and instants in both graveyards THEN its power and toughness are their number (604.3, 613.4a)', async () => {
    const r = await run({
      objects: [{ id: 'cg', card: 'Cognivore', zone: 'battlefield' }, { id: 's1', card: 'Shock', zone: 'graveyard' }, { id: 's2', card: 'Lightning Bolt', zone: 'graveyard', owner: 'B', controller: 'B' }, { id: 'f', card: 'Forest', zone: 'graveyard' }],
      actions: [],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.computed.find((c) => c.id === 'cg')).toMatchObject({ power: 2, toughness: 2 });
  });

  it.each([
    ['Megrim', 2, 16, 20],
    ["Liliana's Caress", 2, 16, 20],
    ['Megrim', 1, 18, 20],
  ])('GIVEN %s WHEN its controller casts Mind Rot at an opponent holding %i card(s) THEN that opponent is at %i life and the caster at %i: one trigger per card discarded (701.9a, 603.2c)', async (card, held, lifeB, lifeA) => {
    const r = await run({
      players: [{ id: 'A', manaPool: '{B}{B}{B}' }, { id: 'B', hand: 'described' }],
      objects: [{ id: 'm', card, zone: 'battlefield' }, inHand('mr', 'Mind Rot'), ...Array.from({ length: held }, (_, i) => ({ id: `b${i}`, card: 'Forest', zone: 'hand', owner: 'B', controller: 'B' }))],
      actions: [{ kind: 'cast', object: 'mr', targets: { player: ['B'] } }, { kind: 'resolve' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(life(r, 'B')).toBe(lifeB);
    expect(life(r, 'A')).toBe(lifeA);
  });

  it('GIVEN Megrim WHEN its own controller discards (Mind Rot at themself) THEN it does not trigger: only an opponent\'s discard (603.2)', async () => {
    const r = await run({
      players: [{ id: 'A', manaPool: '{B}{B}{B}', hand: 'described' }, { id: 'B' }],
      objects: [{ id: 'm', card: 'Megrim', zone: 'battlefield' }, inHand('mr', 'Mind Rot'), inHand('f1', 'Forest'), inHand('f2', 'Forest')],
      actions: [{ kind: 'cast', object: 'mr', targets: { player: ['A'] } }, { kind: 'resolve' }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(life(r, 'A')).toBe(20);
    expect(zoneOf(r, 'f1')).toBe('graveyard');
  });

  // Mentor of the Meek: "Whenever another creature you control with power 2 or less enters, you may pay {1}. If you do, draw a card."
  const mentor = (manaPool: string, choices: Record<string, unknown>) => ({
    players: [{ id: 'A', manaPool, library: 'described' }, { id: 'B' }],
    objects: [{ id: 'mm', card: 'Mentor of the Meek', zone: 'battlefield' }, inHand('gb', 'Grizzly Bears'), inLibrary('l1')],
    actions: [{ kind: 'cast', object: 'gb' }, { kind: 'resolve' }, { kind: 'resolve', choices }],
  });

  it('GIVEN Mentor of the Meek and {G} left after Grizzly Bears is cast WHEN its controller pays {1} THEN the pool is empty and they draw (118.3a, 608.2c)', async () => {
    const r = await run(mentor('{G}{G}{C}', { may: true }));
    expect(r.resolution.error).toBeUndefined();
    expect(pool(r, 'A')).toEqual({});
    expect(drew(r)).toBe(1);
  });

  it('GIVEN Mentor of the Meek WHEN its controller declines to pay THEN the {G} stays and nothing is drawn (608.2d)', async () => {
    const r = await run(mentor('{G}{G}{C}', { may: false }));
    expect(r.resolution.error).toBeUndefined();
    expect(pool(r, 'A')).toEqual({ G: 1 });
    expect(drew(r)).toBe(0);
  });

  it('GIVEN Mentor of the Meek and an empty pool WHEN its controller says they pay THEN the run stops: mana abilities activated while it resolves are not modelled (117.1d)', async () => {
    await expect(run(mentor('{G}{C}', { may: true }))).rejects.toThrow(/"code":"unmodelled".*"reason":"mana-pay"/);
  });
});
