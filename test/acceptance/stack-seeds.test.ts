/**
 * Acceptance (issue 5): the casting examples of ../shared/seeds/004_*.txt (timing permissions,
 * flash, lands can't be cast, targets that do nothing, cast vs put onto the battlefield, copies of
 * spells aren't cast), and the index of ../shared/seeds/000_*.txt's casting / trigger / resolution
 * examples: each is reproduced in tables/stack-cr.ts as a row or a todo (the same CR examples).
 */
import { describe, expect, it } from 'vitest';
import { checkStackRow } from './support.ts';
import { STACK_CR_ROWS, STACK_CR_TODO } from './tables/stack-cr.ts';
import { SEED_000_INDEX, STACK_SEED_ROWS, STACK_SEED_TODO } from './tables/stack-seeds.ts';

describe('stack: seed examples (004_*.txt; 000_*.txt via the CR rows)', () => {
  it('row names are unique', () => {
    const names = [...STACK_SEED_ROWS, ...STACK_SEED_TODO].map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
  it('every casting / trigger / resolution example of seed 000 has a CR row or todo under its rule', () => {
    const covered = new Set([...STACK_CR_ROWS, ...STACK_CR_TODO].map((r) => r.citation));
    expect(SEED_000_INDEX.filter((e) => !covered.has(e.citation))).toEqual([]);
  });
  for (const row of STACK_SEED_ROWS) it(`${row.name} [${row.citation}]`, () => void checkStackRow(row));
  for (const row of STACK_SEED_TODO) it.todo(`${row.name} [${row.citation}] — missing: ${row.missing}`);
});
