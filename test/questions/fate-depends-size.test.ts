/**
 * Issue 11 §2: a creature the question gave no size is tried at several sizes; what the reply says happened besides the
 * answer — "Died: your creature" after a Bolt — is said only when every size tried agrees. Otherwise the reply says that
 * it depends on the size, never what one trial size gave. A creature with its size told is reported as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Damnation: '滅び', Shock: 'ショック', 'Wrath of God': '神の怒り' });
}, 180_000);

describe('GIVEN an unsized creature whose fate differs with its size THEN the reply says it depends, not one fate', () => {
  /** [question, what the answer says, what it must not say]. */
  const ROWS: [string, string, string][] = [
    ['Opponent Lightning Bolts my creature. Can I cast Damnation in response?', 'What happens to your creature (whether it dies, the damage it keeps) depends on the size', 'Died:'],
    ['My opponent casts Shock targeting my creature. Can I cast Wrath of God in response?', 'depends on the size of a creature the question gives no size', 'Died:'],
    ['相手が私のクリーチャーに《稲妻》を撃った。対応して《滅び》を唱えられますか？', 'あなたのクリーチャーがどうなるか（死亡するか、負ったダメージが残るか）は', '死亡：'],
  ];
  it.each(ROWS)('%s', async (q, says, not) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.verdict).toBe('no');
    expect(r.value.answer).toContain(says);
    expect(r.value.answer).not.toContain(not);
  });
});

describe('GIVEN the creature its size told THEN its fate is said as before', () => {
  const ROWS: [string, string][] = [
    ['Opponent Lightning Bolts my 2/2. Can I cast Damnation in response?', 'Died: your 2/2 creature'],
    ['相手が私の3/3に《ショック》を撃った。対応して《神の怒り》を唱えられますか？', '負っているダメージ'],
  ];
  it.each(ROWS)('%s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.answer).toContain(says);
    expect(r.value.answer).not.toMatch(/depends on the size|サイズによる/);
  });
});
