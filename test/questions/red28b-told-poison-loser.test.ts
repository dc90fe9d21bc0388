/**
 * "Lose?" asked with nobody said after a story that told one player's poison count (issue 11, red team 28b):
 * 「荒廃の工作員が攻撃して、相手は毒カウンター9個。負ける？」 was read as the asker's loss — the Agent made the opponent's,
 * attacking the asker — and answered a confident "no" while the story plainly asked of the opponent with 9 poison
 * counters (704.5c). A poison count told of one player now says whose loss is asked, as a life total told of one
 * player already did; told of both players (a life and a poison count of different players), it is asked back.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

const CARDS = { 'Blighted Agent': '荒廃の工作員', 'Phyrexian Crusader': 'ファイレクシアの十字軍', 'Glistener Elf': 'ぎらつかせのエルフ' };

describe('GIVEN a poison count told of one player, then "lose?" asked with nobody said', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict, a rule the trace cites]. */
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['荒廃の工作員が攻撃して、相手は毒カウンター9個。負ける？', '対戦相手はゲームに敗北します', 'yes', '704.5c'],
    ['相手は毒カウンター9個。荒廃の工作員が攻撃したら負ける？', '対戦相手はゲームに敗北します', 'yes', '704.5c'],
    ['相手は毒カウンター9個。感染を持つ1/1が攻撃したら負ける？', '対戦相手はゲームに敗北します', 'yes', '704.5c'],
    ['相手は毒カウンター8個で、ファイレクシアの十字軍がブロックされなかった。負けますか？', '対戦相手はゲームに敗北します', 'yes', '704.5c'],
    ['相手は毒カウンター7個。ぎらつかせのエルフが攻撃してブロックされなかったら負ける？', '対戦相手はゲームに敗北しません', 'no', '702.90'],
    // Told of the asker: still the asker's loss.
    ['私は毒カウンター9個。相手の荒廃の工作員が攻撃してきた。負ける？', 'あなたはゲームに敗北します', 'yes', '704.5c'],
    // English said the player already; the same outcome.
    ['Blighted Agent attacks, opponent has 9 poison counters. Do they lose?', 'The opponent loses the game', 'yes', '704.5c'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);

  it('restates the loss asked as the opponent\'s, the Agent the asker\'s', () =>
    restatedVerdict(() => deps)('荒廃の工作員が攻撃して、相手は毒カウンター9個。負ける？', 'あなたの《荒廃の工作員》が攻撃する。質問：対戦相手はゲームに敗北するか', 'yes'), 60_000);

  // Told of both players (the asker's life, the opponent's poison): whose loss is asked back, never guessed.
  it('asks back when a life total and a poison count are told of different players', () =>
    refusedAs(() => deps)('私のライフは2で、相手は毒カウンター9個。荒廃の工作員が攻撃したら負ける？', 'ambiguous'), 60_000);
});
