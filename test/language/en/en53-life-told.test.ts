/**
 * Session 53 (en53, issue 12): life totals told as people write them. "I have 11 life and they have 16": the noun left
 * out of the second of two parallel "has N" clauses is life, as in the first (each player's own total, 119.1). Said of
 * the same player twice, or alone with no noun, the number names nothing and stays unread.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', 'Hill Giant': '丘巨人' });
}, 120_000);

const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN "I have N life and they have M" THEN both totals are read (gapped "life")', () => {
  it.each([
    ["I have 11 life and they have 16. Their 5/5 attacks me unblocked. What's my life?", 'Your life total is 6', null],
    ["They have 16 and I have 3 life. I Lightning Bolt them. What's their life?", "The opponent's life total is 13", null],
    ['My opponent has 4 life and I have 10. My 3/3 attacks and isn\'t blocked. Are they dead?', 'No.', 'no'],
    ["I have 5 life, my opponent has 2. I cast Lightning Bolt at them. Do they lose?", 'Yes.', 'yes'],
  ] as const)('%s', (q, says, verdict) => answered(q, says, verdict), 60_000);

  it.each([
    ["I have 11 life and I have 16. What's my life?", 'not_understood'],
    ["They have 16. I Lightning Bolt them. What's their life?", 'not_understood'],
  ] as const)('%s', (q, code) => refused(q, code), 60_000);
});
