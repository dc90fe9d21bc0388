/**
 * Japanese readings of session 52 (branch ja52, issue 12), each a general class with rows of our own (varied cards, sizes,
 * wordings):
 * - a relative clause of a past act before a card: 「タップした2/2」「アンタップした熊」 (the state it left, 110.5, as
 *   「タップ状態の」 is), 「《巨大化》で大きくした熊」 (大きくする is giving +N/+N, as 強化する: the spell cast at it);
 * - a keyword given as a reason (「接死があるので」「飛行を持っているから」「トランプルなので」「接死だから」): a claim checked
 *   against the card, as English "since it has deathtouch" (Clause.reason) — refused where the card has no such keyword;
 * - an activated ability as the instrument of 1 damage (「《X》の能力で相手に1点与える」「起動型能力で…に1点飛ばす」): that
 *   ability activated at the one dealt damage, the card checked to have one dealing exactly 1 (as "tap it to ping him");
 * - a death negated with 〜ずに／〜ないで before a block asked (「死なずにブロックできる?」「破壊されずにブロックできますか」):
 *   whether the block can be made and, made, the blocker survives (the purpose "to stay alive", frames/purpose.ts).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Giant Growth': '巨大化',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Hill Giant': '丘巨人',
    'Serra Angel': 'セラの天使',
    'Typhoid Rats': 'チフス鼠',
    'Centaur Courser': 'ケンタウルスの狩猟者',
    'Prodigal Pyromancer': '放蕩紅蓮術士',
    'Cunning Sparkmage': '狡猾な火花魔道士',
    'Goblin Fireslinger': 'ゴブリンの投火師',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a past act of tapping before a noun, no one said to do it THEN the noun is described as tapped (or untapped)', () => {
  const ROWS: Row[] = [
    ['タップした3/3は攻撃できますか', 'いいえ', 'no'],
    ['タップした《丘巨人》でブロックできる？', 'いいえ', 'no'],
    ['タップしたクリーチャーでブロックできる？', 'タップ状態のクリーチャーはブロックできません', 'no'],
    ['相手の《灰色熊》が攻撃してきた。タップした《ケンタウルスの狩猟者》でブロックできますか', 'いいえ', 'no'],
    ['アンタップした《ラノワールのエルフ》は攻撃できますか', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a creature made bigger (大きくする) with a spell THEN that spell was cast at it', () => {
  const ROWS: Row[] = [
    ['《巨大化》で大きくした《丘巨人》が《セラの天使》にブロックされた。巨人は生き残りますか', 'はい', 'yes'],
    ['《灰色熊》を《巨大化》で大きくしました。熊のパワーはいくつ？', '5/5', null],
    ['《巨大化》でサイズアップした2/2で攻撃して3/3にブロックされた。2/2は死にますか', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a keyword given as the reason (ので／から／だから) THEN it is checked against the card, never added', () => {
  const ROWS: Row[] = [
    ['《チフス鼠》が《丘巨人》にブロックされました。接死があるので巨人は死にますか', 'はい', 'yes'],
    ['《チフス鼠》で攻撃して《灰色熊》にブロックされた。接死を持っているから、熊は死ぬ？', 'はい', 'yes'],
    ['《チフス鼠》が《ケンタウルスの狩猟者》にブロックされた。接死だから狩猟者は死にますか', 'はい', 'yes'],
    ['相手の《セラの天使》が攻撃してきた。天使は飛行なので、《灰色熊》でブロックできますか', 'いいえ', 'no'],
    ['相手の《セラの天使》が攻撃してきた。飛行を持ってるので《丘巨人》でブロックできる？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  it.each([
    // (No deathtouch on the Bears nor on the Giant: the reason is not added to make the answer.)
    ['《灰色熊》が《丘巨人》にブロックされた。接死があるので巨人は死にますか'],
    ['《灰色熊》が《ケンタウルスの狩猟者》にブロックされた。熊はトランプルなので、狩猟者は死にますか'],
    ['《丘巨人》が《灰色熊》にブロックされた。巨人は接死持ちだから熊は死ぬ？'],
  ])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN 1 damage dealt with a permanent\'s (activated) ability THEN that ability is activated at the one dealt it', () => {
  const ROWS: Row[] = [
    ['《放蕩紅蓮術士》の能力で相手の《ラノワールのエルフ》に1点飛ばします。エルフは死にますか', 'はい', 'yes'],
    ['《狡猾な火花魔道士》の起動型能力で相手に1点与えた。相手のライフは？', '19', null],
    ['相手が《ゴブリンの投火師》の能力で私に1点与えた。私のライフはいくつ？', '19', null],
    ['《放蕩紅蓮術士》の能力で相手の《丘巨人》に1点を飛ばした。巨人は死ぬ？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  it.each([
    // (2 points from an ability that deals 1; an ability the Bears do not have: never run as told.)
    ['《放蕩紅蓮術士》の能力で相手の《丘巨人》に2点与えた。巨人は死にますか', 'not_understood'],
    ['《灰色熊》の能力で相手に1点与えた。相手のライフは？', 'impossible'],
  ])('%s is refused', (q, code) => refused(q, code));
});

describe('GIVEN a block asked "without dying" (死なずに／破壊されずに／死なないで) THEN it is legal and, made, the blocker survives', () => {
  const ROWS: Row[] = [
    ['相手の《灰色熊》が攻撃してきた。《丘巨人》は死なずにブロックできる？', 'はい', 'yes'],
    ['相手の《丘巨人》が攻撃してきた。《灰色熊》で死なずにブロックできますか', 'いいえ', 'no'],
    ['相手の《チフス鼠》が攻撃してきた。《丘巨人》は死なないでブロックできる？', 'いいえ', 'no'],
    ['相手の《ラノワールのエルフ》が攻撃してきた。《ケンタウルスの狩猟者》は破壊されずにブロックできますか', 'はい', 'yes'],
    // (The block itself illegal: flying, 702.9b.)
    ['相手の《セラの天使》が攻撃してきた。《丘巨人》は死なずにブロックできますか', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});
