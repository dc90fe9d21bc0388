/**
 * Issue 14 (session 24) end to end: "Your opponents can't cast spells this turn" (Silence) through /ask — a
 * prohibition (101.2) that exists once the spell has resolved (611.2a), for its controller's opponents
 * only; asked while Silence is still on the stack, a response is still legal. Worked out by hand.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Silence: '沈黙', 'Lightning Bolt': '稲妻' });
}, 120_000);

describe('GIVEN Silence THEN the opponents can’t cast spells once it has resolved (101.2, 611.2a)', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['I cast Silence and it resolves. Can my opponent cast Lightning Bolt?', "can't cast", 'no'],
    // Still on the stack: Bolt in response is legal.
    ['I cast Silence. Can my opponent cast Lightning Bolt?', 'can cast', 'yes'],
    // Its controller isn't an opponent.
    ['I cast Silence and it resolves. Can I cast Lightning Bolt?', 'can cast', 'yes'],
    ['《沈黙》を唱えて、解決した。相手は《稲妻》を唱えられますか？', '唱えられません', 'no'],
    ['《沈黙》を唱えて、解決した。私は《稲妻》を唱えられますか？', '唱えられます', 'yes'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});
