/**
 * "since it has flying", "because it's a 2/2", "…, so it's an 8/8": the asker's reason or conclusion is
 * a claim, never a new fact. Read as a fact, "Can their Grizzly Bears block my Serra Angel, since it has
 * flying?" gave the Bears flying ("it" found the Bears) and answered yes. A claim that already holds of
 * what was told is consumed; one that would add or change anything is refused, naming its words. (A card's
 * printed abilities are not yet known when the question is read, so a claim of one is refused too.)
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears', 'Serra Angel', 'Wind Drake', 'Hill Giant', 'Giant Growth', 'Lightning Bolt']);
}, 120_000);

const REFUSED: [string, string, string][] = [
  // "it" would give the blocker the attacker's keyword: refused, never a yes.
  ['Can their Grizzly Bears block my Serra Angel, since it has flying?', 'not_understood', 'since it has flying'],
  ['My Wind Drake attacks. Can their Hill Giant block it because it has reach?', 'not_understood', 'because it has reach'],
  // A reason that tells an event: not read as the story. (A size concluded after the action is a claim checked
  // against the run, en19-narrated.test.ts: a wrong one is refused, saying what the rules give.)
  ['I cast Giant Growth on my 2/2, so it is a 6/6. Does it survive a Lightning Bolt?', 'needs_detail', 'so it is a 6/6'],
  ['My 3/3 attacks and their 1/1 blocks cuz it has deathtouch. Does my 3/3 die?', 'not_understood', 'cuz it has deathtouch'],
  // … and refused when the card doesn't have it.
  // (Since s32 a keyword said of a card is checked against it: named back as not so, needs_detail.)
  ['My Grizzly Bears attacks, so it has flying. Can their Hill Giant block it?', 'needs_detail', 'so it has flying'],
  ["Their Hill Giant attacks since it's got trample. My Grizzly Bears blocks. How much damage do I take?", 'not_understood', "since it's got trample"],
];

const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
  // A size concluded after the action that the rules give (2/2 + 3/3): checked against the run, then answered.
  ['I cast Giant Growth on my 2/2, so it is a 5/5. Does it survive a Lightning Bolt?', 'Yes. Your 2/2 creature survives', 'yes'],
  // Claims that hold of what was told: consumed, the answer unchanged.
  ['My 2/2 blocks their 3/3 since it has no trample. Does my 2/2 die?', 'Your 2/2 creature dies', 'yes'],
  ['Their Grizzly Bears blocks my 4/4 because my 4/4 has no trample. Does my 4/4 survive?', 'Your 4/4', 'yes'],
  ['My 4/4 flier attacks, so it has flying. Can their Hill Giant block it?', "can't block", 'no'],
  // A keyword claimed of a named card is checked against the card's own, once it is looked up.
  ['My Serra Angel attacks, so it has flying. Can their Hill Giant block it?', "can't block", 'no'],
  ["Their Wind Drake attacks me because it's got flying. Can my Grizzly Bears block it?", "can't block", 'no'],
];

// "does it stay untapped?", "remain tapped?": a state asked of it, never its survival ("Yes, it survives").
const STATE_REMAINS: [string, string, string][] = [
  ['My 2/2 attacks. Does it stay untapped?', 'not_understood', 'stay untapped'],
  ['Their Hill Giant attacks. Does it remain tapped?', 'not_understood', 'remain tapped'],
  ['Their Grizzly Bears attacks me and I Shock it. Does it remain attacking?', 'not_understood', 'remain attacking'],
];

describe('GIVEN a state asked to remain', () => {
  it.each(STATE_REMAINS)('THEN it is not read as survival: %s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

describe('GIVEN a reason or conclusion clause', () => {
  it.each(REFUSED)('THEN a claim that would change the story is refused: %s', (q, code, says) => refusedAs(() => deps)(q, code, says));
  it.each(ANSWERED)('THEN a claim that already holds is consumed: %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});
