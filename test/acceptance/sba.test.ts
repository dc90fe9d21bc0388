/**
 * Acceptance (issue 3): state-based actions (704.5a, c, d, f, g, h, i, j, m, n, q) and
 * indestructible (702.12b): final zones (owner's graveyard, battlefield, ceased to exist), life,
 * poison, game losses and the cited rules. Rows are in tables/sba.ts.
 */
import { describe, it } from 'vitest';
import { checkSbaRow } from './support.ts';
import { SBA_ROWS } from './tables/sba.ts';

describe('state-based actions', () => {
  for (const row of SBA_ROWS) it(`${row.name} [${row.citation}]`, () => void checkSbaRow(row));
});
