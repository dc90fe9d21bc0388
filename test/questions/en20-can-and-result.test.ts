/**
 * "Can I Bolt his 3/3 and kill it?", "Can I Swords his 4/4 and exile it?": the conjunct after a can-question asks
 * what the move then does, as "… to kill it" does (frames/purpose.ts) — the move checked, the result answered with it
 * made. Read as told, the result was made first: the 3/3 was destroyed before the Bolt, which then had "no permanent"
 * to target (red team s19b, 16 findings). A conjunct the purpose reader can't place ("… and gain 4 life", "… and still
 * block", "… and kill it before blockers") is named, never made an event. Lethal damage 704.5g, destroy 701.8,
 * exile 701.13a, indestructible 702.12b, loyalty 120.3c and 704.5i.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN "Can I X and Y?" with Y a result of X WHEN asked THEN X is checked and Y asked of it made', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Lightning Bolt', 'Shock', 'Murder', 'Swords to Plowshares', 'Giant Growth', 'Serra Angel', 'Giant Spider', 'Llanowar Elves', 'Vampire Nighthawk']);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['Can I Shock his 2/2 and kill it?', "If you do: Yes. The opponent's 2/2 creature dies", 'yes'],
    ['Can I Bolt his 4/4 and kill it?', "No. The opponent's 4/4 creature survives (with 3 damage marked)", 'no'],
    ['Could I Shock his 3/3 and kill it?', "No. The opponent's 3/3 creature survives", 'no'],
    ['Can he Bolt my 3/3 and kill it?', 'Yes. Your 3/3 creature dies', 'yes'],
    ['Can I Swords his 4/4 and exile it?', "If you do: Yes. The opponent's 4/4 creature is put into exile", 'yes'],
    ['Can I Murder his indestructible 3/3 and destroy it?', "it has indestructible, so it isn't destroyed", 'no'],
    ['Can I Bolt his planeswalker with 3 loyalty and kill it?', "If you do: Yes. The opponent's planeswalker dies", 'yes'],
    ['Can I Bolt his Serra Angel and kill it?', "No. The opponent's Serra Angel survives (with 3 damage marked)", 'no'],
    ['Can I Bolt his Vampire Nighthawk and kill it?', "Yes. The opponent's Vampire Nighthawk dies", 'yes'],
    ['He casts Giant Growth on his 3/3. Can I Bolt it in response and kill it?', "If you do: Yes. The opponent's 3/3 creature dies", 'yes'],
    ['Can I block his Serra Angel with Giant Spider and kill it?', "No. The opponent's Serra Angel survives", 'no'],
    ['Can I block his 2/2 with my 3/3 and kill it?', "If you do: Yes. The opponent's 2/2 creature dies", 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // Named, never made an event first: a result the purpose reader has no ask for, a time of its own, "still" after a
  // move that is no cast or block, a sequence said with "then", another move.
  const REFUSED: [string, string][] = [
    ['Can I Swords his 4/4 and gain 4 life?', 'and gain 4 life'],
    ['Can I attack with my 3/3 and kill his planeswalker with 3 loyalty?', 'and kill his planeswalker'],
    ['Can I Bolt his 3/3 and kill it before blockers?', 'and kill it before blockers'],
    ['I control Llanowar Elves. Can I tap it for mana and still block?', 'block'],
    ['Can I tap my Llanowar Elves for mana and still attack with it?', 'attack with it'],
    ['Can I Bolt his 3/3 and then kill it?', 'and then kill it'],
  ];
  it.each(REFUSED)('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'not_understood', says), 60_000);
});
