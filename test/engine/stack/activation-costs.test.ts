/**
 * Activation costs beyond mana and {T} (602.2b, 601.2h) and restrictions stated by the ability
 * (602.1b, 602.5): paying life (119.4, 118.3), sacrificing or discarding what the activate action
 * names, "Activate only if …", "only once each turn" (602.5b), "only during your turn"; and a mana
 * ability's other instructions, followed at once as it resolves (605.3b).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import type { ActivatedAbility } from '../../../src/engine/types.ts';
import { checkRow, creature, game, lifeOf, obj, resolveTop, stackDepth, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const greed: ActivatedAbility = { text: '{B}, Pay 2 life: Draw a card.', cost: '{B}, Pay 2 life', payLife: 2, effects: [{ kind: 'life', amount: 5, player: 'you' }] };
const altar: ActivatedAbility = {
  text: 'Sacrifice a creature: You gain 3 life.',
  cost: 'Sacrifice a creature',
  sacrificeCost: { text: 'Sacrifice a creature', filter: { kind: 'filter', types: ['Creature'] } },
  effects: [{ kind: 'life', amount: 3, player: 'you' }],
};
const loot: ActivatedAbility = { text: 'Discard a card: You gain 1 life.', cost: 'Discard a card', discardCost: { text: 'Discard a card' }, effects: [{ kind: 'life', amount: 1, player: 'you' }] };
const tainted: ActivatedAbility = {
  text: '{T}: Add {B}. Activate only if you control a Swamp.',
  cost: '{T}',
  tap: true,
  mana: true,
  adds: '{B}',
  condition: { kind: 'controls', filter: { kind: 'filter', subtypes: ['Swamp'] }, atLeast: 1 },
  effects: [],
};
const painland: ActivatedAbility = { text: '{T}: Add {U} or {R}. This land deals 1 damage to you.', cost: '{T}', tap: true, mana: true, effects: [{ kind: 'damage', amount: 1, player: 'you' }] };
const once: ActivatedAbility = { text: '{1}: You gain 1 life. Activate only once each turn.', cost: '{1}', oncePerTurn: true, effects: [{ kind: 'life', amount: 1, player: 'you' }] };
const mine: ActivatedAbility = { text: '{1}: You gain 1 life. Activate only during your turn.', cost: '{1}', yourTurn: true, effects: [{ kind: 'life', amount: 1, player: 'you' }] };

const artifact = (id: string, ab: ActivatedAbility, more: Record<string, unknown> = {}) => obj({ id, name: id, types: ['Artifact'], ...more }, { activated: [ab] });
const land = (id: string, ab: ActivatedAbility, sub: string[] = []) => obj({ id, name: id, types: ['Land'], subtypes: sub }, { activated: [ab] });
const card = (id: string) => obj({ id, name: id, types: ['Sorcery'], zone: 'hand' });

const ROWS: Row[] = [
  {
    name: 'GIVEN "Pay 2 life" in the cost WHEN activated THEN 2 life is paid (a loss, 119.4) before it resolves',
    given: game([artifact('greed', greed)]),
    when: [{ kind: 'activate', object: 'greed' }, resolveTop],
    then: (r) => lifeOf(r, 'A'),
    expected: 23,
    rules: ['119.4', '602.2b'],
    keys: ['activate.pay-life'],
  },
  {
    name: 'GIVEN 1 life WHEN an ability costing 2 life is activated THEN it is reversed (119.4, 118.3)',
    given: game([artifact('greed', greed)], { players: [{ id: 'A', life: 1, poison: 0, counters: {}, lost: null }, { id: 'B', life: 20, poison: 0, counters: {}, lost: null }] }),
    when: [{ kind: 'activate', object: 'greed' }],
    then: (r) => [lifeOf(r, 'A'), stackDepth(r)],
    expected: [1, 0],
    rules: ['119.4'],
    keys: ['activate.rewound'],
  },
  {
    name: 'GIVEN "Sacrifice a creature" and the creature named WHEN activated THEN it is sacrificed as the cost (601.2h)',
    given: game([artifact('altar', altar), creature('bear', 2, 2), creature('elf', 1, 1)]),
    when: [{ kind: 'activate', object: 'altar', sacrifice: ['elf'] }, resolveTop],
    then: (r) => [zoneOf(r, 'elf'), zoneOf(r, 'bear'), lifeOf(r, 'A')],
    expected: ['graveyard', 'battlefield', 23],
  },
  {
    name: 'GIVEN one creature and nothing named WHEN "Sacrifice a creature" is paid THEN the only creature pays it',
    given: game([artifact('altar', altar), creature('bear', 2, 2)]),
    when: [{ kind: 'activate', object: 'altar' }, resolveTop],
    then: (r) => [zoneOf(r, 'bear'), lifeOf(r, 'A')],
    expected: ['graveyard', 23],
  },
  {
    name: 'GIVEN no creature WHEN "Sacrifice a creature" is the cost THEN the activation is reversed (118.3)',
    given: game([artifact('altar', altar)]),
    when: [{ kind: 'activate', object: 'altar' }],
    then: (r) => [stackDepth(r), lifeOf(r, 'A')],
    expected: [0, 20],
    rules: ['118.3'],
  },
  {
    name: 'GIVEN an opponent\'s creature named WHEN it would pay "Sacrifice a creature" THEN it is reversed (701.21a)',
    given: game([artifact('altar', altar), creature('bear', 2, 2), creature('theirs', 2, 2, { controller: 'B' })]),
    when: [{ kind: 'activate', object: 'altar', sacrifice: ['theirs'] }],
    then: (r) => [zoneOf(r, 'theirs'), stackDepth(r)],
    expected: ['battlefield', 0],
    rules: ['701.21a'],
  },
  {
    name: 'GIVEN "Discard a card" and one card in hand WHEN activated THEN it is discarded as the cost',
    given: game([artifact('loot', loot), card('c1')]),
    when: [{ kind: 'activate', object: 'loot' }, resolveTop],
    then: (r) => [zoneOf(r, 'c1'), lifeOf(r, 'A')],
    expected: ['graveyard', 21],
  },
  {
    name: 'GIVEN "Activate only if you control a Swamp" and no Swamp WHEN activated THEN it is reversed (602.5)',
    given: game([land('tainted', tainted)]),
    when: [{ kind: 'activate', object: 'tainted' }],
    then: (r) => [r.final.objects.find((o) => o.id === 'tainted')?.tapped, r.final.players[0]!.manaPool ?? null],
    expected: [false, null],
    rules: ['602.5'],
    keys: ['activate.rewound'],
  },
  {
    name: 'GIVEN a Swamp WHEN the same ability is activated THEN it adds its mana (605.3b)',
    given: game([land('tainted', tainted), land('swamp', { text: '{T}: Add {B}.', cost: '{T}', tap: true, mana: true, adds: '{B}', effects: [] }, ['Swamp'])]),
    when: [{ kind: 'activate', object: 'tainted' }],
    then: (r) => r.final.players[0]!.manaPool,
    expected: { B: 1 },
  },
  {
    name: 'GIVEN a mana ability that also deals 1 damage to you WHEN activated THEN the damage is dealt at once, without the stack (605.3b)',
    given: game([land('reef', painland)]),
    when: [{ kind: 'activate', object: 'reef' }],
    then: (r) => [lifeOf(r, 'A'), stackDepth(r)],
    expected: [19, 0],
    rules: ['605.3b'],
  },
  {
    name: 'GIVEN "Activate only once each turn" WHEN activated twice THEN the second is reversed (602.5b); next turn it can be again',
    given: game([artifact('once', once)]),
    when: [{ kind: 'activate', object: 'once' }, resolveTop, { kind: 'activate', object: 'once' }, { kind: 'end-turn' }, { kind: 'activate', object: 'once' }, resolveTop],
    then: (r) => lifeOf(r, 'A'),
    expected: 22,
    rules: ['602.5b'],
  },
  {
    name: 'GIVEN "Activate only during your turn" WHEN its controller activates it on an opponent\'s turn THEN it is reversed',
    given: game([artifact('mine', mine)], { activePlayer: 'B' }),
    when: [{ kind: 'activate', object: 'mine', player: 'A' }],
    then: (r) => [lifeOf(r, 'A'), stackDepth(r)],
    expected: [20, 0],
    keys: ['activate.rewound'],
  },
];

describe('activation costs and restrictions (602.1b, 602.2b, 602.5, 605.3b)', () => {
  for (const row of ROWS) checkRow(row);
  const dual = obj({ id: 'tundra', name: 'Tundra', types: ['Land'], subtypes: ['Plains', 'Island'] }, {
    activated: [
      { text: '{T}: Add {W}.', cost: '{T}', tap: true, mana: true, adds: '{W}', effects: [] },
      { text: '{T}: Add {U}.', cost: '{T}', tap: true, mana: true, adds: '{U}', effects: [] },
    ],
  });
  const spell = (id: string, cost: string) => obj({ id, name: id, types: ['Instant'], zone: 'hand' }, { manaCost: cost, spell: { text: id, effects: [{ kind: 'life', amount: 1, player: 'you' }] } });
  it('GIVEN a land with two mana abilities named to pay WHEN the first one\'s mana pays THEN the spell is cast', () => {
    const r = resolve(game([dual, spell('w', '{W}')]), [{ kind: 'cast', object: 'w', mana: ['tundra'] }]);
    expect(r.ok).toBe(true);
    expect(r.trace.some((s) => s.key === 'cast.cast')).toBe(true);
  });
  it('GIVEN a land with two mana abilities named to pay WHEN the first one\'s mana can\'t pay THEN the engine stops rather than say "can\'t pay" (605.3a: which one is the player\'s choice)', () => {
    const r = resolve(game([dual, spell('u', '{U}')]), [{ kind: 'cast', object: 'u', mana: ['tundra'] }]);
    expect(r.error?.code).toBe('unmodelled');
    expect(r.error?.params.rule).toBe('605.3a');
  });
  it('GIVEN a land made a Mountain (305.7: it lost its rules-text abilities) WHEN its printed ability is activated THEN the engine stops rather than use it', () => {
    const g = game([land('reef', painland)]);
    g.effects = [{ id: 'moon', source: null, controller: 'B', text: 'Nonbasic lands are Mountains.', timestamp: 0, affects: { kind: 'filter', types: ['Land'] }, modifications: [{ kind: 'set-types', types: ['Land'], subtypes: ['Mountain'] }], duration: { kind: 'indefinite' }, lockedIds: null }];
    const r = resolve(g, [{ kind: 'activate', object: 'reef' }]);
    expect(r.error?.code).toBe('unmodelled');
    expect(r.error?.params.rule).toBe('305.7');
    expect(r.final.players[0]!.life).toBe(20);
  });
  it('GIVEN two creatures and nothing named WHEN "Sacrifice a creature" is paid THEN the engine stops rather than choose (601.2h)', () => {
    const r = resolve(game([artifact('altar', altar), creature('bear', 2, 2), creature('elf', 1, 1)]), [{ kind: 'activate', object: 'altar' }]);
    expect(r.error?.code).toBe('unmodelled');
    expect(r.final.objects.filter((o) => o.zone === 'battlefield').length).toBe(3);
  });
});
