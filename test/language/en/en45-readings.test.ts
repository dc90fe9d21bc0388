/**
 * English as players write it (session 45, en45): a run-on chat question with no stop ("… this turn can i swing with
 * it"), "came down" (entered), "get/become tapped", a bare "make it" (survive), "which of them …", "X dies to <spell>",
 * and "them" as the object of a player's own cast. Wordings and cards of our own; each table keeps rows that must stay
 * refused or read otherwise.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps([
    'Hill Giant', 'Grizzly Bears', 'Raging Goblin', 'Goblin Piker', 'Serra Angel', 'Vizier of Deferment', 'Wind Drake', 'Shock', 'Giant Growth',
    'Air Elemental', 'Giant Spider', 'Doomed Traveler', 'Lightning Bolt', 'Llanowar Elves', 'Centaur Courser', 'Searing Spear', 'Healing Salve',
  ]);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a statement then "can/does/will I …" with no stop between WHEN read THEN the inverted auxiliary opens the question', () => {
  const ROWS: Row[] = [
    ['just played hill giant this turn can i swing with it', "can't attack", 'no', '302.6'],
    ['cast raging goblin this turn can it attack', 'can attack', 'yes', '702.10'],
    ['i bolted their grizzly bears does it die', 'dies', 'yes', '704.5g'],
    ['my goblin piker came down this turn will it be able to block', 'can block', 'yes', '509.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (A condition opening the sentence keeps it one question; a question word before the auxiliary is no run-on.)
  const ALSO: Row[] = [['if i shock their grizzly bears does it die', 'dies', 'yes', '704.5g']];
  it.each(ALSO)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN "came down" / "came out" WHEN said of a permanent THEN it entered the battlefield this turn', () => {
  const ROWS: Row[] = [
    ['Raging Goblin came down this turn. Can it attack right away?', 'can attack', 'yes', '702.10'],
    ['My Grizzly Bears came out this turn. Can it attack?', "can't attack", 'no', '302.6'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN "does it get tapped" / "become tapped" WHEN asked of an attacker THEN whether attacking tapped it (508.1f, 702.20b)', () => {
  const ROWS: Row[] = [
    ['Serra Angel attacks. Does it get tapped?', 'stays untapped', 'no', '702.20'],
    ['My Grizzly Bears attacks. Does it become tapped?', 'is tapped', 'yes', '508.1'],
    ['Does my Vizier of Deferment get tapped when it attacks?', 'is tapped', 'yes', '508.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN a bare "make it" WHEN asked of a creature THEN whether it survives; "make it a 4/4" is not read so', () => {
  const ROWS: Row[] = [
    ['They Shock my Wind Drake and I respond with Giant Growth on it. Does the Drake make it?', 'survives', 'yes', '704.5g'],
    ['My Grizzly Bears blocks their Hill Giant. Does the Bear make it?', 'dies', 'no', '704.5g'],
    ['They Searing Spear my Air Elemental. Will it make it?', 'survives', 'yes', '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN "which of them dies" after a combat WHEN "them" is every creature told THEN the outcome names who died', () => {
  const ROWS: Row[] = [
    ['Air Elemental attacks me and I block with Giant Spider. Which of them dies?', 'Giant Spider', null, '704.5g'],
    ['My Hill Giant blocks their Grizzly Bears. Which of them dies?', 'Grizzly Bears', null, '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN "X dies to <instant or sorcery>" WHEN read THEN the spell was cast at X and the death is checked against the run (700.4)', () => {
  const ROWS: Row[] = [
    ['My Doomed Traveler dies to a Shock. What do I end up with on the battlefield?', 'Spirit', null, '603'],
    ['Their Grizzly Bears died to my Lightning Bolt. Did I gain life?', 'no life', 'no', '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (A death the spell can't cause is named, never answered over.)
  const STILL: [string, string][] = [['My Hill Giant dies to a Shock. What happens?', 'impossible']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "them" as the object of a player\'s own cast WHEN a plural-named creature was told THEN the creature is meant', () => {
  const ROWS: Row[] = [
    ['I attack with my Llanowar Elves and my opponent Shocks them. Do they die?', 'dies', 'yes', '704.5g'],
    ["I used Healing Salve's prevention mode on my Grizzly Bears, then my opponent Lightning Bolts them. Do the Bears survive?", 'survives', 'yes', '615'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Cast by the other player, "them" may still be the opponent: asked back.)
  const STILL: [string, string][] = [['My opponent casts Giant Growth on their Grizzly Bears, then I Lightning Bolt them. Do they die?', 'ambiguous']];
  it.each(STILL)('%s → %s', (q, code) => refused(q, code), 60_000);
});
