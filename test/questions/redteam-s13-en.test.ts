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

const CARDS = ['Sheoldred, the Apocalypse', 'Act of Treason', 'Isamaru, Hound of Konda', 'Grizzly Bears', 'Serra Angel', 'Giant Spider', 'Lightning Bolt', 'Shock', 'Doom Blade', 'Control Magic', 'Swords to Plowshares', 'Rancor', 'Giant Growth', 'Grasp of Darkness', 'Vapor Snag', 'Chandra, Torch of Defiance', 'Boggart Ram-Gang', 'Kitchen Finks', 'Prodigal Sorcerer', 'Liliana of the Veil', 'Glorious Anthem', 'Bonesplitter', 'Honor of the Pure', 'Angelic Destiny', 'Unhallowed Pact', 'Demonic Vigor', 'Murder', 'Pyroclasm', 'Mogg Fanatic', 'Holy Strength', 'Disenchant', 'Day of Judgment', 'Wrath of God', 'Pacifism', 'Fog', 'Typhoid Rats', 'Craw Wurm', 'Ambush Viper', 'Counterspell'];

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
    // (s15) Told in the next sentence (or after ';'), with nothing between, it is still that action's result — once.
    ['I cast Lightning Bolt at my opponent. They take 3 damage. What is their life total?', 'life total is 17', null], // 120.3a
    ['I cast Swords to Plowshares on their 4/4. They gain 4 life. What is their life?', 'life total is 24', null],
    ['My 3/3 attacks and is not blocked. My opponent loses 3 life. What is their life?', 'life total is 17', null], // 510.2
    ['My 2/2 lifelink is blocked by a 1/1; I gain 2 life. What is my life total?', 'Your life total is 22', null], // 702.15b
    ['My opponent casts Pyroclasm. My 4/4 is dealt 2 damage. Does it survive?', 'survives', 'yes'],
    ["I cast Shock on my opponent's 4/4. It is dealt 2 damage. Then I cast Shock on it again. Does it die?", 'dies', 'yes'], // 2 + 2
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
    // (s15) the next sentence's result, checked alike.
    ['I cast Lightning Bolt at my opponent. They take 4 damage. What is their life total?', 'needs_detail', 'the opponent is dealt 3 damage (608.2)'],
    // 702.7b: first strike kills the blocker before it deals damage — "dies" can't be what combat did.
    ['My 2/2 with first strike is blocked by a 2/2 and dies. What happens?', 'impossible', '700.4'],
  ];
  it.each(RESULTS_REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /** Red team s15: inverted conditionals, pronouns, chosen targets and sacrifices, owner and controller. */
  const S15: [string, string, 'yes' | 'no' | null][] = [
    // (s16) Control told as an Aura's (613.1b): the creature's own controller is its owner, so it goes back when the
    // Aura leaves (611.3a); kept as told, it stayed with the Aura's controller.
    ["I control my opponent's Grizzly Bears with Control Magic. They Disenchant Control Magic. Who controls the Bears now?", 'The opponent controls', null],
    ['My opponent controls my Grizzly Bears with Control Magic. I Disenchant Control Magic. Who controls the Bears?', 'You control', null],
    ["I control my opponent's Grizzly Bears with Control Magic. Who controls the Bears?", 'You control', null],
    // (s15) "Had X had K, would …": an inverted conditional is the "if" it stands for (counterfactual.ts), never a
    // question about the story as told (702.7b, 702.2b, 702.19b, 702.15b, 509.1h, 702.12b).
    ['My 2/2 attacks and is blocked by a 2/2. Had my 2/2 had first strike, would it survive?', 'survives', 'yes'],
    ['A 4/4 attacks and is blocked by a 1/1. Had the 1/1 had deathtouch, would the 4/4 survive?', 'dies', 'no'],
    ['My 5/5 is blocked by a 3/3. Had my 5/5 had trample, how much damage would my opponent take?', 'takes 2 damage', null],
    ['My 2/2 attacks and is blocked by a 3/3. Had the 2/2 had lifelink, what would my life total be?', 'Your life total is 22', null],
    ['My 4/4 is blocked by a 2/2. Had it not been blocked, how much damage would my opponent take?', 'The opponent takes 4 damage', null],
    ['My 3/3 is blocked by a 2/2. Had it been blocked by a 4/4 instead, would it survive?', 'dies', 'no'],
    ['My 4/4 attacks and is blocked by a 3/3. Had the blocker had indestructible, would it survive?', 'survives', 'yes'],
    // (s15) "it" asked of a fate after "X deals N damage to Y" is Y, whatever X is (120.3); "it blocks" is a creature
    // that can block, never the attacker (509.1a).
    ['Chandra, Torch of Defiance deals 3 damage to my opponent\'s 2/2. Does it die?', 'The opponent\'s 2/2 creature dies', 'yes'],
    ['My opponent\'s Chandra, Torch of Defiance deals 4 damage to my 5/5. Does it survive?', 'Your 5/5 creature survives', 'yes'],
    ['My opponent has a 4/4. I attack with a 3/3 and it blocks. Does my 3/3 die?', 'Your 3/3 creature dies', 'yes'],
    ['My opponent controls a 1/1 with deathtouch. My 5/5 attacks and it blocks. Does my 5/5 survive?', 'dies', 'no'],
    // (s15) A target or a sacrificed permanent said only by its kind is the told one that fits (115.1a, 601.2c, 701.21a).
    ['My opponent controls a 2/2. I cast Shock on a creature. Does the 2/2 die?', 'The opponent\'s 2/2 creature dies', 'yes'],
    ['My opponent controls a 3/3. I cast Doom Blade on a creature they control. Does the 3/3 survive?', 'dies', 'no'],
    ['I control only a 1/1. My opponent casts Shock targeting a creature. Does my 1/1 survive?', 'dies', 'no'],
    ['My opponent controls only a 4/4. I make them sacrifice a creature. Does the 4/4 survive?', 'dies', 'no'],
    ['I control a 5/5. My opponent makes me sacrifice a creature. Does my 5/5 die?', 'dies', 'yes'],
    ['I control a 2/2 and my opponent controls a 3/3. My opponent makes me sacrifice a creature. Does the 3/3 survive?', 'survives', 'yes'],
    ['My opponent controls a 1/1. I activate Prodigal Sorcerer\'s ability targeting a creature. Does the 1/1 die?', 'dies', 'yes'],
    ['My opponent has a 2/2. I cast Giant Growth on a creature. What is its power and toughness?', '5/5', null],
    // (s15) Owner and controller said apart (108.3, 108.4): Swords' life goes to the controller, lifelink to the
    // source's controller (702.15b), and a creature attacks its controller's opponent (508.1).
    ['My opponent controls a 5/5 that I own. I cast Swords to Plowshares on it. How much life does my opponent gain?', 'gains 5 life', null],
    ['I control a 2/2 lifelink that my opponent owns. It attacks and isn\'t blocked. What is my life total?', 'Your life total is 22', null],
    ['My opponent controls a 4/4 that I own. It attacks me and I don\'t block. What\'s my life total?', 'Your life total is 16', null],
    ['I own a 3/3 that my opponent controls. I cast Swords to Plowshares on it. How much life do I gain?', 'You gain no life', null],
    ['I control a creature my opponent owns. It\'s a 3/3. My opponent casts Swords to Plowshares on it. Who gains life?', 'You gain 3 life', null],
  ];
  it.each(S15)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** Red team s15: a second board after a question, a pronoun two creatures could be, a choice the player makes among several. */
  const S15_REFUSED: [string, string, string][] = [
    // (s16) "Who owns it?" is the owner (108.3), never answered as its controller.
    ["I control my opponent's 3/3. Who owns it?", 'not_understood', 'Who owns it'],
    ['My 3/3 is blocked by a 2/2. Does it survive? Had it been blocked by a 4/4 instead, would it survive?', 'not_understood', 'another situation'],
    ['My 4/4 is blocked by a 2/2. What dies? Now suppose it had been blocked by a 5/5. What dies then?', 'not_understood', 'another situation'],
    ['My opponent has a 4/4 and a 1/1. I attack with a 3/3 and it blocks. Does my 3/3 die?', 'ambiguous', 'it'],
    ['Liliana of the Veil makes my opponent sacrifice a creature. They control a 2/2 and a 4/4. Does it survive?', 'ambiguous', 'a creature'],
    ['My opponent sacrifices a creature. They control a 4/4. Does the 4/4 survive?', 'ambiguous', 'another one not described'],
    ['My opponent controls a 2/2 and a 3/3. I cast Lightning Bolt on a creature. Does the 3/3 die?', 'ambiguous', 'a creature'],
  ];
  it.each(S15_REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
  /**
   * Session 15: a change told with no cause where a static ability of a permanent in the story gives it — "I control
   * Glorious Anthem and my 2/2 gets +1/+1" — is that ability's doing (604.1, 611.3a), checked against the run, never
   * a second effect on top of it (was 4/4). Told with a cause, a time or "also", it stays an effect of its own.
   */
  const STATIC_RESULTS: [string, string, 'yes' | 'no' | null][] = [
    ['I control Glorious Anthem and my 2/2 gets +1/+1. How big is it?', '3/3', null], // 613.4c
    ["I have Glorious Anthem on the battlefield and my Grizzly Bears gets +1/+1. What's its power and toughness?", '3/3', null],
    ['I control Glorious Anthem. Creatures I control get +1/+1. How big is my Grizzly Bears?', '3/3', null],
    ['I control Glorious Anthem. My 3/3 gets +1/+1. Their 4/4 attacks and my 3/3 blocks. Does my 3/3 die?', 'dies', 'yes'], // 704.5g: a 4/4, not a 5/5
    ['I control Glorious Anthem. My Grizzly Bears gets +1/+1. I cast Giant Growth on it. How big is it?', '6/6', null],
    ['My Grizzly Bears is equipped with Bonesplitter. It gets +2/+0. What is its power?', '4/2', null], // 301.5
    ['My Grizzly Bears is equipped with Bonesplitter and gets +2/+0. It attacks and is blocked by a 3/3. Does the 3/3 die?', 'dies', 'yes'],
    ['I control Glorious Anthem and Honor of the Pure. My white 2/2 gets +2/+2. How big is it?', '4/4', null],
    ["I control a creature with 'Other creatures you control get +1/+1.' and a 2/2. The 2/2 gets +1/+1. How big is the 2/2?", '3/3', null],
    // Told with its own time, cause or "also": one more effect (611.2a).
    ['I control Glorious Anthem and my 2/2 gets +1/+1 until end of turn. How big is it?', '4/4', null],
    ["I cast Giant Growth on my 2/2 and it gets +3/+3. What's its power and toughness?", '5/5', null],
  ];
  it.each(STATIC_RESULTS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** What the static ability gives is not what was told (or it can't give it): both named, never answered over. */
  const STATIC_REFUSED: [string, string, string][] = [
    ['I control Glorious Anthem and my 2/2 gets +2/+2. How big is it?', 'needs_detail', 'they make your 2/2 creature 3/3'],
    ['My opponent controls Glorious Anthem and my 2/2 gets +1/+1. How big is it?', 'needs_detail', "the opponent's Glorious Anthem"],
    ['I control Glorious Anthem and my 2/2 gets +1/+1 and flying. How big is it?', 'needs_detail', 'with flying'],
    // An Aura's "when enchanted creature dies, return …" (603.6c, 603.10a) the engine doesn't run, its event happening: refused by name, never answered as if nothing returned.
    ['My Grizzly Bears is enchanted with Unhallowed Pact. It blocks a 5/5. Where is Grizzly Bears?', 'unmodelled', 'When enchanted creature dies'],
    ['My Grizzly Bears is enchanted with Demonic Vigor. My opponent casts Murder on it. Where is Demonic Vigor?', 'unmodelled', 'When enchanted creature dies'],
    ['My Grizzly Bears is enchanted with Angelic Destiny. My opponent casts Murder on it. Where is Angelic Destiny?', 'unmodelled', 'Angelic Destiny'],
  ];
  it.each(STATIC_REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /**
   * Red team s15: a size told by a clause of its own ("my creature is a 3/3 now") was made the creature's own size and
   * the Anthem, counters, Aura or pump that made it that size counted again (4/4, 6/6, 8/8). With something on it that
   * changes its P/T (613.4c), which size was meant is asked; told after a change to it, that moment's size is named.
   */
  const STATED_SIZES: [string, string, string][] = [
    // Undated, with counters or an Aura on it: its own size or the one with them? Asked (613.4c).
    ['My creature, which has a +1/+1 counter, is a 3/3. It is dealt 3 damage. Does it survive?', 'needs_detail', 'the counters on it'],
    ['My creature enchanted with Rancor is a 5/2. It is blocked by a 2/2. How much damage does my opponent take?', 'needs_detail', 'Rancor'],
    // (s16) A size told as reached that the story up to there doesn't give: both named, nothing answered (613.4).
    ['I cast Giant Growth on my 2/2 and now it is a 6/6. It is dealt 5 damage. Does it survive?', 'needs_detail', 'it is 5/5'],
    ['I put a +1/+1 counter on my 3/3 and it is a 5/5 now. It is dealt 3 damage. Does it die?', 'needs_detail', 'it is 4/4'],
    // (s17) A size told of a card, undated: a claim on its size then, checked (613.4) — one the run doesn't give is named.
    ['I control Glorious Anthem and my Grizzly Bears is a 4/4. My opponent casts Lightning Bolt on it. Does it die?', 'needs_detail', 'it is 3/3'],
  ];
  it.each(STATED_SIZES)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /**
   * (s16) A size told as reached — "now", "became", "has become", after a pump, counters, an Anthem or an Aura — is the
   * same creature's size then with all of it counted once (613.4, 613.4c): its own size is what is left (the old rows
   * refused these; the told size is now used). One creature, never a second one said by its size (red team s15: a
   * lifelink creature and a separate 4/4; the opponent's enchanted creature and a 4/3 of mine).
   */
  const SIZES_REACHED: [string, string, 'yes' | 'no' | null][] = [
    ['I control Glorious Anthem, and my creature is a 2/2 now. It blocks a 2/2. Does it die?', 'Your 1/1 creature dies', 'yes'],
    ['I cast Giant Growth on my creature and it is a 6/6 now. It is dealt 6 damage. Does it survive?', 'No. Your 3/3 creature dies', 'no'],
    ['I put three +1/+1 counters on my creature and now it is a 5/5. It blocks a 5/5. Does it die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['I cast Giant Growth on my 1/1. It has become a 4/4. It is dealt 4 damage. Does it survive?', 'No. Your 1/1 creature dies', 'no'],
    ['My 1/1 got a +1/+1 counter and became a 2/2. It blocks a 2/2. Does it die?', 'Yes. Your 1/1 creature dies', 'yes'],
    ['My creature enchanted with Rancor is a 5/2 now. It is blocked by a 2/2. How much damage does my opponent take?', 'The opponent takes 3 damage', null],
    ["My opponent's creature got a -1/-1 counter and is a 0/0 now. Does it die?", "The opponent's 1/1 creature dies", 'yes'], // 704.5f
    ["My opponent's creature got two -1/-1 counters and is a 1/1 now. I Shock it. Does it die?", "The opponent's 3/3 creature dies", 'yes'],
    ['My lifelink creature got Giant Growth and is a 4/4 now. It attacks unblocked. How much life do I gain?', 'You gain 4 life', null], // 702.15b
    ["My opponent's creature is enchanted with Holy Strength and is a 3/4 now. I cast Lightning Bolt on it. Does it die?", "No. The opponent's 2/2 creature survives", 'no'],
    ['My 3/3 is enchanted with Holy Strength and became a 4/5. It is dealt 5 damage. Does it survive?', 'No. Your 3/3 creature dies', 'no'],
    ['My Grizzly Bears got Giant Growth and is now a 5/5. It blocks a 4/4. What happens?', "Died: the opponent's 4/4 creature", null],
    // (s17) A size told of a card with no "now": the same claim on its size then (it was left unread), checked and used.
    ['I control Glorious Anthem and my Grizzly Bears is a 3/3. My opponent casts Lightning Bolt on it. Does it die?', 'Yes. Your Grizzly Bears dies', 'yes'],
    ['My Grizzly Bears is a 2/2. My opponent casts Shock on it. Does it die?', 'Yes. Your Grizzly Bears dies', 'yes'],
    // Said again by the size it has then ("Now my 5/5 …"): the same creature (613.4c), never a second one.
    ['I cast Giant Growth on my 2/2 and it resolved. Now my 5/5 is blocked by a 6/6. What happens?', "Died: your 2/2 creature. Damage marked: the opponent's 6/6 creature 5.", null],
    ['I put two +1/+1 counters on my 1/1. Now my 3/3 is blocked by a 2/2. What happens?', "Your 1/1 creature is a 3/3 Creature. Died: the opponent's 2/2 creature.", null],
    // The move said of the spell's own target ("exiling it") is what it did: the life after it is its result, counted once (608.2).
    ["I cast Swords to Plowshares on my opponent's 3/3, exiling it, and they gain 3 life. What's their life total?", 'life total is 23', null],
    // "any player", "either player": asked of each player, yes when one does (704.5a, 702.15b).
    ["I'm at 2. My opponent casts Shock targeting me. Does any player lose the game?", 'Yes. You lose the game.', 'yes'],
    ['My 3/3 lifelink attacks unblocked. Does either player gain life?', 'Yes. You gain 3 life', 'yes'],
    ['My 3/3 attacks unblocked. Does any player gain life?', 'No. You gain no life', 'no'],
    // (s16) "Does X or Y die?": asked of either, yes when one does (510.1, 704.5g); "X and Y": of both.
    ['My 2/2 blocks their 3/3. Does my 2/2 or their 3/3 die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 4/4 blocks their 1/1. Does my 4/4 or their 1/1 survive?', 'Yes. Your 4/4 creature survives', 'yes'],
    // (One question, one line with its own no: "No. Your 2/2 creature dies … The opponent's 3/3 … survives", never a "Yes." line under a "no".)
    ['My 2/2 blocks their 3/3. Do my 2/2 and their 3/3 die?', 'No, not both. Your 2/2 creature dies', 'no'],
  ];
  it.each(SIZES_REACHED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it.each([
    // Nothing on it changes its size: the told size is its own (and a size in the words naming it stays its printed one).
    ['My creature is a 3/3 now. It is dealt 3 damage. Does it die?', 'Your 3/3 creature dies', 'yes'],
    ['I control Glorious Anthem. My 2/2 is blocked by a 3/3. Does it die?', 'Your 2/2 creature dies', 'yes'],
    // "then becomes 0/1": an effect happening now, as told (613.4b, then 613.4c).
    ['My 2/2 gets +3/+3 until end of turn, then becomes 0/1. What is its power and toughness?', '3/4', null],
  ] as [string, string, 'yes' | 'no' | null][])('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  /**
   * (s17) A question asked before the story ("Does the 5/5 die? My 3/3 deathtouch attacks and a 5/5 blocks."): its
   * definite "the 5/5" is the 5/5 the story introduces later (cataphora), read after the story — never a second,
   * idle 5/5 said to survive. Two later ones it fits are asked back.
   */
  const S17_CATAPHORA: [string, string, 'yes' | 'no' | null][] = [
    ['Does the 5/5 die? My 3/3 deathtouch attacks and a 5/5 blocks.', "Yes. The opponent's 5/5 creature dies", 'yes'], // 702.2b, 704.5h
    ['Does the 3/3 die? A 3/3 attacks and is blocked by a 1/1 deathtouch.', 'Yes. Your 3/3 creature dies', 'yes'], // 702.2b, 704.5h
    ['Does the 1/1 survive? A 1/1 blocks my 3/3.', "No. The opponent's 1/1 creature dies", 'no'], // 510.1, 704.5g
    ['Will my 4/4 die? A 4/4 I control blocks an attacking 5/5.', 'Yes. Your 4/4 creature dies', 'yes'], // 704.5g
    ["Does my opponent's 2/2 die? A 2/2 blocks my 3/3.", "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['Does the 2/2 die? My opponent casts Shock on a 2/2 I control.', 'Yes. Your 2/2 creature dies', 'yes'], // 120.3e, 704.5g
    ["What's the 3/3's toughness after combat? A 3/3 blocks my 1/1 infect.", "The opponent's 3/3 creature is 2/2", null], // 702.90c
    ['How much damage does the 5/5 take? A 5/5 blocks my 3/3 first strike.', "The opponent's 5/5 creature is dealt 3 damage", null], // 702.7b
    ['Does the 2/2 or the 3/3 die? A 3/3 attacks and a 2/2 blocks.', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['Is the 4/4 still alive? My 2/2 with deathtouch is blocked by a 4/4.', "No. The opponent's 4/4 creature dies", 'no'],
    ['Does the 3/3 survive? A 3/3 with flying blocks my 2/2.', "Yes. The opponent's 3/3 flying creature survives", 'yes'],
    ['Do both die? Typhoid Rats blocks my Craw Wurm.', 'Died: Typhoid Rats, Craw Wurm', 'yes'],
  ];
  it.each(S17_CATAPHORA)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * (s17) "Two 2/2s attack me, both unblocked": "both" (all, each) after the comma floats off the attackers — never a
   * second item beside "me", which lost the attack's target and gave the attackers to the asker. They are the other
   * player's (508.1), and what gets through is dealt to the asker (510.1a, 120.3a).
   */
  const S17_FLOATING_BOTH: [string, string, 'yes' | 'no' | null][] = [
    ["Two 2/2 creatures attack me, both unblocked. I cast Shock on one of them. What's my life?", 'Your life total is 18', null], // 704.5g, 510.1a
    ['Two 2/2 creatures with lifelink attack me, both unblocked. My opponent is at 10. What\'s his life?', "The opponent's life total is 14", null], // 702.15b
    ['A 2/2 and a 3/3 attack me, both unblocked. I\'m at 10 and I Shock the 2/2. What is my life?', 'Your life total is 7', null],
    ["Two 2/2s attack me, both unblocked. My opponent casts Giant Growth on one of them. What's my life?", 'Your life total is 13', null],
    ['Three 1/1s attack me, all unblocked. I\'m at 3. Do I lose?', 'Yes. You lose the game', 'yes'], // 704.5a
    ["I attack my opponent with two 3/3s, both unblocked. He casts Shock on one of them. What's his life?", "The opponent's life total is 14", null],
    ["Two 3/3s attack me, each unblocked. I Shock one of them. What's my life?", 'Your life total is 14', null],
  ];
  it.each(S17_FLOATING_BOTH)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * (s17) A spell that isn't an instant and has no flash is cast only with the stack empty (117.1a, 307.1): cast in a
   * sentence after another spell, with no word of a response, the one before had resolved (608.1) — never "can't happen"
   * with it kept waiting on the stack. Said "in response", it still can't be cast.
   */
  const S17_SEQUENTIAL: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Grizzly Bears. I cast Day of Judgment. Does the Bears die?', 'Yes. Your Grizzly Bears dies', 'yes'], // 701.8
    ["I Control Magic my opponent's Grizzly Bears. I cast Wrath of God. Whose graveyard does the Bears go to?", "ends up in its owner's graveyard", null], // 404.1, 704.5m
    ['I cast Glorious Anthem. I cast Wrath of God. What happens to my 2/2?', "Your 2/2 creature ends up in its owner's graveyard", null],
    ["I cast Pacifism on my opponent's 3/3, and cast Wrath of God. What's left?", 'Put into the graveyard from the battlefield: Pacifism', null], // 704.5m
    ['My opponent casts Grizzly Bears. I cast Day of Judgment. Does the Bears die?', "Yes. The opponent's Grizzly Bears dies", 'yes'],
    ['I cast Ambush Viper. I cast Wrath of God. Does the Viper die?', 'Yes. Your Ambush Viper dies', 'yes'],
    ["I cast Giant Growth on my 2/2. I cast Glorious Anthem. What is my 2/2's size?", 'Your 2/2 creature is 6/6', null], // 613.4c
  ];
  it.each(S17_SEQUENTIAL)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * (s17) "He casts Giant Growth on his 2/2 in response to my Shock": "on his 2/2" is the target; "in response to my Shock"
   * only says when (117.3c) — never the Shock made the target ("can't happen", 115.2). The response resolves first (405.5).
   */
  const S17_RESPONSE_TARGET: [string, string, 'yes' | 'no' | null][] = [
    ['I Shock his 2/2. He casts Giant Growth on his 2/2 in response to my Shock. Does it die?', "No. The opponent's 2/2 creature survives", 'no'],
    ["I cast Lightning Bolt on my opponent's 3/3, and he cast Giant Growth on the 3/3 in response to my Bolt. Is it alive?", "Yes. The opponent's 3/3 creature survives", 'yes'],
    ['I cast Giant Growth on my 2/2. He casts Shock on my 2/2 in response to Giant Growth. Does it die?', 'Yes. Your 2/2 creature dies', 'yes'], // 704.5g
    ['I Shock his 2/2. In response to my Shock, he casts Giant Growth on his 2/2. Does it die?', "No. The opponent's 2/2 creature survives", 'no'],
    ['I cast Lightning Bolt on his 4/4. He casts Counterspell on my Bolt in response. Does the 4/4 die?', "No. The opponent's 4/4 creature survives", 'no'], // 701.6a
  ];
  it.each(S17_RESPONSE_TARGET)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * (s17) One act told twice — "twice (this turn)", "then again during …", "once in X and once in Y", "a second time", "in his
   * upkeep and during his end step" — is two acts: another card of that name cast once the first resolved (601.2a, 608.1),
   * the second at the later point told (500.1). Damage stays marked until the cleanup step (120.3e, 514.2); life lost stays
   * lost (119.3). Never one act with the other silently dropped; what can't be read as two is named.
   */
  const S17_TWICE: [string, string, 'yes' | 'no' | null][] = [
    ["I Shock my opponent's 3/3 twice this turn. Does it die?", "Yes. The opponent's 3/3 creature dies", 'yes'], // 704.5g
    ["I Shock my opponent's 3/3 twice. Does it die?", "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My opponent is at 5. I Lightning Bolt him twice this turn. Does he lose?', 'Yes. The opponent loses the game', 'yes'], // 704.5a
    ['I cast Giant Growth twice this turn on my 2/2. It blocks a 7/7. Does it survive?', 'Yes. Your 2/2 creature survives', 'yes'], // 613.4c
    ["I Shock my opponent's 3/3 during his upkeep, then again during his end step. Does it die?", "Yes. The opponent's 3/3 creature dies", 'yes'],
    ["I Shock my opponent's 3/3 once in his upkeep and once in his end step. Does it die?", "Yes. The opponent's 3/3 creature dies", 'yes'],
    ["I Shock my opponent's 3/3 in his upkeep and a second time in his end step. Dies?", "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My opponent is at 4. I Shock him during his upkeep and during his end step. Does he lose?', 'Yes. The opponent loses the game', 'yes'],
    ["I'm at 5. My opponent Bolts me in my upkeep, then again during my end step. Am I dead?", 'Yes. You lose the game', 'yes'],
    ["I Giant Growth my 2/2 in my upkeep and again in combat. It's blocked by a 7/7. Does it survive?", 'Yes. Your 2/2 creature survives', 'yes'], // 611.2
    // Two turns: the damage of the first wore off in its cleanup step (514.2).
    ["I Shock my opponent's 3/3 once in his upkeep and once in my upkeep. Does it die?", "No. The opponent's 3/3 creature survives (with 2 damage marked)", 'no'],
    ["I cast Shock on my opponent's 3/3. I cast Shock on it again. Does it die?", "Yes. The opponent's 3/3 creature dies", 'yes'],
  ];
  it.each(S17_TWICE)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * (s17) A regeneration shield said as what the creature has — after the spell ("I cast Day of Judgment. My creature has a
   * regeneration shield.") or "while" — is there when the spell resolves: the destruction is replaced (701.19a), unless the
   * spell says it can't be regenerated (Wrath of God).
   */
  const S17_SHIELD: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Day of Judgment. My creature has a regeneration shield. Does it survive?', 'Yes. Your creature survives', 'yes'],
    ['My opponent casts Day of Judgment while my 2/2 has a regeneration shield. Does it survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    ['My opponent casts Day of Judgment. My 2/2 has a regeneration shield. Does it survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    ['My 2/2 has a regeneration shield. My opponent casts Day of Judgment. Does it survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    ['My opponent casts Wrath of God. My 2/2 has a regeneration shield. Does it survive?', 'No. Your 2/2 creature dies', 'no'],
  ];
  it.each(S17_SHIELD)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  it.each([
    // The first Shock presupposed by "again" was never told; damage said twice is no act to repeat: named.
    ["I Shock my opponent's 3/3 again. Does it die?", 'not_understood', 'again'],
    ['My 3/3 was dealt 2 damage twice this turn. Does it die?', 'not_understood', 'twice'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
  it.each([
    // What the Shock targets is never said: asked, not assumed.
    ['He cast Giant Growth on his 2/2 in response to my Shock. Does it die?', 'needs_detail', 'Shock'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
  it.each([
    ['I cast Grizzly Bears. In response, I cast Wrath of God. Does the Bears die?', 'impossible', '117.1a'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
  it.each([
    // Two later 2/2s the question's "the 2/2" could be: asked back, never the first taken.
    ['Does the 2/2 die? I attack with a 2/2 and a 2/2 blocks it.', 'ambiguous', 'the 2/2'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});
