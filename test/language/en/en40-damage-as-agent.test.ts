/**
 * Damage as the agent of an act on an object: "Can AP's combat damage destroy both blockers?", "Does the combat damage
 * kill it?" (session 40, issue 12). That asks what happens to the object (704.5g, 704.5h), not how much damage a player
 * takes: read as an amount ask, the act and its object were dropped and the reply answered another question ("No. You
 * take 0 damage" — a wrong verdict on a fresh set). Until read as the object's fate, it is refused; the amount asks
 * beside it keep their reading.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Vampire Nighthawk', 'Giant Spider', 'Deadly Recluse']);
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN damage as the agent of an act on an object THEN it is never answered as an amount', () => {
  it.each([
    ["AP attacks with Vampire Nighthawk. NAP blocks it with Giant Spider and Deadly Recluse. Can AP's combat damage destroy both blockers, and what is AP's life total afterwards?", 'not_understood'],
    ['My 3/3 is blocked by a 2/2. Does the combat damage kill it?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
  const ROWS: Row[] = [
    ['My 3/3 is blocked by a 2/2. How much damage does my 3/3 deal to the 2/2?', 'deals 3 damage', null],
    ['My 5/5 trample is blocked by a 2/2. Does the damage go through?', 'The opponent takes 3 damage', 'yes'],
    // Issue 11 §3: read as the 2/2's fate with the cause said (704.5g: the 3/3's 3 damage is all that is marked on it).
    ["My 3/3 is blocked by a 2/2. Will my 3/3's damage destroy the 2/2?", 'is destroyed', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
});
