/**
 * After the first-strike combat damage step the active player gets priority (510.3), and the step
 * ends only when all players pass with the stack empty (500.2). So what triggered on first-strike
 * damage — Ajani's Pridemate's counter from lifelink's gain, a "whenever … deals combat damage"
 * ability — has resolved (117.4) before the regular step's damage is assigned (510.4). The engine
 * went straight on to the second step, so a double-striking lifelinked Pridemate dealt 2 + 2 instead
 * of 2 + 3 (held-out style question, s25).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight } from '../support/ask-rows.ts';
import { expect } from 'vitest';

describe('GIVEN a trigger from first-strike damage WHEN the regular damage step comes THEN it has resolved', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'True Conviction': '真実の確信', "Ajani's Pridemate": 'アジャニの群れ仲間', 'Grizzly Bears': '灰色熊' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I control True Conviction and attack with Ajani's Pridemate, unblocked. How much life do I have?", 'Your life total is 25', null],
    ["I control True Conviction and attack with Ajani's Pridemate, unblocked. How much damage does my opponent take?", 'The opponent takes 5 damage', null],
    ["My Ajani's Pridemate with double strike and lifelink attacks. No blocks. What is its power and toughness after combat?", '4/4', null],
    // Without double strike there is one step and one trigger: 2 damage, a 3/3.
    ["My Ajani's Pridemate with lifelink attacks unblocked. How much damage does the opponent take?", 'The opponent takes 2 damage', null],
    // Blocked by a 2/2: the first-strike 2 kills the blocker; the Pridemate grows but a blocked creature with no blocker left assigns no damage (510.1c).
    ["I control True Conviction. Ajani's Pridemate attacks and Grizzly Bears blocks it. How much life do I gain?", 'You gain 2 life', null],
    ['《真実の確信》をコントロールしています。《アジャニの群れ仲間》で攻撃して、ブロックされませんでした。対戦相手は何点のダメージを受けますか？', '対戦相手は5点のダメージを受けます', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it('cites the priority-and-resolution between the steps (117.4, 608.2) before the second step', async () => {
    const r = await answeredIn('en', () => deps)("I control True Conviction and attack with Ajani's Pridemate, unblocked. How much life do I have?");
    expect(r.rules).toContain('117.4');
    expect(r.rules).toContain('702.4b');
  }, 60_000);
});
