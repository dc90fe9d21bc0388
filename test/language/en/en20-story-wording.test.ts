/**
 * Issue 12, English as outsiders write it (session 20): story wording that was refused for its words alone.
 * Each table is one general construction, with variations beyond the shared sets; a form that is not read
 * must still be refused, never guessed. Summoning sickness 302.6; life totals 119.1; Bolt/Shock 120.3.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Lightning Bolt', 'Shock', 'Grizzly Bears', 'Savannah Lions', 'Llanowar Elves', 'Serra Angel']);
}, 120_000);

describe('GIVEN "since last turn" said of what a player has or controls WHEN asked THEN those objects are not summoning sick (302.6)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I've had Grizzly Bears since last turn. Can it attack?", 'Yes. Your Grizzly Bears can attack', 'yes'],
    ['I have controlled my Grizzly Bears since my last turn. Can it attack?', 'Yes. Your Grizzly Bears can attack', 'yes'],
    ['My opponent has had a Serra Angel since his last turn. Can it attack?', "Yes. The opponent's Serra Angel can attack", 'yes'],
    ['I have Grizzly Bears and Savannah Lions, both there since last turn. Can Grizzly Bears attack?', 'Yes. Your Grizzly Bears can attack', 'yes'],
    ['I had Llanowar Elves and Grizzly Bears, all there since last turn. I swung with everything. He had no blockers. How much damage was that?', 'takes 3 damage', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  const REFUSED: [string, string][] = [
    // A bare "last turn" says when, not since when: not read as "since".
    ['I had Grizzly Bears last turn. Can it attack?', 'not_understood'],
    ["I don't have Grizzly Bears since last turn. Can it attack?", 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN "both" then a verb that is also a card name WHEN a life total is told THEN it is both players\' total (119.1)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['Both started at 20. I Shock my opponent. What are the life totals?', "The opponent's life total is 18", null],
    ['We both started at 20. I Bolt my opponent. What is their life total?', "The opponent's life total is 17", null],
    ['I Shock my opponent. Both started at 20. What is their life total?', "The opponent's life total is 18", null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});
