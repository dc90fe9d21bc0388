/**
 * Acceptance (issue 3): variations of our own on the layer system — other numbers and orders,
 * effects ending partway, counters, static vs locked-in effects, dependency, copy, control.
 * Rows are in tables/variations.ts, each with its arithmetic in a comment.
 */
import { describe, expect, it } from 'vitest';
import { checkLayerRow } from './support.ts';
import { VARIATION_ROWS } from './tables/variations.ts';

describe('layer variations', () => {
  it('has at least 30 rows with unique names', () => {
    expect(VARIATION_ROWS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(VARIATION_ROWS.map((r) => r.name)).size).toBe(VARIATION_ROWS.length);
  });
  for (const row of VARIATION_ROWS) it(`${row.name} [${row.citation}]`, () => void checkLayerRow(row));
});
