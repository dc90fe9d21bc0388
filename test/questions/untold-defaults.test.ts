/**
 * Choices the question never stated (issue 11), each either asked back when another legal choice changes the answer
 * or said in the restatement when the run takes one:
 * - "attacks into their 2/2": the 2/2 stands where it could block, the block is the defending player's choice (509.1a);
 *   asked back through questions/untold-blocks.ts when its block changes the answer, answered when it can't. Told a
 *   blocker ("into their 3/2 blocker", "their blocking 2/2") it blocks.
 * - "can I cast Divination?" with no time told: a noninstant spell is cast only in its caster's main phase with the
 *   stack empty (117.1a); the run takes that time and the restatement says so.
 * - What a creature attacks with a planeswalker beside the player (508.1b), what a "target player" spell targets:
 *   asked back (their own mechanisms; kept here so the class stays closed).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Divination: '予言', 'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'ラノワールのエルフ', 'Lava Spike': '溶岩の撃ち込み', 'Savannah Lions': 'サバンナ・ライオン' });
}, 120_000);

describe('GIVEN an attack "into" a creature not told to block', () => {
  it.each([
    ['I attack with a 3/3 into their untapped 2/2. Does the 2/2 die?', '509.1a'],
    ['I attack into their 2/2 with my 3/3. Does their 2/2 die?', '509.1a'],
    ['I swing my 2/2 first striker into their 3/2. Who dies?', '509.1a'],
    ['Would my Savannah Lions survive attacking into their 1/3 first strike?', '509.1a'],
    ['My Grizzly Bears into their Llanowar Elves. Does the Elves die?', '509.1a'],
    ['相手のアンタップ状態の2/2がいるところに3/3で攻撃した。2/2は死ぬ?', '509.1a'],
    ['相手は2/2をコントロールしている。私は3/3で攻撃した。相手のライフは?', '509.1a'],
  ] as const)('%s THEN whether it blocked is asked back', async (q, says) => refusedAs(() => deps)(q, 'needs_detail', says));

  it.each([
    // Blocked or not, the 3/3 takes at most 2, the 5/5 at most 1, the 4/4 at most 3: the answer can't change.
    ['I attack with a 3/3 into their untapped 2/2. Does my 3/3 die?', 'Your 3/3 creature survives', 'no'],
    ['My 5/5 attacks into their 1/1. Does my 5/5 die?', 'Your 5/5 creature survives', 'no'],
    ['My 2/2 and my 3/3 attack into their 4/4. Does the 4/4 die?', "The opponent's 4/4 creature survives", 'no'],
    // A flier can't be blocked by it (702.9b): no block to ask of.
    ['My 3/3 flier attacks into their 2/2. How much damage does the opponent take?', 'The opponent takes 3 damage', null],
    ['相手のアンタップ状態の2/2がいるところに5/5で攻撃した。私の5/5は死ぬ?', '戦場に残ります', 'no'],
  ] as const)('%s THEN it is answered, no block changing it', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));

  it.each([
    ['my 2/2 first striker attacks into their 3/2 blocker. who dies?', "Died: the opponent's 3/2 creature", null],
    ['My 3/3 attacks into their blocking 2/2. Does the 2/2 die?', "The opponent's 2/2 creature dies", 'yes'],
  ] as const)('%s THEN the creature told a blocker blocks', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN "can … cast" a noninstant spell with no time told', () => {
  it.each([
    ['Can I cast Divination?', 'in your own main phase with the stack empty', 'yes'],
    ['Can my opponent cast Divination right now?', "in the opponent's own main phase with the stack empty", 'yes'],
    ['Can I cast Grizzly Bears?', '117.1a', 'yes'],
    ['《予言》を唱えられますか?', 'あなたのメイン・フェイズでスタックが空のときとします', 'yes'],
    ['相手はソーサリーを唱えられますか?', '対戦相手のメイン・フェイズでスタックが空のときとします', 'yes'],
  ] as const)('%s THEN the time taken is said', async (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));

  it.each([
    ["During my opponent's turn, can I cast Divination?", 'No. You can', 'no'],
  ] as const)('%s THEN the time told is used', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN what is attacked or targeted left unsaid', () => {
  it.each([
    ['My opponent controls a planeswalker Liliana with 3 loyalty. I attack with a 4/4. Does Liliana die?', 'ambiguous', '508.1b'],
    ['相手はプレインズウォーカーを1体コントロールしている。4/4で攻撃した。相手のライフは?', 'ambiguous', '508.1b'],
    ['My opponent is at 2 life. I cast Lava Spike. Do they lose?', 'needs_detail', 'targets'],
    ["I'm at 3 life. I cast Lava Spike. Does someone lose?", 'needs_detail', 'targets'],
  ] as const)('%s THEN it is asked back', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});
