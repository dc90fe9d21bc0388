/**
 * The `self` reference of an instruction: "this creature" in the permanent's own ability is the
 * ability's source while it is the same object; once it has changed zones it is a new object the
 * instruction can't find (400.7), and the ability still resolves without it (113.7a).
 */
import { describe } from 'vitest';
import type { ActivatedAbility } from '../../../src/engine/types.ts';
import { checkRow, creature, game, resolveTop } from './kit.ts';
import type { Row } from './kit.ts';

const grow: ActivatedAbility = { text: '{1}: Put a +1/+1 counter on this creature.', cost: '{1}', effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, self: true }] };
const pump: ActivatedAbility = {
  text: '{G}: This creature gets +1/+1 until end of turn.',
  cost: '{G}',
  effects: [{ kind: 'apply-effect', self: true, effect: { text: '+1/+1', affects: { kind: 'objects', ids: [] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }], duration: { kind: 'end-of-turn' } } }],
};

const ROWS: Row[] = [
  {
    name: 'GIVEN "{1}: Put a +1/+1 counter on this creature" WHEN activated and resolved THEN the counter is on the source',
    given: game([creature('bear', 2, 2, {}, { activated: [grow] }), creature('other', 2, 2)]),
    when: [{ kind: 'activate', object: 'bear' }, resolveTop],
    then: (r) => r.final.objects.map((o) => [o.id, o.counters['+1/+1'] ?? 0]),
    expected: [['bear', 1], ['other', 0]],
  },
  {
    name: 'GIVEN the source destroyed in response THEN the instruction finds nothing (400.7) and the ability still resolves (113.7a)',
    given: game([creature('bear', 2, 2, {}, { activated: [grow] })]),
    when: [{ kind: 'activate', object: 'bear' }, { kind: 'destroy', object: 'bear' }, resolveTop],
    then: (r) => r.final.objects.map((o) => [o.zone, o.counters['+1/+1'] ?? 0]),
    expected: [['graveyard', 0]],
    rules: ['400.7', '113.7a'],
    keys: ['stack.effect-skipped'],
  },
  {
    name: 'GIVEN "This creature gets +1/+1 until end of turn" as a self effect THEN only the source is affected',
    given: game([creature('bear', 2, 2, {}, { activated: [pump] }), creature('other', 2, 2)]),
    when: [{ kind: 'activate', object: 'bear' }, resolveTop],
    then: (r) => r.computed.map((c) => [c.id, c.power, c.toughness]),
    expected: [['bear', 3, 3], ['other', 2, 2]],
  },
];

describe('the self reference (400.7, 113.7a)', () => {
  for (const row of ROWS) checkRow(row);
});
