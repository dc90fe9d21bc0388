/**
 * 603.3b: a player puts their simultaneous triggered abilities on the stack in any order they choose. Untold, the
 * outcome asked is read in every order (questions/trigger-order.ts): alike in all, it is answered and the restatement
 * says the order is the player's (a stated default); different, it is asked back (needs_detail), never picked silently.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Soul Warden': '魂の管理人', 'Essence Warden': '本質の管理人', 'Grizzly Bears': '灰色熊' });
}, 120_000);

/** [question, what the answer says, what the restatement's note says]. */
const ALIKE: readonly (readonly [string, string, string])[] = [
  // Two Soul Warden triggers (1 life each): 22 in either order.
  ['I control two Soul Wardens. I cast Grizzly Bears. How much life do I gain?', 'You gain 2 life', 'in the order that player chooses (603.3b)'],
  ['I control Soul Warden and Essence Warden. I cast Grizzly Bears. What is my life total?', '22', 'each order tried gives the same answer'],
  ['私は《魂の管理人》を2体コントロールしている。《灰色熊》を唱えた。私は何点のライフを得ますか？', '2点のライフを得ます', '選んだ順番でスタックに置かれます（603.3b）'],
];

describe('GIVEN one player’s triggered abilities that trigger together, their order untold', () => {
  it.each(ALIKE)('%s → answered, the order stated as the player’s choice', async (q, says, note) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.understood).toContain(note);
  }, 120_000);
});

describe('GIVEN a single triggered ability', () => {
  it('no order note', async () => {
    const r = await answerQuestion('I control Soul Warden. I cast Grizzly Bears. How much life do I gain?', 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).not.toContain('603.3b');
  }, 120_000);
});
