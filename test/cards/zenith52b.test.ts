/**
 * Issue 14 (cards52b): "Shuffle this into its owner's library" as a spell's last instruction (the Sun's Zenith cycle, the
 * Beacons): the card goes from the stack into its owner's library, which is then shuffled (701.24a); having left the
 * stack, it isn't put into the graveyard as the spell finishes resolving (608.2n). Only a spell's own card is read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const SHUFFLE = { kind: 'shuffle-into-library', self: true };

const ROWS: [string, Record<string, unknown>][] = [
  ["Blue Sun's Zenith", { spell: { effects: [{ kind: 'draw', amountFrom: 'x', target: 'player' }, SHUFFLE] } }],
  ["White Sun's Zenith", { spell: { effects: [{ kind: 'create', amountFrom: 'x' }, SHUFFLE] } }],
  ["Red Sun's Zenith", { spell: { effects: [{ kind: 'damage', amountFrom: 'x', exileIfDies: { types: ['Creature'] } }, SHUFFLE] } }],
  ['Beacon of Destruction', { spell: { effects: [{ kind: 'damage', amount: 5 }, SHUFFLE] } }],
  // cards53b: "Put X -1/-1 counters on each creature" (107.3a) is read too.
  ["Black Sun's Zenith", { spell: { effects: [{ kind: 'add-counters', counter: '-1/-1', amountFrom: 'x' }, SHUFFLE] } }],
];

const UNMODELLED: [string, string][] = [
  ['Beacon of Tomorrows', 'Target player takes an extra turn after this one.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Hill Giant']);
}, 120_000);

describe("zenith52b: a spell shuffled into its owner's library (701.24a, 608.2n)", () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

describe("GIVEN Beacon of Destruction resolving (701.24a, 608.2n)", () => {
  const { run } = cardScenarios(() => cards);
  it("WHEN it deals 5 damage to Hill Giant THEN the Giant dies and the Beacon ends in its owner's library, shuffled, not in the graveyard", async () => {
    const r = await run({ objects: [{ id: 'bd', card: 'Beacon of Destruction', zone: 'hand' }, { id: 'hg', card: 'Hill Giant', controller: 'B' }], actions: [{ kind: 'cast', object: 'bd', targets: { any: ['hg'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    const named = (n: string) => r.resolution.final.objects.filter((o) => o.printed.name === n);
    expect(named('Hill Giant').map((o) => o.zone)).toEqual(['graveyard']);
    expect(named('Beacon of Destruction').map((o) => o.zone)).toEqual(['library']);
    expect(r.resolution.trace.find((t) => t.key === 'resolve.shuffle')?.params).toMatchObject({ player: 'A' });
    expect(r.resolution.trace.some((t) => t.key === 'stack.leaves')).toBe(false);
  });
});
