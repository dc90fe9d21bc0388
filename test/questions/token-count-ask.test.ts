/**
 * "How many soldiers?", "How many Beast tokens do I have now?", "Tokens?" (issue 12): how many tokens — or,
 * with the subtype said alone, permanents of that subtype (205.3) — are on the battlefield once the story has
 * happened, counted from the run's final state: a token that left the battlefield ceased to exist (111.7,
 * 704.5d), a replacement can make more of them (614.1a) or stop the trigger that makes them. "How many
 * tokens do I get?" (what was made) is a different ask (events.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  const names = ['Raise the Alarm', 'Parallel Lives', 'Elite Vanguard', 'Thragtusk', 'Murder', 'Pyroclasm', 'Wurmcoil Engine', 'Rest in Peace', 'Serra Angel', 'Vampire Nighthawk'];
  deps = await realCardDeps({ ...Object.fromEntries(names.map((n) => [n, n])), 'Grave Titan': '墓所のタイタン' });
}, 120_000);

describe('GIVEN a story that makes or removes tokens, and a count of them asked', () => {
  it.each([
    // 614.1a: Parallel Lives doubles the two Soldiers.
    ['I control Parallel Lives and cast Raise the Alarm. How many soldiers?', /^You have 4 Soldiers on the battlefield\./],
    // 205.3: "soldiers" alone counts Elite Vanguard (a Human Soldier) too.
    ['I control Elite Vanguard and cast Raise the Alarm. How many soldiers do I have?', /^You have 3 Soldiers on the battlefield\./],
    // Tokens told before the story are on the battlefield too.
    ['I have two 1/1 white Soldier creature tokens. I cast Raise the Alarm. How many Soldier tokens do I have?', /^You have 4 Soldier tokens on the battlefield\./],
    // 603.6c: Thragtusk leaving makes one Beast.
    ['I control Thragtusk. Opponent casts Murder on it. How many Beast tokens do I have now?', /^You have 1 Beast token on the battlefield\./],
    // 704.5d, 111.7: the Soldiers Pyroclasm killed are gone.
    ['I cast Raise the Alarm, then my opponent casts Pyroclasm. How many Soldier tokens do I have?', /^You have 0 Soldier tokens on the battlefield\./],
    // Wurmcoil's dies trigger: two Wurms for its controller.
    ["My opponent's Wurmcoil Engine dies. Tokens?", /^The opponent has 2 tokens on the battlefield\./],
    ["My opponent's Wurmcoil Engine dies. How many tokens does my opponent have?", /^The opponent has 2 tokens on the battlefield\./],
    // 614.1a, 700.4: Rest in Peace exiles it instead: it never dies, so no Wurms.
    ["Rest in Peace is out. I cast Murder on my opponent's Wurmcoil Engine. Tokens?", /^There are no tokens on the battlefield\./],
  ] as const)('%s THEN counted', async (q, says) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
  });
});

describe('GIVEN creatures counted by keywords ("deathtouch flyers", "lifelink creatures") WHEN asked after a story THEN every creature with each keyword at the end is counted (613)', () => {
  it.each([
    // Grave Titan has deathtouch; its two Zombies don't.
    ['I control Serra Angel and cast Grave Titan. How many deathtouch creatures do I have?', 'en', /^You have 1 creature with deathtouch on the battlefield\./],
    // 704.5g: Pyroclasm's 2 damage leaves the 4/4 Angel standing.
    ['I control Serra Angel. I cast Grave Titan, then my opponent casts Pyroclasm. How many flyers do I end up with?', 'en', /^You have 1 creature with flying on the battlefield\./],
    // (Nighthawk is a 2/3: Pyroclasm's 2 damage doesn't kill it.)
    ['My opponent controls Vampire Nighthawk and I cast Pyroclasm. How many deathtouch flyers does my opponent have?', 'en', /^The opponent has 1 creature with deathtouch and flying on the battlefield\./],
    ['My opponent controls Vampire Nighthawk and Serra Angel. I cast Pyroclasm twice. How many lifelink creatures does my opponent have left?', 'en', /^The opponent has 0 creatures with lifelink on the battlefield\./],
    ['墓所のタイタンを唱えた。接死を持つクリーチャーは何体？', 'ja', /^戦場にあるあなたの接死を持つクリーチャーは1体です。/],
  ] as const)('%s THEN counted', async (q, lang, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
  });
});

describe('GIVEN a count asked with nothing having happened, or of a group said with more than a subtype', () => {
  it.each([
    // Nothing happened: the count would only repeat the question's own story (not read as this ask).
    'I have two 1/1 Soldier tokens. How many soldiers?',
    // "creatures" is not a token count.
    'I cast Raise the Alarm. How many creatures do I have?',
  ] as const)('%s THEN not answered as a token count', async (q) => {
    const r = await answerQuestion(q, 'en', deps);
    if (r.ok) expect(r.value.answer).not.toMatch(/on the battlefield\./);
  });
});
