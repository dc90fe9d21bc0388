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
  deps = await realCardDeps(['Abrade', 'Boros Charm', 'Grizzly Bears', 'Hill Giant', 'Ornithopter']);
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
    ['相手の《Ornithopter》に《Abrade》を2番目のモードで唱えた。それは死にますか？', 'ja', /モード「Destroy target artifact\.」/],
  ] as const)('%s THEN the mode said is the one chosen (601.2b)', async (q, lang, step) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.steps.map((s) => s.text).join('\n')).toMatch(step);
    expect(r.value.understood).not.toMatch(/no mode was said|モードは書かれていません/);
  });
});
