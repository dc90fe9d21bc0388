/**
 * Issue 11 (session 40): defaults the engine would fill that could change the asked outcome are never filled silently.
 * - More than two players said (a format of its own, "my opponents", 「対戦相手が2人」, 「4人」): the engine plays a
 *   two-player game at the usual starting life (800, 903.7, 810), so the words are named and nothing is answered
 *   (they were passed over: 20 life answered in Commander; 「2人」 read as a life total of 2).
 * - The value of X not said for a spell with X in its cost (107.3a): asked back, naming X; said, it is used.
 * - "Until end of turn" asked after the turn ends: the effect ends in the cleanup step (514.2), said in the restatement.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ Pyroclasm: '紅蓮地獄', Blaze: '猛火', 'Giant Growth': '巨大化' });
}, 120_000);

describe('GIVEN a game of more than two players said', () => {
  it.each([
    ['Both my opponents control a 2/2. I cast Pyroclasm. What dies?', 'Both my opponents'],
    ["I have two opponents. My 3/3 attacks and isn't blocked. How much damage does it deal?", 'two opponents'],
    ["In a four-player game, my 3/3 attacks one of my opponents and isn't blocked. What is that opponent's life?", 'four-player'],
    ['統率者戦で、私の3/3が攻撃してブロックされなかった。相手のライフは？', '統率者戦'],
    ['対戦相手が2人いる。私の3/3が攻撃してブロックされなかった。相手のライフは？', '人'],
    ['3人対戦で、私の3/3が攻撃してブロックされなかった。相手のライフは？', '3人'],
    ['双頭巨人戦で私の3/3が攻撃してブロックされなかった。相手チームのライフは？', '双頭巨人戦'],
  ] as const)('%s THEN the words are named and nothing is answered', async (q, says) => refusedAs(() => deps)(q, 'not_understood', says));

  it.each([
    // One opponent said: the two-player game the engine plays.
    ['My opponent controls a 2/2. I cast Pyroclasm. What dies?', 'the opponent', 'Died'],
    ['相手の2/2に《紅蓮地獄》を唱えた。どうなる？', '対戦相手', '死亡'],
  ] as const)('%s THEN it is answered', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});

describe('GIVEN a spell with X cast and X not said (107.3a)', () => {
  it.each([
    ['I cast Blaze targeting my opponent. What is their life total?', 'X'],
    ['相手を対象に《猛火》を唱えた。相手のライフは？', 'X'],
  ] as const)('%s THEN X is asked for', async (q, says) => refusedAs(() => deps)(q, 'unmodelled', says));

  it.each([
    ['I cast Blaze with X=3 targeting my opponent. What is their life total?', '17'],
  ] as const)('%s THEN the X said is used', async (q, says) => restatedAnswering(() => deps)(q, 'X=3', says));
});

describe('GIVEN an "until end of turn" effect asked about after the turn ends (514.2)', () => {
  it.each([
    ['I cast Giant Growth on my 2/2. The turn ends. What is its power and toughness?', 'the turn ends (cleanup step)', '2/2'],
    ['私の2/2に《巨大化》を唱えた。ターンが終わった後、そのサイズは？', 'ターンが終わる（クリンナップ・ステップ）', '2/2'],
  ] as const)('%s THEN the end of turn is said and the effect is gone', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});
