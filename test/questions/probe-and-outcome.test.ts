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
    // Targeting with another player's spell still on the stack is a response (117.3c-d), not a target
    // checked after that spell resolved (found by review: "No, not a permanent … your 2/2 dies").
    ['My opponent casts Lightning Bolt targeting my 2/2. Can I target my 2/2 with Giant Growth, and does it survive?', 'en', 'yes', /can target[\s\S]*If you do: Yes\. .*survives/],
    ['相手が私の2/2に《Shock》を唱えた。私の2/2を《Giant Growth》の対象にできる？2/2は生き残る？', 'ja', 'yes', /対象にできます[\s\S]*そうした場合：はい。/],
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
    // Found by review: the defender chooses which attacker to block and whether to block at all (509.1a).
    ['Their 1/1 and their 5/5 attack me. Can my 2/2 block, and does it die?', 'en'],
    ['相手の1/1と5/5が攻撃してきた。私の2/2はブロックできる？死ぬ？', 'ja'],
    ['My opponent is at 3 life and controls a 1/1. Can my 3/3 attack, and is my opponent dead?', 'en'],
    ['My opponent has a 2/2. Can my 3/3 attack, and does their 2/2 die?', 'en'],
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
  it('GIVEN the opponent\'s attacker THEN "Can I cast Lightning Bolt on it?" is asked on their turn, not called impossible', async () => {
    const r = await answerQuestion('My opponent\'s 3/3 attacks. Can I target it with Lightning Bolt?', 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe('yes');
  });
  it('GIVEN protection from red THEN "Can my opponent target it with Lightning Bolt? Does it die?" is answered from the story', async () => {
    const r = await answerQuestion('My 3/3 has protection from red. Can my opponent target it with Lightning Bolt? Does it die?', 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(/can't/i);
  });
});
