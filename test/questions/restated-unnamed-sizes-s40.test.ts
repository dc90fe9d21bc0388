/**
 * Issue 11 (session 40): a size restated after a creature told by its size alone — in brackets ("my 2/2 (now a 4/4)",
 * 「私の2/2(今4/4)」), set off by commas ("my 2/2, now a 4/4, blocks"), or with the permanent said to make it ("a 3/3
 * (5/5 with the anthem)") — is a claim about that creature, checked against the run as the same note after a card name
 * is (613.4, 613.7): agreed, it is answered and said back as checked; otherwise both sizes are named and nothing is
 * answered. Never a second creature, never the claimed size silently used. In a clause of combat the note is the size
 * it fights at (508.1, 509.1), checked there — never after the damage, when it may be gone.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Glorious Anthem': '栄光の頌歌', 'Grizzly Bears': '灰色熊' });
}, 120_000);

describe('GIVEN a sized creature restated at the size the run gives it', () => {
  it.each([
    // The Anthem's +1/+1 (613.4c): a 2/2 is a 3/3, which trades with the 3/3.
    ['I control Glorious Anthem. My 2/2 (now a 3/3) attacks and is blocked by a 3/3. Does my 2/2 die?', 'your 2/2 creature is then a 3/3 (as the question notes it; checked', 'Yes.'],
    ['I control Glorious Anthem. My 2/2 (3/3 with the anthem) attacks and is blocked by a 3/3. Does my 2/2 die?', 'is then a 3/3', 'Yes.'],
    // A 3/3 is a 4/4 with the Anthem: it kills the 4/4 blocker and dies to it.
    ['I control Glorious Anthem. My 3/3 (4/4 with the anthem) attacks and is blocked by a 4/4. What dies?', 'is then a 4/4', 'Died: your 3/3 creature'],
    // Between commas, in a clause of blocking: checked when it blocks (509.1), not after the damage that kills it.
    ['I control Glorious Anthem. My 2/2, now a 3/3, blocks their 3/3. Does my 2/2 die?', 'is then a 3/3', 'Yes.'],
    ['I control Glorious Anthem. My Grizzly Bears (now a 3/3) blocks their 3/3. Does it die?', 'is then a 3/3', 'Yes.'],
    ['《栄光の頌歌》をコントロールしている。私の2/2(今3/3)が相手の3/3にブロックされた。私の2/2は死ぬ？', '3/3である（質問の注記どおり', 'はい'],
    // Two +1/+1 counters on a 2/2 (122.1a): a 4/4, which survives the 3/3's 3 damage.
    ['私は+1/+1カウンターが2個乗った2/2(今4/4)で攻撃して、相手の3/3にブロックされた。私のクリーチャーは死ぬ？', '4/4である', 'いいえ'],
  ] as const)('%s THEN it is checked and answered', async (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});

describe('GIVEN a sized creature restated at a size the run does not give it', () => {
  it.each([
    // Nothing told makes the 2/2 a 4/4: both sizes named, no second creature, no 4/4 used.
    ['My 2/2 (now a 4/4) attacks and is blocked by their 3/3. Does my 2/2 die?', '2/2'],
    ['My 2/2, now a 4/4, blocks their 3/3. Does my 2/2 die?', '2/2'],
    ["My 2/2 (4/4) attacks and isn't blocked. How much damage does it deal?", '2/2'],
    // The Anthem makes a 3/3 a 4/4, not the 5/5 said.
    ['I control Glorious Anthem and a 3/3 (5/5 with the anthem). It attacks and is blocked by a 4/4. What dies?', '4/4'],
    ['私の2/2(今4/4)が相手の3/3にブロックされた。私の2/2は死ぬ？', '2/2になります'],
    ['私の2/2(4/4)が攻撃して、ブロックされなかった。相手は何点受ける？', '2/2になります'],
  ] as const)('%s THEN both sizes are named and nothing is answered', async (q, says) => refusedAs(() => deps)(q, 'needs_detail', says));

  it.each([
    // The Anthem said to make the size is not on the battlefield: named, never assumed there.
    ['My 2/2 (3/3 with the anthem) attacks and is blocked by a 3/3. Does my 2/2 die?', 'anthem'],
  ] as const)('%s THEN the cause not told is named', async (q, says) => refusedAs(() => deps)(q, 'not_understood', says));
});
