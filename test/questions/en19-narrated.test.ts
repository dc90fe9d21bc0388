/**
 * Issue 11 §2 / issue 12 §4: a size the asker concludes after an action — "He casts Giant Growth on his 5/3, so it's
 * 8/6", "I pump my 2/2 with Giant Growth, so it's a 5/5" — is a claim about that moment, checked against the run
 * (613.4), as "and it's a 5/5 now" is: never a new base size (the pump counted twice) and never dropped. It was
 * refused whole as an asker's reason. A false one is refused, saying what the rules give. "Pumps X with <instant>" is
 * that card cast at X (601.2); a pump with no card named stays refused (an ability nobody told).
 * Giant Growth: +3/+3 until end of turn; combat damage 510.1–510.2; lethal damage 704.5g.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a size concluded after an action WHEN asked THEN it is checked, not added', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    cards = await realCardDeps(['Giant Growth', 'Grizzly Bears']);
  }, 60_000);
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["He attacks with a 5/3 and I block with my 4/4. He casts Giant Growth on his 5/3, so it's 8/6. Does my 4/4 die?", 'Yes. Your 4/4 creature dies', 'yes'],
    ["He attacks with a 5/3 and I block with my 4/4. He pumps his 5/3 with Giant Growth, so it's 8/6. Does my 4/4 die?", 'Yes. Your 4/4 creature dies', 'yes'],
    ["He attacks with a 5/3 and I block with my 4/4. He pumps his 5/3 twice with Giant Growth, so it's 11/9. Does his 5/3 die?", "No. The opponent's 5/3 creature survives", 'no'],
    ["My 2/2 blocks their 3/3. They cast Giant Growth on their 3/3, so it's a 6/6. Does my 2/2 die?", 'Yes. Your 2/2 creature dies', 'yes'],
    ["I cast Giant Growth on my Grizzly Bears, so it's a 5/5. It blocks their 4/4. Does it survive?", 'Yes. Your Grizzly Bears survives', 'yes'],
    ['I pump my Grizzly Bears with Giant Growth. What are its power and toughness?', '5/5', null],
    ["I pump my 2/2 with Giant Growth and it's a 5/5 now. It blocks a 4/4. Does it survive?", 'Yes. Your 2/2 creature survives', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => cards)(q, says, verdict), 60_000);

  it.each<[string, string, string | undefined]>([
    // The size told is not what the rules give (5/3 + 3/3 is 8/6): the question's words are checked, not answered over.
    ["He attacks with a 5/3 and I block with my 4/4. He pumps his 5/3 with Giant Growth, so it's 9/7. Does my 4/4 die?", 'needs_detail', '8/6'],
    ["I cast Giant Growth on my Grizzly Bears, so it's a 6/6. It blocks their 5/5. Does it survive?", 'needs_detail', '5/5'],
    // A pump with no card: what pumped it was never told.
    ["He attacks with a 5/3 and I block with my 4/4. He pumps it twice, so it's 7/5. Does my 4/4 die?", 'not_understood', undefined],
  ])('%s → refused %s', (q, code, says) => refusedAs(() => cards)(q, code, says), 60_000);
});
