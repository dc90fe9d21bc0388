/**
 * /ask over real cards whose search (701.23) and proliferate (701.34a) text the compiler now reads,
 * in English and Japanese: answered where the run never needs what the question didn't say, and
 * refused as unmodelled, naming the rule, where it does — the permanent a search puts onto the
 * battlefield from a library nobody described (unless it is a basic land card and nothing reads which
 * one: src/engine/gap-relevance.ts), or which permanents a player proliferates. A card
 * whose text is read only in part is refused when the unread part could change the answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    Thrummingbird: 'かき鳴らし鳥',
    'Solemn Simulacrum': '真面目な身代わり',
    'Path to Exile': '流刑への道',
    'Grizzly Bears': '灰色熊',
    "Tezzeret's Gambit": 'テゼレットの計略',
    'Fabled Passage': '寓話の小道',
    'Evolving Wilds': '進化する未開地',
    'Vampiric Tutor': '吸血の教示者',
  });
}, 120_000);

describe('GIVEN a card whose search or proliferate is read, and a question that never needs the unknown', () => {
  it.each([
    // Proliferate with nothing that has a counter: nothing to choose (701.34a); combat damage 1.
    ["My Thrummingbird attacks and isn't blocked. What is my opponent's life total?", 'en', /19/],
    ['私の《かき鳴らし鳥》が攻撃してブロックされなかった。相手のライフは？', 'ja', /19/],
    // The enters search is not involved when it dies; "you may draw" is answered as chosen (608.2d).
    ['My Solemn Simulacrum dies. Do I draw a card?', 'en', /^Yes/],
    ['私の《真面目な身代わり》が死亡した。カードを引く？', 'ja', /^はい/],
    // The card found goes on top of a library nobody described: unseen, and the life total doesn't rest on it (701.23a, 701.24a).
    ['I cast Vampiric Tutor. What is my life total?', 'en', /18/],
    ['《吸血の教示者》を唱えた。私のライフは？', 'ja', /18/],
    // Path to Exile: its controller may search (608.2h) for a basic land card in a library nobody described:
    // a stand-in basic land enters (701.23a); nothing here reads which one, and the Bears are exiled either way.
    ["I cast Path to Exile on my opponent's Grizzly Bears. Does it die?", 'en', /^No\b.*exile[\s\S]*which basic land card was found/],
    ['相手の《灰色熊》を対象に《流刑への道》を唱えた。灰色熊はどこに行く？', 'ja', /追放領域[\s\S]*基本土地がどれか/],
    ['I activate Evolving Wilds. What happens?', 'en', /Evolving Wilds[\s\S]*which basic land card was found/],
    ['《進化する未開地》を起動した。どうなる？', 'ja', /進化する未開地[\s\S]*基本土地がどれか/],
  ] as const)('%s THEN answered', async (q, lang, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
  });
});

describe('GIVEN a question whose answer rests on what the question did not say THEN refused as unmodelled, naming the rule', () => {
  it.each([
    // A +1/+1 counter exists, so which permanents are proliferated is the player's choice (701.34a).
    ["My Grizzly Bears has two +1/+1 counters. I cast Tezzeret's Gambit. What is the power of Grizzly Bears?", 'en', /701\.34a/],
  ] as const)('%s', async (q, lang, rule) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('unmodelled');
    expect(r.error.message).toMatch(rule);
  });

  it('GIVEN Fabled Passage, read but for "Then if you control four or more lands, untap that land" THEN activating it is refused, naming that text', async () => {
    const r = await answerQuestion('I activate Fabled Passage. What happens?', 'en', deps);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('unmodelled');
    expect(r.error.message).toMatch(/Then if you control four or more lands, untap that land/);
  });
});
