/**
 * "Regenerate this creature" as an instruction (701.19a): a shield that replaces the next
 * destruction this turn (remove its damage, tap it, remove it from combat); "can't be regenerated"
 * (701.19c) stops it; the shield ends with the turn (514.2).
 */
import { describe } from 'vitest';
import type { ActivatedAbility } from '../../../src/engine/types.ts';
import { checkRow, creature, game, resolveTop, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const regen: ActivatedAbility = { text: '{G}: Regenerate this creature.', cost: '{G}', effects: [{ kind: 'regenerate', self: true }] };

const ROWS: Row[] = [
  {
    name: 'GIVEN "{G}: Regenerate this creature" activated and resolved WHEN it is destroyed THEN it regenerates: stays, tapped, damage removed (701.19a)',
    given: game([creature('boa', 1, 1, {}, { activated: [regen] })]),
    when: [{ kind: 'activate', object: 'boa' }, resolveTop, { kind: 'damage', source: null, target: 'boa', amount: 1 }],
    then: (r) => [zoneOf(r, 'boa'), r.final.objects[0]!.tapped, r.final.objects[0]!.damage],
    expected: ['battlefield', true, 0],
    rules: ['701.19a'],
    keys: ['regeneration.applied'],
  },
  {
    name: 'GIVEN a shield WHEN it is destroyed by an effect that says it can\'t be regenerated THEN it goes to the graveyard (701.19c)',
    given: game([creature('boa', 1, 1, {}, { activated: [regen] })]),
    when: [{ kind: 'activate', object: 'boa' }, resolveTop, { kind: 'destroy', object: 'boa', cantRegenerate: true }],
    then: (r) => zoneOf(r, 'boa'),
    expected: 'graveyard',
    rules: ['701.19c'],
  },
  {
    name: 'GIVEN a shield WHEN the turn ends THEN it is gone and a later destruction destroys it',
    given: game([creature('boa', 1, 1, {}, { activated: [regen] })]),
    when: [{ kind: 'activate', object: 'boa' }, resolveTop, { kind: 'end-turn' }, { kind: 'destroy', object: 'boa' }],
    then: (r) => zoneOf(r, 'boa'),
    expected: 'graveyard',
  },
];

describe('regenerate as an instruction (701.19)', () => {
  for (const row of ROWS) checkRow(row);
});
