/**
 * The stack and priority (117, 405, 608): LIFO resolution, both players passing in succession,
 * responses, mana abilities (605), permanent spells (608.3a), 608.2n.
 */
import { describe } from 'vitest';
import { bolt, cast, checkRow, creature, damageOf, game, instant, lifeOf, obj, pass, resolveAll, resolveTop, stackDepth, theirs, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';
import { unseen } from '../../../src/engine/changes.ts';

const rows: Row[] = [
  {
    name: 'GIVEN Shock in hand WHEN A casts it at B and all pass THEN B loses 2 and Shock is in the graveyard (601.2, 608.2n)',
    given: game([bolt('shock', 2)]),
    when: [cast('shock', { any: ['B'] }), resolveTop],
    then: (r) => [lifeOf(r, 'B'), zoneOf(r, 'shock'), stackDepth(r)],
    expected: [18, 'graveyard', 0],
    rules: ['601.2a', '601.2c', '601.2f', '601.2i', '405.2', '117.4', '608.1', '608.2n', '117.3c'],
    notRules: ['405.5'],
  },
  {
    name: 'GIVEN a spell on the stack WHEN only A passes THEN nothing resolves; B passing too resolves it (117.3d, 117.4)',
    given: game([bolt('shock', 2)]),
    when: [cast('shock', { any: ['B'] }), pass],
    then: (r) => [lifeOf(r, 'B'), stackDepth(r), r.final.priority?.player],
    expected: [20, 1, 'B'],
    rules: ['117.3d'],
    notRules: ['608.1'],
  },
  {
    name: 'GIVEN a spell on the stack WHEN A passes then B passes THEN it resolves and A (active) gets priority (117.4, 117.3b)',
    given: game([bolt('shock', 2)]),
    when: [cast('shock', { any: ['B'] }), pass, pass],
    then: (r) => [lifeOf(r, 'B'), stackDepth(r), r.final.priority?.player],
    expected: [18, 0, 'A'],
    rules: ['117.3d', '117.4', '608.1'],
  },
  {
    name: 'GIVEN two spells WHEN B responds to A THEN the response resolves first (LIFO, 405.2, 608.1)',
    given: game([bolt('shock', 2), instant('heal', [{ kind: 'life', amount: 3, player: 'you' }], [], 'B')]),
    when: [cast('shock', { any: ['B'] }), pass, cast('heal'), resolveTop],
    then: (r) => [lifeOf(r, 'B'), stackDepth(r)],
    expected: [23, 1],
    rules: ['405.2', '117.3c', '405.5'],
  },
  {
    name: 'GIVEN a response WHEN the whole stack resolves THEN both resolve, last in first out (B 20 -> 23 -> 21)',
    given: game([bolt('shock', 2), instant('heal', [{ kind: 'life', amount: 3, player: 'you' }], [], 'B')]),
    when: [cast('shock', { any: ['B'] }), pass, cast('heal'), resolveAll],
    then: (r) => [lifeOf(r, 'B'), stackDepth(r), r.trace.filter((s) => s.key === 'stack.resolves').map((s) => s.params.item)],
    expected: [21, 0, ['heal', 'shock']],
  },
  {
    name: 'GIVEN Lightning Bolt aimed at a 2/2 WHEN its controller responds with a Giant Growth THEN the 5/5 survives with 3 damage',
    given: game([
      creature('bear', 2, 2, { controller: 'B' }),
      bolt('bolt', 3),
      instant('growth', [{ kind: 'apply-effect', target: 'creature', effect: { text: '+3/+3', affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: 3, toughness: 3 }], duration: { kind: 'end-of-turn' } } }], [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'] } }], 'B'),
    ]),
    when: [cast('bolt', { any: ['bear'] }), pass, cast('growth', { creature: ['bear'] }), resolveAll],
    then: (r) => [zoneOf(r, 'bear'), damageOf(r, 'bear')],
    expected: ['battlefield', 3],
  },
  {
    name: 'GIVEN a creature spell WHEN it resolves THEN it enters under its controller’s control, summoning sick (608.3a)',
    given: game([obj({ id: 'bear', zone: 'hand', pt: [2, 2] }, { manaCost: '{1}{G}' })]),
    when: [cast('bear'), resolveTop],
    then: (r) => [zoneOf(r, 'bear'), r.final.objects.find((o) => o.id.startsWith('bear'))?.summoningSick],
    expected: ['battlefield', true],
    rules: ['608.3a', '601.2i'],
  },
  {
    name: 'GIVEN an empty stack WHEN all pass THEN the step ends (117.4, 405.5)',
    given: game([]),
    when: [resolveTop],
    then: (r) => stackDepth(r),
    expected: 0,
    rules: ['117.4', '405.5'],
    keys: ['stack.empty-pass'],
  },
  {
    name: 'GIVEN a summoning-sick mana creature WHEN its {T} mana ability is activated THEN it is reversed (602.5a, 733.1)',
    given: (() => {
      const g = game([obj({ id: 'elf', pt: [1, 1] }, { activated: [{ text: '{T}: Add {G}.', tap: true, mana: true, effects: [] }] })]);
      unseen(g.objects[0]!).summoningSick = true;
      return g;
    })(),
    when: [{ kind: 'activate', object: 'elf' }],
    then: (r) => [stackDepth(r), r.final.objects[0]!.tapped],
    expected: [0, false],
    keys: ['activate.rewound'],
  },
  {
    name: 'GIVEN a non-sick mana creature WHEN its mana ability is activated THEN it is tapped and nothing goes on the stack (605.3b)',
    given: (() => {
      const g = game([obj({ id: 'elf', pt: [1, 1] }, { activated: [{ text: '{T}: Add {G}.', tap: true, mana: true, effects: [] }] })]);
      unseen(g.objects[0]!).summoningSick = false;
      return g;
    })(),
    when: [{ kind: 'activate', object: 'elf' }],
    then: (r) => [stackDepth(r), r.final.objects[0]!.tapped],
    expected: [0, true],
    rules: ['605.3a', '605.3b'],
  },
  {
    name: 'GIVEN a pinger’s ability WHEN activated and resolved THEN 1 damage to B; the ability ceases to exist (602.2, 608.2n)',
    given: game([obj({ id: 'pinger', pt: [1, 1], colors: ['R'] }, { activated: [{ text: '{T}: 1 damage to any target.', tap: true, targets: [{ word: 'any', players: 'any', objects: { kind: 'filter', types: ['Creature'] } }], effects: [{ kind: 'damage', amount: 1, target: 'any' }] }] })]),
    when: [{ kind: 'activate', object: 'pinger', targets: { any: ['B'] } }, resolveTop],
    then: (r) => [lifeOf(r, 'B'), stackDepth(r)],
    expected: [19, 0],
    rules: ['602.2', '608.2n'],
  },
  {
    name: 'GIVEN an ability on the stack WHEN its source is destroyed in response THEN it still resolves (113.7a)',
    given: game([
      obj({ id: 'pinger', pt: [1, 1], colors: ['R'] }, { activated: [{ text: '{T}: You gain 2 life.', tap: true, effects: [{ kind: 'life', amount: 2, player: 'you' }] }] }),
      instant('kill', [{ kind: 'destroy', target: 'creature' }], [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'] } }], 'B'),
    ]),
    when: [{ kind: 'activate', object: 'pinger' }, pass, cast('kill', { creature: ['pinger'] }), resolveAll],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'pinger')],
    expected: [22, 'graveyard'],
  },
  {
    name: 'GIVEN B’s 2/2 WHEN A Shocks it THEN it dies by SBA after resolution',
    given: game([theirs('bear', 2, 2), bolt('shock', 2)]),
    when: [cast('shock', { any: ['bear'] }), resolveTop],
    then: (r) => [zoneOf(r, 'bear'), zoneOf(r, 'shock')],
    expected: ['graveyard', 'graveyard'],
    rules: ['704.5g'],
  },
];

// The sick elf first row: summoning-sick creatures can't pay {T} (602.5a, 302.6) — the run is not stopped.
rows[8]!.rules = ['602.5a', '733.1'];

describe('stack and priority (117, 405, 608)', () => {
  for (const row of rows) checkRow(row);
});
