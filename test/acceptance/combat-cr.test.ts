/**
 * Acceptance (issue 4): the Comprehensive Rules' own combat and damage examples — 510.1c, 702.19b,
 * 702.19c, 614.5, 615.4, 615.7, 615.10, 615.11 — and one row per statement of 702.2, 702.4, 702.7
 * and 702.19d-f (which print no example). Final life, poison, damage marked, zones and cited rules.
 * Rows are in tables/combat-cr.ts, including the 616 examples (616.1f, 616.1g, 616.2).
 */
import { describe, expect, it } from 'vitest';
import { checkCombatErrorRow, checkCombatRow, combatTableGaps } from './support.ts';
import { COMBAT_CR_ERRORS, COMBAT_CR_ROWS, COMBAT_CR_TODO } from './tables/combat-cr.ts';

describe('combat: CR examples', () => {
  it('every row asserts life, poison, zones and damage marked; names are unique', () => {
    expect(combatTableGaps(COMBAT_CR_ROWS)).toEqual({});
    const names = [...COMBAT_CR_ROWS, ...COMBAT_CR_ERRORS].map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
  for (const row of COMBAT_CR_ROWS) it(`${row.name} [${row.citation}]`, () => void checkCombatRow(row));
  for (const row of COMBAT_CR_ERRORS) it(`illegal: ${row.name} [${row.citation}]`, () => checkCombatErrorRow(row));
  for (const row of COMBAT_CR_TODO) it.todo(`${row.name} [${row.citation}] — missing: ${row.missing}`);
});
