/**
 * Row runners for the tables of told combat-damage divisions (damage-division-told, damage-division-each): a division
 * made as told, with the answer, verdict and both life totals; one that can't be made (510.1e), with the rules and
 * words the refusal gives; one refused with a code, naming the words. The dependencies are read when a row runs.
 */
import { expect } from 'vitest';
import type { Lang } from '../../src/core/lang.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

/** [question, language, life totals by player, verdict, what the answer says]: answered, the final totals as given. */
export function dividedAsTold(deps: () => QuestionDeps): (q: string, lang: Lang, life: Record<string, number>, verdict: 'yes' | 'no' | null, says: string) => Promise<void> {
  return async (q, lang, life, verdict, says) => {
    const r = await answerQuestion(q, lang, deps());
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict ?? null).toBe(verdict);
    expect(Object.fromEntries(r.value.resolution.final.players.map((p) => [p.id, p.life]))).toEqual(life);
  };
}

/** [question, language, rules, words]: refused as what cannot happen, citing each rule and saying the words. */
export function impossibleCiting(deps: () => QuestionDeps): (q: string, lang: Lang, rules: readonly string[], says: string) => Promise<void> {
  return async (q, lang, rules, says) => {
    const r = await answerQuestion(q, lang, deps());
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('impossible');
    if (r.ok) return;
    for (const rule of rules) expect(r.error.message).toContain(rule);
    expect(r.error.message).toContain(says);
  };
}

/** [question, language, code, words named]: refused with that code, naming the words. */
export function refusedNaming(deps: () => QuestionDeps): (q: string, lang: Lang, code: string, named: string) => Promise<void> {
  return async (q, lang, code, named) => {
    const r = await answerQuestion(q, lang, deps());
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.message).toContain(named);
  };
}
