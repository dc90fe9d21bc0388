/**
 * Casting (601.2a-i, 601.3): timing (117.1a, 702.8a flash, 601.3b "as though it had flash"),
 * targets (601.2c, 115.3), legality and rewinding (601.2e, 733.1), total cost (601.2f), "can't"
 * beats "can" (101.2), split second (702.61a), cast vs put onto the battlefield, copies (707.10).
 */
import { describe } from 'vitest';
import type { Action, Resolution } from '../../../src/engine/types.ts';
import { bolt, cast, checkRow, creature, creatureTarget, game, instant, lifeOf, obj, resolveAll, resolveTop, sorcery, stackDepth, theirs, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const divination = (owner = 'A') => sorcery('divination', [{ kind: 'life', amount: 4, player: 'you' }], [], owner);
const tapTwo = instant('tap-two', [{ kind: 'tap', target: 'creatures' }], [{ word: 'creatures', count: 2, objects: { kind: 'filter', types: ['Creature'] } }]);
const rewound = (r: { trace: { key: string; params: Record<string, unknown> }[] }) => r.trace.filter((s) => s.key === 'cast.rewound').map((s) => s.params.reason);
const castTrigger = { event: 'cast' as const, who: 'any' as const, filter: { kind: 'filter' as const, controller: 'you' as const }, text: 'Whenever you cast a spell, you gain 1 life.', effects: [{ kind: 'life' as const, amount: 1, player: 'you' }] };

const rows: Row[] = [
  {
    name: 'GIVEN a sorcery WHEN cast in A’s main phase with an empty stack THEN it resolves (117.1a)',
    given: game([divination()]),
    when: [cast('divination'), resolveTop],
    then: (r) => [lifeOf(r, 'A'), rewound(r)],
    expected: [24, []],
  },
  {
    name: 'GIVEN a sorcery WHEN cast during the upkeep THEN the cast is rewound: sorcery timing (117.1a, 601.2e, 733.1)',
    given: game([divination()]),
    when: [{ kind: 'begin-step', step: 'upkeep' }, cast('divination')],
    then: (r) => [zoneOf(r, 'divination'), rewound(r), stackDepth(r)],
    expected: ['hand', ['sorcery-timing'], 0],
    rules: ['601.2e', '733.1', '117.1a'],
  },
  {
    name: 'GIVEN a sorcery WHEN cast with a spell on the stack THEN it is rewound (117.1a: the stack must be empty)',
    given: game([divination(), bolt('shock', 2)]),
    when: [cast('shock', { any: ['B'] }), cast('divination')],
    then: (r) => [zoneOf(r, 'divination'), rewound(r), stackDepth(r)],
    expected: ['hand', ['sorcery-timing'], 1],
  },
  {
    name: 'GIVEN B’s sorcery WHEN B casts it during A’s turn THEN it is rewound (not B’s priority, then sorcery timing)',
    given: game([divination('B')]),
    when: [cast('divination', undefined, { player: 'B' })],
    then: (r) => rewound(r),
    expected: ['no-priority'],
  },
  {
    name: 'GIVEN B’s instant WHEN B casts it with priority during A’s turn THEN it is cast (117.1a)',
    given: game([instant('heal', [{ kind: 'life', amount: 3, player: 'you' }], [], 'B')], { priority: { player: 'B', passes: 1 } }),
    when: [cast('heal'), resolveTop],
    then: (r) => [lifeOf(r, 'B'), rewound(r)],
    expected: [23, []],
  },
  {
    name: 'GIVEN a creature with flash WHEN cast with a spell on the stack THEN it may be cast (702.8a)',
    given: game([bolt('shock', 2), obj({ id: 'ambusher', zone: 'hand', pt: [3, 1], keywords: ['flash'] })]),
    when: [cast('shock', { any: ['B'] }), cast('ambusher'), resolveAll],
    then: (r) => [zoneOf(r, 'ambusher'), lifeOf(r, 'B')],
    expected: ['battlefield', 18],
  },
  {
    name: 'GIVEN a creature card without flash WHEN an effect lets it be cast as though it had flash THEN it may be cast in the upkeep (601.3b)',
    given: game([obj({ id: 'bear', zone: 'hand', pt: [2, 2] })]),
    when: [{ kind: 'begin-step', step: 'upkeep' }, cast('bear', undefined, { asThoughFlash: true }), resolveTop],
    then: (r) => zoneOf(r, 'bear'),
    expected: 'battlefield',
  },
  {
    name: 'GIVEN "players can’t cast spells" WHEN A casts an instant even as though it had flash THEN it is rewound: can’t beats can (101.2)',
    given: game([bolt('shock', 2)]),
    when: [{ kind: 'add-restriction', restriction: { text: 'Players can’t cast spells.', players: 'all' } }, cast('shock', { any: ['B'] }, { asThoughFlash: true })],
    then: (r) => [rewound(r), lifeOf(r, 'B')],
    expected: [['cant'], 20],
    rules: ['101.2'],
  },
  {
    name: 'GIVEN "your opponents can’t cast creature spells" (B) WHEN A casts an instant THEN it is allowed',
    given: game([bolt('shock', 2)], { castRestrictions: [{ text: 'Opponents can’t cast creature spells.', players: ['A'], types: ['Creature'] }] }),
    when: [cast('shock', { any: ['B'] }), resolveTop],
    then: (r) => lifeOf(r, 'B'),
    expected: 18,
  },
  {
    name: 'GIVEN a land card WHEN A tries to cast it THEN it is rewound: lands are played, not cast (300.2a)',
    given: game([obj({ id: 'forest', zone: 'hand', types: ['Land'], pt: null })]),
    when: [cast('forest')],
    then: (r) => [rewound(r), zoneOf(r, 'forest')],
    expected: [['land'], 'hand'],
    rules: ['300.2a'],
  },
  {
    name: 'CR 115.3 / seed 000: "tap two target creatures" can’t choose the same creature twice',
    given: game([creature('bear', 2, 2), tapTwo]),
    when: [cast('tap-two', { creatures: ['bear', 'bear'] })],
    then: (r) => [rewound(r), zoneOf(r, 'tap-two')],
    expected: [['same-target-twice'], 'hand'],
    rules: ['115.3'],
  },
  {
    name: 'CR 115.3: "tap two target creatures" needs two legal targets; with one creature it can’t be cast',
    given: game([creature('bear', 2, 2), tapTwo]),
    when: [cast('tap-two', { creatures: ['bear'] })],
    then: (r) => rewound(r),
    expected: ['target-count'],
  },
  {
    name: 'CR 115.3: separate "target" words may choose the same object (deal 1 to target creature and 1 to target creature or player)',
    given: game([
      theirs('bear', 2, 2),
      instant('split', [{ kind: 'damage', amount: 1, target: 'first' }, { kind: 'damage', amount: 1, target: 'second' }], [creatureTarget('first'), { word: 'second', players: 'any', objects: { kind: 'filter', types: ['Creature'] } }]),
    ]),
    when: [cast('split', { first: ['bear'], second: ['bear'] }), resolveTop],
    then: (r) => zoneOf(r, 'bear'),
    expected: 'graveyard',
    rules: ['115.3', '601.2c'],
  },
  {
    name: 'GIVEN a spell with X WHEN cast with X=3 THEN the total cost is locked in as {3}{R} (601.2f)',
    given: game([obj({ id: 'blaze', types: ['Sorcery'], zone: 'hand', colors: ['R'] }, { manaCost: '{X}{R}', spell: { text: 'X damage', targets: [{ word: 'any', players: 'any' }], effects: [{ kind: 'damage', amount: 3, target: 'any' }] } })]),
    when: [cast('blaze', { any: ['B'] }, { x: 3 }), resolveTop],
    then: (r) => [r.trace.find((s) => s.key === 'cast.cost')?.params.total, lifeOf(r, 'B')],
    expected: ['{3}{R}', 17],
    rules: ['601.2f', '601.2h'],
  },
  {
    name: 'GIVEN an additional cost "sacrifice a creature" WHEN paid THEN the creature is sacrificed after the total cost is locked in (601.2f, 601.2h)',
    given: game([creature('bear', 2, 2), sorcery('reap', [{ kind: 'life', amount: 2, player: 'you' }])]),
    when: [cast('reap', undefined, { sacrifice: ['bear'] }), resolveTop],
    then: (r) => [zoneOf(r, 'bear'), lifeOf(r, 'A'), r.trace.findIndex((s) => s.key === 'cast.cost') < r.trace.findIndex((s) => s.key === 'action.sacrifice')],
    expected: ['graveyard', 22, true],
    rules: ['601.2h', '701.21a'],
  },
  {
    name: 'GIVEN an additional cost WHEN A would sacrifice B’s creature THEN the cast is rewound (701.21a)',
    given: game([theirs('bear', 2, 2), sorcery('reap', [])]),
    when: [cast('reap', undefined, { sacrifice: ['bear'] })],
    then: (r) => [rewound(r), zoneOf(r, 'bear')],
    expected: [['cost-sacrifice'], 'battlefield'],
  },
  {
    name: 'GIVEN a "whenever you cast a spell" permanent WHEN A casts a spell THEN it triggers and resolves first (601.2i, 603.2)',
    given: game([obj({ id: 'monk', pt: [1, 1] }, { triggers: [castTrigger] }), bolt('shock', 2)]),
    when: [cast('shock', { any: ['B'] }), resolveAll],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B'), r.trace.filter((s) => s.key === 'stack.resolves').map((s) => s.params.kind)],
    expected: [21, 18, ['triggered', 'spell']],
    rules: ['601.2i', '603.2', '603.3'],
  },
  {
    name: 'GIVEN a "whenever you cast" permanent WHEN a creature is put onto the battlefield (not cast) THEN nothing triggers',
    given: game([obj({ id: 'monk', pt: [1, 1] }, { triggers: [castTrigger] }), obj({ id: 'bear', zone: 'hand', pt: [2, 2] })]),
    when: [{ kind: 'move', object: 'bear', to: 'battlefield' }],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'bear')],
    expected: [20, 'battlefield'],
    notKeys: ['trigger.triggers', 'cast.cast'],
  },
  {
    name: 'GIVEN a spell on the stack WHEN it is copied THEN the copy is not cast: no cast trigger; both resolve (707.10, 707.10a)',
    given: game([obj({ id: 'monk', pt: [1, 1] }, { triggers: [castTrigger] }), bolt('shock', 2)]),
    when: [cast('shock', { any: ['B'] }), resolveTop, { kind: 'copy-spell', spell: 'shock' }, resolveAll],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B'), r.final.objects.filter((o) => o.isCopy).length, r.trace.filter((s) => s.key === 'trigger.triggers').length],
    expected: [21, 16, 0, 1],
    rules: ['707.10', '707.10a'],
  },
  {
    name: 'GIVEN a copy WHEN new targets are chosen THEN the copy hits the new target (707.10c)',
    given: game([theirs('bear', 2, 2), bolt('shock', 2)]),
    when: [cast('shock', { any: ['B'] }), { kind: 'copy-spell', spell: 'shock', targets: { any: ['bear'] } }, resolveAll],
    then: (r) => [lifeOf(r, 'B'), zoneOf(r, 'bear')],
    expected: [18, 'graveyard'],
  },
  {
    name: 'GIVEN a split second spell on the stack WHEN B tries to respond with an instant THEN it is rewound (702.61a)',
    given: game([sorcery('sudden', [{ kind: 'life', amount: -3, player: 'opponent' }], [], 'A', { keywords: ['split second'] }), instant('heal', [{ kind: 'life', amount: 3, player: 'you' }], [], 'B')]),
    when: [cast('sudden'), { kind: 'pass' }, cast('heal'), resolveAll],
    then: (r) => [rewound(r), lifeOf(r, 'B'), zoneOf(r, 'heal')],
    expected: [['split-second'], 17, 'hand'],
    rules: ['702.61a'],
  },
  {
    name: 'GIVEN a split second spell on the stack WHEN a triggered ability triggers THEN it still goes on the stack and resolves (702.61b)',
    given: game([obj({ id: 'monk', pt: [1, 1] }, { triggers: [castTrigger] }), sorcery('sudden', [{ kind: 'life', amount: -3, player: 'opponent' }], [], 'A', { keywords: ['split second'] })]),
    when: [cast('sudden'), resolveAll],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B')],
    expected: [21, 17],
  },
  {
    name: 'GIVEN a spell in the graveyard WHEN A tries to cast it THEN it is rewound (no permission to cast from there, 601.2a)',
    given: game([bolt('shock', 2, 'A', { zone: 'graveyard' })]),
    when: [cast('shock', { any: ['B'] })],
    then: (r) => rewound(r),
    expected: ['zone'],
  },
];

const illegalThenLegal: Action[] = [cast('tap-two', { creatures: ['bear', 'bear'] }), cast('tap-two', { creatures: ['bear', 'elk'] }), resolveTop];
rows.push({
  name: 'GIVEN a rewound cast WHEN the player then casts it legally THEN the game went on as if the first never happened (733.1)',
  given: game([creature('bear', 2, 2), creature('elk', 2, 2), tapTwo]),
  when: illegalThenLegal,
  then: (r) => r.final.objects.filter((o) => o.zone === 'battlefield').map((o) => o.tapped),
  expected: [true, true],
});

describe('casting (601.2, 601.3, 117.1a, 101.2, 702.61, 707.10)', () => {
  for (const row of rows) checkRow(row);
});

const familiar = obj({ id: 'familiar', colors: ['R'], pt: [1, 1] }, { costReduction: { text: 'Black and green spells you cast cost {1} less.', amount: 1, filter: { kind: 'filter', colors: ['B', 'G'] } } });
const reap = obj({ id: 'reap', name: "Altar's Reap", types: ['Instant'], colors: ['B'], zone: 'hand' }, { manaCost: '{1}{B}', spell: { text: 'Draw two cards.', effects: [{ kind: 'draw', amount: 2, player: 'you' }] } });
const lib = (id: string) => obj({ id, zone: 'library', pt: [1, 1] });

describe('total cost (601.2f) — seed 000 / CR 601.2f example (Altar’s Reap, Thunderscape Familiar)', () => {
  for (const row of [
    {
      name: 'GIVEN a {1} reducer for black spells WHEN Altar’s Reap is cast sacrificing the reducer itself THEN the total cost {B} was locked in first (601.2f, 601.2h)',
      given: game([familiar, reap, lib('c1'), lib('c2')]),
      when: [cast('reap', undefined, { sacrifice: ['familiar'] }), resolveTop],
      then: (r: Resolution) => [r.trace.find((s) => s.key === 'cast.cost')?.params.total, zoneOf(r, 'familiar'), zoneOf(r, 'c1'), zoneOf(r, 'c2')],
      expected: ['{B}', 'graveyard', 'hand', 'hand'],
      rules: ['601.2f', '601.2h'],
    },
    {
      name: 'GIVEN the reducer WHEN a red spell is cast THEN no reduction applies',
      given: game([familiar, bolt('shock', 2)]),
      when: [cast('shock', { any: ['B'] })],
      then: (r: Resolution) => r.trace.find((s) => s.key === 'cast.cost')?.params.total,
      expected: '{R}',
    },
    {
      name: 'GIVEN an opponent’s reducer WHEN A casts a black spell THEN it doesn’t apply (it reduces its controller’s spells)',
      given: game([obj({ ...familiar.spec, controller: 'B' }, familiar.extra), reap, lib('c1'), lib('c2')]),
      when: [cast('reap')],
      then: (r: Resolution) => r.trace.find((s) => s.key === 'cast.cost')?.params.total,
      expected: '{1}{B}',
    },
  ] as Row[]) checkRow(row);
});
