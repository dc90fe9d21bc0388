/**
 * A yes/no question asked of either of several things — "Can either of my creatures block it?", "Can my
 * 2/2 or my 2/4 block it?", "Does the 2/2 or the 3/3 die?", 「2/2か2/4でブロックできる？」 — is yes when yes
 * for one of them, each said on its own line; never read as both together (red team s16: "Can either block
 * the flier?" was answered as one block by both creatures, illegal because one can't, so "No"). A block
 * each creature makes alone is its own question (509.1a); a flier is blocked only by flying or reach
 * (702.9b, 702.17b); a tapped creature can't block (509.1a). An alternative the question can't take one
 * by one ("with Lightning Bolt or Murder" read as one spell) is refused, not answered of one of them.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a yes/no question asked of either of several things THEN it is yes when yes for one', () => {
  const deps = () => ({});
  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    ['Their 3/3 flier attacks. I have a 2/2 and a 2/4 with reach. Can either block the flier?', 'Yes. Your 2/4 reach creature can block', 'yes'],
    ['Their 3/3 flier attacks. I have a 2/2 and a 1/1. Can either block it?', "can't block", 'no'],
    ['Their 3/3 flier attacks. I have a 2/2 and a 2/4 with reach. Can either of my creatures block it?', 'Yes. Your 2/4 reach creature can block', 'yes'],
    ['Their 4/4 flier attacks. Can my 2/2 or my 3/3 with reach block it?', 'Yes. Your 3/3 reach creature can block', 'yes'],
    ['Their 4/4 flier attacks. Can my 2/2 or my 3/3 block it?', "can't block", 'no'],
    ['Their 2/2 attacks. Can my tapped 3/3 or my untapped 1/1 block it?', 'Yes. Your 1/1 creature can block', 'yes'],
    ['My 2/2 blocks their 3/3. Does the 2/2 or the 3/3 die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 1/1 blocks their 5/5. Does the 5/5 or the 1/1 die?', 'Your 1/1 creature dies', 'yes'],
    ['My 4/4 blocks their 1/4. Does my 4/4 or their 1/4 die?', "The opponent's 1/4 creature dies", 'yes'],
    ['My 2/2 blocks their 1/5. Does the 2/2 or the 1/5 die?', 'survives', 'no'],
    // Two yes/no questions joined by "or" are one, yes when either is (the verdict was the first's).
    ['My 3/3 is blocked by a 2/2. Does my 3/3 die, or does the 2/2 die?', "The opponent's 2/2 creature dies", 'yes'],
    ['My 3/3 is blocked by a 2/2. Does my 3/3 die? Or does the 2/2 die?', "The opponent's 2/2 creature dies", 'yes'],
    ['My 1/1 is blocked by a 0/4. Does my 1/1 survive or does the 0/4 die?', 'survives', 'yes'],
    ['My 1/1 is blocked by a 3/3. Does my 1/1 survive, or does the 3/3 die?', 'Your 1/1 creature dies', 'no'],
    // One question put both ways is an either/or: answered by the half that holds, with no yes or no (en19-either-or.test.ts).
    ['My 3/3 is blocked by a 2/2. Does my 3/3 die or survive?', 'Your 3/3 creature survives', null],
    ['相手の3/3の飛行クリーチャーが攻撃。私の2/2か到達を持つ2/4でブロックできる？', 'はい', 'yes'],
    ['相手の3/3の飛行クリーチャーが攻撃。私の2/2か1/1でブロックできる？', 'いいえ', 'no'],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(deps)(q, says, verdict), 60_000);

  // Two named together may ask of both together (509.1a: one declaration) or of either alone: where the answers differ,
  // both are given, with no one yes or no (if-it-cant.ts eitherWay); said "together", it is the one declaration.
  it.each([
    ['Their 3/3 flier attacks. Can my 2/2 and my 2/4 with reach block it?', 'On its own: Yes.', null],
    ['Their 3/3 flier attacks. Can my 2/2 and my 2/4 with reach block it together?', "can't block", 'no' as const],
  ] as const)('%s → says %s', (q, says, verdict) => answeredRight(deps)(q, says, verdict), 60_000);

  it.each([
    ['Their 3/3 has protection from red. Can I kill it with a 3-damage red spell or a black destroy spell?', 'not_understood'],
    // A question ending in "or" whose other half reads as a statement: the alternative is named, not dropped.
    ['Their hexproof 3/3 attacks. Can I target it with a spell or block it with my 4/4?', 'not_understood'],
  ])('%s → refused %s', (q, code) => refusedAs(deps)(q, code), 60_000);
});

/**
 * A count said with "both" of a card's name ("Both my Grizzly Bears attack") or with とも after the phrase
 * (「私の《灰色熊》が2体とも攻撃した」「3/3が3体とも」「二体とも」) is that many of it, as "two Grizzly Bears"
 * and 「2体」 are; read as one creature, the others' combat damage was lost (red team s16). Unblocked, each
 * deals its damage to the player (510.1a, 510.2); 0 life loses (704.5a). "Both X and Y" stays a list of two.
 */
describe('GIVEN a count said with both / とも WHEN asked THEN that many creatures are there', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    cards = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Serra Angel': 'セラの天使' });
  }, 120_000);
  const deps = () => cards;
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    ["Both my Grizzly Bears attack unblocked. What's the opponent's life?", "The opponent's life total is 16", null],
    ['Both my Serra Angel and my Grizzly Bears attack unblocked. How much damage does the opponent take?', 'The opponent takes 6 damage', null],
    ['Both my 2/2 Bears attack. My opponent is at 4 and does not block. Do they lose?', 'The opponent loses the game', 'yes'],
    ['Both my 2/2 and my 3/3 attack unblocked. How much damage does the opponent take?', 'The opponent takes 5 damage', null],
    ['私の2/2が2体とも攻撃した。相手はブロックしなかった。相手のライフは？', '対戦相手のライフは16です', null],
    ['私の3/3が3体とも攻撃した。相手はブロックしなかった。相手のライフは？', '対戦相手のライフは11です', null],
    ['相手の2/2が2体ともブロックされずに私を攻撃した。私のライフは4点。負ける？', 'あなたはゲームに敗北します', 'yes'],
    ['私の1/1が二体とも攻撃して、ブロックされなかった。相手のライフは？', '対戦相手のライフは18です', null],
    ['私の《灰色熊》が2体とも攻撃した。相手はブロックしなかった。相手のライフは？', '対戦相手のライフは16です', null],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(deps)(q, says, verdict), 60_000);
});

/**
 * 「ライフは互いに2点」「互いにライフ3」: both players' life totals (119.1) — read as nothing, the total was the
 * asker's alone and the opponent stayed at 20 (red team s16, 「ライフ3点同士」, which is refused rather than guessed).
 */
describe('GIVEN a life total said of both players with 互いに / 同士 THEN it is each player’s or refused', () => {
  const deps = () => ({});
  it.each([
    ['ライフは互いに2点。私の2/2がブロックされずに攻撃した。相手は負ける？', '対戦相手はゲームに敗北します', 'yes' as const],
    ['互いにライフ3点。相手の3/3がブロックされずに攻撃してきた。相手のライフは？', '対戦相手のライフは3です', null],
  ])('%s → says %s', (q, says, verdict) => answeredRight(deps)(q, says, verdict), 60_000);
  it.each([['ライフ3点同士。相手の3/3がブロックされずに攻撃してきた。私は負ける？', 'not_understood']])('%s → refused %s', (q, code) => refusedAs(deps)(q, code), 60_000);
});
