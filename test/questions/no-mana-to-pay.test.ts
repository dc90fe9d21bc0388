/**
 * "… and they've got no mana left": a player told to have no mana, with nothing told that makes any, can't pay "unless
 * its controller pays {N}" (118.3, 118.12a) — the spell is countered, never asked back. Told a permanent of theirs that
 * may add mana (Llanowar Elves, a land), whether they pay is still their choice: asked back.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Counterspell: '対抗呪文', 'Spell Pierce': '呪文貫き', Shock: 'ショック', 'Mana Leak': 'マナ漏出', 'Llanowar Elves': 'ラノワールのエルフ', 'Hulking Raptor': 'Hulking Raptor', Murder: '殺害' });
}, 120_000);

describe('GIVEN the payer of an "unless pays" told to have no mana', () => {
  it.each([
    ["I bolt their face, they Counterspell it, I Spell Pierce the Counterspell and they've got no mana left. What's their life total?", 'no mana', '17'],
    ["My opponent has no mana. They cast Shock at my face and I respond with Mana Leak. What's my life total?", 'no mana', '20'],
    ['相手はマナがない。相手が私に《ショック》を撃ったので、対応して《マナ漏出》を唱えた。私のライフは？', 'マナ', '20'],
  ])('%s THEN it is not paid (118.3)', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));

  it.each([
    ["My opponent has no mana but controls Llanowar Elves. They cast Shock at my face and I respond with Mana Leak. What's my life total?"],
    ["They cast Shock at my face and I respond with Mana Leak. What's my life total?"],
  ])('%s THEN whether they pay is asked back', (q) => refusedAs(() => deps)(q, 'needs_detail', '{3}'));
});

/*
 * "… and I have no mana left for the ward": the same two facts (no mana; the payment asked is ward's, 702.21a) and the same
 * one rule (cannotPayMana, questions/board-mana.ts) — before session 50 this reading decided "not paid" by itself, blind to
 * a told permanent that may add mana.
 */
describe('GIVEN the payer of a ward cost told to have no mana for the ward', () => {
  it.each([
    ["I cast Murder on their Hulking Raptor and I don't have any mana left for the ward. Is the Raptor still alive?", 'you have no mana from lands', 'Yes.'],
    ['My opponent Shocks my Hulking Raptor and has no mana for the ward. Is my Raptor still on the battlefield?', 'the opponent has no mana from lands', 'Yes.'],
  ])('%s THEN it is not paid (118.3, 702.21a)', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));

  it('GIVEN a permanent of theirs that may add mana told THEN whether they pay is asked back', () =>
    refusedAs(() => deps)('My opponent controls Llanowar Elves. They cast Shock on my Hulking Raptor and have no mana left for the ward. Does the Raptor die?', 'needs_detail', '{2}'));
  it('GIVEN the ward also told as paid THEN neither is picked', () =>
    refusedAs(() => deps)('I Shock their Hulking Raptor. I have no mana for the ward. I pay the ward cost. Does it die?', 'not_understood'));
});
