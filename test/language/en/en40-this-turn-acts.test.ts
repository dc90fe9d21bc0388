/**
 * "this turn" said of acts (session 40, issue 12): "I attacked with Serra Angel this turn", "my 3/3 blocked a 2/2 this
 * turn and took 2 damage", "casts it and attacks with it the same turn". The story is told in one turn unless it says otherwise (500.1), so the words say only
 * what is already so and are read with the act. Not read when the story moved to another turn before (an end of turn
 * or a next turn told: "this turn" could then mean either), nor of an effect that lasts without saying how long.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Serra Angel', 'Grizzly Bears', 'Shock', 'Giant Growth', 'Skyknight Legionnaire', 'Thornweald Archer']);
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN an act told "this turn" THEN it is read as an act of the story\'s turn (500.1)', () => {
  const ROWS: Row[] = [
    // (Attacking taps it, 508.1f; vigilance keeps it untapped, 702.20b; nothing untaps it before their turn.)
    ["I attacked with Grizzly Bears this turn. Can it block on my opponent's turn?", "can't block", 'no'],
    ["I attacked with Serra Angel this turn. Can it block on my opponent's turn?", 'can block', 'yes'],
    ['My 3/3 blocked a 2/2 this turn and took 2 damage. They Shock it. Does it die?', 'dies', 'yes'],
    ['I attacked with a 3/3 this turn and they blocked with a 2/2. Did my 3/3 survive?', 'survives', 'yes'],
    ['my opponent shocked my 4/4 this turn. then they shock it again. does it die?', 'dies', 'yes'],
    // ("the same turn": still the turn told, later in it — as "in the same turn" is read.)
    ['My opponent casts Skyknight Legionnaire and attacks with it the same turn. Can my Thornweald Archer block it?', 'can block', 'yes'],
    ['I cast Grizzly Bears and attack with it the same turn. Is that legal?', "can't attack", 'no'],
    // (An until-end-of-turn change told "this turn" agrees with its own duration, 514.2.)
    ['My Grizzly Bears got +2/+2 this turn. What is it at end of turn?', 'is 2/2', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answered(q, says, verdict));
});

describe('GIVEN "this turn" after the story moved to another turn THEN the words stay unread', () => {
  it.each([
    ['My 2/2 attacks. Next turn, I attack with a 3/3 this turn. Does it die?', 'not_understood', 'this turn'],
    ['The turn ends. I attack with a 3/3 this turn and they block with a 4/4. Does my 3/3 die?', 'not_understood', 'this turn'],
  ])('refused: %s', (q, code, says) => refused(q, code, says));
});
