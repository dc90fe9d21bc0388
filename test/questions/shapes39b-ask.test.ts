/**
 * Issue 14 (session 39): questions whose answer the card's text decides, for two shapes the card
 * compiler now reads whole. "Whenever you cast a historic spell" (700.6: legendary, an artifact, or
 * a Saga): an artifact spell triggers it, a nonlegendary creature spell doesn't. "Whenever one or
 * more artifact creatures you control deal combat damage to a player" (603.2c, 510.2): one trigger
 * for the damage dealt at once, however many creatures dealt it. Verdicts worked out from the cards'
 * rules text, not taken from the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Jhoira, Weatherlight Captain': 'ウェザーライトの艦長、ジョイラ',
    Ornithopter: '羽ばたき飛行機械',
    'Grizzly Bears': '灰色熊',
    'Thopter Spy Network': '飛行機械の諜報網',
    Frogmite: '金属ガエル',
    'Myr Sire': 'マイアの種父',
  });
}, 120_000);

/** [question, language, verdict (null: an answer with no yes/no), what the answer must say] */
const ROWS: readonly (readonly [string, 'en' | 'ja', 'yes' | 'no' | null, RegExp])[] = [
  ['I control Jhoira, Weatherlight Captain. I cast Ornithopter. Do I draw a card?', 'en', 'yes', /You draw 1 card/],
  ['I control Jhoira, Weatherlight Captain and cast Grizzly Bears. Do I draw a card?', 'en', 'no', /You draw no card/],
  ['ウェザーライトの艦長、ジョイラをコントロールしています。羽ばたき飛行機械を唱えたらカードを引けますか？', 'ja', 'yes', /カードを1枚引きます/],
  ['ウェザーライトの艦長、ジョイラをコントロールしています。灰色熊を唱えたらカードを引けますか？', 'ja', 'no', /カードを引きません/],
  // Two attackers, one batch of combat damage: one card, not two.
  ['I control Thopter Spy Network. Frogmite and Myr Sire attack unblocked. How many cards do I draw?', 'en', null, /You draw 1 card/],
  ['I control Thopter Spy Network. Frogmite attacks unblocked. Do I draw a card?', 'en', 'yes', /You draw 1 card/],
  ['飛行機械の諜報網をコントロールしています。私の金属ガエルとマイアの種父がブロックされずに攻撃します。カードを何枚引きますか？', 'ja', null, /カードを1枚引きます/],
];

describe('GIVEN a question decided by a historic or a one-or-more combat damage trigger', () => {
  for (const [q, lang, verdict, says] of ROWS) {
    it(`THEN "${q}" is answered ${verdict ?? 'with no verdict'}`, async () => {
      const r = await answerQuestion(q, lang, deps);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      if (verdict !== null) expect(r.value.verdict).toBe(verdict);
      expect(r.value.answer).toMatch(says);
    });
  }
});
