/**
 * Damage already marked on a creature is in the restatement (red team s9): "a 4/4 which was dealt 2
 * damage" was modelled but restated as a plain 4/4, so the asker could not see the fact the answer
 * turned on (2 more damage is lethal, 704.5g). Expected outcomes worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import { langOf } from '../support/ask-rows.ts';

/** [question, the restatement must say, the answer starts] */
const ROWS: [string, RegExp, RegExp][] = [
  ['My 4/4 has 2 damage marked on it. It blocks a 2/2. Does it die?', /your 4\/4 creature \(2 damage marked\)/, /^Yes\./],
  ['My 5/5 which was dealt 1 damage earlier blocks their 3/3. Does my 5/5 die?', /your 5\/5 creature \(1 damage marked\)/, /^No\./],
  ['三点のダメージを受けた4/4で相手の2/2をブロックした。4/4は死ぬ？', /4\/4クリーチャー（3点のダメージを負っている）/, /^はい/],
  ['2点のダメージを受けている自分の3/5で相手の2/2をブロックした。3/5は死ぬ？', /3\/5クリーチャー（2点のダメージを負っている）/, /^いいえ/],
];

describe('GIVEN a creature with damage already marked THEN the restatement says so', () => {
  it.each(ROWS)('%s', async (q, understood, answer) => {
    const r = await answerQuestion(q, langOf(q), {});
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.answer).toMatch(answer);
  });
});
