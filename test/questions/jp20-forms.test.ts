/**
 * Japanese questions as players write them (issue 12, session 20), each class with variations:
 * - 顔 ("face") and 本体 for the player themself: 「相手の顔に《稲妻》」「顔に3点」. Said with a player and の
 *   (「自分の本体に」「私の顔に」) it is that player — the owner was dropped and the opponent taken; said alone it is
 *   the player the one acting plays against (「相手が本体に《稲妻》を撃った」 hit the opponent themself).
 * Expected values from the cards' text: Lightning Bolt 3 damage (120.3), a player's life 20 unless said (103.4).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

const CARDS: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  'Giant Growth': '巨大化',
  Shock: 'ショック',
};

type Row = [string, string, { A: number; B: number }];

describe('GIVEN Japanese questions written as players write them (session 20)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the restatement says, both players' life after]. */
  const lifeAfter = async (q: string, understood: string, life: { A: number; B: number }): Promise<void> => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(understood);
    const got = Object.fromEntries(r.value.resolution.final.players.map((p) => [p.id, p.life]));
    expect(got).toEqual(life);
  };

  /** 顔 and 本体: the player themself (115.1a: a player may be a target; 120.3a: damage to a player is life lost). */
  const FACE: Row[] = [
    ['相手の顔に《稲妻》を撃った。相手のライフは？', 'あなたが対戦相手を対象に《稲妻》を唱える', { A: 20, B: 17 }],
    ['《稲妻》を相手の顔に撃ちました。相手のライフはいくつ？', 'あなたが対戦相手を対象に《稲妻》を唱える', { A: 20, B: 17 }],
    ['顔に《ショック》を撃った。相手のライフは？', 'あなたが対戦相手を対象に《ショック》を唱える', { A: 20, B: 18 }],
    ['自分の顔に《稲妻》を撃った。自分のライフは？', 'あなたがあなたを対象に《稲妻》を唱える', { A: 17, B: 20 }],
    ['自分の本体に《稲妻》を撃った。自分のライフは？', 'あなたがあなたを対象に《稲妻》を唱える', { A: 17, B: 20 }],
    ['相手が私の顔に《稲妻》を撃った。私のライフは？', '対戦相手があなたを対象に《稲妻》を唱える', { A: 17, B: 20 }],
    ['相手が私の本体に《稲妻》を撃った。私のライフは？', '対戦相手があなたを対象に《稲妻》を唱える', { A: 17, B: 20 }],
    ['相手が本体に《稲妻》を撃った。私のライフは？', '対戦相手があなたを対象に《稲妻》を唱える', { A: 17, B: 20 }],
    ['相手が顔に《ショック》を撃ってきた。私のライフは？', '対戦相手があなたを対象に《ショック》を唱える', { A: 18, B: 20 }],
    ['相手の3/3が攻撃してきてブロックしなかった。顔に3点入った？', '対戦相手の3/3クリーチャーが攻撃する', { A: 17, B: 20 }],
  ];
  it.each(FACE)('%s → %s', (q, understood, life) => lifeAfter(q, understood, life), 60_000);
});
