/**
 * Count questions of tokens (session 32): 「ゾンビは何体出ますか」「ゾンビって何体出る?」「ゾンビは何体？」 — a subtype
 * said without "token", counted with a verb of coming to be (出る) or with no verb at all, is answered from the
 * run: the tokens created (111.1, 111.2) or the permanents on the battlefield at the end. A nontoken permanent of
 * the subtype entering too is refused by name (the count of tokens made would leave it out).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Parallel Lives': '似通った生命', 'Grave Titan': '墓所のタイタン', 'Doubling Season': '倍増の季節', 'Young Pyromancer': '若き紅蓮術士', 'Lightning Bolt': '稲妻', "Geralf's Messenger": 'ゲラルフの伝書使' });
}, 120_000);

describe('GIVEN a subtype counted with 出る, or with no verb, after tokens are made (111.1, 614.1a)', () => {
  it.each([
    // Parallel Lives doubles the two Zombies (614.1a): four.
    ['《似通った生命》があるときに《墓所のタイタン》が戦場に出たら、ゾンビは何体出ますか？', 'トークンを4体', null],
    ['《似通った生命》があるときに《墓所のタイタン》が戦場に出たら、ゾンビは何体出る？', 'トークンを4体', null],
    ['《倍増の季節》がある状態で《墓所のタイタン》が戦場に出たら、ゾンビって何体出る?', 'トークンを4体', null],
    // No verb: the count on the battlefield at the end.
    ['《似通った生命》があるときに《墓所のタイタン》が戦場に出たら、ゾンビは何体？', 'ゾンビは4', null],
    ['《似通った生命》があるときに《墓所のタイタン》が戦場に出たら、ゾンビ・トークンは何体？', 'ゾンビ・トークンは4体', null],
    // One Elemental for the one spell cast (603.2).
    ['《若き紅蓮術士》がいる状態で相手に《稲妻》を唱えた。エレメンタルは何体出る?', 'トークンを1体', null],
    ['I control Parallel Lives and Grave Titan enters. How many Zombies do I get?', 'You get 4 tokens.', null],
  ] as const)('%s THEN %s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN a nontoken permanent of the counted subtype entering too', () => {
  it.each([
    // Geralf's Messenger is itself a Zombie: "how many Zombies come out" is not the tokens made.
    ['《似通った生命》があるときに《ゲラルフの伝書使》が戦場に出たら、ゾンビは何体出る？', 'unmodelled'],
  ] as const)('%s THEN refused (%s)', async (q, code) => refusedAs(() => deps)(q, code));
});
