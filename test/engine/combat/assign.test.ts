/**
 * Combat damage assignment (510.1) under the current rules — damage divided freely among blockers,
 * no damage assignment order — with trample (702.19b-f), deathtouch (702.2c), the defaults, and the
 * legality check of explicit assignments (510.1e). Includes the CR's own examples: 510.1c (Elvish
 * Regrower), 702.19b (both examples) and 702.19c.
 */
import { describe, it } from 'vitest';
import { allSteps, attack, block, checkErrorRow, checkRow, dmg, game, life, mine, noBlocks, planeswalker, theirs, zoneOf } from './kit.ts';
import type { ErrorRow, Row } from './kit.ts';

// 510.1c example: Elvish Regrower (4/3) blocked by Vampire Spawn (2/3) and Helpful Hunter (1/1).
const regrower = (): ReturnType<typeof game> => game([mine('regrower', 4, 3), theirs('spawn', 2, 3), theirs('hunter', 1, 1)]);
const regrowerBlocked = [attack('regrower'), block({ spawn: 'regrower', hunter: 'regrower' })];

const split = (spawn: number, hunter: number): Row => ({
  name: `510.1c example: GIVEN the Regrower blocked by the Spawn and the Hunter WHEN it assigns ${spawn} to the Spawn and ${hunter} to the Hunter THEN that is legal and dealt`,
  given: regrower(),
  when: [...regrowerBlocked, allSteps({ regrower: [['spawn', spawn], ['hunter', hunter]] })],
  then: (r) => [dmg(r, 'regrower'), zoneOf(r, 'spawn'), zoneOf(r, 'hunter')],
  // The blockers deal 2 + 1 = 3 to the 4/3 Regrower: it dies too.
  expected: [0, spawn >= 3 ? 'graveyard' : 'battlefield', hunter >= 1 ? 'graveyard' : 'battlefield'],
  rules: ['510.1c', '510.2'],
});

const rows: Row[] = [
  split(0, 4),
  split(1, 3),
  split(2, 2),
  split(3, 1),
  split(4, 0),
  {
    name: '510.1c default: GIVEN the Regrower and no choice THEN lethal to each blocker in listed order: 3 to the Spawn, 1 to the Hunter; both die',
    given: regrower(),
    when: [...regrowerBlocked, allSteps()],
    then: (r) => [zoneOf(r, 'spawn'), zoneOf(r, 'hunter'), zoneOf(r, 'regrower')],
    expected: ['graveyard', 'graveyard', 'graveyard'],
    rules: ['510.1c', '704.5g'],
  },
  {
    name: '510.1b: GIVEN an unblocked 3/3 THEN all 3 to the player it attacks',
    given: game([mine('a', 3, 3)]),
    when: [attack('a'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 17,
    rules: ['510.1b', '120.3a'],
  },
  {
    name: '510.1a: GIVEN an unblocked 0/3 THEN it assigns no combat damage',
    given: game([mine('a', 0, 3)]),
    when: [attack('a'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 20,
    rules: ['510.1a'],
  },
  {
    name: '510.1c: GIVEN a 5/5 without trample blocked by a 1/1 THEN all 5 go to the blocker, none to the player',
    given: game([mine('a', 5, 5), theirs('chump', 1, 1)]),
    when: [attack('a'), block({ chump: 'a' }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'chump')],
    expected: [20, 'graveyard'],
  },
  {
    name: '702.19b example 1: GIVEN a 2/2 that can block an additional creature blocking a 1/1 and a 3/3 trampler WHEN 1 + 1 to it and 2 to the player THEN legal: B 18, the 2/2 dies',
    given: game([mine('small', 1, 1), mine('tramp', 3, 3, ['trample']), theirs('guard', 2, 2, ['can block an additional creature each combat'])]),
    when: [attack('small', 'tramp'), block({ guard: ['small', 'tramp'] }), allSteps({ small: [['guard', 1]], tramp: [['guard', 1], ['B', 2]], guard: [['tramp', 2]] })],
    then: (r) => [life(r, 'B'), zoneOf(r, 'guard'), dmg(r, 'tramp')],
    expected: [18, 'graveyard', 2],
    rules: ['702.19b'],
  },
  {
    name: '702.19b example 1 by default: GIVEN the same with no choices THEN the trampler counts the 1/1\'s damage: 1 to the 2/2, 2 to the player',
    given: game([mine('small', 1, 1), mine('tramp', 3, 3, ['trample']), theirs('guard', 2, 2, ['can block an additional creature each combat'])]),
    when: [attack('small', 'tramp'), block({ guard: ['small', 'tramp'] }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'guard')],
    expected: [18, 'graveyard'],
    rules: ['702.19b'],
  },
  {
    name: '702.19b example 2: GIVEN a 6/6 green trampler blocked by a 2/2 with protection from green WHEN 2 to it and 4 to the player THEN the 2 is prevented, B 16',
    given: game([mine('tramp', 6, 6, ['trample']), theirs('pro', 2, 2, ['protection green'])]),
    when: [attack('tramp'), block({ pro: 'tramp' }), allSteps({ tramp: [['pro', 2], ['B', 4]] })],
    then: (r) => [life(r, 'B'), dmg(r, 'pro'), zoneOf(r, 'pro')],
    expected: [16, 0, 'battlefield'],
    rules: ['702.19b', '702.16e'],
  },
  {
    name: '702.19b example 2 (rest divided as chosen): 3 to the protected 2/2, 3 to the player -> B 17',
    given: game([mine('tramp', 6, 6, ['trample']), theirs('pro', 2, 2, ['protection green'])]),
    when: [attack('tramp'), block({ pro: 'tramp' }), allSteps({ tramp: [['pro', 3], ['B', 3]] })],
    then: (r) => life(r, 'B'),
    expected: 17,
  },
  {
    name: '702.19b: GIVEN a trampler blocked by a 2/2 with 1 damage already marked THEN lethal is 1: default 1 to it, 4 to the player',
    given: game([mine('tramp', 5, 5, ['trample']), theirs('hurt', 2, 2, [], { damage: 1 })]),
    when: [attack('tramp'), block({ hurt: 'tramp' }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'hurt')],
    expected: [16, 'graveyard'],
  },
  {
    name: '702.19b: GIVEN a trampler blocked by an indestructible 2/2 THEN lethal is still 2 (indestructible is ignored): default 2 + 3',
    given: game([mine('tramp', 5, 5, ['trample']), theirs('wall', 2, 2, ['indestructible'])]),
    when: [attack('tramp'), block({ wall: 'tramp' }), allSteps()],
    then: (r) => [life(r, 'B'), dmg(r, 'wall'), zoneOf(r, 'wall')],
    expected: [17, 2, 'battlefield'],
    rules: ['702.12b'],
  },
  {
    name: '702.19b: GIVEN a trampler blocked by two creatures THEN lethal to each, the rest to the player: 6/6 vs 2/2 + 3/3 -> 1 to B',
    given: game([mine('tramp', 6, 6, ['trample']), theirs('b1', 2, 2), theirs('b2', 3, 3)]),
    when: [attack('tramp'), block({ b1: 'tramp', b2: 'tramp' }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'b1'), zoneOf(r, 'b2')],
    expected: [19, 'graveyard', 'graveyard'],
  },
  {
    name: '702.19b: GIVEN a trampler without enough power for all blockers THEN nothing reaches the player',
    given: game([mine('tramp', 4, 4, ['trample']), theirs('b1', 3, 3), theirs('b2', 3, 3)]),
    when: [attack('tramp'), block({ b1: 'tramp', b2: 'tramp' }), allSteps()],
    then: (r) => [life(r, 'B'), dmg(r, 'b2'), zoneOf(r, 'b1')],
    expected: [20, 1, 'graveyard'],
  },
  {
    name: '702.2c: GIVEN a 4/4 deathtouch trampler blocked by a 3/3 and a 5/5 THEN 1 to each is lethal, 2 to the player; both blockers die (704.5h)',
    given: game([mine('dt', 4, 4, ['trample', 'deathtouch']), theirs('b1', 3, 3), theirs('b2', 5, 5)]),
    when: [attack('dt'), block({ b1: 'dt', b2: 'dt' }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'b1'), zoneOf(r, 'b2'), zoneOf(r, 'dt')],
    expected: [18, 'graveyard', 'graveyard', 'graveyard'],
    rules: ['702.2c', '702.19b', '704.5h'],
  },
  {
    name: '702.19d: GIVEN a trampler whose only blocker was removed from combat THEN all its damage goes to the player',
    given: game([mine('tramp', 5, 5, ['trample']), theirs('cub', 2, 2)]),
    when: [attack('tramp'), block({ cub: 'tramp' }), { kind: 'remove-from-combat', object: 'cub' }, allSteps()],
    then: (r) => [life(r, 'B'), dmg(r, 'cub')],
    expected: [15, 0],
    rules: ['506.4', '509.1h', '702.19d'],
  },
  {
    name: '509.1h, 510.1c: GIVEN a creature without trample whose only blocker was removed THEN it stays blocked and deals no damage',
    given: game([mine('a', 5, 5), theirs('cub', 2, 2)]),
    when: [attack('a'), block({ cub: 'a' }), { kind: 'remove-from-combat', object: 'cub' }, allSteps()],
    then: (r) => [life(r, 'B'), r.final.combat?.attackers[0]?.blocked],
    expected: [20, true],
    rules: ['509.1h', '510.1c'],
  },
  {
    name: '510.1c: GIVEN the blocker was destroyed before damage THEN the blocked attacker deals no damage',
    given: game([mine('a', 5, 5), theirs('cub', 2, 2)]),
    when: [attack('a'), block({ cub: 'a' }), { kind: 'destroy', object: 'cub' }, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 20,
    rules: ['506.4', '509.1h'],
  },
  {
    name: '702.19c example: GIVEN a 1/1 and a 7/7 with trample over planeswalkers attacking a 3-loyalty planeswalker WHEN 1 + 2 to it and 5 to its controller THEN B 15, the planeswalker dies',
    given: game([mine('squire', 1, 1), mine('giant', 7, 7, ['trample over planeswalkers']), planeswalker('pw', 3)]),
    when: [attack(['squire', 'pw'], ['giant', 'pw']), noBlocks, allSteps({ squire: [['pw', 1]], giant: [['pw', 2], ['B', 5]] })],
    then: (r) => [life(r, 'B'), zoneOf(r, 'pw')],
    expected: [15, 'graveyard'],
    rules: ['702.19c', '120.3c', '704.5i'],
  },
  {
    name: '702.19c default: GIVEN an unblocked 7/7 with trample over planeswalkers attacking a 3-loyalty planeswalker and no choice THEN 3 to it, the other 4 to its controller',
    given: game([mine('giant', 7, 7, ['trample over planeswalkers']), planeswalker('pw', 3)]),
    when: [attack(['giant', 'pw']), noBlocks, allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'pw')],
    expected: [16, 'graveyard'],
    rules: ['702.19c', '120.3c', '704.5i'],
  },
  {
    name: '702.19c default: GIVEN a 7/7 with trample over planeswalkers blocked by a 1/1 while attacking a 3-loyalty planeswalker THEN 1 to the blocker, 3 to the planeswalker, 3 to its controller',
    given: game([mine('giant', 7, 7, ['trample over planeswalkers']), theirs('chump', 1, 1), planeswalker('pw', 3)]),
    when: [attack(['giant', 'pw']), block({ chump: 'giant' }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'pw'), zoneOf(r, 'chump')],
    expected: [17, 'graveyard', 'graveyard'],
    rules: ['702.19b', '702.19c'],
  },
  {
    name: '702.19c default: GIVEN a 1/1 and a 7/7 with trample over planeswalkers attacking a 3-loyalty planeswalker and no choice THEN the 1/1\'s damage counts toward the loyalty: 2 more to it, 5 to its controller',
    given: game([mine('squire', 1, 1), mine('giant', 7, 7, ['trample over planeswalkers']), planeswalker('pw', 3)]),
    when: [attack(['squire', 'pw'], ['giant', 'pw']), noBlocks, allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'pw')],
    expected: [15, 'graveyard'],
    rules: ['702.19c'],
  },
  {
    name: '702.19c default: GIVEN a 2/2 with trample over planeswalkers attacking a 3-loyalty planeswalker THEN all 2 to the planeswalker, none to its controller',
    given: game([mine('cub', 2, 2, ['trample over planeswalkers']), planeswalker('pw', 3)]),
    when: [attack(['cub', 'pw']), noBlocks, allSteps()],
    then: (r) => [life(r, 'B'), r.final.objects.find((o) => o.id === 'pw')?.counters.loyalty],
    expected: [20, 1],
    rules: ['702.19c', '120.3c'],
  },
  {
    name: '702.19f default: GIVEN a 7/7 with plain trample blocked by a 1/1 while attacking a 3-loyalty planeswalker THEN the other 6 go to the planeswalker, none to its controller',
    given: game([mine('rhino', 7, 7, ['trample']), theirs('chump', 1, 1), planeswalker('pw', 3)]),
    when: [attack(['rhino', 'pw']), block({ chump: 'rhino' }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'pw')],
    expected: [20, 'graveyard'],
    rules: ['702.19b', '120.3c'],
  },
  {
    name: '702.19e: GIVEN trample over planeswalkers and its planeswalker destroyed before damage THEN all damage goes to the defending player',
    given: game([mine('giant', 7, 7, ['trample over planeswalkers']), planeswalker('pw', 3)]),
    when: [attack(['giant', 'pw']), noBlocks, { kind: 'destroy', object: 'pw' }, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 13,
    rules: ['506.4c', '702.19e'],
  },
  {
    name: '702.19f, 506.4c: GIVEN plain trample and its planeswalker gone before damage THEN it attacks nothing and deals no damage',
    given: game([mine('rhino', 5, 5, ['trample']), planeswalker('pw', 3)]),
    when: [attack(['rhino', 'pw']), noBlocks, { kind: 'destroy', object: 'pw' }, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 20,
    rules: ['506.4c', '510.1b'],
  },
  {
    name: '120.3c: GIVEN an unblocked 2/2 attacking a 4-loyalty planeswalker THEN 2 loyalty counters are removed, B keeps 20',
    given: game([mine('bear', 2, 2), planeswalker('pw', 4)]),
    when: [attack(['bear', 'pw']), noBlocks, allSteps()],
    then: (r) => [r.final.objects.find((o) => o.id === 'pw')?.counters.loyalty, life(r, 'B')],
    expected: [2, 20],
    rules: ['120.3c'],
  },
  {
    name: '510.1d: GIVEN a 4/4 that can block an additional creature blocking two 2/2s THEN by default lethal to each: both die',
    given: game([mine('a1', 2, 2), mine('a2', 2, 2), theirs('guard', 4, 4, ['can block an additional creature each combat'])]),
    when: [attack('a1', 'a2'), block({ guard: ['a1', 'a2'] }), allSteps()],
    then: (r) => [zoneOf(r, 'a1'), zoneOf(r, 'a2'), zoneOf(r, 'guard')],
    // The two 2/2s deal 4 to the 4/4 at the same time: it dies too.
    expected: ['graveyard', 'graveyard', 'graveyard'],
    rules: ['510.1d'],
  },
  {
    name: '510.1d: GIVEN the blocker assigns all 4 to the second attacker THEN only that one dies',
    given: game([mine('a1', 2, 2), mine('a2', 2, 2), theirs('guard', 4, 4, ['can block an additional creature each combat'])]),
    when: [attack('a1', 'a2'), block({ guard: ['a1', 'a2'] }), allSteps({ guard: [['a2', 4]] })],
    then: (r) => [zoneOf(r, 'a1'), zoneOf(r, 'a2')],
    expected: ['battlefield', 'graveyard'],
  },
  {
    name: '510.1c: GIVEN two attackers on one blocker THEN both assign to it simultaneously (510.2)',
    given: game([mine('a1', 2, 2), mine('a2', 2, 2), theirs('big', 3, 5, ['can block any number of creatures'])]),
    when: [attack('a1', 'a2'), block({ big: ['a1', 'a2'] }), allSteps()],
    then: (r) => [zoneOf(r, 'big'), zoneOf(r, 'a1'), zoneOf(r, 'a2')],
    // The 3/5 takes 4 and survives; it assigns 2 to the first (lethal) and 1 to the second.
    expected: ['battlefield', 'graveyard', 'battlefield'],
    rules: ['510.2'],
  },
];

const errors: ErrorRow[] = [
  {
    name: '510.1c example: GIVEN the blocked Regrower WHEN it assigns damage to the defending player THEN illegal (no trample)',
    given: regrower(),
    when: [...regrowerBlocked, allSteps({ regrower: [['spawn', 2], ['B', 2]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'recipient' },
  },
  {
    name: '510.1a, 510.1e: GIVEN a 4-power creature WHEN it assigns only 3 THEN illegal',
    given: regrower(),
    when: [...regrowerBlocked, allSteps({ regrower: [['spawn', 3]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'total', power: 4, total: 3 },
  },
  {
    name: '702.19b example 2: GIVEN the 6/6 trampler and the protected 2/2 WHEN 1 to it and 5 to the player THEN illegal: lethal ignores protection',
    given: game([mine('tramp', 6, 6, ['trample']), theirs('pro', 2, 2, ['protection green'])]),
    when: [attack('tramp'), block({ pro: 'tramp' }), allSteps({ tramp: [['pro', 1], ['B', 5]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'trample-lethal' },
  },
  {
    name: '702.19c: GIVEN trample over planeswalkers WHEN damage goes to the player before the loyalty is covered THEN illegal',
    given: game([mine('giant', 7, 7, ['trample over planeswalkers']), planeswalker('pw', 3)]),
    when: [attack(['giant', 'pw']), noBlocks, allSteps({ giant: [['pw', 2], ['B', 5]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'trample-lethal' },
  },
  {
    name: '702.19f: GIVEN plain trample attacking a planeswalker WHEN damage is assigned to its controller THEN illegal',
    given: game([mine('rhino', 5, 5, ['trample']), planeswalker('pw', 3)]),
    when: [attack(['rhino', 'pw']), noBlocks, allSteps({ rhino: [['pw', 3], ['B', 2]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'recipient' },
  },
  {
    name: '510.1: GIVEN an assignment for a creature not in combat THEN illegal',
    given: game([mine('a', 2, 2), mine('home', 2, 2)]),
    when: [attack('a'), noBlocks, allSteps({ home: [['B', 2]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'not-assigning' },
  },
  {
    name: 'GIVEN no combat WHEN combat damage is asked for THEN out of sequence',
    given: game([mine('a', 2, 2)]),
    when: [allSteps()],
    code: 'illegal_action',
    key: 'combat.sequence',
    params: { reason: 'no-combat' },
  },
];

describe('combat damage assignment (510.1, 702.19, 702.2c)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
  for (const row of errors) it(row.name, () => void checkErrorRow(row));
});
