/**
 * Session 51: a count over every graveyard (Tarmogoyf's CDA, 604.3) with none of them described stops rather than
 * guess (404.2) and names every graveyard it needs at once, so one reply is enough to fill them in; the reply says the
 * stop once, not behind a second "I can't model this part" lead (render/stop-sentences.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ Tarmogoyf: 'タルモゴイフ', 'Lightning Bolt': '稲妻', Forest: '森' });
}, 120_000);

const refusal = async (q: string, lang: 'en' | 'ja') => {
  const r = await answerQuestion(q, lang, deps);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error.message;
};

describe('GIVEN a graveyard count with graveyards not described THEN every one is asked for, once', () => {
  it('EN: both graveyards named, the stop said once', async () => {
    const m = await refusal('How big is Tarmogoyf?', 'en');
    expect(m).toMatch(/doesn't describe your graveyard or the opponent's/);
    expect(m).toMatch(/each graveyard/);
    expect(m.match(/guess/g)?.length).toBe(1);
  });

  it('EN: one graveyard told, the other still asked for', async () => {
    const m = await refusal('My graveyard has a Lightning Bolt and a Forest. How big is Tarmogoyf?', 'en');
    expect(m).toMatch(/doesn't describe the opponent's graveyard,/);
  });

  it('JA: both graveyards named, the stop said once', async () => {
    const m = await refusal('《タルモゴイフ》のサイズは？', 'ja');
    expect(m).toMatch(/あなたの墓地と対戦相手の墓地が書かれておらず/);
    expect(m.match(/推測/g)?.length).toBe(1);
  });

  it('EN: both told, answered (205.2a: instant and land are two card types)', async () => {
    const r = await answerQuestion("My graveyard has a Lightning Bolt and a Forest, my opponent's graveyard is empty. How big is Tarmogoyf?", 'en', deps);
    expect(r.ok ? r.value.answer : r.error.message).toMatch(/2\/3/);
  });
});
