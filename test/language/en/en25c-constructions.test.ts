/**
 * Issue 12, English as players write it (session 25, third pass): constructions refused for their form alone. Each
 * table is one class with wordings of our own (never the dev sets' questions); a form that is not modelled stays
 * refused, naming the gap. Each answered row names a rule its trace cites.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears', 'Lightning Bolt']);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);

describe('GIVEN "nonflying" / "non-flying" before a noun WHEN it is read THEN the object lacks that keyword, as "without flying" says', () => {
  const ROWS: Row[] = [
    // (702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach.)
    ["Can my opponent's nonflying 2/2 block my 3/3 with flying?", "can't block", 'no', '702.9b'],
    ['My 3/3 with flying attacks. Can their non-flying 2/2 block it?', "can't block", 'no', '702.9b'],
    ['My 3/3 with flying attacks. Can their non-reach 2/2 block it?', "can't block", 'no', '702.9b'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (Said of the 2/2 alone, with no flier attacking, it changes nothing: the block is legal, 509.1a.)
  it('a nonflying blocker of a creature without flying', () => answeredRight(() => deps)("Can my opponent's nonflying 2/2 block my 3/3?", 'can block', 'yes'));
  const REFUSED: [string, string][] = [
    // (A card lacking what only its text decides is not guessed: refused, as "Grizzly Bears without flying" is.)
    ['A nonflying Grizzly Bears blocks my 3/3. What happens?', 'not_understood'],
    // (A keyword with a parameter is not read from "non-": "non-ward 2" is named back.)
    ['Can a non-ward 2 creature be targeted by Lightning Bolt?', 'not_understood'],
  ];
  it.each(REFUSED)('refused: %s', (q, code) => refusedAs(() => deps)(q, code));
});
