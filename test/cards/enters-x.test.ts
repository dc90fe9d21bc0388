/**
 * 107.3m: a permanent's own enters-the-battlefield trigger that refers to X uses the X of the spell that became it —
 * "each creature gets -X/-X until end of turn" (The Meathook Massacre), "it deals X damage to each creature" (Spiteful
 * Banditry) compile with X read from the cast (amountFrom 'x'); a spell's own -X/-X is as before (Toxic Deluge).
 */
import { beforeAll, describe } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compiledShapes, loadRealCards } from './compile-helpers.ts';

describe('X in an enters trigger of a permanent cast with X (107.3m)', () => {
  let cards: ReadonlyMap<string, CardRecord> = new Map();
  beforeAll(async () => {
    cards = await loadRealCards(['The Meathook Massacre', 'Toxic Deluge', 'Spiteful Banditry']);
  }, 120_000);
  compiledShapes(
    [
      ['The Meathook Massacre', { triggers: [{ event: 'enters', effects: [{ kind: 'apply-effect', amountFrom: 'x' }] }, { event: 'dies' }, { event: 'dies' }] }],
      ['Toxic Deluge', { spell: { lifeCost: { amount: 'x' }, effects: [{ kind: 'apply-effect', amountFrom: 'x' }] } }],
    ],
    [['Spiteful Banditry', 'Whenever one or more creatures your opponents control die, you create a Treasure token. This ability triggers only once each turn.']],
    () => cards,
  );
});
