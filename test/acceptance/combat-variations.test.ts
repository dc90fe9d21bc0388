/**
 * Acceptance (issue 4): variations of our own on combat and damage — several blockers, several
 * attackers on one blocker, first and double strike, deathtouch with first strike, lifelink with
 * prevention, doublers and replacement order, infect and wither, blockers (and attackers) removed
 * before damage with and without trample, planeswalkers, battles, regeneration, fight — and illegal
 * declarations and assignments. Rows are in tables/combat-variations.ts, each with its arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { checkCombatErrorRow, checkCombatRow, combatTableGaps } from './support.ts';
import { COMBAT_VARIATION_ERRORS, COMBAT_VARIATION_ROWS } from './tables/combat-variations.ts';

describe('combat: variations', () => {
  it('has at least 45 rows, each asserting life, poison, zones and damage marked, with unique names', () => {
    expect(COMBAT_VARIATION_ROWS.length).toBeGreaterThanOrEqual(45);
    expect(combatTableGaps(COMBAT_VARIATION_ROWS)).toEqual({});
    const names = [...COMBAT_VARIATION_ROWS, ...COMBAT_VARIATION_ERRORS].map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
  for (const row of COMBAT_VARIATION_ROWS) it(`${row.name} [${row.citation}]`, () => void checkCombatRow(row));
  for (const row of COMBAT_VARIATION_ERRORS) it(`illegal: ${row.name} [${row.citation}]`, () => checkCombatErrorRow(row));
});
