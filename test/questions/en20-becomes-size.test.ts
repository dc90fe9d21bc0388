/**
 * "I cast Giant Growth on my Grizzly Bears and it becomes 5/5", 「《巨大化》を撃つと…6/6になる」: a size told with "becomes"
 * after something that may have changed the creature is the size that reached — a claim checked once (613.4, 613.7),
 * as "became" and "it's a 5/5 now" were. Read as an effect setting its base P/T (layer 7b) the pump was applied on top
 * again: an 8/8 (red team s19b, 9 findings). Told with no such change before it, "becomes" is still an effect.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a size told with "becomes" after a pump WHEN asked THEN it is the pump\'s result, checked once', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Giant Growth': '巨大化', 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Giant Growth on my Grizzly Bears and it becomes 5/5. It blocks a 4/4. What dies?', "Grizzly Bears is a 5/5 green Bear Creature. Died: the opponent's 4/4 creature", null],
    ['I Giant Growth my 2/2 and it becomes 5/5. It blocks a 5/5. What dies?', "Died: your 2/2 creature, the opponent's 5/5 creature", null],
    ['I cast Giant Growth on my Grizzly Bears and it becomes a 5/5. Is it a 5/5?', 'Yes. Your Grizzly Bears is 5/5', 'yes'],
    ['My Hill Giant gets Giant Growth and becomes 6/6. His 6/6 blocks it. What dies?', "Died: Hill Giant, the opponent's 6/6 creature", null],
    ['My 2/2 blocks his 3/3. He casts Giant Growth on his 3/3 and it becomes 6/6. What dies?', "The opponent's 3/3 creature is a 6/6 Creature. Died: your 2/2 creature", null],
    // Told with nothing before it that could have changed it, "becomes" still sets its size (613.4b).
    ['My 2/2 becomes a 4/4. It blocks a 3/3. Does it survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    // Told "then", after the pump resolved, it is an effect of its own with a later timestamp (613.7): 0/1 + 3/3.
    ['I cast Giant Growth on my 2/2, then it becomes 0/1. What is its power and toughness?', 'Your 2/2 creature is 3/4', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // A size the pump doesn't reach: the question's own words are not answered over.
  const REFUSED: [string, string][] = [
    ['I cast Giant Growth on my Grizzly Bears and it becomes 6/6. It blocks a 5/5. What dies?', 'it is 5/5'],
    ['《巨大化》を撃つと私の《灰色熊》は6/6になると友達が言っている。本当？', '5/5になります'],
  ];
  it.each(REFUSED)('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'needs_detail', says), 60_000);
});
