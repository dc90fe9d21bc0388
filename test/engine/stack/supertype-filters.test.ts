/**
 * Supertypes in filters (205.4): "legendary creatures you control" (a static ability, layer 7c),
 * "target nonbasic land" (115.1), "if you control a legendary creature" (602.5), judged on the
 * object's supertypes as they are now.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { checkRow, creature, game, obj, resolveTop, stackDepth, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const legendary = { kind: 'filter' as const, types: ['Creature' as const], supertypes: ['Legendary'], controller: 'you' as const };

const ROWS: Row[] = [
  {
    name: 'GIVEN "Destroy target nonbasic land" WHEN a basic land is targeted THEN the activation is reversed; a nonbasic one is destroyed',
    given: game([
      obj({ id: 'waste', name: 'Wasteland', types: ['Land'] }, { activated: [{ text: 'Destroy target nonbasic land.', cost: '{T}', tap: true, targets: [{ word: 'land', objects: { kind: 'filter', types: ['Land'], notSupertypes: ['Basic'] } }], effects: [{ kind: 'destroy', target: 'land' }] }] }),
      obj({ id: 'forest', name: 'Forest', types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'], controller: 'B' }),
      obj({ id: 'reef', name: 'Shivan Reef', types: ['Land'], controller: 'B' }),
    ]),
    when: [{ kind: 'activate', object: 'waste', targets: { land: ['forest'] } }, { kind: 'activate', object: 'waste', targets: { land: ['reef'] } }, resolveTop],
    then: (r) => [zoneOf(r, 'forest'), zoneOf(r, 'reef'), stackDepth(r)],
    expected: ['battlefield', 'graveyard', 0],
  },
  {
    name: 'GIVEN "Activate only if you control a legendary creature" and none WHEN activated THEN it is reversed (602.5)',
    given: game([obj({ id: 'riv', name: 'Rivendell', types: ['Land'] }, { activated: [{ text: 'x', cost: '{1}', condition: { kind: 'controls', filter: legendary, atLeast: 1 }, effects: [{ kind: 'life', amount: 1, player: 'you' }] }] }), creature('bear', 2, 2)]),
    when: [{ kind: 'activate', object: 'riv' }],
    then: (r) => stackDepth(r),
    expected: 0,
    rules: ['602.5'],
  },
];

describe('supertypes in filters (205.4)', () => {
  for (const row of ROWS) checkRow(row);
  it('GIVEN "Legendary creatures you control get +1/+0" THEN only the legendary creature gets it (layer 7c)', () => {
    const g = game([
      obj({ id: 'rising', name: 'Rising of the Day', types: ['Enchantment'] }),
      creature('hero', 2, 2, { supertypes: ['Legendary'] }),
      creature('bear', 2, 2),
    ]);
    g.objects[0]!.printed.statics = [{ text: 'Legendary creatures you control get +1/+0.', affects: legendary, modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }] }];
    const r = resolve(g, []);
    expect(r.computed.filter((c) => c.id !== 'rising').map((c) => [c.id, c.power])).toEqual([
      ['hero', 3],
      ['bear', 2],
    ]);
  });
});
