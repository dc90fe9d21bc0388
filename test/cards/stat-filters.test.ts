/**
 * Issue 14: power, toughness and mana value comparisons in filters ("with power 2 or less", "with
 * mana value 3 or greater"; 208, 202.3), read from real oracle texts and run through the engine:
 * targets checked on cast and again on resolution (601.2c, 608.2b), trigger filters, "each"
 * instructions, and the blocking restrictions checked when blockers are declared (509.1b).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { parseStatComparison } from '../../src/engine/compare.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const target = (objects: Record<string, unknown>) => ({ spell: { targets: [{ objects: { kind: 'filter', ...objects } }] } });

/** Real cards, each read whole with the comparison in the right place. */
const ROWS: [string, Record<string, unknown>][] = [
  ['Abrupt Decay', target({ notTypes: ['Land'], manaValue: { atMost: 3 } })],
  ['Despark', target({ manaValue: { atLeast: 4 } })],
  ['Vanquish the Weak', target({ types: ['Creature'], power: { atMost: 3 } })],
  ['Smite the Monstrous', target({ types: ['Creature'], power: { atLeast: 4 } })],
  ['Gallant Strike', { spell: { targets: [{ objects: { toughness: { atLeast: 4 } } }] } }],
  ['Elemental Bond', { triggers: [{ event: 'enters', filter: { controller: 'you', types: ['Creature'], power: { atLeast: 3 } } }] }],
  ['Temur Ascendancy', { triggers: [{ event: 'enters', filter: { power: { atLeast: 4 } } }] }],
  ["Garruk's Uprising", { triggers: [{ condition: { kind: 'controls', filter: { power: { atLeast: 4 } } } }, {}] }],
  // 202.3: the mana value of a spell on the stack (a target on the stack, 115.1).
  ['Mental Misstep', target({ manaValue: { exactly: 1 }, zone: 'stack' })],
  ['Disdainful Stroke', target({ manaValue: { atLeast: 4 }, zone: 'stack' })],
  ['Spell Snare', target({ manaValue: { exactly: 2 }, zone: 'stack' })],
  // 202.3: a card in a graveyard has the mana value of its mana cost (a target in a graveyard, 115.1).
  ['Unearth', target({ types: ['Creature'], manaValue: { atMost: 3 }, zone: 'graveyard', controller: 'you' })],
  ['Access Tunnel', { activated: [{ mana: true }, { targets: [{ objects: { types: ['Creature'], power: { atMost: 3 } } }] }] }],
  ['Steel Leaf Champion', { keywords: [{ keyword: "can't be blocked by creatures with", param: 'power 2 or less' }] }],
  ['Ironclaw Orcs', { keywords: [{ keyword: "can't block creatures with", param: 'power 2 or greater' }] }],
  ["Hedgewitch's Mask", { statics: [{}, { affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: "can't be blocked by creatures with", param: 'power 4 or greater' }] }] }] }],
  // 509.1b: "can't be blocked by <quality>" — only creatures block (509.1a), so it is "except by" the rest.
  ['Bog Rats', { keywords: [{ keyword: "can't be blocked except by", param: 'non-Wall creatures' }] }],
  ['Juggernaut', { keywords: [{ keyword: 'attacks each combat if able' }, { keyword: "can't be blocked except by", param: 'non-Wall creatures' }] }],
  ['Stone Spirit', { keywords: [{ keyword: "can't be blocked except by", param: 'creatures without flying' }] }],
  ['Skyscythe Engulfer', { keywords: [{ keyword: 'reach' }, { keyword: 'trample' }, { keyword: "can't be blocked except by", param: 'creatures without flying' }] }],
  ['Dauthi Horror', { keywords: [{ keyword: 'shadow' }, { keyword: "can't be blocked except by", param: 'nonwhite creatures' }] }],
  // 509.1b: "except by black creatures", "except by three or more creatures".
  ['Dread Warlock', { keywords: [{ keyword: "can't be blocked except by", param: 'black creatures' }] }],
  ['Prowling Nightstalker', { keywords: [{ keyword: "can't be blocked except by", param: 'black creatures' }] }],
  ['Rampaging Ceratops', { keywords: [{ keyword: "can't be blocked except by", param: 'three or more creatures' }] }],
  // 608.2h: "for each creature (enchantment …) destroyed this way" after "destroy all …": that many, one life or card each.
  ['Fumigate', { spell: { effects: [{ kind: 'destroy', all: { types: ['Creature'] } }, { kind: 'life', amount: 0, amountFrom: 'that-many', player: 'you' }] } }],
  ['Paraselene', { spell: { effects: [{ kind: 'destroy', all: { types: ['Enchantment'] } }, { kind: 'life', amount: 0, amountFrom: 'that-many', player: 'you' }] } }],
];

/** Near misses: the comparison names something the filter can't hold, so the sentence stays unmodelled. */
const UNMODELLED: [string, string][] = [
  // A comparison with another object's value, not a number.
  ['Fell the Mighty', "Destroy all creatures with power greater than target creature's power."],
  // Two fields at once.
  ['Tetsuko Umezawa, Fugitive', "Creatures you control with power or toughness 1 or less can't be blocked."],
  // A static ability whose group reads power while layers are still working it out (613.4).
  ['Delney, Streetwise Lookout', "Creatures you control with power 2 or less can't be blocked by creatures with power 3 or greater."],
  // A spell's mana value compared with X, a value the card doesn't give.
  ['Spell Blast', 'Counter target spell with mana value X.'],
  // Two fields of a spell at once.
  ['Stern Scolding', 'Counter target creature spell with power or toughness 2 or less.'],
  // "mana value X or less" of a graveyard card: X is the spell's own, not read.
  ['Stir the Grave', 'Return target creature card with mana value X or less from your graveyard to the battlefield.'],
  // "X" with no value here.
  ['Scourge of Fleets', "When this creature enters, return each creature your opponents control with toughness X or less to its owner's hand, where X is the number of Islands you control."],
  // Blocking restrictions that compare with this creature's own value, or hold only while a condition does.
  ['Aura Gnarlid', "Creatures with power less than this creature's power can't block it."],
  ['Scrapdiver Serpent', "This creature can't be blocked as long as defending player controls an artifact."],
  // Two life for each: a multiple of the count, not read.
  ['Righteous Fury', 'You gain 2 life for each creature destroyed this way.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Giant Growth', 'Hill Giant', 'Craw Wurm', 'Serra Angel', 'Lightning Bolt', "Sevinne's Reclamation", 'Wall of Stone', 'Vampire Nighthawk', 'Ornithopter']);
}, 120_000);

describe('the comparison phrase (202.3, 208)', () => {
  it.each([
    ['power 2 or less', { field: 'power', range: { atMost: 2 } }],
    ['mana value 3 or greater', { field: 'manaValue', range: { atLeast: 3 } }],
    ['toughness 4 or more', { field: 'toughness', range: { atLeast: 4 } }],
    ['mana value 1', { field: 'manaValue', range: { exactly: 1 } }],
    ['power less than 3', { field: 'power', range: { atMost: 2 } }],
    ['power greater than 2', { field: 'power', range: { atLeast: 3 } }],
  ])('%s', (text, want) => expect(parseStatComparison(text)).toEqual(want));
  it.each(['power X or less', 'greater power', 'power or toughness 1 or less', 'total power 8 or more', "power greater than target creature's power"])('%s is not read', (text) => {
    expect(parseStatComparison(text)).toBeNull();
  });
});

describe('comparisons in real cards, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('comparisons through the engine', () => {
  const { resolver, run } = cardScenarios(() => cards);
  // A card that changed zones is a new object (400.7): found by name.
  const NAMES: Record<string, string> = { gb: 'Grizzly Bears', cw: 'Craw Wurm', vw: 'Vanquish the Weak', sa: 'Serra Angel', b: '', hg: 'Hill Giant' };
  const zone = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.printed.name === NAMES[id])?.zone;
  /** The engine's refusal of an illegal declaration, or null if the run went through. */
  async function refusal(json: unknown): Promise<string | null> {
    const r = await runScenarioWithCards(json, resolver);
    if (r.ok) return r.value.resolution.error?.key ?? null;
    return r.error.kind === 'invalid' ? 'invalid' : r.error.error.key;
  }

  it('GIVEN Vanquish the Weak on a 2/2 THEN it is destroyed (power 2 ≤ 3)', async () => {
    const r = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B' }, { id: 'vw', card: 'Vanquish the Weak', zone: 'hand' }], actions: [{ kind: 'cast', object: 'vw', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'gb')).toBe('graveyard');
  });

  it('GIVEN Vanquish the Weak on a 6/4 THEN it is not a legal target when cast (115.1, 601.2c)', async () => {
    const r = await run({ objects: [{ id: 'cw', card: 'Craw Wurm', controller: 'B' }, { id: 'vw', card: 'Vanquish the Weak', zone: 'hand' }], actions: [{ kind: 'cast', object: 'vw', targets: { creature: ['cw'] } }, { kind: 'resolve' }] });
    expect(r.resolution.trace.find((t) => t.key === 'cast.rewound')?.params).toMatchObject({ reason: 'illegal-target', rule: '115.1 601.2c' });
    expect(zone(r, 'cw')).toBe('battlefield');
  });

  it('GIVEN Giant Growth in response THEN Vanquish the Weak finds its target illegal on resolution and the 5/5 survives (608.2b)', async () => {
    const r = await run({
      objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B' }, { id: 'vw', card: 'Vanquish the Weak', zone: 'hand' }, { id: 'gg', card: 'Giant Growth', zone: 'hand', controller: 'B' }],
      actions: [{ kind: 'cast', object: 'vw', targets: { creature: ['gb'] } }, { kind: 'pass' }, { kind: 'cast', object: 'gg', player: 'B', targets: { creature: ['gb'] } }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'gb')).toBe('battlefield');
    expect(zone(r, 'vw')).toBe('graveyard');
  });

  it('GIVEN Unearth THEN a mana value 2 creature card returns from the graveyard and a mana value 4 one is not a legal target (202.3, 115.1)', async () => {
    const ok = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears', zone: 'graveyard' }, { id: 'un', card: 'Unearth', zone: 'hand' }], actions: [{ kind: 'cast', object: 'un', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(ok.resolution.error).toBeUndefined();
    expect(zone(ok, 'gb')).toBe('battlefield');
    const no = await run({ objects: [{ id: 'hg', card: 'Hill Giant', zone: 'graveyard' }, { id: 'un', card: 'Unearth', zone: 'hand' }], actions: [{ kind: 'cast', object: 'un', targets: { creature: ['hg'] } }, { kind: 'resolve' }] });
    expect(no.resolution.trace.find((t) => t.key === 'cast.rewound')?.params).toMatchObject({ reason: 'illegal-target' });
    expect(zone(no, 'hg')).toBe('graveyard');
  });

  it('GIVEN Mental Misstep THEN Lightning Bolt (mana value 1 on the stack) is countered (202.3, 701.6a)', async () => {
    const r = await run({
      objects: [{ id: 'lb', card: 'Lightning Bolt', zone: 'hand', controller: 'B' }, { id: 'mm', card: 'Mental Misstep', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'lb', player: 'B', targets: { any: ['A'] } }, { kind: 'cast', object: 'mm', targets: { spell: ['lb'] } }, { kind: 'resolve', all: true }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.players.find((p) => p.id === 'A')?.life).toBe(20);
  });

  it("GIVEN Sevinne's Reclamation THEN a 'permanent card' is never an instant card (110.4a)", () => {
    const spec = (compileCard(cards.get("Sevinne's Reclamation")!).object.spell as { targets: { objects: { types: string[] } }[] }).targets[0]!.objects;
    expect(spec.types).not.toContain('Instant');
    expect(spec.types).toContain('Land');
  });

  it('GIVEN Abrupt Decay THEN a mana value 2 creature is destroyed and a mana value 5 one is not a legal target (202.3)', async () => {
    const ok = await run({ objects: [{ id: 'gb', card: 'Grizzly Bears', controller: 'B' }, { id: 'ad', card: 'Abrupt Decay', zone: 'hand' }], actions: [{ kind: 'cast', object: 'ad', targets: { permanent: ['gb'] } }, { kind: 'resolve' }] });
    expect(zone(ok, 'gb')).toBe('graveyard');
    const no = await run({ objects: [{ id: 'sa', card: 'Serra Angel', controller: 'B' }, { id: 'ad', card: 'Abrupt Decay', zone: 'hand' }], actions: [{ kind: 'cast', object: 'ad', targets: { permanent: ['sa'] } }, { kind: 'resolve' }] });
    expect(no.resolution.trace.some((t) => t.key === 'cast.rewound')).toBe(true);
    expect(zone(no, 'sa')).toBe('battlefield');
  });

  it('GIVEN Steel Leaf Champion attacking THEN a 2/2 may not block it and a 3/3 may (509.1b)', async () => {
    const block = (blocker: string) =>
      refusal({
        objects: [{ id: 'slc', card: 'Steel Leaf Champion' }, { id: 'b', card: blocker, controller: 'B' }],
        actions: [{ kind: 'declare-attackers', attackers: [{ object: 'slc' }] }, { kind: 'declare-blockers', blockers: [{ object: 'b', blocks: ['slc'] }] }, { kind: 'combat-damage' }],
      });
    expect(await block('Grizzly Bears')).toBe('combat.cant-block.evasion');
    expect(await block('Hill Giant')).toBeNull();
  });

  it.each([
    ['Bog Rats', 'Wall of Stone', 'combat.cant-block.evasion'],
    ['Bog Rats', 'Grizzly Bears', null],
    ['Stone Spirit', 'Serra Angel', 'combat.cant-block.evasion'],
    ['Stone Spirit', 'Grizzly Bears', null],
    ['Dread Warlock', 'Grizzly Bears', 'combat.cant-block.evasion'],
    ['Dread Warlock', 'Vampire Nighthawk', null],
    ['Dauthi Horror', 'Serra Angel', 'combat.cant-block.evasion'],
  ])('509.1b: %s attacking, blocked by %s: refused with %s', async (attacker, blocker, key) => {
    const r = await refusal({
      objects: [{ id: 'a', card: attacker }, { id: 'b', card: blocker, controller: 'B' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a' }] }, { kind: 'declare-blockers', blockers: [{ object: 'b', blocks: ['a'] }] }],
    });
    expect(r).toBe(key);
  });

  it.each([
    [1, 'combat.cant-block.menace'],
    [2, 'combat.cant-block.menace'],
    [3, null],
  ])('509.1b: Rampaging Ceratops ("except by three or more creatures") blocked by %i creatures: refused with %s', async (n, key) => {
    const ids = Array.from({ length: n }, (_, i) => `b${i}`);
    const r = await refusal({
      objects: [{ id: 'a', card: 'Rampaging Ceratops' }, ...ids.map((id) => ({ id, card: 'Grizzly Bears', controller: 'B' }))],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'a' }] }, { kind: 'declare-blockers', blockers: ids.map((id) => ({ object: id, blocks: ['a'] })) }],
    });
    expect(r).toBe(key);
  });

  it('GIVEN Ironclaw Orcs THEN it may not block a 2/2 (509.1b)', async () => {
    const r = await refusal({
      objects: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'io', card: 'Ironclaw Orcs', controller: 'B' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'gb' }] }, { kind: 'declare-blockers', blockers: [{ object: 'io', blocks: ['gb'] }] }],
    });
    expect(r).toBe('combat.cant-block.evasion');
  });

  it('GIVEN Elemental Bond THEN a 3/3 entering draws a card and a 2/2 does not', async () => {
    const hand = (r: ScenarioRun) => r.resolution.final.objects.filter((o) => o.zone === 'hand' && o.owner === 'A').length;
    const lib = [{ id: 'l1', name: 'Library Card', types: ['Land'], zone: 'library' }];
    const big = await run({ objects: [{ id: 'eb', card: 'Elemental Bond' }, { id: 'hg', card: 'Hill Giant', zone: 'hand' }, ...lib], actions: [{ kind: 'cast', object: 'hg' }, { kind: 'resolve', all: true }] });
    expect(hand(big)).toBe(1);
    const small = await run({ objects: [{ id: 'eb', card: 'Elemental Bond' }, { id: 'gb', card: 'Grizzly Bears', zone: 'hand' }, ...lib], actions: [{ kind: 'cast', object: 'gb' }, { kind: 'resolve', all: true }] });
    expect(hand(small)).toBe(0);
  });
});
