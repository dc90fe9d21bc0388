/**
 * A keyword said as what a card has or is (session 32): "Stormfist Crusader has menace", "their Serra Angel has flying",
 * "it's got menace" ("its got"), 「《嵐拳の聖戦士》は威迫だ」「相手の《吸血鬼の夜鷲》は接死です」「《灰色熊》は飛行を持つ」. A card has
 * abilities of its own (its printed ones, with what is attached to it and the effects on it: 613.1f), so the keyword told
 * the card doesn't print is a restatement checked against the run — named back, nothing
 * answered, when the card lacks it then (never a keyword granted on the asker's word); one it prints is the card as it
 * is, said. A keyword supposed ("if it had flying") is still a supposition.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Stormfist Crusader': '嵐拳の聖戦士', 'Birds of Paradise': '極楽鳥', 'Llanowar Elves': 'ラノワールのエルフ', 'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使', 'Vampire Nighthawk': '吸血鬼の夜鷲', 'Hill Giant': '丘巨人', Infest: 'Infest', 'Slippery Bogle': 'Slippery Bogle',
  });
}, 120_000);

describe('GIVEN a keyword told of a card that prints it', () => {
  it.each([
    // Menace (702.111b): one blocker alone can't block it.
    ['Can my Birds of Paradise block Stormfist Crusader? Stormfist Crusader has menace.', "the opponent's Stormfist Crusader with menace", 'No.'],
    ['Stormfist Crusader has got menace. Can my Birds of Paradise block it?', 'Stormfist Crusader with menace', 'No.'],
    // Hexproof said after the question (702.11b): Infest targets nothing, so the Bogle gets -2/-2 and dies (704.5f).
    ['Does Infest kill Slippery Bogle? It has hexproof.', 'Slippery Bogle', 'Yes'],
    // Flying (702.9b): a creature without flying or reach can't block it.
    ['Their Serra Angel has flying. Can my Grizzly Bears block it?', "the opponent's Serra Angel with flying", 'No.'],
    // "its got" is "it's got" (it has), never the possessive with "got" = gained.
    ['Their Serra Angel attacks me. its got flying. Can my Grizzly Bears block it?', "the opponent's Serra Angel with flying", 'No.'],
    ['相手の《吸血鬼の夜鷲》は接死です。私の《セラの天使》でブロックしたらどうなる？', '接死を持つ対戦相手の《吸血鬼の夜鷲》', '死亡'],
    ['《嵐拳の聖戦士》は威迫だ。《極楽鳥》と《ラノワールのエルフ》の2体で一緒にブロックできる？', '威迫を持つ', 'はい'],
    // 〜持ち said as what it is (「威迫持ちです」): the keyword told, as 「威迫だ」 (it was dropped). With no attack told, the
    // one other creature named is the one blocked (it was an invented attacker beside it, and the Crusader was read as yours).
    ['《嵐拳の聖戦士》は威迫持ちです。《極楽鳥》と《ラノワールのエルフ》の2体で一緒にブロックできる？', '威迫を持つ対戦相手の《嵐拳の聖戦士》', 'はい'],
  ] as const)('%s THEN it is checked and answered', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});

describe('GIVEN a keyword told of a card that lacks it', () => {
  it.each([
    // Grizzly Bears has no flying (613.1f): the claim is named back, not granted.
    ["My Grizzly Bears has flying. It attacks and isn't blocked. How much damage does it deal?", 'without flying'],
    ['My Llanowar Elves has deathtouch. It blocks their Hill Giant. What dies?', 'without deathtouch'],
    ['My Grizzly Bears is indestructible. It is blocked by a 5/5. Does it die?', 'without indestructible'],
    ['My Hill Giant has got trample. It attacks and is blocked by a 1/1. How much damage does my opponent take?', 'without trample'],
    ['《灰色熊》は飛行を持つ。《灰色熊》で攻撃して、ブロックされなかった。相手は何点受ける?', '飛行なし'],
    ['《灰色熊》は飛行持ちです。《灰色熊》で攻撃して、ブロックされなかった。相手は何点受ける?', '飛行なし'],
    ['《灰色熊》は飛行なんですけど、攻撃してブロックされなかった。相手は何点受ける？', '飛行なし'],
  ] as const)('%s THEN both are named and nothing is answered', async (q, says) => refusedAs(() => deps)(q, 'needs_detail', says));
});

describe('GIVEN a keyword supposed of a card', () => {
  it.each([
    // A supposition, not a claim about the card as it is: still read as given (702.9b: a flier can block a flier).
    ['If my Grizzly Bears had flying, could it block their Serra Angel?', 'your Grizzly Bears with flying', 'Yes.'],
  ] as const)('%s THEN it is read as supposed', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});
