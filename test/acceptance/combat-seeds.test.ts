/**
 * Acceptance (issue 4): the worked combat examples of ../shared/seeds/003_*.txt (trample with
 * deathtouch; double strike plus trample against protection and against an indestructible blocker;
 * the keyword statements about combat) and the damage examples of ../shared/seeds/000_*.txt (the
 * two doublers of 614.5, 611.2c, 615.4). Rows are in tables/combat-seeds.ts, each with its seed line.
 */
import { describe, expect, it } from 'vitest';
import { checkCombatErrorRow, checkCombatRow, combatTableGaps } from './support.ts';
import { COMBAT_SEED_ERRORS, COMBAT_SEED_ROWS } from './tables/combat-seeds.ts';

describe('combat: seed examples (003_*.txt, 000_*.txt)', () => {
  it('every row asserts life, poison, zones and damage marked; names are unique', () => {
    expect(combatTableGaps(COMBAT_SEED_ROWS)).toEqual({});
    const names = [...COMBAT_SEED_ROWS, ...COMBAT_SEED_ERRORS].map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
  for (const row of COMBAT_SEED_ROWS) it(`${row.name} [${row.citation}]`, () => void checkCombatRow(row));
  for (const row of COMBAT_SEED_ERRORS) it(`illegal: ${row.name} [${row.citation}]`, () => checkCombatErrorRow(row));
});
