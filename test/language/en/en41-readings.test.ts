/**
 * Issue 12, English as players write it (session 41, lang41en): shapes refused for their form alone. Each table is one
 * grammar shape with wordings of our own (never the dev sets' questions), with rows that must still be refused. Each
 * answered row names a rule its trace cites.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Serra Angel', 'Turn to Frog', 'Giant Growth', 'Prodigal Sorcerer', 'Llanowar Elves', 'Shock', 'Boros Swiftblade', 'Grizzly Bears', 'Counterspell', 'Toski, Bearer of Secrets', 'Hill Giant', 'Kitchen Finks', 'Triumph of the Hordes', 'Wrath of God', 'Selfless Spirit', 'Glorious Anthem']);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN an ability named by the {T} in its cost ("its tap ability", "its ability with the tap symbol in its cost") WHEN asked if it can be activated THEN it is that ability (302.6)', () => {
  const ROWS: Row[] = [
    ['A creature without haste came under my control this turn. Can I activate its ability that has the tap symbol in its cost?', "can't activate", 'no', '302.6'],
    ['A creature came under my control this turn. Can I use its tap ability?', "can't activate", 'no', '302.6'],
    ['A creature without haste entered under my control this turn. Can I activate its ability with {T} in its cost?', "can't activate", 'no', '302.6'],
    ['I cast Prodigal Sorcerer this turn. Can I activate its {T} ability?', "can't activate", 'no', '302.6'],
    ['I cast Prodigal Sorcerer this turn. Can I activate its ability that costs {T}?', "can't activate", 'no', '302.6'],
    ["I cast Prodigal Sorcerer this turn. Can I activate Prodigal Sorcerer's ability with the tap symbol?", "can't activate", 'no', '302.6'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // ("with the tap" names no symbol; a tap ability "for mana" is asked two ways at once: not guessed.)
  const STILL: [string, string][] = [
    ['A creature without haste came under my control this turn. Can I activate its ability with the tap?', 'not_understood'],
    ['I cast Llanowar Elves this turn. Can I activate its tap ability for mana?', 'not_understood'],
  ];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "is it back to (being) a 4/4" WHEN asked after an effect "until end of turn" THEN it is asked as "is it a 4/4 again" (514.2)', () => {
  const ROWS: Row[] = [
    ['On my turn I cast Turn to Frog on their Serra Angel. Is it back to being a 4/4 on their turn?', 'is 4/4', 'yes', '514.2'],
    ['if i turn to frog their serra angel on my turn, is it back to a 4/4 flyer on their turn?', 'flying', 'yes', '514.2'],
    ['On my turn I cast Giant Growth on my Grizzly Bears. Is it back to a 2/2 on their turn?', 'is 2/2', 'yes', '514.2'],
    ['On my turn I cast Giant Growth on my 2/2. On their turn, is it back to a 5/5?', 'is 2/2', 'no', '514.2'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // ("deal damage back to my Swiftblade" is no state had again: read as the damage it tells.)
  it('"deal damage back to" keeps its words', () =>
    answered('Precombat I Shock their 2/3, then attack with Boros Swiftblade and they block with that 2/3. Does the 2/3 get to deal damage back to my Swiftblade?', 'no damage', 'no', '702.7b'), 60_000);
});

describe('GIVEN an event of "each creature" told before the board, then the board described in the present ("… is on the battlefield", "I control …") WHEN read THEN the board is the one the event met (120.3)', () => {
  const ROWS: Row[] = [
    ['A red sorcery deals 4 damage to all creatures. A 2/2 creature with protection from red is on the battlefield. Does it survive?', 'survives', 'yes', '702.16e'],
    ['A black sorcery deals 3 damage to each creature. I control a 2/2 and my opponent controls a 4/4. Does my 2/2 die?', 'dies', 'yes', '704.5g'],
    ['A spell deals 2 damage to every creature. My opponent has a 3/3. Does it die?', 'survives', 'no', '120.3'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (A creature that comes later, or one said in the past or "now", is not the board the event met: still refused.)
  const STILL: [string, string][] = [
    ['A red sorcery deals 4 damage to each creature. Then a 2/2 creature enters the battlefield. Does it survive?', 'not_understood'],
    ['A red sorcery deals 4 damage to each creature. Now a 2/2 creature is on the battlefield. Does it survive?', 'not_understood'],
    ['A red sorcery deals 4 damage to each creature. A 2/2 creature with protection from red was on the battlefield. Does it survive?', 'not_understood'],
  ];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "does it enter / hit the battlefield?" WHEN asked of a spell told cast THEN it asks where the run puts it (608.3)', () => {
  const ROWS: Row[] = [
    ['They cast Toski, Bearer of Secrets and I Counterspell it. Does Toski hit the battlefield?', 'is put onto the battlefield', 'yes', '101.2'],
    ['They cast Grizzly Bears and I Counterspell it. Does it enter the battlefield?', "isn't put onto the battlefield", 'no', '701.6a'],
    ['My opponent casts Hill Giant. Does it hit the battlefield?', 'is put onto the battlefield', 'yes', '608.3'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Of two objects at once, "they", which one is not guessed; "hit" a player is damage, read as before.)
  const STILL: [string, string][] = [['They cast Grizzly Bears and Hill Giant and I Counterspell one. Do they enter the battlefield?', 'ambiguous']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN a combat damage division asked ("am I allowed to put all 5 on the 4/4", "… and leave the 2/2 alone") WHEN the words name the blockers THEN the division is read (510.1c)', () => {
  const ROWS: Row[] = [
    ['My 5/5 gets blocked by a 2/2 and a 4/4. Am I allowed to put all 5 on the 4/4?', 'division is legal', 'yes', '510.1c'],
    ['My 5/5 gets blocked by a 2/2 and a 4/4. Can I put all 5 on the 4/4 and leave the 2/2 alone?', 'division is legal', 'yes', '510.1c'],
    ['My 6/6 is blocked by a 1/1 and a 3/3. Am I able to put all 6 on the 1/1 and leave the 3/3 untouched?', 'division is legal', 'yes', '510.1c'],
    // (The attacker is a 4/4 too: its own damage never goes to itself, so "the 4/4" is the blocker.)
    ['My 4/4 is blocked by a 1/1 deathtouch and a 4/4. Can I put all 4 damage on the 4/4?', 'division is legal', 'yes', '510.1c'],
    ['If my 4/4 is blocked by a 1/1 and a 4/4, can I put all 4 on the 4/4 and none on the 1/1? There is no damage assignment order anymore, right?', 'division is legal', 'yes', '510.1c'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  const STILL: [string, string][] = [
    // (Two attacking 4/4s, one blocked: which 4/4 is meant is still asked back.)
    ['My 4/4 and my other 4/4 attack. A 1/1 blocks my 4/4. Can I put all 4 damage on the 4/4?', 'ambiguous'],
    // ("leave it" with no "alone" is no part of a division.)
    ['My 5/5 gets blocked by a 2/2 and a 4/4. Can I put all 5 on the 4/4 and leave the 2/2?', 'not_understood'],
  ];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN a question whose condition tells the board, then a claim of the rules tagged "right?" WHEN read THEN the claim is set aside, answered by the question', () => {
  it('a claim of no object is set aside', () =>
    answered('If my 5/5 is blocked by a 2/2 and a 3/3, can I put all 5 on the 3/3? There is no damage assignment order anymore, right?', 'division is legal', 'yes', '510.1c'), 60_000);
});

describe('GIVEN "does it persist (again)?" WHEN asked of a creature with persist that died THEN it asks whether persist returns it (702.79a)', () => {
  const ROWS: Row[] = [
    ['My Kitchen Finks dies. Does it persist?', 'comes back to the battlefield', 'yes', '400.7'],
    ['My Kitchen Finks has a -1/-1 counter. It dies. Does it persist again?', "doesn't come back", 'no', '400.7'],
    ['Kitchen Finks dies in combat. Will my Finks persist?', 'comes back to the battlefield', 'yes', '400.7'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // ("persist" said as the keyword stays the keyword; "does persist work" is no question of the creature.)
  const STILL: [string, string][] = [['My Kitchen Finks dies. Does persist work here?', 'not_understood']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN a clause closing on "with X out / on the battlefield" WHEN its verb is no attack or block THEN X is on the battlefield, as "With X out, …" says', () => {
  const ROWS: Row[] = [
    ['Opponent is on 7 poison. I cast Triumph of the Hordes with two 2/2s out. Both attack unblocked. Do I win?', 'You win the game', 'yes', '704.5c'],
    ['I cast Wrath of God with Selfless Spirit on the battlefield. Does Selfless Spirit die?', 'dies', 'yes', '701.8a'],
    ['My opponent casts Shock on my 2/2 with Glorious Anthem out. Does my 2/2 die?', 'survives', 'no', '613.4c'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (After "attack", "with" names the attackers: "out" there is not read as the board.)
  const STILL: [string, string][] = [['I attack with two 2/2s out. Can they be blocked?', 'not_understood']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});
