/**
 * Targets and resolution (115, 608.2b): hexproof (opponents only, 702.11b), shroud (702.18a),
 * protection (702.16b), ward (702.21a); illegal targets on resolution are unaffected; all illegal ->
 * the spell doesn't resolve and isn't countered; partial -> the rest happens. Countering (701.6).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import type { Action, GameState, Resolution } from '../../../src/engine/types.ts';
import { anyTarget, bolt, cast, checkRow, counterspell, creature, creatureTarget, damageOf, game, instant, lifeOf, pass, resolveAll, resolveTop, spellTarget, stackDepth, theirs, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const rewound = (r: { trace: { key: string; params: Record<string, unknown> }[] }) => r.trace.filter((s) => s.key === 'cast.rewound').map((s) => s.params.detail);
const bounce = (owner = 'B') => instant('unsummon', [{ kind: 'return-to-hand', target: 'creature' }], [creatureTarget()], owner);
// Sorin's Thirst (seed 000 / CR 608.2b example shape): 2 damage to target creature and you gain 2 life.
const thirst = instant('thirst', [{ kind: 'damage', amount: 2, target: 'creature' }, { kind: 'life', amount: 2, player: 'you' }], [creatureTarget()], 'A', { colors: ['B'] });
// Plague Spores: destroy target nonblack creature and target land.
const spores = instant(
  'spores',
  [{ kind: 'destroy', target: 'creature' }, { kind: 'destroy', target: 'land' }],
  [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'], notColors: ['B'] } }, { word: 'land', objects: { kind: 'filter', types: ['Land'] } }],
  'A',
  { colors: ['B', 'R'] },
);
const land = (id: string, controller = 'B') => ({ spec: { id, types: ['Land' as const], pt: null, controller }, extra: {} });

// A spell that may target only a creature with exactly two colors (a filter on the number of colors).
const twoColorKill = instant('pick', [{ kind: 'destroy', target: 'creature' }], [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'], colorCount: { exactly: 2 } } }], 'A');

const rows: Row[] = [
  {
    name: 'GIVEN a target filter "exactly two colors" WHEN A targets a one-colored creature THEN the cast is rewound (601.2e)',
    given: game([theirs('mono', 2, 2, { colors: ['G'] }), twoColorKill]),
    when: [cast('pick', { creature: ['mono'] })],
    then: (r) => zoneOf(r, 'pick'),
    expected: 'hand',
    rules: ['601.2e'],
  },
  {
    name: 'GIVEN a target filter "exactly two colors" WHEN A targets a two-colored creature THEN it is destroyed',
    given: game([theirs('duo', 2, 2, { colors: ['G', 'W'] }), twoColorKill]),
    when: [cast('pick', { creature: ['duo'] }), resolveTop],
    then: (r) => zoneOf(r, 'duo'),
    expected: 'graveyard',
  },
  {
    name: 'GIVEN B’s creature with hexproof WHEN A targets it THEN the cast is rewound (702.11b)',
    given: game([theirs('troll', 2, 2, { keywords: ['hexproof'] }), bolt('shock', 2)]),
    when: [cast('shock', { any: ['troll'] })],
    then: (r) => [rewound(r), zoneOf(r, 'shock')],
    expected: [['troll: hexproof'], 'hand'],
    rules: ['702.11b', '601.2e'],
  },
  {
    name: 'GIVEN A’s own creature with hexproof WHEN A targets it THEN it may (hexproof only stops opponents, 702.11b)',
    given: game([creature('troll', 2, 2, { keywords: ['hexproof'] }), bolt('shock', 2)]),
    when: [cast('shock', { any: ['troll'] }), resolveTop],
    then: (r) => zoneOf(r, 'troll'),
    expected: 'graveyard',
  },
  {
    name: 'GIVEN A’s own creature with shroud WHEN A targets it THEN the cast is rewound (702.18a)',
    given: game([creature('wisp', 1, 1, { keywords: ['shroud'] }), bolt('shock', 2)]),
    when: [cast('shock', { any: ['wisp'] })],
    then: (r) => rewound(r),
    expected: ['wisp: shroud'],
    rules: ['702.18a'],
  },
  {
    name: 'GIVEN protection from red WHEN a red spell targets it THEN rewound; a blue spell may target it (702.16b)',
    given: game([theirs('knight', 2, 2, { keywords: ['protection from red'] }), bolt('shock', 2), bounce('A')]),
    when: [cast('shock', { any: ['knight'] }), cast('unsummon', { creature: ['knight'] }), resolveTop],
    then: (r) => [rewound(r), zoneOf(r, 'knight')],
    expected: [['knight: protection red'], 'hand'],
    rules: ['702.16b'],
  },
  {
    name: 'GIVEN protection from red WHEN a red creature’s ability targets it THEN rewound (abilities from a red source, 702.16b)',
    given: (() => {
      const g = game([theirs('knight', 2, 2, { keywords: ['protection from red'] }), creature('pinger', 1, 1, { colors: ['R'] }, { activated: [{ text: '{T}: 1 damage', tap: true, targets: [anyTarget], effects: [{ kind: 'damage', amount: 1, target: 'any' }] }] })]);
      return g;
    })(),
    when: [{ kind: 'activate', object: 'pinger', targets: { any: ['knight'] } }],
    then: (r) => [r.trace.filter((s) => s.key === 'activate.rewound').map((s) => s.params.detail), stackDepth(r)],
    expected: [['knight: protection red'], 0],
  },
  {
    name: 'GIVEN Shock at a creature WHEN the creature is bounced in response THEN Shock doesn’t resolve and is not countered (608.2b)',
    given: game([theirs('bear', 2, 2), bolt('shock', 2), bounce()]),
    when: [cast('shock', { any: ['bear'] }), pass, cast('unsummon', { creature: ['bear'] }), resolveAll],
    then: (r) => [zoneOf(r, 'bear'), zoneOf(r, 'shock'), r.trace.some((s) => s.key === 'counter.countered')],
    expected: ['hand', 'graveyard', false],
    rules: ['608.2b'],
    keys: ['stack.fizzles', 'target.illegal'],
  },
  {
    name: 'CR 608.2b example (Sorin’s Thirst): target gone -> no damage AND no life gain (the spell doesn’t resolve)',
    given: game([theirs('bear', 2, 2), thirst, bounce()]),
    when: [cast('thirst', { creature: ['bear'] }), pass, cast('unsummon', { creature: ['bear'] }), resolveAll],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'bear')],
    expected: [20, 'hand'],
    keys: ['stack.fizzles'],
  },
  {
    name: 'CR 608.2b example (Plague Spores): the creature became illegal, the land is still destroyed (partial)',
    given: game([theirs('bear', 2, 2), land('island'), spores, instant('paint', [{ kind: 'apply-effect', target: 'creature', effect: { text: 'becomes black', affects: { kind: 'source' }, modifications: [{ kind: 'set-colors', colors: ['B'] }], duration: { kind: 'end-of-turn' } } }], [creatureTarget()], 'B')]),
    when: [cast('spores', { creature: ['bear'], land: ['island'] }), pass, cast('paint', { creature: ['bear'] }), resolveAll],
    then: (r) => [zoneOf(r, 'bear'), zoneOf(r, 'island')],
    expected: ['battlefield', 'graveyard'],
    rules: ['608.2b'],
    keys: ['target.illegal'],
    notKeys: ['stack.fizzles'],
  },
  {
    name: 'GIVEN a target that gains hexproof in response WHEN the spell resolves THEN that target is illegal (608.2b)',
    given: game([theirs('bear', 2, 2), bolt('shock', 2), instant('veil', [{ kind: 'apply-effect', target: 'creature', effect: { text: 'gains hexproof', affects: { kind: 'source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'hexproof' }] }], duration: { kind: 'end-of-turn' } } }], [creatureTarget()], 'B')]),
    when: [cast('shock', { any: ['bear'] }), pass, cast('veil', { creature: ['bear'] }), resolveAll],
    then: (r) => [zoneOf(r, 'bear'), damageOf(r, 'bear')],
    expected: ['battlefield', 0],
    rules: ['608.2b', '702.11b'],
  },
  {
    name: 'GIVEN a counterspell WHEN B counters A’s spell THEN it goes to A’s graveyard with no refund (701.6a, 701.6b)',
    given: game([bolt('shock', 2), counterspell('cancel')]),
    when: [cast('shock', { any: ['B'] }), pass, cast('cancel', { spell: ['shock'] }), resolveAll],
    then: (r) => [lifeOf(r, 'B'), zoneOf(r, 'shock'), r.final.objects.find((o) => o.id.startsWith('shock'))?.owner, zoneOf(r, 'cancel')],
    expected: [20, 'graveyard', 'A', 'graveyard'],
    rules: ['701.6a', '701.6b'],
  },
  {
    name: 'GIVEN a spell that can’t be countered WHEN targeted by a counterspell THEN it resolves anyway (101.2)',
    given: game([bolt('shock', 2, 'A', {}), counterspell('cancel')].map((x, i) => (i === 0 ? { ...x, extra: { ...x.extra, spell: { ...x.extra.spell!, cantBeCountered: true } } } : x))),
    when: [cast('shock', { any: ['B'] }), pass, cast('cancel', { spell: ['shock'] }), resolveAll],
    then: (r) => lifeOf(r, 'B'),
    expected: 18,
    keys: ['counter.cant'],
    rules: ['101.2'],
  },
  {
    name: 'GIVEN a counterspell whose target spell already left WHEN it resolves THEN it doesn’t resolve (608.2b)',
    given: game([bolt('shock', 2), counterspell('cancel'), counterspell('cancel2', 'A')]),
    when: [cast('shock', { any: ['B'] }), pass, cast('cancel', { spell: ['shock'] }), pass, cast('cancel2', { spell: ['cancel'] }), resolveAll],
    then: (r) => [lifeOf(r, 'B'), zoneOf(r, 'cancel')],
    expected: [18, 'graveyard'],
  },
  {
    name: 'GIVEN ward {2} WHEN A targets B’s warded creature and doesn’t pay THEN the spell is countered (702.21a)',
    given: game([theirs('drake', 2, 2, { keywords: ['ward {2}'] }), bolt('shock', 2)]),
    when: [cast('shock', { any: ['drake'] }), resolveAll],
    then: (r) => [zoneOf(r, 'drake'), zoneOf(r, 'shock')],
    expected: ['battlefield', 'graveyard'],
    rules: ['702.21a', '701.6a'],
    keys: ['counter.countered'],
  },
  {
    name: 'GIVEN ward {2} WHEN A pays THEN the spell resolves (702.21a)',
    given: game([theirs('drake', 2, 2, { keywords: ['ward {2}'] }), bolt('shock', 2)]),
    when: [cast('shock', { any: ['drake'] }), { kind: 'resolve', pay: true }, resolveAll],
    then: (r) => zoneOf(r, 'drake'),
    expected: 'graveyard',
    keys: ['counter.paid'],
  },
  {
    name: 'GIVEN ward on A’s own creature WHEN A targets it THEN ward doesn’t trigger (only opponents, 702.21a)',
    given: game([creature('drake', 2, 2, { keywords: ['ward {2}'] }), bolt('shock', 2)]),
    when: [cast('shock', { any: ['drake'] }), resolveAll],
    then: (r) => zoneOf(r, 'drake'),
    expected: 'graveyard',
    notKeys: ['trigger.triggers'],
  },
  {
    name: 'GIVEN two targets of one word WHEN one becomes illegal THEN only the other is affected (608.2b)',
    given: game([theirs('bear', 2, 2), theirs('elk', 2, 2), instant('double', [{ kind: 'destroy', target: 'creatures' }], [{ word: 'creatures', count: 2, objects: { kind: 'filter', types: ['Creature'] } }]), bounce()]),
    when: [cast('double', { creatures: ['bear', 'elk'] }), pass, cast('unsummon', { creature: ['elk'] }), resolveAll],
    then: (r) => [zoneOf(r, 'bear'), zoneOf(r, 'elk')],
    expected: ['graveyard', 'hand'],
  },
  {
    name: 'GIVEN a spell that targets a player with hexproof? (players have none) WHEN it targets B THEN legal',
    given: game([bolt('shock', 2)]),
    when: [cast('shock', { any: ['B'] }), resolveAll],
    then: (r) => lifeOf(r, 'B'),
    expected: 18,
  },
];

describe('targets, resolution and countering (115, 608.2b, 701.6, 702.11, 702.16, 702.18, 702.21)', () => {
  for (const row of rows) checkRow(row);
});

/**
 * Issue 13: "counter … unless its controller pays" (118.12a) is a choice of that player; the run records it as a typed
 * choice (engine/choices.ts) with stack item ids — the countered item, the one countering, the source of an ability
 * that counters and whether it is ward's (702.21a) — which the answer layer reads instead of the trace.
 */
describe('GIVEN a counter unless its controller pays THEN the run records the payment choice (118.12a, 702.21a)', () => {
  const leak = (owner = 'B') => instant('leak', [{ kind: 'counter-unless-pay', cost: '{3}', target: 'spell' }], [spellTarget], owner);
  const unless = (r: Resolution) => r.choices.flatMap((c) => (c.kind === 'unless-payment' ? [{ item: c.item, ward: c.ward, paid: c.paid, payer: c.payer, cost: c.cost, fromAbility: c.abilityOf !== null }] : []));
  it.each<[string, GameState, Action[], ReturnType<typeof unless>]>([
    ['ward {2}, not paid: countered', game([theirs('drake', 2, 2, { keywords: ['ward {2}'] }), bolt('shock', 2)]), [cast('shock', { any: ['drake'] }), resolveAll], [{ item: 'shock~1', ward: true, paid: false, payer: 'A', cost: '{2}', fromAbility: true }]],
    ['ward {2}, paid: the spell stays', game([theirs('drake', 2, 2, { keywords: ['ward {2}'] }), bolt('shock', 2)]), [cast('shock', { any: ['drake'] }), { kind: 'resolve', pay: true }, resolveAll], [{ item: 'shock~1', ward: true, paid: true, payer: 'A', cost: '{2}', fromAbility: true }]],
    ['a spell\'s "unless its controller pays {3}", not paid', game([creature('bear', 2, 2), bolt('shock', 2), leak()]), [cast('shock', { any: ['bear'] }), pass, cast('leak', { spell: ['shock'] }), resolveTop], [{ item: 'shock~1', ward: false, paid: false, payer: 'A', cost: '{3}', fromAbility: false }]],
    ['a plain counterspell: no payment asked', game([creature('bear', 2, 2), bolt('shock', 2), counterspell('cancel')]), [cast('shock', { any: ['bear'] }), pass, cast('cancel', { spell: ['shock'] }), resolveTop], []],
  ])('%s', (_, given, when, expected) => {
    expect(unless(resolve(given, when))).toEqual(expected);
  });
});
