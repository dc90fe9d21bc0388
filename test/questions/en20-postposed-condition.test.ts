/**
 * A yes/no question said as a statement with its condition after it — "His 3/3 dies if I Shock it?", "I take 3 if
 * his unblocked 3/3 attacks me?", "He gains 4 life when I Swords his 4/4, right?" — asks whether the result happens
 * given the condition. Read as told, the result was made to happen as an event of its own before the condition
 * (red team s19b, 21 findings: life gained twice, 20 → 28; a death made before the spell, then "can't happen").
 * Lethal damage 704.5g; Swords to Plowshares' life 119.3; combat damage to a player 510.1b, 120.3a.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a statement with a question mark and its condition after it WHEN asked THEN it asks whether the result happens under the condition', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Lightning Bolt', 'Shock', 'Murder', 'Swords to Plowshares', 'Serra Angel', 'Grizzly Bears', 'Hill Giant', 'Llanowar Elves', 'Vampire Nighthawk', 'Giant Growth']);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['His 3/3 dies if I Shock it?', "No. The opponent's 3/3 creature survives (with 2 damage marked)", 'no'],
    ['His 2/2 dies when I Shock it?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['My 2/2 dies if it blocks his 3/3?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 2/2 survives if it blocks his 3/3?', 'No. Your 2/2 creature dies', 'no'],
    ['My 3/3 doesn’t die if he Shocks it?', 'Yes. Your 3/3 creature survives', 'yes'],
    ['Their Serra Angel dies if I Murder it, right?', "Yes. The opponent's Serra Angel dies", 'yes'],
    ['My Grizzly Bears dies if it blocks his Hill Giant?', 'Yes. Your Grizzly Bears dies', 'yes'],
    ['His Hill Giant dies if my Serra Angel blocks it, right?', "Yes. The opponent's Hill Giant dies", 'yes'],
    // Life and damage: once, never twice.
    ['I gain 4 life if he Swords my 4/4?', 'Yes. You gain 4 life (20 → 24)', 'yes'],
    ['He gains 4 life when I Swords his 4/4, right?', 'Yes. The opponent gains 4 life (20 → 24)', 'yes'],
    ['My opponent gains 3 life if I Swords his 3/3, right?', 'Yes. The opponent gains 3 life (20 → 23)', 'yes'],
    ['I take 3 if his unblocked 3/3 attacks me?', 'Yes. You take 3 damage', 'yes'],
    ['I take 4 if his unblocked 3/3 attacks me?', 'No. You take 3 damage', 'no'],
    ['I take 5 when his unblocked 5/5 attacks?', 'Yes. You take 5 damage', 'yes'],
    ['He is at 3. I win if I Bolt him?', 'Yes. You win the game', 'yes'],
    ['He is at 2. He loses if I Shock him?', 'Yes. The opponent loses the game', 'yes'],
    // A claim reported with its condition after its result is that question, asked "is he right?".
    ['My friend says my 2/2 dies if it blocks his 3/3. Is he right?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My friend says that his Vampire Nighthawk dies if I Bolt it. Is that right?', "Yes. The opponent's Vampire Nighthawk dies", 'yes'],
    ['My friend says I take 5 damage when an unblocked 3/3 attacks me. Is he right?', 'No. You take 3 damage', 'no'],
    ['My opponent claims his 3/3 survives if I Shock it, is that right?', "Yes. The opponent's 3/3 creature survives", 'yes'],
    ['My friend says I gain 3 life if I Swords my own 3/3. Is he right?', 'Yes. You gain 3 life (20 → 23)', 'yes'],
    // A life loss asked so (was refused, no ask counted it): Bolt's 3 damage is 3 life lost (120.3a), Shock's 2.
    ['He loses 3 life if I Bolt him?', 'Yes. The opponent loses 3 life (20 → 17)', 'yes'],
    ['He loses 3 life if I Shock him?', 'No. The opponent loses 2 life (20 → 18)', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // Still refused, never answered with the result made an event: a claim whose condition comes first, a P/T change asked so.
  const REFUSED: [string, string][] = [
    ['My friend says that if I Shock his 3/3 it dies. Is he right?', 'not_understood'],
    ['My friend says my Grizzly Bears gets +3/+3 if I Giant Growth it. Is he right?', 'not_understood'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});
