/**
 * Combat damage steps (510.4, 702.7b-c, 702.4b-d): the first-strike step happens only when an
 * attacking or blocking creature has first strike or double strike as the step begins; who assigns
 * in the second step; gaining and losing first strike or double strike between the steps. Also
 * removal from combat (506.4, 509.1h), state-based actions between the steps, end of combat (511.3)
 * and the end of the turn during combat.
 */
import { describe, it } from 'vitest';
import { allSteps, attack, block, checkErrorRow, checkRow, dmg, game, grant, life, mine, nextStep, noBlocks, strip, theirs, zoneOf } from './kit.ts';
import type { ErrorRow, Row } from './kit.ts';

const steps = (r: Parameters<Row['then']>[0]): string[] => r.final.combat?.damageSteps ?? r.trace.filter((s) => s.key === 'combat.damage-step').map((s) => String(s.params.step));

const rows: Row[] = [
  {
    name: '510.4: GIVEN no creature with first strike THEN there is one combat damage step, everyone assigns',
    given: game([mine('a', 2, 2), theirs('b', 2, 2)]),
    when: [attack('a'), block({ b: 'a' }), allSteps()],
    then: (r) => [steps(r), zoneOf(r, 'a'), zoneOf(r, 'b')],
    expected: [['regular'], 'graveyard', 'graveyard'],
    rules: ['510.1'],
    notRules: ['510.4'],
  },
  {
    name: '702.7b: GIVEN a 2/2 first striker blocked by a 2/2 THEN it kills the blocker before it can strike back',
    given: game([mine('fs', 2, 2, ['first strike']), theirs('b', 2, 2)]),
    when: [attack('fs'), block({ b: 'fs' }), allSteps()],
    then: (r) => [steps(r), zoneOf(r, 'b'), dmg(r, 'fs')],
    expected: [['first-strike', 'regular'], 'graveyard', 0],
    rules: ['510.4', '702.7b', '704.5g', '506.4'],
  },
  {
    name: '702.7b: GIVEN a first-strike blocker THEN the attacker dies before it deals damage',
    given: game([mine('a', 3, 2), theirs('fs', 2, 2, ['first strike'])]),
    when: [attack('a'), block({ fs: 'a' }), allSteps()],
    then: (r) => [zoneOf(r, 'a'), dmg(r, 'fs')],
    expected: ['graveyard', 0],
  },
  {
    name: '702.7b: GIVEN two first strikers THEN they deal damage to each other in the first step; no regular damage',
    given: game([mine('fs1', 2, 2, ['first strike']), theirs('fs2', 2, 2, ['first strike'])]),
    when: [attack('fs1'), block({ fs2: 'fs1' }), allSteps()],
    then: (r) => [zoneOf(r, 'fs1'), zoneOf(r, 'fs2')],
    expected: ['graveyard', 'graveyard'],
  },
  {
    name: '702.4b: GIVEN a 3/3 double striker blocked by a 2/5 THEN 3 in each step: the 2/5 dies after dealing 2 in the second step',
    given: game([mine('ds', 3, 3, ['double strike']), theirs('wall', 2, 5)]),
    when: [attack('ds'), block({ wall: 'ds' }), allSteps()],
    then: (r) => [zoneOf(r, 'wall'), dmg(r, 'ds')],
    expected: ['graveyard', 2],
    rules: ['702.4b', '510.4'],
  },
  {
    name: '702.4b: GIVEN an unblocked 2/2 double striker THEN 2 + 2 to the player',
    given: game([mine('ds', 2, 2, ['double strike'])]),
    when: [attack('ds'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 16,
  },
  {
    name: '510.4: GIVEN a first striker in one fight and plain creatures in another THEN the plain ones deal damage only in the second step',
    given: game([mine('fs', 2, 2, ['first strike']), mine('plain', 3, 3), theirs('b1', 2, 2), theirs('b2', 3, 3)]),
    when: [attack('fs', 'plain'), block({ b1: 'fs', b2: 'plain' }), nextStep()],
    then: (r) => [zoneOf(r, 'b1'), dmg(r, 'b2'), dmg(r, 'plain'), r.final.combat?.damageSteps],
    expected: ['graveyard', 0, 0, ['first-strike']],
  },
  {
    name: '702.7c: GIVEN a creature given first strike after the first-strike step THEN it still assigns regular damage',
    given: game([mine('fs', 1, 1, ['first strike']), mine('late', 3, 3), theirs('b1', 1, 1), theirs('b2', 3, 3)]),
    when: [attack('fs', 'late'), block({ b1: 'fs', b2: 'late' }), nextStep(), grant('late', 'first strike'), nextStep()],
    then: (r) => [zoneOf(r, 'b2'), zoneOf(r, 'late')],
    expected: ['graveyard', 'graveyard'],
    rules: ['702.7c'],
  },
  {
    name: '702.7c: GIVEN a first striker that loses first strike after the first-strike step THEN it does not assign again',
    given: game([mine('fs', 2, 2, ['first strike'])]),
    when: [attack('fs'), noBlocks, nextStep(), strip('fs', 'first strike'), nextStep()],
    then: (r) => life(r, 'B'),
    expected: 18,
    rules: ['702.7c'],
  },
  {
    name: '702.4c: GIVEN a double striker that loses double strike after the first step THEN no regular damage',
    given: game([mine('ds', 3, 3, ['double strike'])]),
    when: [attack('ds'), noBlocks, nextStep(), strip('ds', 'double strike'), nextStep()],
    then: (r) => life(r, 'B'),
    expected: 17,
    rules: ['702.4c'],
  },
  {
    name: '702.4d: GIVEN a first striker given double strike after the first step THEN it assigns again',
    given: game([mine('fs', 2, 2, ['first strike'])]),
    when: [attack('fs'), noBlocks, nextStep(), grant('fs', 'double strike'), nextStep()],
    then: (r) => life(r, 'B'),
    expected: 16,
    rules: ['702.4d'],
  },
  {
    name: '510.4: GIVEN first strike granted after blocks (before damage) THEN it has it as the step begins and strikes first',
    given: game([mine('a', 2, 2), theirs('b', 2, 2)]),
    when: [attack('a'), block({ b: 'a' }), grant('b', 'first strike'), allSteps()],
    then: (r) => [zoneOf(r, 'a'), zoneOf(r, 'b')],
    expected: ['graveyard', 'battlefield'],
  },
  {
    name: '702.2c + 702.7b: GIVEN a 1/1 first strike deathtouch blocker THEN it kills a 5/5 attacker first and survives',
    given: game([mine('big', 5, 5), theirs('dt', 1, 1, ['first strike', 'deathtouch'])]),
    when: [attack('big'), block({ dt: 'big' }), allSteps()],
    then: (r) => [zoneOf(r, 'big'), zoneOf(r, 'dt')],
    expected: ['graveyard', 'battlefield'],
    rules: ['704.5h'],
  },
  {
    name: '702.2b: GIVEN a 1/1 deathtouch attacker blocked by a 6/4 THEN both die',
    given: game([mine('dt', 1, 1, ['deathtouch']), theirs('big', 6, 4)]),
    when: [attack('dt'), block({ big: 'dt' }), allSteps()],
    then: (r) => [zoneOf(r, 'dt'), zoneOf(r, 'big')],
    expected: ['graveyard', 'graveyard'],
    rules: ['702.2b', '704.5h'],
  },
  {
    name: '506.4: GIVEN a blocker that leaves the battlefield THEN it is removed from combat and the attacker stays blocked (509.1h)',
    given: game([mine('a', 3, 3), theirs('b', 2, 2)]),
    when: [attack('a'), block({ b: 'a' }), { kind: 'exile', object: 'b' }],
    then: (r) => [r.final.combat?.blockers.length, r.final.combat?.attackers[0]?.blocked],
    expected: [0, true],
    rules: ['506.4', '509.1h'],
  },
  {
    name: '506.4: GIVEN an attacker whose controller changes THEN it is removed from combat',
    given: game([mine('a', 3, 3)]),
    when: [
      attack('a'),
      { kind: 'apply-effect', effect: { text: 'B gains control', affects: { kind: 'objects', ids: ['a'] }, modifications: [{ kind: 'set-controller', player: 'B' }] } },
      noBlocks,
    ],
    then: (r) => r.final.combat?.attackers.length,
    expected: 0,
    rules: ['506.4'],
  },
  {
    name: '506.4: GIVEN an attacker that stops being a creature THEN it is removed from combat and deals no damage',
    given: game([mine('a', 3, 3)]),
    when: [
      attack('a'),
      { kind: 'apply-effect', effect: { text: 'becomes an artifact', affects: { kind: 'objects', ids: ['a'] }, modifications: [{ kind: 'set-types', types: ['Artifact'] }] } },
      allSteps(),
    ],
    then: (r) => life(r, 'B'),
    expected: 20,
    rules: ['506.4'],
  },
  {
    name: '506.4b: GIVEN an attacker that is untapped after attacking THEN it is still attacking and deals damage',
    given: game([mine('a', 3, 3)]),
    when: [attack('a'), { kind: 'untap', object: 'a' }, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 17,
  },
  {
    name: '510.1d: GIVEN the attacker a creature blocks is removed from combat THEN the blocker deals no damage',
    given: game([mine('a', 3, 3), mine('a2', 1, 1), theirs('b', 2, 2)]),
    when: [attack('a', 'a2'), block({ b: 'a' }), { kind: 'remove-from-combat', object: 'a' }, allSteps()],
    then: (r) => [dmg(r, 'a'), zoneOf(r, 'b'), life(r, 'B')],
    expected: [0, 'battlefield', 19],
    rules: ['510.1d'],
  },
  {
    name: '511.3: GIVEN combat ends THEN everything is removed from combat; damage stays until cleanup',
    given: game([mine('a', 2, 2), theirs('b', 3, 3)]),
    when: [attack('a'), block({ b: 'a' }), allSteps(), { kind: 'end-combat' }],
    then: (r) => [r.final.combat ?? null, dmg(r, 'b')],
    expected: [null, 2],
    rules: ['511.3'],
  },
  {
    name: '514.2: GIVEN the turn ends during combat THEN combat ends (511.3) and damage is removed',
    given: game([mine('a', 2, 2), theirs('b', 3, 3)]),
    when: [attack('a'), block({ b: 'a' }), allSteps(), { kind: 'end-turn' }],
    then: (r) => [r.final.combat ?? null, dmg(r, 'b')],
    expected: [null, 0],
    rules: ['511.3', '514.2'],
  },
  {
    name: '510.2, 704.3: GIVEN two unblocked 10/10s and B at 20 THEN B loses the game after the step; the game ends',
    given: game([mine('a1', 10, 10), mine('a2', 10, 10)]),
    when: [attack('a1', 'a2'), noBlocks, allSteps()],
    then: (r) => [life(r, 'B'), r.final.players.find((p) => p.id === 'B')?.lost],
    expected: [0, 'sba.zero-life'],
    rules: ['510.2', '704.5a'],
  },
  {
    name: '510.4: GIVEN B dies in the first-strike step THEN the game ends before the regular step',
    given: game([mine('fs', 3, 3, ['first strike']), mine('plain', 5, 5)], { life: { B: 3 } }),
    when: [attack('fs', 'plain'), noBlocks, allSteps()],
    then: (r) => [life(r, 'B'), r.final.combat?.damageSteps],
    expected: [0, ['first-strike']],
    rules: ['104.2a'],
  },
  {
    name: 'GIVEN a creature that attacks with no blocks declared WHEN combat damage comes THEN no creatures blocked (509.1)',
    given: game([mine('a', 2, 2), theirs('b', 2, 2)]),
    when: [attack('a'), allSteps()],
    then: (r) => life(r, 'B'),
    expected: 18,
    rules: ['509.1', '509.1h'],
  },
];

const errors: ErrorRow[] = [
  {
    name: 'GIVEN both damage steps done WHEN another combat damage step is asked for THEN out of sequence',
    given: game([mine('fs', 2, 2, ['first strike'])]),
    when: [attack('fs'), noBlocks, allSteps(), nextStep()],
    code: 'illegal_action',
    key: 'combat.sequence',
    params: { reason: 'no-damage-step' },
  },
  {
    name: 'GIVEN damage already dealt WHEN blockers are declared THEN out of sequence',
    given: game([mine('a', 2, 2), theirs('b', 2, 2)]),
    when: [attack('a'), allSteps(), block({ b: 'a' })],
    code: 'illegal_action',
    key: 'combat.sequence',
  },
  {
    name: 'GIVEN no combat WHEN end-combat THEN out of sequence',
    given: game([mine('a', 2, 2)]),
    when: [{ kind: 'end-combat' }],
    code: 'illegal_action',
    key: 'combat.sequence',
  },
];

describe('combat damage steps (510.4, 702.4, 702.7), removal (506.4) and end of combat (511.3)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
  for (const row of errors) it(row.name, () => void checkErrorRow(row));
});
