/**
 * Issue 11 §2: "one of my Soldier tokens" says there are several without saying how many. Read as the one alone, the
 * others were dropped and "How many Soldier tokens do I have?" was answered 0 (a held-out question found it). The count is
 * asked back unless the group was told before, or made by a spell said with it ("from Raise the Alarm": as many as it creates, 111.1), ("I have three Soldier tokens. … one of my Soldier tokens"); a count said
 * with it ("one of my two 2/2s") is read as before; told of the turn's history it is some creature (turn-history.ts).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ Unsummon: '送還', 'Lightning Bolt': '稲妻', 'Grizzly Bears': '灰色熊', 'Raise the Alarm': '急報', 'Dragon Fodder': 'ドラゴンの餌', Shock: 'ショック' });
}, 120_000);

describe('GIVEN "one of my <plural>" with no count told', () => {
  it.each([
    ['They Unsummoned one of my Soldier tokens. How many Soldier tokens do I have?'],
    ['My opponent Bolts one of my 2/2s. How many creatures do I control?'],
  ])('%s THEN the count is asked back, never one assumed', (q) => refusedAs(() => deps)(q, 'not_understood', 'how many'));
});

describe('GIVEN the group counted or told before', () => {
  it.each([
    ['I have three Soldier tokens. They Unsummoned one of my Soldier tokens. How many Soldier tokens do I have?', 'third Soldier token', 'You have 2 Soldier tokens'],
    ['They Unsummoned one of my two Soldier tokens. How many Soldier tokens do I have?', 'second Soldier token', 'You have 1 Soldier token'],
    // Made by a spell named with them: as many as its instructions create (Raise the Alarm, Dragon Fodder: two).
    ['They Unsummoned one of my Soldier tokens from Raise the Alarm. How many Soldier tokens do I have?', 'second 1/1 white Soldier token', 'You have 1 Soldier token'],
    ["I Shock one of my opponent's Goblin tokens from Dragon Fodder. How many Goblin tokens do they have?", 'second', 'The opponent has 1 Goblin token'],
  ])('%s THEN it is one of them', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});
