/**
 * 601.2d, 601.2c: a spell that "deals N damage divided as you choose among one or two / one, two, or three / any number of
 * targets" compiles to one target word of from one to that many targets (any number: anyNumber) and a divided damage
 * effect, the division announced as it is cast. An X amount (Rolling Thunder) stays unmodelled (compile.test.ts), as does
 * an ability's division (Arc Mage: the cast's announcement is a spell's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { loadRealCards } from './compile-helpers.ts';

const ANY = { players: 'any', objects: { kind: 'filter', types: ['Creature', 'Planeswalker', 'Battle'] } };
/** [card, its target word's count spec, the damage divided]. */
const ROWS: [string, Record<string, unknown>, number][] = [
  ['Arc Lightning', { ...ANY, count: 3, upTo: true, min: 1 }, 3],
  ['Forked Bolt', { ...ANY, count: 2, upTo: true, min: 1 }, 2],
  ['Boulderfall', { ...ANY, anyNumber: true }, 5],
];

let cards = new Map<string, CardRecord>();
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), 'Arc Mage', 'Rolling Thunder']);
}, 120_000);

describe('GIVEN a spell dividing its damage among its targets THEN one target word and a divided damage effect (601.2d)', () => {
  it.each(ROWS)('%s', (name, spec, n) => {
    const c = compileCard(cards.get(name)!);
    expect(c.status).toBe('full');
    const s = c.object.spell as { targets: { word: string }[]; effects: unknown[] };
    expect(s.targets).toEqual([{ word: s.targets[0]!.word, ...spec }]);
    expect(s.effects).toEqual([{ kind: 'damage', amount: n, divided: true, target: s.targets[0]!.word }]);
  });
  it('an X amount and an ability dividing stay unmodelled', () => {
    expect(compileCard(cards.get('Rolling Thunder')!).status).toBe('none');
    expect(compileCard(cards.get('Arc Mage')!).unmodelled.some((t) => t.includes('divided as you choose'))).toBe(true);
  });
});
