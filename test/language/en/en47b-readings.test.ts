/**
 * English as players write it (session 47, en47 second part): "no mana left for the ward" is the ward's cost not paid
 * (118.3, 702.21a); "it persists (back)" after a spell aimed at the creature is its death and its return by persist
 * (702.79a), checked against the run, never the card Persist cast; "is it gone for good?" asks whether it is off the
 * battlefield at the end, so a creature that persisted back is not (400.7); "… and pick black" after a cast is the color
 * chosen for it as it resolves (608.2d). Wordings and cards of our own; each table
 * keeps rows that must stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps([
    'Hulking Raptor', 'Lightning Bolt', 'Doom Blade', 'Shock', 'Grizzly Bears', 'Kitchen Finks', 'Glen Elendra Archmage', 'Murder', 'Persist', 'Gods Willing',
  ]);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
type Refusal = [string, string, string?];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN a player told to have no mana for the ward WHEN read THEN the ward cost is not paid and the spell is countered (118.3, 702.21a)', () => {
  const ROWS: Row[] = [
    ['I Lightning Bolt their Hulking Raptor but I have no mana left for the ward. Does the Raptor die?', 'survives', 'no', '702.21a'],
    ['My opponent casts Doom Blade on my Hulking Raptor and doesn\'t have any mana left for the ward. Does my Raptor survive?', 'survives', 'yes', '702.21a'],
    ['They Shock my Hulking Raptor. They have no mana for the ward. Does it die?', 'survives', 'no', '702.21a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  const REFUSED: Refusal[] = [
    // (Nothing asks for a payment: the words meant something else.)
    ['I Lightning Bolt their Grizzly Bears but I have no mana left for the ward. Does it die?', 'not_understood'],
    // (The ward asks the caster, not its controller.)
    ['I Lightning Bolt their Hulking Raptor, but they have no mana left for the ward. Does it die?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "it persists (back)" after a spell aimed at the creature WHEN read THEN it died and came back by persist, checked against the run (702.79a)', () => {
  const ROWS: [string, string, string][] = [
    ['They Bolt my Glen Elendra Archmage, it persists back, then they Bolt it again. Is it gone for good?', 'your Glen Elendra Archmage returns to the battlefield', 'Yes.'],
    ['They Shock my Kitchen Finks and it persisted. What is its power and toughness?', 'your Kitchen Finks dies (as its result, checked against the run)', '2/1'],
    ['They Murder my Kitchen Finks, it persists back, then they Shock it. Is it dead for good?', 'your Kitchen Finks returns to the battlefield', 'Yes.'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (No persist: nothing brings it back, and no return is made up.)
    ['They Bolt my Grizzly Bears, it persists back. Is it on the battlefield?', 'unmodelled'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "is it gone for good?" WHEN answered THEN it is whether the creature is off the battlefield at the end (400.7)', () => {
  const ROWS: Row[] = [
    // (Persist returns it: not gone.)
    ['They Bolt my Kitchen Finks. Is it gone for good?', 'comes back as a new object', 'no', '702.79a'],
    ['They Bolt my Grizzly Bears. Is it gone for good?', 'leaves the battlefield', 'yes', '704.5g'],
    // (A -1/-1 counter already on it: persist doesn't return it.)
    ['They Murder my Kitchen Finks that has a -1/-1 counter. Is it permanently gone?', 'leaves the battlefield', 'yes', '702.79a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN "… and pick black" after a cast WHEN read THEN the color is chosen for that spell as it resolves (608.2d)', () => {
  const ROWS: Row[] = [
    ['They cast Murder on my Grizzly Bears. In response I cast Gods Willing on it and pick black. Does it live?', 'survives', 'yes', '702.16'],
    // (Murder destroys it: protection from red doesn't stop a black spell.)
    ['They cast Murder on my Grizzly Bears. In response I cast Gods Willing on it, and name red. Does it live?', 'dies', 'no', '608.2'],
    ['They Lightning Bolt my Grizzly Bears. In response I cast Gods Willing on my bears and choose red. Does it survive?', 'survives', 'yes', '702.16'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (A color said with more after it is not read as the choice.)
  const REFUSED: Refusal[] = [['They cast Murder on my Grizzly Bears. In response I cast Gods Willing on it and pick black for it. Does it live?', 'not_understood']];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});
