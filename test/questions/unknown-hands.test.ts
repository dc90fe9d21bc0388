/**
 * /ask never takes a hand to be empty (issue 11 §2, 402.1: a question doesn't show a hand): a
 * discard from a hand the question didn't describe happens, told as "up to N unseen cards" (701.9a),
 * when nothing in the run needs to know them; an unmodelled "whenever an opponent discards a card"
 * on the battlefield could change the outcome, and the question is refused naming it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { expectAnswered, expectHiddenZoneRefusal } from '../helpers/hidden-zones.ts';

/** The cards the rows name, with their Japanese printed names (from the shared Japanese printings). */
const JA: Record<string, string> = { 'Mind Rot': '精神腐敗', 'Hymn to Tourach': 'トーラックへの賛歌', Megrim: '偏頭痛', 'Grizzly Bears': '灰色熊' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(JA);
}, 120_000);

describe('GIVEN a discard spell and no hand described THEN the discard is of unseen cards, never of an empty hand (701.9a)', () => {
  it.each([
    ['Opp has no cards on the battlefield. I cast Mind Rot targeting my opponent. What happens?', 'en', /^The opponent discards up to 2 unseen cards \(the question doesn't describe that hand/, /player B discards up to 2 unseen cards \(the question doesn't describe player B's hand/i],
    ['I cast Hymn to Tourach targeting my opponent. What happens?', 'en', /^The opponent discards up to 2 unseen cards/, /discards up to 2 unseen cards/],
    ['I cast Mind Rot targeting myself. What happens?', 'en', /^You discard up to 2 unseen cards/, /player A discards up to 2 unseen cards/i],
    ['対戦相手を対象に《精神腐敗》を唱えます。どうなりますか？', 'ja', /^対戦相手は見えないカード2枚まで（手札が書かれていないので、どのカードを何枚捨てるかは分かりません/, /対戦相手は見えないカードを2枚まで捨てます（対戦相手の手札が書かれていないので/],
    ['対戦相手を対象に《トーラックへの賛歌》を唱えたらどうなりますか？', 'ja', /^対戦相手は見えないカード2枚まで/, /見えないカードを2枚まで捨てます/],
  ] as const)('%s', async (q, lang, answer, step) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
    expect(r.value.answer).not.toMatch(/Nothing changes|何も変わりません|discards nothing|何も捨て/);
    const s = r.value.steps.find((x) => step.test(x.text));
    expect(s, r.value.steps.map((x) => x.text).join('\n')).toBeDefined();
    expect(s!.rules).toEqual(['701.9a', '701.9b']);
    expect(r.value.steps.some((x) => /the hand is empty|手札がありません/.test(x.text))).toBe(false);
  });
});

describe('GIVEN an ability that triggers on each discard (Megrim) and a discard from an undescribed hand THEN refused, naming the hand: how many cards go is unknown (603.2c)', () => {
  it.each([
    ['I control Megrim. I cast Mind Rot targeting my opponent. What happens?', 'en', /doesn't describe the opponent's hand.*an ability triggers on each card discarded; see 603\.2c/],
    ['I control Megrim. I cast Mind Rot targeting my opponent. What is my opponent\'s life total?', 'en', /doesn't describe the opponent's hand/],
    ['自分の《偏頭痛》があります。対戦相手を対象に《精神腐敗》を唱えたらどうなりますか？', 'ja', /対戦相手の手札が書かれておらず.*603\.2cを参照/],
  ] as const)('%s', async (q, lang, says) => expectHiddenZoneRefusal(q, lang, deps, says));
});

describe('GIVEN Megrim and a hand the question describes THEN each discard triggers it (603.2c, 701.9a)', () => {
  it.each([
    ['I control Megrim. My opponent has 3 cards in hand. I cast Mind Rot targeting my opponent. What is my opponent\'s life total?', 'en', /^The opponent's life total is 16/],
    ['I control Megrim. My opponent has 1 card in hand. I cast Mind Rot targeting my opponent. What is my opponent\'s life total?', 'en', /^The opponent's life total is 18/],
  ] as const)('%s', async (q, lang, answer) => expectAnswered(q, lang, deps, answer));
});
