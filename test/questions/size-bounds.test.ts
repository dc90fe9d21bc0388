/**
 * Issue 17 §2: no silent caps. A question bigger than the language layer follows (LANGUAGE_LIMITS:
 * sentences, clauses, objects) is refused, and the refusal names the bound and its value — in
 * Japanese in Japanese words (issue 16 §2). At the bound the question is read as usual.
 * (The events bound can't be reached from text within the clause bound: each clause tells at most
 * one event, so the clause bound refuses first; the engine's own event bound is in scenario/bounds.)
 */
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../src/questions/index.ts';
import { LANGUAGE_LIMITS } from '../../src/language/index.ts';
import { latinWords } from '../support/ja-text-check.ts';

const list = (n: number, f: (i: number) => string): string => Array.from({ length: n }, (_, i) => f(i + 1)).join(', ');

/** Questions with exactly n of what the bound counts (and nothing else over its own bound). */
const MAKE: Record<'sentences' | 'clauses' | 'objects', (n: number) => string> = {
  // An opening sentence, n - 2 told changes and the question: n sentences.
  sentences: (n) => `My 60/60 creature attacks. ${'It gets +1/+1. '.repeat(n - 2)}What is its power?`,
  // Three clauses a sentence (n - 2 of them), plus the opening one and the question.
  clauses: (n) => `My 60/60 creature attacks. ${'It gets +1/+1, it gets +1/+1 and it gets +1/+1. '.repeat((n - 2) / 3)}What is its power?`,
  objects: (n) => `I control ${list(n, (i) => `a ${i}/${i}`)}. What happens?`,
};

describe('GIVEN a question at and over each of its size bounds (issue 17 §2)', () => {
  it.each(Object.keys(MAKE) as (keyof typeof MAKE)[])('GIVEN %s at the bound THEN read; one over THEN refused naming the bound and its value', async (what) => {
    const max = LANGUAGE_LIMITS[what];
    // The clauses row adds three at a time: the bound (80) is 2 + 3 × 26; over it, 2 + 3 × 27 = 83.
    const over = what === 'clauses' ? max + 3 : max + 1;
    const fits = await parseQuestion(MAKE[what](max), 'en');
    expect(fits.ok ? 'ok' : `${fits.error.code}: ${fits.error.message}`).toBe('ok');
    const r = await parseQuestion(MAKE[what](over), 'en');
    expect(r.ok ? null : r.error.code).toBe('input_too_long');
    expect(r.ok ? '' : r.error.message).toBe(
      `That question describes too much for me to follow (${over} ${what}; at most ${max}). Please ask about one situation at a time.`,
    );
  });

  it('GIVEN a Japanese question over the sentence bound THEN the refusal names it in Japanese, with no English word', async () => {
    const q = `私の60/60のクリーチャーが攻撃する。${'それは+1/+1の修整を受ける。'.repeat(LANGUAGE_LIMITS.sentences)}パワーは？`;
    const r = await parseQuestion(q, 'ja');
    expect(r.ok ? null : r.error.code).toBe('input_too_long');
    const text = r.ok ? '' : r.error.message;
    expect(text).toContain(`文の数が${LANGUAGE_LIMITS.sentences + 2}。上限は${LANGUAGE_LIMITS.sentences}`);
    expect(latinWords(text)).toEqual([]);
  });
});
