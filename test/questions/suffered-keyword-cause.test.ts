/**
 * Session 29's dev set (issue 11): 「熊は接死で死にますか」 gave the Grizzly Bears deathtouch — keywords with で before a
 * verb the subject suffers were read as the copula's te-form ("the Bears are deathtouch and die"), and the restatement,
 * which names a card by its name alone, hid the keyword it had been given. Keywords with で before 死ぬ / 破壊される /
 * 倒される now say what the subject suffers from (another object's keyword, as 「接死のせいで」 does), and a keyword the
 * question gives a named card is said where the restatement introduces it (EN and JA alike).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, langOf } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Vampire Nighthawk': '吸血鬼の夜鷲',
  Embercleave: 'エンバレスの宝剣',
  'Hill Giant': '丘巨人',
  'Typhoid Rats': 'チフス鼠',
};

describe('GIVEN a keyword said with で before a verb the subject suffers (dev set s29)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]: the subject never gets the keyword. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // The dev-set question: the 3/3 double striker kills the Nighthawk in the first-strike step and takes nothing.
    ['《灰色熊》に《エンバレスの宝剣》をつけて攻撃、《吸血鬼の夜鷲》にブロックされた場合、相手は何点受けて、熊は接死で死にますか?', '3点', null],
    ['《灰色熊》が《吸血鬼の夜鷲》にブロックされた。熊は接死で死にますか?', '死亡します', 'yes'],
    ['3/3が2/2にブロックされた。3/3は接死で死んだ？', '戦場に残ります', 'no'],
    ['私の《丘巨人》が《チフス鼠》にブロックされた。巨人は接死で破壊される？', 'はい', 'yes'],
    ['4/4が1/1にブロックされました。4/4は接死で死にますか？', '戦場に残ります', 'no'],
  ];
  it.each(RIGHT)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));

  /** [question, a word the restatement must not put on the subject]. */
  const NOT_GIVEN: [string, string][] = [
    ['3/3が2/2にブロックされた。3/3は接死で死ぬ？', '接死の3/3'],
    ['《灰色熊》が《吸血鬼の夜鷲》にブロックされた。熊は接死で死にますか?', '接死を持つあなたの《灰色熊》'],
  ];
  it.each(NOT_GIVEN)('%s: not restated as %s', async (q, wrong) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).not.toContain(wrong);
  });

  // The copula reading stays where it is one: 「自分の1/1は破壊不能で、…」 gives the 1/1 indestructible.
  it('a keyword with で and a comma is still said of the topic', async () => {
    const r = await answerQuestion('私の2/2は破壊不能で、相手の3/3にブロックされた。2/2は死ぬ？', 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe('no');
  });
});

describe('GIVEN a keyword the question gives a named card', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the restatement says]. */
  const SAID: [string, string][] = [
    ['My Grizzly Bears with deathtouch attacks and is blocked by a 2/4. Does the 2/4 die?', 'your Grizzly Bears with deathtouch'],
    ['接死を持つ《灰色熊》が2/4にブロックされた。2/4は死ぬ？', '接死を持つあなたの《灰色熊》'],
    ['My Hill Giant with trample and first strike attacks and is blocked by a 1/1. How much damage does my opponent take?', 'Hill Giant with trample and first strike'],
  ];
  it.each(SAID)('%s → restated with %s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(says);
  });
});
