/**
 * Session 10's red team (issue 11: never a confident wrong answer), three classes:
 * 1. "Can my 3/3 first strike survive?" against a 1/1 and a 3/3 was answered No from the engine's
 *    default division. Combat damage is divided freely — no damage assignment order (510.1c, 510.1d)
 *    — so a "can" is answered over every division (yes when one does it, shown with whose choice it
 *    is; a group "can … both" needs one division for all), and a plain "does it survive?" whose
 *    answer changes with the division says it depends, on whose choice, with one division each way.
 *    A first striker's damage kills before the regular step (510.4, 702.7b, 704.5g).
 * 2. "A 1/1 attacks my planeswalker … Is it gone?" answered of the attacker: "it" after an attack on a
 *    planeswalker may be either; the one whose fate was at stake (dealt damage, moved) is taken —
 *    the unblocked attacker had nothing done to it (damage removes loyalty, 120.3c; 0 loyalty, 704.5i).
 *    Two creatures that both fought are still asked back.
 * 3. "I sacrifice two creatures" with Goblin Bombardment / "to Carrion Feeder": each is one activation
 *    of the outlet whose cost is one creature (602.2b, 118.3), the outlet never sacrificing itself.
 * 4. (Session 12) A blocked trampler's division was left to the default: "Two 2/2s block my 5/5 trample.
 *    Does the first one survive?" answered No. It divides too (510.1c, 702.19b; 702.2c with deathtouch).
 * The logged questions' shapes, then our own variations (other sizes and words), in both languages.
 * Outcomes worked out by hand.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN combat damage divided among two or more creatures (510.1c, 510.1d)', () => {
  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // "Can …": some division does it (the attacker's own choice).
    ['My 2/2 first strike is blocked by a 1/1 and a 2/2. Can my 2/2 survive?', 'your 2/2 first strike creature survives', 'yes'],
    ['My 5/5 first strike is blocked by a 3/3 and a 5/5. Could it survive?', '5 to the opponent', 'yes'],
    ['先制攻撃を持つ4/4が1/1と4/4にブロックされた。生き残れる？', '戦場に残ります', 'yes'],
    ['My 5/5 is blocked by a 2/2 and a 4/4. Can my 5/5 kill the 4/4?', "to the opponent's 4/4 creature, the opponent's 4/4 creature dies", 'yes'],
    ['私の5/5が2/2と4/4にブロックされた。4/4を倒せる？', 'はい、できます', 'yes'],
    // The defending side: the opponent divides; "can" is yes, and whose choice it is is said.
    ["My 1/1 and my 5/5 block my opponent's 5/5. Can my 1/1 survive?", "your opponent's choice", 'yes'],
    ['私の1/1と5/5で相手の5/5をブロックした。1/1は生き残れる？', '対戦相手の選択', 'yes'],
    // No division does it: no, and said to hold for every division.
    ['My 2/2 is blocked by a 2/2 and a 4/4. Can my 2/2 survive?', 'however the combat damage is divided', 'no'],
    // "… both": one division for both.
    // (The default division, lethal damage to each in turn, already does it: answered from it.)
    ['My 4/4 is blocked by a 2/2 and a 2/2. Can my 4/4 kill both?', "The opponent's first 2/2 creature dies", 'yes'],
    ['My 3/3 is blocked by a 2/2 and a 2/2. Can I kill both blockers?', 'no division of the combat damage', 'no'],
    // Asked plainly of the opponent's division: it depends, and on what.
    ["My 2/2 and my 4/4 block my opponent's 5/5. Does my 2/2 die?", "your opponent's choice", null],
    ['私の1/1と3/3で相手の4/4をブロックした。3/3は死ぬ？', '対戦相手の選択', null],
    ['My two 1/1s block their 3/3. Do both die?', "your opponent's choice", null],
    // Asked plainly by the player who divides: what they can make happen, and how.
    ['My 4/4 first strike is blocked by a 1/1 and a 4/4. Does my 4/4 survive?', 'Yes, if you divide it so', 'yes'],
    ['先制攻撃を持つ私の4/4が相手の1/1と4/4にブロックされた。私の4/4は生き残る？', 'そう割り振れば', 'yes'],
    ['My 3/3 is blocked by a 1/1 and a 2/2. Does the 2/2 die?', 'Yes, if you divide it so', 'yes'],
    ['My 3/3 is blocked by a 1/1 and a 2/2. Does the 1/1 survive?', '0 to the opponent', 'yes'],
    ['My 3/3 is blocked by a 2/2 and a 2/2. Do both die?', 'no division of the combat damage', 'no'],
    ['Two 1/1s block my 3/3. Do both die?', "second 1/1 creature dies", 'yes'],
    // Nothing to divide: one blocker takes all of it (510.1c); the first striker kills it first (510.4).
    ['My 3/3 first strike is blocked by a 3/3. Can my 3/3 survive?', 'survives', 'yes'],
    // A double striker (702.4b): not every division can be tried, so no yes or no is given.
    ['My 2/2 double strike is blocked by a 2/2 and a 2/2. Can my creature survive?', "couldn't try every division", null],
  ];
  it.each(RIGHT)('%s', (q, says, verdict) => answeredRight(() => ({}))(q, says, verdict));
});

describe('GIVEN a blocked attacker with trample dividing its damage (510.1c, 702.19b)', () => {
  /**
   * [question, what the answer says, verdict]. A trampler divides among its blockers as its controller
   * chooses (510.1c); past them only once each has been assigned lethal damage — not every blocker need
   * be, but then nothing goes past (702.19b); with deathtouch 1 is lethal (702.2c). How much goes past
   * stays the most by default, said so (702.19b; DESIGN's stated default).
   */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // The asker divides: what they can make happen (was "No" from the default: lethal to each, 1 to the player).
    ['Two 2/2s block my 5/5 trample. Does the first one survive?', 'If you divide your 5/5 trample creature\'s damage as 1 to the opponent\'s first 2/2 creature and 4 to', 'yes'],
    ['Two 2/2s block my 5/5 trample. Can the first one survive?', '(702.19b)', 'yes'],
    ['トランプルを持つ私の5/5が2/2と2/2にブロックされた。最初の2/2は生き残る？', 'はい、そう割り振れば', 'yes'],
    // (The default division does it: shown as that one, with what goes past, so the steps tell the same.)
    ['My 5/5 trample is blocked by two 2/2s. Do both die?', '2 to the opponent\'s second 2/2 creature and 1 to the opponent', 'yes'],
    // No division does it: 5 can't be lethal to a 2/2 and a 3/3 and leave the attacker alive either way.
    ['My 4/4 trample is blocked by a 2/2 and a 3/3. Can I kill both?', 'no division of the combat damage', 'no'],
    // The opponent divides: asked plainly, it depends (all 5 may stay on one blocker, 702.19b); asked "can", yes, theirs.
    ['My two 2/2s block their 5/5 trampler. Does my first 2/2 die?', "your opponent's choice", null],
    ['相手のトランプルを持つ5/5を私の2/2と2/2でブロックした。最初の2/2は死ぬ？', '対戦相手の選択', null],
    ['相手の5/5トランプルを私の2/2と3/3でブロックした。3/3は生き残れる？', '実際にそうなるかは対戦相手の選択です', 'yes'],
    // Deathtouch and trample: 1 is lethal to each blocker (702.2c), yet all of it may stay on one.
    ['Their 3/3 with deathtouch and trample is blocked by my 2/2 and my 4/4. Does my 4/4 die?', 'with deathtouch 1 damage is lethal (702.19b, 702.2c)', null],
    ['接死とトランプルを持つ相手の3/3を私の2/2と4/4でブロックした。4/4は死ぬ？', '接死があるので1点で致死ダメージになります', null],
    ['My 2/2 with deathtouch and trample is blocked by a 2/2 and a 4/4. Can I kill both?', "The opponent's 4/4 creature dies", 'yes'],
    ['My 2/2 with deathtouch and trample is blocked by a 2/2 and a 4/4. Does the opponent take damage?', 'The opponent takes 0 damage', 'no'],
    // How much goes past: the most, as before, with what keeping it all on the blockers gives.
    ['Two 2/2s block my 5/5 trample. How much damage goes through?', 'With all of it kept on the blockers, the opponent takes 0 damage', null],
    ['My 5/5 trample is blocked by two 2/2s. Does the opponent take damage?', 'The opponent takes 1 damage. That is with the most damage', 'yes'],
    ['My 3/3 with deathtouch and trample is blocked by a 2/2 and a 4/4. How much damage does the opponent take?', 'The opponent takes 1 damage', null],
    ['トランプルを持つ私の5/5が2/2と2/2にブロックされた。相手は何点受ける？', '対戦相手は1点のダメージを受けます', null],
    // One blocker: every division kills it (lethal first, or all of it on it).
    ['My 6/6 trampler is blocked by a 3/5. Does the 3/5 die?', "The opponent's 3/5 creature dies", 'yes'],
  ];
  it.each(RIGHT)('%s', (q, says, verdict) => answeredRight(() => ({}))(q, says, verdict));
});

describe('GIVEN "it" asked of a fate after a creature attacked a planeswalker', () => {
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // The planeswalker was dealt the damage; nothing was done to the unblocked attacker.
    // (704.5i: put into the graveyard with 0 loyalty, which is no destruction, 701.8b — asked "destroyed?", no; it dies.)
    ['My 3/3 attacks a planeswalker with 3 loyalty and is not blocked. Is it destroyed?', "The opponent's planeswalker isn't destroyed", 'no'],
    ["My opponent's 2/2 attacks my planeswalker with 2 loyalty. No blocks. Does it survive?", 'Your planeswalker dies', 'no'],
    ['My 1/1 attacks their planeswalker with 4 loyalty unblocked. Does it die?', "The opponent's planeswalker survives", 'no'],
    ['相手の2/2が私の忠誠度1のプレインズウォーカーを攻撃した。ブロックしない。それは死ぬ？', 'あなたのプレインズウォーカーは死亡します', 'yes'],
    ['忠誠度4のプレインズウォーカーを私の2/2で攻撃した。ブロックされなかった。それは生き残る？', '戦場に残ります', 'yes'],
  ];
  it.each(RIGHT)('%s', (q, says, verdict) => answeredRight(() => ({}))(q, says, verdict));
  // Both creatures fought: either could be "it" — still asked back.
  const ASKED: [string, string, string][] = [['Their 3/2 attacks and my 1/1 blocks it. Does it die?', 'ambiguous', 'could mean']];
  it.each(ASKED)('%s', (q, code, says) => refusedAs(() => ({}))(q, code, says));
});

describe('GIVEN several creatures sacrificed with one sacrifice outlet (602.2b, 118.3)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Goblin Bombardment', 'Carrion Feeder', 'Fiery Emancipation']);
  }, 120_000);
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // Goblin Bombardment: "Sacrifice a creature: 1 damage to any target" — once per creature.
    ['I control Goblin Bombardment and sacrifice three creatures targeting my opponent. What is their life?', 'life total is 17', null],
    ['I control Goblin Bombardment. I sacrifice two creatures targeting their 2/2. Does it die?', 'dies', 'yes'],
    // Fiery Emancipation triples each (614.1): 2 activations x 3.
    ['I control Fiery Emancipation and Goblin Bombardment. I sac two creatures targeting my opponent. Opponent\'s life?', 'life total is 14', null],
    // Carrion Feeder: a +1/+1 counter per creature sacrificed to it; it isn't one of the creatures.
    ["I sac two creatures to Carrion Feeder. What are Carrion Feeder's P/T?", '3/3', null],
    ['I control Carrion Feeder and sacrifice three creatures to it. How big is Carrion Feeder?', '4/4', null],
  ];
  it.each(RIGHT)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});
