/**
 * Session 2 (H2): trigger events and choices on resolution, at the engine level. Becomes tapped /
 * untapped (603.2e), end of combat (511.2), state triggers (603.8), "lost all abilities" read from
 * the computed characteristics (613.1f, 603.6b), choices made while resolving (608.2d) with their
 * stated defaults and their errors, discard (701.9), "all <filter>" (608.2j), per-target processing
 * (608.2f), "for as long as you control" (611.2b) and lifelink through life-gain replacements.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { runLayers } from '../../../src/engine/layers/compute.ts';
import { formatProblems, parseScenario } from '../../../src/scenario/schema.ts';
import type { Action, SpellEffect, TriggeredAbility } from '../../../src/engine/types.ts';
import { checkRow, creature, game, lifeOf, obj, resolveAll, resolveTop, sorcery, stackDepth, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const gain = (n: number, extra: Partial<TriggeredAbility> & Pick<TriggeredAbility, 'event'>): TriggeredAbility => ({ text: `gain ${n} life`, effects: [{ kind: 'life', amount: n, player: 'you' }], ...extra });
const card = (id: string, owner = 'A', zone: 'hand' | 'library' = 'hand') => obj({ id, name: id, types: ['Sorcery'], colors: ['U'], zone, controller: owner });
const handOf = (r: { final: { objects: readonly { zone: string; owner: string }[] } }, p: string) => r.final.objects.filter((o) => o.zone === 'hand' && o.owner === p).length;
const humility = obj({ id: 'humility', types: ['Enchantment'], pt: null, controller: 'B', statics: [{ text: 'All creatures lose all abilities.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'lose-all-abilities' }] }] });
const tithe: SpellEffect[] = [
  { kind: 'sacrifice', may: 'sac', choose: { name: 'sac', filter: { kind: 'filter', types: ['Creature'] } }, id: 'sac' },
  { kind: 'life', amount: -4, player: 'you', ifNotDone: 'sac' },
];

const rows: Row[] = [
  {
    name: 'GIVEN "whenever this becomes tapped" WHEN it is tapped twice in a row THEN it triggers once (603.2e)',
    given: game([creature('lover', 2, 2, {}, { triggers: [gain(1, { event: 'becomes-tapped' })] })]),
    when: [{ kind: 'tap', object: 'lover' }, { kind: 'tap', object: 'lover' }, resolveAll],
    then: (r) => lifeOf(r, 'A'),
    expected: 21,
    rules: ['603.2e'],
  },
  {
    name: 'GIVEN "at end of combat, gain 2" on a creature WHEN combat ends THEN it triggers (511.2)',
    given: game([creature('raider', 2, 2, {}, { triggers: [gain(2, { event: 'end-of-combat', who: 'any' })] })]),
    when: [{ kind: 'declare-attackers', attackers: [{ object: 'raider' }] }, { kind: 'declare-blockers', blockers: [] }, { kind: 'end-combat' }, resolveAll],
    then: (r) => lifeOf(r, 'A'),
    expected: 22,
    rules: ['511.2'],
  },
  {
    name: 'GIVEN an empty-hand state trigger WHEN the game starts with the hand already empty THEN nothing triggers before anything happens (603.8)',
    given: game([obj({ id: 'well', types: ['Artifact'], pt: null }, { triggers: [{ text: 'draw', event: 'state', state: { kind: 'hand', player: 'you', atMost: 0 }, effects: [{ kind: 'draw', amount: 1, player: 'you' }] }] }), card('l1', 'A', 'library')]),
    when: [],
    then: (r) => [handOf(r, 'A'), stackDepth(r)],
    expected: [0, 0],
  },
  {
    name: 'GIVEN a 1/0 with "when this dies" in the state the game starts from WHEN the stack resolves THEN the opening state-based action triggers it (704.3, 603.2, 117.5)',
    given: game([creature('martyr', 1, 0, {}, { triggers: [gain(3, { event: 'dies' })] })]),
    when: [resolveAll],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'martyr')],
    expected: [23, 'graveyard'],
    rules: ['704.5f', '603.2'],
  },
  {
    name: 'GIVEN an empty-hand state trigger WHEN a card is discarded from a one-card hand THEN it triggers once and draws (603.8, 701.9a)',
    given: game([obj({ id: 'well', types: ['Artifact'], pt: null }, { triggers: [{ text: 'draw', event: 'state', state: { kind: 'hand', player: 'you', atMost: 0 }, effects: [{ kind: 'draw', amount: 1, player: 'you' }] }] }), sorcery('rot', [{ kind: 'discard', amount: 2, player: 'you' }]), card('h1'), card('l1', 'A', 'library'), card('l2', 'A', 'library')]),
    when: [{ kind: 'cast', object: 'rot' }, resolveAll],
    then: (r) => [handOf(r, 'A'), zoneOf(r, 'h1')],
    expected: [1, 'graveyard'],
    rules: ['603.8', '701.9a'],
  },
  {
    name: 'GIVEN "when this dies" under "all creatures lose all abilities" WHEN it dies THEN nothing triggers (603.10a, 613.1f)',
    given: game([creature('martyr', 1, 1, {}, { triggers: [gain(3, { event: 'dies' })] }), humility]),
    when: [{ kind: 'destroy', object: 'martyr' }, resolveAll],
    then: (r) => lifeOf(r, 'A'),
    expected: 20,
    notRules: ['603.2'],
  },
  {
    name: 'GIVEN "you may sacrifice a creature, if you don\'t lose 4" WHEN answered with a creature THEN it is sacrificed and no life is lost (608.2d)',
    given: game([sorcery('tithe', tithe), creature('fodder', 2, 2)]),
    when: [{ kind: 'cast', object: 'tithe' }, { kind: 'resolve', choices: { sac: ['fodder'] } }],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'fodder')],
    expected: [20, 'graveyard'],
    rules: ['608.2d', '701.21a'],
    keys: ['resolve.choice'],
  },
  {
    name: 'GIVEN the same WHEN answered "false" THEN the creature stays and the player loses 4 (608.2d)',
    given: game([sorcery('tithe', tithe), creature('fodder', 2, 2)]),
    when: [{ kind: 'cast', object: 'tithe' }, { kind: 'resolve', choices: { sac: false } }],
    then: (r) => [lifeOf(r, 'A'), zoneOf(r, 'fodder')],
    expected: [16, 'battlefield'],
  },
  {
    name: 'GIVEN "destroy all nonblack creatures" THEN a black creature survives and the others die (608.2j)',
    given: game([sorcery('purge', [{ kind: 'destroy', all: { kind: 'filter', types: ['Creature'], notColors: ['B'] } }]), creature('g', 2, 2), creature('b', 2, 2, { colors: ['B'] })]),
    when: [{ kind: 'cast', object: 'purge' }, resolveTop],
    then: (r) => [zoneOf(r, 'g'), zoneOf(r, 'b')],
    expected: ['graveyard', 'battlefield'],
    rules: ['608.2j'],
    keys: ['resolve.all'],
  },
  {
    name: 'GIVEN "exile the top card, then damage equal to its mana value" for each of two targets THEN each exile and damage happen in turn (608.2f)',
    given: game([
      sorcery('erupt', [{ kind: 'for-each', target: 'them', effects: [{ kind: 'exile-top', amount: 1, player: 'you' }, { kind: 'damage', amount: 0, each: true, amountFrom: 'mana-value' }] }], [{ word: 'them', count: 2, players: 'any' }]),
      { spec: { id: 'top', name: 'top', types: ['Creature'], colors: ['R'], zone: 'library', pt: [1, 1] }, extra: { manaCost: '{3}' } },
      { spec: { id: 'next', name: 'next', types: ['Creature'], colors: ['R'], zone: 'library', pt: [1, 1] }, extra: { manaCost: '{1}{R}' } },
    ]),
    when: [{ kind: 'cast', object: 'erupt', targets: { them: ['B', 'A'] } }, resolveTop],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B'), zoneOf(r, 'top'), zoneOf(r, 'next')],
    // APNAP: A (active) first gets the top card's 3, then B gets 2.
    expected: [17, 18, 'exile', 'exile'],
    rules: ['608.2f', '701.13a', '608.2h'],
  },
  {
    name: 'GIVEN a lifelink creature and "if you would gain life, draw that many instead" WHEN it deals 2 damage THEN its controller draws 2 instead (120.3f, 614.1a)',
    given: game([creature('leech', 2, 2, { keywords: ['lifelink'] }), card('l1', 'A', 'library'), card('l2', 'A', 'library')], {
      replacements: [{ id: 'gain', kind: 'event-replacement', event: 'gain-life', instead: { kind: 'draw' }, source: null, controller: 'A', text: 'draw instead', timestamp: 99, duration: { kind: 'indefinite' } }],
    }),
    when: [{ kind: 'damage', source: 'leech', target: 'B', amount: 2 }],
    then: (r) => [lifeOf(r, 'A'), lifeOf(r, 'B'), handOf(r, 'A')],
    expected: [20, 18, 2],
    rules: ['614.1a', '120.3f'],
  },
  {
    name: 'GIVEN "for as long as you control X" WHEN X is controlled by someone else as the effect would begin THEN it does nothing (611.2b)',
    given: game([creature('thief', 1, 1, { controller: 'B' }), obj({ id: 'relic', types: ['Artifact'], pt: null, controller: 'B' })]),
    when: [{ kind: 'apply-effect', effect: { controller: 'A', text: 'gain control', affects: { kind: 'objects', ids: ['relic'] }, modifications: [{ kind: 'set-controller', player: 'A' }], duration: { kind: 'while-controlled', object: 'thief' } } }],
    then: (r) => [r.computed.find((c) => c.id === 'relic')?.controller, r.final.effects.length],
    expected: ['B', 0],
    keys: ['effect.never-starts'],
  },
];

describe('triggers and resolution choices (session 2)', () => {
  for (const row of rows) checkRow(row);

  it('GIVEN a "lose all abilities" effect THEN the computed characteristics carry the flag (613.1f)', () => {
    const s = game([creature('c', 2, 2), humility]);
    const byId = runLayers(s).result.byId;
    expect([byId.c?.lostAllAbilities, byId.humility?.lostAllAbilities]).toEqual([true, undefined]);
  });

  it('GIVEN a random discard among more cards than it asks for THEN the run stops as unmodelled (701.9b)', () => {
    const r = resolve(game([sorcery('rot', [{ kind: 'discard', amount: 1, random: true, player: 'opponent' }]), card('b1', 'B'), card('b2', 'B')]), [{ kind: 'cast', object: 'rot' }, resolveTop]);
    expect([r.ok, r.error?.code, r.error?.params.rule]).toEqual([false, 'unmodelled', '701.9b']);
  });

  it('GIVEN a choice answered with an object that doesn\'t qualify THEN the run stops with a clear illegal-action error (608.2d)', () => {
    const when: Action[] = [{ kind: 'cast', object: 'tithe' }, { kind: 'resolve', choices: { sac: ['theirs'] } }];
    const r = resolve(game([sorcery('tithe', tithe), creature('mine', 2, 2), creature('theirs', 2, 2, { controller: 'B' })]), when);
    expect([r.ok, r.error?.code, r.error?.params.reason, r.error?.params.choice]).toEqual([false, 'illegal_action', 'bad-choice', 'sac']);
  });

  it('GIVEN a discard of two from three cards answered with two of them THEN exactly those are discarded (701.9b)', () => {
    const r = resolve(game([sorcery('rot', [{ kind: 'discard', amount: 2, player: 'opponent' }]), card('b1', 'B'), card('b2', 'B'), card('b3', 'B')]), [{ kind: 'cast', object: 'rot' }, { kind: 'resolve', choices: { discard: ['b3', 'b1'] } }]);
    expect([zoneOf(r, 'b1'), zoneOf(r, 'b2'), zoneOf(r, 'b3')]).toEqual(['graveyard', 'hand', 'graveyard']);
  });
});

describe('scenario input for the session 2 fields', () => {
  const base = (extra: Record<string, unknown>) => ({
    objects: [{ id: 'spell', types: ['Sorcery'], zone: 'hand', spell: { text: 'x', effects: [{ kind: 'draw', amount: 1, ...extra }] } }],
    actions: [{ kind: 'cast', object: 'spell' }, { kind: 'resolve', choices: { sac: true } }],
  });

  it('GIVEN an unknown amountFrom THEN the problem names the path and the expected values', () => {
    const r = parseScenario(base({ amountFrom: 'lots' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatProblems(r.error, 'en').join('\n')).toContain('objects[0].spell.effects[0].amountFrom: expected "that-many", "mana-value" or "power"');
  });

  it('GIVEN a choice answered with a number THEN the problem says what an answer can be', () => {
    const input = { ...base({}), actions: [{ kind: 'cast', object: 'spell' }, { kind: 'resolve', choices: { sac: 3 } }] };
    const r = parseScenario(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatProblems(r.error, 'en').join('\n')).toContain('actions[1].choices.sac: expected true, false or a list of object ids');
  });

  it('GIVEN the new fields written correctly THEN the scenario is accepted', () => {
    const r = parseScenario({ ...base({ amountFrom: 'that-many', it: false }), objects: [...base({}).objects, { id: 'well', types: ['Artifact'], triggers: [{ text: 'x', event: 'state', state: { kind: 'hand', player: 'you', atMost: 0 }, effects: [] }], revealFirstDraw: { text: 'r' } }] });
    expect(r.ok).toBe(true);
  });
});
