/**
 * /ask with cards that draw, in questions that never describe a library (issues 11 and 14): the
 * draw happens and the card drawn is unseen (121.1, src/engine/hand.ts). The answer stands when it
 * can't depend on which card it is — an enters-the-battlefield draw, a pump spell that also draws —
 * and says plainly, in the steps and the reply, that an unseen card was drawn; "draw two cards, then
 * discard a card" discards one of those unseen cards, and says so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

/** The cards the rows name, with their Japanese printed names (from the shared Japanese printings). */
const JA: Record<string, string> = { 'Sudden Strength': '突然の力', 'Grizzly Bears': '灰色熊', 'Kavu Climber': '木登りカヴー', Catalog: '目録', Wildsize: '野生の寸法', 'Aggressive Urge': '攻撃的衝動' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(JA);
}, 120_000);

const UNSEEN_STEP = { en: /draws a card\. The question doesn't describe player A's library, so which card it is is unknown/, ja: /あなたがカードを1枚引きます（ライブラリーの中身が書かれていないので、どのカードかは分かりません）/ };

describe('GIVEN a card that draws and no library described THEN the draw is of an unseen card, and the answer stands', () => {
  it.each([
    ['I cast Sudden Strength on my Grizzly Bears. What are its power and toughness?', 'en', /Grizzly Bears is 5\/5/, /The card you drew is unseen/, null],
    ['I cast Wildsize targeting my 2/2, then Aggressive Urge on it. What is its P/T?', 'en', /is 5\/5/, /The 2 cards you drew are unseen/, null],
    ['I cast Kavu Climber. Do I draw a card?', 'en', /^Yes\. You draw 1 card \(the question doesn't describe your library, so which card it is is unknown\)/, null, 'yes'],
    ['自分の《灰色熊》を対象に《突然の力》を唱えました。パワーとタフネスはいくつですか？', 'ja', /《灰色熊》は5\/5です/, /あなたが引いたカード1枚は、ライブラリーの中身が書かれていないのでどのカードか分かりません/, null],
    ['《木登りカヴー》を唱えたらカードを引きますか？', 'ja', /^はい。あなたはカードを1枚引きます（ライブラリーの中身が書かれていないので、どのカードかは分かりません）/, null, 'yes'],
  ] as const)('%s', async (q, lang, answer, note, verdict) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
    if (note) expect(r.value.answer).toMatch(note);
    if (verdict) expect(r.value.verdict).toBe(verdict);
    const step = r.value.steps.find((s) => UNSEEN_STEP[lang].test(s.text));
    expect(step, r.value.steps.map((s) => s.text).join('\n')).toBeDefined();
    expect(step!.rules).toContain('121.1');
    // Never a loss for drawing from a library nobody described (121.4).
    expect(r.value.resolution.final.players.every((p) => p.lost === null)).toBe(true);
  });
});

describe('GIVEN "draw two cards, then discard a card" and nothing described THEN the discard is of an unseen card, said so (701.9a)', () => {
  // Every card of that hand is unknown (two drawn unseen, the rest never described: engine/hand.ts),
  // so the discard can only take an unseen card: it happens, and nothing in the run needs to know it.
  it.each([
    ['I cast Catalog. What happens?', 'en', /player A discards 1 unseen card \(it was drawn from a library the question doesn't describe/i, /You discard 1 unseen card \(which card it is is unknown; this answer doesn't depend on it\)/],
    ['《目録》を唱えました。どうなりますか？', 'ja', /あなたは見えないカードを1枚捨てます（中身の書かれていないライブラリーから引いたカードなので/, /あなたは見えないカード1枚（どのカードかは分かりません。この答えはそれに左右されません）を捨てます/],
  ] as const)('%s', async (q, lang, step, answer) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
    const s = r.value.steps.find((x) => step.test(x.text));
    expect(s, r.value.steps.map((x) => x.text).join('\n')).toBeDefined();
    expect(s!.rules).toEqual(['701.9a', '701.9b']);
  });
});
