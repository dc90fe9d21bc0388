/**
 * A copy told in the plain present or as a condition ("Clone copies their Wall of Omens", "if Phantasmal Image copies
 * …", 「《クローン》が…をコピーする」) is the copier entering now as a copy, with the original's enters triggers
 * (707.2, 614.1c, 603.6a); told done or going on ("copied", "is copying", 「コピーしている」) it is a copy already there.
 * And an ask of something happening (a draw, life gained, tokens, damage) on a run in which nothing happened at all
 * is never answered "no" / "0": what happens is what the reading missed (issue 11, red team s46).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    Clone: 'クローン',
    'Phantasmal Image': '幻影の像',
    'Wall of Omens': '前兆の壁',
    'Kitchen Finks': '台所の嫌がらせ屋',
    'Serra Angel': 'セラの天使',
    'Elvish Visionary': 'エルフの幻想家',
    'Siege Rhino': '包囲サイ',
    "Ajani's Pridemate": 'アジャニの群れ仲間',
  });
}, 120_000);

describe('GIVEN a copy told as happening now, THEN the copier enters as a copy with the original\'s enters triggers (707.2, 603.6a)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['Clone copies their Wall of Omens. Do I draw a card?', 'draw 1 card', 'yes', '707.2'],
    ['My Phantasmal Image copies their Kitchen Finks. How much life do I gain?', '2 life', null, '707.2'],
    // The copier's whose word says who cast it (601.2a): their Clone's trigger is theirs.
    ['Their Clone copies my Kitchen Finks. How much life does my opponent gain?', '2 life', null, '707.2'],
    ['If Clone copies my Elvish Visionary, do I draw a card?', 'draw 1 card', 'yes', '707.2'],
    ['My opponent is at 10 life. Clone copies my Siege Rhino. What is my opponent\'s life total?', '7', null, '707.2'],
    ['《クローン》が相手の《前兆の壁》をコピーする。カードを引ける？', '1枚引きます', 'yes', '707.2'],
    ['《幻影の像》が自分の《台所の嫌がらせ屋》をコピーしたら、ライフは何点になる？', '22', null, '707.2'],
  ];
  it.each(ROWS)('%s', answeredCiting(() => deps), 60_000);
});

describe('GIVEN a copy told as already there, THEN it is a state, and an ask of something happening on it is named', () => {
  // (Its values are the original's copiable values, 707.2: nothing happens, and none is needed for what it is.)
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My Clone is copying their Serra Angel. What is its power?', '4/4', null],
    ['《クローン》が相手の《セラの天使》をコピーしている。《クローン》のパワーとタフネスは？', '4/4', null],
  ];
  it.each(ROWS)('%s', answeredRight(() => deps), 60_000);

  const NAMED: [string, string, string][] = [
    // Nothing is cast, enters, attacks or triggers in these readings: "you draw no card" would restate the board.
    ['My Clone copied their Wall of Omens. Did I draw a card?', 'not_understood', 'nothing happens'],
    ['My Clone is copying their Kitchen Finks. How much life did I gain?', 'not_understood', 'nothing happens'],
    ['I control Wall of Omens. How many cards do I draw?', 'not_understood', 'nothing happens'],
    ['I control Ajani\'s Pridemate. How much life do I gain?', 'not_understood', 'nothing happens'],
    ['《クローン》が相手の《前兆の壁》をコピーした。カードを引いた？', 'not_understood', '何も起きていません'],
  ];
  it.each(NAMED)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
