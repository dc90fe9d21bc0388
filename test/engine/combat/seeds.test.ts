/**
 * The worked combat examples of the Japanese judge-academy lesson (../shared/seeds/003_*.txt,
 * "トランプル", "先制攻撃と二段攻撃", "接死", "格闘"), with the engine's own answers:
 * - Colossal Dreadmaw (6/6 trample) blocked by Grizzly Bears: up to 4 to the player, or all 6 to the Bears;
 * - with deathtouch, blocked by Ancient Brontodon (9/9): 1 to the Brontodon, 5 to the player;
 * - blocked by Zombie Outlander (2/2, protection from green): at least 2 to the Outlander first;
 * - with Fireshrieker (double strike) vs Zombie Outlander: 4 + 4 = 8 to the player (the first 2 were
 *   prevented, so the second step needs lethal again);
 * - with Fireshrieker vs an indestructible 2/2: 4 + 6 = 10 (the first 2 stay marked, 702.19b);
 * - all blockers removed before damage: a trampler assigns everything to the player (702.19d);
 * - a fight isn't combat damage; deathtouch and lifelink apply; a creature fighting itself deals
 *   twice its power (701.14).
 * And the two-doublers example of the Japanese CR (../shared/seeds/000_*.txt; 614.5 in the current CR).
 */
import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/types.ts';
import { allSteps, attack, block, checkErrorRow, checkRow, dmg, game, life, mine, noBlocks, theirs, zoneOf } from './kit.ts';
import type { ErrorRow, Row } from './kit.ts';

const dreadmaw = (kw: string[] = []): ReturnType<typeof mine> => mine('dreadmaw', 6, 6, ['trample', ...kw], { name: 'Colossal Dreadmaw' });
const bears = theirs('bears', 2, 2, [], { name: 'Grizzly Bears', colors: ['G'] });
const brontodon = theirs('brontodon', 9, 9, [], { name: 'Ancient Brontodon', colors: ['G'] });
const outlander = theirs('outlander', 2, 2, ['protection green'], { name: 'Zombie Outlander', colors: ['U', 'B'] });
const indestructible = theirs('stone', 2, 2, ['indestructible'], { name: 'Indestructible Bear' });
/** Fireshrieker: "Equipped creature has double strike." */
const fireshrieker = { id: 'fireshrieker', name: 'Fireshrieker', types: ['Artifact' as const], subtypes: ['Equipment'], pt: null, controller: 'A', attachedTo: 'dreadmaw',
  statics: [{ text: 'Equipped creature has double strike.', affects: { kind: 'attached-to-source' as const }, modifications: [{ kind: 'add-keywords' as const, keywords: [{ keyword: 'double strike' }] }] }] };

const rows: Row[] = [
  {
    name: 'seed 003 trample: GIVEN Colossal Dreadmaw blocked by Grizzly Bears THEN by default 2 to the Bears, 4 to the player',
    given: game([dreadmaw(), bears]),
    when: [attack('dreadmaw'), block({ bears: 'dreadmaw' }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'bears')],
    expected: [16, 'graveyard'],
    rules: ['702.19b'],
  },
  {
    name: 'seed 003 trample: GIVEN the same WHEN all 6 go to the Bears THEN that is legal too; B keeps 20',
    given: game([dreadmaw(), bears]),
    when: [attack('dreadmaw'), block({ bears: 'dreadmaw' }), allSteps({ dreadmaw: [['bears', 6]] })],
    then: (r) => [life(r, 'B'), zoneOf(r, 'bears')],
    expected: [20, 'graveyard'],
  },
  {
    name: 'seed 003 trample + deathtouch: GIVEN the Dreadmaw with deathtouch blocked by Ancient Brontodon THEN 1 to the Brontodon (lethal, 702.2c), 5 to the player; the Brontodon dies',
    given: game([dreadmaw(['deathtouch']), brontodon]),
    when: [attack('dreadmaw'), block({ brontodon: 'dreadmaw' }), allSteps()],
    then: (r) => [life(r, 'B'), zoneOf(r, 'brontodon'), zoneOf(r, 'dreadmaw')],
    expected: [15, 'graveyard', 'graveyard'],
    rules: ['702.2c', '702.19b', '704.5h'],
  },
  {
    name: 'seed 003 protection: GIVEN the Dreadmaw blocked by Zombie Outlander THEN 2 to the Outlander (prevented), 4 to the player',
    given: game([dreadmaw(), outlander]),
    when: [attack('dreadmaw'), block({ outlander: 'dreadmaw' }), allSteps()],
    then: (r) => [life(r, 'B'), dmg(r, 'outlander'), dmg(r, 'dreadmaw')],
    expected: [16, 0, 2],
    rules: ['702.19b', '702.16e'],
  },
  {
    name: 'seed 003 double strike + trample vs protection: GIVEN the Dreadmaw with Fireshrieker blocked by Zombie Outlander THEN 4 + 4 = 8 to the player',
    given: game([dreadmaw(), outlander, fireshrieker]),
    when: [attack('dreadmaw'), block({ outlander: 'dreadmaw' }), allSteps()],
    then: (r) => [life(r, 'B'), dmg(r, 'outlander'), zoneOf(r, 'outlander')],
    expected: [12, 0, 'battlefield'],
    rules: ['702.4b', '510.4', '702.19b', '702.16e'],
  },
  {
    name: 'seed 003 double strike + trample vs indestructible: GIVEN the Dreadmaw with Fireshrieker blocked by an indestructible 2/2 THEN 4 + 6 = 10 to the player',
    given: game([dreadmaw(), indestructible, fireshrieker]),
    when: [attack('dreadmaw'), block({ stone: 'dreadmaw' }), allSteps()],
    then: (r) => [life(r, 'B'), dmg(r, 'stone'), zoneOf(r, 'stone')],
    expected: [10, 2, 'battlefield'],
    rules: ['702.4b', '702.19b', '702.12b'],
  },
  {
    name: 'seed 003 double strike vs indestructible, explicit: 2 + 4 in the first step, then all 6 to the player is legal',
    given: game([dreadmaw(), indestructible, fireshrieker]),
    when: [attack('dreadmaw'), block({ stone: 'dreadmaw' }), { kind: 'combat-damage', assignments: { dreadmaw: [{ to: 'stone', amount: 2 }, { to: 'B', amount: 4 }] } }, { kind: 'combat-damage', assignments: { dreadmaw: [{ to: 'B', amount: 6 }] } }],
    then: (r) => life(r, 'B'),
    expected: 10,
  },
  {
    name: 'seed 003: GIVEN all blockers removed from combat before damage THEN the trampler assigns all its damage to the player (702.19d)',
    given: game([dreadmaw(), bears]),
    when: [attack('dreadmaw'), block({ bears: 'dreadmaw' }), { kind: 'remove-from-combat', object: 'bears' }, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 14,
    rules: ['702.19d'],
  },
  {
    name: 'seed 003: GIVEN the blocker destroyed before damage THEN a creature without trample deals nothing (510.1c)',
    given: game([mine('bear', 6, 6, [], { name: 'Big Bear' }), bears]),
    when: [attack('bear'), block({ bears: 'bear' }), { kind: 'destroy', object: 'bears' }, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 20,
  },
  {
    name: 'seed 003 fight: GIVEN a 3/3 with lifelink and deathtouch fighting a 6/6 THEN each deals damage, the 6/6 dies (deathtouch), A gains 3',
    given: game([mine('viper', 3, 3, ['lifelink', 'deathtouch', 'first strike', 'trample']), theirs('giant', 6, 6)]),
    when: [{ kind: 'fight', a: 'viper', b: 'giant' }],
    then: (r) => [zoneOf(r, 'viper'), zoneOf(r, 'giant'), life(r, 'A')],
    expected: ['graveyard', 'graveyard', 23],
    rules: ['701.14a', '701.14d', '702.15b', '704.5h'],
  },
  {
    name: 'seed 003 fight: GIVEN a creature fighting itself THEN it deals itself twice its power (701.14c)',
    given: game([mine('predator', 2, 5)]),
    when: [{ kind: 'fight', a: 'predator', b: 'predator' }],
    then: (r) => dmg(r, 'predator'),
    expected: 4,
    rules: ['701.14c'],
  },
  {
    name: 'seed 003 fight: GIVEN one of the creatures is gone THEN neither deals damage (701.14b)',
    given: game([mine('a', 3, 3), theirs('b', 2, 2, [], { zone: 'graveyard' })]),
    when: [{ kind: 'fight', a: 'a', b: 'b' } as Action],
    then: (r) => dmg(r, 'a'),
    expected: 0,
    rules: ['701.14b'],
  },
  {
    name: 'seed 003 lifelink: GIVEN two lifelink creatures dealing combat damage at once THEN two separate life-gain events (702.15e)',
    given: game([mine('l1', 2, 2, ['lifelink']), mine('l2', 3, 3, ['lifelink'])]),
    when: [attack('l1', 'l2'), noBlocks, allSteps()],
    then: (r) => [life(r, 'A'), r.trace.filter((s) => s.key === 'event.life' && s.params.player === 'A').map((s) => s.params.amount)],
    expected: [25, [2, 3]],
    rules: ['702.15e'],
  },
  {
    name: 'seed 000 (614.5 in the current CR): GIVEN two "deals double that damage instead" effects WHEN a creature would deal 2 THEN it deals 8',
    given: game([mine('bear', 2, 2)], {
      replacements: [
        { id: 'double1', kind: 'damage-modifier', multiply: 2, from: { kind: 'filter', types: ['Creature'], controller: 'you' }, controller: 'A' },
        { id: 'double2', kind: 'damage-modifier', multiply: 2, from: { kind: 'filter', types: ['Creature'], controller: 'you' }, controller: 'A' },
      ],
    }),
    when: [attack('bear'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 12,
    rules: ['614.1a', '614.5', '616.1'],
  },
];

const errors: ErrorRow[] = [
  {
    name: 'seed 003 protection: GIVEN the Dreadmaw blocked by Zombie Outlander WHEN only 1 goes to it THEN illegal: 2 is lethal even though protection prevents it',
    given: game([dreadmaw(), outlander]),
    when: [attack('dreadmaw'), block({ outlander: 'dreadmaw' }), allSteps({ dreadmaw: [['outlander', 1], ['B', 5]] })],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'trample-lethal' },
  },
  {
    name: 'seed 003 double strike vs protection: WHEN the second step sends all 6 to the player THEN illegal: the first 2 were prevented, the Outlander needs 2 again',
    given: game([dreadmaw(), outlander, fireshrieker]),
    when: [attack('dreadmaw'), block({ outlander: 'dreadmaw' }), { kind: 'combat-damage' }, { kind: 'combat-damage', assignments: { dreadmaw: [{ to: 'B', amount: 6 }] } }],
    code: 'illegal_action',
    key: 'combat.assignment-illegal',
    params: { reason: 'trample-lethal' },
  },
];

describe('seed worked examples (003: trample, deathtouch, double strike, protection, indestructible, fight; 000: two doublers)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
  for (const row of errors) it(row.name, () => void checkErrorRow(row));
});
