/**
 * English combat questions as players type them in chat (session 30, h1): the anaphors "which one", "or just one",
 * "all of them", "how much goes to the player" with no noun, "the numbers" asked after combat, and the most past the
 * blockers told as what a player wants to assign. Each table is one sentence shape with wordings of our
 * own (other cards, sizes and verbs than the dev sets'); a neighbour the shape doesn't cover stays refused. Each
 * answered row names a rule its trace cites.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears', 'Llanowar Elves', 'Giant Growth', 'Glistener Elf', 'Colossal Dreadmaw']);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN "which one" WHEN asked of the creatures told THEN "one" is their noun, as "which creature" (510.1, 704.5g)', () => {
  const ROWS: Row[] = [
    ['My 3/3 is blocked by their 2/2. Which one survives?', 'Still on the battlefield: your 3/3 creature', null, '510.1'],
    ['Their 4/4 is blocked by my Grizzly Bears. Which one dies?', 'Died: Grizzly Bears', null, '510.1'],
    ['Which one dies if my Llanowar Elves blocks their 2/2?', 'Died: Llanowar Elves', null, '510.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // ("which one of them": a partitive after it is not this shape; left unread.)
  it.each([['My 3/3 is blocked by their 2/2 and their 1/1. Which one of them dies?', 'not_understood']])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN a yes/no of two creatures put against a count with "or" ("or just one", "or neither") THEN each one\'s line answers it (510.1, 704.5g)', () => {
  const ROWS: Row[] = [
    ['My 2/2 first striker is blocked by their 2/2 first striker. Do both die or just one?', 'The opponent\'s 2/2 first strike creature dies', 'yes', '510.4'],
    ['Grizzly Bears blocks their 3/3. Do both die or only one?', 'No, not both. Your Grizzly Bears dies', 'no', '510.1'],
    ['My 3/3 is blocked by their 3/3. Do they both survive or just one?', "The opponent's 3/3 creature dies", 'no', '510.1'],
    ['My 4/4 is blocked by their 2/2. Do both die or neither?', 'Your 4/4 creature survives (with 2 damage marked)', 'no', '510.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (An object named after "or" is no count: which of the yes/no it would turn is not read.)
  it.each([['My 3/3 is blocked by their 2/2. Do both die or just the 2/2?', 'not_understood']])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "attack with all of them" THEN every one of the creatures just told together attacks (508.1a)', () => {
  const ROWS: Row[] = [
    ['I have three 2/2s and attack with all of them. They block one with a 3/3. How much damage do they take?', 'The opponent takes 4 damage', null, '508.1a'],
    ["I control Grizzly Bears and a 3/3 and swing with all of them. No blocks. What's my opponent's life?", "The opponent's life total is 15", null, '510.1'],
    ['I have two 2/2s and a 1/1, I cast Giant Growth on the 1/1 and attack with all of those. How much damage does my opponent take?', 'The opponent takes 8 damage', null, '508.1a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (With one creature told, "all of them" names no group: asked back, never the one creature alone. With both players'
  // creatures told, "them" may be either group — their two 3/3s were made to attack — so it is asked back too.)
  it.each([
    ['I have a 2/2. I attack with all of them. How much damage do they take?', 'not_understood'],
    ['I have two 2/2s and they have two 3/3s. I attack with all of them. How much damage do they take?', 'not_understood'],
    ['I have a 2/2 and a 3/3, they have a 1/1 and a 4/4. I attack with all of them. How much damage do they take?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "how much goes to the player" with no noun THEN it is the damage that player is dealt (510.1c, 702.19c)', () => {
  const ROWS: Row[] = [
    ['My 5/5 with trample is blocked by their 2/2. How much goes to the player in total?', 'The opponent takes 3 damage', null, '510.1'],
    ['My 4/4 trampler is blocked by Grizzly Bears. How much gets to them?', 'The opponent takes 2 damage', null, '510.1'],
    ['My 6/6 with trample is blocked by their 1/1. How much goes to my opponent?', 'The opponent takes 5 damage', null, '510.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (What goes to a creature is not read so: the damage it is assigned is asked another way. Nor what goes to the player
  // whose creature attacks: after a lifelinker's attack that is the life gained, never "you take 0 damage".)
  it.each([
    ['My 4/4 with trample is blocked by their 2/2. How much goes to the 2/2?', 'not_understood'],
    ["My 3/3 with lifelink attacks and isn't blocked. How much goes to me?", 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "what are the numbers (after combat damage)?" THEN the end result: life, poison and damage as the story leaves them (510.2, 120.3)', () => {
  const ROWS: Row[] = [
    ["My 3/3 with lifelink attacks, no blocks. I'm at 20. What are the numbers after combat damage?", 'Life: you 20 → 23, the opponent 20 → 17', null, '702.15b'],
    ["Glistener Elf attacks and they don't block. What are the final numbers?", 'Poison counters: the opponent 0 → 1', null, '702.90b'],
    ['My 3/3 attacks and is blocked by their 2/2. Final numbers?', "Died: the opponent's 2/2 creature", null, '510.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // ("the numbers on my 2/2": a creature's numbers are its size, not the end result; left unread.)
  it.each([['What are the numbers on my 2/2 after I cast Giant Growth on it?', 'not_understood']])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "wants to assign as much damage as possible to the player" THEN the most past the blockers, trample said or the card\'s own (510.1c-d, 702.19b)', () => {
  const ROWS: Row[] = [
    ['Colossal Dreadmaw attacks and is blocked by their 2/2. The attacking player wants to assign as much damage as possible to the defending player. What is their life?', "The opponent's life total is 16", null, '510.1'],
    ['Their Colossal Dreadmaw is blocked by my Grizzly Bears. They want to assign as much damage as they can to me. How much damage do I take?', 'You take 4 damage', null, '510.1'],
    ['My 5/5 with trample is blocked by their 2/2. I want to assign as much damage as possible to the defending player. What is their life?', "The opponent's life total is 17", null, '510.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (No trample said nor on the card: nothing goes past the blocker, and the division told is none — named.)
  it.each([
    ['Grizzly Bears attacks and is blocked by their 1/1. I want to assign as much damage as possible to the player. What is their life?', 'not_understood'],
    ['My 3/3 is blocked by their 1/1. I assign as much damage as possible to the player. What is their life?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});
