/**
 * Issue 14 (cards46b) end to end: questions decided by a target's status ("destroy target tapped creature", 110.5,
 * 115.1, 608.2b) and by "it deals damage equal to its power" (608.2h; persist's -1/-1 counter makes it 1, 702.79a),
 * in English and Japanese. Verdicts worked out from the cards' rules text. "Target X with Y's ability" is not read as
 * casting Y (an ability isn't cast, 602.2): refused, never answered as a spell.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Royal Assassin': '凄腕の暗殺者',
    'Serra Angel': 'セラの天使',
    'Murderous Redcap': '残忍なレッドキャップ',
    'Grizzly Bears': '灰色熊',
    'Hill Giant': '丘巨人',
    'Prodigal Sorcerer': '放蕩魔術師',
  });
}, 120_000);

/** [question, language, verdict (null: an answer with no yes/no), what the answer must say] */
const ROWS: readonly (readonly [string, 'en' | 'ja', 'yes' | 'no' | null, RegExp])[] = [
  ["I activate Royal Assassin targeting my opponent's tapped Serra Angel. What happens?", 'en', null, /Died: Serra Angel/],
  ["Can I activate Royal Assassin targeting my opponent's untapped Serra Angel?", 'en', 'no', /can't activate/],
  ['相手のタップ状態の《セラの天使》を対象に《凄腕の暗殺者》の能力を起動しました。どうなりますか？', 'ja', null, /死亡：対戦相手の《セラの天使》/],
  ['相手のアンタップ状態の《セラの天使》を対象に《凄腕の暗殺者》の能力を起動できますか？', 'ja', 'no', /起動できません/],
  ["I cast Murderous Redcap and its trigger targets my opponent's Grizzly Bears. Does Grizzly Bears die?", 'en', 'yes', /dies/],
  ["I cast Murderous Redcap and its trigger targets my opponent's Hill Giant. Does Hill Giant die?", 'en', 'no', /survives \(with 2 damage marked\)/],
  ["I cast Murderous Redcap and its trigger targets my opponent. What is my opponent's life total?", 'en', null, /is 18/],
  // Persist returns it with a -1/-1 counter (702.79a): a 1/1, so its trigger deals 1.
  ["My Murderous Redcap dies and comes back with persist. Its trigger targets my opponent's Grizzly Bears. Does Grizzly Bears die?", 'en', 'no', /1 damage marked/],
  ['《残忍なレッドキャップ》を唱えました。ETBで相手の《丘巨人》を対象にしたら、《丘巨人》は死にますか？', 'ja', 'no', /ダメージ2点/],
];

describe('GIVEN a question decided by a tapped target or by damage equal to its own power', () => {
  for (const [q, lang, verdict, says] of ROWS) {
    it(`THEN "${q}" is answered ${verdict ?? 'with no verdict'}`, async () => {
      const r = await answerQuestion(q, lang, deps);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      if (verdict !== null) expect(r.value.verdict).toBe(verdict);
      expect(r.value.answer).toMatch(says);
    });
  }

  it.each([
    ["Can I target my opponent's Serra Angel with Prodigal Sorcerer's ability?"],
    ["Can I target my opponent's untapped Serra Angel with Royal Assassin's ability?"],
  ])('THEN "%s" is not read as casting the card (refused)', async (q) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('not_understood');
  });
});
