/**
 * Session 13's red team, English (issue 11: never a confident wrong). Blocks said of several attackers at
 * once ("I block them with my 5/5 and 2/2 respectively") vanished and every attacker went unblocked; a
 * condition said "instead" added its blocker to the one told; a state said of "all of my opponent's
 * creatures" before any was told made a phantom creature; "not on their Serra Angel" became a second
 * target; "Does reach let my creature block flyers?" dropped the keyword and answered "No" on a creature
 * without it; "I control my opponent's Bears with Control Magic" left the Bears theirs; "Whose hand does
 * Rancor return to?" was answered as "does it come back?"; "Bolts me and I respond …" joined "me and I".
 * Session 14's counterfactuals ("If I hadn't blocked …", "Suppose instead it was blocked by …", "What if it
 * didn't have first strike?") were answered on the factual story or added a second blocker.
 * Rows are our own variations: other cards, other sizes, other wording, both outcomes.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS = ['Sheoldred, the Apocalypse', 'Act of Treason', 'Isamaru, Hound of Konda', 'Grizzly Bears', 'Serra Angel', 'Giant Spider', 'Lightning Bolt', 'Shock', 'Doom Blade', 'Control Magic', 'Swords to Plowshares', 'Rancor', 'Giant Growth', 'Grasp of Darkness', 'Vapor Snag', 'Chandra, Torch of Defiance', 'Boggart Ram-Gang', 'Kitchen Finks', 'Mogg Fanatic'];

describe('GIVEN real cards WHEN the red team of session 13 asks in English', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // Several attackers blocked at once: paired in order by "respectively" (509.1a), or any pairing when the attackers are alike.
    ['My opponent attacks with a 3/3 and a 2/2. I block them with my 4/4 and 1/1 respectively. How much damage do I take?', 'You take 0 damage', null],
    ['I attack with a 5/5 and a 1/1. They block them with a 2/2 and a 3/3, respectively. What dies?', "Died: your 1/1 creature, the opponent's 2/2 creature", null],
    ['My opponent attacks with Serra Angel and Grizzly Bears. I block them with Giant Spider and a 4/4 respectively. How much damage do I take?', 'You take 0 damage', null],
    ['My opponent attacks with a 3/3 and a 2/2. I block the 3/3 and the 2/2 with my 4/4 and my 1/1 respectively. What dies?', "Died: the opponent's 3/3 creature, your 1/1 creature", null],
    ['My opponent attacks with two 3/3s. I block them with my 2/2 and my 4/4. How much damage do I take?', 'You take 0 damage', null],
    // (s14) "So does my 2/2", "… does too / as well", "and my 2/2 as well": the clause before said again of
    // the new subject — it attacks too (508.1a), its damage counts (510.1a), and a lethal total loses (704.5a).
    ["My 3/3 attacks. So does my 2/2. My opponent doesn't block. How much damage?", 'takes 5 damage', null],
    ["I'm at 4. My opponent's 2/2 attacks me, and their other 2/2 does as well. No blocks. Am I dead?", 'You lose the game', 'yes'],
    ["My opponent's 4/4 attacks, and their 1/1 does too. I block the 4/4 with a 5/5. What's my life?", 'Your life total is 19', null],
    ["My 3/3 attacks, and my 2/2 as well. They don't block. Opponent's life?", 'life total is 15', null],
    ['My opponent is at 6. My 4/4 attacks. My 2/2 did too. No blocks. Do they lose?', 'The opponent loses the game', 'yes'],
    ['Their 5/5 attacks and so does their 3/3. I block the 3/3 with my 4/4. How much damage do I take?', 'You take 5 damage', null],
    ['My 3/3 has flying. So does my 2/2. Can their 1/1 block my 2/2?', "can't block", 'no'], // 702.9b
    // (s14) "None of X have K", "no creature … has K", "has no creatures with K": no such creature — a fact
    // about the board, never a creature made with the keyword (702.9b: only flying or reach blocks a flier).
    ["None of my creatures have flying. Can my 2/2 block my opponent's 3/3 flier?", "can't block", 'no'],
    ['None of my creatures have deathtouch. My 1/1 blocks a 5/5. What dies?', 'Died: your 1/1 creature', null],
    ["None of my opponent's creatures have reach. Can they block my 2/2 flier with their 3/3?", "can't block", 'no'],
    ['No creature my opponent controls has reach. Can their 2/2 block my 1/1 flier?', "can't block", 'no'],
    ['My opponent has no creatures with reach. Can their 4/4 block my 3/3 flier?', "can't block", 'no'],
    // "instead" in a condition replaces the block told (509.1a: one declaration), never adds to it (704.5g).
    ['My 5/5 is blocked by a 2/2. If it had been blocked by a 6/6 instead, would it survive?', 'dies', 'no'],
    ['My opponent blocks my 3/3 with a 1/1. Would my 3/3 die if they had blocked with a 2/2 instead?', 'survives', 'no'],
    ['My opponent blocks my 4/4 with a 1/1. Would my 4/4 survive if they had blocked with a 3/3 rather than the 1/1?', 'survives', 'yes'],
    ['My 6/6 trample is blocked by a 2/2. If it were blocked by a 4/4 instead, how much damage would I deal to my opponent?', 'takes 2 damage', null], // 702.19b
    // Red team s14: a condition said against the told story is an edit of it (counterfactual.ts), answered on the
    // edited story. "Suppose instead …", "imagine …", "what if it had been blocked by …": the told block is replaced (509.1a).
    ['My 5/5 is blocked by a 2/2. Suppose instead it was blocked by a 3/3. Does my 5/5 survive?', 'survives (with 3 damage marked)', 'yes'], // 510.1c, 704.5g
    ['My 3/3 gets blocked by a 1/1. Suppose instead it is blocked by a 4/4: what dies?', 'Died: your 3/3 creature. Damage marked', null],
    ['My 4/4 is blocked by a 2/2. Imagine it was blocked by a 3/3 instead. Does my 4/4 die?', 'No. Your 4/4 creature survives', 'no'],
    ['My 4/4 is blocked by a 2/2. What if it had been blocked by a 5/5?', "Died: your 4/4 creature. Damage marked: the opponent's 5/5 creature 4.", null],
    ['My opponent attacks with a 3/3 and I block with a 2/2. Suppose I block with a 4/4 instead. What dies?', "Died: the opponent's 3/3 creature. Damage", null],
    // Said as one more ("also"), the blocker is added: 5 damage to the 4/4 (510.1c).
    ['My 4/4 is blocked by a 2/2. If it were also blocked by a 3/3, would it die?', 'Yes. Your 4/4 creature dies', 'yes'],
    // "If I hadn't blocked", "if it had not been blocked", "what if I didn't block": the told block is removed (509.1h, 510.1a).
    ["My opponent's 4/4 attacks and I block with a 2/2. If I hadn't blocked, what would my life be?", 'Your life total is 16', null],
    ["My opponent's 4/4 attacks and I block with a 2/2. What if I didn't block?", 'Life: you 20 → 16.', null],
    ['My 3/3 is blocked by a 2/2. If it had not been blocked, how much damage would my opponent take?', 'The opponent takes 3 damage', null],
    ["I'm at 5 life. My opponent's 5/5 attacks and I block with a 1/1. If I had not blocked, would I lose?", 'Yes. You lose the game', 'yes'], // 704.5a
    // Only the blocker named is taken out; the other still blocks (3 damage: the 4/4 survives).
    ["Their 2/2 and their 3/3 block my 4/4. If their 2/2 hadn't blocked, would my 4/4 survive?", 'Yes. Your 4/4 creature survives (with 3 damage marked)', 'yes'],
    // "What if it didn't have first strike?": "it" is the creature that has it; without it both deal damage at once (510.1, 704.5g).
    ["My 2/2 is blocked by a 2/2 with first strike. What if it didn't have first strike?", "Died: your 2/2 creature, the opponent's 2/2 creature.", null],
    ["My 3/3 with first strike is blocked by a 3/3. If it didn't have first strike, would my 3/3 survive?", 'No. Your 3/3 creature dies', 'no'],
    // A state said of every creature of a player after they were told holds for each (509.1a: tapped can't block).
    ['My opponent controls a 2/2. All of their creatures are tapped. Can the 2/2 block my 3/3?', "can't block", 'no'],
    // "opponents" before what a player has: the possessive, apostrophe left out (red team s14: read as a cast of the Bears).
    ['i cast lightning bolt on my opponents grizzly bears. does it die', "Grizzly Bears dies", 'yes'],
    ['I shock my opponents 3/3. Does it die?', "survives", 'no'],
    ['my opponents 3/3 attacks. i block with my 2/2. does my 2/2 die', 'Your 2/2 creature dies', 'yes'],
    // (s15) Table talk: "zap"/"fire off" aim a spell (601.2c), "crack back"/"swing back" attack (508.1), "pop" sacrifices
    // (701.21a, 602.2b); "On their end step I cast …" keeps "I" the caster (the step's preposition took it as a target).
    ['I zap their 2/2 with a Shock. Does it die?', 'dies', 'yes'],
    ['I zap their 3/3 with Shock. Does it die?', 'survives', 'no'],
    ['My opponent attacks with a 2/2. I fire off a Shock at it. Does it die?', 'dies', 'yes'],
    ["I crack back with my 4/4 and they don't block. How much damage do they take?", 'takes 4 damage', null],
    ["My opponent is at 3. I swing back with my 4/4 and they don't block. Do they lose?", 'loses the game', 'yes'],
    ['I pop my Mogg Fanatic targeting their 1/1. Does it die?', 'dies', 'yes'],
    ['On their end step I cast Shock on their 2/2. Does it die?', 'dies', 'yes'],
    ['At my upkeep I cast Lightning Bolt on their 3/3. Does it die?', 'dies', 'yes'],
    ['On their end step, I cast Shock on their 3/3. Does it die?', 'survives', 'no'],
    // Plural "opponents" before a verb stays the player: "My opponents attack with a 3/3".
    ['My opponents attack with a 3/3. I block with my 2/2. Does my 2/2 die?', 'Your 2/2 creature dies', 'yes'],
    // A negated role is excluded, never another target (115.1, 601.2c).
    ["I cast Shock on my opponent's 2/2, not on their 3/3. What dies?", "Died: the opponent's 2/2 creature", null],
    ['My opponent casts Doom Blade on my 3/3 and not on my Grizzly Bears. Which of my creatures die?', 'Died: your 3/3 creature', null],
    // A keyword that "lets" the creature asked about attack or block is that creature's (702.17b, 702.3b, 702.20b).
    ['Does reach let my 1/3 block a 4/4 with flying?', 'can block', 'yes'],
    ['Does defender let my creature attack?', "can't attack", 'no'],
    ['Does vigilance let my 2/2 attack?', 'can attack', 'yes'],
    // The player who says "I control their X with Control Magic" controls it (108.4); Swords gives its controller the life.
    ["I control my opponent's Serra Angel with Control Magic. I cast Swords to Plowshares on it. Who gains life?", 'You gain 4 life', null],
    // "me and I respond by …": two clauses, never one list of targets.
    ['Both players are at 20. My opponent Shocks me and I respond by casting Lightning Bolt at them. What is my life?', 'Your life total is 18', null],
    ['My opponent Bolts my 2/2 and I respond by casting Giant Growth on it. Does my 2/2 survive?', 'survives', 'yes'],
    // Copies with one owner are alike whichever is kept (704.5j): answered.
    ['I control Isamaru, Hound of Konda. I cast another Isamaru, Hound of Konda. What happens?', 'Died: your first Isamaru', null],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, code, what the refusal names]: what would be answered on another board is named, never answered. */
  const REFUSED: [string, string, string][] = [
    // Which blocks which not said, and the attackers differ.
    ['My opponent attacks with a 3/3 and a 2/2. My 4/4 and 1/1 block them. What dies?', 'not_understood', 'block them'],
    ['My opponent attacks with a 3/3 and a 2/2. I block them with my 4/4, my 1/1 and my 5/5 respectively. What dies?', 'not_understood', 'respectively'],
    ["I cast Shock at my opponent's 2/2 respectively. What dies?", 'not_understood', 'respectively'],
    // (s14) An ellipsis whose clause can't be said again of the new subject (the same 2/2, or another?): named.
    ['My 3/3 is blocked by a 2/2. So is my 4/4. What dies?', 'not_understood', 'So is my 4/4'],
    // (s14) No reach said, but a flier of theirs could still block (702.9b); none of either said, but no creature of theirs is.
    ["None of my opponent's creatures have reach. My 2/2 flier attacks. Can it be blocked?", 'not_understood', 'Can it be blocked'],
    ["None of my opponent's creatures have reach or flying. Can they block my 2/2 flier?", 'not_understood', 'Can they block'],
    // Something else said of "none of them": not read, never a creature made up with it.
    ['None of my creatures are tapped. Can my 2/2 block?', 'not_understood', 'None of my creatures'],
    // "instead" of something other than a block.
    ['My 2/2 is blocked by a 1/1. If I had cast Giant Growth on it instead, would it survive?', 'not_understood', 'instead'],
    // A counterfactual that can't be applied to exactly one thing: two creatures have the keyword, or none does.
    ["My 2/2 with first strike is blocked by a 2/2 with first strike. What if it didn't have first strike?", 'ambiguous', 'first strike'],
    ["My 2/2 is blocked by a 3/3. What if it didn't have first strike?", 'not_understood', "didn't have first strike"],
    // A plain "if" block after a told block may add a blocker or replace it: asked, never one of them guessed.
    ['My 4/4 is blocked by a 2/2. If it is blocked by a 3/3, does it die?', 'not_understood', 'If it is blocked by a 3/3'],
    // Told blocked, then told not blocked: two stories, neither answered.
    ["My 3/3 is blocked by a 2/2. It isn't blocked. What dies?", 'not_understood', 'My 3/3'],
    // A state of every creature of a player said before any was told.
    ["All of my opponent's creatures are tapped. They control a 2/2 and a 4/4. Can the 4/4 block my 3/3?", 'not_understood', "All of my opponent's creatures"],
    ['Each of my creatures has a -1/-1 counter. My 3/3 is blocked by a 2/2. What dies?', 'not_understood', 'Each of my creatures'],
    // A keyword's general rule asked with no board to answer it on.
    ['Does first strike let my creature deal damage first?', 'not_understood', 'first strike'],
    ['Does deathtouch let my creature kill a 5/5?', 'not_understood', 'deathtouch'],
    ["Does menace mean my creature can't be blocked by one creature?", 'not_understood', 'menace'],
    ['How much damage does a 5/5 deal?', 'not_understood', 'Nothing happens'],
    // 704.5j: the controller chooses which legend to keep; with different owners the choice changes what happens.
    ["I control Sheoldred, the Apocalypse. I cast Act of Treason on my opponent's Sheoldred, the Apocalypse. What happens?", 'needs_detail', '704.5j'],
    ["My opponent controls Isamaru, Hound of Konda. They cast Act of Treason on my Isamaru, Hound of Konda. What happens?", 'needs_detail', '704.5j'],
    // "How does … assign the damage" asks the way (510.1c-d), never "how much damage do I take" on blockers of no size.
    ['I block a 3/3 with two creatures. How does my opponent assign the damage?', 'not_understood', 'assign'],
    ['Two of my creatures block their 4/4. How does the 4/4 assign its damage?', 'not_understood', 'assign'],
    // A question word the yes/no reading can't answer.
    ["I enchant my opponent's 3/3 with my Rancor and it dies. Whose hand does Rancor return to?", 'not_understood', 'Whose hand'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /**
   * Red team s14: a clause telling what the action before it did is that result, checked against the run
   * (language/results.ts, questions/claims.ts) — never a second event, nor a death before the combat damage.
   */
  const RESULTS: [string, string, 'yes' | 'no' | null][] = [
    // A death told after a block is what the combat damage did: dealt at once (510.2), both die (704.5g).
    ['My 3/3 attacks, gets blocked by a 3/3 and dies. Does the blocker survive?', 'dies', 'no'],
    ['My 4/4 attacks and is blocked by a 4/4 and dies. Does the blocker die?', 'dies', 'yes'],
    ['My 3/3 with lifelink is blocked by a 3/3 and dies. How much life did I gain?', 'You gain 3 life', null], // 702.15b
    ["My opponent's 2/2 blocks my 2/2 and dies. Does my 2/2 survive?", 'dies', 'no'],
    ['My Kitchen Finks attacks, is blocked by a 3/3 and dies. What happens?', "Died: Kitchen Finks, the opponent's 3/3 creature", null], // 702.79a
    // Damage, life, and a P/T change told after the attack or spell that makes them: counted once (510.2, 608.2).
    ["My 3/3 attacks unblocked and deals 3 damage to my opponent. What's their life?", 'life total is 17', null],
    ["My 5/5 attacks, isn't blocked and deals 5 damage to my opponent. What is their life total?", 'life total is 15', null],
    ["I'm at 3. My opponent's 2/2 attacks, I don't block and take 2. Do I lose?", "don't lose", 'no'], // 704.5a
    ["I cast Lightning Bolt at my opponent and it deals 3 damage to them. What's their life?", 'life total is 17', null],
    ['My opponent is at 5. I Lightning Bolt them and they take 3. Are they dead?', "doesn't lose", 'no'],
    ['My opponent casts Vapor Snag on my Grizzly Bears and I lose 1 life. What is my life?', 'Your life total is 19', null],
    ['My opponent casts Grasp of Darkness on my 5/5 and it gets -4/-4. Does it survive?', 'survives', 'yes'], // 613.4c
    ["I cast Giant Growth on my 2/2 and it gets +3/+3. What's its power and toughness?", '5/5', null],
    // "it" as what a creature damages or puts counters on is not the creature itself (its combat partner).
    ['My 3/3 is blocked by a 2/2 and deals 3 damage to it. Does the 2/2 die?', 'dies', 'yes'],
    ['My 4/4 is blocked by a 1/1 and deals 4 damage to it. Does my 4/4 survive?', 'survives', 'yes'],
    ["My opponent's 3/3 attacks and my 2/2 deathtouch blocks it and deals 2 damage to it. Does the 3/3 die?", 'dies', 'yes'], // 702.2b
    ['My Boggart Ram-Gang is blocked by a 4/4 and puts three -1/-1 counters on it. Does the 4/4 survive?', 'survives (1/1)', 'yes'], // 702.80a
    ["I cast Shock on my opponent's Chandra, Torch of Defiance with 4 loyalty and it deals 2 damage to it. Does Chandra survive?", 'survives', 'yes'], // 120.3c
    ['My 5/5 is blocked by a 2/2, which dies. Does my 5/5 survive?', 'survives', 'yes'],
  ];
  it.each(RESULTS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** A told result the run doesn't make: both named, nothing answered over it. */
  const RESULTS_REFUSED: [string, string, string][] = [
    // A creature in combat "destroyed" with nothing said of how: by the combat damage (510.2) or before it
    // (702.19e: a trampler's damage all goes to the player) — the answers differ: asked, never guessed.
    ['My 4/4 trample is blocked by a 2/2, which is destroyed. How much damage does my opponent take?', 'needs_detail', 'by the combat damage'],
    ['My 2/2 lifelink is blocked by a 1/1, which is destroyed. How much life do I gain?', 'needs_detail', '702.19e'],
    ['A 2/2 blocks a 3/3 with trample. The 2/2 is destroyed. Does the 3/3 deal damage to the player?', 'needs_detail', 'by something before damage'],
    ['My 3/3 attacks unblocked and deals 5 damage to my opponent. What is their life?', 'needs_detail', 'the opponent is dealt 3 damage (510.2)'],
    ['I cast Lightning Bolt at my opponent and they take 4. What is their life?', 'needs_detail', 'the opponent is dealt 3 damage (608.2)'],
    ["My 2/2 lifelink attacks and isn't blocked, and I gain 3 life. What's my life?", 'needs_detail', 'you gain 2 life'],
    // 702.7b: first strike kills the blocker before it deals damage — "dies" can't be what combat did.
    ['My 2/2 with first strike is blocked by a 2/2 and dies. What happens?', 'impossible', '700.4'],
  ];
  it.each(RESULTS_REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
