/**
 * A yes/no question asked of either of several things — "Can either of my creatures block it?", "Can my
 * 2/2 or my 2/4 block it?", "Does the 2/2 or the 3/3 die?", 「2/2か2/4でブロックできる？」 — is yes when yes
 * for one of them, each said on its own line; never read as both together (red team s16: "Can either block
 * the flier?" was answered as one block by both creatures, illegal because one can't, so "No"). A block
 * each creature makes alone is its own question (509.1a); a flier is blocked only by flying or reach
 * (702.9b, 702.17b); a tapped creature can't block (509.1a). An alternative the question can't take one
 * by one ("with Lightning Bolt or Murder" read as one spell) is refused, not answered of one of them.
 */
import { describe, it } from 'vitest';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a yes/no question asked of either of several things THEN it is yes when yes for one', () => {
  const deps = () => ({});
  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no'][] = [
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
    ['相手の3/3の飛行クリーチャーが攻撃。私の2/2か到達を持つ2/4でブロックできる？', 'はい', 'yes'],
    ['相手の3/3の飛行クリーチャーが攻撃。私の2/2か1/1でブロックできる？', 'いいえ', 'no'],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(deps)(q, says, verdict), 60_000);

  // Two together is still asked of both together (509.1a: one declaration).
  it.each([['Their 3/3 flier attacks. Can my 2/2 and my 2/4 with reach block it?', "can't block", 'no' as const]])('%s → says %s', (q, says, verdict) => answeredRight(deps)(q, says, verdict), 60_000);

  it.each([['Their 3/3 has protection from red. Can I kill it with a 3-damage red spell or a black destroy spell?', 'not_understood']])('%s → refused %s', (q, code) => refusedAs(deps)(q, code), 60_000);
});
