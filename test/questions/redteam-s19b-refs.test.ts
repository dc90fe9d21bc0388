/**
 * Red team s19b, references (issue 11: never a confident wrong answer). Each table is a class of question whose words
 * point back at something told, and which was bound to the wrong thing:
 * - an elliptical possessive as the subject ("Does his die?", "Is mine dead?", "Does the opponent's survive?") stands
 *   for that player's creature; it was read as "it" and bound to the first creature named. Several of that player's
 *   creatures: asked back.
 * Lethal damage 704.5g; combat damage 510.1.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears', 'Hill Giant']);
}, 120_000);

describe('GIVEN a possessive with no noun after it as the subject WHEN asked THEN it is that player\'s creature', () => {
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My 4/4 blocks his 3/3. Does his die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My 4/4 blocks his 3/3. Is his dead?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My 2/2 blocks his 3/3. Does his survive?', "Yes. The opponent's 3/3 creature survives", 'yes'],
    ['His 3/3 attacks and my 4/4 blocks. Does his survive?', "No. The opponent's 3/3 creature dies", 'no'],
    ['My 2/2 blocks his 3/3. Does theirs die?', "No. The opponent's 3/3 creature survives", 'no'],
    ['My 3/3 is blocked by his 2/2. Does the opponent\'s die?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['His 2/2 blocks my 3/3. Does mine die?', 'No. Your 3/3 creature survives', 'no'],
    ['His Hill Giant blocks my Grizzly Bears. Does mine die?', 'Yes. Your Grizzly Bears dies', 'yes'],
    ['My Grizzly Bears blocks his Hill Giant. Does his die?', "No. The opponent's Hill Giant survives", 'no'],
    ['If my 4/4 blocks his 3/3 does his die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My 2/2 attacks and she blocks with her 3/3. Does hers die?', "No. The opponent's 3/3 creature survives", 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // Two creatures of that player: which one is not guessed.
  it.each([
    ['My 4/4 and my 2/2 block his 3/3. Does mine die?', 'ambiguous'],
    ['His 2/2 and his 1/1 attack and my 3/3 blocks the 2/2. Does his die?', 'ambiguous'],
  ])('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});
