/**
 * Issue 13 §1: a prevention as typed events (615.1a, 702.16e: `damage-prevented`, how much, source and recipient by id;
 * 615.6 / 614.7: `damage-not-dealt` when nothing is left), which /ask's lifelink note reads (asks/life.ts) instead of the
 * trace's damage.prevented / event.damage-prevented / damage.not-dealt steps.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { choicesOf } from '../../../src/engine/choices.ts';
import type { Action, GameState, Resolution } from '../../../src/engine/types.ts';
import { allSteps, attack, game, mine, noBlocks, theirs } from '../combat/kit.ts';

const hit = (source: string | null, target: string, amount: number): Action => ({ kind: 'damage', source, target, amount });
const bolt = { id: 'bolt', name: 'Lightning Bolt', types: ['Instant' as const], colors: ['R' as const], pt: null, zone: 'stack' as const, controller: 'A' };
const prevented = (r: Resolution): [string | null, string, number][] => r.events.flatMap((e) => (e.kind === 'damage-prevented' ? [[e.source, e.target, e.amount] as [string | null, string, number]] : []));
const notDealt = (r: Resolution): [string | null, string][] => r.events.flatMap((e) => (e.kind === 'damage-not-dealt' ? [[e.source, e.target] as [string | null, string]] : []));

interface Row {
  name: string;
  given: GameState;
  when: Action[];
  prevented: [string | null, string, number][];
  notDealt: [string | null, string][];
}

const rows: Row[] = [
  {
    name: 'GIVEN a 3-point shield on a 4/4 WHEN dealt 2 then 2 THEN 2 and 1 prevented; the first event not dealt at all',
    given: game([theirs('ox', 4, 4), bolt], { replacements: [{ id: 'shield', kind: 'prevent', amount: 3, to: 'ox' }] }),
    when: [hit('bolt', 'ox', 2), hit('bolt', 'ox', 2)],
    prevented: [['bolt', 'ox', 2], ['bolt', 'ox', 1]],
    notDealt: [['bolt', 'ox']],
  },
  {
    name: 'GIVEN all combat damage prevented WHEN a lifelink 3/3 attacks unblocked THEN its 3 to player B prevented, not dealt',
    given: game([mine('ll', 3, 3, ['lifelink'])], { replacements: [{ id: 'fog', kind: 'prevent', amount: 'all', combatOnly: true }] }),
    when: [attack('ll'), noBlocks, allSteps()],
    prevented: [['ll', 'B', 3]],
    notDealt: [['ll', 'B']],
  },
  {
    name: 'GIVEN protection from red WHEN a red source deals 3 THEN 3 prevented by protection (702.16e), not dealt',
    given: game([theirs('pro', 2, 2, ['protection red']), bolt]),
    when: [hit('bolt', 'pro', 3)],
    prevented: [['bolt', 'pro', 3]],
    notDealt: [['bolt', 'pro']],
  },
  {
    name: 'GIVEN no prevention WHEN dealt 2 THEN no prevention events',
    given: game([theirs('ox', 4, 4), bolt]),
    when: [hit('bolt', 'ox', 2)],
    prevented: [],
    notDealt: [],
  },
];

describe('prevented damage, as events', () => {
  it.each(rows)('$name', (row) => {
    const r = resolve(row.given, row.when);
    expect(prevented(r)).toEqual(row.prevented);
    expect(notDealt(r)).toEqual(row.notDealt);
  });
});

/** 616.1: the order of several effects on one damage event, as a replacement-order choice (read by questions/combat-choices.ts openDamageOrder). */
describe('the order of replacement and prevention effects on one damage event, as a choice (616.1)', () => {
  const doubler = { id: 'd', kind: 'damage-modifier' as const, multiply: 2 };
  const shield = { id: 'p', kind: 'prevent' as const, amount: 3, to: 'ox' };
  it.each<[string, GameState, Action[], { chooser: string | null; policy: string; amount: number; others: number[] }[]]>([
    ['a doubler (older) then a 3-point shield, by timestamps: 2 doubled to 4, 3 prevented, 1 left; the other order gives 0', game([theirs('ox', 9, 9), bolt], { replacements: [doubler, shield] }), [hit('bolt', 'ox', 2)], [{ chooser: 'B', policy: 'timestamp', amount: 1, others: [0] }]],
    ['the same, the shield told first: all 2 prevented, 0 left; the other order (doubled, then 3 prevented) gives 1', game([theirs('ox', 9, 9), bolt], { replacements: [doubler, shield] }), [{ kind: 'damage', source: 'bolt', target: 'ox', amount: 2, replacementOrder: ['p', 'd'] }], [{ chooser: 'B', policy: 'given', amount: 0, others: [1] }]],
    ['two doublers: 8 either way, no other amount', game([theirs('ox', 9, 9), bolt], { replacements: [doubler, { ...doubler, id: 'd2' }] }), [hit('bolt', 'ox', 2)], [{ chooser: 'B', policy: 'timestamp', amount: 8, others: [] }]],
    ['one doubler: nothing to order', game([theirs('ox', 9, 9), bolt], { replacements: [doubler] }), [hit('bolt', 'ox', 2)], []],
  ])('%s', (_, given, when, want) => {
    const r = resolve(given, when);
    expect(choicesOf(r.choices, 'replacement-order').map((c) => ({ chooser: c.chooser, policy: c.policy, amount: c.amount, others: c.others }))).toEqual(want);
  });
});
