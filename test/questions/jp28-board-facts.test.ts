/**
 * Board facts in Japanese table talk (issues 11 and 12, session 28):
 * - 「私も相手も《X》をコントロールしている」「お互いに《X》を出している」「《X》がお互いの戦場に出ている」「両方のプレイヤーが…」:
 *   each player controls one X (one per side), never one X in all nor two of the asker's; the player phrase says it
 *   (ja/clause-reader.ts, ja/valency.ts, frames/object-facts.ts onBattlefield, frames/player-facts.ts onePerSide).
 *   The player whose battlefield it is, said as 「相手の戦場に出ている」, is whose it is (read as the asker's, an Anthem
 *   on the opponent's side pumped the asker's creature).
 * - 「XとYのパワーとタフネスは？」: the P/T of both X and Y, each answered, not only Y's (ja/clause-reader.ts ownersJoined).
 * - 「ゴブリン・ガイド」 bare, one word of it unknown: the name is named back whole, ・ kept (coverage.ts), never read as the
 *   part the lexicon knew (a Goblin); bare names with ・ the catalog has are read.
 * - An unknown card named twice is a polite refusal naming it.
 * - 「相手は自分のクリーチャーでブロックした」: what a player attacks or blocks with is their own (508.1a, 509.1a), so 自分 is
 *   the clause subject's there (frames/util.ts ownCombatants); elsewhere after the opponent it stays asked back.
 */
import { beforeAll, describe, it, expect } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Serra Angel': 'セラの天使',
    'Glorious Anthem': '栄光の頌歌',
    'River Boa': 'リバー・ボア',
    'Zombie Ogre': 'ゾンビ・オーガ',
    Shock: 'ショック',
    'Lightning Bolt': '稲妻',
    'Giant Growth': '巨大化',
  });
}, 120_000);

/** [question, what the restatement says, what the answer says, verdict]. */
type Row = [string, string, string, 'yes' | 'no' | null];

async function check(q: string, understood: string, says: string, verdict: 'yes' | 'no' | null): Promise<void> {
  const r = await answerQuestion(q, langOf(q), deps);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  expect(r.value.understood).toContain(understood);
  expect(r.value.answer).toContain(says);
  expect(r.value.verdict).toBe(verdict);
}

describe('GIVEN a permanent said of both players THEN each controls one', () => {
  const ROWS: Row[] = [
    ['私も相手も《灰色熊》をコントロールしている。私の《灰色熊》で攻撃して、相手の《灰色熊》でブロックした。相手の《灰色熊》は死ぬ？', 'あなたの《灰色熊》、対戦相手の《灰色熊》がいる', 'はい', 'yes'],
    ['相手も私も《栄光の頌歌》をコントロールしている。私の《灰色熊》のパワーは？', 'あなたの《栄光の頌歌》、対戦相手の《栄光の頌歌》', '3/3', null],
    ['自分も相手も2/2をコントロールしている。相手の2/2に《ショック》を撃った。私の2/2は死ぬ？', 'あなたの2/2クリーチャー、対戦相手の2/2クリーチャーがいる', 'いいえ', 'no'],
    ['お互い《灰色熊》を出してる。私の《灰色熊》で攻撃して、相手は《灰色熊》でブロックした。私の《灰色熊》は死ぬ？', 'あなたの《灰色熊》、対戦相手の《灰色熊》がいる', 'はい', 'yes'],
    ['お互いに《灰色熊》を出している。私の《灰色熊》で攻撃して、相手の《灰色熊》でブロックした。相手の《灰色熊》は死ぬ？', 'あなたの《灰色熊》、対戦相手の《灰色熊》がいる', 'はい', 'yes'],
    ['お互いに《栄光の頌歌》を出している。相手の2/2のタフネスは？', '対戦相手の《栄光の頌歌》', '3/3', null],
    ['《栄光の頌歌》がお互いの戦場に出ている。相手の2/2のパワーは？', '対戦相手の《栄光の頌歌》', '3/3', null],
    ['お互いの場に《栄光の頌歌》がある。私の《灰色熊》のパワーは？', 'あなたの《栄光の頌歌》、対戦相手の《栄光の頌歌》', '3/3', null],
    ['両方のプレイヤーが《灰色熊》をコントロールしている。私の《灰色熊》で攻撃して、相手の《灰色熊》でブロックした。私の《灰色熊》は死ぬ？', 'あなたの《灰色熊》、対戦相手の《灰色熊》がいる', 'はい', 'yes'],
    ['お互い2/2を出してる。私の2/2で攻撃して、相手の2/2でブロックした。私の2/2は死ぬ？', 'あなたの2/2クリーチャー、対戦相手の2/2クリーチャーがいる', 'はい', 'yes'],
    // The player whose battlefield it is, said apart from 戦場, is whose it is: the opponent's Anthem pumps none of mine.
    ['《栄光の頌歌》が相手の戦場に出ている。私の2/2のパワーは？', '対戦相手の《栄光の頌歌》', '2/2', null],
    ["My opponent and I each control a Glorious Anthem. What is my Grizzly Bears's power?", "the opponent's Glorious Anthem", '3/3', null],
    ["There is a Glorious Anthem on each player's battlefield. What is the power of my Grizzly Bears?", "the opponent's Glorious Anthem", '3/3', null],
    ['Each player controls a Grizzly Bears. I attack with my Grizzly Bears and my opponent blocks with theirs. Does my Grizzly Bears die?', "the opponent's Grizzly Bears", 'Yes', 'yes'],
  ];
  it.each(ROWS)('%s', (q, understood, says, verdict) => check(q, understood, says, verdict), 60_000);
  // An act said of both players at once is two acts, named (frames/index.ts each-player-acts), never halved.
  it('私も相手も《稲妻》を唱えた → refused', () => refusedAs(() => deps)('私も相手も《稲妻》を唱えた。相手のライフは？', 'not_understood'), 60_000);
});

describe('GIVEN 「XとYのP/T」 THEN both are answered', () => {
  const ROWS: Row[] = [
    ['《灰色熊》と《ラノワールのエルフ》のパワーとタフネスは？', '《灰色熊》のパワーとタフネスはいくつか、あなたの《ラノワールのエルフ》', 'あなたの《灰色熊》は2/2です。\nあなたの《ラノワールのエルフ》は1/1です。', null],
    ['《灰色熊》と《ラノワールのエルフ》のP/Tは？', '《灰色熊》のパワーとタフネスはいくつか', 'あなたの《灰色熊》は2/2です。', null],
    ['《灰色熊》と《ラノワールのエルフ》と《セラの天使》のタフネスは？', '《セラの天使》のパワーとタフネス', 'あなたの《セラの天使》は4/4です。', null],
    ['《栄光の頌歌》がある。《灰色熊》と相手の《ラノワールのエルフ》のP/Tはいくつですか？', '対戦相手の《ラノワールのエルフ》のパワーとタフネス', '対戦相手の《ラノワールのエルフ》は1/1です。', null],
    ['What are the power and toughness of Grizzly Bears and Llanowar Elves?', "Grizzly Bears's power and toughness", 'Your Llanowar Elves is 1/1.', null],
  ];
  it.each(ROWS)('%s', (q, understood, says, verdict) => check(q, understood, says, verdict), 60_000);
  it('an unknown card in the pair → refused naming it', () => refusedAs(() => deps)('《灰色熊》と《存在しないカード》のP/Tは？', 'unknown_card', '存在しないカード'), 60_000);
});

describe('GIVEN a name written bare with ・ THEN it is read, or named whole', () => {
  const ROWS: Row[] = [
    ['リバー・ボアで攻撃した。相手は2/2でブロックした。リバー・ボアは死ぬ？', 'あなたの《リバー・ボア》', 'はい', 'yes'],
    ['ゾンビ・オーガで攻撃して、相手は2/2でブロックした。ゾンビ・オーガは死ぬ？', 'あなたの《ゾンビ・オーガ》', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, understood, says, verdict) => check(q, understood, says, verdict), 60_000);
  // ガイド is no word the lexicon knows: read as a Goblin creature, the name was dropped silently.
  it('ゴブリン・ガイド → named whole', () => refusedAs(() => deps)('ゴブリン・ガイドで攻撃した。相手はブロックしなかった。相手は何点のダメージを受ける？', 'not_understood', 'ゴブリン・ガイド'), 60_000);
});

describe('GIVEN an unknown card named twice THEN a polite refusal names it', () => {
  const ROWS: [string, string, string][] = [
    ['《存在しないカード》で攻撃して、《存在しないカード》は死ぬ？', 'unknown_card', '存在しないカード'],
    ['I attack with [[Nonexistent Card]]. Does [[Nonexistent Card]] die?', 'unknown_card', 'Nonexistent Card'],
  ];
  it.each(ROWS)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

describe('GIVEN 自分の said of what a player attacks or blocks with THEN it is that player’s (508.1a, 509.1a)', () => {
  const ROWS: Row[] = [
    ['私は《灰色熊》で攻撃した。相手は自分の3/3でブロックした。《灰色熊》は死ぬ？', '対戦相手の3/3クリーチャーがあなたの《灰色熊》をブロックする', 'はい', 'yes'],
    ['相手は自分の《灰色熊》で攻撃した。私は《ラノワールのエルフ》でブロックした。《ラノワールのエルフ》は死ぬ？', '対戦相手の《灰色熊》が攻撃する', 'はい', 'yes'],
    ['相手は《灰色熊》で攻撃した。私は自分の《ラノワールのエルフ》でブロックした。《ラノワールのエルフ》は死ぬ？', 'あなたの《ラノワールのエルフ》が対戦相手の《灰色熊》をブロックする', 'はい', 'yes'],
    ['I attack with Grizzly Bears. My opponent blocks with their own 3/3. Does Grizzly Bears die?', "the opponent's 3/3 creature blocks your Grizzly Bears", 'Yes', 'yes'],
  ];
  it.each(ROWS)('%s', (q, understood, says, verdict) => check(q, understood, says, verdict), 60_000);
  const REFUSED: [string, string, string?][] = [
    // The opponent's own creature, of unsaid size: asked for (not taken for the asker's, nor asked whose).
    ['《灰色熊》で攻撃した。相手は自分のクリーチャーでブロックした。《灰色熊》は死ぬ？', 'needs_detail', '対戦相手のクリーチャー'],
    // Not a combat role: 自分 after the opponent may be either player's, still asked back.
    ['相手は自分の《灰色熊》に《巨大化》を撃った。《灰色熊》のパワーは？', 'ambiguous', '自分の'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
