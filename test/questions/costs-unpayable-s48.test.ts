/**
 * Costs that can't be paid (118.3, 601.2h, 602.2b) and life paid for a spell said in any order, in English and Japanese.
 *
 * A sacrifice cost with nothing to pay it: where the question says the player has none of that kind ("I control no
 * creatures", "with no creatures", 「クリーチャーがいない」), the spell or ability can't be cast or activated (118.3) — a fact
 * of the question; where it says nothing, or says only that some other kind or player has none, it is asked back.
 * Life: a player can pay life only with at least that much (119.4, 118.3), so at 1 life no Phyrexian symbol can be paid
 * with life. The payment is read with its cast wherever it is said ("paying 4 life on …", "on … paying 4 life",
 * 「《四肢切断》をライフ4点払って…に」「ライフで払って」「ライフ払いで」).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs, restatedAnswering } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Village Rites': '村の儀式',
  Fling: '投げ飛ばし',
  'Bone Splinters': '骨の粉砕',
  'Goblin Bombardment': 'ゴブリンの砲撃',
  'Altar of Dementia': '狂気の祭壇',
  'Deadly Dispute': '命取りの論争',
  Dismember: '四肢切断',
  'Gut Shot': 'はらわた撃ち',
  'Mutagenic Growth': '変異原性の成長',
  'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
  'Grizzly Bears': '灰色熊',
  'Llanowar Elves': 'ラノワールのエルフ',
  'Serra Angel': 'セラの天使',
  'Lightning Bolt': '稲妻',
};

describe('GIVEN a cost the question says can\'t be paid THEN the move is answered no, citing 118.3 or 119.4', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const right = answeredRight(() => deps);
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['Can I cast Village Rites if I control no creatures?', '118.3', 'no'],
    ['Can I cast Fling with no creatures?', '118.3', 'no'],
    ["I don't have any creatures. Can I cast Bone Splinters on their Serra Angel?", '118.3', 'no'],
    ['I control no creatures. Can I activate Goblin Bombardment targeting my opponent?', '118.3', 'no'],
    ['There are no creatures on the battlefield. Can I activate Altar of Dementia targeting my opponent?', '118.3', 'no'],
    ['クリーチャーがいないときに《村の儀式》は唱えられますか', '118.3', 'no'],
    ['自分のクリーチャーはいません。《投げ飛ばし》は唱えられますか？', '118.3', 'no'],
    ["I'm at 1 life, can I pay life for Dismember?", '119.4', 'no'],
    ["I'm at 3 life. Can I cast Dismember on their Grizzly Bears paying 4 life?", '4 life needed, 3 left', 'no'],
    ["I'm at 1 life. Can I pay 2 life for Gut Shot on their Llanowar Elves?", '119.4', 'no'],
    ["I'm at 10 life. Can I pay 2 life for Gut Shot on their Llanowar Elves?", 'can cast Gut Shot', 'yes'],
    ['ライフが1点のとき《四肢切断》をライフで払って唱えられますか', '119.4', 'no'],
    ['ライフが3点のとき、《四肢切断》をライフ4点払って相手の《灰色熊》に唱えられますか？', '119.4', 'no'],
    ['自分のライフは1点です。《はらわた撃ち》をライフ2点払って相手の《ラノワールのエルフ》に唱えられますか？', '119.4', 'no'],
  ];
  it.each(ROWS)('%s', async (q, says, verdict) => right(q, says, verdict), 60_000);

  const refused = refusedAs(() => deps);
  it.each([
    // Nothing said of the board: the asker may well have a creature — asked, never assumed either way.
    ['Can I cast Village Rites?', 'needs_detail'],
    ['《村の儀式》は唱えられますか？', 'needs_detail'],
    // Another player's creatures, or another kind, said absent: says nothing of what pays this cost.
    ['My opponent has no creatures. Can I cast Village Rites?', 'needs_detail'],
    ['I control no creatures. Can I cast Deadly Dispute?', 'needs_detail'],
    // "Paying life" for two Phyrexian symbols with life for one of them: how many is asked.
    ["I'm at 3 life, can I pay life for Dismember?", 'needs_detail'],
    // A spell with no cost paid in life.
    ['Can I cast Lightning Bolt on their Grizzly Bears paying life?', 'unmodelled'],
  ])('%s → %s', async (q, code) => refused(q, code), 60_000);
});

describe('GIVEN life paid for a spell said before, after or between its target THEN it is that cast\'s payment', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const right = restatedAnswering(() => deps);
  /** [question, what the restatement says, what the answer says]. */
  const ROWS: [string, string, string][] = [
    ['I cast Dismember paying 4 life on their Sheoldred, the Apocalypse. Does it die?', 'you cast Dismember paying 4 life targeting', 'dies'],
    ['I Dismember their Sheoldred, the Apocalypse, paying 4 life. What is my life total?', 'paying 4 life', 'is 16'],
    ['I cast Dismember paying 4 life targeting their Grizzly Bears. What is my life total?', 'paying 4 life', 'is 16'],
    ['My opponent casts Gut Shot paying 2 life on my Llanowar Elves. What is their life total?', 'the opponent casts Gut Shot paying 2 life targeting', 'is 18'],
    ['I cast Dismember paying life on their Sheoldred, the Apocalypse. What is my life total?', 'paying its Phyrexian mana with life', 'is 16'],
    ['I cast Mutagenic Growth paying life on my Grizzly Bears. What is its power?', 'paying its Phyrexian mana with life', 'is 4/4'],
    ['《四肢切断》をライフ4点払って対戦相手の《黙示録、シェオルドレッド》に撃ったら、どうなりますか', 'ライフを4点支払って', '黙示録、シェオルドレッド'],
    ['ライフを4点払って《四肢切断》を対戦相手の《黙示録、シェオルドレッド》に撃ったら、どうなりますか', 'ライフを4点支払って', '黙示録、シェオルドレッド'],
    ['《四肢切断》をライフで払って相手の《灰色熊》に撃ちました。自分のライフはいくつですか？', 'ファイレクシア・マナをライフで支払って', '16'],
    ['《四肢切断》をライフ払いで相手の《灰色熊》に撃った。自分のライフは？', 'ファイレクシア・マナをライフで支払って', '16'],
    ['対戦相手が《はらわた撃ち》をライフ2点払って私の《ラノワールのエルフ》に撃った。対戦相手のライフは？', 'ライフを2点支払って', '18'],
  ];
  it.each(ROWS)('%s', async (q, understood, says) => right(q, understood, says), 60_000);

  // A kind told absent is said back, and the reason names the cost nothing can pay (118.3).
  const ABSENT: [string, string, string][] = [
    ['Can I cast Village Rites if I control no creatures?', 'you control no creatures', 'nothing can pay “As an additional cost to cast this spell, sacrifice a creature.”'],
    ["I don't have any creatures. Can I cast Bone Splinters on their Serra Angel?", 'you control no creatures', 'nothing can pay'],
    ['There are no creatures on the battlefield. Can I activate Altar of Dementia targeting my opponent?', 'there are no creatures on the battlefield', 'nothing can pay'],
    ['自分のクリーチャーはいません。《投げ飛ばし》は唱えられますか？', 'あなたはクリーチャーをコントロールしていない', 'を支払えるものがありません'],
    ['クリーチャーがいないときに《村の儀式》は唱えられますか', 'クリーチャー', 'を支払えるものがありません'],
  ];
  it.each(ABSENT)('absent, said back: %s', async (q, understood, says) => right(q, understood, says), 60_000);
});
