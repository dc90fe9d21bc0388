/**
 * Issue 11 §1, the asked moment, over real cards: "Can Goblin Guide attack?" is settled as the attack is declared
 * (508.1); its unmodelled "Whenever this creature attacks, …" triggers on that declaration and goes on the stack
 * after it (508.2b, 508.3a), so it can't change the answer: it is listed, and the answer stands. The same for a
 * block asked and "whenever … blocks / becomes blocked" (509.2a, 509.3), and for a cast asked and triggers on
 * casting (601.2i) or entering. A trigger whose event comes before the asked move still refuses: the attack told
 * before "Can my Bears block Goblin Guide?" (an attack trigger could stop a block).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf, refusedAs } from '../support/ask-rows.ts';

const CARDS = {
  'Goblin Guide': 'ゴブリンの先達',
  'Agate-Blade Assassin': '瑪瑙刃の暗殺者',
  'Alley Grifters': '路地のいかさま師',
  'Cinder Wall': '燃えがらの壁',
  'Cadaverous Knight': '青褪めた騎士',
  'Gleeful Arsonist': '上機嫌の放火犯',
  'Abbot of Keral Keep': 'ケラル砦の修道院長',
  "Kraum, Ludevic's Opus": 'ルーデヴィックの名作、クラム',
  'Grizzly Bears': '灰色熊',
  Shock: 'ショック',
  'Lightning Bolt': '稲妻',
};

describe('GIVEN a legality asked and an unmodelled trigger on that very move THEN answered, the text listed (issue 11 §1)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict, the unmodelled text listed as unable to change it]. */
  const ROWS: [string, string, 'yes' | 'no', string][] = [
    ['Can Goblin Guide attack the turn it enters?', 'Your Goblin Guide can attack', 'yes', 'Whenever this creature attacks, defending player reveals'],
    ['Can Goblin Guide attack if my opponent controls Gleeful Arsonist?', 'Your Goblin Guide can attack', 'yes', 'Whenever this creature attacks'],
    ['ゴブリンの先達は出たターンに攻撃できる？', '《ゴブリンの先達》は攻撃できます', 'yes', 'Whenever this creature attacks'],
    ['Can Agate-Blade Assassin attack the turn I cast it?', "can't attack", 'no', 'Whenever this creature attacks, defending player loses 1 life'],
    ['Can my Grizzly Bears block Alley Grifters?', 'can block', 'yes', 'Whenever this creature becomes blocked'],
    ['私の灰色熊は路地のいかさま師をブロックできますか？', 'ブロックできます', 'yes', 'Whenever this creature becomes blocked'],
    ['Can Cinder Wall block a 3/3?', 'can block', 'yes', 'When this creature blocks, destroy it at end of combat.'],
    ['燃えがらの壁は3/3をブロックできる？', 'ブロックできます', 'yes', 'When this creature blocks'],
    ["Can my Grizzly Bears block the opponent's Cadaverous Knight?", 'can block', 'yes', 'Flanking'],
    ["My opponent controls Gleeful Arsonist. Can I cast Shock targeting it?", 'You can target', 'yes', 'Whenever an opponent casts a noncreature spell'],
    ['対戦相手が上機嫌の放火犯をコントロールしている。ショックでそれを対象にできる？', '対象にできます', 'yes', 'Whenever an opponent casts a noncreature spell'],
    ["I control Kraum, Ludevic's Opus. Can my opponent cast Lightning Bolt?", 'can cast Lightning Bolt', 'yes', 'Whenever an opponent casts their second spell'],
  ];
  it.each(ROWS)('%s → %s', async (q, says, verdict, listed) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.answer).toContain(listed);
  }, 60_000);

  // Entering comes after the cast resolves: never before the cast asked (listed too, for whichever reason).
  it.each([
    ['Can I cast Abbot of Keral Keep?', 'You can cast Abbot of Keral Keep'],
    ['ケラル砦の修道院長を唱えられますか？', '《ケラル砦の修道院長》を唱えられます'],
  ])('%s → %s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.answer).toContain('When this creature enters, exile the top card');
  }, 60_000);

  // The attack is told before the block asked: its trigger resolves first and could stop the block.
  it.each([
    ['Can my Grizzly Bears block Goblin Guide?', 'Whenever this creature attacks'],
    ['Can my Grizzly Bears block Agate-Blade Assassin?', 'Whenever this creature attacks'],
    ['私の灰色熊はゴブリンの先達をブロックできる？', 'Whenever this creature attacks'],
  ])('%s → refused over %s', (q, says) => refusedAs(() => deps)(q, 'unmodelled', says), 60_000);
});
