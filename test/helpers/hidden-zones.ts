/**
 * The checks shared by the tests of zones a question doesn't describe (unknown-hands, unknown-graveyards,
 * misreadings-s44): a refusal that names the zone (never an answer that takes it to be empty), and an
 * answer from what the question told.
 */
import { expect } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import type { Lang } from '../../src/core/lang.ts';

/** The question is refused as unmodelled (never answered), and the refusal says `says`. */
export async function expectHiddenZoneRefusal(q: string, lang: Lang, deps: QuestionDeps, says: RegExp): Promise<void> {
  const r = await answerQuestion(q, lang, deps);
  expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe('unmodelled');
  expect(r.error.message).toMatch(says);
}

/** The question is answered (never refused), and the short answer says `answer`. */
export async function expectAnswered(q: string, lang: Lang, deps: QuestionDeps, answer: RegExp): Promise<void> {
  const r = await answerQuestion(q, lang, deps);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  expect(r.value.answer).toMatch(answer);
}
