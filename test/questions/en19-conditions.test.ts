/**
 * Issue 12 §4: a condition followed by its question without a comma or "?" — "if my 2/2 attacks and is blocked by a
 * 3/3 what happens", "If I attack with a 3/3 trample and they block with a 1/1 how much damage do they take" — asks,
 * as "If …, what happens?" does (the question word was left over, 'what happens' not understood). "who"/"which"
 * after a noun may open a relative clause of it, so they are not read so ("their 3/3 who dies" is never answered
 * as whether the 3/3 dies). Combat damage 510.1–510.2; trample 702.19b; lethal damage 704.5g.
 */
import { describe, it } from 'vitest';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a condition and its question without punctuation WHEN asked THEN it is answered as a question', () => {
  const deps = () => ({});
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['if my 2/2 attacks and is blocked by a 3/3 what happens', 'Died: your 2/2 creature', null],
    ['when my 2/2 blocks their 3/3 what happens to my 2/2', "Your 2/2 creature ends up in its owner's graveyard", null],
    ['If I attack with a 3/3 trample and they block with a 1/1 how much damage do they take', 'The opponent takes 2 damage', null],
    ['if my 4/4 is blocked by their 2/2 what happens', "Died: the opponent's 2/2 creature", null],
    // With the comma or "?" it was already a question.
    ['If my 2/2 is blocked by a 3/3, what happens?', 'Died: your 2/2 creature', null],
    ['what happens if my 2/2 is blocked by their 3/3', 'Died: your 2/2 creature', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(deps)(q, says, verdict), 60_000);

  // "who" right after a noun: not taken as the question (nor as a yes/no about that noun).
  it.each([['if my 2/2 blocks their 3/3 who dies', 'impossible']])('%s → refused %s', (q, code) => refusedAs(deps)(q, code), 60_000);

  // With its "?", the same words after an if/when clause ask: a relative clause there would leave the sentence with
  // nothing but its condition. Before, "who dies?" was answered as "does their 3/3 die?" ("No. … survives").
  const ASKED: [string, string][] = [
    ['if my 2/2 blocks their 3/3 who dies?', 'Died: your 2/2 creature'],
    ['if my 2/2 blocks their 3/3 which dies?', 'Died: your 2/2 creature'],
    ['when their 3/3 is blocked by my 2/2 who survives?', 'Died: your 2/2 creature'],
    ['if my 4/4 blocks their 2/2 who dies?', "Died: the opponent's 2/2 creature"],
  ];
  it.each(ASKED)('%s → says %s, no yes/no', (q, says) => answeredRight(deps)(q, says, null), 60_000);
});
