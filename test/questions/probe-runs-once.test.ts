/**
 * A move asked of ("Can my Grizzly Bears block their Serra Angel?") is answered from one run of its legality: the
 * reading that adds what the move leads to (answer.ts leadsTo) and the reading of the probe alone share that run,
 * never running the same Scenario twice for the same question (issue 13 §1: one question, one run per story).
 * A legal move is run twice — its legality, then the story with the move made — and those two runs differ; so is an
 * illegal block with nothing else told that could block (the attack then goes on unblocked, if-it-cant.ts).
 * Expected verdicts from the rules: only a creature with flying or reach can block one with flying (702.9b, 702.17b);
 * hexproof stops an opponent's targeting (702.11b); Giant Spider has reach. Cards: Serra Angel 4/4 flying;
 * Grizzly Bears 2/2; Giant Spider 2/4 reach; Slippery Bogle 1/1 hexproof; Lightning Bolt.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps, ScenarioRunner } from '../../src/questions/index.ts';
import { inProcess } from '../../src/questions/answer.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Giant Spider': '大蜘蛛',
    'Serra Angel': 'セラの天使',
    'Grizzly Bears': '灰色熊',
    'Lightning Bolt': '稲妻',
    'Slippery Bogle': 'ぬめるボーグル',
  });
}, 120_000);

/** The verdict, with every Scenario the runner was given (as JSON). */
async function counted(q: string): Promise<{ verdict: string | null; runs: string[] }> {
  const runs: string[] = [];
  const run: ScenarioRunner = async (json) => {
    runs.push(JSON.stringify(json));
    return inProcess(json);
  };
  const r = await answerQuestion(q, langOf(q), { ...deps, run });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { verdict: r.value.verdict, runs };
}

describe('GIVEN a move asked of THEN its legality is run once, however many readings ask for it', () => {
  it.each([
    // (An illegal block, nothing else told that could block: the legality, then the attack unblocked — if-it-cant.ts.)
    ['Can my Grizzly Bears block their Serra Angel?', 'no', 2],
    ['《灰色熊》で相手の《セラの天使》をブロックできますか？', 'no', 2],
    ['Can I target their Slippery Bogle with Lightning Bolt?', 'no', 1],
    ['Can I block their Serra Angel with my Grizzly Bears to kill it?', 'no', 1],
    ['Can my Giant Spider block their Serra Angel?', 'yes', 2],
    ['《大蜘蛛》で相手の《セラの天使》をブロックできますか？', 'yes', 2],
  ])('%s → %s, %i run(s), none repeated', async (q, verdict, n) => {
    const r = await counted(q);
    expect(r.verdict).toBe(verdict);
    expect(r.runs).toHaveLength(n);
    expect(new Set(r.runs).size).toBe(r.runs.length);
  });
});
