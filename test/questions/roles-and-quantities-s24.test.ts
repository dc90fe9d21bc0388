/**
 * Red team s24 (issue 11: facts follow the story, never a default over what was said).
 * §1 "the active player" / 「アクティブ・プレイヤー」 is the player whose turn the story is in (102.1): bound from the turn
 * told ("during my opponent's turn", 「相手のターンに」, an attack told, 508.1); with no turn told and "me" or "my
 * opponent" also spoken of, which of them is active is asked back — told only in active/nonactive terms, answered.
 * Expected values worked out by hand from the cards' text and the rules cited per row.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', 'Giant Growth': '巨大化', 'Grizzly Bears': '灰色熊', Disfigure: '見栄え損ない', Murder: '殺害', 'Swords to Plowshares': '剣を鍬に', 'Darksteel Myr': 'ダークスティールのマイア', 'Phyrexian Tower': 'ファイレクシアの塔', Dismember: '四肢切断', 'Doom Blade': '破滅の刃', 'Serra Angel': 'セラの天使', Shock: 'ショック' });
}, 120_000);

describe('GIVEN "the active player" with the turn told THEN it is the player whose turn it is (102.1)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // Opponent's turn: the active player is the opponent; 3 damage to them (120.3a).
    ["During my opponent's turn, I cast Lightning Bolt targeting the active player. What is my opponent's life total?", '17', null],
    ["During my opponent's turn, I cast Lightning Bolt targeting the active player. What is my life total?", '20', null],
    ["During my turn, the nonactive player casts Lightning Bolt targeting me. What's my life total?", '17', null],
    // An attack told says whose turn it is (508.1): the nonactive player is the asker, who Bolts the 3/3.
    ['My opponent attacks me with a 3/3. The nonactive player casts Lightning Bolt targeting the 3/3. Does the 3/3 die?', 'dies', 'yes'],
    ['相手のターンに、アクティブ・プレイヤーは私を対象に《稲妻》を唱えた。私のライフは？', '17', null],
    ['相手のターンに、私は非アクティブ・プレイヤーを対象に《稲妻》を唱えた。私のライフは？', '17', null],
    ['私のターンに、非アクティブ・プレイヤーが私を対象に《稲妻》を唱えた。相手のライフは？', '20', null],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN only active/nonactive players told THEN answered (the roles are the two players)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["The active player casts Lightning Bolt targeting the nonactive player. What is the nonactive player's life total?", '17', null],
    ["AP casts Lightning Bolt targeting NAP's Grizzly Bears. Do the Bears die?", 'dies', 'yes'],
    ['アクティブ・プレイヤーが非アクティブ・プレイヤーを対象に《稲妻》を唱えた。非アクティブ・プレイヤーのライフは？', '17', null],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN no turn told and "me"/"opponent" also named THEN which player is active is asked back', () => {
  const ROWS: [string, string][] = [
    ["I cast Lightning Bolt targeting the active player. What is my opponent's life total?", 'active player'],
    ['My opponent casts Lightning Bolt targeting the nonactive player. What is my life total?', 'nonactive player'],
    ['The active player attacks me with a 3/3 and I block with Grizzly Bears. Do the Bears die?', 'active player'],
    ['私はアクティブ・プレイヤーを対象に《稲妻》を唱えた。相手のライフは？', 'アクティブ・プレイヤー'],
    ['相手は非アクティブ・プレイヤーを対象に《稲妻》を唱えた。私のライフは？', '非アクティブ・プレイヤー'],
  ];
  it.each(ROWS)('%s → asked back naming %s', (q, says) => refusedAs(() => deps)(q, 'ambiguous', says), 60_000);
});

/**
 * §2 "X's opponent" / 「Xの対戦相手」 (102.2): the other player than X, one player reference — read as two words, X was
 * dropped and the opponent taken as the asker's (「相手の対戦相手」 Bolted was the opponent). Chains read in turn.
 */
describe('GIVEN "X\'s opponent" THEN the other player than X (102.2)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I cast Lightning Bolt targeting my opponent's opponent. What is my life total?", '17', null],
    ['My opponent casts Lightning Bolt targeting his opponent. What is my life total?', '17', null],
    ["During my opponent's turn, I cast Lightning Bolt targeting the active player's opponent. What's my life?", '17', null],
    ["The active player casts Lightning Bolt targeting the active player's opponent. What is the nonactive player's life total?", '17', null],
    ['相手は相手の対戦相手を対象に《稲妻》を唱えた。私のライフは？', '17', null],
    ['相手は相手の対戦相手を対象に《稲妻》を唱えた。相手のライフは？', '20', null],
    ['私の対戦相手は私の対戦相手の対戦相手を対象に《稲妻》を唱えた。相手のライフは？', '17', null],
    ['相手のターンに、私はアクティブ・プレイヤーの対戦相手を対象に《稲妻》を唱えた。私のライフは？', '17', null],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN the opponent of a player word that names no one side, or of a permanent\'s controller THEN refused naming it', () => {
  const ROWS: [string, string][] = [
    ["I cast Lightning Bolt targeting each player's opponent. What is my life total?", "each player's opponent"],
    ['私は各プレイヤーの対戦相手を対象に《稲妻》を唱えた。私のライフは？', '各プレイヤーの対戦相手'],
    ["My opponent controls Grizzly Bears. I cast Lightning Bolt targeting the Bears' controller's opponent. What is my life total?", 'controller'],
    ['《灰色熊》は相手のコントロール下にある。私は《灰色熊》のコントローラーの対戦相手を対象に《稲妻》を唱えた。私のライフは？', 'コントローラー'],
  ];
  it.each(ROWS)('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'not_understood', says), 60_000);
});

/**
 * §3 "Is it destroyed?" / 「破壊される？」 (701.8): destruction, not dying — a "destroy" effect or lethal or deathtouch
 * damage (704.5g-h, 701.8b). 0 toughness (704.5f), a sacrifice or an exile is no destruction; indestructible isn't
 * destroyed (702.12b). Read as "does it die?", Disfigure on a 2/2 was "yes, destroyed".
 */
describe('GIVEN "is it destroyed?" THEN answered from destruction, not from dying (701.8)', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['My opponent casts Disfigure on my Grizzly Bears. Is it destroyed?', "isn't destroyed", 'no'],
    ['I sacrifice Grizzly Bears to Phyrexian Tower. Is Grizzly Bears destroyed?', "isn't destroyed", 'no'],
    ['My opponent casts Swords to Plowshares on my Grizzly Bears. Are the Bears destroyed?', "isn't destroyed", 'no'],
    ['My opponent casts Murder on my Darksteel Myr. Is it destroyed?', "isn't destroyed", 'no'],
    ['My opponent casts Lightning Bolt on my Grizzly Bears. Are the Bears destroyed?', 'is destroyed', 'yes'],
    ['My 2/2 blocks a 2/2 with deathtouch. Is my 2/2 destroyed?', 'is destroyed', 'yes'],
    ['相手が私の《灰色熊》に《見栄え損ない》を唱えた。《灰色熊》は破壊される？', '破壊されません', 'no'],
    ['相手が私の《灰色熊》に《剣を鍬に》を唱えた。破壊される？', '破壊されません', 'no'],
    ['相手が私の《ダークスティールのマイア》に《殺害》を唱えた。《ダークスティールのマイア》は破壊されますか？', '破壊されません', 'no'],
    ['相手が私の《灰色熊》に《稲妻》を唱えた。《灰色熊》は破壊されますか？', '破壊されます', 'yes'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

/**
 * §5 "Can I kill X with Y?" / "Can I destroy X with Y?" / 「《Y》でXを倒せる？」「破壊できる？」: Y cast at X (its legality
 * checked), then whether X dies — or, asked with "destroy", whether X is destroyed (701.8; Dismember kills by
 * 0 toughness, 704.5f, destroying nothing, and indestructible doesn't stop that, 702.12b).
 */
describe('GIVEN "can I kill / destroy X with Y?" THEN Y is cast at X and X\'s fate answered as asked', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ["Can I kill my opponent's Serra Angel with Dismember?", 'dies', 'yes'],
    ["Can I kill my opponent's Darksteel Myr with Dismember?", 'dies', 'yes'],
    ["Can I destroy my opponent's Grizzly Bears with Dismember?", "isn't destroyed", 'no'],
    ["Can I destroy my opponent's Grizzly Bears with Doom Blade?", 'is destroyed', 'yes'],
    ["Can I destroy my opponent's Darksteel Myr with Murder?", 'indestructible', 'no'],
    ["Can I kill my opponent's Serra Angel with Shock?", 'survives', 'no'],
    ['《四肢切断》で相手の《セラの天使》を倒せる？', '死亡します', 'yes'],
    ['《四肢切断》で相手の《灰色熊》を破壊できる？', '破壊されません', 'no'],
    ['《破滅の刃》で相手の《セラの天使》を破壊できる？', '破壊されます', 'yes'],
    ['《殺害》で相手の《ダークスティールのマイア》を破壊できる？', '破壊不能', 'no'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

/**
 * §4 An amount asked as the least / the most over the players' choices, or as the amount prevented: the run plays one
 * choice each (the attacker's most damage past the blockers, 510.1c-d, 702.19b) and counts damage dealt, not
 * prevented (615.1). The least, or the most of anything but the defending player's damage, was the default given as
 * the extreme: refused naming the word. The most damage to the defending player is that default, and stays answered.
 */
describe('GIVEN an extreme the run does not compute, or a prevented amount THEN refused naming the word', () => {
  const ROWS: [string, string][] = [
    ['My 6/6 with trample is blocked by a 2/2. What is the least damage the defending player can take?', 'least'],
    ['My 6/6 with trample is blocked by a 2/2. What is the minimum damage my opponent takes?', 'minimum'],
    ['My 6/6 with trample is blocked by a 2/2. At least how much damage does my opponent take?', 'least'],
    ["My 6/6 with trample is blocked by a 2/2. What's the maximum damage my 6/6 can deal to the 2/2?", 'maximum'],
    ['My 3/3 attacks and my opponent casts Holy Day. How much damage is prevented?', 'prevented'],
    ['トランプルを持つ私の6/6が2/2にブロックされた。相手は最低何点受ける？', '最低'],
    ['トランプルを持つ私の6/6が2/2にブロックされた。相手は少なくとも何点受ける？', '少なくとも'],
    ['トランプルを持つ私の6/6が2/2にブロックされた。2/2は最大で何点のダメージを受ける？', '最大'],
    ['トランプルを持つ私の6/6が2/2にブロックされた。6/6は2/2に最大で何点与える？', '最大'],
  ];
  it.each(ROWS)('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'not_understood', says), 60_000);
});

describe('GIVEN the most damage the defending player is dealt THEN answered: the attacker\'s best assignment is that most', () => {
  const ROWS: [string, string, null][] = [
    // 702.19b: lethal damage (2) to the 2/2, the rest (4) to the player.
    ['My 6/6 with trample is blocked by a 2/2. How much damage can the defending player be dealt at most?', '4', null],
    ['トランプルを持つ私の6/6が2/2にブロックされた。相手は最大で何点受ける？', '4', null],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});
