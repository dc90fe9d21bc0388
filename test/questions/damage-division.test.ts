/**
 * A creature in combat with two or more creatures divides its damage as its controller chooses
 * (510.1c, 510.1d). When the question doesn't say how, the answer rests on the engine's default
 * division, and says so (DESIGN: a stated default policy); with one creature there is no choice.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';

const ROWS: [string, 'en' | 'ja', boolean][] = [
  ['Their 5/5 attacks and I block with my 2/2 and my 3/3. Do both my creatures die?', 'en', true],
  ['My 4/4 is blocked by their 1/1 and their 2/2. What dies?', 'en', true],
  ['Opp swings a 6/6 at me, I double block with a 3/3 and a 4/4. Does my 4/4 survive?', 'en', true],
  ['相手の5/5が攻撃してきて、自分の2/2と3/3でブロックした。両方死ぬ？', 'ja', true],
  ['私の4/4が相手の1/1と2/2にブロックされた。どれが死ぬ？', 'ja', true],
  // One blocker: all the damage goes to it (510.1c), nothing to divide.
  ['My 4/4 is blocked by their 2/2. What dies?', 'en', false],
  ['私の4/4が相手の2/2にブロックされた。どうなる？', 'ja', false],
  // Trample against one blocker: the most to the player is the question's own reading (702.19b).
  ['My 6/6 trampler is blocked by a 3/5. How much damage goes through?', 'en', false],
];

describe('GIVEN damage divided among several creatures with no division told', () => {
  it.each(ROWS)('%s (%s) THEN the note on the default division is there: %s', async (q, lang, noted) => {
    const r = await answerQuestion(q, lang, {});
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const note = lang === 'ja' ? /戦闘ダメージをそのコントローラーが選んだとおりに割り振ります（510\.1c、510\.1d）/ : /divides its combat damage among them as its controller chooses \(510\.1c, 510\.1d\)/;
    expect(note.test(r.value.understood), r.value.understood).toBe(noted);
  });
});
