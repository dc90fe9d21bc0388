/**
 * Session 51 (issue 11 §2): "Does it kill the blocker without dying?", "Can my 3/3 attack without tapping?" — a
 * "without" that governs a verb says what must not happen alongside the ask; no ask carries that, so the word is named
 * in the refusal. It had been dropped: the first question was answered "Yes" (the 5/5 died) though the deathtouch 1/1
 * died too. "without" before a noun phrase ("a creature without flying") is read as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Typhoid Rats', 'Hill Giant']);
}, 120_000);

describe('GIVEN "without" + a verb in a question THEN refused naming "without", never answered over it', () => {
  it.each([
    'A 1/1 with deathtouch is blocked by a 5/5. Does it kill the blocker without dying?',
    'Typhoid Rats blocks Hill Giant. Can the Rats kill it without dying?',
    'Can my 3/3 attack without tapping?',
    'My 4/4 is blocked by a 2/2. Does it get through without taking damage?',
  ])('%s', async (q) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/'without'/);
  });

  it('GIVEN "without" before a keyword THEN still read (a creature lacking flying can\'t block a flyer, 702.9b)', async () => {
    const r = await answerQuestion('Can a 2/2 without flying block a 2/2 flyer?', 'en', deps);
    expect(r.ok ? r.value.answer : r.error.message).toMatch(/^No\./);
  });
});
