/**
 * Japanese readings of session 46, each a general class with rows of our own: a life total told with no player, then
 * both players' totals asked (the asker's, not a sign it was the other's); 両方 between a list said with を and its verb
 * (the list's, no subject of its own); the legend rule named in Japanese (レジェンド・ルール); a short name of an
 * Equipment that another object's words mention only as its attachment; combat damage taken from unblocked creatures
 * (戦闘ダメージを受けた); a creature said only by a keyword (感染持ち) as the means of dealing damage; a word no lexicon
 * knows as a clause's topic or as what a creature died of (named, never dropped: a sorcery was answered as "surviving");
 * a spell that targets only players asked of as the way to remove a creature (cast at its controller, 115.1).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Child of Night': '夜の子',
    'Gifted Aetherborn': '才気ある霊基体',
    'Vampire Nighthawk': '吸血鬼の夜鷲',
    'Glorious Anthem': '栄光の頌歌',
    Crusade: '十字軍',
    'Honor of the Pure': '清浄の名誉',
    'Savannah Lions': 'サバンナ・ライオン',
    'Grizzly Bears': '灰色熊',
    'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア',
    'Isamaru, Hound of Konda': '今田家の猟犬、勇丸',
    'Vulshok Morningstar': 'ヴァルショクの鉄球',
    Bonesplitter: '骨断ちの矛槍',
    Unsummon: '送還',
    'Drown in Sorrow': '悲哀まみれ',
    "Will-o'-the-Wisp": '鬼火',
    'Young Wolf': '若き狼',
    'Diabolic Edict': '悪魔の布告',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a life total told with no player WHEN both players’ totals are asked THEN it is the asker’s', () => {
  const ROWS: Row[] = [
    ['ライフ15の時に《夜の子》と《才気ある霊基体》で攻撃して、どっちもブロックされなかった。お互いのライフはいくつになる？', '19', null],
    ['ライフ10のとき《吸血鬼の夜鷲》で攻撃して通った。自分と相手のライフは？', '12', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // Only the other player's asked: whose total it was is not guessed (as before).
  it.each([['ライフが5なら、3/3で攻撃したら相手は負ける？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN 両方 between a list said with を and its verb THEN it is the list’s, the asker controlling both', () => {
  const ROWS: Row[] = [
    ['《十字軍》と《清浄の名誉》を両方コントロールしているとき、私の《サバンナ・ライオン》のパワーとタフネスはいくつですか？', '4/3', null],
    ['《栄光の頌歌》と《十字軍》を両方出しているとき、《灰色熊》のサイズは？', '3/3', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN the legend rule named in Japanese WHEN asked whether it applies THEN it is the legend rule asked', () => {
  const ROWS: Row[] = [
    ['相手と自分がそれぞれ《スレイベンの守護者、サリア》をコントロールしていたら、レジェンド・ルールは適用されますか?', 'いいえ', 'no'],
    ['《今田家の猟犬、勇丸》を2体コントロールしていたら、レジェンドルールは適用される？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a short name of an Equipment attached to a named creature THEN it is the Equipment, not the creature', () => {
  const ROWS: Row[] = [
    ['《ヴァルショクの鉄球》を装備した《灰色熊》が《送還》されたら、鉄球はどうなる？', '戦場', null],
    ['《骨断ちの矛槍》を装備した《灰色熊》が死んだら、矛槍はどうなる？', '戦場', null],
    ['《ヴァルショクの鉄球》を装備した《灰色熊》が《送還》されたら、熊はどうなる？', '手札', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN combat damage taken from creatures (戦闘ダメージを受けた) THEN they attacked unblocked', () => {
  const ROWS: Row[] = [
    ['ライフが5のときに、ブロックされなかった相手の3/3と2/2から戦闘ダメージを受けました。負けですか？', 'はい', 'yes'],
    ['ライフが6のときに、ブロックされなかった相手の3/3と2/2から戦闘ダメージを受けました。負けですか？', 'いいえ', 'no'],
    ['ライフ4のとき、相手の《灰色熊》から戦闘ダメージを受けた。ライフは？', '2', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a creature said only by a keyword as the means of dealing damage THEN it deals the damage', () => {
  const ROWS: Row[] = [
    ['相手の毒カウンターが9個のとき、感染持ちで相手に1点ダメージを与えたら勝ち?', 'はい', 'yes'],
    ['相手の毒カウンターが8個のとき、感染持ちで相手に1点ダメージを与えたら勝ち?', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a word no lexicon knows as what a clause is about, or as what a creature died of THEN it is named, never dropped', () => {
  // 鬼火 written without brackets: never answered of the sorcery — since ja47 it is spotted as the card (a creature's
  // two-character name as the topic of what a creature does) and answered of the creature; else refused as before.
  it.each([['悲哀まみれ撃たれた時、鬼火って再生で助かる?'], ['《悲哀まみれ》を撃たれた時、鬼火は再生で助かる?']])('%s is answered of the creature', (q) => right(q, 'あなたの《鬼火》は死亡します', 'no'));
  it.each([['謎の呪文で《若き狼》が死んだら不死で戻る?']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN a spell that targets only players asked of as the way to remove a creature THEN it is cast at that creature’s controller', () => {
  const ROWS: Row[] = [
    ['相手のクリーチャーが呪禁の2/2だけです。《悪魔の布告》で除去できますか?', 'はい', 'yes'],
    ['《悪魔の布告》で相手の3/3を倒せる？', 'はい', 'yes'],
    ['Can I kill my opponent’s hexproof 2/2 with Diabolic Edict?', 'Yes', 'yes'],
    // Asked as a target, the answer is still no: it can target only players (115.1).
    ['相手の2/2に《悪魔の布告》を撃てる？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // With another creature of theirs, which one is sacrificed is their choice: asked back.
  it.each([['相手の2/2と3/3がいる。《悪魔の布告》で2/2を倒せる？']])('%s is asked back', (q) => refused(q, 'needs_detail'));
});
