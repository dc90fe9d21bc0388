/**
 * "Can I block it, and does my creature die?", "Can I respond with Giant Growth, and does my 2/2
 * survive?": the outcome is meant if the move is made, while the legality probe is tried apart from
 * the story. Answering the outcome from the story without the move gave wrong answers ("survives", the
 * player taking the damage). When the move can be made it is made, and both parts are answered; when it
 * can't be told as made (a target unsaid) or can't be made, it is asked back — except a cast that can't
 * be made, next to which the story as told is the only reading.
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
  // The move can be made: the probe is answered, then the outcome with the move made ("If you do: …").
  it.each([
    ['A 4/4 flyer attacks me and I have a 2/4 with reach. Can I block it, and does my 2/4 die?', 'en', 'yes', /can block[\s\S]*If you do: Yes\. .*dies/],
    ['Their 3/3 attacks. I have a 2/2. Can my 2/2 block it? Does it survive?', 'en', null, /can block[\s\S]*If you do: No\. .*dies/],
    ['My 2/2 can attack this turn? How much damage does the opponent take?', 'en', 'yes', /can attack[\s\S]*If you do: The opponent takes 2 damage/],
    ['相手の4/4が攻撃してきた。私の2/2でブロックできる？2/2は死ぬ？', 'ja', 'yes', /ブロックできます[\s\S]*そうした場合：はい。/],
    // Own variations: a first striker blocked, an unblocked attack's life total, a pump spell with its target said.
    ['Their 2/2 attacks me. Could my 3/3 first strike block it, and would the 2/2 die?', 'en', 'yes', /can block[\s\S]*If you do: Yes\./],
    ['I am at 20 and my opponent is at 5. Can my 5/5 attack, and is my opponent dead?', 'en', 'yes', /can attack[\s\S]*If you do: Yes\. The opponent loses/],
    ['Can I cast Giant Growth on my 1/1, and is it a 4/4 then?', 'en', 'yes', /If you do: Yes\. .* 4\/4/],
  ] as const)('%s THEN both parts are answered', async (q, lang, verdict, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
    expect(r.value.verdict).toBe(verdict);
  });
  // The move can't be told as made (a spell whose target wasn't said) or can't be made (a flier
  // blocked by a creature without flying or reach; an attack with defender): asked back.
  it.each([
    ['My opponent casts Lightning Bolt at my 2/2. Can I respond with Giant Growth, and does my 2/2 survive?', 'en'],
    ['Opponent casts Shock on my 1/1. Can I cast Giant Growth in response? Does the 1/1 die?', 'en'],
    ['A 3/3 with flying attacks me. Can my 2/2 block it, and does it die?', 'en'],
    ['Can my 0/4 defender attack? How much damage does the opponent take?', 'en'],
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
