/**
 * Yes/no and how-much outcome predicates asked of a told board (session 32), each answered from the run's final state:
 * a trade is both creatures dying (700.4; intents/trade.ts), "lethal" the attacked player losing (704.5a, 704.5c) when
 * the story told the total it is lethal to, 「無事」 a creature surviving, 「何が残る」 "what remains" every permanent on
 * the battlefield at the end — tokens made in the story too (400.1, 111.2) — and 〜ことになる adding nothing to its verb.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Hill Giant': '丘巨人', 'Grizzly Bears': '灰色熊', 'Glissa Sunslayer': 'Glissa Sunslayer', 'Blightsteel Colossus': 'Blightsteel Colossus', 'Wurmcoil Engine': 'ワームとぐろエンジン', 'Rapid Hybridization': '急速混成', 'Vampire Nighthawk': '吸血鬼の夜鷲' });
}, 120_000);

describe('GIVEN a trade asked (both creatures in the combat die, 700.4)', () => {
  it.each([
    // First strike + deathtouch (702.7b, 702.2b): the 5/5 dies before it deals damage.
    ['does my 5/5 at least trade?? opp blocked it with glissa sunslayer', 'No, not both.', 'no'],
    ['My Grizzly Bears blocks their 2/2. Do they trade?', 'Yes.', 'yes'],
    ['I attack with a 3/3 and they block with a 3/3. Will they trade?', 'Yes.', 'yes'],
    ['I attack with Hill Giant and they block with Grizzly Bears. Does the Giant trade with the Bears?', 'No, not both.', 'no'],
    ['Does my 3/3 trade? They block it with a 2/2 with first strike.', 'Your 3/3 creature survives', 'no'],
    ['《丘巨人》で攻撃して、相手は《灰色熊》でブロックしました。トレードになる?', 'いいえ、両方ではありません。', 'no'],
  ] as const)('%s THEN %s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN "lethal" asked after a block, with the attacked player\'s total told (704.5a, 704.5c)', () => {
  it.each([
    // Infect + trample (702.90b, 702.19b): 2 to the chump blocker, 9 poison.
    ['blightsteel attacks, they chump w/ a 2/2. they had 0 poison. is that lethal??', 'The opponent doesn\'t lose the game.', 'no'],
    ['Blightsteel Colossus attacks and they chump with a 2/2. They already have 1 poison. Is that lethal?', 'The opponent loses the game.', 'yes'],
    ['I attack with Hill Giant and they block with Grizzly Bears. They\'re at 3. Is that lethal?', 'The opponent doesn\'t lose the game.', 'no'],
  ] as const)('%s THEN %s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN Japanese asked outcomes: 無事, 何が残る, 〜ことになる', () => {
  it.each([
    ['《丘巨人》で攻撃して、相手は《灰色熊》でブロックしました。巨人は無事?', 'はい。', 'yes'],
    ['《丘巨人》で攻撃して、相手は《灰色熊》でブロックしました。熊は無事ですか?', 'いいえ。', 'no'],
    ['《丘巨人》で攻撃して、相手はブロックしませんでした。相手は何点受けることになりますか?', '対戦相手は3点のダメージを受けます。', null],
    // The dies trigger's two Wurms and Rapid Hybridization's Frog Lizard are what remains (603.6c, 111.2).
    ['私の《ワームとぐろエンジン》が相手の《急速混成》で破壊されました。私の場には何が残りますか?', 'ファイレクシアン・ワーム・トークン', null],
    ['私の《ワームとぐろエンジン》が相手の《急速混成》で破壊されました。何が残りますか?', 'カエル・トカゲ・トークン', null],
    ['My Wurmcoil Engine gets destroyed by my opponent\'s Rapid Hybridization. What remains?', 'your Phyrexian Wurm Token', null],
    ['《丘巨人》で攻撃して、相手は《灰色熊》でブロックしました。私の場に何体残る?', 'あなたの《丘巨人》', null],
    // Lifelink gained with the combat damage (510.2, 702.15b): 2 - 3 + 2 = 1 before state-based actions are checked.
    ['I\'m at 2 life. On their turn my opponent attacks me with a Hill Giant and a Grizzly Bears. I block the Bears with my Vampire Nighthawk and don\'t block the Giant. Do I survive combat?', 'You don\'t lose the game.', 'yes'],
  ] as const)('%s THEN %s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN neighbours these readings cannot answer', () => {
  it.each([
    // No one creature it fights: what it trades with is not said.
    ['I attack with Hill Giant and they block with two Grizzly Bears. Does my Giant trade?', 'not_understood'],
    ['I attack with a 3/3. Does it trade?', 'not_understood'],
    // A trade told is no fact of the story.
    ['My 2/2 and their 2/2 traded. What happens?', 'not_understood'],
    // A block and no total told: "lethal" could be said of the blocker or of the player attacked: asked back (lethal.ts).
    ['I attack with Hill Giant and they block with Grizzly Bears. Is that lethal?', 'ambiguous'],
  ] as const)('%s THEN refused', async (q, code) => refusedAs(() => deps)(q, code));
});
