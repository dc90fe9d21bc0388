/**
 * Issue 11: short card names read as the wrong card.
 * - 「ライラ」 was read as 《ホログラムの助手、ライラ》 (its name after the 、) though 《黎明をもたらす者ライラ》 is called so
 *   too: a legend's Japanese name with no 、 gives its closing katakana name as a short name (201.5c), and a short name
 *   several cards share is asked back, never one picked — unless the question names one of them in full, before or
 *   after: then it is that one.
 * - "the Brute" after "I attack with Boggart Brute" was read as the card The Brute: a short reference means a card the
 *   question already told before another card's whole name. Written "The Brute" inside a sentence it stays that card.
 * - A legend's English short name before its comma ("Kiki-Jiki") still works, and its Japanese one (「キキジキ」).
 * Lyra Dawnbringer: 5/5 flying, first strike, lifelink (702.7b first strike); Lyla: 2/2. Menace: 702.111b.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Lyra Dawnbringer': '黎明をもたらす者ライラ',
  'Lyla, Holographic Assistant': 'ホログラムの助手、ライラ',
  'Dragonlord Ojutai': '龍王オジュタイ',
  'Ojutai, Soul of Winter': '冬魂のオジュタイ',
  'Ghalta, Primal Hunger': '原初の飢え、ガルタ',
  'Ghalta, Stampede Tyrant': '暴走暴君、ガルタ',
  'Kiki-Jiki, Mirror Breaker': '鏡割りのキキジキ',
  'Boggart Brute': 'ボガートの粗暴者',
  'The Brute': '粗暴',
  'Grizzly Bears': '灰色熊',
  'Siege Rhino': '包囲サイ',
  'Rhino, Barreling Brute': '',
  'Charging Rhino': '突進するサイ',
};

describe('GIVEN a short card name WHEN several cards share it or the question told one THEN it is asked back or read as that one', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 60_000);

  /** [question, refusal code, the reply names]: the cards sharing the short name, asked back. */
  const ASKED: [string, string, string][] = [
    ['ライラで攻撃して、相手は飛行を持つ3/3でブロックした。3/3は死ぬ？', 'ambiguous', '黎明をもたらす者ライラ'],
    ['ライラが戦場にいる。相手の2/2を灰色熊でブロックした。2/2は死ぬ？', 'ambiguous', 'ホログラムの助手、ライラ'],
    ['オジュタイで攻撃して、相手は飛行を持つ2/2でブロックした。2/2は死ぬ？', 'ambiguous', '冬魂のオジュタイ'],
    ['「ライラ」で攻撃して、相手は飛行を持つ3/3でブロックした。3/3は死ぬ？', 'ambiguous', '黎明をもたらす者ライラ'],
    ['Ghalta attacks and is blocked by a 2/2. Does the 2/2 die?', 'ambiguous', 'Ghalta, Stampede Tyrant'],
    // Two cards named in full both have the word: still asked back.
    ['I control Siege Rhino and Charging Rhino. The Rhino attacks. How much damage does it deal?', 'ambiguous', "could mean 'Charging Rhino' or 'Siege Rhino'"],
  ];
  it.each(ASKED)('%s → asked back (%s), naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /** [question, the restatement says, the answer says]: read as the card told in full, or named as it is. */
  const READ: [string, string, string][] = [
    // The full name said first, the short one after it: that card (first strike kills the 3/3 first).
    ['《黎明をもたらす者ライラ》で攻撃した。相手はライラを飛行を持つ3/3でブロックした。ライラは死ぬ？', '《黎明をもたらす者ライラ》', 'いいえ'],
    // The full name said only after the short one: still that card.
    ['ライラで攻撃して、相手は飛行を持つ3/3でブロックした。《黎明をもたらす者ライラ》は死ぬ？', '《黎明をもたらす者ライラ》', 'いいえ'],
    ['ライラで攻撃して、相手は3/3でブロックした。《ホログラムの助手、ライラ》は死ぬ？', '《ホログラムの助手、ライラ》', 'はい'],
    ['《冬魂のオジュタイ》をコントロールしている。オジュタイのタフネスは？', '《冬魂のオジュタイ》', '5/6'],
    ['I control Ghalta, Primal Hunger. Ghalta attacks and is blocked by a 2/2. Does the 2/2 die?', 'your Ghalta, Primal Hunger attacks', 'Yes'],
    ['Ghalta attacks and is blocked by a 2/2. Does Ghalta, Primal Hunger die?', 'your Ghalta, Primal Hunger attacks', 'No'],
    // "the Brute": the card told before, Boggart Brute (menace), never the Aura The Brute.
    ['I attack with Boggart Brute. Can my opponent block the Brute with one creature?', 'can the opponent\'s creature block your Boggart Brute', 'No'],
    ['I attack with Boggart Brute and the Brute is blocked by a 1/1 and a 2/2. Does the Brute die?', 'block your Boggart Brute', 'Your Boggart Brute dies'],
    ['I attack with Boggart Brute. The Brute is blocked by a 1/1 and a 2/2. Does the Brute die?', 'block your Boggart Brute', 'Your Boggart Brute dies'],
    ['《ボガートの粗暴者》で攻撃した。相手は粗暴を1体のクリーチャーでブロックできる？', 'あなたの《ボガートの粗暴者》をブロックできるか', 'いいえ'],
    // A legend's short name before its comma, and its Japanese one after the title: the one card.
    ['I attack with Kiki-Jiki and my opponent blocks with a 2/2. Does the 2/2 die?', 'your Kiki-Jiki, Mirror Breaker attacks', 'Yes'],
    ['キキジキで攻撃して、相手は2/2でブロックした。2/2は死ぬ？', 'あなたの《鏡割りのキキジキ》が攻撃する', 'はい'],
    ['Lyra attacks and my opponent blocks with a 3/3 with flying. Does the 3/3 die?', 'your Lyra Dawnbringer attacks', 'Yes'],
    // A word of a card named in full, though other cards have it as their short name: the card named ("the Rhino" is
    // Siege Rhino, 4/5 trample, not Rhino, Barreling Brute).
    ['Their Siege Rhino attacks and I block with a 2/2. Does the Rhino die?', "the opponent's Siege Rhino attacks", 'No'],
    ['Their Siege Rhino attacks and I block with a 2/2. How much damage does Rhino deal to me?', "the opponent's Siege Rhino attacks", '2'],
    ['相手の《包囲サイ》が攻撃してきて、2/2でブロックした。サイは死ぬ？', '対戦相手の《包囲サイ》が攻撃する', 'いいえ'],
  ];
  it.each(READ)('%s → reads %s, answers %s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);
});
