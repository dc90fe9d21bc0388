/**
 * Japanese removal as players ask it (issue 12, session 39): the slang 五段 verb 除去る (除去れる, 除去った) read as 除去する;
 * a removal verb asked with できる and a means said (《X》で倒せる？) with nothing said removed asks of "it" — the creature
 * told before, or carried as the topic of 〜けど — asked back when two could be meant; and a target whose controller is
 * unsaid, when the two readings leave different life totals after one was told (Swords to Plowshares gives the life to
 * the exiled creature's controller), asked back rather than reported as the builder's guess.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  Murder: '殺害',
  'Serra Angel': 'セラの天使',
  'Grizzly Bears': '灰色熊',
  Shock: 'ショック',
  'Lightning Bolt': '稲妻',
  'Go for the Throat': '喉首狙い',
  'Wurmcoil Engine': 'ワームとぐろエンジン',
  'Slippery Bogle': 'ぬめるボーグル',
  Pyroclasm: '紅蓮地獄',
  'Darksteel Colossus': 'ダークスティールの巨像',
  'Wrath of God': '神の怒り',
  'Swords to Plowshares': '剣を鍬に',
};

describe('GIVEN Japanese removal asked in players\' words WHEN read THEN the slang verb, the dropped object and an unsaid controller are read or asked back', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 60_000);

  /** [question, the answer says, verdict]. */
  const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
    // 除去る, in its potential and past forms.
    ['《殺害》で相手の《セラの天使》を除去れる?', '死亡します', 'yes'],
    ['相手の《灰色熊》を《ショック》で除去った。熊は死んだ?', '死亡します', 'yes'],
    // Go for the Throat can't target an artifact creature (115.1a, 601.2c).
    ['《喉首狙い》で相手の《ワームとぐろエンジン》を除去れますか?', '唱えられません', 'no'],
    ['《稲妻》で相手の4/4って除去れる?', '戦場に残ります', 'no'],
    // Nothing said removed: the one creature told before, or the topic of 〜けど.
    ['相手の3/3がいる。《稲妻》で倒せる?', '死亡します', 'yes'],
    ['相手の《セラの天使》がいるけど、《ショック》で倒せる?', '戦場に残ります', 'no'],
    // Pyroclasm doesn't target: hexproof doesn't stop it (702.11b).
    ['相手の《ぬめるボーグル》って呪禁持ってるけど、《紅蓮地獄》で倒せますか?', '死亡します', 'yes'],
    ['相手の《ダークスティールの巨像》がいる。《神の怒り》で破壊できる?', '破壊されません', 'no'],
  ];
  it.each(ANSWERED)('%s → %s (%s)', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, the reply names]: still refused. */
  const REFUSED: [string, string, string][] = [
    // Two creatures either of which could be meant: asked back, never the last one guessed.
    ['相手の3/3と2/2がいる。《紅蓮地獄》で倒せる?', 'ambiguous', '倒せる'],
    ['私の2/2と相手の3/3がいる。《稲妻》で倒せる?', 'ambiguous', '倒せる'],
    // No means said: "can it be killed" by what is not told.
    ['相手の3/3がいる。倒せる?', 'not_understood', '倒せる'],
    // Whose creature decides who gains the life (Swords to Plowshares), and a life total was told: asked back.
    ['相手のライフは20。《ワームとぐろエンジン》を《剣を鍬に》で除去った。トークンは出る?', 'needs_detail', 'ワームとぐろエンジン'],
    ['私のライフは5。《剣を鍬に》で《灰色熊》を除去った。熊は死ぬ?', 'needs_detail', '灰色熊'],
    ['相手のライフは10。《剣を鍬に》で《セラの天使》を追放した。天使は死ぬ?', 'needs_detail', 'セラの天使'],
    ['お互いのライフは20。《灰色熊》に《剣を鍬に》を撃った。熊は死ぬ?', 'needs_detail', '灰色熊'],
  ];
  it.each(REFUSED)('%s → %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
