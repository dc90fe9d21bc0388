/**
 * /ask about the cards in a hand at the end of a turn: a hand told by its count ("I have 9 cards in
 * hand") is described — the cards it names and, for the rest, cards nobody named (engine/hand.ts) —
 * and the cleanup step discards down to the maximum hand size (514.1, 402.2). A hand whose count the
 * question didn't give is never counted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Reliquary Tower': '秘宝の塔', 'Lightning Bolt': '稲妻', 'Minamo Scrollkeeper': '水面院の巻物番', Divination: '予言', 'Thought Scour': '思考掃き' });
}, 120_000);

describe('GIVEN a hand told by its count', () => {
  it.each([
    // 514.1: 9 cards, maximum 7: two are discarded (which makes no difference: none is named).
    ['I have 9 cards in hand and end my turn. How many cards are in my hand?', /^There are 7 cards in your hand \(after discarding 2 in the cleanup step, 514\.1\)/],
    // 402.2: Reliquary Tower: no maximum.
    ['I control Reliquary Tower. I have 10 cards in hand and end my turn. How many cards are in my hand?', /^There are 10 cards in your hand\./],
    // "Your maximum hand size is increased by one": 8.
    ['I control Minamo Scrollkeeper. I have 10 cards in hand and end my turn. How many cards are in my hand?', /^There are 8 cards in your hand/],
    // The cast spell was one of the 8 (told before it was cast): 7 left, no discard.
    ['I have 8 cards in hand and cast Lightning Bolt at my opponent. I end my turn. How many cards are in my hand?', /^There are 7 cards in your hand\./],
    // 514.1: only the active player discards.
    ['My opponent has 9 cards in hand. I end my turn. How many cards does my opponent have in hand?', /^There are 9 cards in the opponent's hand\./],
  ] as const)('%s THEN answered', async (q, says) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
    expect(r.value.steps.some((s) => s.rules.includes('514.1')) || !/discarding/.test(r.value.answer)).toBe(true);
  });
});

describe('GIVEN a hand whose count the answer would need and the question did not give', () => {
  it.each([
    ['I end my turn. How many cards are in my hand?', 'unmodelled', /doesn't say how many it held \(402\.1\)/],
  ] as const)('%s THEN refused', async (q, code, says) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    if (code !== null) expect(r.error.code).toBe(code);
    if (says !== null) expect(r.error.message).toMatch(says);
  });
});

/**
 * A library told by its count ("I have exactly one card left in my library") is all of it (401.1): a draw
 * past it fails and that player loses (121.4, 704.5b). Its cards are nobody's named cards: a story that does
 * more with them than draw them (mill, reveal, …) is refused, since that would rest on what they are.
 */
describe('GIVEN a library told by its count', () => {
  it.each([
    ['I have exactly one card left in my library and I cast Divination. What happens?', /^You lose the game/, '704.5b'],
    ['I have 1 card in my library. I cast Divination. Do I lose?', /^Yes\./, '704.5b'],
    ['I have 2 cards left in my library and I cast Divination. Do I lose the game?', /^No\./, '121.1'],
  ] as const)('%s THEN answered', async (q, says, rule) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(/card.? in your library/);
    expect(r.value.answer).toMatch(says);
    expect(r.value.steps.flatMap((s) => s.rules)).toContain(rule);
  });

  it('THEN a story that mills those cards is refused, never answered from placeholder cards', async () => {
    const r = await answerQuestion('I have 3 cards in my library. I cast Thought Scour targeting myself. What happens?', 'en', deps);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('unmodelled');
  });
});
