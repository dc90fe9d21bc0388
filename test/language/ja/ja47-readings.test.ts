/**
 * Japanese readings of session 47, each a general class with rows of our own: 処理 after an instant or sorcery named
 * with で (removing a permanent with it; 処理 alone stays unread); ばっかり after a verb in the past (this turn); a life
 * total said "now" (今) while combat was only declared, when the question then asks the total after combat; a spell's
 * name without 《》 before で狙われた (cast at the one targeted); a creature's two-character name without 《》 as the topic
 * of what a creature does (鬼火って…助かる); an instant or sorcery said bare (を left out) before 撃たれた (cast at one);
 * 来る right after 手札に／墓地に／ライブラリーに (a card put into that zone; ETBが来た stays unread).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs, restatedVerdict } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Diabolic Edict': '悪魔の布告',
    Shock: 'ショック',
    'Lightning Bolt': '稲妻',
    'Doom Blade': '破滅の刃',
    'Hill Giant': '丘巨人',
    'Vault Skirge': '大霊堂のスカージ',
    "Will-o'-the-Wisp": '鬼火',
    'Drown in Sorrow': '悲哀まみれ',
    'Drudge Skeletons': '蠢く骸骨',
    'Black Cat': '黒猫',
    Murder: '殺害',
    Unsummon: '送還',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);
const restated = restatedVerdict(() => deps);

describe('GIVEN 処理 after an instant or sorcery named with で THEN it is removing the permanent with that spell', () => {
  const ROWS: Row[] = [
    ['相手の《灰色熊》を《ショック》で処理できますか?', 'はい', 'yes'],
    ['相手の《セラの天使》は《ショック》で処理できる？', 'いいえ', 'no'],
    ['相手の《丘巨人》は《稲妻》で処理できる？', 'はい', 'yes'],
    ['相手のクリーチャーは《灰色熊》1体だけです。《悪魔の布告》で処理できますか?', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // 処理 with no spell it is done with (resolving, dealing with it somehow) is never read as a kill.
  it.each([['相手の《灰色熊》を処理できる?'], ['《稲妻》の処理中に《ショック》を撃てる?']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN ばっかり after a verb in the past THEN it was done this turn (summoning sick)', () => {
  const ROWS: Row[] = [
    ['このターンに唱えたばっかりの《灰色熊》で攻撃できる？', 'いいえ', 'no'],
    ['出したばっかりの《丘巨人》で攻撃できますか？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a life total said now (今) while combat was only declared WHEN the total after combat is asked THEN it is the start', () => {
  const ROWS: Row[] = [
    ['《灰色熊》で攻撃したら相手が《ラノワールのエルフ》でブロックしてきた。今ライフ20なんだけど、戦闘後の私のライフはいくつ?', '20', null],
    ['相手の《灰色熊》がブロックされずに攻撃してきた。今ライフ12なんだけど、戦闘後の私のライフは？', '10', null],
    ['相手の《丘巨人》が攻撃してきて、ブロックしなかった。今ライフ5だけど、戦闘後のライフはいくつ？', '2', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // Not asked after combat, "now" may be after the damage: refused as before; so is one after a spell resolved.
  it.each([['相手の《灰色熊》がブロックされずに攻撃してきた。今ライフ12なんだけど、私のライフは？'], ['相手が私に《ショック》を撃った。今ライフ12なんだけど、戦闘後の私のライフは？']])('%s is refused', (q) =>
    refused(q, 'not_understood'),
  );
});

describe('GIVEN a spell named without 《》 before で狙われた THEN it was cast at the one targeted', () => {
  const ROWS: Row[] = [
    ['私の灰色熊が相手の稲妻で狙われた。死ぬ？', 'はい', 'yes'],
    ['私のセラの天使が相手のショックで狙われた。死ぬ？', 'いいえ', 'no'],
    ['相手の大霊堂のスカージが稲妻で狙われた。生き残る？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // (稲妻 said of nothing done with it as a spell stays the everyday word: named, never a card guessed.)
  it.each([['稲妻が撃たれた。灰色熊は死ぬ？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN a creature’s two-character name without 《》 as the topic of what a creature does THEN it is that card', () => {
  const ROWS: Row[] = [
    ['悲哀まみれ撃たれた時、鬼火って再生で助かる?', 'いいえ', 'no'],
    ['鬼火は攻撃できる?', 'はい', 'yes'],
    ['《殺害》を撃たれたら、私の黒猫は死ぬ？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // A two-character name said of nothing a creature does stays an everyday word (named, never a card guessed).
  it.each([['鬼火を見た。灰色熊は攻撃できる？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN an instant or sorcery said bare before 撃たれた THEN the other player cast it at the one it is about', () => {
  const ROWS: Row[] = [
    ['《ショック》撃たれたら、私の《灰色熊》は死ぬ?', '対戦相手があなたの《灰色熊》を対象に', 'yes'],
    ['《悲哀まみれ》撃たれた時、《蠢く骸骨》は生き残る？', '対戦相手が《悲哀まみれ》を唱える', 'no'],
  ];
  it.each(ROWS)('%s', (q, understood, verdict) => restated(q, understood, verdict));
});

describe('GIVEN 来る right after a zone with に THEN the card is put into that zone (to its owner’s)', () => {
  const ROWS: Row[] = [
    ['相手が私の《灰色熊》を《殺害》した。熊は私の墓地に来る？', 'はい', 'yes'],
    ['相手の《灰色熊》を《送還》したら、熊は私の手札に来ますか？', 'いいえ', 'no'],
    ['相手の《セラの天使》に《送還》を撃ったら、天使は相手の手札に来た？', 'はい', 'yes'],
    ['相手の《丘巨人》に《稲妻》を撃ったら、巨人は私の墓地に来る？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // 来る after anything else (a trigger, an attack) is not a card put somewhere: unread as before.
  it.each([['ETBが来た。《灰色熊》は死ぬ？'], ['攻撃が来た。《灰色熊》でブロックできる？']])('%s is refused', (q) => refused(q, 'not_understood'));
});
