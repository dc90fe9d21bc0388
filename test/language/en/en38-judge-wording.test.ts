/**
 * Wordings of judges and players the reader refused for their phrasing (session 38, issue 12): a sentence saying nothing
 * else is in play ("No other effects apply."), "it has no counters on it" said of a creature already told, a size said
 * again with what makes it ("(it was 3/3 with the anthem)"), and "a 3/3 creature with no abilities". Each table has the
 * dev sets' shapes beside wordings of our own; the neighbours that must not be read so stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(["Geralf's Messenger", 'Path to Exile', 'Grizzly Bears', 'Shock', 'Glorious Anthem', 'Serra Angel', 'Baneslayer Angel', 'Ravenous Chupacabra', 'Flametongue Kavu', 'Pyroclasm', 'Rest in Peace', 'Murder', 'Solemn Simulacrum']);
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a sentence saying no other effects apply THEN it is set aside: only what is told is read anyway (702.19b, 702.2b)', () => {
  const ROWS: Row[] = [
    ['An attacking 5/5 creature with trample is blocked by a 1/1 creature with first strike and deathtouch. No other effects apply. Does the 5/5 deal any combat damage at all?', 'deals no damage', 'no'],
    ['An attacking 5/5 creature with trample is blocked by a 1/1 creature with deathtouch. Assume no other effects. How much damage is dealt to the player?', 'The opponent takes 4 damage', null],
    ['A 3/3 attacks and is blocked by a 2/2. There are no other relevant abilities or effects. Does the 2/2 die?', "The opponent's 2/2 creature dies", 'yes'],
    ['No other effects apply. My 3/3 attacks and is blocked by a 2/2. Does the 2/2 die?', "The opponent's 2/2 creature dies", 'yes'],
    ['My 2/2 blocks their 4/4. Nothing else applies. Does my 2/2 die?', 'Your 2/2 creature dies', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (A sentence that names whose effects are absent says something of the board; a bare "No effects." may be said of
  // anything: both stay unread.)
  it.each([
    ['A 3/3 attacks and is blocked by a 2/2. No effects. Does the 2/2 die?', 'not_understood'],
    ['I control Glorious Anthem and a 2/2. No other effects of the Anthem apply. Does my 2/2 die if they Shock it?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "it has no counters on it" said of a creature told before THEN it agrees with the board (122.1), even after events', () => {
  const ROWS: Row[] = [
    ["Opponent Path to Exile'd my Geralf's Messenger. It has no counters on it; does undying bring it back?", "doesn't come back", 'no'],
    ["My Geralf's Messenger dies. It has no counters on it. Does undying bring it back?", 'comes back', 'yes'],
    ["Opponent Path to Exile'd my Geralf's Messenger, which has no counters on it. Does undying bring it back?", "doesn't come back", 'no'],
    ['I have a 2/2. It has no +1/+1 counters on it. My opponent Shocks it. Does it die?', 'Your 2/2 creature dies', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (Said after counters the story put on it, it contradicts the story: asked back, never dropped.)
  it.each([["My Geralf's Messenger has a +1/+1 counter on it. It dies. It has no counters on it. Does it come back?", 'not_understood', 'It has no counters on it']])('refused: %s', (q, code, says) => refused(q, code, says));
});

describe('GIVEN a size said again with the Anthem that makes it THEN it is a claim checked against the run (613.4c, 704.5g)', () => {
  const ROWS: Row[] = [
    ['I control Glorious Anthem and a 2/2 (it is a 3/3 with the anthem). My opponent Shocks it. Does it die?', 'survives', 'no'],
    ['Last game I had Glorious Anthem and a 2/2, which took 2 damage in combat (it was 3/3 with the anthem). Then my opponent destroyed Glorious Anthem. Does my creature die?', 'Your 2/2 creature dies', 'yes'],
    ["I control Glorious Anthem and a 2/2 with 2 damage on it (it's 3/3 with the anthem). My opponent destroys Glorious Anthem. Does my creature die?", 'Your 2/2 creature dies', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (A size the run does not bear out is named back; with nothing that could change it, two sizes are two readings.)
  it.each([
    ["I control Glorious Anthem and a 2/2 (it's a 4/4 with the anthem). My opponent Shocks it. Does it die?", 'needs_detail'],
    ["I control a 2/2 (it's a 3/3 with the anthem). My opponent Shocks it. Does it die?", 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "a creature with no abilities" THEN it has none, as a vanilla creature (702.9b, 510.1)', () => {
  const ROWS: Row[] = [
    ['My 3/3 attacks and is blocked by a 2/2 creature with no abilities. Does the 2/2 die?', "The opponent's 2/2 creature dies", 'yes'],
    ['A 4/4 creature without any abilities attacks. I block with my 1/1 deathtouch. Does the 4/4 die?', "The opponent's 4/4 creature dies", 'yes'],
    ['My Serra Angel attacks. Can their 5/5 with no abilities block it?', "can't block", 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (A flier blocked by a creature with no abilities can't be: said so. Of a card, or one ability, the words stay unread.)
  it.each([
    ['The active player, at 10 life, attacks with Baneslayer Angel. The defending player blocks with a 3/3 creature with no abilities. What is the active player\'s life total after combat damage?', 'impossible'],
    ['Grizzly Bears with no abilities attacks. I block with a 3/3. Does Grizzly Bears die?', 'not_understood'],
    ['My 3/3 with no ability attacks. They block with a 2/2. Does it die?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "ETB" said with its article dropped before its verb THEN it is the enters trigger of the creature just cast (603.6a)', () => {
  const ROWS: Row[] = [
    ['I cast Ravenous Chupacabra, ETB targets their Grizzly Bears. Does their Grizzly Bears die?', "The opponent's Grizzly Bears dies", 'yes'],
    ['I cast Flametongue Kavu. ETB targets their 5/5. Does the 5/5 die?', "The opponent's 5/5 creature survives", 'no'],
    ['I cast Flametongue Kavu and ETB targets their 3/3. Does the 3/3 die?', "The opponent's 3/3 creature dies", 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (Said as a verb — after its subject — it stays the verb: "when it ETBs" is its arrival, not its trigger.)
  it.each([['Their Grizzly Bears ETB targets my 3/3. Does my 3/3 die?', 'not_understood']])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "… and is the only creature on the board" after another state THEN it is said of the same creature (704.5g)', () => {
  const ROWS: Row[] = [
    ['My Grizzly Bears has a +1/+1 counter and is the only creature on the battlefield. My opponent casts Pyroclasm. Does it die?', 'Your Grizzly Bears survives', 'no'],
    ['Their Grizzly Bears has two +1/+1 counters and is the only creature on the board. I Shock it. Does it die?', "The opponent's Grizzly Bears survives", 'no'],
    ['My 2/2 has flying and is the only creature on the battlefield. My opponent casts Pyroclasm. Does my 2/2 die?', 'Your 2/2 flying creature dies', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // ("the only creature I control" says whose board, which is not read here: named back.)
  it.each([['My Grizzly Bears is tapped and is the only creature I control. Can it block?', 'not_understood']])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "I said P, he said no. Who\'s right?" THEN the claim P is asked yes or no, and the dispute set aside (614.6, 700.4)', () => {
  const ROWS: Row[] = [
    ['So my opponent has Rest in Peace out, and last night he Murdered my Solemn Simulacrum. I said I draw a card from its dies trigger, he said no. Who\'s right?', 'You draw no card', 'no'],
    ['My opponent has Rest in Peace, and he Murdered my Solemn Simulacrum. I said I draw a card. Who is right?', 'You draw no card', 'no'],
    ['I have Solemn Simulacrum. My opponent Murders it. I said I draw a card, but he said no. Who\'s right?', 'You draw 1 card', 'yes'],
    ["My 3/3 is blocked by a 2/2. My opponent said his 2/2 survives, I said no. Who's right?", "The opponent's 2/2 creature dies", 'no'],
    ['My 3/3 is blocked by his 2/2. My friend swore my 3/3 dies. Who is right?', 'Your 3/3 creature survives', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
  // (A reply that says more than "no" is a claim of its own, not read as the dispute.)
  // (A claim with no story before it has nothing to be checked on.)
  it.each([
    ["My 3/3 is blocked by a 2/2. I said I gain 3 life, he said I gain nothing because of his Fog. Who's right?", 'not_understood'],
    ["I said I draw a card, he said no. Who's right?", 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});
