/**
 * A condition told with no comma, then its question — "If I Bolt his 3/3 is it dead?", "If I Shock his 2/2 it dies?",
 * "If I Shock his 3/3 and Shock it again it dies?" — asks of the creature the question names, as the same words with
 * a comma do. Read without the comma, the condition's subject "I" was carried into the question and "it" was left as
 * a second object or a complement: the bot answered "No. You don't lose the game." while its trace showed the
 * creature die (red team s19b, 36 findings). Lethal damage 704.5g; destroy 701.8; exile 406.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

describe('GIVEN a condition then its question with no comma WHEN asked THEN the question is about what it names', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Lightning Bolt', 'Shock', 'Murder', 'Serra Angel', 'Grizzly Bears']);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['If I Bolt his 3/3 is it dead?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['If I Shock his 3/3 is it dead?', "No. The opponent's 3/3 creature survives", 'no'],
    ['After I Shock his 2/2 is it dead?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['If he Bolts my 3/3 is it dead?', 'Yes. Your 3/3 creature dies', 'yes'],
    ['If I Murder his Serra Angel is it dead?', "Yes. The opponent's Serra Angel dies", 'yes'],
    ['If I Shock his 2/2 it dies?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['if i bolt his 4/4 it dies?', "No. The opponent's 4/4 creature survives", 'no'],
    ['If I cast Murder on his 3/3 it dies?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['If I Shock his 3/3 and then Shock it again it dies?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['If I Shock his 3/3 and Shock it again is it dead?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    // With the comma it was already read so.
    ['If I Bolt his 3/3, is it dead?', "Yes. The opponent's 3/3 creature dies", 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // A player asked of stays a player: "is he dead?" after a condition about him.
  it.each([['He is at 3. If I Bolt him is he dead?', 'Yes. The opponent loses the game', 'yes' as const]])('%s → says %s', (q, says, verdict) =>
    answeredRight(() => deps)(q, says, verdict), 60_000);
});
