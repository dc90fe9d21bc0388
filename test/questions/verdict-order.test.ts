/**
 * A message with several yes/no questions: each answer line answers its own, in the order asked, and the
 * message's one verdict is the first question's — as a judge answers "Can I kill both? Does my 5/5
 * survive?" with "Yes; and no" (the shared question sets read a verdict this way). It used to be null
 * whenever two answers differed. Questions asked of a group ("Do both die?") are one yes/no each, on one line
 * ("Can I kill both blockers?" — "Yes. The 3/3 dies. The 2/2 dies.").
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import { langOf } from '../support/ask-rows.ts';

/** [question, the verdict, the answer lines' yes/no in order]. */
const ROWS: readonly (readonly [string, 'yes' | 'no', readonly string[]])[] = [
  // 5 damage divided 2 + 3 kills both (510.1c-d); the 5/5 takes 5 and dies (704.5g).
  ['My 5/5 is blocked by a 2/2 and a 3/3. Can I kill both blockers? Does my 5/5 survive?', 'yes', ['Yes', 'No']],
  ['My 5/5 is blocked by a 2/2 and a 3/3. Does my 5/5 survive? Can I kill both blockers?', 'no', ['No', 'Yes']],
  ['私の5/5が2/2と3/3にブロックされた。5/5は生き残る？両方倒せる？', 'no', ['いいえ', 'はい']],
  // 702.9b: only flying or reach blocks a flier.
  ['A 2/2 with flying attacks me. Can my 1/1 with reach block it? Can my 3/3 block it?', 'yes', ['Yes', 'No']],
  ['相手の2/2飛行が攻撃してきた。私の3/3はブロックできる？到達を持つ1/1はブロックできる？', 'no', ['いいえ', 'はい']],
  // The same answer twice: that answer.
  ['A 2/2 with flying attacks me. Can my 3/3 block it? Can my 4/4 block it?', 'no', ['No', 'No']],
];

describe('GIVEN several yes/no questions in one message', () => {
  it.each(ROWS)('%s → verdict %s, lines %j', async (q, verdict, leads) => {
    const r = await answerQuestion(q, langOf(q), {});
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    const lines = r.value.answer.split('\n');
    leads.forEach((lead, i) => expect(lines[i]?.startsWith(lead)).toBe(true));
  }, 120_000);
});

/** A death told as what combat did is checked, and the step says so (it read "nothing happens: already in that zone"). */
describe('GIVEN a death the question tells as the result of combat', () => {
  it.each([
    ["My opponent's 3/3 attacks and I block with my 2/2, which dies. Does their 3/3 survive?", 'as the question says, which this run confirms'],
    ['相手の3/3が攻撃してきて、私の2/2でブロックし、2/2は死んだ。相手の3/3は生き残る？', '質問のとおり死亡しており'],
  ] as const)('%s → the step confirms it (700.4)', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), {});
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe('yes');
    const step = r.value.steps.find((s) => s.text.includes(says));
    expect(step?.rules).toEqual(['700.4']);
  }, 120_000);
});

/**
 * Issue 11 §4: a question with a question word (which, who, where, how many; どの, どっち, 誰, 何) is answered by
 * what the word asks — or refused — never with a yes or no (「どの墓地に行く？」 got はい, 「どっちが勝つ？」 いいえ).
 */
/**
 * One question put both ways ("die or survive?"): one answer line, never "Yes. … dies" and "No. … dies" (red team s17);
 * an either/or, answered by the half that holds with no yes or no of its own (en19).
 */
describe('GIVEN a death asked both ways in one question', () => {
  it.each([
    ['My 3/3 with first strike attacks and is blocked by a 2/2. Does the 2/2 die or does it survive?', null, "The opponent's 2/2 creature dies"],
    ['先制攻撃を持つ私の3/3が攻撃して、相手の2/2がブロック。2/2は死ぬ？生き残る？', null, '対戦相手の2/2クリーチャーは死亡します'],
  ] as const)('%s → one line', async (q, verdict, line) => {
    const r = await answerQuestion(q, langOf(q), {});
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    const lines = r.value.answer.split('\n');
    expect(lines[0]).toContain(line);
    expect(lines[0]).not.toMatch(/^(?:Yes|No|はい|いいえ)/u);
    expect(lines[1] ?? '').not.toMatch(/^(?:Yes|No|はい|いいえ)/u);
  }, 120_000);
});

describe('GIVEN a question with a question word', () => {
  it.each([
    // 104.4a: both at 0 at once — a draw, not a "no" to "do I win?".
    ['私も相手もライフ2点。同時に、私の2/2が相手に2点、相手の2/2が私に2点のダメージを与えた。どっちが勝つ？', '引き分け'],
    ["I'm at 2 and my opponent is at 2. My 2/2 deals 2 damage to them and, at the same time, their 2/2 deals 2 damage to me. Which player wins?", 'draw'],
    // 400.3: to its owner's graveyard — where it goes, not whether it dies.
    ['相手の2/2に3点のダメージを与えた。2/2はどの墓地に行く？', '墓地'],
    ["Their 2/2 is dealt 3 damage. Which graveyard does it go to?", 'graveyard'],
    // 702.9b, 702.17b: "which of them can block" answers each one, and the message has no yes or no.
    ['相手の2/2飛行が攻撃してきた。私は3/3と到達を持つ1/1を持っている。どっちならブロックできる?', 'はい'],
  ] as const)('%s → answered without a verdict', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), {});
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBeNull();
    expect(r.value.answer).toContain(says);
  }, 120_000);
  it.each([
    // Nobody named to go anywhere: read as "does it die?", whose yes would answer another question.
    ['相手の2/2に3点のダメージを与えた。どの墓地に行く？', 'どの墓地に行く'],
  ] as const)('%s → refused, naming the words', async (q, words) => {
    const r = await answerQuestion(q, langOf(q), {});
    expect(r.ok ? `answered ${r.value.verdict}` : r.error.code).toBe('not_understood');
    if (!r.ok) expect(r.error.message).toContain(words);
  }, 120_000);
});
