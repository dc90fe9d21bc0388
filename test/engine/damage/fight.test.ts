/**
 * Fight (701.14): each creature deals damage equal to its power to the other at the same time;
 * not combat damage (701.14d), so first strike and trample don't apply, but deathtouch, lifelink,
 * infect and replacement effects do; nothing if either isn't a creature on the battlefield (701.14b);
 * a creature fighting itself deals twice its power (701.14c).
 */
import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/types.ts';
import { checkRow, counters, dmg, game, life, mine, theirs, zoneOf } from '../combat/kit.ts';
import type { Row } from '../combat/kit.ts';

const fight = (a: string, b: string): Action => ({ kind: 'fight', a, b });

const rows: Row[] = [
  {
    name: '701.14a: GIVEN a 3/3 and a 2/2 WHEN they fight THEN 3 to the 2/2 (dies) and 2 to the 3/3, at the same time',
    given: game([mine('a', 3, 3), theirs('b', 2, 2)]),
    when: [fight('a', 'b')],
    then: (r) => [dmg(r, 'a'), zoneOf(r, 'b')],
    expected: [2, 'graveyard'],
    rules: ['701.14a', '701.14d'],
  },
  {
    name: '701.14d: GIVEN a first striker fighting THEN first strike does not matter: both deal damage',
    given: game([mine('fs', 2, 2, ['first strike']), theirs('b', 2, 2)]),
    when: [fight('fs', 'b')],
    then: (r) => [zoneOf(r, 'fs'), zoneOf(r, 'b')],
    expected: ['graveyard', 'graveyard'],
  },
  {
    name: '701.14d: GIVEN a trampler fighting a 1/1 THEN trample does not matter: no damage to the player',
    given: game([mine('tr', 5, 5, ['trample']), theirs('b', 1, 1)]),
    when: [fight('tr', 'b')],
    then: (r) => life(r, 'B'),
    expected: 20,
  },
  {
    name: '702.15b: GIVEN a lifelink creature fighting THEN its controller gains life',
    given: game([mine('ll', 3, 3, ['lifelink']), theirs('b', 2, 5)]),
    when: [fight('ll', 'b')],
    then: (r) => life(r, 'A'),
    expected: 23,
    rules: ['702.15b'],
  },
  {
    name: '702.90c: GIVEN an infect creature fighting THEN -1/-1 counters, not damage',
    given: game([mine('inf', 2, 2, ['infect']), theirs('b', 1, 4)]),
    when: [fight('inf', 'b')],
    then: (r) => [counters(r, 'b', '-1/-1'), dmg(r, 'b')],
    expected: [2, 0],
  },
  {
    name: '614.1a: GIVEN a doubler WHEN creatures fight THEN both damages are doubled',
    given: game([mine('a', 2, 5), theirs('b', 1, 5)], { replacements: [{ id: 'd', kind: 'damage-modifier', multiply: 2 }] }),
    when: [fight('a', 'b')],
    then: (r) => [dmg(r, 'a'), dmg(r, 'b')],
    expected: [2, 4],
  },
  {
    name: '701.14b: GIVEN one of them is no longer a creature THEN neither deals damage',
    given: game([mine('a', 3, 3), theirs('b', 2, 2, [], { types: ['Artifact'], pt: null })]),
    when: [fight('a', 'b')],
    then: (r) => dmg(r, 'a'),
    expected: 0,
    rules: ['701.14b'],
  },
  {
    name: '701.14c: GIVEN a 3/4 fighting itself THEN 6 damage to itself: it dies',
    given: game([mine('a', 3, 4)]),
    when: [fight('a', 'a')],
    then: (r) => zoneOf(r, 'a'),
    expected: 'graveyard',
    rules: ['701.14c'],
  },
];

describe('fight (701.14)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
});
