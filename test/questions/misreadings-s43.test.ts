/**
 * Issue 11 (session 43): misreadings found earlier whose fixes were lost — never a confident answer over what wasn't
 * understood or modelled; asked back instead of guessed. Each table is question → answer, refusal or ask-back, with
 * the rule it rests on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Serra Angel': 'セラの天使',
    'Grizzly Bears': '灰色熊',
    'Hill Giant': '丘巨人',
    'Keldon Raider': 'ケルドの略奪者',
    'Rank Officer': '生臭い士官',
  });
}, 120_000);

/** [question, what the answer says, verdict, a rule the trace cites]: answered, never refused. */
async function answers(q: string, says: string, verdict: 'yes' | 'no' | null, rule: string): Promise<void> {
  const r = await answerQuestion(q, langOf(q), deps);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  expect(r.value.answer).toContain(says);
  expect(r.value.verdict).toBe(verdict);
  expect(r.value.steps.flatMap((s) => s.rules)).toContain(rule);
}

/** [question, the refusal's code, what it says (each)]: refused or asked back, never answered. */
async function refuses(q: string, code: string, ...says: string[]): Promise<void> {
  const r = await answerQuestion(q, langOf(q), deps);
  expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
  if (!r.ok) for (const s of says) expect(r.error.message).toContain(s);
}

describe('GIVEN one blocker asked to block several attackers (509.1a: one attacker each, unless an effect allows more)', () => {
  it.each([
    ['My opponent attacks with a 2/2 and a 3/3. Can my Serra Angel block both of them?', 'No', 'no', '509.1a'],
    ['Opponent attacks me with Grizzly Bears and Hill Giant. Can my Serra Angel block both?', 'No', 'no', '509.1a'],
    ['相手の2/2と3/3が攻撃してきた。セラの天使で両方をブロックできますか？', 'いいえ', 'no', '509.1a'],
  ] as const)('%s THEN no, citing 509.1a', async (q, says, verdict, rule) => answers(q, says, verdict, rule));
});

describe('GIVEN "you may discard a card. If you do, …" with the hand not described (118.12)', () => {
  it.each([
    ['I cast Keldon Raider. How many cards do I draw?', 'unmodelled', '118.12', "doesn't describe"],
    ['I cast Keldon Raider. Do I draw a card?', 'unmodelled', '118.12', "doesn't describe"],
    ['I cast Rank Officer. How many Zombies do I have?', 'unmodelled', '118.12', "doesn't describe"],
    ['《ケルドの略奪者》を唱えた。カードを何枚引く？', 'unmodelled', '118.12', '手札が書かれて'],
  ] as const)('%s THEN the run stops, saying the hand is not described', async (q, code, ...says) => refuses(q, code, ...says));

  it.each([
    // A hand told: a card is there to discard, so "if you do" is followed (the draw, the token).
    ['I have 3 cards in hand. I cast Keldon Raider. How many cards do I draw?', 'You draw 1 card', null, '701.9a'],
    ['I have two cards in hand. I cast Rank Officer. How many Zombies do I have?', 'You have 2 Zombies', null, '701.9a'],
  ] as const)('%s THEN the discard is done and what follows "if you do" happens', async (q, says, verdict, rule) => answers(q, says, verdict, rule));
});
