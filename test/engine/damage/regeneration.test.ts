/**
 * Regeneration shields (701.19a, 614.8): the next time the permanent would be destroyed this turn,
 * its damage is removed, it is tapped and removed from combat instead. Only destruction is replaced
 * (701.8, 704.5g, 704.5h), not toughness 0 (704.5f) or sacrifice (701.21a); indestructible means
 * there is nothing to replace; the shield is used once and ends with the turn (514.2).
 */
import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/types.ts';
import { allSteps, attack, block, checkRow, dmg, game, mine, theirs, zoneOf } from '../combat/kit.ts';
import type { Row } from '../combat/kit.ts';

const shield = (object: string, id = 'regen'): Action => ({ kind: 'add-replacement', replacement: { id, kind: 'regeneration-shield', object } });
const hit = (target: string, amount: number): Action => ({ kind: 'damage', source: null, target, amount });

const rows: Row[] = [
  {
    name: '701.19a: GIVEN a shielded 2/2 blocker dealt lethal combat damage THEN it regenerates: damage removed, tapped, removed from combat; the attacker stays blocked',
    given: game([mine('a', 3, 3), theirs('skel', 2, 2)]),
    when: [attack('a'), block({ skel: 'a' }), shield('skel'), allSteps()],
    then: (r) => [zoneOf(r, 'skel'), dmg(r, 'skel'), r.final.objects.find((o) => o.id === 'skel')?.tapped, r.final.combat?.blockers.length, r.final.combat?.attackers[0]?.blocked],
    expected: ['battlefield', 0, true, 0, true],
    rules: ['701.19a', '614.8', '506.4', '704.5g'],
  },
  {
    name: '701.19a: GIVEN a shield WHEN a destroy effect targets it THEN it regenerates instead',
    given: game([theirs('skel', 2, 2)]),
    when: [shield('skel'), { kind: 'destroy', object: 'skel' }],
    then: (r) => [zoneOf(r, 'skel'), r.final.objects[0]!.tapped],
    expected: ['battlefield', true],
    rules: ['701.19a'],
    notRules: ['701.8a'],
  },
  {
    name: '701.19a: GIVEN one shield WHEN destroyed twice THEN the second time it dies',
    given: game([theirs('skel', 2, 2)]),
    when: [shield('skel'), hit('skel', 2), hit('skel', 2)],
    then: (r) => zoneOf(r, 'skel'),
    expected: 'graveyard',
  },
  {
    name: '704.5h: GIVEN a shield WHEN dealt deathtouch damage THEN it regenerates',
    given: game([theirs('skel', 4, 4), mine('asp', 1, 1, ['deathtouch'])]),
    when: [shield('skel'), { kind: 'damage', source: 'asp', target: 'skel', amount: 1 }],
    then: (r) => [zoneOf(r, 'skel'), dmg(r, 'skel')],
    expected: ['battlefield', 0],
    rules: ['704.5h', '701.19a'],
  },
  {
    name: '704.5f: GIVEN a shield WHEN its toughness becomes 0 THEN it is put into the graveyard anyway (not destruction)',
    given: game([theirs('skel', 2, 2)]),
    when: [shield('skel'), { kind: 'add-counters', target: 'skel', counter: '-1/-1', amount: 2 }],
    then: (r) => [zoneOf(r, 'skel'), r.trace.some((s) => s.key === 'regeneration.applied')],
    expected: ['graveyard', false],
    rules: ['704.5f'],
  },
  {
    name: '701.21a: GIVEN a shield WHEN sacrificed THEN it goes to the graveyard (not destruction)',
    given: game([theirs('skel', 2, 2)]),
    when: [shield('skel'), { kind: 'sacrifice', object: 'skel' }],
    then: (r) => zoneOf(r, 'skel'),
    expected: 'graveyard',
  },
  {
    name: '702.12b: GIVEN an indestructible creature with a shield WHEN dealt lethal damage THEN the shield is not used',
    given: game([theirs('stone', 2, 2, ['indestructible'])]),
    when: [shield('stone'), hit('stone', 3)],
    then: (r) => [zoneOf(r, 'stone'), dmg(r, 'stone'), (r.final.replacements ?? []).length],
    expected: ['battlefield', 3, 1],
  },
  {
    name: '514.2: GIVEN a shield WHEN the turn ends THEN it ends: lethal damage next turn destroys',
    given: game([theirs('skel', 2, 2)]),
    when: [shield('skel'), { kind: 'end-turn' }, hit('skel', 2)],
    then: (r) => zoneOf(r, 'skel'),
    expected: 'graveyard',
    rules: ['514.2'],
  },
];

describe('regeneration (701.19, 614.8)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
});
