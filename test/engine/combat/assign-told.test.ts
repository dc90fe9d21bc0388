/**
 * Combat damage divided as a player tells it (510.1c-d, 702.19b): a part may be "the rest" — what remains of the
 * creature's power when it assigns (510.1a) — and a division told once is for the first step a creature assigns in (a
 * double striker's second step is its own choice, 702.4b). The engine checks the division as told and never re-divides
 * it: lethal damage to each blocker before any goes past them with trample (702.19b; with deathtouch 1 is lethal,
 * 702.2c), none to the player from a blocked creature without trample (510.1c), all of its power (510.1a, 510.1e).
 */
import { describe, expect, it } from 'vitest';
import { attack, block, checkErrorRow, checkRow, game, life, mine, theirs, zoneOf } from './kit.ts';
import type { ErrorRow, Row } from './kit.ts';
import type { Action } from '../../../src/engine/types.ts';
import { resolve } from '../../../src/engine/index.ts';

type Part = [string, number | 'rest'];
/** Every combat damage step, with the division told once for the creatures named. */
const told = (split: Record<string, Part[]>, once = true): Action => ({
  kind: 'combat-damage',
  all: true,
  assignments: Object.fromEntries(Object.entries(split).map(([id, parts]) => [id, parts.map(([to, n]) => (n === 'rest' ? { to, rest: true as const } : { to, amount: n }))])),
  ...(once ? { once: Object.keys(split) } : {}),
});

const rows: Row[] = [
  {
    name: '702.19b: GIVEN a 6/6 trampler blocked by a 2/2 WHEN 3 to the blocker and the rest to the player THEN the player takes 3',
    given: game([mine('t', 6, 6, ['trample']), theirs('b', 2, 2)]),
    when: [attack('t'), block({ b: 't' }), told({ t: [['b', 3], ['B', 'rest']] })],
    then: (r) => [life(r, 'B'), zoneOf(r, 'b')],
    expected: [17, 'graveyard'],
    rules: ['510.1c', '702.19b'],
  },
  {
    name: '510.1a: GIVEN a 5/5 trampler WHEN 2 to the blocker and the rest to the player THEN the rest is what remains of its power: 3',
    given: game([mine('t', 5, 5, ['trample']), theirs('b', 2, 2)]),
    when: [attack('t'), block({ b: 't' }), told({ t: [['b', 2], ['B', 'rest']] })],
    then: (r) => life(r, 'B'),
    expected: 17,
    rules: ['702.19b'],
  },
  {
    name: '702.19b: GIVEN the rest said first WHEN the rest to the blocker and 4 to the player THEN 2 on the 2/2 and 4 past it',
    given: game([mine('t', 6, 6, ['trample']), theirs('b', 2, 2)]),
    when: [attack('t'), block({ b: 't' }), told({ t: [['b', 'rest'], ['B', 4]] })],
    then: (r) => [life(r, 'B'), zoneOf(r, 'b')],
    expected: [16, 'graveyard'],
  },
  {
    name: '702.2c: GIVEN a 4/4 deathtouch trampler blocked by a 1/5 WHEN 1 to the blocker and 3 to the player THEN legal: 1 is lethal',
    given: game([mine('t', 4, 4, ['trample', 'deathtouch']), theirs('b', 1, 5)]),
    when: [attack('t'), block({ b: 't' }), told({ t: [['b', 1], ['B', 'rest']] })],
    then: (r) => [life(r, 'B'), zoneOf(r, 'b')],
    expected: [17, 'graveyard'],
    rules: ['702.19b', '702.2c'],
  },
  {
    name: '510.1c: GIVEN a 6/6 blocked by a 2/2 and a 3/3 WHEN 2 to the first and 4 to the second THEN both die',
    given: game([mine('a', 6, 6), theirs('b1', 2, 2), theirs('b2', 3, 3)]),
    when: [attack('a'), block({ b1: 'a', b2: 'a' }), told({ a: [['b1', 2], ['b2', 4]] })],
    then: (r) => [zoneOf(r, 'b1'), zoneOf(r, 'b2'), life(r, 'B')],
    expected: ['graveyard', 'graveyard', 20],
    rules: ['510.1c'],
  },
  {
    name: '510.1c: GIVEN a 6/6 blocked by a 2/2 and a 3/3 WHEN all 6 on the 3/3 THEN the 2/2 survives (no damage assignment order)',
    given: game([mine('a', 6, 6), theirs('b1', 2, 2), theirs('b2', 3, 3)]),
    when: [attack('a'), block({ b1: 'a', b2: 'a' }), told({ a: [['b2', 6]] })],
    then: (r) => [zoneOf(r, 'b1'), zoneOf(r, 'b2')],
    expected: ['battlefield', 'graveyard'],
  },
  {
    name: '702.4b: GIVEN a 3/3 double strike trampler blocked by a 2/2 WHEN 2 to the blocker and 1 to the player, told once THEN the second step (no blocker left) sends all 3 to the player (702.19d)',
    given: game([mine('t', 3, 3, ['trample', 'double strike']), theirs('b', 2, 2)]),
    when: [attack('t'), block({ b: 't' }), told({ t: [['b', 2], ['B', 1]] })],
    then: (r) => [life(r, 'B'), zoneOf(r, 'b')],
    expected: [16, 'graveyard'],
    rules: ['702.4b', '702.19d'],
  },
];

const errors: ErrorRow[] = [
  {
    name: '702.19b, 510.1e: GIVEN a 6/6 trampler blocked by a 2/5 WHEN 3 to the blocker and 3 to the player THEN illegal: the 2/5 was not assigned lethal damage',
    given: game([mine('t', 6, 6, ['trample']), theirs('b', 2, 5)]),
    when: [attack('t'), block({ b: 't' }), told({ t: [['b', 3], ['B', 3]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'trample-lethal', rule: '702.19b, 510.1e' },
  },
  {
    name: '702.19b: GIVEN a 6/6 trampler blocked by a 2/2 and a 3/3 WHEN 2, 1 and the rest to the player THEN illegal: the 3/3 was not assigned lethal damage',
    given: game([mine('t', 6, 6, ['trample']), theirs('b1', 2, 2), theirs('b2', 3, 3)]),
    when: [attack('t'), block({ b1: 't', b2: 't' }), told({ t: [['b1', 2], ['b2', 1], ['B', 'rest']] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'trample-lethal' },
  },
  {
    name: '510.1c: GIVEN a 6/6 without trample blocked by a 2/2 WHEN 2 to the blocker and the rest to the player THEN illegal: a blocked creature assigns only to its blockers',
    given: game([mine('a', 6, 6), theirs('b', 2, 2)]),
    when: [attack('a'), block({ b: 'a' }), told({ a: [['b', 2], ['B', 'rest']] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'recipient', rule: '510.1c, 510.1e' },
  },
  {
    name: '510.1a: GIVEN a 4/4 trampler WHEN 5 to the blocker and the rest to the player THEN illegal: more than its power (the rest below 0)',
    given: game([mine('t', 4, 4, ['trample']), theirs('b', 2, 2)]),
    when: [attack('t'), block({ b: 't' }), told({ t: [['b', 5], ['B', 'rest']] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'total', power: 4, total: 5 },
  },
  {
    name: '510.1a: GIVEN a 6/6 WHEN 2 and 2 to its two blockers THEN illegal: not all of its power',
    given: game([mine('a', 6, 6), theirs('b1', 2, 2), theirs('b2', 3, 3)]),
    when: [attack('a'), block({ b1: 'a', b2: 'a' }), told({ a: [['b1', 2], ['b2', 2]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'total', power: 6, total: 4 },
  },
  {
    name: '702.4b: GIVEN a 4/4 double strike trampler blocked by a 2/5 WHEN told 4 to the blocker once THEN the second step, a choice again (1 more is lethal), is not told: stopped',
    given: game([mine('t', 4, 4, ['trample', 'double strike']), theirs('b', 2, 5)]),
    when: [attack('t'), block({ b: 't' }), told({ t: [['b', 4]] })],
    code: 'unmodelled',
    key: 'error.unmodelled',
    params: { reason: 'division-second-step', rule: '702.4b' },
  },
];

describe('combat damage divided as told: amounts and the rest (510.1a-e, 702.19b, 702.2c, 702.4b)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
  for (const row of errors) it(row.name, () => void checkErrorRow(row));
  it('702.4b: without `once`, a division is used in both steps: the blocker gone, the second is illegal (the old reading)', () => {
    const r = checkErrorRow({ name: 'x', given: game([mine('t', 3, 3, ['trample', 'double strike']), theirs('b', 2, 2)]), when: [attack('t'), block({ b: 't' }), told({ t: [['b', 2], ['B', 1]] }, false)], code: 'illegal_action', key: 'combat.assignment-illegal' });
    expect(r.ok).toBe(false);
  });
});

/** Issue 13: how each creature assigned its combat damage is a typed choice of the run, told or by the default policy. */
describe('GIVEN combat damage THEN each assignment is recorded as a choice with its policy (510.1a-d, 702.19b, 702.2c)', () => {
  it.each<[string, string[], Action, { object: string; policy: string; parts: { to: string; amount: number }[]; trample: boolean; deathtouch: boolean }[]]>([
    ['told: 3 on the blocker, the rest past it', ['trample'], told({ t: [['b', 3], ['B', 'rest']] }), [{ object: 't', policy: 'explicit', parts: [{ to: 'b', amount: 3 }, { to: 'B', amount: 3 }], trample: true, deathtouch: false }, { object: 'b', policy: 'default', parts: [{ to: 't', amount: 2 }], trample: false, deathtouch: false }]],
    ['untold, trample and deathtouch: the default (1 is lethal)', ['trample', 'deathtouch'], { kind: 'combat-damage', all: true }, [{ object: 't', policy: 'default', parts: [{ to: 'b', amount: 1 }, { to: 'B', amount: 5 }], trample: true, deathtouch: true }, { object: 'b', policy: 'default', parts: [{ to: 't', amount: 2 }], trample: false, deathtouch: false }]],
    ['untold, no trample: all on the blocker', [], { kind: 'combat-damage', all: true }, [{ object: 't', policy: 'default', parts: [{ to: 'b', amount: 6 }], trample: false, deathtouch: false }, { object: 'b', policy: 'default', parts: [{ to: 't', amount: 2 }], trample: false, deathtouch: false }]],
  ])('%s', (_, keywords, damage, expected) => {
    const r = resolve(game([mine('t', 6, 6, keywords), theirs('b', 2, 2)]), [attack('t'), block({ b: 't' }), damage]);
    const made = r.choices.flatMap((c) => (c.kind === 'combat-damage-assignment' ? [{ object: c.object.split('~')[0]!, policy: c.policy, parts: c.parts, trample: c.trample, deathtouch: c.deathtouch }] : []));
    expect(made).toEqual(expected);
  });
});
