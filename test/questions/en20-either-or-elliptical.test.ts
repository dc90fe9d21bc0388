/**
 * Either/or questions said without a subject or about a player — "Dead or alive?", "Alive or dead?", "Do I lose or
 * survive?" — ask which of two things holds: answered by the one that holds, never "No" to the first word alone
 * (red team s19b: "Dead or alive? → No. … survives") nor "No … / Yes …" for the two halves. Lethal damage 704.5g; a
 * player at 0 or less life loses 704.5a; combat damage to a player 510.1b.
 */
import { beforeAll, describe, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN an either/or question WHEN answered THEN the half that holds is said, with no yes or no', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Lightning Bolt', 'Shock']);
  }, 120_000);

  /** [question, what the answer says]. */
  const ROWS: [string, string][] = [
    ['I cast Shock on his 3/3. Dead or alive?', "The opponent's 3/3 creature survives (with 2 damage marked)"],
    ['I Lightning Bolt his 4/4. Dead or alive?', "The opponent's 4/4 creature survives (with 3 damage marked)"],
    ['I cast Shock on his 3/3. Alive or dead?', "The opponent's 3/3 creature survives"],
    ['He Bolts my 2/2. Dead or alive?', 'Your 2/2 creature dies'],
    ["I'm at 4. His 3/3 attacks and I don't block. Do I lose or survive?", "You don't lose the game"],
    ["I'm at 2. His 3/3 attacks and I don't block. Do I survive or lose?", 'You lose the game'],
    ['My 2/2 blocks his 3/3. Does it die or survive?', 'Your 2/2 creature dies'],
  ];
  it.each(ROWS)('%s → says %s, with no verdict and no line led by a yes or no', async (q, says) => {
    await answeredRight(() => deps)(q, says, null);
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(r.error.message);
    for (const line of r.value.answer.split('\n')) if (/^(?:Yes|No)\b/.test(line)) throw new Error(`a line leads with a yes or no: ${line}`);
  }, 60_000);

  // "Dead or alive?" of a player: the ask has no "alive" half for a player — not read, never answered by one half.
  it.each([['He is at 3. I Bolt him. Dead or alive?', 'not_understood']])('%s → refused (%s)', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});
