/**
 * Declaring attackers (508): who can attack (508.1a, 302.6 and haste 702.10b, defender 702.3b,
 * "can't attack" 508.1c, tapped creatures), what can be attacked (506.2, 506.3, 508.1b, 310.9b),
 * requirements (508.1d), tapping unless vigilance (508.1f, 702.20b), 508.8.
 */
import { describe, it } from 'vitest';
import { attack, checkErrorRow, checkRow, game, mine, planeswalker, theirs } from './kit.ts';
import type { ErrorRow, Row } from './kit.ts';

const rows: Row[] = [
  {
    name: 'GIVEN an untapped 2/2 WHEN it attacks THEN it is tapped and attacking player B (508.1a, 508.1f, 508.1k)',
    given: game([mine('bear', 2, 2)]),
    when: [attack('bear')],
    then: (r) => [r.final.objects[0]!.tapped, r.final.combat?.attackers.map((a) => [a.id, a.target, a.targetKind])],
    expected: [true, [['bear', 'B', 'player']]],
    rules: ['508.1', '508.1a', '508.1f', '508.1k', '701.26a'],
  },
  {
    name: 'GIVEN a creature with vigilance WHEN it attacks THEN it stays untapped (702.20b)',
    given: game([mine('knight', 2, 2, ['vigilance'])]),
    when: [attack('knight')],
    then: (r) => r.final.objects[0]!.tapped,
    expected: false,
    rules: ['702.20b'],
    notRules: ['508.1f', '701.26a'],
  },
  {
    name: 'GIVEN a summoning-sick creature with haste WHEN it attacks THEN it may (702.10b)',
    given: game([mine('goblin', 1, 1, ['haste'], { sick: true })]),
    when: [attack('goblin')],
    then: (r) => r.final.combat?.attackers.length,
    expected: 1,
    rules: ['508.1a'],
  },
  {
    name: 'GIVEN a planeswalker of B WHEN a creature attacks it THEN it attacks the planeswalker (508.1b)',
    given: game([mine('bear', 2, 2), planeswalker('pw', 4)]),
    when: [attack(['bear', 'pw'])],
    then: (r) => r.final.combat?.attackers.map((a) => [a.target, a.targetKind, a.defendingPlayer]),
    expected: [['pw', 'planeswalker', 'B']],
    rules: ['508.1b'],
  },
  {
    name: 'GIVEN a battle B controls (no battle type: B protects it) WHEN a creature attacks it THEN it attacks the battle (310.9b)',
    given: game([mine('bear', 2, 2), { id: 'bt', types: ['Battle'], pt: null, defense: 5, controller: 'B' }]),
    when: [attack(['bear', 'bt'])],
    then: (r) => r.final.combat?.attackers.map((a) => [a.target, a.targetKind]),
    expected: [['bt', 'battle']],
  },
  {
    name: "GIVEN a Siege A controls (protected by B) WHEN A's creature attacks it THEN that is legal (310.9b: a Siege can be attacked by its own controller)",
    given: game([mine('bear', 2, 2), { id: 'siege', types: ['Battle'], subtypes: ['Siege'], pt: null, defense: 5, controller: 'A' }]),
    when: [attack(['bear', 'siege'])],
    then: (r) => r.final.combat?.attackers.map((a) => [a.target, a.defendingPlayer]),
    expected: [['siege', 'B']],
  },
  {
    name: 'GIVEN no attackers WHEN attackers are declared THEN the blockers and damage steps are skipped (508.8)',
    given: game([mine('bear', 2, 2)]),
    when: [attack()],
    then: (r) => r.final.combat ?? null,
    expected: null,
    rules: ['508.8'],
  },
  {
    name: 'GIVEN a creature that attacks each combat if able and is tapped WHEN another attacks alone THEN that is legal (508.1d: it is not able)',
    given: game([mine('bear', 2, 2), mine('berserker', 3, 3, ['attacks each combat if able'], { tapped: true })]),
    when: [attack('bear')],
    then: (r) => r.final.combat?.attackers.map((a) => a.id),
    expected: ['bear'],
  },
  {
    name: 'GIVEN two attackers WHEN they are declared THEN both attack, each tapped',
    given: game([mine('a1', 2, 2), mine('a2', 3, 3)]),
    when: [attack('a1', 'a2')],
    then: (r) => r.final.objects.map((o) => o.tapped),
    expected: [true, true],
  },
];

const errors: ErrorRow[] = [
  {
    name: 'GIVEN a summoning-sick creature WHEN it attacks THEN illegal: summoning sickness (302.6, 508.1a)',
    given: game([mine('bear', 2, 2, [], { sick: true })]),
    when: [attack('bear')],
    code: 'illegal_action',
    key: 'combat.cant-attack.summoning-sick',
    params: { object: 'bear' },
  },
  {
    name: 'GIVEN a creature with defender WHEN it attacks THEN illegal (702.3b)',
    given: game([mine('wall', 0, 4, ['defender'])]),
    when: [attack('wall')],
    code: 'illegal_action',
    key: 'combat.cant-attack.defender',
  },
  {
    name: 'GIVEN a tapped creature WHEN it attacks THEN illegal (508.1a)',
    given: game([mine('bear', 2, 2, [], { tapped: true })]),
    when: [attack('bear')],
    code: 'illegal_action',
    key: 'combat.cant-attack.tapped',
  },
  {
    name: "GIVEN a creature with \"can't attack\" WHEN it attacks THEN illegal (508.1c)",
    given: game([mine('pacifist', 2, 2, ["can't attack"])]),
    when: [attack('pacifist')],
    code: 'illegal_action',
    key: 'combat.cant-attack.restriction',
    params: { ability: "can't attack" },
  },
  {
    name: "GIVEN B's creature WHEN A attacks with it THEN illegal: not controlled by the active player (508.1a)",
    given: game([theirs('their', 2, 2)]),
    when: [attack('their')],
    code: 'illegal_action',
    key: 'combat.cant-attack.not-controlled',
  },
  {
    name: 'GIVEN an artifact WHEN it attacks THEN illegal: only creatures attack (506.3)',
    given: game([{ id: 'rock', types: ['Artifact'], pt: null }]),
    when: [attack('rock')],
    code: 'illegal_action',
    key: 'combat.cant-attack.not-creature',
  },
  {
    name: 'GIVEN a creature attacking its own controller WHEN declared THEN illegal target (506.2)',
    given: game([mine('bear', 2, 2)]),
    when: [attack(['bear', 'A'])],
    code: 'illegal_action',
    key: 'combat.cant-attack.bad-target',
  },
  {
    name: "GIVEN A's own planeswalker WHEN attacked THEN illegal target (508.1b)",
    given: game([mine('bear', 2, 2), planeswalker('mypw', 3, 'A')]),
    when: [attack(['bear', 'mypw'])],
    code: 'illegal_action',
    key: 'combat.cant-attack.bad-target',
  },
  {
    name: 'GIVEN a non-Siege battle A controls (A protects it) WHEN A attacks it THEN illegal (310.9b)',
    given: game([mine('bear', 2, 2), { id: 'bt', types: ['Battle'], pt: null, defense: 3, controller: 'A' }]),
    when: [attack(['bear', 'bt'])],
    code: 'illegal_action',
    key: 'combat.cant-attack.bad-target',
  },
  {
    name: 'GIVEN the same creature twice WHEN declared THEN illegal',
    given: game([mine('bear', 2, 2)]),
    when: [attack('bear', 'bear')],
    code: 'illegal_action',
    key: 'combat.cant-attack.duplicate',
  },
  {
    name: 'GIVEN a creature that attacks each combat if able WHEN it is able but not declared THEN illegal (508.1d)',
    given: game([mine('bear', 2, 2), mine('berserker', 3, 3, ['attacks each combat if able'])]),
    when: [attack('bear')],
    code: 'illegal_action',
    key: 'combat.must-attack',
    params: { object: 'berserker' },
  },
  {
    name: 'GIVEN attackers already declared WHEN declared again THEN out of sequence',
    given: game([mine('bear', 2, 2), mine('b2', 2, 2)]),
    when: [attack('bear'), attack('b2')],
    code: 'illegal_action',
    key: 'combat.sequence',
    params: { reason: 'attackers-declared' },
  },
  {
    name: 'GIVEN three players WHEN attackers are declared THEN unmodelled (506.2a: the defending player is chosen)',
    given: game([mine('bear', 2, 2)], { players: ['A', 'B', 'C'] }),
    when: [attack('bear')],
    code: 'unmodelled',
    key: 'error.unmodelled',
  },
];

describe('declare attackers (508)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
  for (const row of errors) it(row.name, () => void checkErrorRow(row));
});
