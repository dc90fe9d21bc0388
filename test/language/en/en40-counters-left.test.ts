/**
 * "How many +1/+1 counters are left on it?", "… does it end up with?", "… remain on my 2/2?" (session 40, issue 12):
 * what is left is the count the object ends with, as "have" asks — after +1/+1 and -1/-1 counters were removed in
 * pairs (704.5q, 122.3). The holder must be said (or "it"); with none, which object is not guessed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears']);
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN counters asked as what is left THEN it is the count the object ends with (704.5q)', () => {
  const ROWS: Row[] = [
    ['My 2/2 has three +1/+1 counters and gets two -1/-1 counters. How many +1/+1 counters are left on it?', 'has 1 +1/+1 counter', null],
    ['My 2/2 has three +1/+1 counters and gets two -1/-1 counters. How many +1/+1 counters does it end up with?', 'has 1 +1/+1 counter', null],
    ['My 2/2 has three +1/+1 counters and gets two -1/-1 counters. How many -1/-1 counters remain on my 2/2?', 'has 0 -1/-1 counters', null],
    ['My 2/2 has two +1/+1 counters. It gets three -1/-1 counters. How many -1/-1 counters are left on it?', 'has 1 -1/-1 counter', null],
    ['their 3/3 has two -1/-1 counters, i put a +1/+1 counter on it. how many -1/-1 counters are left on their 3/3', 'has 1 -1/-1 counter', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (No holder said: which object is asked about is not guessed.)
  it.each([['My 2/2 has three +1/+1 counters and gets two -1/-1 counters. How many +1/+1 counters are left?', 'not_understood']])('refused: %s', (q, code) => refused(q, code));
});
