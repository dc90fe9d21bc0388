/**
 * Session 53 (rev53 item 5): simultaneous triggers one player controls that are the same ability of the same source, alike
 * in all their effect reads (engine/triggers/put-on-stack.ts interchangeable), can't give another result in another order
 * (603.3b): ordered silently, the reply saying why; never asked back. Wordings of our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Soul Warden': '魂の管理人', 'Raise the Alarm': '警報', "Ajani's Pridemate": 'アジャニの群れ仲間' });
}, 120_000);

describe('GIVEN identical simultaneous triggers of one source THEN answered, saying no order can change anything', () => {
  it.each([
    ['I control Soul Warden. I cast Raise the Alarm. How much life do I have?', 'is 22', 'no order can change anything'],
    ["I control Soul Warden and Ajani's Pridemate. I cast Raise the Alarm. How much life do I have?", 'is 22', 'no order can change anything'],
    ['私は《魂の管理人》をコントロールしている。《警報》を唱えた。私のライフは?', '22', 'どの順番でも結果は変わりません'],
  ] as const)('%s', async (q, says, note) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.understood).toContain(note);
  });
});
