/**
 * Issue 14 (cards46b) end to end: questions decided by a target's status ("destroy target tapped creature", 110.5,
 * 115.1, 608.2b) and by "it deals damage equal to its power" (608.2h; persist's -1/-1 counter makes it 1, 702.79a),
 * in English and Japanese. Verdicts worked out from the cards' rules text. "Target X with Y's ability" is not read as
 * casting Y (an ability isn't cast, 602.2): refused, never answered as a spell.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Royal Assassin': '凄腕の暗殺者',
    'Serra Angel': 'セラの天使',
    'Murderous Redcap': '残忍なレッドキャップ',
    'Grizzly Bears': '灰色熊',
    'Hill Giant': '丘巨人',
    'Prodigal Sorcerer': '放蕩魔術師',
    'Dreadhorde Butcher': 'Dreadhorde Butcher',
    'Lightning Bolt': '稲妻',
  });
}, 120_000);

/** [question, what the answer says, verdict (null: an answer with no yes/no)] */
const ROWS: [string, string, 'yes' | 'no' | null][] = [
  ["I activate Royal Assassin targeting my opponent's tapped Serra Angel. What happens?", 'Died: Serra Angel', null],
  ["Can I activate Royal Assassin targeting my opponent's untapped Serra Angel?", "can't activate", 'no'],
  ['相手のタップ状態の《セラの天使》を対象に《凄腕の暗殺者》の能力を起動しました。どうなりますか？', '死亡：対戦相手の《セラの天使》', null],
  ['相手のアンタップ状態の《セラの天使》を対象に《凄腕の暗殺者》の能力を起動できますか？', '起動できません', 'no'],
  ["I cast Murderous Redcap and its trigger targets my opponent's Grizzly Bears. Does Grizzly Bears die?", 'dies', 'yes'],
  ["I cast Murderous Redcap and its trigger targets my opponent's Hill Giant. Does Hill Giant die?", 'survives (with 2 damage marked)', 'no'],
  ["I cast Murderous Redcap and its trigger targets my opponent. What is my opponent's life total?", 'is 18', null],
  // Persist returns it with a -1/-1 counter (702.79a): a 1/1, so its trigger deals 1.
  ["My Murderous Redcap dies and comes back with persist. Its trigger targets my opponent's Grizzly Bears. Does Grizzly Bears die?", '1 damage marked', 'no'],
  // Its dies trigger reads its power as it last existed (603.10a, 608.2h): 1/1 with two +1/+1 counters deals 3.
  ["My Dreadhorde Butcher has two +1/+1 counters on it. My opponent casts Lightning Bolt targeting it. Its dies trigger targets my opponent. What is my opponent's life total?", 'is 17', null],
  ['《残忍なレッドキャップ》を唱えました。ETBで相手の《丘巨人》を対象にしたら、《丘巨人》は死にますか？', 'ダメージ2点', 'no'],
];

/** [question, refusal code]: an ability named as the means of targeting — never read as casting the card. */
const REFUSED: [string, string][] = [
  ["Can I target my opponent's Serra Angel with Prodigal Sorcerer's ability?", 'not_understood'],
  ["Can I target my opponent's untapped Serra Angel with Royal Assassin's ability?", 'not_understood'],
];

describe('GIVEN a question decided by a tapped target or by damage equal to its own power', () => {
  it.each(ROWS)('THEN "%s" is answered right', answeredRight(() => deps));
  it.each(REFUSED)('THEN "%s" is refused', refusedAs(() => deps));
});
