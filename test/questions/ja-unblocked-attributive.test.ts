/**
 * 「ブロックされない」 right before one creature (a card name or a size) tells this combat as well as the ability:
 * the creature attacks and no block is declared for it (509.1h), as English "my unblocked 3/3" does. Read only as
 * the ability, nothing attacked and "how much damage / do I win" was answered 0 / no (issue 11: a fresh-eyes
 * question, 「ブロックされない《荒廃の工作員》に《巨大化》を撃ったら勝ち?」). Before a kind of creature it stays the ability.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

const JA: Record<string, string> = { 'Giant Growth': '巨大化', 'Blighted Agent': '荒廃の工作員' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(JA);
}, 120_000);

describe('GIVEN ブロックされない said of one creature THEN it attacks unblocked (509.1h) and can\'t be blocked', () => {
  it.each([
    ['ブロックされない3/3に《巨大化》を撃ったら相手は何点受ける？', /^対戦相手は6点のダメージを受けます/, '510.1'],
    ['相手は毒カウンター6個。ブロックされない《荒廃の工作員》に《巨大化》を撃ったら勝ち?', /^はい。あなたはゲームに勝利します/, '704.5c'],
    ['ブロックされない3/3は相手に何点与える？', /^あなたのブロックされない3\/3クリーチャーは対戦相手に3点のダメージを与えます/, '510.1'],
    // An attack told as well is the same attack, not a second one.
    ['ブロックされない3/3で攻撃した。相手は何点受ける？', /^対戦相手は3点のダメージを受けます/, '510.1'],
    ['相手のブロックされない3/3を自分の2/2でブロックできる？', /^いいえ。/, '509.1b'],
  ] as const)('%s', async (q, answer, rule) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
    expect(r.value.steps.some((s) => s.rules.some((x) => x.startsWith(rule))), r.value.steps.map((s) => s.rules.join(',')).join(' | ')).toBe(true);
  });
});

describe('GIVEN ブロックされない said of a kind of creature THEN it is the ability only (nothing attacks)', () => {
  it.each([
    ['ブロックされないクリーチャーはブロックできますか？', /^はい。/],
  ] as const)('%s', async (q, answer) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
    expect(r.value.understood).not.toMatch(/攻撃する/);
  });
});
