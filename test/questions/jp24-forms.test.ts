/**
 * Japanese questions as players write them (issue 12, session 24), each class with variations of our own:
 * - 「ブロックしたいんだけど無理？」「攻撃したい。ダメ？」「不可能？」: an act said as wanted (〜たい), then asked of with a word
 *   that asks whether it is impossible (無理, ダメ, 不可能, NG), is the same yes-or-no question as 可能？ — restated as
 *   「〜できるか」; the asking words may be a sentence of their own. An act only wanted and never so asked is no act told:
 *   it was read as done (a menace attacker asked of was set up as blocking the asker's creature: a wrong answer) — now
 *   named back unread.
 * - 「こっちの2/2だけでブロック」「《灰色熊》のみで」: a focus word between a phrase and its particle leaves the particle the
 *   phrase's (the で-phrase was read as the object).
 * - 「2/2一体だけで」「一つ」: a numeral kuromoji keeps with its counter as one noun is that number and counter.
 * - 「相手の4/4、こっちの2/2でブロックした」: a bare phrase set off by a comma before ブロックする with a で-phrase is the topic —
 *   what is blocked, as with は (it was read as the blocker, with the asker's creature as its means).
 * - 「相手の2/2が攻撃してきて、こっちの3/3でブロックしたら？」「《稲妻》を撃ったら？」: a question that ends on its condition asks what
 *   then happens (its どうなる left out); the te-form clause before it only tells. A question after it keeps its own ask.
 * - 「相手のライフが20なら、いくつになりますか？」: a question with no topic after a condition that told one player's life asks
 *   what that life becomes (as with the topic set by は, session 22).
 * - 「絆魂と二段攻撃を両方持ってる2/2」「飛行と絆魂を両方とも持つ」: 両方 (全部) between the keywords and 持つ is of the keywords.
 * - 「場のクリーチャーは私の《灰色熊》だけです」: the creatures of the battlefield as the topic tell what is there, as
 *   「相手の場は2/2だけ」 does (クリーチャー said bare, nothing else of its own).
 * Expected values from the cards' text and the rules: menace 702.111b; flying 702.9b; defender 702.3b; 509.1a-b.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { restatedAnswering, restatedVerdict } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  'Serra Angel': 'セラの天使',
  'Wall of Stone': '石の壁',
  'Giant Spider': '大蜘蛛',
  'Savannah Lions': 'サバンナ・ライオン',
  'Vampire Nighthawk': '吸血鬼の夜鷲',
  'Rampaging Baloths': '猛り狂うベイロス',
  Pyroclasm: '紅蓮地獄',
};

describe('GIVEN Japanese questions written as players write them (session 24)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const answered = async (q: string): Promise<{ understood: string; answer: string; verdict: string | null; rules: string[] }> => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    return { understood: r.value.understood, answer: r.value.answer, verdict: r.value.verdict, rules: r.value.steps.flatMap((s) => s.rules) };
  };
  const restated = restatedAnswering(() => deps);
  const restatedYesNo = restatedVerdict(() => deps);
  const refused = async (q: string): Promise<string> => {
    const r = await answerQuestion(q, 'ja', deps);
    return r.ok ? `answered: ${r.value.understood} ${r.value.answer}` : r.error.code;
  };

  /** [question, what the restatement says, verdict]. */
  const CANNOT: [string, string, 'yes' | 'no'][] = [
    ['相手の《セラの天使》が攻撃してきた。《灰色熊》でブロックしたいんだけど無理？', '質問：あなたの《灰色熊》は対戦相手の《セラの天使》をブロックできるか', 'no'],
    ['相手の《セラの天使》が攻撃してきた。《大蜘蛛》でブロックしたい。ダメ？', '質問：あなたの《大蜘蛛》は対戦相手の《セラの天使》をブロックできるか', 'yes'],
    ['《石の壁》で攻撃したいんですけど、不可能ですか？', '質問：あなたの《石の壁》は攻撃できるか', 'no'],
    ['相手の《灰色熊》が攻撃してきました。《石の壁》でブロックしたいです。無理ですか？', '質問：あなたの《石の壁》は対戦相手の《灰色熊》をブロックできるか', 'yes'],
  ];
  describe('WHEN a wanted act is asked of as impossible (無理, ダメ, 不可能)', () => {
    it.each(CANNOT)('THEN %s', restatedYesNo);
  });

  const ONLY_WANTED: string[] = [
    '相手の4/4を《灰色熊》でブロックしたいんだけど、どうなる？',
    '《猛り狂うベイロス》で攻撃したいです。相手のライフは？',
    '相手の《灰色熊》に《稲妻》を撃ちたい。熊は死ぬ？',
  ];
  describe('WHEN an act is only wanted and never asked of', () => {
    it.each(ONLY_WANTED)('THEN it is not told as done: %s', async (q) => {
      expect(await refused(q)).toBe('not_understood');
    });
  });

  /** [question, what the restatement says, verdict]: focus words, a fused numeral, a bare topic with a comma. */
  const BLOCKED: [string, string, 'yes' | 'no'][] = [
    ['相手の威迫4/4、こっちの2/2一体だけでブロックしたいんだけど無理？', 'あなたの2/2クリーチャーは対戦相手の威迫の4/4クリーチャーをブロックできるか', 'no'],
    ['相手の威迫3/3を、私の1/1だけでブロックできますか？', 'あなたの1/1クリーチャーは対戦相手の威迫の3/3クリーチャーをブロックできるか', 'no'],
    ['相手の《セラの天使》、私の《大蜘蛛》のみでブロックできる？', 'あなたの《大蜘蛛》は対戦相手の《セラの天使》をブロックできるか', 'yes'],
    ['相手の飛行2/2、こっちの《灰色熊》でブロックできますか？', 'あなたの《灰色熊》は対戦相手の飛行の2/2クリーチャーをブロックできるか', 'no'],
    ['相手の《吸血鬼の夜鷲》を、《サバンナ・ライオン》一体でブロックできる？', 'あなたの《サバンナ・ライオン》は対戦相手の《吸血鬼の夜鷲》をブロックできるか', 'no'],
  ];
  describe('WHEN what is blocked is a bare topic, or the blocker is said with だけ／のみ or a fused count', () => {
    it.each(BLOCKED)('THEN %s', restatedYesNo);
  });

  /** [question, what the restatement says, what the answer says]: told, the bare topic is what is blocked. */
  const TOLD: [string, string, string][] = [
    ['相手の4/4、こっちの2/2でブロックした。どうなる？', 'あなたの2/2クリーチャーが対戦相手の4/4クリーチャーをブロックする', '死亡：あなたの2/2クリーチャー'],
    ['相手の《灰色熊》、私の《サバンナ・ライオン》だけでブロックしました。どうなりますか？', 'あなたの《サバンナ・ライオン》が対戦相手の《灰色熊》をブロックする', '死亡：'],
    ['相手の《猛り狂うベイロス》は、《灰色熊》一体でブロックした。どうなる？', 'あなたの《灰色熊》が対戦相手の《猛り狂うベイロス》をブロックする', '死亡：あなたの《灰色熊》'],
  ];
  describe('WHEN a block is told with a bare topic, a focus word or a fused count', () => {
    it.each(TOLD)('THEN %s', restated);
  });

  /** [question, what the restatement says, what the answer says]. */
  const IF_ALONE: [string, string, string][] = [
    ['相手の2/2が攻撃してきて、こっちの3/3でブロックしたら？', 'あなたの3/3クリーチャーが対戦相手の2/2クリーチャーをブロックする。質問：どうなるか', '死亡：対戦相手の2/2クリーチャー'],
    ['相手の《灰色熊》に《稲妻》を撃ったら？', '質問：どうなるか', '死亡：対戦相手の《灰色熊》'],
    ['《灰色熊》で攻撃して、相手の3/3にブロックされたら…？', '対戦相手の3/3クリーチャーがあなたの《灰色熊》をブロックする。質問：どうなるか', '死亡：あなたの《灰色熊》'],
    ['相手の《サバンナ・ライオン》が攻撃してきた。《石の壁》でブロックしたら?', '質問：どうなるか', '負っているダメージ：あなたの《石の壁》（2点）'],
  ];
  describe('WHEN a question ends on its condition (〜たら？)', () => {
    it.each(IF_ALONE)('THEN %s', restated);
  });

  it('THEN a question after the condition keeps its own ask', async () => {
    const r = await answered('相手の2/2を私の2/2でブロックしたら?どっちが死ぬ?');
    expect(r.understood).not.toContain('どうなるか、どうなるか');
  });

  /** [question, what the restatement says, what the answer says]. */
  const LIFE_IF: [string, string, string][] = [
    ['二段攻撃の3/3がブロックされずに通りました。相手のライフが20なら、いくつになりますか？', '質問：対戦相手のライフはいくつになるか', '14'],
    ['《灰色熊》が攻撃して、ブロックされなかった。相手のライフが5なら、何点になる？', '対戦相手のライフは5', '3'],
    ['相手の《灰色熊》が攻撃してきて、ブロックしなかった。私のライフが10なら、いくつになる？', '質問：あなたのライフはいくつになるか', '8'],
  ];
  describe('WHEN a life total is told as a condition and the question after it has no topic', () => {
    it.each(LIFE_IF)('THEN %s', restated);
  });

  /** [question, what the restatement says, what the answer says]. */
  const BOTH_KW: [string, string, string][] = [
    ['絆魂と二段攻撃を両方持ってる2/2がノーブロックで通ったら、お互いのライフは？', '絆魂と二段攻撃を持つあなたの2/2クリーチャー', '24'],
    ['飛行と絆魂を両方とも持つ3/3が攻撃した。ブロックされなかった。お互いのライフは？', '飛行と絆魂を持つあなたの3/3クリーチャー', '23'],
    ['先制攻撃と接死を両方持ってる1/1が相手の4/4にブロックされた。どうなる？', '先制攻撃と接死を持つあなたの1/1クリーチャー', '死亡：対戦相手の4/4クリーチャー'],
  ];
  describe('WHEN a creature is said to have both of its keywords (両方持つ)', () => {
    it.each(BOTH_KW)('THEN %s', restated);
  });

  /** [question, what the restatement says, what the answer says]. */
  const FIELD: [string, string, string][] = [
    ['場のクリーチャーは相手の《灰色熊》だけ。《紅蓮地獄》を撃ったらどうなる？', '対戦相手の《灰色熊》がいる。あなたが《紅蓮地獄》を唱える', '死亡：対戦相手の《灰色熊》'],
    ['戦場のクリーチャーは私の《灰色熊》と相手の《セラの天使》だけです。《紅蓮地獄》を唱えたら、何が残る？', 'あなたの《灰色熊》、対戦相手の《セラの天使》がいる', '戦場に残る：対戦相手の《セラの天使》'],
    ['場のクリーチャーは私の《石の壁》だけです。相手が《紅蓮地獄》を唱えた。どうなる？', 'あなたの《石の壁》がいる', '負っているダメージ：あなたの《石の壁》（2点）'],
  ];
  describe('WHEN the creatures of the battlefield are told as the topic (場のクリーチャーはXだけ)', () => {
    it.each(FIELD)('THEN %s', restated);
  });
});
