/**
 * A question asked of a group ("Do both die?", 「2体とも死ぬ？」, "Do they die?") is split into one
 * ask per creature; the answers follow the order the creatures were told, not latest first — on one line, as
 * the one question it is (answer-reply.ts groupedLeads).
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';

/**
 * [question, language, the creature words in the order their answers must come, the verdict]. The
 * verdict is the whole question's: yes only when it is yes for each ("both die" when one survives: no).
 */
const ROWS: [string, 'en' | 'ja', string, string, 'yes' | 'no'][] = [
  ['My 2/2 blocks their 1/1. Do both die?', 'en', 'Your 2/2', '1/1', 'no'],
  ['My 2/2 blocks their 1/1. Do they die?', 'en', 'Your 2/2', '1/1', 'no'],
  ['Their 1/1 blocks my 2/2. Do both die?', 'en', '1/1', 'Your 2/2', 'no'],
  ['My 3/3 blocks their 4/4. Do both survive?', 'en', 'Your 3/3', '4/4', 'no'],
  ['My 3/3 blocks their 3/3. Do both die?', 'en', 'Your 3/3', "opponent's 3/3", 'yes'],
  ['私の2/2が相手の1/1をブロックした。2体とも死ぬ？', 'ja', 'あなたの2/2', '1/1', 'no'],
  ['相手の1/1が私の2/2をブロックした。両方死ぬ？', 'ja', '1/1', 'あなたの2/2', 'no'],
  // The first told dies, the second doesn't: "no", not the first answer's "yes".
  ['My 2/2 blocks their 4/4. Do both die?', 'en', 'Your 2/2', '4/4', 'no'],
];

describe('GIVEN a question asked of two creatures at once', () => {
  it.each(ROWS)('%s THEN the answers follow the order told', async (q, lang, first, second, verdict) => {
    const r = await answerQuestion(q, lang, {});
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    // The answer's first line, one sentence per creature in the order told.
    const line = r.value.answer.split('\n')[0]!;
    expect(line, r.value.answer).toContain(first);
    expect(line.indexOf(second, line.indexOf(first) + first.length), r.value.answer).toBeGreaterThan(-1);
    expect(r.value.verdict).toBe(verdict);
  });
});
