/**
 * Issue 11 §3, facts follow the engine's state: a card told in a graveyard (or hand) is named by that place while it is
 * there, and as a permanent once the run has put it onto the battlefield (a new object, 400.7) — an answer never calls a
 * creature on the battlefield "… in your graveyard". The restatement keeps the place told: it says what was set up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { langOf, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', Reanimate: '再活性', 'Lightning Bolt': '稲妻', "Goryo's Vengeance": '御霊の復讐', 'Isamaru, Hound of Konda': '今田家の猟犬、勇丸' });
}, 120_000);

describe('GIVEN a card told in a graveyard that the run returns to the battlefield WHEN the answer names it THEN it is named as a permanent', () => {
  it.each([
    ["My Grizzly Bears is in my graveyard. I cast Reanimate on it. What's its power and toughness?", 'Grizzly Bears in your graveyard', 'Your Grizzly Bears is 2/2.'],
    ['There is a Grizzly Bears in my graveyard and I Reanimate it. Where does it end up?', 'Grizzly Bears in your graveyard', 'Your Grizzly Bears enters the battlefield'],
    ["Their Hill Giant is in their graveyard. I cast Reanimate on it. What's its power and toughness?", "Hill Giant in the opponent's graveyard", "The opponent's Hill Giant is 3/3."],
    // (Returned, then exiled at the end step: it was a permanent since — not "the card in your graveyard".)
    ["Isamaru, Hound of Konda is in my graveyard and I cast Goryo's Vengeance targeting it. Then the turn ends. Where does Isamaru end up?", 'Isamaru, Hound of Konda in your graveyard', 'Your Isamaru, Hound of Konda ends up in exile.'],
    ['墓地に《灰色熊》がある。《再活性》でそれを対象にした。灰色熊のパワーは？', '墓地の《灰色熊》', 'あなたの《灰色熊》は2/2'],
  ])('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);
});

describe('GIVEN a card told in a graveyard that stays there WHEN the answer names it THEN the place told still names it', () => {
  it('Grizzly Bears stays in the graveyard', () =>
    restatedAnswering(() => deps)("My Grizzly Bears is in my graveyard. I cast Lightning Bolt at my opponent. Where does my Grizzly Bears end up?", 'Grizzly Bears in your graveyard', 'Grizzly Bears in your graveyard'), 60_000);
});

describe('GIVEN a creature that attacked and then changed zones before the turn ended WHEN the trace says the attacks are forgotten THEN no internal id is shown (400.7)', () => {
  it.each([
    ["Isamaru, Hound of Konda is in my graveyard. I cast Goryo's Vengeance on it, it attacks and isn't blocked, then the turn ends. Where is Isamaru?"],
    ['墓地の《今田家の猟犬、勇丸》を対象に《御霊の復讐》を唱えた。勇丸で攻撃して、ターンが終わった。勇丸はどこ？'],
  ])('%s', async (q) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(/exile|追放/);
    expect(r.value.steps.filter((s) => /\b[a-z]+\d+~\d+\b/.test(s.text)).map((s) => s.text)).toEqual([]);
  }, 60_000);
});

describe('GIVEN an action that follows its object to the new object it became WHEN the step is said in English THEN a permanent is "on" the battlefield', () => {
  it('Goryo\'s Vengeance, then an attack', async () => {
    const r = await answerQuestion("Isamaru, Hound of Konda is in my graveyard. I cast Goryo's Vengeance on it and it attacks. How much damage does my opponent take?", 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const follows = r.value.steps.filter((s) => s.text.includes('has become a new object')).map((s) => s.text);
    expect(follows.length).toBeGreaterThan(0);
    for (const t of follows) expect(t).toContain('on the battlefield)');
  }, 60_000);
});
