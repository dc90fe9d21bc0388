/**
 * Forms players write that session 18's development sets showed refused or misread (issue 12), each with variations:
 * - a concession told in a question's sentence (「エルフは死んだけど、熊ってどうなってる？」, "Although my elf died, …"):
 *   it asserts what it tells, so a death told after a combat is that combat's result, checked against the run
 *   (results.ts) — it was made to happen before combat damage, and the blocker was said untouched (issue 11);
 * - a board listed with no verb: 「相手の場に《A》と《B》。」 (the side was dropped: the cards were answered as the asker's),
 *   「こっちは《A》と《B》。」, and permanent cards named one after another with commas or nothing between
 *   (「《A》、《B》、《C》」「《A》《B》《C》」 — kuromoji joined two names side by side into one, and the second was dropped);
 * - the life a player starts from said of the life noun: 「ライフは20からです」「相手のライフは15から」.
 * Expected values worked out from the cards' text: Glistener Elf 1/1 infect (702.90), Grizzly Bears 2/2, Pyroclasm 2 to
 * each creature, Glorious Anthem +1/+1, Birds of Paradise 0/1, Llanowar Elves 1/1, Serra Angel 4/4, Blightsteel Colossus
 * 11/11 infect.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Glistener Elf': 'ぎらつかせのエルフ',
  'Grizzly Bears': '灰色熊',
  Pyroclasm: '紅蓮地獄',
  'Glorious Anthem': '栄光の頌歌',
  'Birds of Paradise': '極楽鳥',
  'Llanowar Elves': 'ラノワールのエルフ',
  'Serra Angel': 'セラの天使',
  'Blightsteel Colossus': '荒廃鋼の巨像',
  'Lightning Bolt': '稲妻',
};

describe('GIVEN Japanese questions written as players write them (session 18)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** A death told as a concession after a combat is the combat's result (510.2, 704.5g); infect damage is -1/-1 counters (702.90c). */
  const CONCEDED: [string, string, 'yes' | 'no' | null][] = [
    ['《ぎらつかせのエルフ》で攻撃したら《灰色熊》でブロックされた。エルフは死んだけど、熊ってどうなってる？', '1/1', null],
    ['My Glistener Elf attacked and was blocked by Grizzly Bears. Although the elf died, what happened to the Bears?', '1/1', null],
    ['3/3で攻撃したら4/4でブロックされた。3/3は死んだけど、4/4ってどうなってる？', '負っているダメージ：対戦相手の4/4クリーチャー（3点）', null],
    ['3/3で攻撃したら2/2でブロックされた。2/2は死んだけど、3/3はどうなってる？', '負っているダメージ：あなたの3/3クリーチャー（2点）', null],
  ];
  it.each(CONCEDED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** What is on whose side, listed with no verb; Pyroclasm deals 2 to each creature (704.5g). */
  const LISTED: [string, string, 'yes' | 'no' | null][] = [
    ['相手の場に《栄光の頌歌》と《極楽鳥》と《灰色熊》。こっちが《紅蓮地獄》を撃ったら何が残る？', '死亡：対戦相手の《極楽鳥》', null],
    ['相手の場に《栄光の頌歌》、《極楽鳥》、《灰色熊》。こっちが《紅蓮地獄》を撃ったら何が残る？', '対戦相手の《灰色熊》は3/3', null],
    ['相手の場に《栄光の頌歌》、《極楽鳥》と《灰色熊》。こっちが《紅蓮地獄》を撃ったら何が残る？', '対戦相手の《灰色熊》は3/3', null],
    ['相手の場に《栄光の頌歌》、《極楽鳥》、《灰色熊》がいる。こっちが《紅蓮地獄》を撃ったら何が残る？', '死亡：対戦相手の《極楽鳥》', null],
    ['相手は《セラの天使》《極楽鳥》《ラノワールのエルフ》。私が《紅蓮地獄》を撃ったら何が残る？', '死亡：対戦相手の《極楽鳥》、対戦相手の《ラノワールのエルフ》', null],
    ['相手の場に《セラの天使》《極楽鳥》《ラノワールのエルフ》がいる。私が《紅蓮地獄》を撃ったら何が残る？', '死亡：対戦相手の《極楽鳥》、対戦相手の《ラノワールのエルフ》', null],
    ['こっちは《ラノワールのエルフ》と《セラの天使》。相手が《紅蓮地獄》を撃った。どうなる？', '死亡：あなたの《ラノワールのエルフ》', null],
    ['相手の場に《灰色熊》と《セラの天使》。私が《紅蓮地獄》を撃ったら何が残る？', '死亡：対戦相手の《灰色熊》', null],
    ['自分の場に《極楽鳥》、《灰色熊》。相手が《紅蓮地獄》を撃ったら何が残る？', '死亡：あなたの《極楽鳥》、あなたの《灰色熊》', null],
  ];
  it.each(LISTED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** The life a player starts from, said of the life noun (119.1); an unblocked 4/4 deals 4 (510.1a). */
  const LIFE_FROM: [string, string, 'yes' | 'no' | null][] = [
    ['ライフは20からです。《荒廃鋼の巨像》がブロックされなかったら相手どうなる？', '対戦相手はゲームに敗北します', null],
    ['私の4/4がブロックされなかったら相手のライフはいくつ？相手のライフは15からです。', '対戦相手のライフは11です', null],
    ['相手のライフは15から。私の4/4がブロックされなかったら相手のライフは？', '対戦相手のライフは11です', null],
  ];
  it.each(LIFE_FROM)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it.each([
    // An instant in a comma list is no permanent there, and a name before a comma is no list with the spell after it.
    ['相手の場に《灰色熊》、《セラの天使》、《紅蓮地獄》。どうなる？', 'not_understood', '《紅蓮地獄》'],
    ['《灰色熊》、《稲妻》を撃った。どうなる？', 'not_understood', '《稲妻》'],
    // Two sides listed in one sentence: not read.
    ['相手は《灰色熊》《セラの天使》、私は《極楽鳥》。私が《紅蓮地獄》を撃ったら何が残る？', 'not_understood', '《極楽鳥》'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
  it.each([
    // The death told can't be the combat's: named, never made to happen before the damage.
    ['3/3で攻撃したら2/2でブロックされた。3/3は死んだけど、2/2ってどうなってる？', 'impossible', '700.4'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
