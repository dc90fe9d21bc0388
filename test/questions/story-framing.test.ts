/**
 * Story framing (issue 12): a clause of the telling — who played, when and where, "quick question" — with no card, number
 * or game verb is set aside, and the question after it answered. One that carries game content (a card, a number, what
 * something became or lost) is still read, and refused when it can't be: never dropped. Answers: 704.5g (lethal damage).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = { 'Lightning Bolt': '稲妻' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, what the answer says, verdict, a rule the trace cites]: the framing set aside, the question answered. */
const SET_ASIDE: [string, string, 'yes' | 'no', string][] = [
  ['So last night we were playing and I attacked with a 3/3. My opponent blocked with a 2/2. Does the 2/2 die?', '2/2 creature dies', 'yes', '704.5g'],
  ['Last night we were playing and I attacked with a 3/3. My opponent blocked with a 2/2. Does the 3/3 die?', '3/3 creature survives', 'no', '510.2'],
  ['Quick question: my 3/3 blocks a 2/2. Does the 2/2 die?', '2/2 creature dies', 'yes', '704.5g'],
  ['This came up at FNM. My 3/3 blocks a 2/2. Does the 2/2 die?', '2/2 creature dies', 'yes', '704.5g'],
  ['This came up at FNM: my 3/3 blocks a 2/2. Does the 2/2 die?', '2/2 creature dies', 'yes', '704.5g'],
  ['昨日友達と対戦してたら、私の3/3が相手の2/2にブロックされました。2/2は死にますか', '死亡します', 'yes', '704.5g'],
  ['質問です。私の3/3が相手の2/2にブロックされました。2/2は死にますか', '死亡します', 'yes', '704.5g'],
  ['FNMでこういう状況になったんですが、私の3/3が相手の2/2にブロックされました。2/2は死にますか', '死亡します', 'yes', '704.5g'],
  ['FNMでこういう状況になったんですが、私の3/3が相手の2/2にブロックされました。3/3は死にますか？', '戦場に残ります', 'no', '510.2'],
  ['質問です。昨日友達と対戦してたら、私の3/3が相手の2/2にブロックされました。2/2は死にますか？', '死亡します', 'yes', '704.5g'],
];

/** [question, code]: a framing clause with a card, a number or a game verb in it — read, refused as unread, never set aside. */
const KEPT: [string, string][] = [
  ['This came up at FNM with 3 Bolts. My 3/3 blocks a 2/2. Does the 2/2 die?', 'not_understood'],
  ['昨日友達と対戦してたら、3/3になった。2/2は死にますか', 'not_understood'],
  ['FNMで《稲妻》の状況になったんですが、私の3/3が相手の2/2にブロックされました。2/2は死にますか', 'not_understood'],
  ['昨日友達と3点失ったら、私の3/3が相手の2/2にブロックされました。2/2は死にますか', 'not_understood'],
];

describe('a framing clause set aside', () => {
  it.each(SET_ASIDE)('%s', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('a framing clause with game content is never set aside', () => {
  it.each(KEPT)('%s', async (q, code) => refusedAs(() => deps)(q, code));
});
