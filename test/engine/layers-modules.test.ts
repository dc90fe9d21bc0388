/**
 * The per-layer modules on single objects: type (205.1a/b, 205.3d, 205.4b, 305.7), color, abilities
 * (113.10, 113.11), P/T (613.4, 208.3, 208.5), copy (707.2), control (109.4), selectors, and keyword
 * helpers. Table-driven: GIVEN an object and a modification THEN its new characteristics.
 */
import { describe, expect, it } from 'vitest';
import { applyAbilities } from '../../src/engine/layers/abilities.ts';
import { applyColor } from '../../src/engine/layers/color.ts';
import { applyControl } from '../../src/engine/layers/control.ts';
import { applyCopy } from '../../src/engine/layers/copy.ts';
import { defaultPT, hasPT, normalizeForLayer7, applyPT } from '../../src/engine/layers/pt.ts';
import { evaluate, selectIds } from '../../src/engine/layers/select.ts';
import { applyType } from '../../src/engine/layers/type.ts';
import { initialWorking, initialWorld } from '../../src/engine/layers/world.ts';
import type { Working } from '../../src/engine/layers/world.ts';
import { canonicalKeyword, canonicalKeywordText, keywordMatches, keywordOfCounter, parseEnchant, protectionCovers, ptOfCounter, dedupeKeywords } from '../../src/engine/keywords.ts';
import { subtypeLists, subtypeOfPlural, subtypeSet, useSubtypeLists } from '../../src/engine/subtypes.ts';
import { subtypeListsOfText } from '../../src/rules/subtype-lists.ts';
import { CURRENT_CR, PREVIOUS_CR, crText } from '../helpers/data.ts';
import type { Keyword, Modification, Selector } from '../../src/engine/types.ts';
import { card, state } from './helpers.ts';
import { computeCharacteristics, resolve } from '../../src/engine/index.ts';
import type { CardSpec } from './helpers.ts';

const w = (spec: CardSpec): Working => initialWorking(card(spec));
const grant = { id: 'g', timestamp: 9 };

describe('layer 4: type-changing effects', () => {
  const rows: [string, CardSpec, Extract<Modification, { kind: 'set-types' | 'add-types' | 'remove-types' }>, Partial<Working>, string[]][] = [
    ['GIVEN an artifact WHEN it becomes an artifact creature (in addition) THEN both types (205.1b)', { id: 'a', types: ['Artifact'], subtypes: ['Equipment'] }, { kind: 'add-types', types: ['Creature'] }, { types: ['Artifact', 'Creature'], subtypes: ['Equipment'] }, ['205.1b']],
    ['GIVEN a creature Elf WHEN it "becomes an artifact" (set) THEN the creature type goes with the card type (205.1a)', { id: 'c', subtypes: ['Elf'] }, { kind: 'set-types', types: ['Artifact'] }, { types: ['Artifact'], subtypes: [] }, ['205.1a']],
    ['GIVEN an Elf WHEN it becomes a Goblin creature (set subtypes) THEN creature types are replaced (205.1a)', { id: 'c', subtypes: ['Elf', 'Warrior'] }, { kind: 'set-types', types: ['Creature'], subtypes: ['Goblin'] }, { subtypes: ['Goblin'] }, ['205.1a']],
    ['GIVEN an instant WHEN an effect sets its type to creature THEN it keeps instant (205.1a)', { id: 'i', types: ['Instant'], pt: null }, { kind: 'set-types', types: ['Creature'] }, { types: ['Creature', 'Instant'] }, ['205.1a']],
    ['GIVEN a legendary creature WHEN its types are set THEN it stays legendary (205.4b)', { id: 'l', supertypes: ['Legendary'] }, { kind: 'set-types', types: ['Artifact'] }, { supertypes: ['Legendary'] }, ['205.1a']],
    ['GIVEN an explicit keepSupertypes: false THEN supertypes are removed', { id: 'l', supertypes: ['Legendary'] }, { kind: 'set-types', types: ['Artifact'], keepSupertypes: false }, { supertypes: [] }, ['205.1a']],
    ['GIVEN a noncreature artifact WHEN it gains the subtype Zombie THEN it can\'t (205.3d)', { id: 'a', types: ['Artifact'] }, { kind: 'add-types', subtypes: ['Zombie'] }, { subtypes: [] }, ['205.1b']],
    ['GIVEN a nonbasic land with abilities WHEN its subtype is set to Mountain THEN it loses its rules-text abilities (305.7)', { id: 'l', types: ['Land'], subtypes: ['Desert'], keywords: ['indestructible'], pt: null }, { kind: 'set-types', types: ['Land'], subtypes: ['Mountain'] }, { subtypes: ['Mountain'], keywords: [] }, ['305.7']],
    ['GIVEN an artifact creature Golem WHEN it loses the creature type THEN the creature subtypes go too (205.1a)', { id: 'g', types: ['Artifact', 'Creature'], subtypes: ['Golem', 'Equipment'] }, { kind: 'remove-types', types: ['Creature'] }, { types: ['Artifact'], subtypes: ['Equipment'] }, ['205.1a']],
    ['GIVEN a Kindred Elf artifact WHEN it loses "Creature" it had not THEN the Elf type stays (Kindred, 205.3m)', { id: 'k', types: ['Kindred', 'Artifact'], subtypes: ['Elf'] }, { kind: 'remove-types', types: ['Creature'] }, { subtypes: ['Elf'] }, ['205.1a']],
    ['GIVEN an Elf Warrior WHEN it loses all creature types THEN none remain', { id: 'c', subtypes: ['Elf', 'Warrior'] }, { kind: 'remove-types', allCreatureTypes: true }, { subtypes: [] }, ['205.1a']],
  ];
  it.each(rows)('%s', (_n, spec, mod, expected, rules) => {
    const r = applyType(mod, w(spec));
    expect(r.w).toMatchObject(expected);
    expect(r.rules).toEqual(rules);
  });

  it('classifies subtypes by their set (205.3g-q), unknown ones as creature types', () => {
    expect(['Equipment', 'Aura', 'Forest', 'Jace', 'Arcane', 'Siege', 'Elf', 'Notathing'].map(subtypeSet)).toEqual(['artifact', 'enchantment', 'land', 'planeswalker', 'spell', 'battle', 'creature', 'creature']);
  });
});

describe('GIVEN a CR file THEN the subtype lists are read from its 205.3g-205.3q (never copied into the code)', () => {
  const sizes = (text: string): Record<string, number> | null => {
    const l = subtypeListsOfText(text);
    return l && Object.fromEntries(Object.entries(l).map(([set, names]) => [set, names.length]));
  };
  const rows: [string, () => string, Record<string, number> | null][] = [
    // Land: Urza’s also as Urza's, as people type it.
    ['the current CR (2026-09-25)', () => crText(CURRENT_CR), { artifact: 23, enchantment: 13, land: 18, planeswalker: 80, spell: 5, creature: 324, battle: 1 }],
    ['the previous CR (2026-02-27): fewer types, so they are read, not copied', () => crText(PREVIOUS_CR), { artifact: 20, enchantment: 12, land: 18, planeswalker: 79, spell: 5, creature: 316, battle: 1 }],
    ['a CR without 205.3m: no lists rather than partial ones', () => crText(CURRENT_CR).replace(/^205\.3m .*$/m, ''), null],
  ];
  it.each(rows)('%s', (_n, text, expected) => {
    expect(sizes(text())).toEqual(expected);
  });

  it('reads both sentences of 205.3m (Time Lord, then the one-word types) and drops "(see rule N)"', () => {
    const l = subtypeListsOfText(crText(CURRENT_CR))!;
    expect([l.creature[0], l.creature[1], l.creature.at(-1), l.artifact[0], l.land.filter((t) => t.startsWith('Urza'))]).toEqual(['Time Lord', 'Advisor', 'Zubera', 'Attraction', ["Urza's", 'Urza’s']]);
  });

  it('the engine knows what the lists it was given name: a type only the newer CR lists is no subtype with the older lists', () => {
    const current = subtypeLists();
    try {
      useSubtypeLists(subtypeListsOfText(crText(PREVIOUS_CR))!);
      expect([subtypeOfPlural('Giraffes'), subtypeSet('Vibranium'), subtypeOfPlural('Elves')]).toEqual([null, 'creature', 'Elf']);
      useSubtypeLists(subtypeListsOfText(crText(CURRENT_CR))!);
      expect([subtypeOfPlural('Giraffes'), subtypeSet('Vibranium'), subtypeOfPlural('Elves')]).toEqual(['Giraffe', 'artifact', 'Elf']);
    } finally {
      if (current) useSubtypeLists(current);
    }
  });
});

describe('layer 5: color-changing effects', () => {
  const rows: [string, CardSpec, Extract<Modification, { kind: 'set-colors' | 'add-colors' }>, string[]][] = [
    ['GIVEN a red creature WHEN it becomes blue THEN blue only', { id: 'c', colors: ['R'] }, { kind: 'set-colors', colors: ['U'] }, ['U']],
    ['GIVEN a red creature WHEN it is also blue THEN blue and red in WUBRG order', { id: 'c', colors: ['R'] }, { kind: 'add-colors', colors: ['U'] }, ['U', 'R']],
    ['GIVEN a green creature WHEN it becomes colorless THEN no colors', { id: 'c', colors: ['G'] }, { kind: 'set-colors', colors: [] }, []],
  ];
  it.each(rows)('%s', (_n, spec, mod, colors) => expect(applyColor(mod, w(spec)).colors).toEqual(colors));
});

describe('layer 6: abilities', () => {
  const rows: [string, CardSpec, Extract<Modification, { kind: 'add-keywords' | 'add-abilities' | 'remove-keywords' | 'lose-all-abilities' | 'cant-have-keywords' }>, string[], number, string[]][] = [
    ['GIVEN a creature WHEN it gains flying THEN flying', { id: 'c' }, { kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }, ['flying'], 0, []],
    ['GIVEN a flier with trample WHEN it loses flying THEN trample only (113.10)', { id: 'c', keywords: ['flying', 'trample'] }, { kind: 'remove-keywords', keywords: ['flying'] }, ['trample'], 0, ['113.10']],
    ['GIVEN protection from red and from blue WHEN it loses protection from red THEN only that instance goes', { id: 'c', keywords: ['protection red', 'protection blue'] }, { kind: 'remove-keywords', keywords: ['protection from red'] }, ['protection blue'], 0, ['113.10']],
    ['GIVEN keywords and a static ability WHEN it loses all abilities THEN nothing is left (113.10)', { id: 'c', keywords: ['flying'], statics: [{ text: 'x', affects: { kind: 'source' }, modifications: [] }], unmodelled: ['When this dies, draw a card.'] }, { kind: 'lose-all-abilities' }, [], 0, ['113.10']],
    ["GIVEN a flier WHEN it can't have flying THEN it loses it (113.11)", { id: 'c', keywords: ['flying', 'reach'] }, { kind: 'cant-have-keywords', keywords: ['flying'] }, ['reach'], 0, ['113.11']],
    ['GIVEN a creature WHEN it gains a static ability THEN it has it, marked as granted (613.7a)', { id: 'c' }, { kind: 'add-abilities', abilities: [{ text: 'Other creatures get +1/+1.', affects: { kind: 'filter', types: ['Creature'], other: true }, modifications: [] }] }, [], 1, ['113.10', '613.7a']],
  ];
  it.each(rows)('%s', (_n, spec, mod, keywords, statics, rules) => {
    const r = applyAbilities(mod, w(spec), grant);
    expect(r.w.keywords.map((k) => (k.param ? `${k.keyword} ${k.param}` : k.keyword))).toEqual(keywords);
    expect(r.w.statics.length).toBe(statics);
    expect(r.rules).toEqual(rules);
  });

  it("GIVEN can't have flying WHEN an effect later grants flying THEN it doesn't apply (113.11)", () => {
    const blocked = applyAbilities({ kind: 'cant-have-keywords', keywords: ['flying'] }, w({ id: 'c' }), grant).w;
    const r = applyAbilities({ kind: 'add-keywords', keywords: [{ keyword: 'flying' }, { keyword: 'haste' }] }, blocked, grant);
    expect(r.w.keywords).toEqual([{ keyword: 'haste' }]);
    expect(r.rules).toEqual(['113.11']);
  });

  it('GIVEN an ability granted by effect g THEN it carries the effect timestamp (613.7a)', () => {
    const r = applyAbilities({ kind: 'add-abilities', abilities: [{ text: 'x', affects: { kind: 'source' }, modifications: [] }] }, w({ id: 'c' }), grant);
    expect(r.w.statics[0]).toMatchObject({ key: 'g>0', grantedAt: 9 });
  });
});

describe('layer 7: power and toughness', () => {
  const world = initialWorld([card({ id: 'c', pt: [1, 3] }), card({ id: 'l1', types: ['Land'], pt: null }), card({ id: 'l2', types: ['Land'], pt: null, controller: 'B' })]);
  const ctx = { sourceId: 'c', you: 'A' };
  const lands = { kind: 'count' as const, filter: { kind: 'filter' as const, types: ['Land' as const], controller: 'you' as const } };
  const rows: [string, Extract<Modification, { kind: 'set-pt-cda' | 'set-pt' | 'modify-pt' | 'modify-pt-per' | 'switch-pt' }>, string][] = [
    ['GIVEN a 1/3 WHEN set to 0/1 (7b) THEN 0/1', { kind: 'set-pt', power: 0, toughness: 1 }, '0/1'],
    ['GIVEN a 1/3 WHEN only its toughness is set to 5 THEN 1/5', { kind: 'set-pt', power: null, toughness: 5 }, '1/5'],
    ['GIVEN a 1/3 WHEN +2/-1 (7c) THEN 3/2', { kind: 'modify-pt', power: 2, toughness: -1 }, '3/2'],
    ['GIVEN a 1/3 WHEN +1/+1 for each land you control (one) THEN 2/4', { kind: 'modify-pt-per', power: 1, toughness: 1, per: lands }, '2/4'],
    ['GIVEN a 1/3 WHEN its P/T are each the number of lands you control (7a) THEN 1/1', { kind: 'set-pt-cda', power: lands, toughness: lands }, '1/1'],
    ['GIVEN a 1/3 WHEN switched (7d) THEN 3/1', { kind: 'switch-pt' }, '3/1'],
  ];
  it.each(rows)('%s', (_n, mod, pt) => {
    const r = applyPT(mod, world.byId.get('c')!, world, ctx);
    expect(`${r.power}/${r.toughness}`).toBe(pt);
  });

  it('GIVEN a noncreature permanent with printed P/T (a Vehicle) THEN it has none, and effects on it do nothing (208.3, 208.3a)', () => {
    const vehicle = normalizeForLayer7(w({ id: 'v', types: ['Artifact'], subtypes: ['Vehicle'], pt: [3, 3] }));
    expect([vehicle.power, vehicle.toughness, hasPT(vehicle)]).toEqual([null, null, false]);
    expect(applyPT({ kind: 'modify-pt', power: 1, toughness: 1 }, vehicle, world, ctx)).toBe(vehicle);
  });

  it('GIVEN a Vehicle card in a graveyard THEN it keeps its printed P/T (208.3)', () => {
    const card = normalizeForLayer7(w({ id: 'v', types: ['Artifact'], subtypes: ['Vehicle'], pt: [3, 3], zone: 'graveyard' }));
    expect([card.power, card.toughness]).toEqual([3, 3]);
  });

  it('GIVEN a creature with no P/T value THEN it has none until an effect gives it one, and is 0/0 after the layers (208.5)', () => {
    const c = normalizeForLayer7(w({ id: 'x', types: ['Land', 'Creature'], pt: null }));
    expect([c.power, c.toughness]).toEqual([null, null]);
    expect(defaultPT(c)).toEqual({ power: 0, toughness: 0 });
    // Effects count a missing value as 0.
    const pumped = applyPT({ kind: 'modify-pt', power: 1, toughness: 2 }, c, initialWorld([]), { sourceId: null, you: null });
    expect([pumped.power, pumped.toughness]).toEqual([1, 2]);
  });

  it('GIVEN a land that becomes a creature and is then set to 3/3 (7b) THEN the trace shows it had no P/T before: -/- -> 3/3 (208.3, 208.5)', () => {
    const r = resolve(state([{ id: 'land', types: ['Land'], pt: null }]), [
      { kind: 'apply-effect', effect: { text: 'becomes a 3/3 creature', affects: { kind: 'objects', ids: ['land'] }, modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 3, toughness: 3 }] } },
    ]);
    expect(r.trace.filter((s) => s.key === 'layer.applied' && s.params['layer'] === '7b').map((s) => [s.params['before'], s.params['after']])).toEqual([['-/-', '3/3']]);
    const noValue = computeCharacteristics(state([{ id: 'c', types: ['Creature'], pt: null }])).byId['c'];
    expect([noValue?.power, noValue?.toughness]).toEqual([0, 0]);
  });
});

describe('layer 1a and 2: copy and control', () => {
  it('GIVEN a copy of a 3/3 red Giant THEN the copy takes its copiable values, keeps its own id and status (707.2)', () => {
    const world = initialWorld([card({ id: 'giant', name: 'Hill Giant', pt: [3, 3], colors: ['R'], subtypes: ['Giant'], counters: { '+1/+1': 2 } }), card({ id: 'clone', name: 'Clone', pt: [0, 0], colors: ['U'] })]);
    const r = applyCopy({ kind: 'copy', of: 'giant' }, world.byId.get('clone')!, world);
    expect(r).toMatchObject({ id: 'clone', name: 'Hill Giant', power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'], label: 'Clone' });
  });

  it('GIVEN a copy whose original is gone and no fixed values THEN nothing changes', () => {
    const world = initialWorld([card({ id: 'clone', name: 'Clone' })]);
    const clone = world.byId.get('clone')!;
    expect(applyCopy({ kind: 'copy', of: 'gone' }, clone, world)).toBe(clone);
  });

  it('GIVEN control changes THEN a permanent changes controller, a card in a graveyard has none to change (109.4)', () => {
    expect(applyControl({ kind: 'set-controller', player: 'B' }, w({ id: 'c' }), null).controller).toBe('B');
    expect(applyControl({ kind: 'set-controller', player: 'B' }, w({ id: 'c', zone: 'graveyard' }), null).controller).toBe('A');
  });

  it('GIVEN control to the effect\'s controller (no player named) THEN that player gains control; with none known nothing changes (611.3)', () => {
    expect(applyControl({ kind: 'set-controller' }, w({ id: 'c' }), 'B').controller).toBe('B');
    expect(applyControl({ kind: 'set-controller' }, w({ id: 'c' }), null).controller).toBe('A');
  });
});

describe('selectors', () => {
  const world = initialWorld([
    card({ id: 'src', controller: 'A', types: ['Enchantment'] }),
    card({ id: 'w', colors: ['W'], subtypes: ['Elf'], keywords: ['flying'] }),
    card({ id: 'k', colors: ['B'], controller: 'B' }),
    card({ id: 'art', types: ['Artifact'], pt: null }),
    card({ id: 'gy', zone: 'graveyard', owner: 'A' }),
  ]);
  const ctx = { sourceId: 'src', you: 'A' };
  const rows: [string, Selector, string[]][] = [
    ['creatures', { kind: 'filter', types: ['Creature'] }, ['w', 'k']],
    ['white creatures', { kind: 'filter', types: ['Creature'], colors: ['W'] }, ['w']],
    ['nonwhite creatures', { kind: 'filter', types: ['Creature'], notColors: ['W'] }, ['k']],
    ['creatures you control', { kind: 'filter', types: ['Creature'], controller: 'you' }, ['w']],
    ["creatures your opponents control", { kind: 'filter', types: ['Creature'], controller: 'opponent' }, ['k']],
    ['artifacts and creatures (at least one type)', { kind: 'filter', types: ['Artifact', 'Creature'] }, ['w', 'k', 'art']],
    ['noncreature permanents other than this', { kind: 'filter', notTypes: ['Creature'], other: true }, ['art']],
    ['Elves', { kind: 'filter', subtypes: ['elf'] }, ['w']],
    ['creatures with flying', { kind: 'filter', keywords: ['flying'] }, ['w']],
    ['creature cards in your graveyard', { kind: 'filter', zone: 'graveyard', types: ['Creature'], controller: 'you' }, ['gy']],
    ['this', { kind: 'source' }, ['src']],
    ['listed objects', { kind: 'objects', ids: ['k', 'nope'] }, ['k']],
  ];
  it.each(rows)('GIVEN "%s" THEN it picks the right objects', (_n, sel, ids) => expect(selectIds(sel, world, ctx)).toEqual(ids));

  it('GIVEN a count THEN it counts matching objects; a fixed value is itself', () => {
    expect(evaluate({ kind: 'count', filter: { kind: 'filter', types: ['Creature'] } }, world, ctx)).toBe(2);
    expect(evaluate({ kind: 'fixed', value: 7 }, world, ctx)).toBe(7);
  });
});

describe('keywords', () => {
  it('recognises keyword counters (122.1b) and P/T counters (122.1a)', () => {
    expect(keywordOfCounter('flying')).toEqual({ keyword: 'flying' });
    expect(keywordOfCounter('First Strike')).toEqual({ keyword: 'first strike' });
    expect(keywordOfCounter('loyalty')).toBeNull();
    expect(ptOfCounter('+1/+1')).toEqual({ power: 1, toughness: 1 });
    expect(ptOfCounter('-0/-2')).toEqual({ power: -0, toughness: -2 });
    expect(ptOfCounter('charge')).toBeNull();
  });

  it('reads protection qualities (702.16a) and says when it cannot', () => {
    const red = { colors: ['R' as const], types: ['Creature' as const] };
    expect(protectionCovers('red', red)).toBe(true);
    expect(protectionCovers('from blue', red)).toBe(false);
    expect(protectionCovers('creatures', red)).toBe(true);
    expect(protectionCovers('everything', red)).toBe(true);
    expect(protectionCovers('monocolored', red)).toBe(true);
    expect(protectionCovers('Goblins', red)).toBeNull();
  });

  it('reads enchant abilities (702.5a) and says when it cannot', () => {
    expect(parseEnchant('creature')).toEqual({ kind: 'permanent', types: ['Creature'], controller: null });
    expect(parseEnchant('creature you control')).toEqual({ kind: 'permanent', types: ['Creature'], controller: 'you' });
    expect(parseEnchant('artifact or creature')).toEqual({ kind: 'permanent', types: ['Artifact', 'Creature'], controller: null });
    expect(parseEnchant('player')).toEqual({ kind: 'player', opponentOnly: false });
    expect(parseEnchant('Equipment')).toEqual({ kind: 'permanent', types: 'any', subtypes: ['equipment'], controller: null });
    expect(parseEnchant('creature card in a graveyard')).toBeNull();
  });

  it.each<[string, Keyword, string, boolean]>([
    ['landwalk Island (the schema form) and "islandwalk"', { keyword: 'landwalk', param: 'Island' }, 'islandwalk', true],
    ['"islandwalk" written as one keyword and "landwalk" (every landwalk, 702.14a)', { keyword: 'islandwalk' }, 'landwalk', true],
    ['landwalk Island and "Island walk"', { keyword: 'landwalk', param: 'Island' }, 'Island walk', true],
    ['landwalk Island and "swampwalk"', { keyword: 'landwalk', param: 'Island' }, 'swampwalk', false],
    ['landwalk nonbasic land and "nonbasic landwalk"', { keyword: 'landwalk', param: 'nonbasic land' }, 'nonbasic landwalk', true],
    ['protection "from red" and "protection from red"', { keyword: 'protection', param: 'from red' }, 'protection from red', true],
    ['protection "red" and "protection from red"', { keyword: 'protection', param: 'red' }, 'protection from red', true],
    ['protection "red" and "protection from blue"', { keyword: 'protection', param: 'red' }, 'protection from blue', false],
    ['"protection from red" written whole and "protection" (every protection)', { keyword: 'protection from red' }, 'protection', true],
    ['hexproof "from white" and hexproof "white"', { keyword: 'hexproof', param: 'from white' }, 'hexproof white', true],
    ['ward "2" and "ward {2}"', { keyword: 'ward', param: '2' }, 'ward {2}', true],
    ['ward "{2}" and "ward 2"', { keyword: 'ward', param: '{2}' }, 'ward 2', true],
    ['ward "{2}" and "ward {3}"', { keyword: 'ward', param: '{2}' }, 'ward {3}', false],
    ['"trample over planeswalkers" and "trample" (a different ability)', { keyword: 'trample over planeswalkers' }, 'trample', false],
  ])('matches keywords through one normaliser: %s', (_name, k, name, expected) => {
    expect(keywordMatches(k, name)).toBe(expected);
  });

  it('gives one canonical text for every way of writing a keyword', () => {
    expect(['islandwalk', 'Islandwalk', 'landwalk Island', 'island-walk'].map(canonicalKeywordText)).toEqual(Array(4).fill('landwalk island'));
    expect(['protection from red', 'protection red', 'Protection From Red'].map(canonicalKeywordText)).toEqual(Array(3).fill('protection red'));
    expect(canonicalKeyword({ keyword: 'ward', param: '{2}' })).toBe(canonicalKeyword({ keyword: 'ward', param: '2' }));
    expect(canonicalKeywordText('landwalk')).toBe('landwalk');
  });

  it('drops a landwalk written both ways once (they are the same redundant ability)', () => {
    expect(dedupeKeywords([{ keyword: 'islandwalk' }, { keyword: 'landwalk', param: 'Island' }, { keyword: 'landwalk', param: 'Swamp' }])).toEqual([
      { keyword: 'islandwalk' },
      { keyword: 'landwalk', param: 'Swamp' },
    ]);
  });

  it('drops redundant duplicates but keeps instances that add up (toxic)', () => {
    expect(dedupeKeywords([{ keyword: 'flying' }, { keyword: 'flying' }, { keyword: 'toxic', param: '1' }, { keyword: 'toxic', param: '1' }])).toEqual([
      { keyword: 'flying' },
      { keyword: 'toxic', param: '1' },
      { keyword: 'toxic', param: '1' },
    ]);
  });
});
