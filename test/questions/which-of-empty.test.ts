/**
 * Issue 16 §1: a which-of question answers the question asked, also when its answer is empty. "What dies?",
 * "Which creatures die?", "Who dies?", 「何が死ぬ？」「どちらが死亡しますか？」 with nothing put into a graveyard from
 * the battlefield (700.4) say that nothing dies — never only the damage marked or the creatures' sizes, as if
 * something else had been asked. "What survives?", 「どれが生き残る？」 name the creatures still on the battlefield,
 * or say that none is. Lethal damage destroys (704.5g); damage stays marked until cleanup (120.3e, 514.2).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

describe('GIVEN a which-of question about deaths or survivors WHEN asked THEN its answer line answers it, empty or not', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Giant Growth': '巨大化', Pyroclasm: '紅蓮地獄', 'Hill Giant': '丘巨人', 'Wrath of God': '神の怒り', 'Glorious Anthem': '栄光の頌歌', 'Grizzly Bears': '灰色熊' });
  }, 120_000);
  /** [question, how the answer's first line begins, words it must not have]. */
  const ROWS: [string, string, string | null][] = [
    // Nothing dies: said first, then what else happened (the damage marked).
    ['My 1/4 blocks a 2/2. What dies?', 'Nothing dies.', 'Died:'],
    ['My 1/4 blocks a 2/2. Which creatures die?', 'Nothing dies.', null],
    ['My 1/4 blocks a 2/2. Who dies?', 'Nothing dies.', null],
    ["I cast Pyroclasm. My opponent controls a Hill Giant. What dies?", 'Nothing dies.', 'Died:'],
    // No damage at all: "nothing dies", not a list of the creatures' sizes.
    ['I cast Giant Growth on my 2/2. What dies?', 'Nothing dies.', null],
    ['私の1/4が2/2をブロックします。何が死ぬ？', '何も死亡しません。', '死亡：'],
    ['私の1/4が2/2をブロックします。どちらが死亡しますか？', '何も死亡しません。', null],
    ['私の2/5が《丘巨人》をブロックした。何が死にますか？', '何も死亡しません。', null],
    // Something dies: the list of what died answers it, as before (no "nothing" line).
    ['My 1/1 blocks a 5/5. What dies?', 'Died: your 1/1 creature.', 'Nothing dies'],
    ['私の1/1が5/5をブロックします。何が死にますか？', '死亡：あなたの1/1クリーチャー。', '何も死亡しません'],
    // What survives: the creatures still there, or that none is.
    ['My 1/4 blocks a 2/2. What survives?', "Still on the battlefield: your 1/4 creature, the opponent's 2/2 creature.", null],
    ['My 1/1 blocks a 5/5. Which creatures survive?', "Still on the battlefield: the opponent's 5/5 creature.", null],
    ['My 1/1 blocks a 1/1. What survives?', 'Nothing survives.', 'Still on the battlefield'],
    ['I cast Wrath of God. My opponent controls a 3/3. What survives?', 'Nothing survives.', null],
    ['私の1/1が1/1をブロックします。何が生き残りますか？', '生き残るものはありません。', '戦場に残る'],
    ['私の1/4が2/2をブロックします。どれが生き残る？', '戦場に残る：あなたの1/4クリーチャー、対戦相手の2/2クリーチャー。', null],
  ];
  it.each(ROWS)('%s → %s', async (q, first, never) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer.split('\n')[0]!.startsWith(first), r.value.answer).toBe(true);
    if (never !== null) expect(r.value.answer).not.toContain(never);
    expect(r.value.verdict).toBe(null);
  }, 60_000);

  // 「何が残る？」 asks of every permanent, not only creatures: the Anthem remains too (and keeps the Bears at 3/3, 613.4c).
  it.each([
    ['相手の場に《栄光の頌歌》と《灰色熊》。私が《紅蓮地獄》を唱えたら何が残る？', ['戦場に残る：', '《栄光の頌歌》', '《灰色熊》']],
    ["My opponent controls Glorious Anthem and Grizzly Bears. I cast Pyroclasm. What survives?", ['Still on the battlefield: ', 'Glorious Anthem', 'Grizzly Bears']],
  ])('%s → names every permanent still there', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const first = r.value.answer.split('\n')[0]!;
    for (const w of says) expect(first).toContain(w);
  }, 60_000);

  it('THEN "what happens?" keeps no such line (it asks no which-of)', async () => {
    const r = await answerQuestion('My 1/4 blocks a 2/2. What happens?', 'en', deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.answer).not.toMatch(/Nothing dies|Still on the battlefield/);
  }, 60_000);
});

/**
 * Issue 16 §1: a count asked is a count answered. "How many creatures die?", 「何体死にますか？」 say how many died
 * (put into a graveyard from the battlefield, 700.4) — "None." / 「0体です。」 when none did, never "Nothing dies."
 * in place of the number — then what died; "How many survive?" says how many are still on the battlefield.
 */
describe('GIVEN a how-many question about deaths or survivors WHEN asked THEN its answer line is the count', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ Shock: 'ショック', 'Wrath of God': '神の怒り', Pyroclasm: '紅蓮地獄' });
  }, 120_000);
  /** [question, the answer's first line, words it must not have]. */
  const ROWS: [string, string, string | null][] = [
    ['My 3/3 attacks and nothing blocks. How many creatures die?', 'None.', 'Nothing dies'],
    ['My 1/4 blocks a 2/2. How many creatures die?', 'None.', 'Nothing dies'],
    ["I cast Shock on my opponent's 3/3. How many creatures die?", 'None.', null],
    ["My 3/3 attacks and my opponent's 1/1 blocks. How many creatures die?", '1.', 'Nothing dies'],
    ['My 2/2 blocks a 2/2. How many creatures die?', '2.', null],
    ['I cast Wrath of God. My opponent controls a 3/3 and a 2/2. How many creatures die?', '2.', null],
    ['My 2/2 blocks a 2/2. How many creatures survive?', 'None.', 'Nothing survives'],
    ["My 3/3 attacks and my opponent's 1/1 blocks. How many survive?", '1. Still on the battlefield: your 3/3 creature.', null],
    ['私の2/2が相手の2/2をブロックします。何体死にますか？', '2体です。', null],
    ['私の3/3で攻撃して、ブロックされませんでした。クリーチャーは何体死にますか？', '0体です。', '何も死亡しません'],
    ['私の1/4が2/2をブロックします。何体死にますか？', '0体です。', '何も死亡しません'],
    ['私の2/2が相手の2/2をブロックします。何体生き残りますか？', '0体です。', '生き残るものはありません'],
  ];
  it.each(ROWS)('%s → %s', async (q, first, never) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer.split('\n')[0], r.value.answer).toBe(first);
    if (never !== null) expect(r.value.answer).not.toContain(never);
    expect(r.value.verdict).toBe(null);
  }, 60_000);
});
