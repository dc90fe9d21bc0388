/**
 * A spell with an additional cost "sacrifice a creature" (118.8, 601.2h) cast in a question that
 * doesn't say what is sacrificed: the asker may control a creature they didn't describe, so "the cost
 * can't be paid" would be a guess. The one permanent told that could pay it is used (and said);
 * none, several, or only the spell's own target: asked back, never "impossible".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Village Rites', 'Bone Splinters', 'Culling the Weak', 'Grizzly Bears', 'Llanowar Elves']);
}, 120_000);

describe('GIVEN a spell whose additional cost sacrifices a creature, and no sacrifice said', () => {
  it.each([
    ['I cast Village Rites. What happens?', 'en', /nothing you control/],
    ['Can I cast Culling the Weak?', 'en', /nothing you control/],
    ['I control Grizzly Bears and a 2/2 Zombie token. I cast Village Rites. What happens?', 'en', /doesn't settle which/],
    // The only creature told is the spell's own target: a legal choice, but not assumed.
    ['I control Grizzly Bears. I cast Bone Splinters targeting it. What happens?', 'en', /doesn't settle which/],
    ['《Village Rites》を唱えた。どうなる？', 'ja', /生け贄に捧げるか教えてください/],
  ] as const)('%s THEN asked back naming the cost', async (q, lang, says) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('needs_detail');
    expect(r.error.message).toMatch(says);
    expect(r.error.message).toMatch(/118\.8/);
  });
  it.each([
    ["I control Grizzly Bears. I cast Bone Splinters targeting my opponent's Llanowar Elves. What happens?", 'en', /paid with your Grizzly Bears/, /Grizzly Bears, Llanowar Elves/],
    ['I control Grizzly Bears. Can I cast Culling the Weak?', 'en', /paid with your Grizzly Bears/, /^Yes/],
  ] as const)('%s THEN the one creature told pays it, and the restatement says so', async (q, lang, note, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(note);
    expect(r.value.answer).toMatch(says);
  });
});
