/**
 * Issue 11 (session 49): blocks asked as pairs — "Can I block the Raider with the Bears and the Courser with the Runeclaw
 * Bear?" — were read as one group of blockers, "the Courser" (an attacker) made into a second Centaur Courser of the asker's,
 * and the last pair dropped: a confident "yes" to a menace block by one creature (702.111b, 509.1b). The pairs are now named
 * as not understood; one attacker blocked by a group of the asker's creatures is answered as before.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

const CARDS = ['Kraul Raider', 'Centaur Courser', 'Grizzly Bears', 'Runeclaw Bear', 'Serra Angel', 'Giant Spider', 'Goblin Piker'];

describe('GIVEN blocks asked as pairs THEN they are named as not understood, never read as one group', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const refused = refusedAs(() => deps);
  it.each([
    ['My opponent attacks with Kraul Raider and Centaur Courser. Can I block the Raider with Grizzly Bears and the Courser with Runeclaw Bear?', 'not_understood', 'Courser'],
    ['Their Serra Angel and Goblin Piker attack. I have Giant Spider and Grizzly Bears. Can I block the Angel with the Spider and the Piker with the Bears?', 'not_understood', 'Piker'],
    ['My opponent attacks with Kraul Raider and Goblin Piker. Can I block Kraul Raider with Grizzly Bears and with Runeclaw Bear?', 'not_understood', 'Runeclaw Bear'],
  ])('%s → %s', async (q, code, says) => refused(q, code, says), 60_000);

  const right = answeredRight(() => deps);
  it.each([
    // (Menace: two blockers may block it, one may not, 702.111b.)
    ['My opponent attacks with Kraul Raider. Can I block it with Grizzly Bears and Runeclaw Bear?', 'can block', 'yes'],
    ['My opponent attacks with Kraul Raider. Can I block it with Grizzly Bears?', "can't block", 'no'],
    ['Their Serra Angel attacks. Can I block it with my Giant Spider?', 'can block', 'yes'],
  ] as [string, string, 'yes' | 'no'][])('%s', async (q, says, verdict) => right(q, says, verdict), 60_000);
});
