/**
 * A keyword said as what a card has or is (session 32): "Stormfist Crusader has menace", "their Serra Angel has flying",
 * "it's got menace" ("its got"), 「《嵐拳の聖戦士》は威迫だ」「相手の《吸血鬼の夜鷲》は接死です」「《灰色熊》は飛行を持つ」. A card has
 * abilities of its own (its printed ones, with what is attached to it and the effects on it: 613.1f), so the keyword told
 * is a restatement checked against the run — said back as checked when the card has it, and named back, nothing
 * answered, when it doesn't (never a keyword granted on the asker's word). A keyword supposed ("if it had flying") is
 * still a supposition.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Stormfist Crusader': '嵐拳の聖戦士', 'Birds of Paradise': '極楽鳥', 'Llanowar Elves': 'ラノワールのエルフ', 'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使', 'Vampire Nighthawk': '吸血鬼の夜鷲', 'Hill Giant': '丘巨人',
  });
}, 120_000);

describe('GIVEN a keyword told of a card that has it', () => {
  it.each([
    // Menace (702.111b): one blocker alone can't block it.
    ['Can my Birds of Paradise block Stormfist Crusader? Stormfist Crusader has menace.', 'then has menace (as the question notes it; checked against the rules)', 'No.'],
    ['Stormfist Crusader has got menace. Can my Birds of Paradise block it?', 'then has menace (as the question notes it', 'No.'],
    // Flying (702.9b): a creature without flying or reach can't block it.
    ['Their Serra Angel has flying. Can my Grizzly Bears block it?', "the opponent's Serra Angel then has flying", 'No.'],
    ['相手の《吸血鬼の夜鷲》は接死です。私の《セラの天使》でブロックしたらどうなる？', '接死を持つ（質問の注記どおり。ルールで確かめました）', '死亡'],
    ['《嵐拳の聖戦士》は威迫だ。《極楽鳥》と《ラノワールのエルフ》の2体で一緒にブロックできる？', '威迫を持つ（質問の注記どおり', 'はい'],
  ] as const)('%s THEN it is checked and answered', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});

describe('GIVEN a keyword told of a card that lacks it', () => {
  it.each([
    // Grizzly Bears has no flying (613.1f): the claim is named back, not granted.
    ["My Grizzly Bears has flying. It attacks and isn't blocked. How much damage does it deal?", 'without flying'],
    ['My Llanowar Elves has deathtouch. It blocks their Hill Giant. What dies?', 'without deathtouch'],
    ['《灰色熊》は飛行を持つ。《灰色熊》で攻撃して、ブロックされなかった。相手は何点受ける?', '飛行なし'],
  ] as const)('%s THEN both are named and nothing is answered', async (q, says) => refusedAs(() => deps)(q, 'needs_detail', says));
});
