/**
 * Issue 14: "<instruction> instead if <condition>" over a spell's one instruction (608.2c, 608.2h), the morbid
 * family (207.2c; 700.4 "a creature died this turn"). Other conditions and other shapes stay unmodelled.
 */
import { beforeAll, describe } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compiledShapes, loadRealCards } from './compile-helpers.ts';

const MORBID = { condition: { kind: 'this-turn', happened: 'creature-died' } };
const READ = [
  ['Tragic Slip', { spell: { effects: [{ kind: 'apply-effect', target: 'creature', insteadIf: { ...MORBID, effect: { kind: 'apply-effect', target: 'creature' } } }] } }],
  ['Brimstone Volley', { spell: { effects: [{ kind: 'damage', amount: 3, insteadIf: { ...MORBID, effect: { kind: 'damage', amount: 5 } } }] } }],
  ['Hunger of the Howlpack', { spell: { effects: [{ kind: 'add-counters', amount: 1, insteadIf: { ...MORBID, effect: { kind: 'add-counters', amount: 3 } } }] } }],
  ['Life Goes On', { spell: { effects: [{ kind: 'life', amount: 4, insteadIf: { ...MORBID, effect: { kind: 'life', amount: 8 } } }] } }],
] as const;
// Raid ("if you attacked this turn") and instructions that aren't one of the same kind are not read.
const UNREAD = [
  ['Firecannon Blast', 'Firecannon Blast deals 6 damage instead if you attacked this turn.'],
  ['Gruesome Discovery', 'If a creature died this turn, instead that player reveals their hand, you choose two cards from it, then that player discards those cards.'],
  ['Caravan Vigil', 'You may put that card onto the battlefield instead of putting it into your hand if a creature died this turn.'],
] as const;

describe('instead if a creature died this turn', () => {
  let cards = new Map<string, CardRecord>();
  beforeAll(async () => {
    cards = await loadRealCards([...READ.map((r) => r[0]), ...UNREAD.map((r) => r[0])]);
  });
  compiledShapes(READ, UNREAD, () => cards);
});
