/**
 * "With X's ability" / 「《X》の能力で」 said as the means of a kill: the story doesn't run it unless it says the ability
 * is activated, so the words are named back — never dropped, which answered "no, it stays" with nothing done (red
 * team s46). A told activation is answered as before.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Royal Assassin': '凄腕の暗殺者',
    'Prodigal Pyromancer': '放蕩紅蓮術士',
    'Serra Angel': 'セラの天使',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Grizzly Bears': '灰色熊',
    'Lightning Bolt': '稲妻',
  });
}, 120_000);

describe('GIVEN a kill asked with a named object\'s ability as the means, THEN the means is named, never dropped', () => {
  const ROWS: [string, string, string][] = [
    ['《凄腕の暗殺者》の能力で、相手のタップ状態の《セラの天使》を破壊できますか？', 'not_understood', '能力'],
    ['《放蕩紅蓮術士》の能力で相手の《ラノワールのエルフ》を倒せる？', 'not_understood', '能力'],
    ['相手の《ラノワールのエルフ》は《放蕩紅蓮術士》の能力で死ぬ？', 'not_understood', '能力'],
  ];
  it.each(ROWS)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

describe('GIVEN 処理する of a spell (players\' word for its resolving) THEN it is never read as a kill', () => {
  // (「それを処理する前に」 is "before it resolves": read as destroying, the reply told a death that never was.)
  it.each([['相手が《灰色熊》を唱えた。私はそれを処理する前に《稲妻》を唱えられる？', 'not_understood', '処理']] as [string, string, string][])('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
