/**
 * Row runners for /ask question tables (the red-team tables and their kind): a question answered,
 * its answer saying something and giving a verdict; or refused with a code, saying something. The
 * dependencies are read when a row runs (tables build them in beforeAll).
 */
import { expect } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

/** A question's language: Japanese when it has kana or kanji. */
export const langOf = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

/** [question, what the answer says, verdict]: answered, never refused. */
export function answeredRight(deps: () => QuestionDeps): (q: string, says: string, verdict: 'yes' | 'no' | null) => Promise<void> {
  return async (q, says, verdict) => {
    const r = await answerQuestion(q, langOf(q), deps());
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict).toBe(verdict);
  };
}

/** A question answered (a refusal throws, naming its code): the restatement, the answer and every rule the trace cites. */
export function answeredIn(
  lang: 'en' | 'ja',
  deps: () => QuestionDeps,
): (q: string) => Promise<{ understood: string; answer: string; rules: string[] }> {
  return async (q) => {
    const r = await answerQuestion(q, lang, deps());
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    return { understood: r.value.understood, answer: r.value.answer, rules: r.value.steps.flatMap((s) => s.rules) };
  };
}

/** [question, the refusal's code, what it says]: refused, never answered. */
export function refusedAs(deps: () => QuestionDeps): (q: string, code: string, says?: string) => Promise<void> {
  return async (q, code, says) => {
    const r = await answerQuestion(q, langOf(q), deps());
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
    if (!r.ok && says !== undefined) expect(r.error.message).toContain(says);
  };
}

/**
 * [question, what the answer says, verdict, a rule (prefix) its trace cites]: answered in the question's language, never
 * refused — the row runner of the construction tables (test/language/en/en2x-constructions).
 */
export function answeredCiting(deps: () => QuestionDeps): (q: string, says: string, verdict: 'yes' | 'no' | null, rule: string) => Promise<void> {
  return async (q, says, verdict, rule) => {
    const r = await answerQuestion(q, langOf(q), deps());
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.steps.flatMap((s) => s.rules).some((n) => n.startsWith(rule))).toBe(true);
  };
}

/**
 * [question, what the restatement says, what the answer says, a rule the trace cites (optional)]: answered in the
 * question's language, never refused — the row runner of the tables that check the reading as well as the answer.
 */
export function restatedAnswering(deps: () => QuestionDeps): (q: string, understood: string, says: string, rule?: string) => Promise<void> {
  return async (q, understood, says, rule) => {
    const r = await answerQuestion(q, langOf(q), deps());
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(understood);
    expect(r.value.answer).toContain(says);
    if (rule !== undefined) expect(r.value.steps.flatMap((s) => s.rules)).toContain(rule);
  };
}

/** [question, what the restatement says, verdict]: answered, never refused. */
export function restatedVerdict(deps: () => QuestionDeps): (q: string, understood: string, verdict: 'yes' | 'no' | null) => Promise<void> {
  return async (q, understood, verdict) => {
    const r = await answerQuestion(q, langOf(q), deps());
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(understood);
    expect(r.value.verdict).toBe(verdict);
  };
}

/** The reply as one string, "answered: <answer>" or "refused: <message>", for tables whose rows may expect either. */
export function replyText(deps: () => QuestionDeps): (q: string, lang: 'en' | 'ja') => Promise<string> {
  return async (q, lang) => {
    const r = await answerQuestion(q, lang, deps());
    return r.ok ? `answered: ${r.value.answer}` : `refused: ${r.error.message}`;
  };
}
