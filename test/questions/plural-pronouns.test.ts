/**
 * "they" / "both" / それら after a group named together ("Two 2/2s block my 5/5 trample. Do they die?")
 * are that group — a plural pronoun has a plural antecedent — not the latest two creatures named
 * apart (the second 2/2 and the 5/5, red team s8). With no group named, the latest two stay.
 * Expected outcomes worked out by hand: a trampler assigns lethal damage to each blocker (702.19b).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps([]);
}, 120_000);

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

/** [question, the asks the restatement must list, the verdict] */
const ROWS: [string, RegExp, 'yes' | 'no'][] = [
  ['Two 2/2s block my 5/5 trample. Do they die?', /does the opponent's first 2\/2 creature die; does the opponent's second 2\/2 creature die/, 'yes'],
  ['Two 1/1s block my 3/3. Do both die?', /does the opponent's first 1\/1 creature die; does the opponent's second 1\/1 creature die/, 'yes'],
  ['Two 1/1s block my 3/3. Do they both die?', /first 1\/1 creature die; does the opponent's second 1\/1 creature die/, 'yes'],
  // No group named: the two creatures told.
  ['My 2/2 blocks their 1/1. Do both die?', /does your 2\/2 creature die; does the opponent's 1\/1 creature die/, 'no'],
];

describe('GIVEN a group named together THEN "they" / "both" is that group', () => {
  it.each(ROWS)('%s', async (q, understood, verdict) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.verdict).toBe(verdict);
  });
});
