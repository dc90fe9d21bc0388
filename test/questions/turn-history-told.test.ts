/**
 * What the turn held before the story, told (700.4; morbid: Tragic Slip's "-13/-13 instead if a creature died this
 * turn"): "nothing has died this turn", "no creatures died this turn", 「このターン、クリーチャーは死んでいません」 start
 * the run from no death; "a creature already died this turn" from one. Untold, the engine never assumes either and
 * asks. A statement about one creature, or a question about the history, is not this telling.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Tragic Slip': '悲劇的な過ち', 'Serra Angel': 'セラの天使', 'Grizzly Bears': '灰色熊', 'Glorious Anthem': '栄光の頌歌', 'Hill Giant': '丘巨人' });
}, 120_000);

describe('GIVEN the turn said to have had no death', () => {
  it.each([
    ['Nothing has died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'survives', 'no', '608.2c'],
    ['No creatures died this turn. I cast Tragic Slip on their Hill Giant. Does it die?', 'survives', 'no', '608.2c'],
    ['Their Grizzly Bears is a 3/3 thanks to their Glorious Anthem. I Tragic Slip the Bears. Nothing has died this turn. Does it die?', 'survives', 'no', '608.2c'],
    ['相手の《セラの天使》に《悲劇的な過ち》を撃った（このターン、クリーチャーは死んでいません）。天使は死ぬ？', '戦場に残ります', 'no', '608.2c'],
  ] as const)('%s THEN the run starts from no death', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('GIVEN the told history', () => {
  it.each([
    ['Nothing has died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'no creature has died this turn (700.4)', 'no'],
    ['相手の《セラの天使》に《悲劇的な過ち》を撃った（このターン、クリーチャーは死んでいません）。天使は死ぬ？', 'このターンにはまだクリーチャーが死亡していない', 'no'],
  ] as const)('%s THEN the restatement says it', async (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));
});

describe('GIVEN a death told earlier this turn', () => {
  it.each([
    ['A creature already died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'dies', 'yes', '704.5f'],
    ['このターンにすでにクリーチャーが1体死んでいます。相手の《セラの天使》に《悲劇的な過ち》を撃ったら死ぬ？', '死亡します', 'yes', '704.5f'],
  ] as const)('%s THEN morbid applies', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('GIVEN the history untold, or not told as a fact', () => {
  it.each([
    ['I cast Tragic Slip on their Grizzly Bears. Does it die?', 'unmodelled', 'died earlier this turn'],
    // (One creature not dying says nothing of the others.)
    ["My Grizzly Bears didn't die this turn. I cast Tragic Slip on their Serra Angel. Does it die?", 'not_understood', "didn't die"],
    // (Asked, not told.)
    ['Has no creature died this turn? I cast Tragic Slip on their Serra Angel. Does it die?', 'not_understood', 'Has no creature died'],
  ] as const)('%s THEN it is not assumed', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});
