/**
 * Issue 12 §4: a relative clause describing an object named before it — "blocked by their Wall, which is a 0/4",
 * "I Shock their Bears, which has a +1/+1 counter on it", "a 1/1 that has deathtouch" — says what that object is
 * when the main clause happens. "which is a 0/4" was read with "a 0/4" as its own subject: a second, unowned 0/4
 * invented beside a Wall of no size (issue 11 §2); "which has a counter" told after the Shock was refused as a state
 * that may have come later. Combat damage 510.1–510.2; lethal damage 704.5g; deathtouch 702.2b; first strike
 * 702.7b; counters 122.1a; hexproof 702.11b; flying 702.9b.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a relative clause describing an object named before it WHEN asked THEN it describes that object', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    cards = await realCardDeps(['Grizzly Bears', 'Shock', 'Lightning Bolt', 'Clone']);
  }, 60_000);
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My 3/3 attacks and is blocked by their Wall, which is a 0/4. Does my 3/3 survive?', 'Yes. Your 3/3 creature survives', 'yes'],
    ['My 2/2 attacks and is blocked by a Wall, which is a 0/4. Does the Wall die?', "No. The opponent's 0/4 Wall survives", 'no'],
    ['I attack with my 5/5 and they block with their Wall, which is a 0/4. Does the Wall die?', "Yes. The opponent's 0/4 Wall dies", 'yes'],
    ['I attack with my 2/2 and they block with a creature which is a 0/4. Does my 2/2 survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    ['I Shock their Grizzly Bears, which has a +1/+1 counter on it. Does it die?', "No. The opponent's Grizzly Bears survives", 'no'],
    ['I Shock their Grizzly Bears, which has two +1/+1 counters on it. Does it survive?', "Yes. The opponent's Grizzly Bears survives", 'yes'],
    ['I Shock their 2/2, which has a -1/-1 counter. Does it die?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['I attack with my 2/2. They block with their 2/2, which has first strike. Does my 2/2 die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['I attack with my 2/2. They block with their 2/2, which has first strike. Does their 2/2 die?', "No. The opponent's 2/2 first strike creature survives", 'no'],
    ['My 3/3 is blocked by a 1/1, which has deathtouch. Does my 3/3 survive?', 'No. Your 3/3 creature dies', 'no'],
    ['They block my 3/3 with a 1/1 that has deathtouch. Does my 3/3 die?', 'Yes. Your 3/3 creature dies', 'yes'],
    ['Their 2/2, which has flying, attacks. Can my 3/3 block it?', "No. Your 3/3 creature can't block", 'no'],
    ['They attack with a 3/3 that has flying. Can my 2/2 that has reach block it?', 'Yes. Your 2/2 reach creature can block', 'yes'],
    // The head named in a participle clause ("copying …", "targeting …"): part of its main clause, so the state is how the
    // head was before that clause too (relatives.ts mainOf) — told after the casting it was refused as a later state.
    ['I cast Clone copying my Grizzly Bears, which has a +1/+1 counter. How big is my Clone?', 'Your Clone is 2/2', null],
    ['I cast Clone copying their Grizzly Bears, which has two +1/+1 counters on it. What size is the Clone?', 'Your Clone is 2/2', null],
    ['They cast Lightning Bolt targeting my Grizzly Bears, which has two +1/+1 counters. Does it die?', 'No. Your Grizzly Bears survives', 'no'],
    ['My opponent casts Shock targeting my 2/2, which has a -1/-1 counter on it. Does it die?', 'Yes. Your 2/2 creature dies', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => cards)(q, says, verdict), 60_000);

  // The relative's head has the state from the start: a hexproof target can't be chosen by its opponent (702.11b).
  it.each([['I cast Lightning Bolt on their 3/3, which has hexproof. Does it die?', 'impossible']])('%s → refused %s', (q, code) => refusedAs(() => cards)(q, code), 60_000);

  it('THEN "which is a 0/4" makes no second object', async () => {
    const r = await answerQuestion('My 3/3 attacks and is blocked by their Wall, which is a 0/4. Does my 3/3 survive?', 'en', cards);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain("there are your 3/3 creature and the opponent's 0/4 Wall;");
  }, 60_000);
});
