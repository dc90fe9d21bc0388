/**
 * A possessive with no noun as the subject ("Does his die if I Shock his 2/2?", "Mine dies if he Shocks my 2/2?",
 * "Is his dead? I Lightning Bolted his 3/3.") points at that player's creature told in the same question, even when
 * it is told after it; it never becomes a new, sizeless creature that the answer is about (red team s20b: "No. Your
 * creature survives." while the trace showed the 2/2 die). Lethal damage 704.5g; combat damage 510.2.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a possessive subject told before its creature WHEN asked THEN it is that creature', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Lightning Bolt', 'Shock']);
  }, 120_000);

  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['Does mine die if his 4/4 blocks my 3/3?', 'Yes. Your 3/3 creature dies', 'yes'],
    ['Does mine die if my 3/3 is blocked by his 4/4?', 'Yes. Your 3/3 creature dies', 'yes'],
    ['Does his die if my 3/3 is blocked by his 2/2?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['Does his survive when my 4/4 is blocked by his 2/2?', "No. The opponent's 2/2 creature dies", 'no'],
    ['Does theirs die if their 2/2 blocks my 3/3?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['Does his die if I Shock his 2/2?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['Does his die if I Shock his 3/3?', "No. The opponent's 3/3 creature survives", 'no'],
    ['Is mine dead if he Lightning Bolts my 3/3?', 'Yes. Your 3/3 creature dies', 'yes'],
    ['Is his dead? I Lightning Bolted his 3/3.', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['Is mine dead? He Shocked my 2/2.', 'Yes. Your 2/2 creature dies', 'yes'],
    ['Mine dies if he Shocks my 2/2?', 'Yes. Your 2/2 creature dies', 'yes'],
    // Told before, as already read.
    ['His 4/4 blocks my 3/3. Does mine survive?', 'No. Your 3/3 creature dies', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // Two of theirs: which one is asked back; none of theirs at all: named, never made up.
  it.each([
    ['My 2/2 blocks his 2/2 and his 3/3. Does his die?', 'ambiguous'],
    ['Does his die?', 'not_understood'],
  ])('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});
