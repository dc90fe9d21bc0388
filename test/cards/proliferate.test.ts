/**
 * Issue 14: "Proliferate." (701.34a) as an instruction of spells, activated and triggered abilities:
 * its controller chooses any number of permanents and/or players that have a counter, and each gets
 * one more counter of each kind it already has. The choice is read from the resolving action's
 * choices; unanswered with something to choose, the run stops (never a guessed choice).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const ROWS: [string, Record<string, unknown>][] = [
  ["Tezzeret's Gambit", { spell: { effects: [{ kind: 'draw', amount: 2 }, { kind: 'proliferate' }] } }],
  ["Karn's Bastion", { activated: [{ mana: true }, { tap: true, effects: [{ kind: 'proliferate' }] }] }],
  ['Thrummingbird', { triggers: [{ event: 'deals-damage', combatOnly: true, damageTo: 'player', effects: [{ kind: 'proliferate' }] }] }],
  ['Evolution Sage', { triggers: [{ event: 'enters', filter: { types: ['Land'], controller: 'you' }, effects: [{ kind: 'proliferate' }] }] }],
  ['Grim Affliction', { spell: { effects: [{ kind: 'add-counters', counter: '-1/-1', target: 'creature' }, { kind: 'proliferate' }] } }],
  ['Flux Channeler', { triggers: [{ event: 'cast', filter: { notTypes: ['Creature'] }, effects: [{ kind: 'proliferate' }] }] }],
];

const UNMODELLED: [string, string][] = [
  // A replacement of proliferating itself, and a choice among what was proliferated: not read.
  ['Tekuthal, Inquiry Dominus', 'If you would proliferate, proliferate twice instead.'],
  ['Ripples of Potential', 'Proliferate, then choose any number of permanents you control that had a counter put on them this way.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Hill Giant']);
}, 120_000);

describe('proliferate, compiled (701.34a)', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('proliferate, through the engine (701.34a)', () => {
  const scenarios = cardScenarios(() => cards);
  type R = Awaited<ReturnType<typeof scenarios.run>>;
  const obj = (r: R, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`));
  const player = (r: R, p: string) => r.resolution.final.players.find((x) => x.id === p)!;
  const board = [
    { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', counters: { '+1/+1': 2 } },
    { id: 'hg', card: 'Hill Giant', zone: 'battlefield', controller: 'B', owner: 'B', counters: { '-1/-1': 1 } },
  ];
  const cast = (choices: Record<string, unknown> | undefined) => ({
    players: [{ id: 'A' }, { id: 'B', poison: 3 }],
    objects: [{ id: 'tg', card: "Tezzeret's Gambit", zone: 'hand' }, ...board],
    actions: [{ kind: 'cast', object: 'tg' }, { kind: 'resolve', ...(choices ? { choices } : {}) }],
  });

  it('GIVEN the chosen permanents and players THEN each gets one more counter of each kind it has; the others none (701.34a)', async () => {
    const r = await scenarios.run(cast({ proliferate: ['gb', 'B'] }));
    expect(r.resolution.error).toBeUndefined();
    expect([obj(r, 'gb')?.counters['+1/+1'], obj(r, 'hg')?.counters['-1/-1'], player(r, 'B').poison]).toEqual([3, 1, 4]);
    expect(r.resolution.trace.find((s) => s.key === 'resolve.proliferate')?.rules).toEqual(['701.34a']);
  });

  it('GIVEN "true" THEN every permanent and player with a counter is chosen (701.34a)', async () => {
    const r = await scenarios.run(cast({ proliferate: true }));
    expect(r.resolution.error).toBeUndefined();
    expect([obj(r, 'gb')?.counters['+1/+1'], obj(r, 'hg')?.counters['-1/-1'], player(r, 'B').poison]).toEqual([3, 2, 4]);
  });

  it('GIVEN no answer and something with a counter THEN unmodelled: the choice is the player\'s (701.34a)', async () => {
    await expect(scenarios.run(cast(undefined))).rejects.toThrow(/"code":"unmodelled".*proliferate.*"rule":"701\.34a"/);
  });

  it('GIVEN nothing with a counter THEN proliferate does nothing, and nothing is asked (701.34a)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'tg', card: "Tezzeret's Gambit", zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' }], actions: [{ kind: 'cast', object: 'tg' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((s) => s.key === 'resolve.proliferate')?.params).toMatchObject({ chosen: [], policy: 'none-have-counters' });
    expect(obj(r, 'gb')?.counters).toEqual({});
  });

  it('GIVEN a chosen permanent without counters THEN the choice is illegal (701.34a)', async () => {
    const r = scenarios.run({ objects: [{ id: 'tg', card: "Tezzeret's Gambit", zone: 'hand' }, ...board, { id: 'gb2', card: 'Grizzly Bears', zone: 'battlefield' }], actions: [{ kind: 'cast', object: 'tg' }, { kind: 'resolve', choices: { proliferate: ['gb2'] } }] });
    await expect(r).rejects.toThrow(/bad-choice/);
  });
});
