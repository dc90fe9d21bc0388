/**
 * English as players write it (session 47, en47): a permanent's name said as a verb ("if I Man-o'-War their Bears") is
 * that card cast with its enters ability aimed at the object; a cost said as a verb ("if I overload Electrickery", "they
 * kick Burst Lightning") is the spell cast paying it; "X already dealt its first strike damage" is the first-strike
 * damage step told as over (510.4); a blocker told without an owner is the other player's than its attacker's (509.1a);
 * a bare "none" after counters were named leaves out the counters, never the creatures. Wordings and cards of our own;
 * each table keeps rows that must stay refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps([
    "Man-o'-War", 'Flametongue Kavu', 'Grizzly Bears', 'Hill Giant', 'Serra Angel', 'Electrickery', 'Burst Lightning', 'Llanowar Elves',
    'Gladecover Scout', 'Porcelain Legionnaire', 'White Knight', 'Giant Growth', 'Bloated Contaminator', 'Raise the Alarm',
  ]);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
type Refusal = [string, string, string?];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN a permanent card named as a verb by a player, with a target after it WHEN read THEN that card is cast, its enters ability aimed there', () => {
  const ROWS: [string, string, string][] = [
    ["If I Man-o'-War their Serra Angel, can they replay it?", "you cast Man-o'-War; the triggered ability of your Man-o'-War targets the opponent's Serra Angel", 'cast again'],
    ["They Man-o'-War my Grizzly Bears. Can I recast it?", "the opponent casts Man-o'-War; the triggered ability of the opponent's Man-o'-War targets your Grizzly Bears", 'cast again'],
  ];
  it.each(ROWS)('%s', async (q, understood, says) => {
    const { answerQuestion } = await import('../../../src/questions/index.ts');
    const r = await answerQuestion(q, 'en', deps);
    // (Told on another player's turn the recast waits for its owner's main phase, 307.1: a refusal that says so.)
    const text = r.ok ? `${r.value.understood} ${r.value.answer}` : r.error.message;
    if (r.ok) expect(r.value.understood).toContain(understood);
    expect(text).toContain(says);
  }, 60_000);
  const ANSWERED: Row[] = [['They Flametongue Kavu my Hill Giant. Does it die?', 'dies', 'yes', '704.5g']];
  it.each(ANSWERED)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (A card with no such ability: never a cast aimed at the creature; a land's name is never cast.)
  const REFUSED: Refusal[] = [["I Grizzly Bears their Serra Angel. Does it die?", 'not_understood']];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN a cost said as a verb ("overload X", "kick X") WHEN read THEN the spell is cast paying that cost (702.96a, 702.33a)', () => {
  const ROWS: Row[] = [
    ['opp has gladecover scout. if i overload electrickery does the scout die?', 'dies', 'yes', '702.96'],
    ['I overload Electrickery. Does their Grizzly Bears die?', 'survives', 'no', '702.96'],
    ['If I kick Burst Lightning at their Hill Giant, does it die?', 'dies', 'yes', '702.33'],
    ['They kick Burst Lightning at my Serra Angel. Does it die?', 'dies', 'yes', '702.33'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Unkicked, which Burst Lightning it is stays asked; the keyword asked of is a definition, never a cast.)
  const REFUSED: Refusal[] = [['If I cast Burst Lightning at their Hill Giant, does it die?', 'needs_detail']];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "X already dealt its first strike damage" WHEN X is in the told combat THEN the story goes on after the first-strike damage step (510.4)', () => {
  const ROWS: [string, string, string][] = [
    ['Porcelain Legionnaire went unblocked and already dealt its first strike damage. If I Giant Growth it now, how much damage does it deal?', 'first-strike combat damage is dealt; you cast Giant Growth', 'deals 3 damage'],
    ['My White Knight is blocked by Grizzly Bears and already dealt first-strike damage. Can the bears deal damage back?', 'first-strike combat damage is dealt', 'deals no damage'],
    ['My White Knight is blocked by Grizzly Bears and has dealt its first strike damage. Does the bears die?', 'first-strike combat damage is dealt', 'dies'],
  ];
  it.each(ROWS)('%s', async (q, understood, says) => restated(q, understood, says), 60_000);
  // (A creature without first strike has no first-strike damage to have dealt: the run says so, never answered.)
  const REFUSED: Refusal[] = [['My Hill Giant is blocked by Grizzly Bears and already dealt first strike damage. Does the bears die?', 'impossible']];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN a creature in a block told without an owner WHEN the other side is told THEN it is the other player\'s (509.1a)', () => {
  const ROWS: [string, string, string][] = [
    ['Their Serra Angel is blocked by a 2/2 with reach. Does the 2/2 die?', "your 2/2 reach creature blocks the opponent's Serra Angel", 'dies'],
    ['A 2/2 attacks and is blocked by my Hill Giant. Does the 2/2 die?', "your Hill Giant blocks the opponent's 2/2 creature", 'dies'],
    ['Grizzly Bears blocked by a 3/3. Does the bears die?', "the opponent's 3/3 creature blocks your Grizzly Bears", 'dies'],
  ];
  it.each(ROWS)('%s', async (q, understood, says) => restated(q, understood, says), 60_000);
  // (Both told as the asker's: a block of one's own attacker can't be declared.)
  const REFUSED: Refusal[] = [
    ['My Hill Giant is blocked by my Grizzly Bears. Does the Bears die?', 'impossible'],
    // ("none" after counters were named leaves out the counters: never "they have no creatures".)
    ['bloated contaminator blocked by a 2/2 - how many poison do they end up with (they had none)', 'ambiguous'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});
