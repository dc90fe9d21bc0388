/**
 * "Is it exiled?" of a creature exiled and returned in the run (a blink in response to removal): it doesn't stay in
 * exile, and the one back is a new object (400.7), so the removal aimed at the old one has no target (608.2b). The
 * answer was "Yes … (it ends up on the battlefield)", true of the blink but not of what was asked (fresh-eyes set, s43).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

const JA: Record<string, string> = { 'Swords to Plowshares': '剣を鍬に', Cloudshift: '雲隠れ', 'Grizzly Bears': '灰色熊', 'Path to Exile': '流刑への道' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(JA);
}, 120_000);

describe('GIVEN removal that exiles and a blink in response THEN "is it exiled?" is no: it is back, a new object (400.7, 608.2b)', () => {
  it.each([
    ['They cast Swords to Plowshares on my Grizzly Bears. In response I cast Cloudshift on it. Is my Bears exiled?', 'en', /^No\. Your Grizzly Bears doesn't stay in exile/],
    ['They Path to Exile my Grizzly Bears and I Cloudshift it in response. Does the Bears get exiled?', 'en', /^No\./],
    ['相手が私の《灰色熊》に《剣を鍬に》を唱えた。対応して《雲隠れ》を唱えた。熊は追放される？', 'ja', /^いいえ。あなたの《灰色熊》は追放されたままにはなりません/],
  ] as const)('%s', async (q, lang, answer) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
    expect(r.value.verdict).toBe('no');
    expect(r.value.steps.some((s) => s.rules.includes('608.2b'))).toBe(true);
  });
});

describe('GIVEN removal that exiles and no blink THEN it is exiled', () => {
  it.each([
    ['They cast Swords to Plowshares on my Grizzly Bears. Is it exiled?', 'en', /^Yes\. Your Grizzly Bears is put into exile/],
    ['相手が私の《灰色熊》に《剣を鍬に》を唱えた。熊は追放される？', 'ja', /^はい。/],
  ] as const)('%s', async (q, lang, answer) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
    expect(r.value.verdict).toBe('yes');
  });
});
