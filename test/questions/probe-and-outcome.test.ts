/**
 * "Can I block it, and does my creature die?", "Can I respond with Giant Growth, and does my 2/2
 * survive?": the outcome is meant if the move is made, while the legality probe is tried apart from
 * the story. Answering the outcome from the story without the move gave wrong answers ("survives", the
 * player taking the damage); it is asked back. The outcome with the move told as done is answered, and
 * so is one next to a move that can't be made (then the story as told is the only reading).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Lightning Bolt', 'Giant Growth', 'Shock']);
}, 120_000);

describe('GIVEN a legality probe and an outcome asked together', () => {
  it.each([
    ['A 4/4 flyer attacks me and I have a 2/4 with reach. Can I block it, and does my 2/4 die?', 'en'],
    ['Their 3/3 attacks. I have a 2/2. Can my 2/2 block it? Does it survive?', 'en'],
    ['My 2/2 can attack this turn? How much damage does the opponent take?', 'en'],
    ['相手の4/4が攻撃してきた。私の2/2でブロックできる？2/2は死ぬ？', 'ja'],
    // A cast that can be made: the outcome may be meant with it made.
    ['My opponent casts Lightning Bolt at my 2/2. Can I respond with Giant Growth, and does my 2/2 survive?', 'en'],
    ['Opponent casts Shock on my 1/1. Can I cast Giant Growth in response? Does the 1/1 die?', 'en'],
  ] as const)('%s THEN asked back, not answered', async (q, lang) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('needs_detail');
  });
  it.each([
    ['A 4/4 flyer attacks me and my 2/4 with reach blocks it. Does my 2/4 die?', 'en', 'yes'],
    ['相手の4/4が攻撃してきて、私の2/2がブロックした。2/2は死ぬ？', 'ja', 'yes'],
    ['My opponent casts Lightning Bolt at my 2/2. In response I cast Giant Growth on it. Does my 2/2 survive?', 'en', 'yes'],
  ] as const)('%s (the move told as done) THEN answered', async (q, lang, verdict) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
  });
  it('GIVEN protection from red THEN "Can my opponent target it with Lightning Bolt? Does it die?" is answered from the story', async () => {
    const r = await answerQuestion('My 3/3 has protection from red. Can my opponent target it with Lightning Bolt? Does it die?', 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(/can't/i);
  });
});
