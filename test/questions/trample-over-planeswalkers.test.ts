/**
 * Trample over planeswalkers (702.19c): once damage equal to the attacked planeswalker's loyalty is
 * assigned to it (and lethal damage to each blocker), the rest may go to the planeswalker's controller
 * or stay, as the attacking player chooses. An answer about that player's damage or life says it is the
 * most, and what it is with none assigned to them; plain trample never reaches the player (702.19f).
 */
import { describe, it } from 'vitest';
import { answeredRight } from '../support/ask-rows.ts';

const MOST_PW = "the most damage the attacking player can assign to the planeswalker's controller";

describe('GIVEN a trampler attacking a planeswalker WHEN the damage its controller takes is asked', () => {
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    ['A 6/6 creature with trample over planeswalkers attacks a planeswalker with 3 loyalty. How much damage does the defending player take?', 'The opponent takes 3 damage.', null],
    ['A 6/6 creature with trample over planeswalkers attacks a planeswalker with 3 loyalty. How much damage does the defending player take?', MOST_PW, null],
    ['A 6/6 creature with trample over planeswalkers attacks a planeswalker with 3 loyalty. How much damage does the defending player take?', 'With none assigned to its controller, the opponent takes 0 damage', null],
    ['A 7/7 creature with trample over planeswalkers attacks a planeswalker with 4 loyalty. What is the opponent\'s life total?', 'is 17', null],
    ['A 7/7 creature with trample over planeswalkers attacks a planeswalker with 4 loyalty. What is the opponent\'s life total?', MOST_PW, null],
    // Blocked: lethal to the blocker, the loyalty to the planeswalker, the rest (here 2) may reach its controller.
    ['A 6/6 creature with trample over planeswalkers attacks a planeswalker with 3 loyalty and is blocked by a 1/1 creature. How much damage does the defending player take?', 'The opponent takes 2 damage.', null],
    ['A 6/6 creature with trample over planeswalkers attacks a planeswalker with 3 loyalty and is blocked by a 1/1 creature. How much damage does the defending player take?', 'the opponent takes 0 damage', null],
    // Not enough power past the loyalty: nothing to choose, said plainly.
    ['A 2/2 creature with trample over planeswalkers attacks a planeswalker with 3 loyalty. How much damage does the defending player take?', 'The opponent takes 0 damage.', null],
    // The planeswalker dies whatever the split: its loyalty is covered before any goes past it.
    ['A 6/6 creature with trample over planeswalkers attacks a planeswalker with 3 loyalty. How many loyalty counters does the planeswalker have?', 'has 0 loyalty counters.', null],
    // Plain trample: none of it can go to the planeswalker's controller (702.19f).
    ['A 6/6 creature with trample attacks a planeswalker with 3 loyalty and is blocked by a 1/1 creature. How much damage does the defending player take?', 'The opponent takes 0 damage.', null],
  ];
  it.each(RIGHT)('THEN %s is answered right (%s)', answeredRight(() => ({})));
});
