/**
 * Issue 13 §1: the order a player puts simultaneous triggered abilities on the stack in (603.3b) is a typed choice on
 * the Resolution — the player, the abilities by source id, told or the listed default, and the words the trace used —
 * which the answer layer reads (questions/trigger-order.ts) instead of the trace's trigger.order step. A player with
 * one ability has no order to choose.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { choicesOf } from '../../../src/engine/choices.ts';
import type { TriggeredAbility } from '../../../src/engine/types.ts';
import { creature, game, obj } from './kit.ts';

const gain = (n: number): TriggeredAbility => ({ event: 'dies', who: 'any', filter: { kind: 'filter', types: ['Creature'] }, text: `Whenever a creature dies, you gain ${n} life.`, effects: [{ kind: 'life', amount: n, player: 'you' }] });
const altar = (id: string, controller: string, n = 1) => obj({ id, types: ['Artifact'], pt: null, controller }, { triggers: [gain(n)] });

describe('simultaneous triggers of one player, as a trigger-order choice (603.3b)', () => {
  it.each([
    ['two of A’s: one choice, the listed default', [altar('a1', 'A'), altar('a2', 'A', 2)], undefined, [['A', ['a1', 'a2'], false]]],
    ['two of A’s, an order told: told', [altar('a1', 'A'), altar('a2', 'A', 2)], 1, [['A', ['a2', 'a1'], true]]],
    ['one each: no order to choose', [altar('a1', 'A'), altar('b1', 'B')], undefined, []],
    ['two each: one choice per player, active player first', [altar('a1', 'A'), altar('b1', 'B'), altar('a2', 'A', 2), altar('b2', 'B', 2)], undefined, [['A', ['a1', 'a2'], false], ['B', ['b1', 'b2'], false]]],
    ['one of A’s: nothing', [altar('a1', 'A')], undefined, []],
  ] as const)('%s', (_, altars, order, want) => {
    const given = { ...game([creature('bear', 2, 2), ...altars]), ...(order === undefined ? {} : { triggerOrder: order }) };
    const r = resolve(given, [{ kind: 'destroy', object: 'bear' }]);
    const got = choicesOf(r.choices, 'trigger-order').map((c) => [c.player, c.abilities.map((a) => a.source), c.told]);
    expect(got).toEqual(want);
    for (const c of choicesOf(r.choices, 'trigger-order')) expect(c.shown).toEqual(c.abilities.map((a) => `${a.source}: ${a.text}`));
  });
});
