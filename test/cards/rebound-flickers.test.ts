/**
 * 702.88a: rebound is read as a keyword the engine follows (exiled as it resolves when cast from a hand; the
 * cast at the next upkeep stops the run, engine/keywords/rebound.ts), so the rebound flickers and other rebound
 * spells compile whole; the flicker sentence itself is the one "exile …, then return it" template (400.7).
 * A flicker whose sentence isn't that template (two targets, "those cards") stays unmodelled.
 */
import { beforeAll, describe } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compiledShapes, loadRealCards } from './compile-helpers.ts';

const flicker = (extra: Record<string, unknown> = {}) => ({ effects: [{ kind: 'exile', target: 'creature' }, { kind: 'put-onto-battlefield', it: true, ...extra }] });
const ROWS: [string, Record<string, unknown>][] = [
  ['Ephemerate', { keywords: [{ keyword: 'rebound' }], spell: flicker({ underOwner: true }) }],
  ['Cloudshift', { spell: flicker() }],
  ['Momentary Blink', { spell: flicker({ underOwner: true }) }],
  ['Flicker of Fate', { spell: flicker({ underOwner: true }) }],
];
const UNMODELLED: [string, string][] = [
  ['Ghostly Flicker', 'Exile two target artifacts, creatures, and/or lands you control, then return those cards to the battlefield under your control.'],
];

let cards: Map<string, CardRecord> = new Map();
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map(([n]) => n), ...UNMODELLED.map(([n]) => n)]);
}, 120_000);

describe('flickers with and without rebound (702.88a, 400.7)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});
