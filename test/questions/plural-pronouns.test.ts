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
  deps = await realCardDeps({ Shock: 'ショック' });
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

/**
 * Ordinal and contrastive references to members of a group already told (issues 11, 12): an ordinal picks
 * among the objects of that description in the order told — the order the labels number them in — and a
 * definite phrase never makes a new object. A plain "does X die" asked by the attacker whose damage is
 * divided is read as "can" (510.1c-d, questions/divisions.ts): a 3/3 blocked by two 1/1s can kill either,
 * or let either live (3 to the other). "neither" asks each the other way round: a 3/3's 3 damage must all
 * be assigned among its two 1/1 blockers (510.1a, 510.1c), so one always dies; a 1/1 blocked by two 3/3s
 * can kill neither. [question, the restatement, the verdict]
 */
const PICKED: [string, RegExp, 'yes' | 'no'][] = [
  ['Two 1/1s block my 3/3. Does the first 1/1 survive?', /Question: does the opponent's first 1\/1 creature survive\?/, 'yes'],
  ['Two 1/1s block my 3/3. Does the second 1/1 die?', /Question: does the opponent's second 1\/1 creature die\?/, 'yes'],
  ['Two 1/1s block my 3/3. Does the second one die?', /Question: does the opponent's second 1\/1 creature die\?/, 'yes'],
  ['Two 1/1s block my 3/3. Does the last one survive?', /Question: does the opponent's second 1\/1 creature survive\?/, 'yes'],
  ['Three 1/1s block my 5/5. Does the third 1/1 die?', /Question: does the opponent's third 1\/1 creature die\?/, 'yes'],
  ['I control two 2/2s. They Shock the second one. Does my first 2/2 survive?', /targeting your second 2\/2 creature.*Question: does your first 2\/2 creature survive\?/, 'yes'],
  ['Two 1/1s block my 3/3. Does neither die?', /does the opponent's first 1\/1 creature survive; does the opponent's second 1\/1 creature survive/, 'no'],
  // A size said bare after one told with more ("my 2/2 with deathtouch and my 2/2"): the plain one, set
  // against it — no deathtouch on the blocked 2/2 (702.2b), so the 4/4 takes 2 and lives.
  ['My 2/2 with deathtouch and my 2/2 attack. Their 4/4 blocks the 2/2. Does their 4/4 die?', /the opponent's 4\/4 creature blocks your 2\/2 creature\. Question/, 'no'],
  ['Two 3/3s block my 1/1. Does neither die?', /does the opponent's first 3\/3 creature survive; does the opponent's second 3\/3 creature survive/, 'yes'],
  ['2体の1/1が私の3/3をブロックした。1体目の1/1は生き残る？', /質問：対戦相手の1体目の1\/1クリーチャーは生き残るか/, 'yes'],
  ['2体の1/1が私の3/3をブロックした。2体目は死ぬ？', /質問：対戦相手の2体目の1\/1クリーチャーは死亡するか/, 'yes'],
  ['2体の1/1が私の3/3をブロックした。最後の1/1は死ぬ？', /質問：対戦相手の2体目の1\/1クリーチャーは死亡するか/, 'yes'],
  ['3体の1/1が私の5/5をブロックした。3体目は死ぬ？', /質問：対戦相手の3体目の1\/1クリーチャーは死亡するか/, 'yes'],
  ['私は2/2を2体コントロールしている。相手が2体目の2/2に《ショック》を撃った。1体目の2/2は生き残る？', /あなたの2体目の2\/2クリーチャーを対象に.*質問：あなたの1体目の2\/2クリーチャーは生き残るか/, 'yes'],
];

/** Never the latest one picked, never a new one made: asked back or named. [question, error code, message] */
const NOT_PICKED: [string, 'ambiguous' | 'not_understood', RegExp][] = [
  ['Two 1/1s block my 3/3. Does the 1/1 die?', 'ambiguous', /^(?=.*\(the first\))(?=.*\(the second\))/],
  ['My 2/2 attacks and their 2/2 blocks. Does the 2/2 die?', 'ambiguous', /their 2\/2.*My 2\/2/],
  ['My 3/3 attacks and their 2/2 and 4/4 block it. Does the second creature die?', 'ambiguous', /2\/2/],
  ['Two 1/1s block my 3/3. Does the third 1/1 die?', 'not_understood', /the third 1\/1/],
  ['Two 1/1s block my 3/3. Does the other 1/1 die?', 'not_understood', /the other 1\/1/],
  ['Two 1/1s block my 3/3. Does the other one die?', 'not_understood', /the other one/],
  ['My 2/2 attacks. Does my second creature die?', 'not_understood', /my second creature/],
  ['2体の1/1が私の3/3をブロックした。その1/1は死ぬ？', 'ambiguous', /^(?=.*（1体目）)(?=.*（2体目）)/],
  ['2体の1/1が私の3/3をブロックした。3体目の1/1は死ぬ？', 'not_understood', /3体目/],
  ['2体の1/1が私の3/3をブロックした。もう一方は死ぬ？', 'not_understood', /もう一方/],
  ['2体の1/1が私の3/3をブロックした。他方は生き残る？', 'not_understood', /他方/],
];

describe('GIVEN a group told THEN an ordinal picks from it in the order told, and "other" never makes a new object', () => {
  it.each(PICKED)('%s', async (q, understood, verdict) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.verdict).toBe(verdict);
  });
  it.each(NOT_PICKED)('%s', async (q, code, message) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (r.ok) throw new Error(`answered: ${r.value.understood} ${r.value.answer}`);
    expect(r.error.code).toBe(code);
    expect(r.error.message).toMatch(message);
  });
});

describe('GIVEN a group named together THEN "they" / "both" is that group', () => {
  it.each(ROWS)('%s', async (q, understood, verdict) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.verdict).toBe(verdict);
  });
});
