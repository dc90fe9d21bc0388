/**
 * No confident answer over words not understood (issue 11): an English word no lexicon knows is named back
 * (not_understood) wherever it stands — a verb after "and" or "then", an adverb, a participle after a comma, a word
 * in parentheses, a word opening the message or closing the question — and a Japanese word with する's forms
 * written onto it is a verb of the story, named the same. Chat filler ("please", "well", "um", "cheers",
 * 「えっと」) is known as filler and still passed over.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', "Tezzeret's Gambit": 'テゼレットの計略', 'Shock': 'ショック' });
}, 120_000);

describe('GIVEN a word no lexicon knows, THEN it is named back, never passed over', () => {
  const ROWS: [string, string][] = [
    ["I cast Tezzeret's Gambit and frobnicate, choosing my opponent. How many poison counters does my opponent have?", 'frobnicate'],
    ["I cast Lightning Bolt targeting my opponent and then wibble. What is my opponent's life?", 'wibble'],
    ["I quizzically cast Lightning Bolt targeting my opponent. What is my opponent's life?", 'quizzically'],
    ["I cast Shock targeting my opponent, zorbing. What is my opponent's life?", 'zorbing'],
    ["I cast Lightning Bolt (blarfed) targeting my opponent. What is my opponent's life?", 'blarfed'],
    ["Blorp, I cast Shock targeting my opponent. What is my opponent's life?", 'Blorp'],
    ["I cast Lightning Bolt targeting my opponent. What is my opponent's life after the snarf?", 'snarf'],
    ['《稲妻》を相手に唱えて、ぷよぷよした。相手のライフは?', 'ぷよぷよした'],
    ['《稲妻》を唱えてフロブニケートした。相手のライフは?', 'フロブニケート'],
  ];
  it.each(ROWS)('%s → names %s', (q, says) => refusedAs(() => deps)(q, 'not_understood', says), 60_000);
});

describe('GIVEN chat filler around a question, THEN it is passed over and the question answered', () => {
  const ROWS: [string, string][] = [
    ["Well, I cast Lightning Bolt targeting my opponent. So what is my opponent's life? Thanks!", '17'],
    ["Um, basically I cast Shock targeting my opponent, tbh. What is my opponent's life? Cheers, much appreciated", '18'],
    ["Please, I cast Lightning Bolt targeting my opponent. Ok so what is my opponent's life?", '17'],
    ['えっと、《稲妻》を相手に唱えた。相手のライフは?', '17'],
  ];
  it.each(ROWS)('%s → %s', (q, says) => answeredRight(() => deps)(q, says, null), 60_000);
});
