/**
 * One loyalty ability per planeswalker per turn (606.3), asked the ways players ask it: two symbols in one asked clause
 * ("Can I +1 Liliana and then -2 her?") are the first activation told and the second asked; "the same turn", "in the same
 * turn", 「同じターンに」 are the turn the story is told in; "can I also -2 her" is the verb after an adverb; a bare
 * 「-2を起動できる？」 is the one planeswalker's ability; a story activation whose target is unsaid, asked only whether
 * the next one can be activated, gets a plain target of its kind (said), not none. Before, the two-symbol question was
 * answered "Yes" of the first ability alone (the second symbol dropped), and the others were refused or answered of a
 * missing target. A second planeswalker's ability stays legal (606.3 counts per permanent). Neighbours: "the same turn"
 * after combat (a later main phase the probe isn't at) and an asked ability whose text isn't read are refused by name.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Liliana of the Veil': 'ヴェールのリリアナ', 'Jace Beleren': 'ジェイス・ベレレン', 'Garruk, Primal Hunter': '原初の狩人、ガラク', 'Grizzly Bears': '灰色熊',
  });
}, 120_000);

/** [question, what the restatement says, what the answer says, a rule the trace cites]. */
const ANSWERED: [string, string, string, string][] = [
  // Two symbols in one asked clause: the first told, the second asked.
  ['Can I +1 Liliana of the Veil and then -2 her?', 'you activate your Liliana of the Veil\'s +1 ability. Question: can you activate your Liliana of the Veil\'s −2 ability?', 'No.', '606.3'],
  ['Can I +2 Jace Beleren and then -1 him the same turn?', 'you activate your Jace Beleren\'s +2 ability. Question: can you activate your Jace Beleren\'s −1 ability?', 'No.', '606.3'],
  // The first one a minus with a target unsaid: a plain target assumed, so the answer is about the second activation.
  ['Can I -2 Liliana of the Veil and then +1 her?', 'Question: can you activate your Liliana of the Veil\'s +1 ability?', 'a loyalty ability of that permanent was already activated this turn', '606.3'],
  ['I -2 Liliana of the Veil. Can I +1 her this turn?', 'you activate your Liliana of the Veil\'s −2 ability', 'a loyalty ability of that permanent was already activated this turn', '606.3'],
  // "the same turn", "in the same turn"; "also" between the player and the symbol.
  ['I +1 Liliana of the Veil. Can I -2 her in the same turn?', 'Question: can you activate your Liliana of the Veil\'s −2 ability?', 'No.', '606.3'],
  ['After I +1 Liliana of the Veil, can I also -2 her the same turn?', 'Question: can you activate your Liliana of the Veil\'s −2 ability?', 'No.', '606.3'],
  ['I +1 Liliana of the Veil. Can I also -2 her?', 'Question: can you activate your Liliana of the Veil\'s −2 ability?', 'No.', '606.3'],
  // Garruk's −3 ("Draw cards equal to the greatest power among creatures you control") is read since cards50a (it was a
  // refusal naming it): the answer is the once-per-turn rule's.
  ['Can I +1 Garruk, Primal Hunter and then -3 him?', 'Question: can you activate your Garruk, Primal Hunter\'s −3 ability?', 'No.', '606.3'],
  // Both named with a pronoun's possessive (s53: the second "her -2" was a stray player word, refused).
  ['I control Liliana of the Veil. Can I activate her +1 and then her -2 this turn?', 'Question: can you activate your Liliana of the Veil\'s −2 ability?', 'No.', '606.3'],
  ['I control Liliana of the Veil. Can I use her +1 and then her -2?', 'Question: can you activate your Liliana of the Veil\'s −2 ability?', 'No.', '606.3'],
  ['I control Jace Beleren. Can I activate his +2 and then his -1 in the same turn?', 'Question: can you activate your Jace Beleren\'s −1 ability?', 'No.', '606.3'],
  // Another planeswalker's ability: 606.3 counts per permanent.
  ['I +1 Liliana of the Veil. Can I +2 Jace Beleren in the same turn?', 'Question: can you activate your Jace Beleren\'s +2 ability?', 'Yes.', '606.4'],
  // Japanese: 「同じターンに」, a bare 「-2を起動」, 「-2も」.
  ['《ヴェールのリリアナ》の+1を起動した。同じターンに-2を起動できますか？', '質問：あなたは自分の《ヴェールのリリアナ》の−2能力を起動できるか？', 'いいえ', '606.3'],
  ['《ヴェールのリリアナ》の+1を起動した。-2を起動できますか？', '質問：あなたは自分の《ヴェールのリリアナ》の−2能力を起動できるか？', 'いいえ', '606.3'],
  ['《ヴェールのリリアナ》の+1を起動した。このターン、-2も起動できる？', '質問：あなたは自分の《ヴェールのリリアナ》の−2能力を起動できるか？', 'いいえ', '606.3'],
  // 「《X》で+1を起動」 (the planeswalker the instrument, the ability a bare noun); 「同じターンのうちに」「同じターン中に」.
  ['《ヴェールのリリアナ》で+1を起動したあと、同じターンのうちに-2も起動できる？', '質問：あなたは自分の《ヴェールのリリアナ》の−2能力を起動できるか？', 'いいえ', '606.3'],
  ['《ジェイス・ベレレン》で+2を起動しました。同じターン中に-1を起動できますか？', '質問：あなたは自分の《ジェイス・ベレレン》の−1能力を起動できるか？', 'いいえ', '606.3'],
];

/** [question, the refusal's code, what it says]. */
const REFUSED: [string, string, string][] = [
  ['《灰色熊》で攻撃した。同じターンのうちに《ヴェールのリリアナ》の-2を起動できる？', 'not_understood', '同じターンのうちに'],
  // After combat, "the same turn" may be the second main phase: the probe (made in combat) would not be at it.
  ['I attack with Grizzly Bears. Can I -2 Liliana of the Veil in the same turn?', 'not_understood', 'in the same turn'],
  // "her" with two planeswalkers told: whose isn't for us to pick (loyaltyHolder).
  ['I control Liliana of the Veil and Jace Beleren. Can I activate her +1 and then her -2 this turn?', 'not_understood', 'her +1'],
];

describe('loyalty s31: one loyalty ability per planeswalker per turn, as players ask it (606.3)', () => {
  it.each(ANSWERED)('%s', (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule), 60_000);
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
