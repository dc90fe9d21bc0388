/**
 * Issue 12, English as players write it (session 22): general constructions that were refused for their form alone.
 * Each table is one construction, with the dev sets' class and variations; a form that is not modelled stays
 * refused, never guessed. Each answered row names a rule its answer must cite.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Walking Ballista', 'Hardened Scales', 'Grave Titan', 'Shock', 'Lightning Bolt', 'Essence Scatter', 'Grizzly Bears', 'Triskelion', 'Nightscape Familiar', 'Llanowar Elves']);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);

describe('GIVEN "when it enters" said of the permanent spell told cast last WHEN nothing was cast after it THEN it is that spell resolving (608.3), nothing more', () => {
  const ROWS: Row[] = [
    // (dev s18a: Ballista with X=2 under Hardened Scales enters with 3 counters, 614.1c.)
    ['I have Hardened Scales out and cast Walking Ballista with X=2. How big is it when it enters?', 'Your Walking Ballista is 3/3', null, '614.1c'],
    ['I cast Walking Ballista with X=2. How big is it when it enters?', 'Your Walking Ballista is 2/2', null, '608.3'],
    ['I cast Grave Titan. How many Zombie tokens do I get once it enters the battlefield?', 'You get 2 tokens', null, '111.2'],
    ['I cast Grave Titan. How many Zombie tokens do I get when Grave Titan enters?', 'You get 2 tokens', null, '603.3'],
    // Told in a statement, the act after it comes once the spell resolved.
    ['I cast Walking Ballista with X=2. When it enters, my opponent Shocks it. Does it die?', 'Yes. Your Walking Ballista dies', 'yes', '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  const REFUSED: [string, string][] = [
    // Something cast after it (a response, or a spell of its own): which moment is meant is not told.
    ['I cast Grave Titan and my opponent responds with Essence Scatter. How many Zombie tokens do I get when it enters?', 'not_understood'],
    ['I cast Grave Titan. My opponent casts Lightning Bolt on my Grizzly Bears. How many Zombie tokens do I get when it enters?', 'not_understood'],
    // A permanent never told cast: when it entered is not told (302.6 could matter).
    ['My Grizzly Bears is on the battlefield. How big is it when it enters?', 'not_understood'],
    // An instant never enters.
    ['I cast Lightning Bolt on his 2/2. Does it die when it enters?', 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN counters a player removes "to ping" something WHEN the permanent has an ability costing one such counter that deals 1 damage to one target THEN each counter is one activation of it (602.2b, 601.2c)', () => {
  const ROWS: Row[] = [
    // (dev s20a: in response to a Bolt, both counters off Walking Ballista, one ping each; the Bolt then has no target, 608.2b.)
    ['Opponent Bolted my Walking Ballista that had two +1/+1 counters. In response I removed both counters to ping his Llanowar Elves and his face (he was at 20). What is his life total?', "The opponent's life total is 19", null, '602.2b'],
    ['My opponent had Triskelion with three +1/+1 counters. I Lightning Bolted it, and in response he removed all three counters to ping me three times. What is my life total?', 'Your life total is 17', null, '602.2b'],
    ['My Walking Ballista has two +1/+1 counters. I remove a counter to ping his Llanowar Elves. Does it die?', "Yes. The opponent's Llanowar Elves dies", 'yes', '602.2b'],
    ['My Walking Ballista has two +1/+1 counters. I remove a counter from it to ping his Llanowar Elves. Does the Ballista die?', 'No. Your Walking Ballista survives', 'no', '122.1'],
    ['My Walking Ballista has two +1/+1 counters. I remove both counters to ping him twice. What is his life?', "The opponent's life total is 18", null, '602.2b'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  const REFUSED: [string, string][] = [
    // Counts that don't match: two counters, three pings; "both" of three counters; more counters than it has.
    ['My Walking Ballista has two +1/+1 counters. I remove two counters to ping him three times. What is his life?', 'not_understood'],
    ['My Walking Ballista has three +1/+1 counters. I remove both counters to ping him. What is his life?', 'not_understood'],
    ['My Walking Ballista has two +1/+1 counters. I remove a counter to ping his Llanowar Elves, his Grizzly Bears and him. What is his life?', 'not_understood'],
    // No ability of the permanent costs a counter and pings: named, never read as damage.
    ['My Grizzly Bears has two +1/+1 counters. I remove a counter to ping him. What is his life?', 'impossible'],
    // Removed with nothing it pays for, or for another player's permanent: named.
    ['My Walking Ballista has two +1/+1 counters. I remove a counter. Does it die?', 'not_understood'],
    ['His Walking Ballista has two +1/+1 counters. I remove a counter to ping him. What is his life?', 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});
