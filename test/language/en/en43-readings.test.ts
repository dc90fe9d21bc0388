/**
 * Issue 12, English as players write it (session 43, lang43en): wordings refused for their form alone — adverbs before a
 * card used as a verb, "trample the rest over" after a bare amount, counters asked with no kind, "doesn't attack" /
 * "stays home", "totals", a verb-first aside "(has flying)", P/T asked "this turn", "for a while", "this combat", and
 * "it" in a counters question with several creatures. Wordings of our own; each table has rows that must stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Shock', 'Grizzly Bears', 'Frogify', 'Serra Angel', 'Giant Growth', 'Hardened Scales', 'Vampire Nighthawk', "Ajani's Pridemate"]);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN "only", "still", "then" between the subject and a card used as a verb WHEN read THEN the card is cast (601.2)', () => {
  const ROWS: Row[] = [
    ['I only Shock their Grizzly Bears. Does it die?', 'dies', 'yes', '120.3'],
    ['My opponent put Frogify on my Serra Angel. If I then Giant Growth the Angel, what is its power?', 'is 4/4', null, '205.1a'],
    ['I still Shock their Grizzly Bears. Does it die?', 'dies', 'yes', '601.2a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN "I assign N and trample the rest over" WHEN the trampler has one blocker THEN N goes to it and the rest past it (702.19b)', () => {
  const ROWS: Row[] = [
    ['My 6/6 trample is blocked by a 2/2. I assign 2 and trample the rest over. How much damage does the opponent take?', 'takes 4', null, '510.1'],
    ['My 7/7 trample is blocked by a 3/3. I put 3 and trample the rest over. How much damage does the opponent take?', 'takes 4', null, '510.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Two blockers: which one gets the amount is not said; too little to the blocker: the engine says it can't be.)
  const STILL: [string, string][] = [
    ['My 6/6 trample is blocked by a 2/2 and a 1/1. I assign 2 and trample the rest over. How much damage does the opponent take?', 'not_understood'],
    ['My 6/6 trample is blocked by a 2/2. I assign 1 and trample the rest over. How much damage does the opponent take?', 'impossible'],
  ];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "how many counters" with no kind WHEN the story told one kind THEN that kind is counted (122.1)', () => {
  const ROWS: Row[] = [
    ['I put two +1/+1 counters on Grizzly Bears. How many counters does it have?', 'has 2 +1/+1 counters', null, '122.1'],
    ['I put two +1/+1 counters on Grizzly Bears. How many counters are on it?', 'has 2 +1/+1 counters', null, '122.1'],
    ['I control Hardened Scales. I put a +1/+1 counter on Grizzly Bears. How many counters does it get?', '2 +1/+1 counters are put', null, '614.1a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Two kinds told, or none: which counters are asked is not guessed.)
  const STILL: [string, string][] = [
    ['My Grizzly Bears has two +1/+1 counters. It gets a -1/-1 counter. How many counters does it have?', 'not_understood'],
    ['How many counters does my Grizzly Bears have?', 'not_understood'],
    ["I control Ajani's Pridemate and gain 3 life. How many counters does it get?", 'not_understood'],
  ];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "it" in a counters-put question WHEN several creatures are told and none had counters told put on it THEN it is asked back (122.1)', () => {
  const STILL: [string, string][] = [
    ["I attack with Vampire Nighthawk and my opponent doesn't block. I control Ajani's Pridemate. How many +1/+1 counters does it get?", 'ambiguous'],
    ["I control Ajani's Pridemate. I attack with Vampire Nighthawk and it isn't blocked. How many +1/+1 counters does it get?", 'ambiguous'],
  ];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
  it('named, it is answered', () =>
    answered("I attack with Vampire Nighthawk and my opponent doesn't block. I control Ajani's Pridemate. How many +1/+1 counters does Pridemate get?", '1 +1/+1 counter is put', null, '122.1'), 60_000);
});

describe('GIVEN "X doesn\'t attack", "X stays home", "I hold back X" WHEN read THEN X is not declared an attacker (508.1a)', () => {
  const ROWS: Row[] = [
    ["I attack with Serra Angel. My Grizzly Bears doesn't attack. How much damage does my opponent take?", 'takes 4', null, '508.1'],
    ["My Grizzly Bears stays home. My opponent attacks with a 3/3 and I don't block. What is my life?", '17', null, '510.1'],
    ['I hold back my Grizzly Bears and attack with Serra Angel. How much damage does my opponent take?', 'takes 4', null, '508.1'],
    ["I have Grizzly Bears. It doesn't attack. My opponent attacks with a 3/3. Can Grizzly Bears block?", 'can block', 'yes', '509.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Asked, "stays home" is no "attacks"; said of a creature told attacking, the words are against each other.)
  const STILL: [string, string][] = [
    ['Does my Grizzly Bears stay home?', 'not_understood'],
    ['Can my Grizzly Bears stay home?', 'not_understood'],
    ['My Serra Angel attacks. It stays home. How much damage does my opponent take?', 'not_understood'],
  ];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "Totals?", "what are the totals" WHEN asked THEN both life totals are answered (119.1)', () => {
  const ROWS: Row[] = [
    ["My opponent attacks with a 3/3 and I don't block. What are the totals?", 'Your life total is 17', null, '510.1'],
    ["My opponent attacks with a 3/3 and I don't block. Totals?", "The opponent's life total is 20", null, '510.1'],
    ["I attack with Serra Angel. My Grizzly Bears doesn't attack. Totals?", "The opponent's life total is 16", null, '508.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // ("the total" alone may be any amount.)
  const STILL: [string, string][] = [["My opponent attacks with a 3/3 and I don't block. What's the total?", 'not_understood']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN an aside that opens with its verb ("(has flying)") WHEN it follows a creature THEN it is said of that creature (702.9b)', () => {
  const ROWS: Row[] = [
    ['My opponent attacks me with a 2/2 (has flying). Can my Grizzly Bears block it?', "can't block", 'no', '509.1b'],
    ['My opponent attacks me with a 2/2 (has flying and first strike). Can my Grizzly Bears block it?', "can't block", 'no', '509.1b'],
    ['I attack with a 3/3 (has trample) and they block with a 1/1. How much damage do they take?', 'takes 2', null, '509.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Said of a card that has no flying: the words against the card are checked, never granted.)
  const STILL: [string, string][] = [['My opponent attacks me with Grizzly Bears (has flying). Can my Grizzly Bears block it?', 'needs_detail']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN P/T asked "this turn", "been out for a while", "this combat" WHEN the story stays in its turn THEN the state at its end is answered (514.2, 302.6)', () => {
  const ROWS: Row[] = [
    ["I cast Giant Growth on my Grizzly Bears. What's its power this turn?", 'is 5/5', null, '601.2a'],
    ['I cast Giant Growth on my Grizzly Bears. How big is it this turn?', 'is 5/5', null, '601.2a'],
    ['My Grizzly Bears has been out for a while. Can it attack?', 'can attack', 'yes', '508.1'],
    ['My Grizzly Bears has been out for a few turns. Can it attack?', 'can attack', 'yes', '508.1'],
    ["My opponent has 9 poison counters. I attack with a 1/1 with infect and they don't block. Do they lose this combat?", 'loses the game', 'yes', '104.2a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (After the turn has ended, "this turn" is no longer the story's turn.)
  const STILL: [string, string][] = [['I cast Giant Growth on my Grizzly Bears. At end of turn, what is its P/T this turn?', 'not_understood']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});
