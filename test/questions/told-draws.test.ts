/**
 * A draw of N cards told of a player (121.2), EN and JA, with questions of our own: "my opponent draws two cards",
 * "I drew a card", 「相手がカードを2枚引いた」「私は1枚ドローした」 are N draws, so draw triggers fire once each (603.2:
 * Sheoldred, the Apocalypse; Underworld Dreams) and the cards go to the hand, unseen from an undescribed library
 * (engine/hand.ts) — never a loss for drawing from a library the question didn't describe (121.4, 704.5b).
 * Refused: an uncounted draw ("draws cards", 「カードを引いた」), cards described beyond "card", and a draw told after
 * anything else happened or at a time said (what a spell or trigger drew: made again it would be drawn twice).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
    'Underworld Dreams': '地獄界の夢',
    'Divination': '予言',
    'Grizzly Bears': '灰色熊',
  });
}, 120_000);

describe('GIVEN a player told drawing N cards WHEN asked THEN N draws are made and each triggers (121.2, 603.2)', () => {
  const ROWS: [string, string][] = [
    ['I control Sheoldred, the Apocalypse. My opponent draws two cards. How much life does my opponent have?', "The opponent's life total is 16"],
    ['I control Sheoldred, the Apocalypse. My opponent drew 3 cards. What is my opponent\'s life total?', "The opponent's life total is 14"],
    ['I control Sheoldred, the Apocalypse. I draw a card. How much life do I have?', 'Your life total is 22'],
    ['I control Underworld Dreams. My opponent draws three cards. How much life does my opponent have?', "The opponent's life total is 17"],
    ['I control Underworld Dreams. I drew two cards. How much life do I have?', 'Your life total is 20'],
    ['《黙示録、シェオルドレッド》をコントロールしている。相手がカードを2枚引いた。相手のライフは？', '対戦相手のライフは16です'],
    ['《黙示録、シェオルドレッド》をコントロールしている。私は1枚ドローした。私のライフは？', 'あなたのライフは22です'],
    ['《地獄界の夢》をコントロールしている。対戦相手は三枚ドローした。対戦相手のライフは何点？', '対戦相手のライフは17です'],
    ['《地獄界の夢》をコントロールしている。対戦相手がカードを3枚引いた。対戦相手のライフは？', '対戦相手のライフは17です'],
    // Full-width digits (read through NFKC with the kanji numerals of language/kanji-numerals.ts).
    ['《地獄界の夢》をコントロールしている。対戦相手がカードを３枚引いた。対戦相手のライフは？', '対戦相手のライフは17です'],
  ];
  it.each(ROWS)('%s → %s', async (q, says) => {
    await answeredRight(() => deps)(q, says, null);
  }, 60_000);
});

describe('GIVEN a told draw from an undescribed library WHEN asked THEN the cards are unseen in hand and nobody loses (121.4)', () => {
  const ROWS: string[] = [
    'I have 2 cards in hand. I draw two cards. How many cards are in my hand?',
    'My opponent drew two cards. What happens?',
    '私はカードを2枚引いた。どうなる？',
  ];
  it.each(ROWS)('%s', async (q) => {
    const r = await answerQuestion(q, /[ぁ-ん]/u.test(q) ? 'ja' : 'en', deps);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.steps.some((x) => x.rules.includes('704.5b'))).toBe(false);
    expect(r.value.steps.filter((x) => x.rules.includes('121.1')).length).toBe(2);
  }, 60_000);
});

describe('GIVEN a draw whose count or cause is not read WHEN asked THEN refused, never guessed', () => {
  const ROWS: [string, string][] = [
    ['I control Sheoldred, the Apocalypse. My opponent draws cards. How much life does my opponent have?', 'not_understood'],
    ['I control Sheoldred, the Apocalypse. My opponent draws a creature card. How much life does my opponent have?', 'not_understood'],
    ['I control Sheoldred, the Apocalypse. I cast Divination and draw two cards. How much life do I have?', 'not_understood'],
    ['《地獄界の夢》をコントロールしている。対戦相手はカードを引いた。対戦相手のライフは何点？', 'not_understood'],
    // (After an attack or in a step of the turn, the draw may be what a trigger drew: made again it would be drawn twice.)
    ['I control Sheoldred, the Apocalypse. My Grizzly Bears attacks and my opponent draws a card. How much life does my opponent have?', 'not_understood'],
    ['I control Sheoldred, the Apocalypse. During my upkeep my opponent draws a card. How much life does my opponent have?', 'not_understood'],
  ];
  it.each(ROWS)('%s → %s', async (q, code) => {
    await refusedAs(() => deps)(q, code);
  }, 60_000);
});
