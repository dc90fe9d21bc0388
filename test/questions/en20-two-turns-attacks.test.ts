/**
 * Attacks told on two turns — "My 2/2 attacks. On his turn his 3/3 attacks.", "… Next turn, his 3/3 attacks.", "His
 * 3/3 attacks me, then my 2/2 attacks him" — are two declarations: a moment told between them, or creatures of the
 * other player, start another turn (500.1; only the active player attacks, 506.2, 508.1). Merged into one declaration
 * the story was "impossible" (red team s19b, 9 findings). A creature that attacked stays tapped through the other
 * player's untap step (502.3), so it can't block then (509.1a) — unless it has vigilance (702.20b).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN attacks told on two turns WHEN asked THEN they are two declarations, each on its own turn', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Serra Angel': 'セラの天使' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My 2/2 attacked. On his turn his 3/3 attacks. Can my 2/2 block?', "No. Your 2/2 creature can't block: it is tapped", 'no'],
    ['My 2/2 attacks. Then on his turn, his 3/3 attacks. Can my 2/2 block?', "No. Your 2/2 creature can't block: it is tapped", 'no'],
    ['On my turn my 2/2 attacks. On his turn his 3/3 attacks. Can my 2/2 block?', "No. Your 2/2 creature can't block: it is tapped", 'no'],
    ['My 2/2 attacks. Next turn, his 3/3 attacks. Can my 2/2 block?', "No. Your 2/2 creature can't block: it is tapped", 'no'],
    ['I attacked with my 2/2. On his next turn his 3/3 attacked. Can I block with my 2/2?', "No. Your 2/2 creature can't block: it is tapped", 'no'],
    ['My 2/2 attacks. Then his 3/3 attacks. Can my 2/2 block it?', "No. Your 2/2 creature can't block: it is tapped", 'no'],
    ['My 2/2 attacks. Then his 3/3 attacks. Can I block with my 2/2?', "No. Your 2/2 creature can't block: it is tapped", 'no'],
    ['My 2/2 with vigilance attacks. On his turn his 3/3 attacks. Can my 2/2 block?', 'Yes. Your 2/2 vigilance creature can block', 'yes'],
    ['私の《セラの天使》で攻撃した。相手のターンに相手の3/3が攻撃してきた。《セラの天使》でブロックできる？', 'はい。あなたの《セラの天使》は対戦相手の3/3クリーチャーをブロックできます', 'yes'],
    ['私の2/2で攻撃した。次の相手のターンに相手の3/3が攻撃してきた。私の2/2でブロックできる？', 'いいえ。あなたの2/2クリーチャーはブロックできません', 'no'],
    ['I attack with my 3/3 and he takes 3. On his turn he attacks me with his 2/2 and I don’t block. What are our life totals? We started at 20.', 'Your life total is 18', null],
    ["We're both at 20. His 3/3 attacks me unblocked, then my 2/2 attacks him unblocked. What are our life totals?", 'Your life total is 17', null],
    // One turn, one declaration still: two of my creatures told attacking one after the other.
    ['My 3/3 attacks. My 2/2 attacks too. Can he block my 2/2 with his 1/1?', "Yes. The opponent's 1/1 creature can block your 2/2 creature", 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // "last turn" / "again" of one creature: not read (named), never merged into one attack.
  it.each([['My 2/2 attacked last turn, and this turn it attacks again. Can it?', 'not_understood']])('%s → refused (%s)', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});
