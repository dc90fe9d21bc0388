/**
 * More variations: per-event look-back (603.10a), a copy of a permanent spell becomes a token
 * (608.3f), last known information of a lifelink source (608.2h, 702.15b), sacrifice of your own
 * permanents only (701.21a), draw (121.1), abilities losing all abilities (613.1f), triggered
 * ability targets, priority order, unmodelled stops.
 */
import '../../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { anyTarget, bolt, cast, checkRow, creature, creatureTarget, game, instant, lifeOf, obj, pass, resolveAll, resolveTop, sorcery, stackDepth, theirs, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const blood = (id: string) => obj({ id, types: ['Artifact'], pt: null }, { triggers: [{ event: 'dies', who: 'any', filter: { kind: 'filter', types: ['Creature'] }, text: 'Whenever a creature dies, you gain 1 life.', effects: [{ kind: 'life', amount: 1, player: 'you' }] }] });

const rows: Row[] = [
  {
    name: 'GIVEN a spell "destroy the artifact, then destroy the creature" WHEN it resolves THEN the artifact (gone first) doesn’t see the death (603.10a)',
    given: game([blood('altar'), creature('bear', 2, 2), sorcery('ruin', [{ kind: 'destroy', object: 'altar' }, { kind: 'destroy', object: 'bear' }])]),
    when: [cast('ruin'), resolveAll],
    then: (r) => [lifeOf(r, 'A'), r.trace.filter((s) => s.key === 'trigger.triggers').length],
    expected: [20, 0],
  },
  {
    name: 'GIVEN "destroy the creature, then the artifact" WHEN it resolves THEN the artifact sees the earlier death (603.10a)',
    given: game([blood('altar'), creature('bear', 2, 2), sorcery('ruin', [{ kind: 'destroy', object: 'bear' }, { kind: 'destroy', object: 'altar' }])]),
    when: [cast('ruin'), resolveAll],
    then: (r) => lifeOf(r, 'A'),
    expected: 21,
  },
  {
    name: 'GIVEN an artifact creature with "whenever a creature dies" WHEN it and another die to the same damage SBA THEN it sees both (704.3, 603.10a)',
    given: game([obj({ id: 'golem', types: ['Artifact', 'Creature'], pt: [1, 1] }, { triggers: [{ event: 'dies', who: 'any', filter: { kind: 'filter', types: ['Creature'] }, text: 'gain 1', effects: [{ kind: 'life', amount: 1, player: 'you' }] }] }), creature('bear', 2, 2), sorcery('quake', [{ kind: 'damage', amount: 2, object: 'golem' }, { kind: 'damage', amount: 2, object: 'bear' }])]),
    when: [cast('quake'), resolveAll],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'golem'), zoneOf(r, 'bear')],
    expected: [22, 'graveyard', 'graveyard'],
  },
  {
    name: 'GIVEN a copy of a creature spell WHEN it resolves THEN it becomes a token (608.3f)',
    given: game([obj({ id: 'cub', zone: 'hand', pt: [2, 2] })]),
    when: [cast('cub'), { kind: 'copy-spell', spell: 'cub' }, resolveAll],
    then: (r) => r.final.objects.filter((o) => o.zone === 'battlefield').map((o) => o.isToken).sort(),
    expected: [false, true],
    rules: ['608.3f', '707.10'],
  },
  {
    name: 'GIVEN a lifelink pinger’s ability on the stack WHEN the pinger is destroyed in response THEN its controller still gains life (608.2h, 702.15b)',
    given: game([creature('pinger', 1, 1, { keywords: ['lifelink'], colors: ['R'] }, { activated: [{ text: '{T}: 1 damage to any target.', tap: true, targets: [anyTarget], effects: [{ kind: 'damage', amount: 1, target: 'any' }] }] }), instant('kill', [{ kind: 'destroy', target: 'creature' }], [creatureTarget()], 'B')]),
    when: [{ kind: 'activate', object: 'pinger', targets: { any: ['B'] } }, pass, cast('kill', { creature: ['pinger'] }), resolveAll],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B')],
    expected: [21, 19],
    rules: ['608.2h', '702.15b', '113.7a'],
  },
  {
    name: 'GIVEN "sacrifice target creature" WHEN it targets B’s creature THEN nothing is sacrificed (701.21a)',
    given: game([theirs('bear', 2, 2), sorcery('edict', [{ kind: 'sacrifice', target: 'creature' }], [creatureTarget()])]),
    when: [cast('edict', { creature: ['bear'] }), resolveTop],
    then: (r) => zoneOf(r, 'bear'),
    expected: 'battlefield',
    rules: ['701.21a'],
    keys: ['stack.effect-skipped'],
  },
  {
    name: 'GIVEN an indestructible creature WHEN its controller sacrifices it THEN it goes to the graveyard (701.21a)',
    given: game([creature('god', 5, 5, { keywords: ['indestructible'] }), sorcery('offer', [{ kind: 'sacrifice', object: 'god' }])]),
    when: [cast('offer'), resolveTop],
    then: (r) => zoneOf(r, 'god'),
    expected: 'graveyard',
  },
  {
    name: 'GIVEN a library WHEN a spell says draw two THEN the two top cards go to the hand (121.1)',
    given: game([obj({ id: 'c1', zone: 'library', pt: [1, 1] }), obj({ id: 'c2', zone: 'library', pt: [1, 1] }), obj({ id: 'c3', zone: 'library', pt: [1, 1] }), instant('think', [{ kind: 'draw', amount: 2, player: 'you' }])]),
    when: [cast('think'), resolveTop],
    then: (r) => ['c1', 'c2', 'c3'].map((c) => zoneOf(r, c)),
    expected: ['hand', 'hand', 'library'],
    rules: ['121.1'],
  },
  {
    name: 'GIVEN a creature that lost all abilities (unlocked static) WHEN it dies THEN its dies trigger doesn’t exist (613.1f)',
    given: (() => {
      const g = game([creature('martyr', 1, 1, {}, { triggers: [{ event: 'dies', text: 'gain 2', effects: [{ kind: 'life', amount: 2, player: 'you' }] }] })]);
      g.effects = [...g.effects, { id: 'humble', source: null, controller: 'B', text: 'All creatures lose all abilities.', timestamp: 50, affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'lose-all-abilities' }], duration: { kind: 'indefinite' }, lockedIds: null }];
      g.nextTimestamp = 60;
      return g;
    })(),
    when: [{ kind: 'destroy', object: 'martyr' }],
    then: (r) => [lifeOf(r, 'A'), stackDepth(r)],
    expected: [20, 0],
    notKeys: ['trigger.triggers'],
  },
  {
    name: 'GIVEN an ETB "deal 2 to target creature" with its target chosen WHEN it enters THEN the chosen creature is dealt 2',
    given: game([theirs('bear', 2, 2), obj({ id: 'imp', zone: 'hand', pt: [1, 1] }, { triggers: [{ event: 'enters', text: '2 damage to target creature', targets: [creatureTarget()], choose: { creature: ['bear'] }, effects: [{ kind: 'damage', amount: 2, target: 'creature' }] }] })]),
    when: [cast('imp'), resolveAll],
    then: (r) => zoneOf(r, 'bear'),
    expected: 'graveyard',
  },
  {
    name: 'GIVEN three passes in a row with two players WHEN the stack has two objects THEN the top resolves after two passes and A gets priority (117.3b)',
    given: game([bolt('shock', 2), bolt('zap', 1)]),
    when: [cast('shock', { any: ['B'] }), cast('zap', { any: ['B'] }), pass, pass, pass],
    then: (r) => [lifeOf(r, 'B'), stackDepth(r), r.final.priority],
    expected: [19, 1, { player: 'B', passes: 1 }],
  },
  {
    name: 'GIVEN a counterspell WHEN it targets an ability on the stack? (spell filter) THEN the cast is rewound: abilities aren’t spells',
    given: game([creature('pinger', 1, 1, {}, { activated: [{ text: 'gain 1', effects: [{ kind: 'life', amount: 1, player: 'you' }] }] }), instant('cancel', [{ kind: 'counter', target: 'spell' }], [{ word: 'spell', objects: { kind: 'filter', zone: 'stack' } }], 'B')]),
    when: [{ kind: 'activate', object: 'pinger' }, pass, cast('cancel', { spell: ['ability-1'] })],
    then: (r) => r.trace.filter((s) => s.key === 'cast.rewound').length,
    expected: 1,
  },
  {
    name: 'GIVEN "counter target spell" WHEN it targets itself? THEN impossible: a spell can’t target itself (115.5) — here it targets the other spell',
    given: game([bolt('shock', 2), instant('cancel', [{ kind: 'counter', target: 'spell' }], [{ word: 'spell', objects: { kind: 'filter', zone: 'stack' } }], 'B')]),
    when: [cast('shock', { any: ['B'] }), pass, cast('cancel', { spell: ['shock'] }), resolveTop],
    then: (r) => [zoneOf(r, 'shock'), lifeOf(r, 'B')],
    expected: ['graveyard', 20],
  },
  {
    name: 'GIVEN B owns a card A controls on the stack (stolen spell)? WHEN countered THEN it goes to its OWNER’s graveyard (701.6a, 400.3)',
    given: (() => {
      const g = game([bolt('shock', 2, 'A'), instant('cancel', [{ kind: 'counter', target: 'spell' }], [{ word: 'spell', objects: { kind: 'filter', zone: 'stack' } }], 'B')]);
      return g;
    })(),
    when: [cast('shock', { any: ['B'] }), pass, cast('cancel', { spell: ['shock'] }), resolveAll],
    then: (r) => r.final.objects.filter((o) => o.zone === 'graveyard').map((o) => [o.id.split('~')[0], o.owner]).sort(),
    expected: [['cancel', 'B'], ['shock', 'A']],
  },
];

describe('stack variations', () => {
  for (const row of rows) checkRow(row);
  it('GIVEN a triggered ability with legal targets but no choice THEN the run stops as unmodelled rather than guess (603.3d)', () => {
    const g = game([theirs('bear', 2, 2), obj({ id: 'imp', zone: 'hand', pt: [1, 1] }, { triggers: [{ event: 'enters', text: '2 damage', targets: [creatureTarget()], effects: [{ kind: 'damage', amount: 2, target: 'creature' }] }] })]);
    const r = resolve(g, [cast('imp'), resolveTop]);
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe('unmodelled');
  });
  it('GIVEN a step change with a non-empty stack THEN illegal (405.5)', () => {
    const r = resolve(game([bolt('shock', 2)]), [cast('shock', { any: ['B'] }), { kind: 'begin-step', step: 'end' }]);
    expect(r.error?.code).toBe('illegal_action');
  });
  it('GIVEN the input state THEN resolve never mutates it (purity)', () => {
    const g = game([bolt('shock', 2), creature('bear', 2, 2)]);
    const before = JSON.stringify(g);
    resolve(g, [cast('shock', { any: ['bear'] }), resolveAll]);
    expect(JSON.stringify(g)).toBe(before);
  });
});

const more: Row[] = [
  {
    name: 'GIVEN a reflexive "when you do" after a sacrifice that couldn’t happen THEN it doesn’t trigger (603.12)',
    given: game([obj({ id: 'manticore', zone: 'hand', pt: [4, 3] }, { triggers: [{ event: 'enters', text: 'sacrifice the ogre; when you do, 2 damage', effects: [{ kind: 'sacrifice', object: 'ogre' }, { kind: 'reflexive', ability: { text: '2 damage to any target', targets: [anyTarget], choose: { any: ['B'] }, effects: [{ kind: 'damage', amount: 2, target: 'any' }] } }] }] })]),
    when: [cast('manticore'), resolveAll],
    then: (r) => lifeOf(r, 'B'),
    expected: 20,
    notRules: ['603.12'],
  },
  {
    name: 'GIVEN ward {1} WHEN an opponent’s triggered ability targets the warded creature THEN ward counters it unless paid (702.21a)',
    given: game([theirs('drake', 2, 2, { keywords: ['ward {1}'] }), obj({ id: 'imp', zone: 'hand', pt: [1, 1] }, { triggers: [{ event: 'enters', text: '2 damage to target creature', targets: [creatureTarget()], choose: { creature: ['drake'] }, effects: [{ kind: 'damage', amount: 2, target: 'creature' }] }] })]),
    when: [cast('imp'), resolveAll],
    then: (r) => zoneOf(r, 'drake'),
    expected: 'battlefield',
    keys: ['counter.countered'],
  },
];

describe('stack variations (more)', () => {
  for (const row of more) checkRow(row);
  it('GIVEN protection from a quality the engine can’t judge THEN targeting stops as unmodelled', () => {
    const r = resolve(game([theirs('knight', 2, 2, { keywords: ['protection from the chosen player'] }), bolt('shock', 2)]), [cast('shock', { any: ['knight'] })]);
    expect(r.error?.code).toBe('unmodelled');
  });
  // (Protection from a creature type is judged now, 702.16a-b: a Shock with no subtypes may target a creature with protection from Goblins.)
  it('GIVEN protection from Goblins WHEN a spell with no subtypes targets it THEN the target is legal (702.16b)', () => {
    const r = resolve(game([theirs('knight', 2, 2, { keywords: ['protection from Goblins'] }), bolt('shock', 2)]), [cast('shock', { any: ['knight'] })]);
    expect(r.error).toBeUndefined();
  });
});

describe('activation costs', () => {
  checkRow({
    name: 'GIVEN "{1}, Sacrifice this: 2 damage to any target" WHEN activated THEN the source is sacrificed as a cost and the ability still resolves (602.2b, 113.7a)',
    given: game([obj({ id: 'bomb', types: ['Artifact'], pt: null }, { activated: [{ text: '{1}, Sacrifice this artifact: 2 damage to any target.', cost: '{1}, Sacrifice this artifact', sacrificeSelf: true, targets: [anyTarget], effects: [{ kind: 'damage', amount: 2, target: 'any' }] }] })]),
    when: [{ kind: 'activate', object: 'bomb', targets: { any: ['B'] } }, resolveTop],
    then: (r) => [zoneOf(r, 'bomb'), lifeOf(r, 'B')],
    expected: ['graveyard', 18],
    rules: ['701.21a', '113.7a'],
  });
  it('GIVEN a cost the engine can’t pay ("Pay 2 life") THEN it stops as unmodelled rather than ignore it', () => {
    const g = game([obj({ id: 'shrine', types: ['Artifact'], pt: null }, { activated: [{ text: 'Pay 2 life: draw', cost: 'Pay 2 life', effects: [] }] })]);
    expect(resolve(g, [{ kind: 'activate', object: 'shrine' }]).error?.code).toBe('unmodelled');
  });
});
