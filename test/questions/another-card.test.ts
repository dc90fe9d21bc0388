/**
 * One more card of a name already told: "another Shock", "a second Shock", "cast Shock on it again",
 * 「もう1枚の《ショック》」「もう一度《ショック》を」. A card already cast is on the stack or in a graveyard,
 * not in a hand (601.2a), so the second cast is another card of that name — it was read as the same
 * Shock cast twice and refused as impossible. Expected values worked out from the cards' text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ Shock: 'ショック', 'Lightning Bolt': '稲妻', 'Grizzly Bears': '灰色熊' });
}, 120_000);

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

/** [question, what the answer must say] */
const ROWS: [string, RegExp][] = [
  // 2 + 2 damage to a 3/3 (704.5g).
  ['I cast Shock on their 3/3 and then another Shock on it. Does it die?', /^Yes\./],
  ['I cast Shock on their 3/3. Then I cast Shock on it again. Does it die?', /^Yes\./],
  ['I cast Lightning Bolt at my opponent and then another Lightning Bolt at them. What is their life total?', /^The opponent's life total is 14/],
  // Two Grizzly Bears unblocked: 4 combat damage (510.1a).
  ['I control Grizzly Bears and another Grizzly Bears. Both attack and are not blocked. How much life does my opponent have?', /^The opponent's life total is 16/],
  ['相手の3/3に《ショック》を撃った。その後、もう一度《ショック》をそれに撃った。3/3は死ぬ？', /^はい/],
  ['相手の3/3に《ショック》を唱えて、それからもう1枚の《ショック》をその3/3に唱えた。死ぬ？', /^はい/],
  ['自分の《灰色熊》ともう一枚の《灰色熊》が攻撃してブロックされなかった。相手のライフは？', /^対戦相手のライフは16/],
];

describe('GIVEN another card of a name already told THEN it is a second card (601.2a)', () => {
  it.each(ROWS)('%s', async (q, answer) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
  });
});
