/**
 * Issue 12, English as players write it (session 25, second pass): constructions refused for their form alone. Each
 * table is one class with wordings of our own (never the dev sets' questions); a form that is not modelled stays
 * refused, naming the gap. Each answered row names a rule its trace cites.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps([
    'Grizzly Bears', 'Lightning Bolt', 'Giant Growth', 'Lignify', 'Essence Scatter', 'Counterspell', 'Negate', 'Divination',
    'Thalia, Guardian of Thraben', 'Llanowar Elves', 'Wrath of God', 'Blood Artist', 'Glorious Anthem',
  ]);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);

describe('GIVEN a card name ending in "y" used as a verb ("Lignified") WHEN it is read THEN it is that card cast at the object, as "Shocked" is', () => {
  const ROWS: Row[] = [
    // (613.4b: Lignify sets the base P/T to 0/4; counters apply after, 613.4c.)
    ['My 3/3 got Lignified. What is its power and toughness?', 'is 0/4', null, '613.4b'],
    ['My opponent Lignified my 3/3 with a +1/+1 counter on it. What size is it?', 'is 1/5', null, '613.4c'],
    // (The plain "-ed" on the whole name is read as before.)
    ['My 3/3 got Lignifyed. What is its power and toughness?', 'is 0/4', null, '613.4b'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  const REFUSED: [string, string][] = [
    // (A name no card has, with "-ied", is still an unknown card: the stem is never guessed.)
    ['My 3/3 got Fluffified. What is its power?', 'unknown_card'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN a cast asked with the purpose "to counter X" WHEN X is a spell THEN it is "Can I counter X with Y?": the counterspell cast at X in response, and whether X is countered is the answer (701.6a, 115.1)', () => {
  const ROWS: Row[] = [
    ['Can I cast Counterspell to counter my opponent\'s Divination?', 'is countered', 'yes', '701.6a'],
    ['Can I use Negate to counter a Divination?', 'is countered', 'yes', '701.6a'],
    // (Essence Scatter targets a creature spell only: Lightning Bolt is no legal target, 115.1.)
    ['Could I use Essence Scatter to counter his Lightning Bolt?', "can't cast Essence Scatter", 'no', '115.1'],
    ['Can I cast Essence Scatter to counter a Grizzly Bears?', 'is countered', 'yes', '701.6a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  const REFUSED: [string, string][] = [
    // A player, or a permanent told on the battlefield, is no spell: named back, never made one.
    ['Can I cast Counterspell to counter my opponent?', 'not_understood'],
    ['My opponent controls Grizzly Bears. Can I cast Counterspell to counter the Grizzly Bears?', 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN a permanent told of each player ("each player controls X", "my opponent and I each control X") WHEN read THEN each player controls one of it (108.4), never one shared', () => {
  const ROWS: Row[] = [
    // (Wrath of God destroys both, 701.8a.)
    ['Each player controls Grizzly Bears. My opponent casts Wrath of God. Does my Grizzly Bears die?', 'Yes', 'yes', '701.8'],
    ['My opponent and I each control Grizzly Bears. I cast Wrath of God. How many creatures die?', "the opponent's Grizzly Bears", null, '701.8'],
    // (Each Glorious Anthem affects its controller's creatures only: +1/+1 once, 613.4c.)
    ['Each player controls Glorious Anthem. I control a 2/2. What size is it?', 'is 3/3', null, '613'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (The legend rule looks at one player's permanents only, 704.5j: each keeps their own.)
  it('My opponent and I each control Thalia, Guardian of Thraben. Does my Thalia die?', () => answeredRight(() => deps)('My opponent and I each control Thalia, Guardian of Thraben. Does my Thalia die?', 'survives', 'no'));
  const REFUSED: [string, string][] = [
    // A count said of each ("two each, or two in all?"), or no "each" at all (one shared?): named, never guessed.
    ['My opponent and I each control two Grizzly Bears. I cast Wrath of God. How many creatures die?', 'not_understood'],
    ['My opponent and I control Grizzly Bears. I cast Wrath of God. Does my Grizzly Bears die?', 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN "my opponent has none" with its noun left out WHEN every object told before is a creature THEN it says the player has no creatures (a closed-world statement), never a pronoun for one told', () => {
  const ROWS: Row[] = [
    // (No blockers: all 5 damage is dealt to the player, 510.1.)
    ['I control a 3/3 and a 2/2, my opponent has none. I attack with both. What is my opponent\'s life total?', 'is 15', null, '510'],
    ['I have Grizzly Bears and Llanowar Elves and my opponent controls none. I attack with Grizzly Bears. How much life does my opponent have?', 'is 18', null, '510'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  const REFUSED: [string, string][] = [
    // (Told objects of several kinds: which kind "none" leaves out is not guessed.)
    ['I control Glorious Anthem and Grizzly Bears, my opponent controls none. What size is my Grizzly Bears?', 'ambiguous'],
    // (A creature "none" denies after it is told is a contradiction, never passed over.)
    ['I control a 3/3 and my opponent has none. My opponent blocks with a 2/2. Does my 3/3 die?', 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});
