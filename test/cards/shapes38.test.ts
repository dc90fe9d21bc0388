/**
 * Issue 14 (session 38, cards38shapes): sentence shapes that keep top-2,000 cards from "full".
 * - 707.10, 707.10c: "Copy target instant or sorcery spell. You may choose new targets for the copy."
 *   — the target spell copied once under this spell's (or ability's) controller; the copy keeps the
 *   original's targets unless the choice `new-targets` names new ones, and untold it stops and asks.
 * - 207.2d: a mode's name ("• Distract the Guard — Tap target creature.") is a flavor word; the mode's
 *   effect is what follows it (700.2).
 * - 701.19c: "It can't be regenerated." inside a mode qualifies that mode's destruction.
 * - 701.20a, 701.9b: "Target opponent reveals their hand. You choose a nonland card from it. That
 *   player discards that card." — read only as the three sentences together; the hand must be known,
 *   the spell's controller chooses (the choice `discard`), and an open choice stops and asks.
 * - 608.2c, 608.2n: "Exile CARDNAME." in an instant or sorcery — it exiles itself in its order, and,
 *   no longer on the stack, isn't put into the graveyard as it finishes resolving.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const copyOne = { effects: [{ kind: 'copy-spell', count: 1, target: 'spell', newTargets: true }], targets: [{ word: 'spell', objects: { types: ['Instant', 'Sorcery'], zone: 'stack' } }] };

const ROWS: [string, Record<string, unknown>][] = [
  // 707.10, 707.10c
  ['Reverberate', { spell: copyOne }],
  ['Twincast', { spell: copyOne }],
  ['Dualcaster Mage', { triggers: [{ event: 'enters', ...copyOne }] }],
  // 207.2d: named modes, 700.2
  ['You See a Guard Approach', { spell: { modes: { min: 1, max: 1, options: [{ text: 'Distract the Guard — Tap target creature.', effects: [{ kind: 'tap', target: 'creature' }] }, { effects: [{ kind: 'apply-effect', target: 'creature2' }] }] } } }],
  ['You See a Pair of Goblins', { spell: { modes: { options: [{ effects: [{ kind: 'apply-effect' }] }, { effects: [{ kind: 'create' }, { kind: 'create' }] }] } } }],
  ['You Happen On a Glade', { spell: { modes: { options: [{ effects: [{ kind: 'search-to-hand', upTo: 2 }] }, { effects: [{ kind: 'return-to-hand', target: 'permanent' }] }] } } }],
  // 608.2c, 608.2n: the spell exiles itself, in its order.
  ['Treasured Find', { spell: { effects: [{ kind: 'return-to-hand', target: 'card' }, { kind: 'exile', self: true }] } }],
  ['Flood of Recollection', { spell: { effects: [{ kind: 'return-to-hand', target: 'instant' }, { kind: 'exile', self: true }] } }],
  ["Calamity's Wake", { spell: { effects: [{ kind: 'exile', all: { zone: 'graveyard' } }, { kind: 'cant-cast-this-turn' }, { kind: 'exile', self: true }] } }],
  // 701.20a, 701.9b: reveal, choose, discard
  ['Duress', { spell: { effects: [{ kind: 'discard', amount: 1, target: 'opponent', chosenBy: 'controller', filter: { notTypes: ['Creature', 'Land'], zone: 'hand' } }], targets: [{ word: 'opponent', players: 'opponent' }] } }],
  ['Thoughtseize', { spell: { effects: [{ kind: 'discard', chosenBy: 'controller', target: 'player', filter: { notTypes: ['Land'] } }, { kind: 'life', amount: -2, player: 'you' }] } }],
  ['Inquisition of Kozilek', { spell: { effects: [{ kind: 'discard', chosenBy: 'controller', filter: { notTypes: ['Land'], manaValue: { atMost: 3 } } }] } }],
  ['Despise', { spell: { effects: [{ kind: 'discard', chosenBy: 'controller', filter: { types: ['Creature', 'Planeswalker'] } }] } }],
  // 701.19c inside a mode
  ["Crosis's Charm", { spell: { modes: { options: [{ effects: [{ kind: 'return-to-hand' }] }, { effects: [{ kind: 'destroy', target: 'creature', cantRegenerate: true }] }, { effects: [{ kind: 'destroy', target: 'artifact' }] }] } } }],
];

const UNMODELLED: [string, string][] = [
  // 707.9: a copy with an exception; "then return it" (the spell itself, on the stack): not read.
  ['Fork', 'Copy target instant or sorcery spell, except that the copy is red.'],
  ["Narset's Reversal", "Copy target instant or sorcery spell, then return it to its owner's hand."],
  // A reveal followed by something other than the controller's choice and a discard: not read.
  ['Mindclaw Shaman', 'When this creature enters, target opponent reveals their hand. You may cast an instant or sorcery spell from among those cards without paying its mana cost.'],
  // A copy of an ability: not a spell.
  ['Strionic Resonator', '{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Lightning Bolt', 'Grizzly Bears', 'Divination', 'Forest']);
}, 120_000);

describe('session-38 sentence shapes, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);

  it('GIVEN "You may choose new targets for the copy." with no copy before it THEN it stays unread (707.10c)', () => {
    const base = cards.get('Reverberate')!;
    const text = 'Draw a card. You may choose new targets for the copy.';
    expect(compileCard({ ...base, oracle_text: text }).unmodelled).toEqual(['You may choose new targets for the copy.']);
  });

  it('GIVEN a mode whose dash is not a name (a cost) THEN the modal spell stays unread (700.2h)', () => {
    const base = cards.get('You See a Guard Approach')!;
    const text = 'Choose one —\n• {1} — Tap target creature.\n• Draw a card.';
    expect(compileCard({ ...base, oracle_text: text }).status).not.toBe('full');
  });
});

describe('session-38 copying a target spell in the engine (707.10, 707.10c)', () => {
  const { run } = cardScenarios(() => cards);
  const objects = [
    { id: 'lb', card: 'Lightning Bolt', zone: 'hand', controller: 'A' },
    { id: 'rv', card: 'Reverberate', zone: 'hand', controller: 'A' },
    { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B' },
  ];
  const actions = (choices: Record<string, boolean | string[]> | undefined) => [
    // A holds priority (117.3c): the Bolt at B, then Reverberate on the Bolt.
    { kind: 'cast', object: 'lb', targets: { any: ['B'] } },
    { kind: 'cast', object: 'rv', targets: { spell: ['lb'] } },
    { kind: 'resolve', ...(choices ? { choices } : {}) },
    { kind: 'resolve', all: true },
  ];
  const life = (r: Awaited<ReturnType<typeof run>>, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;

  const zoneOf = (r: Awaited<ReturnType<typeof run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone;

  it('GIVEN Reverberate on a Lightning Bolt aimed at B, new target the Bears THEN the copy kills the Bears and the Bolt deals 3 to B', async () => {
    const r = await run({ objects, actions: actions({ 'new-targets': ['gb'] }) });
    expect(r.resolution.error).toBeUndefined();
    expect([life(r, 'B'), zoneOf(r, 'gb')]).toEqual([17, 'graveyard']);
    expect(r.resolution.trace.find((s) => s.key === 'stack.copy')?.rules).toContain('707.10');
  });

  it('GIVEN new targets declined THEN the copy keeps the Bolt\'s target: A takes 6 (707.10c)', async () => {
    const r = await run({ objects, actions: actions({ 'new-targets': false }) });
    expect([life(r, 'B'), zoneOf(r, 'gb')]).toEqual([14, 'battlefield']);
  });

  it('GIVEN nothing told about new targets THEN the run stops and asks, never guessing (707.10c)', async () => {
    await expect(run({ objects, actions: actions(undefined) })).rejects.toThrow(/"unmodelled".*"reason":"copy-new-targets"/);
  });

  it('GIVEN a copied spell with no targets (Divination) THEN nothing is asked: the copy draws too', async () => {
    const div = [{ id: 'dv', card: 'Divination', zone: 'hand', controller: 'A' }, objects[1]!];
    const r = await run({ objects: div, actions: [{ kind: 'cast', object: 'dv' }, { kind: 'cast', object: 'rv', targets: { spell: ['dv'] } }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.filter((s) => s.key === 'stack.copy')).toHaveLength(1);
  });
});

describe('session-38 a spell that exiles itself (608.2c, 608.2n)', () => {
  const { run } = cardScenarios(() => cards);
  it('GIVEN Treasured Find returning the Bears THEN the Bears go to hand and Treasured Find to exile, not the graveyard', async () => {
    const r = await run({ objects: [{ id: 'tf', card: 'Treasured Find', zone: 'hand', controller: 'A' }, { id: 'gb', card: 'Grizzly Bears', zone: 'graveyard', controller: 'A' }], actions: [{ kind: 'cast', object: 'tf', targets: { card: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    const zoneOf = (id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone;
    expect([zoneOf('gb'), zoneOf('tf')]).toEqual(['hand', 'exile']);
    expect(r.resolution.trace.some((s) => s.key === 'stack.leaves' && (s.params as { to?: string }).to === 'graveyard')).toBe(false);
    expect(r.resolution.final.stack ?? []).toEqual([]);
  });
});

describe('session-38 reveal, choose, discard in the engine (701.20a, 701.9b)', () => {
  const { run } = cardScenarios(() => cards);
  const hand = (ids: [string, string][]) => ids.map(([id, card]) => ({ id, card, zone: 'hand', controller: 'B' }));
  const cast = (spell: string, word: string, choices?: Record<string, string[]>) => [{ kind: 'cast', object: 'x', targets: { [word]: ['B'] } }, { kind: 'resolve', ...(choices ? { choices } : {}) }];
  const zoneOf = (r: Awaited<ReturnType<typeof run>>, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone;
  const discardStep = (r: Awaited<ReturnType<typeof run>>) => r.resolution.trace.find((s) => s.key === 'resolve.discard');

  it('GIVEN Thoughtseize, A choosing the Bears from Bolt, Bears, Forest THEN the Bears are discarded and A loses 2', async () => {
    const r = await run({ objects: [{ id: 'x', card: 'Thoughtseize', zone: 'hand', controller: 'A' }, ...hand([['lb', 'Lightning Bolt'], ['gb', 'Grizzly Bears'], ['fo', 'Forest']])], actions: cast('Thoughtseize', 'player', { discard: ['gb'] }) });
    expect(r.resolution.error).toBeUndefined();
    expect([zoneOf(r, 'gb'), zoneOf(r, 'lb'), zoneOf(r, 'fo')]).toEqual(['graveyard', 'hand', 'hand']);
    expect(r.resolution.final.players.find((p) => p.id === 'A')!.life).toBe(18);
    expect(discardStep(r)?.rules).toEqual(expect.arrayContaining(['701.20a', '701.9b']));
  });

  it('GIVEN Duress against Bears and Forest THEN no noncreature, nonland card is there: nothing is discarded', async () => {
    const r = await run({ objects: [{ id: 'x', card: 'Duress', zone: 'hand', controller: 'A' }, ...hand([['gb', 'Grizzly Bears'], ['fo', 'Forest']])], actions: cast('Duress', 'opponent') });
    expect([zoneOf(r, 'gb'), zoneOf(r, 'fo')]).toEqual(['hand', 'hand']);
    expect(discardStep(r)?.params).toMatchObject({ cards: [], policy: 'none-matching' });
  });

  it('GIVEN Duress against Bolt and Bears, nothing told THEN the Bolt is the only choice and is discarded', async () => {
    const r = await run({ objects: [{ id: 'x', card: 'Duress', zone: 'hand', controller: 'A' }, ...hand([['lb', 'Lightning Bolt'], ['gb', 'Grizzly Bears']])], actions: cast('Duress', 'opponent') });
    expect([zoneOf(r, 'lb'), zoneOf(r, 'gb')]).toEqual(['graveyard', 'hand']);
    expect(discardStep(r)?.params).toMatchObject({ policy: 'only' });
  });

  it('GIVEN Thoughtseize with two nonland cards and no choice told THEN the run stops and asks which, never guessing', async () => {
    const objects = [{ id: 'x', card: 'Thoughtseize', zone: 'hand', controller: 'A' }, ...hand([['lb', 'Lightning Bolt'], ['gb', 'Grizzly Bears']])];
    await expect(run({ objects, actions: cast('Thoughtseize', 'player') })).rejects.toThrow(/"unmodelled".*"reason":"choice-objects"/);
  });

  it('GIVEN Thoughtseize against a hand the question never described THEN the run stops: the revealed hand is unknown', async () => {
    const objects = [{ id: 'x', card: 'Thoughtseize', zone: 'hand', controller: 'A' }];
    await expect(run({ players: [{ id: 'A' }, { id: 'B', hand: 'unknown' }], objects, actions: cast('Thoughtseize', 'player', { discard: ['gb'] }) })).rejects.toThrow(/"error.unseen-card".*"reader":"reveal"/);
  });
});
