/**
 * Issue 14: "loses all abilities and becomes a <colour> <creature type> with base power and toughness
 * N/N" (Turn to Frog; 205.1a: the creature type replaces its creature types, its card types stay),
 * "is a <colour> <creature type> creature with base power and toughness N/N" (Kenrith's
 * Transformation: Creature is its only card type, as its reminder says), Darksteel Mutation's "and it
 * loses all other abilities, card types, and creature types" (layers 4, 5, 6, 7b: 613.1d-f, 613.4b),
 * and "each creature without flying" in a damage sweep (Earthquake).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const frog = (sub: string, colour: string, p: number, t: number) => [{ kind: 'lose-all-abilities' }, { kind: 'remove-types', allCreatureTypes: true }, { kind: 'add-types', subtypes: [sub] }, { kind: 'set-colors', colors: [colour] }, { kind: 'set-pt', power: p, toughness: t }];
const elk = (sub: string, colours: string[], p: number, t: number) => [{ kind: 'lose-all-abilities' }, { kind: 'set-types', types: ['Creature'], subtypes: [sub] }, ...colours.map((c) => ({ kind: 'set-colors', colors: [c] })), { kind: 'set-pt', power: p, toughness: t }];
const spell = (mods: unknown[]) => ({ spell: { effects: [{ kind: 'apply-effect', target: 'creature', effect: { modifications: mods, duration: { kind: 'end-of-turn' } } }] } });
const aura = (mods: unknown[]) => ({ statics: [{ affects: { kind: 'attached-to-source' }, modifications: mods }] });
const sweep = (notKeywords: string[] | undefined, keywords?: string[]) => ({ spell: { effects: [{ kind: 'damage', amountFrom: 'x', all: { types: ['Creature'], ...(notKeywords ? { notKeywords } : {}), ...(keywords ? { keywords } : {}) } }, { kind: 'damage', player: 'you' }, { kind: 'damage', player: 'opponent' }] } });

const ROWS: [string, Record<string, unknown>][] = [
  ['Turn to Frog', spell(frog('Frog', 'U', 1, 1))],
  ['Gift of Tusks', spell(frog('Elephant', 'G', 3, 3))],
  ['Snakeform', { spell: { effects: [spell(frog('Snake', 'G', 1, 1)).spell.effects[0], { kind: 'draw', amount: 1 }] } }],
  ["Kenrith's Transformation", aura(elk('Elk', ['G'], 3, 3))],
  ['Frogify', aura(elk('Frog', ['U'], 1, 1))],
  ['Fowl Play', aura(elk('Bird', [], 1, 1))],
  ['Reprobation', aura(elk('Coward', [], 0, 1))],
  ['Darksteel Mutation', aura([{ kind: 'set-types', types: ['Artifact', 'Creature'], subtypes: ['Insect'] }, { kind: 'set-pt', power: 0, toughness: 1 }, { kind: 'lose-all-abilities' }, { kind: 'add-keywords', keywords: [{ keyword: 'indestructible' }] }])],
  ['Earthquake', sweep(['flying'])],
  ['Fault Line', sweep(['flying'])],
  ['Hurricane', sweep(undefined, ['flying'])],
];

/** Near misses that stay unmodelled. */
const UNMODELLED: [string, string][] = [
  // "each creature target player controls" is a group the compiler doesn't read.
  ["Polymorphist's Jest", 'Until end of turn, each creature target player controls loses all abilities and becomes a blue Frog with base power and toughness 1/1.'],
  // A granted mana ability and a new name are not read.
  ['Honest Work', 'Enchanted creature loses all abilities and is a Citizen with base power and toughness 1/1 and "{T}: Add {C}" named Humble Merchant.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Serra Angel', 'Grizzly Bears', 'Ornithopter']);
}, 120_000);

describe('becomes / is a <type> with base P/T, and damage to creatures without a keyword, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('through the engine', () => {
  const scenarios = cardScenarios(() => cards);
  const computed = (r: ScenarioRun, id: string) => r.resolution.computed.find((c) => c.id === id)!;

  it('GIVEN Turn to Frog on Serra Angel THEN it is a 1/1 blue Frog with no flying; its card type stays Creature', async () => {
    const r = await scenarios.run({ objects: [{ id: 'sa', card: 'Serra Angel', controller: 'B' }, { id: 'f', card: 'Turn to Frog', zone: 'hand' }], actions: [{ kind: 'cast', object: 'f', targets: { creature: ['sa'] } }, { kind: 'resolve' }] });
    expect(computed(r, 'sa')).toMatchObject({ power: 1, toughness: 1, colors: ['U'], subtypes: ['Frog'], types: ['Creature'], keywords: [] });
  });

  it('GIVEN Darksteel Mutation on an artifact creature (Ornithopter) THEN it is a 0/1 Insect artifact creature with indestructible only', async () => {
    const r = await scenarios.run({ objects: [{ id: 'o', card: 'Ornithopter' }, { id: 'dm', card: 'Darksteel Mutation', zone: 'hand' }], actions: [{ kind: 'cast', object: 'dm', targets: { enchant: ['o'] } }, { kind: 'resolve' }] });
    expect(computed(r, 'o')).toMatchObject({ power: 0, toughness: 1, subtypes: ['Insect'], types: ['Artifact', 'Creature'], keywords: [{ keyword: 'indestructible' }] });
  });

  it('GIVEN Earthquake with X=2 THEN the Bears die, Serra Angel (flying) is not dealt damage, each player loses 2', async () => {
    const r = await scenarios.run({
      objects: [{ id: 'sa', card: 'Serra Angel' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B' }, { id: 'eq', card: 'Earthquake', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'eq', x: 2 }, { kind: 'resolve' }],
    });
    const named = (n: string) => r.resolution.final.objects.find((o) => o.printed.name === n);
    expect(named('Grizzly Bears')?.zone).toBe('graveyard');
    expect(named('Serra Angel')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(r.resolution.final.players.map((p) => p.life)).toEqual([18, 18]);
  });
});
