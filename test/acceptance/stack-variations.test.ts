/**
 * Acceptance (issue 5): variations of our own on casting, the stack, targets, countering,
 * triggered abilities and zones. Rows are in tables/stack-variations.ts, each with its arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { checkStackRow } from './support.ts';
import { STACK_VARIATION_ROWS } from './tables/stack-variations.ts';

describe('stack: variations', () => {
  it('has at least 40 rows with unique names', () => {
    expect(STACK_VARIATION_ROWS.length).toBeGreaterThanOrEqual(40);
    const names = STACK_VARIATION_ROWS.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
  for (const row of STACK_VARIATION_ROWS) it(`${row.name} [${row.citation}]`, () => void checkStackRow(row));
});
