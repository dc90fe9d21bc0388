/**
 * Issue 12 (Japanese as people write it), three word classes read through the JA reader:
 * - a count of creatures asked with no particle (何体, 何匹) floats off its own clause's subject — the creatures
 *   counted — so a player carried along a te-chain (「相手は何点受けて、何体死にますか」) is not what is counted;
 * - a 〜する noun of a game verb (回復 → 回復する) said with an amount: 「3点回復する？」 (the amount bare before it) and
 *   「回復は3点？」「回復は何点？」 (the noun as the topic, the amount the predicate) are life gained (119.3), the asker's;
 * - values offered to choose from at the end of a Japanese question (「2点?3点?」「1点か4点か」「1点ですか?4点ですか?」)
 *   are the same yes/no asked of each, as the English "2 or 3?" is (questions/either-or.ts, one finder per language).
 * - a permanent each player controls, supposed as the question's condition (「私も相手も《X》をコントロールしていたら」) or
 *   said with a floating それぞれ (「相手と自分がそれぞれ《X》を…」), is one under each player's control (108.4), as told;
 *   the legend rule looks at one player's legendary permanents only (704.5j).
 * - 〈keyword〉なしの before what it describes (「トランプルなしの5/5」「速攻無しの3/3」) is a creature without it, as
 *   トランプルのない is (a modifier of the noun, never a clause of its own left unread).
 * Each class has rows in casual and polite wording, and neighbours still refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { eitherOr } from '../../src/questions/either-or.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';
import { latinWords } from '../support/ja-text-check.ts';
import { answerQuestion } from '../../src/questions/index.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Vampire Nighthawk': '夜鷲のヴァンパイア', 'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア', 'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド' });
}, 120_000);

describe('GIVEN a count of creatures asked with no particle after a te-chain WHEN read THEN all creatures that die are counted (704.5g)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['接死とトランプルを持つ3/3で攻撃して、5/5と1/1にブロックされました。相手は何点受けて、何体死にますか?', '3体です。', null],
    ['4/4が2/2にブロックされた。相手は何点受けて、何体死ぬ?', '1体です。', null],
    ['5/5が2/2と1/1にブロックされました。私は何点回復して、何匹死にますか?', '2体です。', null],
    // (Counted first, the other asked after, as before.)
    ['4/4が2/2にブロックされた。何体死んで、相手のライフはいくつになる?', '1体です。', null],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN 回復 said with an amount WHEN asked THEN it is the asker\'s life gained (119.3, 702.15b)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['絆魂3/3が2/2にブロックされたら、3点回復する?', '3点のライフを得ます', 'yes'],
    ['絆魂を持つ4/4がブロックされなかったら、私は2点回復しますか?', '4点のライフを得ます', 'no'],
    ['絆魂3/3が2/2にブロックされたら、回復は3点?', '3点のライフを得ます', 'yes'],
    // (Never the damage a player takes: the asker's life, with its gain.)
    ['絆魂3/3が2/2にブロックされたら、回復は何点?', 'あなたのライフは23です（20から3点増加）', null],
    ['絆魂を持つ4/4が攻撃して、ブロックされなかった。回復は何点ですか?', 'あなたのライフは24です（20から4点増加）', null],
    ['絆魂を持つ2/2が《灰色熊》にブロックされました。回復は何点ですか?', 'ライフは22', null],
    ['《夜鷲のヴァンパイア》で攻撃して、ブロックされなかったら、回復って何点?', 'ライフは22', null],
    ['絆魂3/3が2/2にブロックされたら、回復は3点ですか?', '3点のライフを得ます', 'yes'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN two values offered at the end of a Japanese question WHEN asked THEN the one the run matches is named', () => {
  const ROWS: [string, string][] = [
    ['絆魂3/3が2/2にブロックされたら、回復は2点?3点?', '3点です。'],
    ['絆魂を持つ4/4が1/1にブロックされました。回復は1点ですか?4点ですか?', '4点です。'],
    ['絆魂を持つ4/4が1/1にブロックされました。回復は1点か4点か?', '4点です。'],
    ['《夜鷲のヴァンパイア》がブロックされなかったら、回復は1点?2点?', '2点です。'],
    ['絆魂3/3がブロックされなかったら、回復は1点?2点?', '1点でも2点でもありません。'],
  ];
  it.each(ROWS)('%s → %s', async (q, says) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer.startsWith(says)).toBe(true);
    expect(r.value.verdict).toBeNull();
    expect(latinWords(r.value.answer)).toEqual([]);
  }, 60_000);

  it('finds only a pair of one shape ending the question', () => {
    expect(eitherOr('回復は2点?3点?', 'ja')?.texts).toEqual(['回復は2点?', '回復は3点?']);
    expect(eitherOr('P/Tは3/3か4/4か？', 'ja')?.options).toEqual(['3/3', '4/4']);
    expect(eitherOr('回復は2点?3体?', 'ja')).toBeNull();
    expect(eitherOr('2/2か3/3がブロックした。死ぬ?', 'ja')).toBeNull();
    expect(eitherOr('回復は2点?2点?', 'ja')).toBeNull();
  });
});

describe('GIVEN a permanent each player controls, supposed or said with それぞれ WHEN the legend rule is asked of THEN both stay (704.5j)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['私も相手も《スレイベンの守護者、サリア》をコントロールしていたら、両方残りますか?', '対戦相手の《スレイベンの守護者、サリア》は戦場に残ります', 'yes'],
    ['相手と自分が《スレイベンの守護者、サリア》をコントロールしていたら、両方残る?', 'あなたの《スレイベンの守護者、サリア》は戦場に残ります', 'yes'],
    ['お互いに《黙示録、シェオルドレッド》をコントロールしていたら、両方残る?', '対戦相手の《黙示録、シェオルドレッド》は戦場に残ります', 'yes'],
    ['相手と自分がそれぞれ《スレイベンの守護者、サリア》をコントロールしていたら、どちらかは墓地に行く?', '戦場に残ります', 'no'],
    ['相手と私がそれぞれ《黙示録、シェオルドレッド》をコントロールしています。どちらかは墓地に行きますか?', '戦場に残ります', 'no'],
    ['If my opponent and I each control Thalia, Guardian of Thraben, do both stay?', "The opponent's Thalia, Guardian of Thraben survives", 'yes'],
  ];
  it.each(ROWS)('%s → %s', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
    const r = await answerQuestion(q, q.match(/[ぁ-ん]/u) ? 'ja' : 'en', deps);
    expect(r.ok && r.value.steps.some((x) => x.rules.includes('704.5j'))).toBe(true);
  }, 60_000);
});

describe('GIVEN a keyword said with なしの before a creature WHEN asked THEN it lacks that keyword (702.19, 302.6)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['トランプルなしの5/5が2/2にブロックされた。相手は何点受ける?', '対戦相手は0点のダメージを受けます', null],
    ['トランプル無しの6/6が1/1にブロックされました。相手は何点のダメージを受けますか?', '対戦相手は0点のダメージを受けます', null],
    ['このターンに唱えた速攻なしの3/3で攻撃できますか?', '攻撃できません', 'no'],
    ['飛行なしのクリーチャーで、相手の飛行3/3をブロックできますか?', 'ブロックできません', 'no'],
    // (A player's bracketed note of なし stays the player's: nothing on their side.)
    ['相手(クリーチャーなし)に、トランプルなしの5/5で攻撃した。相手は何点受けますか?', '対戦相手は5点のダメージを受けます', null],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN neighbours these readings must not reach THEN they are still refused', () => {
  const ROWS: [string, string][] = [
    // 軽減 is no verb the lexicon knows: 「軽減は2点?」 stays unread.
    ['3/3が2/2にブロックされたら、軽減は2点?', 'not_understood'],
    // A count with a particle of its own (「何体が」) is not floated: nothing else changes — a play of "which ones" asked
    // of a player's 2 creatures after a hypothetical is still refused.
    ['私の2/2がブロックされた。ブロックされなかったら何点?', 'not_understood'],
    // なしの before 場合 ("in the case of no trample") supposes, describing no creature: not read as one's lacking.
    ['トランプルなしの場合、5/5が2/2にブロックされたら相手は何点受ける?', 'not_understood'],
    // A count said of each player (two in all, or two each?) stays unread, supposed or told.
    ['私も相手も《スレイベンの守護者、サリア》を2体コントロールしていたら、両方残りますか?', 'not_understood'],
    // A name said only as 'the same' (同じ名前の) is read now, and 「1体ずつ」 as one each (legend-names.test.ts); a count
    // of more than one each (2体ずつ) still is not.
    ['相手と私がそれぞれ同じ名前の伝説のクリーチャーを2体ずつコントロールしています。どちらかは墓地に行きますか?', 'not_understood'],
  ];
  it.each(ROWS)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});
