/**
 * Acceptance: keywords cite the rule that decided a check, allowing and forbidding
 * (tables/keyword-citations.ts); a check no keyword bore on adds no keyword step.
 */
import { describe, expect, it } from 'vitest';
import { checkCombatErrorRow, checkCombatRow, checkStackRow } from './support.ts';
import { KEYWORD_CITATION_ERRORS, KEYWORD_CITATION_ROWS, KEYWORD_TARGET_ROWS } from './tables/keyword-citations.ts';
import { attack, block, mine, theirs } from './tables/combat-kit.ts';

describe('keywords cite their rules', () => {
  for (const row of KEYWORD_CITATION_ROWS) it(`${row.name} [${row.citation}]`, () => void checkCombatRow(row));
  for (const row of KEYWORD_CITATION_ERRORS) it(`illegal: ${row.name} [${row.citation}]`, () => checkCombatErrorRow(row));
  for (const row of KEYWORD_TARGET_ROWS) it(`${row.name} [${row.citation}]`, () => void checkStackRow(row));

  it('a block no keyword bears on (reach blocking a creature without flying) adds no keyword step', () => {
    const r = checkCombatRow({
      name: 'ground block',
      citation: '509.1a',
      scenario: { objects: [mine('bear', 'Hill Bear', 2, 2), theirs('web', 'Web Weaver', 1, 4, { keywords: ['reach'] })], actions: [attack('bear'), block({ web: 'bear' })] },
      expect: { players: { A: { life: 20, poison: 0 }, B: { life: 20, poison: 0 } }, fates: { bear: { zone: 'battlefield', damage: 0 }, web: { zone: 'battlefield', damage: 0 } }, rules: ['509.1a'], notRules: ['702.17b', '702.9b'] },
    });
    expect(r.trace.filter((s) => s.key === 'keyword.checked')).toEqual([]);
  });
});
