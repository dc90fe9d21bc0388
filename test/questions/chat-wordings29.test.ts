/**
 * English questions as people type them (issue 12): four shapes of wording that were refused, each read through the
 * grammar and the intents as a general shape — never one question's words — with its neighbour that must stay refused.
 *  - a verbless guess at the damage, "6 damage?", and its either/or "8 or 12 damage?" (120.3, 510.1a-b);
 *  - "What do I have left?": what a player still has on the battlefield when the story ends (400.1);
 *  - "I bolt face": "face" said of nobody is the caster's opponent (115.1, 120.3);
 *  - "Walking Ballista with 2 counters": counters with no kind, the one kind the card's text uses (122.1, 122.6);
 *  - "Can my 1/4 block it, and if I do, does it survive?": "if I do", "if so" after a "can" question is that move made
 *    (509.1a, questions/if-it-does.ts); after any other question the supposition is named, never answered from the story;
 *  - "when the pump wears off", "the buff ends": the P/T boost's effect ending with the turn (611.2, 514.2).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs, restatedAnswering } from '../support/ask-rows.ts';

describe('GIVEN English questions worded as people write them THEN they are read as the general shape they are (issue 12)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Lightning Bolt', 'Shock', 'Torbran, Thane of Red Fell', 'Grizzly Bears', 'Hill Giant', 'Grave Titan', 'Wrath of God', 'Pyroclasm', 'Walking Ballista', 'Hangarback Walker', 'Serra Angel', 'Blood Artist', 'Giant Growth']);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // A verbless guess at the damage, yes or no; two values offered, the one the run matches.
    ['Three 2/2s attack, no blocks. 6 damage?', 'Yes. The opponent takes 6 damage', 'yes'],
    ['Three 2/2s attack, no blocks. 8 damage?', 'No. The opponent takes 6 damage', 'no'],
    ['Three 2/2s attack, no blocks. 8 or 6 damage?', '6. The opponent takes 6 damage', null],
    ['Grizzly Bears and Hill Giant attack unblocked. 5 or 6 damage?', '5. The opponent takes 5 damage', null],
    ['I Lightning Bolt my opponent. 3 or 6 damage?', '3. The opponent takes 3 damage', null],
    ['Torbran, Thane of Red Fell is on the battlefield. I cast Lightning Bolt targeting my opponent. 3 or 5 damage?', '5. The opponent takes 5 damage', null],
    // What a player has left: every object's fate, as "What's left?".
    ['Opponent casts Wrath of God. I have Grave Titan and a 2/2. What do I have left?', 'Died: Grave Titan, your 2/2 creature', null],
    ['I cast Pyroclasm. My opponent has a 2/2 and a 3/3. What does my opponent have left?', "Died: the opponent's 2/2 creature", null],
    ['Opponent casts Wrath of God. I have Grave Titan and two zombie tokens. What do I have left?', 'Died: Grave Titan', null],
    // "face" said alone: the caster's opponent.
    ["I bolt face. What's their life?", "The opponent's life total is 17", null],
    ['torbran out, i bolt face. how much damage?', 'The opponent takes 5 damage', null],
    ["My opponent bolts face. What's my life?", 'Your life total is 17', null],
    ['They Shock face. How much damage do I take?', 'You take 2 damage', null],
    // Counters with no kind: the one kind the card's text uses (+1/+1 for both).
    ['Opponent Bolts my Hangarback Walker with 3 counters. How many thopters?', 'You have 3 Thopters', null],
    ['Opponent Bolts my Hangarback Walker with a counter. How many thopters?', 'You have 1 Thopter', null],
    ['My Walking Ballista with 2 counters attacks and is blocked by a 2/2. Does it die?', 'Yes', 'yes'],
    ['My Walking Ballista with 3 counters attacks and is blocked by a 2/2. Does it die?', 'No', 'no'],
    // "if I do", "if so", "if it can" after a question of a move: the outcome with that move made.
    ['Their 3/3 flyer is attacking me. Can my 1/4 with reach block it, and if I do, does mine survive?', 'If you do: Yes. Your 1/4 reach creature survives', 'yes'],
    ['Their 3/3 flyer is attacking me. Can my 1/4 with reach block it? If so, does it survive?', 'If you do: Yes. Your 1/4 reach creature survives', 'yes'],
    ['Serra Angel attacks me. Can my 2/5 with reach block it? If it can, does it die?', 'If you do: No. Your 2/5 reach creature survives', null],
    ['Their 4/4 attacks and my 2/2 blocks. Can I Giant Growth my 2/2? If I can, does it survive?', 'If you do: Yes. Your 2/2 creature survives', 'yes'],
    // "the pump", "the buff", "the boost": the effect that gave it, ending with the turn (514.2: damage goes at the same time).
    ['My 2/2 got +2/+2 until end of turn and took 3 damage in combat. Does it die when the pump wears off?', 'No. Your 2/2 creature survives', 'no'],
    ['My 1/1 got +2/+2 until end of turn and took 2 damage. Does it die when the boost wears off?', 'No. Your 1/1 creature survives', 'no'],
    ['I pump my 2/2 with Giant Growth. Is it a 5/5?', 'Yes', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it('the counters read are named in the restatement with the kind the card gave them', () =>
    restatedAnswering(() => deps)('My Walking Ballista with 2 counters attacks and is blocked by a 2/2. Does it die?', 'your Walking Ballista (2 +1/+1 counters)', 'Yes'), 60_000);

  /** [question, refusal code, what the refusal names]: the neighbours that can mean two things. */
  const REFUSED: [string, string, string][] = [
    // A guess in a blocked combat: the damage to the player or to a blocker (510.1c) — not guessed.
    ['My 3/3 attacks and their 2/2 blocks. 3 or 2 damage?', 'not_understood', '3 or 2 damage'],
    ['My 3/3 attacks and their 2/2 blocks. 2 damage?', 'not_understood', '2 damage'],
    // A guess with nobody aimed at (damage to a creature only): whose damage is not said.
    ['I Lightning Bolt their Grizzly Bears. 3 damage?', 'not_understood', '3 damage'],
    // What is left somewhere other than the battlefield, or of something named: not the board's outcome.
    ['I cast Pyroclasm. My opponent has a 2/2 and a 3/3. What mana do I have left?', 'not_understood', 'What mana do I have left'],
    // Counters with no kind on a card whose text settles none, or on a creature with no card: asked back.
    ['My Grizzly Bears with 2 counters attacks and is blocked by a 3/3. Does it die?', 'needs_detail', 'what kind of counters'],
    ['My 2/2 with 2 counters is blocked by a 3/3. Does it die?', 'needs_detail', 'what kind of counters'],
    ['My Serra Angel with 2 counters is blocked by a 5/5. Does it die?', 'needs_detail', 'what kind of counters'],
    // "if it does" after a question of a fate, not of a move: a supposition the story doesn't tell — named.
    ['My 2/2 is blocked by a 1/1. I control Blood Artist. Does it die? If it does, does Blood Artist trigger?', 'not_understood', 'If it does'],
    ['My 2/2 attacks. If it does, how much damage?', 'not_understood', 'If it does'],
    // The move can't be made (no reach against a flyer): the outcome with it made is no answer — asked back.
    ['Their 3/3 flyer is attacking me. Can my 2/2 block it? If so, does it survive?', 'needs_detail', 'tell it as done'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
