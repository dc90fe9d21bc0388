/**
 * 「威迫持ちの2/2で殴られた」「3/3で攻撃された」: an attack told in the passive with the creature after で — the asker
 * was attacked, so the creature is the other player's and it attacks (508.1). Read as the asker's own attacker, the
 * asker's blockers "can't block" it (509.1a) and a confident wrong "no" or "impossible" came back (dev-s37a).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Raise the Alarm': '急報', 'Grizzly Bears': '灰色熊' });
}, 120_000);

/** Question, what the restatement says of the attacker, verdict. */
const ROWS: [string, string, 'yes' | 'no'][] = [
  ['威迫持ちの2/2で殴られた。1/1のトークン2体でブロックできる?', '対戦相手の威迫の2/2クリーチャーが攻撃する', 'yes'],
  ['威迫持ちの2/2で殴られた。私の1/1でブロックできる?', '対戦相手の威迫の2/2クリーチャーが攻撃する', 'no'],
  ['2/2で殴られた。私の1/1でブロックした。1/1は死ぬ？', '対戦相手の2/2クリーチャーが攻撃する', 'yes'],
  ['3/3で攻撃された。2/2でブロックした。3/3は死ぬ？', '対戦相手の3/3クリーチャーが攻撃する', 'no'],
  ['《灰色熊》で攻撃された。私の3/3でブロックした。《灰色熊》は死にますか？', '対戦相手の《灰色熊》が攻撃する', 'yes'],
];

describe('GIVEN an attack told in the passive with the attacker after で', () => {
  it.each(ROWS)('%s', async (q, says, verdict) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(says);
    expect(r.value.verdict).toBe(verdict);
  }, 60_000);
  it('THEN said actively (「2/2で攻撃した」) the asker still attacks', async () => {
    const r = await answerQuestion('2/2で攻撃した。相手の3/3がブロックした。2/2は死ぬ？', 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain('あなたの2/2クリーチャーが攻撃する');
  }, 60_000);
});
