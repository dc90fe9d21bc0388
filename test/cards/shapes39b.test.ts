/**
 * Issue 14 (session 39, popularity-driven coverage): two sentence shapes read whole.
 * - "historic" (700.6: legendary, an artifact, or a Saga) as a quality of a group: "Whenever you cast
 *   a historic spell", "Historic spells you cast cost {1} less", "cast historic spells as though they had flash".
 * - "Whenever one or more creatures you control deal combat damage to a player, <effect>" (603.2c,
 *   510.2): one trigger for the damage dealt at once, for each player dealt it.
 * Compiled shapes of real cards, the sentences left unread, and boards run through the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const HISTORIC = { kind: 'filter', historic: true };
const YOURS_DEAL = { event: 'deals-damage', who: 'any', combatOnly: true, damageTo: 'player', oneOrMore: true };

const ROWS: [string, Record<string, unknown>][] = [
  ['Jhoira, Weatherlight Captain', { triggers: [{ event: 'cast', filter: HISTORIC, effects: [{ kind: 'draw', amount: 1 }] }] }],
  ['Artificer\'s Assistant', { triggers: [{ event: 'cast', filter: HISTORIC, effects: [{ kind: 'scry', amount: 1 }] }] }],
  ['Surtr, Fiery Jötun', { triggers: [{ event: 'cast', filter: HISTORIC, effects: [{ kind: 'damage', amount: 3 }] }] }],
  ['Teshar, Ancestor\'s Apostle', { triggers: [{ event: 'cast', filter: HISTORIC, effects: [{ kind: 'put-onto-battlefield' }] }] }],
  ['Jhoira\'s Familiar', { castStatics: [{ kind: 'cost', filter: HISTORIC, generic: -1 }] }],
  ['Raff Capashen, Ship\'s Mage', { castStatics: [{ kind: 'flash', filter: HISTORIC }] }],
  ['Thopter Spy Network', { triggers: [{ event: 'upkeep' }, { ...YOURS_DEAL, filter: { controller: 'you', allTypes: ['Artifact', 'Creature'] }, effects: [{ kind: 'draw', amount: 1 }] }] }],
];

/** Shapes close to these that say more than the engine reads. */
const UNMODELLED: [string, string][] = [
  // "that much" / "X is the damage those creatures dealt": the batch's total, not one creature's.
  ['Quartzwood Crasher', 'Whenever one or more creatures you control with trample deal combat damage to a player, create an X/X green Dinosaur Beast creature token with trample, where X is the amount of damage those creatures dealt to that player.'],
  // A quality of each creature compared with its base power.
  ['Kutzil, Malamet Exemplar', 'Whenever one or more creatures you control each with power greater than its base power deals combat damage to a player, draw a card.'],
  // "historic" after the noun ("that's not historic").
  ['Desynchronization', 'Return each nonland permanent that\'s not historic to its owner\'s hand.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Ornithopter', 'Shock', 'Weatherlight', 'Frogmite', 'Myr Sire', 'Toski, Bearer of Secrets']);
}, 120_000);

describe('historic and one-or-more combat damage shapes, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

const drew = (r: ScenarioRun, player: string): number => r.resolution.events.filter((e) => e.kind === 'drew' && e.player === player).length;
const library = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `lib${i}`, name: 'Library Card', types: ['Land'], zone: 'library' }));

describe('"whenever you cast a historic spell" through the engine (700.6, 603.2)', () => {
  const scenarios = cardScenarios(() => cards);
  it.each([
    ['an artifact spell', 'Ornithopter', 1],
    ['a legendary artifact spell', 'Weatherlight', 1],
    ['a nonlegendary creature spell', 'Grizzly Bears', 0],
    ['an instant', 'Shock', 0],
  ])('GIVEN Jhoira on the battlefield WHEN its controller casts %s (%s) THEN it draws %i', async (_what, spell, n) => {
    const r = await scenarios.run({
      objects: [{ id: 'j', card: 'Jhoira, Weatherlight Captain' }, { id: 's', card: spell, zone: 'hand' }, ...library(3)],
      actions: [{ kind: 'cast', object: 's', ...(spell === 'Shock' ? { targets: { any: ['B'] } } : {}) }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(drew(r, 'A')).toBe(n);
  });
});

describe('"whenever one or more creatures you control deal combat damage to a player" through the engine (603.2c, 510.2)', () => {
  const scenarios = cardScenarios(() => cards);
  const attack = (watcher: string, attackers: string[]) => ({
    objects: [{ id: 'w', card: watcher, summoningSick: true }, { id: 'a1', card: 'Frogmite' }, { id: 'a2', card: 'Myr Sire' }, ...library(3)],
    actions: [{ kind: 'declare-attackers', attackers: attackers.map((object) => ({ object })) }, { kind: 'declare-blockers', blockers: [] }, { kind: 'combat-damage' }, { kind: 'resolve' }, { kind: 'resolve' }],
  });
  it.each([
    ['Thopter Spy Network ("one or more artifact creatures")', 'Thopter Spy Network', ['a1', 'a2'], 1],
    ['Thopter Spy Network ("one or more artifact creatures")', 'Thopter Spy Network', ['a1'], 1],
    // The per-creature wording triggers for each creature (603.2c): the contrast.
    ['Toski ("a creature you control")', 'Toski, Bearer of Secrets', ['a1', 'a2'], 2],
  ])('GIVEN %s, card %s, WHEN the unblocked attackers %j deal combat damage to B THEN A draws %i', async (_what, watcher, attackers, n) => {
    const r = await scenarios.run(attack(watcher as string, attackers as string[]));
    expect(r.resolution.error).toBeUndefined();
    expect(drew(r, 'A')).toBe(n);
  });

  it('GIVEN the only attacker blocked THEN no combat damage to a player, no trigger', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'w', card: 'Thopter Spy Network' }, { id: 'a1', card: 'Frogmite' }, { id: 'b', card: 'Grizzly Bears', owner: 'B', controller: 'B' }, ...library(3)],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a1' }] }, { kind: 'declare-blockers', blockers: [{ object: 'b', blocks: ['a1'] }] }, { kind: 'combat-damage' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(drew(r, 'A')).toBe(0);
  });
});
