/**
 * Issue 14 (cards52a): a group's member with two trigger events (603.2) — "Whenever a creature you control of the chosen
 * type enters or attacks" (Kindred Discovery), "Whenever another creature you control enters or dies" (Daxos): read as
 * one triggered ability for each event, as "When this creature enters or attacks" is (no single event is both).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { parseTriggers } from '../../src/cards/compile/triggers.ts';
import { CHOSEN_TYPE } from '../../src/cards/compile/words.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const MINE = { kind: 'filter', controller: 'you', types: ['Creature'] };
const DRAW = [{ kind: 'draw', amount: 1, player: 'you' }];
const OF_TYPE = { ...MINE, subtypes: [CHOSEN_TYPE] };

describe('GIVEN "whenever <a member of a group> <event> or <event>" THEN one ability for each event, the same filter and effect', () => {
  const rows: [string, string[], Record<string, unknown>][] = [
    ['whenever a creature you control enters or attacks, draw a card', ['enters', 'attacks'], { who: 'any', filter: MINE }],
    ['whenever another creature you control enters or dies, draw a card', ['enters', 'dies'], { who: 'another', filter: MINE }],
    ['whenever a creature you control attacks or dies, draw a card', ['attacks', 'dies'], { who: 'any', filter: MINE }],
    ['whenever an artifact you control enters or attacks, draw a card', ['enters', 'attacks'], { who: 'any', filter: { kind: 'filter', controller: 'you', types: ['Artifact'] } }],
  ];
  it.each(rows)('%s', (line, events, shape) => {
    const t = parseTriggers(line, line);
    expect(t?.map((x) => x.event)).toEqual(events);
    for (const x of t!) expect(x).toMatchObject({ ...shape, effects: DRAW });
  });
  it.each([
    // The same event twice, a group the triggers don't read, an effect not read: nothing.
    'whenever a creature you control attacks or attacks, draw a card',
    'whenever a commander you control enters or attacks, proliferate',
    'whenever a creature you control enters or attacks, frobnicate',
  ])('%s is not read', (line) => {
    expect(parseTriggers(line, line)).toBeNull();
  });
});

const ROWS: [string, Record<string, unknown>][] = [
  ['Kindred Discovery', { triggers: [{ event: 'enters', who: 'any', filter: OF_TYPE, effects: DRAW }, { event: 'attacks', who: 'any', filter: OF_TYPE, effects: DRAW }] }],
];

let cards = new Map<string, CardRecord>();
beforeAll(async () => {
  cards = await loadRealCards(['Kindred Discovery', 'Daxos, Blessed by the Sun', 'Llanowar Elves', 'Grizzly Bears']);
}, 120_000);

describe('cards52a: either-event triggers of a group, in real cards', () => {
  compiledShapes(ROWS, [], () => cards);
  it('Daxos: its trigger is read as two (enters, dies); its devotion toughness stays unmodelled', () => {
    const c = compileCard(cards.get('Daxos, Blessed by the Sun')!);
    expect(c.object.triggers).toMatchObject([{ event: 'enters', who: 'another', filter: MINE }, { event: 'dies', who: 'another', filter: MINE }]);
    expect(c.unmodelled).toContain("Daxos's toughness is equal to your devotion to white.");
  });
});

describe('GIVEN Kindred Discovery with Elf chosen (614.12) THEN an Elf of mine entering or attacking triggers it, a Bear does not', () => {
  const scenarios = cardScenarios(() => cards);
  const triggered = (r: Awaited<ReturnType<typeof scenarios.run>>): number => r.resolution.trace.filter((s) => s.key === 'trigger.triggers').length;
  it('WHEN my Llanowar Elves attacks THEN it triggers once', async () => {
    const r = await scenarios.run({ objects: [{ id: 'kd', card: 'Kindred Discovery', chosenType: 'Elf' }, { id: 'le', card: 'Llanowar Elves' }], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'le' }] }] });
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r)).toBe(1);
  });
  it('WHEN my Grizzly Bears attacks THEN nothing triggers', async () => {
    const r = await scenarios.run({ objects: [{ id: 'kd', card: 'Kindred Discovery', chosenType: 'Elf' }, { id: 'gb', card: 'Grizzly Bears' }], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'gb' }] }] });
    expect(triggered(r)).toBe(0);
  });
  it('WHEN Llanowar Elves enters from my hand THEN it triggers once (the enters ability, not the attack one)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'kd', card: 'Kindred Discovery', chosenType: 'Elf' }, { id: 'le', card: 'Llanowar Elves', zone: 'hand' }], actions: [{ kind: 'cast', object: 'le' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(triggered(r)).toBe(1);
  });
});
