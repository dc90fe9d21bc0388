/**
 * A player who "gets damage in" or "does damage" is the dealer, never the one asked of (intents/amount-sides.ts
 * dealerSide): "How much damage can I get in?" and "How much damage can I do?" were answered "You take 0 damage" of an
 * asker whose own creature attacked. The taker asked ("How much damage do I take?") is unchanged. Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Giant Growth': '巨大化', 'Shock': 'ショック' });
}, 120_000);

const restated = restatedVerdict(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a player said to get damage in or to do damage WHEN asked how much THEN the damage their opponent takes is asked', () => {
  const ROWS: [string, string][] = [
    ["My 4/4 attacks and isn't blocked. How much damage can I get in?", 'how much damage does the opponent take'],
    ["My 2/2 and my 3/3 attack and nobody blocks. How much damage can I do?", 'how much damage does the opponent take'],
    ["Their 5/5 attacks and isn't blocked. How much damage do they get in?", 'how much damage do you take'],
    ["Their 5/5 attacks and isn't blocked. How much damage can they do?", 'how much damage do you take'],
    // A pump on the attacker, or a creature spell cast before attacking, deals no damage to a creature.
    ["My 2/2 attacks unblocked and I Giant Growth it. How much damage can I do?", 'how much damage does the opponent take'],
    // The taker said as the taker stays so.
    ["Their 5/5 attacks and isn't blocked. How much damage do I take?", 'how much damage do you take'],
  ];
  it.each(ROWS)('%s', (q, understood) => restated(q, understood, null), 60_000);
});

describe('GIVEN the player said to get damage in did not attack unblocked THEN it is named, never answered as the other player\'s damage alone', () => {
  // Blocked, and a spell at the blocker: damage went to a creature too. Or the other player attacked.
  it('blocked', () => refused("My 2/2 attacks and their 4/4 blocks it. How much damage can I do?", 'not_understood'), 60_000);
  it('a spell at their creature', () => refused("My 2/2 attacks unblocked and I Shock their 1/1. How much damage can I do?", 'not_understood'), 60_000);
  it('the other player attacked', () => refused("Their 6/6 attacks and I have no blockers. How much damage can I get in?", 'not_understood'), 60_000);
});
