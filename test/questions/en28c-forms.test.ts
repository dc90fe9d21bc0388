/**
 * English forms of dev set s28 (issue 12: real wording read by general means).
 * §1 Either/or at the end (issue 12 §5): "do they end at 4 or 7?", "is it 3/4 or 4/3 now?" — the yes/no asked of
 * each value offered; the reply names the one the engine's result matches, or says neither does (then gives the
 * result). An option is never picked by the words: three values, two shapes, or two pairs stay refused.
 * §2 A player asked to end at / go to / drop to a life total: the life-at yes/no (119.1), as "am I at 7?" is.
 * §3 "It has no haste": a described creature told before said to lack a keyword — true of it, read; of one told to
 * have it, a contradiction; where a card, quoted text or an effect could give it the keyword, named (not assumed).
 * Expected values worked out by hand from the rules cited per row.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', 'Giant Growth': '巨大化', Shock: 'ショック', 'Grizzly Bears': '灰色熊' });
}, 120_000);

describe('GIVEN a question ending in two offered values THEN the value the result matches is named (issue 12 §5)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // Double strike: 3 in the first-strike step and 3 in the regular one (702.4b): 10 - 6 = 4.
    ['opp at 10, I swing with an unblocked 3/3 double striker. do they end at 4 or 7?', '4. The opponent', null],
    ['opp at 10, I swing with an unblocked 3/3 double striker. do they end at 7 or 4?', '4. The opponent', null],
    // Bolt: 3 damage to the player (120.3a): 12 - 3 = 9.
    ["He's at 12 and I Lightning Bolt him. Does he drop to 9 or 8?", '9. The opponent', null],
    ["He's at 12 and I Lightning Bolt him. Is he at 10 or 8?", 'Neither 10 nor 8. The opponent', null],
    // Switching is applied last in layer 7 (613.4d): 1/4 +2/+0 = 3/4, switched to 4/3.
    ['1/4 creature. I switched its power and toughness first, and after that gave it +2/+0. is it 3/4 or 4/3 now?', '4/3. Your 1/4 creature is 4/3', null],
    ['My 2/2 gets +3/+3 until end of turn. Is it 5/5 or 2/2 now?', '5/5. ', null],
    ['My 2/2 gets +3/+3 until end of turn. Is it 4/4 or 2/2 now?', 'Neither 4/4 nor 2/2', null],
    // Three 2/2 double strikers unblocked: 2 twice each (702.4b).
    ['I attack with three 2/2s with double strike, no blocks. do they take 8 or 12 damage?', '12. The opponent takes 12 damage', null],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN offered values the engine can not settle one of THEN refused, never picked', () => {
  const ROWS: [string, string][] = [
    // Three values: only a pair is a choice between two yes/no questions.
    ['My 2/2 gets +3/+3 until end of turn. Is it 5/5 or 2/2 or 4/4 now?', 'not_understood'],
    // Two shapes: a size and a number are not one question asked twice.
    ['My 2/2 gets +3/+3 until end of turn. Is it 5/5 or 5 now?', 'not_understood'],
  ];
  it.each(ROWS)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN a player asked to end at / go to a life total THEN the life-at yes/no (119.1)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['opp at 10, I swing with an unblocked 3/3 double striker. do they end up at 4?', 'Yes. The opponent', 'yes'],
    ['opp at 10, I swing with an unblocked 3/3 double striker. do they go to 7?', 'No. The opponent', 'no'],
    ["He's at 12 and I Lightning Bolt him. Will he drop to 9?", 'Yes. The opponent', 'yes'],
    ["I'm at 5 and my opponent Shocks me. Do I end at 3?", 'Yes. Your life total is 3', 'yes'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN a creature told before said to lack a keyword THEN the fact is read (a described creature has only what it is told)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // Summoning sickness (302.6): no haste told, none to have.
    ["can i attack with a creature i cast this turn? it has no haste", "can't attack", 'no'],
    ['My 2/2 came into play this turn. It has no haste. Can it attack?', "can't attack", 'no'],
    // Flying attacker: only flying or reach blocks it (702.9b).
    ['My 2/2 has no flying. Can it block a 3/3 flyer? It has no reach.', "can't block", 'no'],
    ['can my 2/2 block their 3/3 flyer? the 2/2 has no reach', "can't block", 'no'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN a lacked keyword the board could give THEN refused, never assumed', () => {
  const ROWS: [string, string][] = [
    // A card's abilities are the card's text, not the words.
    ['I cast Grizzly Bears this turn. It has no haste. Can I attack with it?', 'not_understood'],
    // Told to have it, then to lack it.
    ['My 2/2 has haste. It has no haste. Can it attack?', 'not_understood'],
    // An effect told before could have given it (613.1f).
    ['My 2/2 gets +1/+1 until end of turn. It has no flying. Can it block a 3/3 flyer?', 'not_understood'],
  ];
  it.each(ROWS)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});
