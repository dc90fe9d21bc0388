/**
 * Issue 13 §1: legendary permanents of one name under different players' control (704.5j looks at one player's
 * permanents only) are a typed `legend-apart` event with the objects' ids, which /ask's legend answer reads — not the
 * trace's sba.legend-apart step. GIVEN legendary permanents, THEN the event appears exactly when no player has two of
 * one name while players share one, once, whatever the objects are labelled.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { EventOf, GameEvent } from '../../src/engine/game-events.ts';
import { state } from './helpers.ts';
import type { CardSpec } from './helpers.ts';

const apart = (events: readonly GameEvent[]): EventOf<'legend-apart'>[] => events.filter((e): e is EventOf<'legend-apart'> => e.kind === 'legend-apart');
const legend = (id: string, name: string, controller: string): CardSpec => ({ id, name, controller, pt: [2, 2], supertypes: ['Legendary'] });

describe('legendary permanents of one name under different players (704.5j), as an event', () => {
  it.each<[string, CardSpec[], [string, string[]][]]>([
    ['one each of one name: apart', [legend('t1', 'Thalia', 'A'), legend('t2', 'Thalia', 'B')], [['Thalia', ['t1', 't2']]]],
    ['one each, other labels and ids: the same event by id', [legend('x', 'Isamaru', 'B'), legend('y', 'Isamaru', 'A')], [['Isamaru', ['y', 'x']]]],
    ['two of one name under one player: the rule applies, not apart', [legend('t1', 'Thalia', 'A'), legend('t2', 'Thalia', 'A')], []],
    // (B's legend rule keeps the newest, t3; the next check finds it and A's one apart.)
    ['one under A, two under B: B\'s rule first, then the two left are apart', [legend('t1', 'Thalia', 'A'), legend('t2', 'Thalia', 'B'), legend('t3', 'Thalia', 'B')], [['Thalia', ['t1', 't3']]]],
    ['different names under different players: nothing', [legend('t1', 'Thalia', 'A'), legend('i1', 'Isamaru', 'B')], []],
    ['one name, not legendary: nothing', [{ id: 'b1', name: 'Bears', controller: 'A', pt: [2, 2] }, { id: 'b2', name: 'Bears', controller: 'B', pt: [2, 2] }], []],
  ])('%s', (_, objects, want) => {
    const r = resolve(state(objects), []);
    const found = apart(r.events).map((e) => [e.name, [...e.objects].sort()]);
    expect(found).toEqual(want.map(([n, ids]) => [n, [...ids].sort()]));
  });
});
