/**
 * Acceptance (issue 5, session 2 review): adversarial casting rows (tables/stack-casting-review.ts).
 * REVIEW_ROWS must answer exactly as worked out from the CR; REVIEW_STOPS must stop with
 * `unmodelled` (citing the rule whose choice the engine can't make) instead of answering.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run.ts';
import { checkStackRow, run } from './support.ts';
import { REVIEW_ROWS, REVIEW_STOPS } from './tables/stack-casting-review.ts';

describe('stack: casting review (costs, payment, modes, restrictions)', () => {
  it('has at least 10 rows with unique names', () => {
    const names = [...REVIEW_ROWS, ...REVIEW_STOPS].map((r) => r.name);
    expect(REVIEW_ROWS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(names).size).toBe(names.length);
  });
  for (const row of REVIEW_ROWS) it(`${row.name} [${row.citation}]`, () => void checkStackRow(row));
  for (const row of REVIEW_STOPS) {
    it(`${row.name} [${row.citation}]`, () => {
      const result = runScenario(JSON.parse(JSON.stringify(row.scenario)));
      const error = !result.ok && result.error.kind === 'engine' ? result.error.error : null;
      expect({ code: error?.code, rule: error?.params?.rule }).toEqual({ code: 'unmodelled', rule: row.rule });
    });
  }

  // The final state keeps what wasn't spent (106.4), and a rewound cast leaves the pool as it was.
  it('GIVEN {R}{R} and a rewound kicked Bolt WHEN Bolt is then cast normally THEN {R} is left in the pool (106.4, 601.2e)', () => {
    const row = REVIEW_ROWS.find((r) => r.citation === '702.33a')!;
    const scenario = { ...row.scenario, players: [{ id: 'A', manaPool: '{R}{R}' }, { id: 'B' }], actions: [...(row.scenario.actions ?? []), { kind: 'cast', object: 'bolt', targets: { any: ['B'] } }] };
    const r = run(scenario as typeof row.scenario);
    expect(r.final.players.find((p) => p.id === 'A')?.manaPool).toEqual({ R: 1 });
  });
});
