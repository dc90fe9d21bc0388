/**
 * "…, and then in my second main phase he Shocks my 2/2": a point of the turn said at the start of a joined clause,
 * then its own subject and verb, opens a clause of its own. Read into the clause before it, the asker was made the
 * caster (hexproof then did not stop the Shock) and the attack was told after the main phase (red team s20b).
 * Hexproof 702.11b; the turn's order 500.1; targets 115.1, 601.2c.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a joined clause that starts with a point of the turn WHEN read THEN its own subject acts', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Shock', 'Lightning Bolt']);
  }, 120_000);

  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["My 2/2 attacks and then in my second main phase he Shocks me. I was at 20. What's my life?", 'Your life total is 18', null],
    ['My 3/3 attacks, and then in my second main phase he Shocks my 3/3. Does it die?', 'No. Your 3/3 creature survives', 'no'],
    ['My 2/2 attacks and then during my end step he Lightning Bolts it. Does it die?', 'Yes. Your 2/2 creature dies', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // The opponent's Shock can't target the asker's hexproof creature (702.11b): told so, never "it dies".
  it.each([['My 2/2 hexproof attacks and is unblocked, and then in my second main phase he Shocks my 2/2. Does it die?', 'impossible']])('%s → refused %s', (q, code) =>
    refusedAs(() => deps)(q, code), 60_000);
});
