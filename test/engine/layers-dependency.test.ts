/**
 * Dependency (613.8): detected by trial application on the current intermediate characteristics —
 * existence, what an effect applies to, what it does; dependent effects wait (613.8b); loops fall back
 * to timestamp order (613.8b); the order is re-evaluated after each applied effect (613.8c); CDAs
 * apply first whatever their timestamps (613.3).
 */
import { describe, expect, it } from 'vitest';
import type { Modification, Selector, StaticAbility } from '../../src/engine/types.ts';
import { cited, keys, project, runRow, state } from './helpers.ts';
import type { CardSpec, LayerRow } from './helpers.ts';

const flying = { keyword: 'flying' };
const lord = (text: string, affects: Selector, modifications: Modification[]): StaticAbility => ({ text, affects, modifications });
const othersFly = lord('Other creatures you control have flying.', { kind: 'filter', types: ['Creature'], controller: 'you', other: true }, [{ kind: 'add-keywords', keywords: [flying] }]);
const colorSwap = (from: 'G' | 'U', to: 'G' | 'U'): StaticAbility => ({
  text: `All ${from === 'G' ? 'green' : 'blue'} creatures are ${to === 'G' ? 'green' : 'blue'}.`,
  affects: { kind: 'filter', types: ['Creature'], colors: [from] },
  modifications: [{ kind: 'set-colors', colors: [to] }],
});
const enchantment = (id: string, ability: StaticAbility, timestamp: number): CardSpec => ({ id, types: ['Enchantment'], statics: [ability], timestamp });
const livingLands = lord("All Forests are 1/1 creatures that are still lands.", { kind: 'filter', types: ['Land'], subtypes: ['Forest'] }, [
  { kind: 'add-types', types: ['Creature'] },
  { kind: 'set-pt', power: 1, toughness: 1 },
]);
const urborg = lord('Each land is a Swamp in addition to its other land types.', { kind: 'filter', types: ['Land'] }, [{ kind: 'add-types', subtypes: ['Swamp'] }]);
const bloodMoon = (ids: string[]) => lord('Nonbasic lands are Mountains.', { kind: 'objects', ids }, [{ kind: 'set-types', types: ['Land'], subtypes: ['Mountain'] }]);

const rows: LayerRow[] = [
  {
    name: "GIVEN a lord granting flying (ts 1) WHEN 'loses all abilities' (ts 5) hits the lord THEN the grant depends on it, so nobody flies (613.8a existence)",
    given: state([{ id: 'lord', statics: [othersFly], timestamp: 1 }, { id: 'bear', timestamp: 2 }], [{ id: 'mute', affects: ['lord'], mods: [{ kind: 'lose-all-abilities' }], timestamp: 5 }]),
    then: { lord: { keywords: [], statics: 0 }, bear: { keywords: [] } },
    rules: ['613.8a', '613.8b'],
  },
  {
    name: "GIVEN the same lord WHEN the lord only 'loses flying' THEN no dependency: the bear flies, the lord doesn't (613.9)",
    given: state([{ id: 'lord', statics: [othersFly], keywords: ['flying'], timestamp: 1 }, { id: 'bear', timestamp: 2 }], [{ id: 'clip', affects: ['lord'], mods: [{ kind: 'remove-keywords', keywords: ['flying'] }], timestamp: 5 }]),
    then: { lord: { keywords: [] }, bear: { keywords: ['flying'] } },
    rules: ['613.1f', '113.10'],
    notRules: ['613.8a', '613.8b'],
  },
  {
    name: "GIVEN 'all Forests are 1/1 creatures' (ts 1) WHEN an Island 'becomes a Forest' (ts 5) THEN the first waits for it: a 1/1 Forest land creature (613.8a applies-to)",
    given: state([enchantment('lands', livingLands, 1), { id: 'island', types: ['Land'], subtypes: ['Island'], pt: null, timestamp: 2 }], [
      { id: 'forest', affects: ['island'], mods: [{ kind: 'set-types', types: ['Land'], subtypes: ['Forest'] }], timestamp: 5 },
    ]),
    then: { island: { types: ['Land', 'Creature'], subtypes: ['Forest'], pt: '1/1' } },
    rules: ['613.8a', '613.8b', '305.7'],
  },
  {
    name: 'GIVEN the same effects with the Forest one older THEN timestamp order already works: no dependency step (613.7)',
    given: state([{ id: 'island', types: ['Land'], subtypes: ['Island'], pt: null, timestamp: 1 }, enchantment('lands', livingLands, 6)], [
      { id: 'forest', affects: ['island'], mods: [{ kind: 'set-types', types: ['Land'], subtypes: ['Forest'] }], timestamp: 3 },
    ]),
    then: { island: { types: ['Land', 'Creature'], subtypes: ['Forest'], pt: '1/1' } },
    rules: ['613.7'],
    notRules: ['613.8a'],
  },
  {
    name: 'GIVEN Urborg (ts 2) and Blood Moon (ts 1) THEN Urborg depends on Blood Moon (305.7 removes its ability): Urborg a Mountain, the Forest not a Swamp',
    given: state([
      enchantment('moon', bloodMoon(['urborg']), 1),
      { id: 'urborg', types: ['Land'], supertypes: ['Legendary'], statics: [urborg], pt: null, timestamp: 2 },
      { id: 'forest', types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'], pt: null, timestamp: 3 },
    ]),
    then: { urborg: { subtypes: ['Mountain'], statics: 0 }, forest: { subtypes: ['Forest'] } },
    rules: ['305.7', '613.6'],
  },
  {
    name: 'GIVEN Urborg (ts 1) and a later Blood Moon (ts 5) THEN the same: dependency overrides timestamp order (613.8)',
    given: state([
      { id: 'urborg', types: ['Land'], supertypes: ['Legendary'], statics: [urborg], pt: null, timestamp: 1 },
      { id: 'forest', types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'], pt: null, timestamp: 2 },
      enchantment('moon', bloodMoon(['urborg']), 5),
    ]),
    then: { urborg: { subtypes: ['Mountain'], statics: 0 }, forest: { subtypes: ['Forest'] } },
    rules: ['305.7', '613.8a', '613.8b'],
  },
  {
    name: 'GIVEN X becomes a copy of Y (ts 5) and Y a copy of Z (ts 6), both read live THEN X waits for Y: X is a copy of Z (613.8a what-it-does, 707.3)',
    given: state([{ id: 'x', name: 'Clone', pt: [0, 0] }, { id: 'y', name: 'Vesuvan', pt: [1, 1] }, { id: 'z', name: 'Runeclaw Bear', pt: [2, 2], colors: ['G'] }], [
      { id: 'cx', affects: ['x'], mods: [{ kind: 'copy', of: 'y' }], timestamp: 5, duration: { kind: 'indefinite' } },
      { id: 'cy', affects: ['y'], mods: [{ kind: 'copy', of: 'z' }], timestamp: 6, duration: { kind: 'indefinite' } },
    ]),
    then: { x: { name: 'Runeclaw Bear', pt: '2/2', colors: ['G'] }, y: { name: 'Runeclaw Bear' } },
    rules: ['613.2a', '613.8a', '613.8b'],
  },
  {
    name: "GIVEN 'green creatures are blue' (ts 1) and 'blue creatures are green' (ts 2) THEN a loop: timestamp order, both end green (613.8b)",
    given: state([enchantment('a', colorSwap('G', 'U'), 1), enchantment('b', colorSwap('U', 'G'), 2), { id: 'x', colors: ['G'], timestamp: 3 }, { id: 'y', colors: ['U'], timestamp: 4 }]),
    then: { x: { colors: ['G'] }, y: { colors: ['G'] } },
    rules: ['613.8b'],
  },
  {
    name: 'GIVEN the same loop with the timestamps swapped THEN both end blue (613.8b)',
    given: state([enchantment('b', colorSwap('U', 'G'), 1), enchantment('a', colorSwap('G', 'U'), 2), { id: 'x', colors: ['G'], timestamp: 3 }, { id: 'y', colors: ['U'], timestamp: 4 }]),
    then: { x: { colors: ['U'] }, y: { colors: ['U'] } },
    rules: ['613.8b'],
  },
  {
    name: "GIVEN 'Y is green' (ts 1), 'green creatures are blue' (ts 2), 'Y is green' again (ts 3) THEN after the first applies the second no longer depends on the third (613.8c): Y ends green",
    given: state([{ id: 'x', colors: ['G'], timestamp: 10 }, { id: 'y', colors: ['R'], timestamp: 11 }, enchantment('swap', colorSwap('G', 'U'), 2)], [
      { id: 'c', affects: ['y'], mods: [{ kind: 'set-colors', colors: ['G'] }], timestamp: 1, duration: { kind: 'indefinite' } },
      { id: 'b', affects: ['y'], mods: [{ kind: 'set-colors', colors: ['G'] }], timestamp: 3, duration: { kind: 'indefinite' } },
    ]),
    then: { x: { colors: ['U'] }, y: { colors: ['G'] } },
    rules: ['613.7'],
    notRules: ['613.8b'],
  },
  {
    name: "GIVEN a creature with a color CDA 'this is blue' (ts 9) and 'becomes red' (ts 2) THEN the CDA applies first: red (613.3)",
    given: state([{ id: 'x', colors: [], timestamp: 9, statics: [{ text: 'This creature is blue.', affects: { kind: 'source' }, modifications: [{ kind: 'set-colors', colors: ['U'] }], cda: true }] }], [
      { id: 'red', affects: ['x'], mods: [{ kind: 'set-colors', colors: ['R'] }], timestamp: 2 },
    ]),
    then: { x: { colors: ['R'] } },
    rules: ['613.3', '604.3'],
  },
  {
    name: "GIVEN a 7a CDA 'P/T = creatures you control' and 'lands you control are 0/0 creatures' (layer 4) THEN the count sees the animated lands (613.1 order): 4/4",
    given: state([
      { id: 'goyf', pt: [0, 0], statics: [{ text: "P/T are each equal to the number of creatures you control.", affects: { kind: 'source' }, cda: true, modifications: [{ kind: 'set-pt-cda', power: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } }, toughness: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } } }] }] },
      { id: 'l1', types: ['Land'], pt: null },
      { id: 'l2', types: ['Land'], pt: null },
      { id: 'bear' },
      enchantment('animate', lord('Lands you control are 0/0 creatures.', { kind: 'filter', types: ['Land'], controller: 'you' }, [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 0, toughness: 0 }]), 9),
    ]),
    then: { goyf: { pt: '4/4' }, l1: { pt: '0/0' } },
    rules: ['613.4a', '604.3'],
  },
];

describe('dependency (613.8)', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const { byId, steps } = runRow(row);
    for (const [id, expected] of Object.entries(row.then)) expect(project(byId[id], expected), id).toEqual(expected);
    const c = cited(steps);
    for (const r of row.rules ?? []) expect(c.has(r), `cites ${r}`).toBe(true);
    for (const r of row.notRules ?? []) expect(c.has(r), `does not cite ${r}`).toBe(false);
  });

  it('GIVEN the applies-to dependency THEN the trace has a layer.dependency step naming what it waited for', () => {
    const { steps } = runRow(rows[2]!);
    const dep = steps.find((s) => s.key === 'layer.dependency');
    expect(dep?.params).toMatchObject({ layer: '4', effect: expect.stringContaining('Forests are 1/1'), dependsOn: ['forest'] });
    expect(keys(steps)).not.toContain('layer.dependency-loop');
  });

  it('GIVEN the color loop THEN one layer.dependency-loop step lists both effects in timestamp order', () => {
    const { steps } = runRow(rows[7]!);
    const loops = steps.filter((s) => s.key === 'layer.dependency-loop');
    expect(loops.length).toBeGreaterThan(0);
    expect(loops[0]!.params['effects']).toEqual(['All green creatures are blue. (a)', 'All blue creatures are green. (b)']);
  });

  it("GIVEN the lord's grant removed by an effect it depends on THEN layer.ability-removed names that effect", () => {
    const { steps } = runRow(rows[0]!);
    const removed = steps.find((s) => s.key === 'layer.ability-removed');
    expect(removed?.params).toMatchObject({ layer: '6', dependsOn: ['mute'] });
  });
});
