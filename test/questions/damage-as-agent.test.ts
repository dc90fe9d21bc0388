/**
 * Damage as the one who acts on an object ("Can my combat damage destroy both blockers?", "does the damage kill it?")
 * asks about that object, not an amount of damage: read as an amount, a fresh question (s40) was answered "No. You take
 * 0 damage" while it asked whether both blockers were destroyed. Until such a question is read as the object's fate it
 * is refused; "how much damage does it deal" and "do I take damage" stay amount questions.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Vampire Nighthawk': '吸血鬼の夜鷲', 'Giant Spider': '大蜘蛛', Murder: '殺害' });
}, 120_000);

describe('GIVEN damage said as what acts on an object', () => {
  it.each([
    ['I attack with a 2/2 deathtouch. They block with two 1/1s. Can my combat damage destroy both blockers?'],
    ['I attack with a 2/2. They block with a 1/1. Does the damage kill it?'],
  ] as const)('%s THEN it is not answered as an amount of damage', async (q) => refusedAs(() => deps)(q, 'not_understood'));
});

/** Issue 11 §3: read as the object's fate with the cause said, checked against the run (questions/asks/kill-cause.ts). */
describe('GIVEN damage said as what kills one object', () => {
  it.each([
    // 704.5g: the 2/2's 2 damage is lethal to the 1/1, and it is the only damage dealt to it.
    ['I attack with a 2/2. They block with a 1/1. Does the damage kill the 1/1?', 'dies', 'yes'],
    // (Issue 11 §3, en40: a lethal-damage question whose victim is "it" after a fight may mean either creature: refused, below.)
    // 704.5h, 702.2b: Nighthawk's deathtouch damage destroys the 2/4 Spider.
    ["I attack with Vampire Nighthawk and it's blocked by Giant Spider. Does Nighthawk's damage destroy the Spider?", 'is destroyed', 'yes'],
    // 701.8a: Murder destroys it — no damage was dealt to it, so damage didn't kill it.
    ['My opponent casts Murder targeting my 2/2. Does the damage kill my 2/2?', "It wasn't damage that killed it", 'no'],
  ] as const)('%s THEN answered of that cause', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN damage asked as an amount', () => {
  it.each([
    // 510.1a: an unblocked 3/3 deals its 3 to the player.
    ["I attack with a 3/3 and it isn't blocked. How much damage does it deal?", '3 damage', null],
    // 702.2b: the deathtouch blocker kills the attacker; its controller takes none.
    ['I attack with a 2/2 deathtouch. They block with a 1/1. Do I take any damage?', 'No.', 'no'],
  ] as const)('%s THEN the amount is answered', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});
