/**
 * Issue 13 §1: a combat damage assignment choice carries what an answer that searches other divisions needs
 * (questions/divisions.ts, combat-choices.ts) — the damage assigned, an attacker's blockers and, trampling, the lethal
 * damage each needed (702.19b), every recipient it could have assigned to (510.1c-d), and which recipients are
 * creatures it divided among (not the player or the planeswalker attacked, 506.3) — so they read no trace step.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { choicesOf } from '../../../src/engine/choices.ts';
import type { Action } from '../../../src/engine/types.ts';
import { attack, block, game, mine, planeswalker, theirs } from './kit.ts';

const damage: Action = { kind: 'combat-damage', all: true };
const fields = (r: ReturnType<typeof resolve>, id: string) =>
  choicesOf(r.choices, 'combat-damage-assignment')
    .filter((c) => c.object.split('~')[0] === id)
    .map((c) => ({ power: c.power, blockers: c.blockers.map((b) => b.split('~')[0]), lethal: c.lethal, options: c.options.map((o) => o.split('~')[0]).sort(), creatures: c.creatures.map((o) => o.split('~')[0]).sort() }));

describe('GIVEN combat damage THEN each assignment choice says what it could divide among (510.1c-d, 702.19b)', () => {
  it.each([
    ['a 6/6 trampler blocked by a 2/2: lethal 2, options the blocker and the player, one creature', [mine('t', 6, 6, ['trample']), theirs('b', 2, 2)], [attack('t'), block({ b: 't' })], 't', [{ power: 6, blockers: ['b'], lethal: [2], options: ['B', 'b'], creatures: ['b'] }]],
    ['a 5/5 blocked by two 2/2s: no trample, no lethal, two creatures', [mine('t', 5, 5), theirs('b1', 2, 2), theirs('b2', 2, 2)], [attack('t'), block({ b1: 't', b2: 't' })], 't', [{ power: 5, blockers: ['b1', 'b2'], lethal: [], options: ['b1', 'b2'], creatures: ['b1', 'b2'] }]],
    ['a 3/3 unblocked: only the player, no creature', [mine('t', 3, 3), theirs('b', 2, 2)], [attack('t'), block({})], 't', [{ power: 3, blockers: [], lethal: [], options: ['B'], creatures: [] }]],
    ['a trampler at a planeswalker, blocked: the planeswalker attacked is no creature divided among', [mine('t', 6, 6, ['trample']), theirs('b', 2, 2), planeswalker('pw', 4)], [attack(['t', 'pw']), block({ b: 't' })], 't', [{ power: 6, blockers: ['b'], lethal: [2], options: ['b', 'pw'], creatures: ['b'] }]],
    ['a blocker: no blockers of its own', [mine('t', 3, 3), theirs('b', 2, 2)], [attack('t'), block({ b: 't' })], 'b', [{ power: 2, blockers: [], lethal: [], options: ['t'], creatures: ['t'] }]],
  ] as const)('%s', (_, specs, when, id, want) => {
    const r = resolve(game([...specs]), [...when, damage]);
    expect(fields(r, id)).toEqual(want);
  });
});
