/**
 * "X with Y attacking unblocked" (issue 11, red team 28b): "Ajani's Pridemate with my Vampire Nighthawk attacking
 * unblocked. What's Pridemate's size after damage?" swept the with-phrase up with the words of "unblocked": the
 * Nighthawk vanished, the Pridemate alone attacked, and the answer was a confident 2/2 (the Nighthawk's lifelink,
 * 702.15b, triggers the Pridemate). A creature said beside the unblocked one with "with" is now left to be named —
 * refused, never dropped — while Equipment said with "with" and keywords stay read (301.5, 702.19).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const CARDS = { "Ajani's Pridemate": 'アジャニの群れ仲間', 'Vampire Nighthawk': '吸血鬼の夜鷲', 'Grizzly Bears': '灰色熊', 'Serra Angel': 'セラの天使', Bonesplitter: '骨断ちの矛槍' };

describe('GIVEN a creature said with "with" beside one said attacking unblocked', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** Refused naming the creature said with "with" (it was dropped and the answer given without it). */
  const NAMED: [string, string][] = [
    ["Ajani's Pridemate with my Vampire Nighthawk attacking unblocked. What's Pridemate's size after damage?", 'Vampire Nighthawk'],
    ['Grizzly Bears with Serra Angel attacking unblocked. How much damage?', 'Serra Angel'],
    ['My Grizzly Bears with my Serra Angel attacking unblocked. How much damage does the opponent take?', 'Serra Angel'],
  ];
  it.each(NAMED)('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'not_understood', says), 60_000);

  /** [question, what the answer says, verdict, a rule the trace cites]: what "with" says of the creature itself stays read. */
  const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
    ['My Grizzly Bears with Bonesplitter attacking unblocked. How much damage?', 'takes 4 damage', null, '510.1'],
    ['A 3/3 with trample attacking unblocked. How much damage?', 'takes 3 damage', null, '510.1'],
    ['Grizzly Bears attacking unblocked. How much damage?', 'takes 2 damage', null, '510.1'],
    // Told as two clauses, the Nighthawk's lifelink feeds the Pridemate (702.15b, 603.2).
    ["I have Ajani's Pridemate. My Vampire Nighthawk attacks unblocked. What's Pridemate's size?", '3/3', null, '702.15'],
  ];
  it.each(ANSWERED)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
});
