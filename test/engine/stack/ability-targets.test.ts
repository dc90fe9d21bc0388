/**
 * Issue 14 (cards52a): abilities on the stack as targets (115.2 b) — "counter target activated or triggered ability",
 * "counter target spell, activated ability, or triggered ability" (701.6a). An ability is chosen by its stack item id;
 * a spec names which kinds it takes; an ability can't target itself (115.5); a permanent isn't an ability.
 */
import '../../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { describe } from 'vitest';
import { bolt, cast, checkRow, creature, game, instant, lifeOf, obj, pass, resolveAll, sorcery, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';
import type { TargetSpec } from '../../../src/engine/types.ts';

const BOTH: TargetSpec = { word: 'ability', abilities: ['activated', 'triggered'] };
const ACTIVATED: TargetSpec = { word: 'ability', abilities: ['activated'] };
const SPELL_OR_ABILITY: TargetSpec = { word: 'spell', objects: { kind: 'filter', zone: 'stack' }, abilities: ['activated', 'triggered'] };
const stifle = (id: string, spec: TargetSpec) => instant(id, [{ kind: 'counter', target: spec.word }], [spec], 'B');
// A's creature with "{T}: you gain 3 life" (an activated ability on the stack as ability-1).
const healer = creature('healer', 1, 1, {}, { activated: [{ text: '{T}: You gain 3 life.', tap: true, effects: [{ kind: 'life', amount: 3, player: 'you' }] }] });
// A's artifact with "Whenever a creature dies, you gain 1 life." (a triggered ability on the stack as ability-1).
const altar = obj({ id: 'altar', types: ['Artifact'], pt: null }, { triggers: [{ event: 'dies', who: 'any', filter: { kind: 'filter', types: ['Creature'] }, text: 'Whenever a creature dies, you gain 1 life.', effects: [{ kind: 'life', amount: 1, player: 'you' }] }] });
const killBear = [creature('bear', 2, 2), sorcery('ruin', [{ kind: 'destroy', object: 'bear' }])];
const rewound = (r: Parameters<Row['then']>[0]): number => r.trace.filter((s) => s.key === 'cast.rewound').length;

const rows: Row[] = [
  {
    name: 'GIVEN "counter target activated or triggered ability" WHEN it targets an activated ability THEN the ability is countered and does nothing (701.6a)',
    given: game([healer, stifle('stifle', BOTH)]),
    when: [{ kind: 'activate', object: 'healer' }, pass, cast('stifle', { ability: ['ability-1'] }), resolveAll],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'stifle')],
    expected: [20, 'graveyard'],
    rules: ['701.6a'],
    keys: ['counter.countered'],
  },
  {
    name: 'GIVEN "counter target activated or triggered ability" WHEN it targets a triggered ability THEN that trigger is countered (701.6a)',
    given: game([altar, ...killBear, stifle('stifle', BOTH)]),
    when: [cast('ruin'), { kind: 'resolve' }, pass, cast('stifle', { ability: ['ability-1'] }), resolveAll],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'bear')],
    expected: [20, 'graveyard'],
    keys: ['counter.countered'],
  },
  {
    name: 'GIVEN "counter target activated ability" WHEN it targets a triggered ability THEN the cast is rewound: not a legal target (115.1)',
    given: game([altar, ...killBear, stifle('stifle', ACTIVATED)]),
    when: [cast('ruin'), { kind: 'resolve' }, pass, cast('stifle', { ability: ['ability-1'] })],
    then: rewound,
    expected: 1,
  },
  {
    name: 'GIVEN "counter target activated or triggered ability" WHEN it targets the permanent whose ability it is THEN the cast is rewound: a permanent is not an ability',
    given: game([healer, stifle('stifle', BOTH)]),
    when: [{ kind: 'activate', object: 'healer' }, pass, cast('stifle', { ability: ['healer'] })],
    then: rewound,
    expected: 1,
  },
  {
    name: 'GIVEN "counter target activated or triggered ability" WHEN it targets a spell THEN the cast is rewound: a spell is not an ability',
    given: game([bolt('shock', 2), stifle('stifle', BOTH)]),
    when: [cast('shock', { any: ['B'] }), pass, cast('stifle', { ability: ['shock'] })],
    then: rewound,
    expected: 1,
  },
  {
    name: 'GIVEN "counter target spell, activated ability, or triggered ability" WHEN it targets a spell THEN the spell is countered',
    given: game([bolt('shock', 2), stifle('disallow', SPELL_OR_ABILITY)]),
    when: [cast('shock', { any: ['B'] }), pass, cast('disallow', { spell: ['shock'] }), resolveAll],
    then: (r) => [lifeOf(r, 'B'), zoneOf(r, 'shock')],
    expected: [20, 'graveyard'],
  },
  {
    name: 'GIVEN "counter target spell, activated ability, or triggered ability" WHEN it targets an activated ability THEN the ability is countered',
    given: game([healer, stifle('disallow', SPELL_OR_ABILITY)]),
    when: [{ kind: 'activate', object: 'healer' }, pass, cast('disallow', { spell: ['ability-1'] }), resolveAll],
    then: (r) => lifeOf(r, 'A'),
    expected: 20,
    keys: ['counter.countered'],
  },
  {
    name: 'GIVEN two abilities counter each other WHEN the targeted one already left the stack THEN the counter does nothing to it (608.2b)',
    given: game([healer, stifle('stifle', BOTH), stifle('stifle2', BOTH)]),
    when: [{ kind: 'activate', object: 'healer' }, pass, cast('stifle', { ability: ['ability-1'] }), cast('stifle2', { ability: ['ability-1'] }), resolveAll],
    then: (r) => [lifeOf(r, 'A'), r.trace.filter((s) => s.key === 'counter.countered').length],
    expected: [20, 1],
  },
];

describe('abilities on the stack as targets (115.2 b, 701.6a)', () => {
  rows.forEach(checkRow);
});
