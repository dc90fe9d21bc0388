/**
 * Session 32 (Japanese narration of the board): a side told empty 「自分の場には何もなくて」「相手の場は何もない」「パーマネントがない」
 * (ない alone is ある negated: a closed-world statement, frames/absence.ts — never "there is a permanent"), a player's side said
 * with だけ 「相手は《黙示録、シェオルドレッド》だけ」「自分は《灰色熊》と《大蜘蛛》だけです」, and a side set off by a colon
 * 「自分の場:《A》と《B》」「相手の場：《X》と2/2のゾンビ・トークン3体」 (ja/board-lists.ts, clause-close.ts boardTopic). What is told
 * reaches the board (each player sacrifices, 701.21; damage kills, 704.5g); told objects that contradict an empty side, and
 * such a list asked rather than told, are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Fleshbag Marauder': '肉袋の匪賊', 'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド', 'Grizzly Bears': '灰色熊', 'Giant Spider': '大蜘蛛',
    'Pyroclasm': '紅蓮地獄', 'Grave Titan': '墓所のタイタン', 'Lightning Bolt': '稲妻', 'Diabolic Edict': '悪魔の布告',
  });
}, 120_000);

/** [question, what the restatement says, what the answer says]. */
const RESTATED: [string, string, string][] = [
  ['自分の場には何もなくて、相手は《黙示録、シェオルドレッド》だけ。ここで《肉袋の匪賊》を出したらどうなるの?', '対戦相手の《黙示録、シェオルドレッド》がいる', '死亡：あなたの《肉袋の匪賊》、対戦相手の《黙示録、シェオルドレッド》'],
  ['自分の場には何もありません。相手は《灰色熊》と《大蜘蛛》だけです。《紅蓮地獄》を唱えたら、何体死にますか？', '対戦相手の《灰色熊》、対戦相手の《大蜘蛛》がいる', '1体'],
  ['自分は《灰色熊》と《大蜘蛛》だけです。相手が《紅蓮地獄》を唱えました。何体死にますか？', 'あなたの《灰色熊》、あなたの《大蜘蛛》がいる', '1体'],
  ['自分の場:《灰色熊》と《大蜘蛛》。相手が《紅蓮地獄》を唱えた。何体死ぬ？', 'あなたの《灰色熊》、あなたの《大蜘蛛》がいる', '1体'],
  ['相手の場：《墓所のタイタン》と2/2のゾンビ・トークン3体。私が《紅蓮地獄》を唱えたら、何体死にますか？', '対戦相手の《墓所のタイタン》', '3体'],
  ['自分の場:《灰色熊》、《大蜘蛛》。相手が《紅蓮地獄》を唱えた。何体死ぬ？', 'あなたの《灰色熊》、あなたの《大蜘蛛》がいる', '1体'],
  ['相手の場は何もない。《灰色熊》で攻撃した。相手のライフは？', 'あなたの《灰色熊》が攻撃する', '18'],
  ['相手の場には何もいない。《大蜘蛛》で攻撃しました。相手のライフはいくつですか？', 'あなたの《大蜘蛛》が攻撃する', '18'],
];

/** [question, code, what the refusal names]. */
const REFUSED: [string, string, string][] = [
  // (A side told empty and then told to hold a creature: the two can't both be — never one believed.)
  ['自分の場には何もない。自分の《灰色熊》で攻撃した。相手のライフは？', 'not_understood', '何も'],
  // (Asked, not told: whether that is all is the question.)
  ['相手は《灰色熊》だけ？《灰色熊》は《稲妻》で死ぬ？', 'not_understood', '相手は《灰色熊》だけ'],
  // (An instant is no permanent a side holds.)
  ['相手は《稲妻》だけ。《灰色熊》で攻撃した。相手のライフは？', 'not_understood', 'インスタントやソーサリー'],
  // (「何も持っていない」 may be the hand as much as the board: named.)
  ['相手は何も持っていない。《灰色熊》で攻撃した。相手のライフは？', 'not_understood', '相手は何も持っていない'],
];

describe('a Japanese side of the battlefield narrated: empty, only, listed after a colon', () => {
  it.each(RESTATED)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
  // (「パーマネントがない」 was read as "there is a permanent" — the negation of ない alone dropped.)
  it('「自分の場にはパーマネントがない」 makes no permanent of mine', async () => {
    const r = await answerQuestion('自分の場にはパーマネントがない。相手の場には《灰色熊》だけがいる。《肉袋の匪賊》を出したらどうなる？', 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    // (Said back only as what the asker doesn't control — never as a permanent of theirs.)
    expect(r.value.understood.replace(/あなたはパーマネントをコントロールしていない/g, '')).not.toContain('パーマネント');
    expect(r.value.answer).toContain('《灰色熊》');
  });
});
