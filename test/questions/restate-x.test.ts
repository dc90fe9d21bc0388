/**
 * The value of X chosen for a spell (601.2b) decides the answer, so the restatement ("I understood
 * your question as …") says it, in both languages — an X read wrongly must be visible to the asker.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Blaze']);
}, 120_000);

describe('GIVEN a spell cast with a value of X THEN the restatement says it', () => {
  it.each([
    ['I cast Blaze with X=3 targeting my opponent. How much life does my opponent have?', 'en', 'Blaze with X=3', "The opponent's life total is 17"],
    ["I cast Blaze on their 5/5, X is 4. Does it die?", 'en', 'Blaze with X=4', 'survives'],
    ['相手に《Blaze》をX=2で唱えた。相手のライフは？', 'ja', 'X=2で《Blaze》', '18'],
  ] as const)('%s', async (q, lang, says, answer) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(says);
    expect(r.value.answer).toContain(answer);
  });
});
