/**
 * "Who draws?", 「誰がカードを引きますか」: asked of every player, not narrowed to the asker — each player who drew is
 * named with how many (121.1); nobody drawing is said so. "Do I draw?" stays the asker's yes or no.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Prosperity: '繁栄', Divination: '予言', 'Lightning Bolt': '稲妻', 'Vision Skeins': '幻視の糸' });
}, 180_000);

describe('GIVEN who draws asked THEN each player who drew is answered (121.1)', () => {
  /** [question, what the restatement says, what the answer says, what it must not say (or null)]. */
  const ROWS: [string, string, string, string | null][] = [
    ['I cast Prosperity with X=2. Who draws cards?', 'who draws cards, and how many', 'The opponent draws 2 cards', null],
    ['I cast Prosperity with X=3. Who draws?', 'who draws cards, and how many', 'You draw 3 cards', null],
    ['《繁栄》をX=2で唱えた。誰がカードを引きますか？', '誰がカードを何枚引くか', '対戦相手はカードを2枚引きます', null],
    ['I cast Divination. Who draws?', 'who draws cards, and how many', 'You draw 2 cards', 'opponent'],
    ['《予言》を唱えた。誰がカードを引きますか？', '誰がカードを何枚引くか', 'あなたはカードを2枚引きます', '対戦相手'],
    ['I cast Lightning Bolt targeting the opponent. Who draws a card?', 'who draws cards, and how many', 'Nobody draws a card.', null],
    ['I cast Vision Skeins. Who draws?', 'who draws cards, and how many', 'The opponent draws 2 cards', null],
  ];
  it.each(ROWS)('%s', async (q, understood, says, not) => {
    await restatedAnswering(() => deps)(q, understood, says);
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.verdict).toBeNull();
    if (not !== null) expect(r.value.answer).not.toContain(not);
  });

  /** Near miss: a player named is asked yes or no, of that player only. */
  it.each([
    ['I cast Prosperity with X=2. Does the opponent draw?', 'Yes. The opponent draws 2 cards', 'You draw'],
    ['I cast Divination. Do I draw?', 'Yes. You draw 2 cards', 'opponent'],
  ])('%s', async (q, says, not) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.answer).toContain(says);
    expect(r.value.answer).not.toContain(not);
    expect(r.value.verdict).toBe('yes');
  });
});
