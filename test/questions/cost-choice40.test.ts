/**
 * Issue 14 (session 40): a spell whose additional cost is a choice ("discard a card or pay 3 life", 118.8) asked about:
 * the life the question says was paid is that option (601.2b), paid with the spell (601.2h, 119.4); too little life and
 * the cast can't happen; the choice unsaid is refused naming it, never guessed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a spell with a choice of additional costs THEN the one told is paid (118.8, 601.2b)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Bitter Triumph': '苦々しい勝利', 'Demand Answers': '答えの要求' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I pay 3 life for Bitter Triumph. They have a 3/3. Does it die?', 'Yes', 'yes'],
    ["I pay 3 life for Bitter Triumph. They have a 3/3. What's my life?", 'Your life total is 17', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, what the refusal names]. */
  const REFUSED: [string, string, string][] = [
    // 119.4: 3 life can't be paid from 2.
    ["I'm at 2 life. I pay 3 life for Bitter Triumph. They have a 3/3. Does it die?", 'impossible', '3 life needed, 2 left'],
    // 601.2b: which cost is paid is the caster's announcement.
    ['I cast Bitter Triumph. They have a 3/3. Does it die?', 'unmodelled', 'which of the costs'],
    ['I cast Demand Answers. What happens?', 'unmodelled', 'which of the costs'],
    // 4 life is no cost of the card.
    ['I pay 4 life for Bitter Triumph. They have a 3/3. Does it die?', 'unmodelled', '4 life'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
