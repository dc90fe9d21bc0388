/**
 * Japanese readings of session 50, each a general class with rows of our own (varied cards, numbers, wordings):
 * - damage said as points with its verb left out: 「相手本体に2点」「《ショック》で熊に2点、」 (ja/omitted-deal.ts);
 * - damage told right after a creature spell with nothing said to deal it: its "when this enters" ability's result and
 *   target (frames/entered-dealer.ts), checked against the card — a creature with no such ability is refused;
 * - a spell put on something with かける (「熊に《巨大化》をかけた」): cast at it (ja/verb-words.ts);
 * - a target told in the clause right after a cast (「《稲妻》を唱えて、熊を対象にした」): that spell's target, or a creature
 *   spell's entering ability's (frames/target-after-cast.ts);
 * - the enters trigger said in words, 「戦場に出たときの誘発」「出た時の能力」, as ETB誘発 is (lexicon/trigger-words.ts);
 * - kicker paid said with を left out or as 「ありで」: 「キッカー払って」「キッカー払わずに」「キッカーありで」 (castoption.ts);
 * - カード as the topic of 引く: 「カードは何枚引く？」 is what is drawn (ja/topic-object.ts); how many are drawn, with no
 *   player said, is asked of each player (intents/events.ts) — never answered of the asker when the other one drew.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    Shock: 'ショック',
    'Lightning Bolt': '稲妻',
    'Murderous Redcap': '残忍なレッドキャップ',
    'Flametongue Kavu': '火炎舌のカヴー',
    'Serra Angel': 'セラの天使',
    'Centaur Courser': 'ケンタウルスの狩猟者',
    'Giant Growth': '巨大化',
    'Banisher Priest': '放逐する僧侶',
    Pacifism: '平和な心',
    'Burst Lightning': '噴出の稲妻',
    'Goblin Bushwhacker': 'ゴブリンの奇襲隊',
    'Village Rites': '村の儀式',
    'Divination': '予言',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN points said after what they go to, the verb left out THEN it is damage dealt to it', () => {
  const ROWS: Row[] = [
    ['《稲妻》で相手本体に3点。相手のライフは？', '17', null],
    ['《ショック》で相手の《灰色熊》に2点、熊は死ぬ？', 'はい', 'yes'],
    ['相手のライフは5。《稲妻》で相手に3点。さらに《ショック》で相手に2点。相手は負ける？', 'はい', 'yes'],
    ['相手が《稲妻》で私の《ケンタウルスの狩猟者》に3点。狩猟者は生き残る？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN damage told right after a creature spell THEN it is its entering ability, aimed where the damage went', () => {
  const ROWS: Row[] = [
    ['《残忍なレッドキャップ》を出して相手本体に2点。相手のライフは？', '18', null],
    ['《火炎舌のカヴー》を唱えて、相手の《セラの天使》に4点与えた。天使は死ぬ？', 'はい', 'yes'],
    ['相手が《火炎舌のカヴー》を出して、私の《ケンタウルスの狩猟者》に4点。狩猟者は生き残る？', 'いいえ', 'no'],
    ['相手のライフは12。《残忍なレッドキャップ》を唱えて相手に2点ダメージを与えた。相手のライフは？', '10', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // A creature with no such ability, or damage the ability doesn't deal, is a told result the run contradicts: refused.
  it.each([
    ['《灰色熊》を出して相手本体に2点。相手のライフは？'],
    ['《残忍なレッドキャップ》を出して相手本体に3点。相手のライフは？'],
  ])('%s is refused', (q) => refused(q, 'needs_detail'));
});

describe('GIVEN a spell put on something with かける THEN it is cast at it', () => {
  const ROWS: Row[] = [
    ['《ケンタウルスの狩猟者》に《巨大化》をかけた。狩猟者のP/Tは？', '6/6', null],
    ['《ケンタウルスの狩猟者》に《巨大化》かけて攻撃、ブロックされなかった。相手のライフは？', '14', null],
    ['相手が私の《灰色熊》に《ショック》をかけてきた。熊は生き残る？', 'いいえ', 'no'],
    ['相手の《灰色熊》に《稲妻》を掛けたら死ぬ？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // Anything else put on with かける is no spell: the words are named, never read.
  it.each([['《灰色熊》にプレッシャーをかけた。熊のサイズは？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN a target told right after a cast THEN it is that cast\'s target (or its entering ability\'s)', () => {
  const ROWS: Row[] = [
    ['《稲妻》を唱えて、相手の《ケンタウルスの狩猟者》を対象にした。狩猟者は死ぬ？', 'はい', 'yes'],
    ['《ショック》を撃って相手を対象にしました。相手のライフは？', '18', null],
    ['相手は《稲妻》を唱えて、私の《灰色熊》を対象にした。熊は生き残る？', 'いいえ', 'no'],
    ['《稲妻》を唱えた。相手の《灰色熊》を対象にした。熊は死ぬ？', 'はい', 'yes'],
    ['相手が《放逐する僧侶》を唱えて、私の《セラの天使》を対象にした。天使はどこにある？', '追放', null],
    ['《火炎舌のカヴー》を出して、相手の《ケンタウルスの狩猟者》を対象にした。狩猟者は死ぬ？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // A creature with no such ability, or another player said to target, is not read as the cast's target.
  it.each([['《灰色熊》を唱えて、相手を対象にした。相手のライフは？', 'unmodelled']])('%s is refused', (q, code) => refused(q, code));
  it.each([['《稲妻》を唱えて、相手が《灰色熊》を対象にした。熊は死ぬ？', 'not_understood']])('%s is refused', (q, code) => refused(q, code));
});

describe('GIVEN the enters trigger said in words (戦場に出たときの誘発) THEN it is read as ETB誘発 is', () => {
  const ROWS: Row[] = [
    ['相手が《放逐する僧侶》を出して、戦場に出たときの誘発で私の《灰色熊》を対象にした。熊はどこにある？', '追放', null],
    ['《火炎舌のカヴー》を唱えて、出た時の誘発で相手の《セラの天使》を対象にしました。天使は死にますか？', 'はい', 'yes'],
    ['《残忍なレッドキャップ》を出した。場に出たときの能力で相手に2点。相手のライフは？', '18', null],
    ['相手が《放逐する僧侶》を唱えて、戦場に出た時の誘発で私の《セラの天使》を対象にした。その誘発に対応して《稲妻》で僧侶を倒した。天使は追放される？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN kicker paid or not said the way players shorten it THEN the spell is cast so', () => {
  const ROWS: Row[] = [
    ['キッカー払って《噴出の稲妻》を相手の《セラの天使》に撃った。天使は死ぬ？', 'はい', 'yes'],
    ['《噴出の稲妻》をキッカーありで相手に撃ちました。相手のライフは？', '16', null],
    ['キッカー払わずに《噴出の稲妻》を相手の《セラの天使》に撃った。天使は死ぬ？', 'いいえ', 'no'],
    ['キッカー支払って《ゴブリンの奇襲隊》を出して、《灰色熊》で攻撃した。ブロックされなかったら相手は何点受ける？', '3', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN カードは何枚引く THEN the cards drawn are counted, of whoever drew them when no player is said', () => {
  const ROWS: Row[] = [
    ['《予言》を唱えた。カードは何枚引く？', '2枚', null],
    ['《村の儀式》を唱えて《ケンタウルスの狩猟者》を生け贄に捧げました。カードって何枚引けますか？', '2枚', null],
    ['相手が《予言》を唱えた。カードは何枚引く？', '対戦相手はカードを2枚', null],
    ['相手が《村の儀式》を唱えて《灰色熊》を生け贄に捧げた。カードを何枚引く？', '対戦相手はカードを2枚', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});
