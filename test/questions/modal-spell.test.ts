/**
 * Modal spells in /ask (700.2, 601.2b): the mode is chosen as the spell is cast. A "Choose one —"
 * spell told as cast on something has a mode with a target that can be it (601.2c, 700.2c); when
 * exactly one mode fits, that is the mode (and the restatement says so). Otherwise the mode is asked
 * back naming the modes, never guessed, and never "the spell can't be cast".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Abrade', 'Boros Charm', 'Grizzly Bears', 'Hill Giant', 'Ornithopter', 'Burst Lightning', 'Cyclonic Rift', 'Serra Angel', 'Lightning Bolt', 'Into the Roil']);
}, 120_000);

describe('GIVEN a "Choose one —" spell cast on something', () => {
  it.each([
    ["I cast Abrade on my opponent's Grizzly Bears. Does it die?", 'en', /its mode is “Abrade deals 3 damage to target creature\.”/, /^Yes/],
    ['相手の《Grizzly Bears》に《Abrade》を唱えた。それは死にますか？', 'ja', /モードは書かれていませんが.*「Abrade deals 3 damage to target creature\.」だけ/, /^はい/],
    ['I cast Boros Charm targeting my opponent. What is their life total?', 'en', /its mode is “Boros Charm deals 4 damage/, /16/],
    ['相手を対象に《Boros Charm》を唱えた。相手のライフは？', 'ja', /「Boros Charm deals 4 damage/, /16/],
    // Double strike (mode 3): the 2/2 deals first-strike and regular damage to the 3/3 (702.4b).
    ["My Grizzly Bears attacks and my opponent's Hill Giant blocks it. Before damage I cast Boros Charm on my Grizzly Bears. Does Hill Giant die?", 'en', /“Target creature gains double strike until end of turn\.”/, /^Yes/],
  ] as const)('%s THEN the one mode that can target it is chosen, and said', async (q, lang, note, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(note);
    expect(r.value.answer).toMatch(says);
  });

  it.each([
    // An artifact creature is a legal target of both modes.
    ["I cast Abrade on my opponent's Ornithopter. Does it die?", 'en', /which mode of your Abrade.*“Abrade deals 3 damage to target creature\.” or “Destroy target artifact\.”/],
    ['I cast Boros Charm. What happens?', 'en', /which mode of your Boros Charm.*Permanents you control gain indestructible/],
    ['《Boros Charm》を唱えた。どうなる？', 'ja', /《Boros Charm》のどのモードを選ぶのか教えてください/],
  ] as const)('%s THEN the mode is asked back, naming the modes', async (q, lang, says) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('needs_detail');
    expect(r.error.message).toMatch(says);
    expect(r.error.message).toMatch(/700\.2/);
  });

  it.each([
    ["I cast Abrade on their Ornithopter, choosing the second mode. Does it die?", 'en', /modes “Destroy target artifact\.”/],
    ['I cast Abrade choosing the first mode on their Ornithopter. Does it die?', 'en', /modes “Abrade deals 3 damage to target creature\.”/],
    ['I cast Boros Charm with mode 2. What happens?', 'en', /modes “Permanents you control gain indestructible/],
    ['相手の《Ornithopter》に《Abrade》を2番目のモードで唱えた。それは死にますか？', 'ja', /選んだモードは(?:英語のオラクル・テキスト)?「Destroy target artifact\.」/],
  ] as const)('%s THEN the mode said is the one chosen (601.2b)', async (q, lang, step) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.steps.map((s) => s.text).join('\n')).toMatch(step);
    expect(r.value.understood).not.toMatch(/no mode was said|モードは書かれていません/);
  });
});

// Kicker (702.33a, 702.33d) and overload (702.96a) are chosen as the spell is cast, like modes
// (601.2b): taken as said ("kicked", "without kicker", "overloaded", 「キッカーして」「超過で」), asked
// back when not said, and never assumed.
describe('GIVEN a spell with kicker or overload', () => {
  it.each([
    ["I cast Burst Lightning with kicker targeting my opponent's Serra Angel. Does it die?", 'en', /^Yes/, /702\.33d/],
    ["I cast a kicked Burst Lightning on my opponent's Serra Angel. Does it die?", 'en', /^Yes/, /kicked/],
    ["I cast Burst Lightning without kicker targeting my opponent's Serra Angel. Does it die?", 'en', /^No/, /Burst Lightning/],
    ["I cast Burst Lightning, not kicked, targeting my opponent's Serra Angel. Does it die?", 'en', /^No/, /Burst Lightning/],
    ['《Burst Lightning》をキッカーして相手の《Serra Angel》に唱えた。それは死にますか？', 'ja', /^はい/, /キッカー/],
    ['《Burst Lightning》をキッカーなしで相手の《Serra Angel》に唱えた。それは死にますか？', 'ja', /^いいえ/, /Burst Lightning/],
    // Overloaded, "target" reads "each" and the spell has no targets (702.96b): every nonland permanent it doesn't control.
    ["My opponent controls Grizzly Bears and Hill Giant. I cast Cyclonic Rift overloaded. What happens to Hill Giant?", 'en', /hand/, /702\.96a/],
    ["My opponent controls Grizzly Bears and Hill Giant. I cast Cyclonic Rift for its overload cost. What happens to Grizzly Bears?", 'en', /hand/, /\{6\}\{U\}/],
    ['相手は《Grizzly Bears》と《Hill Giant》をコントロールしている。《Cyclonic Rift》を超過で唱えた。《Hill Giant》は手札に戻る？', 'ja', /^はい/, /702\.96a/],
  ] as const)('%s THEN the choice said is the one made', async (q, lang, says, step) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
    expect(r.value.steps.map((s) => s.text).join('\n')).toMatch(step);
  });

  it.each([
    ["I cast Burst Lightning targeting my opponent's Serra Angel. Does it die?", 'en', /whether your Burst Lightning is kicked.*\{4\}/],
    ['《Burst Lightning》を相手の《Serra Angel》に唱えた。それは死にますか？', 'ja', /キッカーして.*唱えたのかどうか/],
    ["My opponent controls Grizzly Bears. I cast Cyclonic Rift targeting Grizzly Bears. What happens?", 'en', /overload cost \{6\}\{U\}/],
    ["I cast Into the Roil targeting my opponent's Grizzly Bears. What happens?", 'en', /kicked/],
  ] as const)('%s THEN whether the cost is paid is asked back', async (q, lang, says) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('needs_detail');
    expect(r.error.message).toMatch(says);
  });

  it.each([
    ["I cast Lightning Bolt with kicker targeting my opponent's Serra Angel. Does it die?", 'en'],
    ['相手の《Grizzly Bears》に《Lightning Bolt》を超過で唱えた。それは死にますか？', 'ja'],
  ] as const)('%s (a spell with no such cost) THEN it is not read as cast otherwise', async (q, lang) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('not_understood');
  });
});
