/**
 * The damage pipeline's results (120.3) for every kind of damage, combat and not: life loss
 * (120.3a), poison from infect (120.3b), loyalty (120.3c) and defense (120.3h) counters, -1/-1
 * counters from wither and infect (120.3d), marked damage (120.3e) and deathtouch (702.2b, 704.5h),
 * lifelink as one life-gain event per source (120.3f, 702.15b, 702.15e), toxic on combat damage
 * to a player only (120.3g, 702.164c), indestructible (702.12b) vs toughness 0 (704.5f), 120.8, 120.1a.
 */
import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/types.ts';
import { allSteps, attack, block, checkRow, counters, dmg, game, life, mine, noBlocks, planeswalker, poison, theirs, zoneOf } from '../combat/kit.ts';
import type { Row } from '../combat/kit.ts';

const hit = (source: string | null, target: string, amount: number, combat = false): Action => ({ kind: 'damage', source, target, amount, ...(combat ? { combat: true } : {}) });

const rows: Row[] = [
  {
    name: '120.3b: GIVEN an unblocked 2/2 with infect THEN B gets 2 poison counters and loses no life',
    given: game([mine('inf', 2, 2, ['infect'])]),
    when: [attack('inf'), noBlocks, allSteps()],
    then: (r) => [life(r, 'B'), poison(r, 'B')],
    expected: [20, 2],
    rules: ['120.3b', '702.90b'],
  },
  {
    name: '120.3d, 702.90c: GIVEN a 3/3 infect attacker blocked by a 2/2 THEN three -1/-1 counters: it dies for toughness 0 (704.5f), not lethal damage',
    given: game([mine('inf', 3, 3, ['infect']), theirs('bear', 2, 2)]),
    when: [attack('inf'), block({ bear: 'inf' }), allSteps()],
    then: (r) => [zoneOf(r, 'bear'), dmg(r, 'inf')],
    expected: ['graveyard', 2],
    rules: ['120.3d', '702.90c', '704.5f'],
    notRules: ['704.5g'],
  },
  {
    name: '120.3d: GIVEN a 2/2 infect attacker blocked by a 4/4 THEN it survives as a 2/2 with two -1/-1 counters',
    given: game([mine('inf', 2, 2, ['infect']), theirs('ox', 4, 4)]),
    when: [attack('inf'), block({ ox: 'inf' }), allSteps()],
    then: (r) => [counters(r, 'ox', '-1/-1'), dmg(r, 'ox'), r.computed.find((c) => c.id === 'ox')?.toughness],
    expected: [2, 0, 2],
  },
  {
    name: '702.19b + infect: GIVEN a 4/4 infect trampler blocked by a 2/2 THEN two -1/-1 counters to the blocker, 2 poison to the player',
    given: game([mine('inf', 4, 4, ['infect', 'trample']), theirs('bear', 2, 2)]),
    when: [attack('inf'), block({ bear: 'inf' }), allSteps()],
    then: (r) => [zoneOf(r, 'bear'), poison(r, 'B'), life(r, 'B')],
    expected: ['graveyard', 2, 20],
  },
  {
    name: '120.3d, 702.80a: GIVEN a 2/2 wither attacker blocked by a 3/3 THEN two -1/-1 counters: the 3/3 survives as a 1/1',
    given: game([mine('wither', 2, 2, ['wither']), theirs('ox', 3, 3)]),
    when: [attack('wither'), block({ ox: 'wither' }), allSteps()],
    then: (r) => [counters(r, 'ox', '-1/-1'), r.computed.find((c) => c.id === 'ox')?.power, zoneOf(r, 'wither')],
    expected: [2, 1, 'graveyard'],
    rules: ['702.80a'],
  },
  {
    name: '702.12b vs 704.5f: GIVEN an indestructible 2/2 blocking a 2/2 infect creature THEN two -1/-1 counters put it into the graveyard (toughness 0)',
    given: game([mine('inf', 2, 2, ['infect']), theirs('stone', 2, 2, ['indestructible'])]),
    when: [attack('inf'), block({ stone: 'inf' }), allSteps()],
    then: (r) => zoneOf(r, 'stone'),
    expected: 'graveyard',
    rules: ['704.5f'],
  },
  {
    name: '702.2b + 702.90c: GIVEN a 1/1 infect deathtouch attacker blocked by a 5/5 THEN one -1/-1 counter and the deathtouch destroys it',
    given: game([mine('inf', 1, 1, ['infect', 'deathtouch']), theirs('ox', 5, 5)]),
    when: [attack('inf'), block({ ox: 'inf' }), allSteps()],
    then: (r) => zoneOf(r, 'ox'),
    expected: 'graveyard',
    rules: ['704.5h'],
  },
  {
    name: '702.12b: GIVEN an indestructible blocker dealt lethal damage THEN it survives with the damage marked',
    given: game([mine('big', 5, 5), theirs('stone', 1, 1, ['indestructible'])]),
    when: [attack('big'), block({ stone: 'big' }), allSteps()],
    then: (r) => [zoneOf(r, 'stone'), dmg(r, 'stone')],
    expected: ['battlefield', 5],
    rules: ['702.12b'],
  },
  {
    name: '120.3g, 702.164c: GIVEN an unblocked 1/1 with toxic 2 THEN 1 life and 2 poison',
    given: game([mine('tox', 1, 1, ['toxic 2'])]),
    when: [attack('tox'), noBlocks, allSteps()],
    then: (r) => [life(r, 'B'), poison(r, 'B')],
    expected: [19, 2],
    rules: ['120.3g', '702.164c'],
  },
  {
    name: '702.164c: GIVEN a creature with toxic dealing noncombat damage to a player THEN no poison',
    given: game([mine('tox', 1, 1, ['toxic 2'])]),
    when: [hit('tox', 'B', 1)],
    then: (r) => [life(r, 'B'), poison(r, 'B')],
    expected: [19, 0],
  },
  {
    name: '702.164c: GIVEN a toxic creature blocked THEN no poison (only combat damage to a player)',
    given: game([mine('tox', 2, 2, ['toxic 3']), theirs('bear', 1, 4)]),
    when: [attack('tox'), block({ bear: 'tox' }), allSteps()],
    then: (r) => poison(r, 'B'),
    expected: 0,
  },
  {
    name: '120.3h: GIVEN an unblocked 3/3 attacking a battle with 5 defense THEN 2 defense counters remain',
    given: game([mine('a', 3, 3), { id: 'bt', types: ['Battle'], pt: null, defense: 5, controller: 'B' }]),
    when: [attack(['a', 'bt']), noBlocks, allSteps()],
    then: (r) => r.final.objects.find((o) => o.id === 'bt')?.counters.defense,
    expected: 2,
    rules: ['120.3h'],
  },
  {
    name: '120.3c, 704.5i: GIVEN an unblocked 5/5 attacking a 3-loyalty planeswalker THEN it is put into the graveyard, B keeps 20',
    given: game([mine('a', 5, 5), planeswalker('pw', 3)]),
    when: [attack(['a', 'pw']), noBlocks, allSteps()],
    then: (r) => [zoneOf(r, 'pw'), life(r, 'B')],
    expected: ['graveyard', 20],
    rules: ['120.3c', '704.5i'],
  },
  {
    name: '702.15b: GIVEN a lifelink blocker THEN its controller gains the damage it deals',
    given: game([mine('a', 3, 3), theirs('ll', 2, 4, ['lifelink'])]),
    when: [attack('a'), block({ ll: 'a' }), allSteps()],
    then: (r) => life(r, 'B'),
    expected: 22,
    rules: ['120.3f', '702.15b'],
  },
  {
    name: '702.15e: GIVEN a lifelink trampler dealing damage to a blocker and the player THEN one life-gain event for the total',
    given: game([mine('ll', 5, 5, ['lifelink', 'trample']), theirs('bear', 2, 2)]),
    when: [attack('ll'), block({ bear: 'll' }), allSteps()],
    then: (r) => [life(r, 'A'), r.trace.filter((s) => s.key === 'event.life' && s.params.player === 'A').length],
    expected: [25, 1],
  },
  {
    name: '120.8: GIVEN 0 damage THEN no damage is dealt',
    given: game([theirs('ox', 2, 2)]),
    when: [hit(null, 'ox', 0)],
    then: (r) => r.trace.some((s) => s.key === 'event.damage'),
    expected: false,
    rules: ['120.8'],
  },
  {
    name: '120.1a: GIVEN an artifact that is not a creature THEN it can\'t be dealt damage',
    given: game([{ id: 'rock', types: ['Artifact'], pt: null, controller: 'B' }]),
    when: [hit(null, 'rock', 3)],
    then: (r) => dmg(r, 'rock'),
    expected: 0,
    rules: ['120.1a'],
  },
  {
    name: '702.2b, 702.2d: GIVEN a deathtouch source dealing noncombat damage THEN the creature is destroyed',
    given: game([mine('asp', 1, 1, ['deathtouch']), theirs('ox', 6, 6)]),
    when: [hit('asp', 'ox', 1)],
    then: (r) => zoneOf(r, 'ox'),
    expected: 'graveyard',
    rules: ['704.5h'],
  },
];

describe('damage results (120.3)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
});
