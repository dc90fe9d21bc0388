/**
 * Issue 14 (cards52b): "Target creature you control deals damage equal to its power to target creature [or planeswalker]
 * you don't control" and "Then that creature deals damage equal to its power to …" (a one-sided fight, "bite"): the
 * first target deals damage to the second, as much as its power when the instruction is followed (608.2h); with either
 * target illegal then, no damage is dealt (608.2b). Other recipients ("each other creature and each opponent", "any
 * target" from a trigger's "it") and a rider on trample's excess stay unread.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledInPart, compiledShapes, loadRealCards } from './compile-helpers.ts';

const mine = { kind: 'filter', controller: 'you', types: ['Creature'] };
const bite = { kind: 'bite', with: 'creature2', target: 'creature' };
const theirs = (...types: string[]) => ({ word: 'creature2', objects: { kind: 'filter', controller: 'opponent', types } });

const ROWS: [string, Record<string, unknown>][] = [
  ['Rabid Bite', { spell: { effects: [bite], targets: [{ word: 'creature', objects: mine }, theirs('Creature')] } }],
  ['Aggressive Instinct', { spell: { effects: [bite], targets: [{ word: 'creature', objects: mine }, theirs('Creature')] } }],
  ['Bite Down', { spell: { effects: [bite], targets: [{ word: 'creature', objects: mine }, theirs('Creature', 'Planeswalker')] } }],
  // "Then that creature …": the target of the sentence before.
  ["Domri's Ambush", { spell: { effects: [{ kind: 'add-counters', counter: '+1/+1', target: 'creature' }, bite], targets: [{ word: 'creature', objects: mine }, theirs('Creature', 'Planeswalker')] } }],
];

/** The bite read; trample's excess sent to the controller (another instruction) is not. */
const IN_PART: [string, string, Record<string, unknown>][] = [
  ['Ram Through', "Target creature you control deals damage equal to its power to target creature you don't control.", { spell: { effects: [bite] } }],
];

const UNMODELLED: [string, string][] = [
  ["Chandra's Ignition", 'Target creature you control deals damage equal to its power to each other creature and each opponent.'],
  ['Warstorm Surge', 'Whenever a creature you control enters, it deals damage equal to its power to any target.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...IN_PART.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Stump Stomp // Burnwillow Clearing', 'Grizzly Bears', 'Hill Giant']);
}, 120_000);

describe('bite52b: a creature deals damage equal to its power to another (608.2h)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  compiledInPart(IN_PART, () => cards);
  it("GIVEN Ram Through THEN its trample rider stays unread; GIVEN Stump Stomp THEN only the land face's lines are left (a modal double-faced card)", () => {
    expect(compileCard(cards.get('Ram Through')!).unmodelled).toEqual(["If the creature you control has trample, excess damage is dealt to that creature's controller instead."]);
    const c = compileCard(cards.get('Stump Stomp // Burnwillow Clearing')!);
    expect(c.object).toMatchObject({ spell: { effects: [bite], targets: [{ word: 'creature', objects: mine }, theirs('Creature', 'Planeswalker')] } });
    expect(c.unmodelled.every((u) => u.startsWith('Burnwillow Clearing: '))).toBe(true);
  });
});

describe('GIVEN a bite spell in the engine (608.2b, 608.2h)', () => {
  const { run } = cardScenarios(() => cards);
  const named = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name);
  const board = (spell: string) => [{ id: 'sp', card: spell, zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears' }, { id: 'hg', card: 'Hill Giant', controller: 'B' }];
  const cast = (first: string, second: string) => ({ kind: 'cast', object: 'sp', targets: { creature: [first], creature2: [second] } });

  it('WHEN Grizzly Bears bites Hill Giant THEN the Giant is dealt 2 and survives; the Bears are dealt nothing (not a fight)', async () => {
    const r = await run({ objects: board('Rabid Bite'), actions: [cast('gb', 'hg'), { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(named(r, 'Hill Giant')).toMatchObject({ zone: 'battlefield', damage: 2 });
    expect(named(r, 'Grizzly Bears')).toMatchObject({ zone: 'battlefield', damage: 0 });
    const s = r.resolution.trace.find((t) => t.key === 'resolve.bite');
    expect(s?.rules).toEqual(['608.2h']);
    expect(s?.params).toMatchObject({ dealt: true, power: 2 });
  });

  it("WHEN Domri's Ambush first puts a +1/+1 counter on the Bears THEN its power is read after: 3 damage, and the Giant dies", async () => {
    const r = await run({ objects: board("Domri's Ambush"), actions: [cast('gb', 'hg'), { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(named(r, 'Hill Giant')?.zone).toBe('graveyard');
    expect(named(r, 'Grizzly Bears')).toMatchObject({ zone: 'battlefield', damage: 0, counters: { '+1/+1': 1 } });
  });

  it('WHEN the Bears are killed in response THEN the Giant is dealt no damage (608.2b)', async () => {
    const r = await run({
      objects: board('Rabid Bite'),
      actions: [cast('gb', 'hg'), { kind: 'damage', target: 'gb', amount: 2 }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(named(r, 'Grizzly Bears')?.zone).toBe('graveyard');
    expect(named(r, 'Hill Giant')).toMatchObject({ zone: 'battlefield', damage: 0 });
    const s = r.resolution.trace.find((t) => t.key === 'resolve.bite');
    expect(s?.rules).toEqual(['608.2b']);
    expect(s?.params).toMatchObject({ dealt: false });
  });
});
