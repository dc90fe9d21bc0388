/**
 * "Can I block it, and does my creature die?": the outcome is meant if the block (or attack) happens,
 * while the legality probe is tried apart from the story. Answering the outcome from the story
 * without the block gave a wrong answer ("survives", the player taking the damage); it is asked back.
 * The same outcome with the block told as done is answered.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';

describe('GIVEN a legality probe and an outcome asked together', () => {
  it.each([
    ['A 4/4 flyer attacks me and I have a 2/4 with reach. Can I block it, and does my 2/4 die?', 'en'],
    ['Their 3/3 attacks. I have a 2/2. Can my 2/2 block it? Does it survive?', 'en'],
    ['My 2/2 can attack this turn? How much damage does the opponent take?', 'en'],
    ['相手の4/4が攻撃してきた。私の2/2でブロックできる？2/2は死ぬ？', 'ja'],
  ] as const)('%s THEN asked back, not answered', async (q, lang) => {
    const r = await answerQuestion(q, lang, {});
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code).not.toBe('internal');
  });
  it.each([
    ['A 4/4 flyer attacks me and my 2/4 with reach blocks it. Does my 2/4 die?', 'en', 'yes'],
    ['相手の4/4が攻撃してきて、私の2/2がブロックした。2/2は死ぬ？', 'ja', 'yes'],
  ] as const)('%s (the block told as done) THEN answered', async (q, lang, verdict) => {
    const r = await answerQuestion(q, lang, {});
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
  });
});
