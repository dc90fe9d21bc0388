/**
 * Issue 12 §5: an either/or question — "Is it dead or alive?", "Does it die or survive?", "Does the 3/3 live or
 * die?" — asks which of two things holds. It is answered by the one that holds ("Your 2/2 creature dies"), never
 * with a yes or no: "Yes" would answer only its first half, and "Is my 2/2 dead or alive? → No. … dies" (the last
 * word alone read, red team s18) answered a question nobody asked. A question that asks one thing and adds "or
 * not" is still a yes/no. Combat damage: 510.1, 510.2; lethal damage destroys (704.5g).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

describe('GIVEN a question asking which of two fates holds WHEN answered THEN the one that holds is said, with no yes or no', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    cards = await realCardDeps(['Lightning Bolt', 'Serra Angel', 'Grizzly Bears', 'Shock']);
  }, 60_000);
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My 2/2 is blocked by a 3/3. Is my 2/2 dead or alive?', 'Your 2/2 creature dies', null],
    ['My 4/4 is blocked by a 3/3. Is my 4/4 alive or dead?', 'Your 4/4 creature survives', null],
    ['My 4/4 is blocked by a 3/3. Is the 3/3 dead or alive?', "The opponent's 3/3 creature dies", null],
    ['My 2/2 is blocked by a 3/3. Does my 2/2 die or survive?', 'Your 2/2 creature dies', null],
    ['My 2/2 is blocked by a 3/3. Does my 2/2 survive or die?', 'Your 2/2 creature dies', null],
    ['My 4/4 is blocked by a 3/3. Does the 3/3 live or die?', "The opponent's 3/3 creature dies", null],
    ['My 4/4 is blocked by a 1/5. Does the 1/5 die, or does it survive?', "The opponent's 1/5 creature survives", null],
    ['I Lightning Bolt their Serra Angel. Is it dead or alive?', "The opponent's Serra Angel survives", null],
    ['I Shock their Grizzly Bears. Do the Bears die or survive?', "The opponent's Grizzly Bears dies", null],
    // One thing asked, "or not" added: a yes/no.
    ['My 4/4 is blocked by a 3/3. Does the 3/3 die or not?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My 4/4 is blocked by a 3/3. Is my 4/4 dead?', 'No. Your 4/4 creature survives', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => cards)(q, says, verdict), 60_000);

  it.each([
    ['My 2/2 is blocked by a 3/3. Is my 2/2 dead or alive?'],
    ['My 4/4 is blocked by a 3/3. Does the 3/3 live or die?'],
  ])('%s → no line starts with a yes or no', async (q) => {
    const { answerQuestion } = await import('../../src/questions/index.ts');
    const r = await answerQuestion(q, 'en', cards);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    for (const line of r.value.answer.split('\n')) if (/^(?:Yes|No)\b/.test(line)) throw new Error(`a line leads with a yes or no: ${line}`);
  }, 60_000);
});
