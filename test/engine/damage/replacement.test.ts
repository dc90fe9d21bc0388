/**
 * Replacement and prevention effects on damage (614-616): shields (615.7) and their use across
 * sources and events, static "prevent N of that damage" (615.10, the Daunting Defender example),
 * shields made for each object a selector picks when created (615.11, the Wojek Apothecary
 * example), "prevent all (combat) damage", doublers and +N (614.1a), each effect once (614.5, the
 * two-doublers example), the order chosen by the affected player or controller (616.1, 616.1a,
 * 616.1f), and what a prevented event doesn't do (615.6: no lifelink, no deathtouch, no poison).
 */
import { describe, it } from 'vitest';
import type { Action, ReplacementInput } from '../../../src/engine/types.ts';
import { allSteps, attack, block, checkRow, counters, dmg, game, life, mine, noBlocks, poison, theirs, zoneOf } from '../combat/kit.ts';
import type { Row } from '../combat/kit.ts';

const hit = (source: string | null, target: string, amount: number, replacementOrder?: string[]): Action => ({
  kind: 'damage',
  source,
  target,
  amount,
  ...(replacementOrder ? { replacementOrder } : {}),
});
const add = (replacement: ReplacementInput): Action => ({ kind: 'add-replacement', replacement });
const bolt = { id: 'bolt', name: 'Lightning Bolt', types: ['Instant' as const], colors: ['R' as const], pt: null, zone: 'stack' as const, controller: 'A' };
const doubler = (id = 'double', extra: Partial<ReplacementInput> = {}): ReplacementInput => ({ id, kind: 'damage-modifier', multiply: 2, ...extra }) as ReplacementInput;
const orderStep = (r: Parameters<Row['then']>[0]) => r.trace.find((s) => s.key === 'damage.order')?.params;

const rows: Row[] = [
  // --- 615.7 shields
  {
    name: '615.7: GIVEN a 3-point shield on player B WHEN two unblocked 2/2s attack THEN 1 damage gets through (the shield counts damage, not sources)',
    given: game([mine('a1', 2, 2), mine('a2', 2, 2)], { replacements: [{ id: 'shield', kind: 'prevent', amount: 3, to: 'B' }] }),
    when: [attack('a1', 'a2'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 19,
    rules: ['615.7', '615.1a'],
  },
  {
    name: '615.7: GIVEN a 3-point shield on a 4/4 WHEN dealt 2 and then 2 THEN 2 + 1 are prevented and 1 is marked; the shield is used up',
    given: game([theirs('ox', 4, 4), bolt], { replacements: [{ id: 'shield', kind: 'prevent', amount: 3, to: 'ox' }] }),
    when: [hit('bolt', 'ox', 2), hit('bolt', 'ox', 2)],
    then: (r) => [dmg(r, 'ox'), (r.final.replacements ?? []).length],
    expected: [1, 0],
    rules: ['615.7'],
  },
  {
    name: '615.4: GIVEN damage already dealt WHEN a shield is created afterwards THEN it does not undo it, but prevents later damage',
    given: game([theirs('ox', 5, 5), bolt]),
    when: [hit('bolt', 'ox', 3), add({ id: 'late', kind: 'prevent', amount: 3, to: 'ox' }), hit('bolt', 'ox', 1)],
    then: (r) => dmg(r, 'ox'),
    expected: 3,
  },
  {
    name: '615.7, 615.1a: GIVEN a shield on a blocker facing two attackers THEN its controller would choose; the engine applies it in listed order and says so',
    given: game([mine('a1', 1, 1), mine('a2', 1, 1), theirs('wall', 0, 5, ['can block any number of creatures'])], { replacements: [{ id: 'shield', kind: 'prevent', amount: 1, to: 'wall' }] }),
    when: [attack('a1', 'a2'), block({ wall: ['a1', 'a2'] }), allSteps()],
    then: (r) => dmg(r, 'wall'),
    expected: 1,
    rules: ['615.7'],
  },
  // --- 615.10 / 615.11
  {
    name: '615.10 example: GIVEN Daunting Defender ("prevent 1 of that damage" to Clerics you control) WHEN Pyroclasm deals 2 to each creature THEN A\'s Cleric is dealt 1, the others 2',
    given: game(
      [
        mine('cleric', 1, 3, [], { subtypes: ['Cleric'] }),
        mine('soldier', 1, 3, [], { subtypes: ['Soldier'] }),
        theirs('their-cleric', 1, 3, [], { subtypes: ['Cleric'] }),
        { id: 'pyro', name: 'Pyroclasm', types: ['Sorcery'], colors: ['R'], pt: null, zone: 'stack', controller: 'B' },
      ],
      { replacements: [{ id: 'defender', kind: 'prevent', amount: 1, perEvent: true, to: { kind: 'filter', types: ['Creature'], subtypes: ['Cleric'], controller: 'you' }, controller: 'A', duration: { kind: 'indefinite' } }] },
    ),
    when: [hit('pyro', 'cleric', 2), hit('pyro', 'soldier', 2), hit('pyro', 'their-cleric', 2)],
    then: (r) => [dmg(r, 'cleric'), dmg(r, 'soldier'), dmg(r, 'their-cleric'), (r.final.replacements ?? []).length],
    expected: [1, 2, 2, 1],
    rules: ['615.10'],
  },
  {
    name: '615.11 example: GIVEN Wojek Apothecary\'s "prevent the next 1 to target creature and each that shares a color" THEN only creatures of that color at resolution get a shield',
    given: game([theirs('w1', 2, 2), theirs('w2', 2, 2), theirs('green', 2, 2, [], { colors: ['G'] }), bolt]),
    when: [
      add({ id: 'wojek', kind: 'prevent', amount: 1, to: { kind: 'filter', types: ['Creature'], colors: ['W'] } }),
      { kind: 'apply-effect', effect: { text: 'becomes white', affects: { kind: 'objects', ids: ['green'] }, modifications: [{ kind: 'set-colors', colors: ['W'] }] } },
      hit('bolt', 'w1', 2),
      hit('bolt', 'w2', 1),
      hit('bolt', 'green', 1),
    ],
    then: (r) => [dmg(r, 'w1'), dmg(r, 'w2'), dmg(r, 'green')],
    expected: [1, 0, 1],
    rules: ['615.11'],
  },
  // --- prevent all, from/to
  {
    name: '615.1a: GIVEN "prevent all combat damage this turn" THEN combat damage is prevented but a later noncombat damage is not',
    given: game([mine('a', 3, 3), theirs('b', 2, 2), bolt], { replacements: [{ id: 'fog', kind: 'prevent', amount: 'all', combatOnly: true }] }),
    when: [attack('a'), block({ b: 'a' }), allSteps(), hit('bolt', 'b', 1)],
    then: (r) => [dmg(r, 'a'), dmg(r, 'b')],
    expected: [0, 1],
  },
  {
    name: '615.1a: GIVEN "prevent all damage red sources would deal" THEN a red source deals none, a green one deals its damage',
    given: game([mine('red', 3, 3, [], { colors: ['R'] }), mine('green', 2, 2)], { replacements: [{ id: 'wall', kind: 'prevent', amount: 'all', from: { kind: 'filter', colors: ['R'] }, controller: 'B' }] }),
    when: [attack('red', 'green'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 18,
  },
  {
    name: '615.1a: GIVEN "prevent all damage that would be dealt to you" (players: you) controlled by B THEN B takes none, B\'s creature still does',
    given: game([mine('a', 3, 3), theirs('b', 1, 1)], { replacements: [{ id: 'ward', kind: 'prevent', amount: 'all', to: { kind: 'players', controller: 'you' }, controller: 'B' }] }),
    when: [attack('a'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 20,
  },
  // --- 614.1a modifiers, 614.5, 616.1
  {
    name: '614.1a: GIVEN a doubler for sources A controls WHEN a 3/3 attacks unblocked THEN 6 damage',
    given: game([mine('a', 3, 3)], { replacements: [doubler('double', { from: { kind: 'filter', controller: 'you' }, controller: 'A' })] }),
    when: [attack('a'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 14,
    rules: ['614.1a'],
    notRules: ['614.5'],
  },
  {
    name: '614.1a: GIVEN a tripler THEN 2 becomes 6',
    given: game([theirs('ox', 9, 9), bolt], { replacements: [{ id: 'triple', kind: 'damage-modifier', multiply: 3 }] }),
    when: [hit('bolt', 'ox', 2)],
    then: (r) => dmg(r, 'ox'),
    expected: 6,
  },
  {
    name: '614.1a: GIVEN "+2 damage from red sources you control" THEN a red source\'s 3 becomes 5, a green one\'s stays',
    given: game([mine('red', 3, 3, [], { colors: ['R'] }), mine('green', 3, 3)], { replacements: [{ id: 'plus2', kind: 'damage-modifier', add: 2, from: { kind: 'filter', colors: ['R'], controller: 'you' }, controller: 'A' }] }),
    when: [attack('red', 'green'), noBlocks, allSteps()],
    then: (r) => life(r, 'B'),
    expected: 12,
  },
  {
    name: '614.5 example (seed 000): GIVEN two doublers WHEN a source would deal 2 THEN 8 — each applies once, not 4 and not forever',
    given: game([theirs('ox', 9, 9), bolt], { replacements: [doubler('d1'), doubler('d2')] }),
    when: [hit('bolt', 'ox', 2)],
    then: (r) => [dmg(r, 'ox'), r.trace.filter((s) => s.key === 'damage.replaced').map((s) => `${s.params.before}->${s.params.after}`)],
    expected: [8, ['2->4', '4->8']],
    rules: ['614.5', '616.1'],
  },
  {
    name: '616.1: GIVEN a doubler (older) and a 3-point shield on the creature THEN the creature\'s controller chooses; by default timestamp order gives 2x2=4-3 = 1, and the trace says the other order gives 0',
    given: game([theirs('ox', 9, 9), bolt], { replacements: [doubler('d'), { id: 'p', kind: 'prevent', amount: 3, to: 'ox' }] }),
    when: [hit('bolt', 'ox', 2)],
    then: (r) => [dmg(r, 'ox'), orderStep(r)?.chooser, orderStep(r)?.policy, orderStep(r)?.others],
    expected: [1, 'B', 'timestamp', ['0']],
    rules: ['616.1', '616.1e', '616.1f'],
  },
  {
    name: '616.1, 614.7: GIVEN the same WHEN the controller orders the shield first THEN all 2 are prevented and the doubler has nothing to double',
    given: game([theirs('ox', 9, 9), bolt], { replacements: [doubler('d'), { id: 'p', kind: 'prevent', amount: 3, to: 'ox' }] }),
    when: [hit('bolt', 'ox', 2, ['p', 'd'])],
    then: (r) => [dmg(r, 'ox'), r.trace.some((s) => s.key === 'damage.replaced'), orderStep(r)?.policy],
    expected: [0, false, 'given'],
    rules: ['615.6', '614.7'],
  },
  {
    name: '616.1a: GIVEN a self-replacement modifier (newer) and an older +1 THEN the self-replacement applies first: (2x2)+1 = 5',
    given: game([theirs('ox', 9, 9), bolt], { replacements: [{ id: 'plus', kind: 'damage-modifier', add: 1 }, { id: 'self', kind: 'damage-modifier', multiply: 2, selfReplacement: true }] }),
    when: [hit('bolt', 'ox', 2)],
    then: (r) => dmg(r, 'ox'),
    expected: 5,
    rules: ['616.1a', '614.15'],
  },
  {
    name: '702.16e + 614.1a: GIVEN protection from red and a doubler THEN all of it is prevented either way',
    given: game([theirs('pro', 2, 2, ['protection red']), bolt], { replacements: [doubler('d')] }),
    when: [hit('bolt', 'pro', 3)],
    then: (r) => [dmg(r, 'pro'), orderStep(r)?.others],
    expected: [0, []],
    rules: ['702.16e', '616.1'],
  },
  // --- 615.6: a prevented event doesn't happen
  {
    name: '615.6: GIVEN a lifelink attacker whose damage is all prevented THEN its controller gains nothing',
    given: game([mine('ll', 3, 3, ['lifelink'])], { replacements: [{ id: 'fog', kind: 'prevent', amount: 'all', combatOnly: true }] }),
    when: [attack('ll'), noBlocks, allSteps()],
    then: (r) => [life(r, 'A'), life(r, 'B')],
    expected: [20, 20],
    // The life-gain event (120.3f) never happens; lifelink is cited only by the note saying why (702.15b).
    rules: ['615.6', '702.15b'],
    notRules: ['120.3f'],
  },
  {
    name: '615.6: GIVEN a 4-power lifelink attacker and a 3-point shield on B THEN only the 1 dealt is gained',
    given: game([mine('ll', 4, 4, ['lifelink'])], { replacements: [{ id: 'p', kind: 'prevent', amount: 3, to: 'B' }] }),
    when: [attack('ll'), noBlocks, allSteps()],
    then: (r) => [life(r, 'A'), life(r, 'B')],
    expected: [21, 19],
    rules: ['702.15b'],
  },
  {
    name: '615.6: GIVEN a deathtouch source whose damage is prevented THEN the creature is not destroyed',
    given: game([theirs('ox', 5, 5), mine('asp', 1, 1, ['deathtouch'])], { replacements: [{ id: 'p', kind: 'prevent', amount: 1, to: 'ox' }] }),
    when: [hit('asp', 'ox', 1)],
    then: (r) => zoneOf(r, 'ox'),
    expected: 'battlefield',
    notRules: ['704.5h'],
  },
  {
    name: '615.6: GIVEN an infect source whose damage to a player is prevented THEN no poison counters',
    given: game([mine('inf', 2, 2, ['infect'])], { replacements: [{ id: 'p', kind: 'prevent', amount: 'all', to: 'B' }] }),
    when: [attack('inf'), noBlocks, allSteps()],
    then: (r) => poison(r, 'B'),
    expected: 0,
  },
  {
    name: '120.4 example (without Boon Reflection): GIVEN a 3/3 wither lifelink blocked by a 2/2 with "prevent the next 2" THEN one -1/-1 counter and 1 life',
    given: game([mine('wl', 3, 3, ['wither', 'lifelink']), theirs('bear', 2, 2)]),
    when: [attack('wl'), block({ bear: 'wl' }), add({ id: 'p2', kind: 'prevent', amount: 2, to: 'bear' }), allSteps()],
    then: (r) => [counters(r, 'bear', '-1/-1'), life(r, 'A'), dmg(r, 'wl'), zoneOf(r, 'bear')],
    expected: [1, 21, 2, 'battlefield'],
    rules: ['120.3d', '120.3f'],
  },
  // --- durations
  {
    name: '514.2: GIVEN a "this turn" shield WHEN the turn ends THEN it ends; damage next turn is dealt',
    given: game([theirs('ox', 5, 5), bolt], { replacements: [{ id: 'p', kind: 'prevent', amount: 3, to: 'ox' }] }),
    when: [{ kind: 'end-turn' }, hit('bolt', 'ox', 2)],
    then: (r) => dmg(r, 'ox'),
    expected: 2,
    rules: ['514.2'],
  },
  {
    name: '611.2b: GIVEN a doubler that lasts while its source is on the battlefield WHEN the source leaves THEN it no longer applies',
    given: game([theirs('ox', 9, 9), mine('furnace', 0, 0, [], { types: ['Enchantment'], pt: null }), bolt], { replacements: [doubler('d', { source: 'furnace' })] }),
    when: [hit('bolt', 'ox', 2), { kind: 'destroy', object: 'furnace' }, hit('bolt', 'ox', 2)],
    then: (r) => dmg(r, 'ox'),
    expected: 6,
    rules: ['611.2b'],
  },
];

describe('replacement and prevention of damage (614, 615, 616)', () => {
  for (const row of rows) it(row.name, () => void checkRow(row));
});
