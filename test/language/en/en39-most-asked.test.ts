/**
 * The most asked as players write it (session 39, issue 12): "max dmg i can trample over?" with its "what's" left out,
 * "trample damage" naming the damage past the blockers, "as much … as the rules allow" said for "as possible", and the
 * most poison counters a combat can give. Each is read as the attacking player's best legal assignment (510.1c-d,
 * 702.19b), which the run already makes; the neighbours that would need another choice or a fact not told stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Colossal Dreadmaw', 'Grizzly Bears', 'Glistener Elf', 'Blightsteel Colossus', 'Hill Giant']);
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN the most asked with no "what\'s" before it THEN it asks the amount, never yes or no (702.19b)', () => {
  const ROWS: Row[] = [
    ['My 6/6 trample is blocked by a 2/2. max i can trample over?', 'The opponent takes 4 damage', null],
    ['My 7/7 trample attacks and they block with a 3/3. most damage I can push through?', 'The opponent takes 4 damage', null],
    ['I attack with a 4/4 trample, they chump with a 1/1. the most they can take?', 'The opponent takes 3 damage', null],
    ['My Colossal Dreadmaw is blocked by Grizzly Bears. max dmg i can deal to them? does the Bears die?', 'The opponent takes 4 damage', 'yes'],
    ['A 5/5 trample attacks and is blocked by a 1/1. Max damage the 5/5 can deal to the player?', 'The opponent takes 4 damage', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (The most dealt to a blocker, or the least, is over choices the run does not search: named.)
  it.each([
    ['My 5/5 trample is blocked by a 1/1. max damage my 5/5 can deal to the 1/1?', 'not_understood', 'max'],
    ['My 5/5 trample is blocked by a 1/1. least damage I can deal to them?', 'not_understood', 'least'],
  ])('refused: %s', (q, code, says) => refused(q, code, says));
});

describe('GIVEN "trample damage" asked of a combat THEN it is the damage past the blockers, only if the attacker has trample (702.19b)', () => {
  const ROWS: Row[] = [
    ['My 5/5 trample is blocked by a 2/2. How much trample damage do they take?', 'The opponent takes 3 damage', null],
    ['A 6/6 with trample attacks and is blocked by a 1/1. How much trample damage can I get through to them?', 'The opponent takes 5 damage', null],
    ['My Colossal Dreadmaw is blocked by a 2/2. How much trample damage does my opponent take?', 'The opponent takes 4 damage', null],
    ['Their 4/4 trample attacks me and I block with a 1/1. How much trample damage do I take?', 'You take 3 damage', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (Said of an attacker with no trample, "trample" may be telling it has it: never answered 0 on a guess.)
  it.each([
    ['A 6/6 attacks and is blocked by a 1/1. How much trample damage can I get through to them?', 'not_understood'],
    ['My Hill Giant is blocked by a 1/1. How much trample damage does my opponent take?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "as much damage as the rules allow" THEN it is the most past the blockers, as "as possible" is (510.1c-d)', () => {
  const ROWS: Row[] = [
    ['A 4/4 trample attacks. NAP blocks with a 2/2. AP assigns as much damage to NAP as the rules allow. How much damage does NAP take?', 'The opponent takes 2 damage', null],
    ['A 5/5 trample attacks and is blocked by a 3/3. I assign as much damage to the player as is legal. How much damage does the player take?', 'The opponent takes 2 damage', null],
    ["A 5/5 trample attacks and is blocked by a 3/3. They assign as much damage to me as they're allowed. How much damage do I take?", 'You take 2 damage', null],
    ['A 6/6 trample attacks and is blocked by a 2/2. The attacking player assigns as much damage to the defending player as the rules permit. How much damage does the defending player take?', 'The opponent takes 4 damage', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (With no trample nothing goes past the blocker; to the blocker "as the rules allow" says no division: named.)
  it.each([
    ['A 5/5 attacks and is blocked by a 3/3. I assign as much damage to the player as the rules allow. How much damage does the player take?', 'not_understood'],
    ['A 5/5 trample attacks and is blocked by a 3/3. I assign as much damage to the blocker as the rules allow. How much damage does the player take?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN the most poison counters asked of a combat THEN they are the best assignment past the blockers (702.90b)', () => {
  const ROWS: Row[] = [
    ['A 6/6 with infect and trample is blocked by a 2/2. max poison i can give them?', 'The opponent has 4 poison counters', null],
    ["A 6/6 with infect and trample is blocked by a 2/2. What's the most poison counters they can get?", 'The opponent has 4 poison counters', null],
    ['My 4/4 infect trample is blocked by a 1/1. how many poison counters at most does my opponent get?', 'The opponent has 3 poison counters', null],
    ['My Glistener Elf attacks and is not blocked. Max poison counters I can give?', 'The opponent has 1 poison counter', null],
    ['Blightsteel Colossus attacks and gets blocked by a 3/3. Max poison counters I can give?', 'The opponent has 8 poison counters', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  it.each([['A 5/5 with infect attacks and is blocked by a 2/2. What is the least poison counters they can get?', 'not_understood', 'least']])('refused: %s', (q, code, says) => refused(q, code, says));
});
