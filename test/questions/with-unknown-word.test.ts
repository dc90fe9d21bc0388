/**
 * Issue 17 §1 from the outside: "Does a creature with __proto__ have trample?" was answered "No" —
 * the word after "with" dropped because Markdown marks (or a hyphen) around it kept the tagger from
 * guessing it strange. A word no lexicon knows said right after "with"/"without" is what something has
 * or lacks: read, or named back; never passed over. Known qualities after "with" still read.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';

describe('GIVEN an unknown word after "with" or "without"', () => {
  it.each([
    ['Does a creature with __proto__ have trample?', 'proto'],
    ['Does a creature with __foo__ have trample?', 'foo'],
    ['Does a creature with _zorp_ have flying?', 'zorp'],
    ['Does a creature with foo-bar have trample?', 'foo-bar'],
    ['Does a creature with __constructor__ have trample?', 'constructor'],
    ['A 3/3 with __blorp__ attacks and is blocked by a 2/2. What dies?', 'blorp'],
    ['Can my 2/2 without *glorb* block a 3/3 flier?', 'glorb'],
    ['Does a creature with a __zorp__ have trample?', 'zorp'],
  ])('GIVEN %j THEN refused naming %j', async (q, word) => {
    const r = await answerQuestion(q, 'en');
    expect(r.ok, JSON.stringify(r)).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('not_understood');
    expect(r.error.parts.join(' ')).toContain(word);
  });

  it.each([
    ['Does a creature with trample have trample?', 'Yes'],
    ['A 3/3 with __trample__ attacks and is blocked by a 1/1. How much damage does the opponent take?', '2'],
    ['Can a creature with defender attack?', 'No'],
  ])('GIVEN a known quality %j THEN answered', async (q, answer) => {
    const r = await answerQuestion(q, 'en');
    expect(r.ok, JSON.stringify(r)).toBe(true);
    if (!r.ok) return;
    expect(JSON.stringify(r.value)).toContain(answer);
  });
});
