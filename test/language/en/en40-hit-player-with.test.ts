/**
 * "I hit my opponent with a 3/3 lifelink", "my opponent hits me with a 5/5 trample" (session 40, issue 12): the player
 * as the agent of "hit" and the creature as its instrument ("with") is the same event as "my 3/3 hits my opponent" —
 * it attacked that player and was not blocked (combat damage, 510.1a, 510.2). Not read of a spell ("hit him with a
 * Bolt"), of the other player's creature, of several creatures, or when a block is told as well.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Serra Angel', 'Lightning Bolt']);
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a player who hits the other player with a creature THEN it attacked unblocked and dealt its combat damage (510.1a)', () => {
  const ROWS: Row[] = [
    ['I hit my opponent with a 3/3 lifelink. How much life do I gain?', 'You gain 3 life', null],
    ['i hit them with my 2/2 infect. how many poison counters do they have?', 'has 2 poison counters', null],
    ["My opponent hits me with a 5/5 trample. What's my life total?", 'Your life total is 15', null],
    ['My opponent is at 3. I hit him with Serra Angel. Is he dead?', 'loses the game', 'yes'],
    ['My opponent is at 1 life with 9 poison. I hit them with a 1/1 infect. Do they lose?', 'loses the game', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  it.each([
    ["I hit my opponent with Lightning Bolt. What's their life?", 'not_understood'],
    ["I hit my opponent with their 3/3. What's their life?", 'not_understood'],
    ["I hit my opponent with two 3/3s. What's their life?", 'not_understood'],
    ['I hit my opponent with a 3/3 and they block with a 2/2. Does the 2/2 die?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});
