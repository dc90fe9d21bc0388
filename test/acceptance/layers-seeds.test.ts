/**
 * Acceptance (issue 3): the worked layer, timestamp and dependency examples of
 * ../shared/seeds/000_*.txt (Japanese CR examples, chapter 6), with exact results and cited rules.
 * Rows are in tables/seeds.ts, each with the seed's words in a comment.
 */
import { describe, it } from 'vitest';
import { checkLayerRow } from './support.ts';
import { SEED_ROWS, SEED_TODO } from './tables/seeds.ts';

describe('seed examples (000_*.txt, 611-613)', () => {
  for (const row of SEED_ROWS) it(`${row.name} [${row.citation}]`, () => void checkLayerRow(row));
  for (const row of SEED_TODO) it.todo(`${row.name} [${row.citation}] — missing: ${row.missing}`);
});
