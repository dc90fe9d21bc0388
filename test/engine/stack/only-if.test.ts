/**
 * 608.2c: an instruction with a condition on its object ("Destroy target creature if it has mana value 2 or less"),
 * judged as it is followed; an "instead if" with the turn's history of permanents leaving (revolt, 207.2c), told or
 * seen in the run; and, after damage, "if a creature dealt damage this way would die this turn, exile it instead"
 * (614.1a, 700.4): only the objects the damage reached.
 */
import { describe } from 'vitest';
import type { SpellEffect } from '../../../src/engine/types.ts';
import { cast, checkRow, creature, creatureTarget, game, instant, obj, resolveAll, resolveTop, sorcery, theirs, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const push = (at: number): SpellEffect => ({ kind: 'destroy', target: 'creature', onlyIf: { kind: 'filter', manaValue: { atMost: at } } });
const pushRevolt: SpellEffect = { ...push(2), insteadIf: { condition: { kind: 'this-turn', happened: 'permanent-left-yours' }, effect: push(4), text: 'revolt' } };
const two = theirs('two', 2, 1, {}, { manaCost: '{1}{B}' });
const three = theirs('three', 3, 3, {}, { manaCost: '{2}{B}' });
const rock = obj({ id: 'rock', name: 'rock', types: ['Artifact'], colors: [], controller: 'A' });
const anger: SpellEffect = { kind: 'damage', amount: 3, all: { kind: 'filter', types: ['Creature'] }, exileIfDies: { text: 'If a creature dealt damage this way would die this turn, exile it instead.', types: ['Creature'] } };

const ROWS: Row[] = [
  {
    name: 'GIVEN "destroy target creature if it has mana value 2 or less" WHEN it targets a 3-drop THEN nothing happens to it, the target stayed legal (608.2b, 608.2c)',
    given: game([three, instant('fp', [push(2)], [creatureTarget()])]),
    when: [cast('fp', { creature: ['three'] }), resolveTop],
    then: (r) => [zoneOf(r, 'three'), zoneOf(r, 'fp')],
    expected: ['battlefield', 'graveyard'],
    rules: ['608.2c'],
    keys: ['stack.effect-skipped'],
    notKeys: ['target.illegal'],
  },
  {
    name: 'GIVEN the same WHEN it targets a 2-drop THEN it is destroyed',
    given: game([two, instant('fp', [push(2)], [creatureTarget()])]),
    when: [cast('fp', { creature: ['two'] }), resolveTop],
    then: (r) => zoneOf(r, 'two'),
    expected: 'graveyard',
  },
  {
    name: 'GIVEN revolt\'s "instead" WHEN the 3-drop\'s controller is told no permanent of yours left this turn THEN nothing happens',
    given: game([three, instant('fp', [pushRevolt], [creatureTarget()])], { permanentLeftThisTurn: { A: false } }),
    when: [cast('fp', { creature: ['three'] }), resolveTop],
    then: (r) => zoneOf(r, 'three'),
    expected: 'battlefield',
    keys: ['stack.instead-if'],
  },
  {
    name: 'GIVEN revolt\'s "instead" WHEN a permanent of yours was destroyed earlier in the run THEN the 3-drop is destroyed',
    given: game([three, rock, instant('fp', [pushRevolt], [creatureTarget()])]),
    when: [{ kind: 'destroy', object: 'rock' }, cast('fp', { creature: ['three'] }), resolveTop],
    then: (r) => zoneOf(r, 'three'),
    expected: 'graveyard',
    rules: ['608.2h'],
  },
  {
    name: 'GIVEN revolt\'s "instead" WHEN the target is a 2-drop THEN the untold history doesn\'t matter: destroyed',
    given: game([two, instant('fp', [pushRevolt], [creatureTarget()])]),
    when: [cast('fp', { creature: ['two'] }), resolveTop],
    then: (r) => zoneOf(r, 'two'),
    expected: 'graveyard',
    keys: ['stack.instead-if-moot'],
  },
  {
    name: 'GIVEN damage to each creature that exiles a creature dealt damage this way if it would die WHEN a 2/2 and a 4/4 are dealt 3 THEN the 2/2 is exiled, and the 4/4 too when it dies later this turn (614.1a)',
    given: game([creature('small', 2, 2), creature('big', 4, 4), sorcery('ag', [anger])]),
    when: [cast('ag'), resolveAll, { kind: 'damage', source: null, target: 'big', amount: 1 }],
    then: (r) => [zoneOf(r, 'small'), zoneOf(r, 'big')],
    expected: ['exile', 'exile'],
    rules: ['614.1a'],
  },
  {
    name: 'GIVEN the same WHEN a creature enters after it resolved and dies THEN it goes to the graveyard (it wasn\'t dealt damage this way)',
    given: game([creature('small', 2, 2), sorcery('ag', [anger]), creature('late', 1, 1, { zone: 'hand' }, { manaCost: '{G}' })]),
    when: [cast('ag'), resolveAll, cast('late'), resolveAll, { kind: 'damage', source: null, target: 'late', amount: 1 }],
    then: (r) => [zoneOf(r, 'small'), zoneOf(r, 'late')],
    expected: ['exile', 'graveyard'],
  },
];

describe('conditions on an instruction\'s object and damage-linked exile (608.2c, 614.1a)', () => {
  for (const row of ROWS) checkRow(row);
});
