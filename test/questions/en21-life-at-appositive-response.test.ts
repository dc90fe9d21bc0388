/**
 * Red team s21 (issue 11, confident wrong answers), four classes of construction:
 * - "Am I at 13?", "Is he at 7 life?", "He's at 7?" (after a told total): a yes/no question of a player's life total
 *   at the end of the run (119.1, 119.3) — read as a total told, it overwrote the told start and the story was
 *   applied on top, with no yes or no. A total told as a fact ("I'm at 10.") stays the start.
 * - "I have only one creature, a 2/2", "My creature, a 4/4, blocks …": an appositive size describes the creature
 *   before it — read as a list, a second, size-less creature was made (a phantom blocker or attacker).
 * - "I control Soul Warden. I cast Soul Warden.": the card cast comes from the hand (601.2a), another object than the
 *   permanent of that name already there (400.7) — the permanent was moved to the stack and its trigger lost (603.2).
 * - "In response to that, he casts Shock on it", "After it resolves he casts …": the opening phrase keeps the next
 *   subject — "he" was lost and the asker cast the spell, so hexproof (702.11b) was bypassed.
 * Expected values worked out by hand from the cards' text and the rules cited per row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, langOf, refusedAs } from '../support/ask-rows.ts';
import { answerQuestion } from '../../src/questions/index.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Soul Warden': '魂の管理人', "Ajani's Pridemate": 'アジャニの群れ仲間', 'Glorious Anthem': '栄光の頌歌', 'Giant Growth': '巨大化', Shock: 'ショック', 'Lightning Bolt': '稲妻', Disfigure: '形成不全', Pyroclasm: '紅蓮地獄', 'Grizzly Bears': '灰色熊' });
}, 120_000);

describe('GIVEN a yes/no question of a player at a number WHEN asked after the story THEN it is their life total asked (119.1), the told start kept', () => {
  /** [question, what the answer says, verdict] */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // 702.15b lifelink: 10 + 3; 510.2 combat damage.
    ["I'm at 10. My 3/3 lifelinker attacks unblocked. Am I at 13?", 'Your life total is 13 (from 10: gained 3)', 'yes'],
    ["I'm at 10. My 3/3 lifelinker attacks unblocked. Am I at 15?", 'Your life total is 13 (from 10', 'no'],
    ["I'm at 10. My 3/3 lifelinker attacks unblocked. Am I at 13 life?", 'Your life total is 13', 'yes'],
    // 510.2, 120.3a: 10 − 3.
    ["He's at 10. My 3/3 attacks unblocked. Is he at 7?", "The opponent's life total is 7 (from 10: lost 3)", 'yes'],
    ["I'm at 10. His 3/3 attacks me and I don't block. Am I at 5?", 'Your life total is 7 (from 10: lost 3)', 'no'],
    // 704.5a: at 2 he is still in the game.
    ['He is at 5. My 3/3 attacks unblocked. Is he at 2 life?', "The opponent's life total is 2 (from 5: lost 3)", 'yes'],
    ['My 3/3 lifelinker attacks unblocked. Is he at 17?', "The opponent's life total is 17 (from 20: lost 3)", 'yes'],
    // 702.19b: 1 tramples over.
    ["He's at 10. My 3/3 trampler attacks and his 2/2 blocks. Is he at 9?", "The opponent's life total is 9 (from 10: lost 1)", 'yes'],
    // Two asks in one question, each a life total.
    ['He is at 20. My 2/2 lifelink attacks unblocked. Am I at 22 and is he at 18?', 'Your life total is 22 (from 20: gained 2)', 'yes'],
    ['He is at 20. My 2/2 lifelink attacks unblocked. Am I at 22 and is he at 18?', "The opponent's life total is 18 (from 20: lost 2)", 'yes'],
    // Said in statement order after a told total, with a question mark: asked all the same.
    ["He's at 10. My 3/3 attacks unblocked. He's at 7?", "The opponent's life total is 7 (from 10: lost 3)", 'yes'],
    ["He's at 10. My 3/3 attacks unblocked. Will he be at 7?", "The opponent's life total is 7", 'yes'],
    ["He's at 10. I attack with a 3/3 and a 2/2, unblocked. Is he at 5?", "The opponent's life total is 5 (from 10: lost 5)", 'yes'],
    // A total told as a fact stays the start.
    ["I'm at 10. My 3/3 lifelinker attacks unblocked. What's my life?", 'Your life total is 13 (from 10: gained 3)', null],
    ["What's my opponent's life, im at 20", "The opponent's life total is 20", null],
    ['相手のライフは10。私の3/3がブロックされずに攻撃した。相手のライフは7？', '対戦相手のライフは7です（10から3点減少）', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN an appositive size after one creature named with no size THEN it is that creature\'s size, no second creature', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // 702.111b menace: one blocker is not enough.
    ['His 3/3 with menace attacks and I have only one creature, a 2/2. Can I block?', "Your 2/2 creature can't block the opponent's 3/3 menace creature alone", 'no'],
    ['His 3/3 with menace attacks. I control one creature, a 2/2. Can I block?', "Your 2/2 creature can't block", 'no'],
    ['I have a single creature, a 5/5. His 3/3 with menace attacks. Can I block it?', "Your 5/5 creature can't block", 'no'],
    // 510.2, 704.5g.
    ['My creature, a 4/4, blocks his 3/3. Does it survive?', 'Your 4/4 creature survives (with 3 damage marked)', 'yes'],
    ['His 3/3 attacks. I have one creature, a 2/2, and I block with it. Does my creature die?', 'Your 2/2 creature dies', 'yes'],
    ['His blocker, a 2/2, blocks my 3/3. Does my 3/3 survive?', 'Your 3/3 creature survives (with 2 damage marked)', 'yes'],
    // 702.15b: one attacker of 2 — the asker goes 20 → 18.
    ["Her creature, a 2/2 with lifelink, attacks me unblocked. She's at 10. What's her life?", 'Life: you 20 → 18, the opponent 10 → 12', null],
    // 704.5a: 3 → 0.
    ["His creature, a 3/3, attacks me. I'm at 3. Do I lose if I don't block?", 'Life: you 3 → 0', 'yes'],
    // 702.2b deathtouch.
    ['My creature, a 4/4 with deathtouch, blocks his 5/5. Does his 5/5 die?', "The opponent's 5/5 creature dies", 'yes'],
    // A list of sizes stays a list.
    ['My 2/2, my 3/3 and my 1/1 attack. He blocks the 3/3 with a 4/4. How much damage does he take?', 'The opponent takes 3 damage', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN a card cast while a permanent of its name is on the battlefield THEN the one cast is another object (601.2a, 400.7)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // 603.2, 603.6a: the Soul Warden there triggers for the new one entering; the new one's says "another
    // creature", so not for itself — 1 life. (Read as one object, nothing triggered: no life.)
    ['I control Soul Warden. I cast Soul Warden. How much life do I gain?', 'You gain 1 life (20 → 21)', null],
    ['I have Soul Warden on the battlefield and cast Soul Warden from my hand. How much life do I gain?', 'You gain 1 life', null],
    ['He controls Soul Warden. He casts Soul Warden. How much life does he gain?', 'The opponent gains 1 life', null],
    // 603.2 + Pridemate's +1/+1 counter (122.1a).
    ["I control Ajani's Pridemate and Soul Warden. I cast Soul Warden. How big is Pridemate?", "Your Ajani's Pridemate is 3/3", null],
    // 613.4c: two Anthems, +2/+2.
    ['I control Glorious Anthem and a 2/2. I cast Glorious Anthem. How big is my 2/2?', 'Your 2/2 creature is 4/4', null],
    ['I control Glorious Anthem and a 2/2. I cast another Glorious Anthem. How big is my 2/2?', 'Your 2/2 creature is 4/4', null],
    ['私は《魂の管理人》をコントロールしている。《魂の管理人》を唱えた。ライフは何点増える？', 'あなたのライフは21です（20から1点増加）', null],
    // "this turn" tells the cast that put it there: the same Bears, summoning sick (302.6).
    ['I control Grizzly Bears. I cast Grizzly Bears this turn. Can it attack?', "Grizzly Bears can't attack", 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN "In response to that," or an opening "after/once/when" clause before a player THEN that player casts the spell', () => {
  // 702.11b hexproof: the opponent can't target the asker's creature — the story can't happen as told.
  const IMPOSSIBLE: string[] = [
    'I cast Giant Growth on my hexproof 2/2. In response to that, he casts Shock on it. Does it die?',
    'I cast Giant Growth on my hexproof 2/2. In response to that he casts Shock on it. Does it die?',
    'I cast Giant Growth on my hexproof 2/2. In response to that, my opponent casts Shock on it. Does it die?',
    'He casts Pyroclasm. In response I cast Giant Growth on my hexproof 2/2. In response to that, he casts Disfigure on it. Does my 2/2 die?',
    'I cast Giant Growth on my hexproof 2/2. After it resolves he casts Shock on it. Does it die?',
    'I cast Giant Growth on my hexproof 2/2. When it resolves she casts Shock on it. Does it die?',
  ];
  it.each(IMPOSSIBLE)('%s → impossible', (q) => refusedAs(() => deps)(q, 'impossible'), 60_000);

  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // In response: Shock resolves first (608.1), 2 damage to a 2/2 (704.5g).
    ['I cast Giant Growth on my 2/2. In response to that, he casts Shock on it. Does it die?', 'Your 2/2 creature dies', 'yes'],
    ['I cast Giant Growth on my 2/2. In response to this, he casts Lightning Bolt on it. Does it die?', 'Your 2/2 creature dies', 'yes'],
    // After it resolves: a 5/5 takes 3 (608.2, 704.5g not met).
    ['I cast Giant Growth on my 2/2. Once it resolves he casts Lightning Bolt on it. Does it die?', 'Your 2/2 creature survives (5/5 with 3 damage marked)', 'no'],
    // "that Bolt" names the spell responded to: still read as before.
    ['He casts Lightning Bolt on my 2/2. In response to that Bolt, I cast Giant Growth on it. Does it die?', 'Your 2/2 creature survives (5/5 with 3 damage marked)', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

/** The restatement says the total asked of ("is the opponent's life total 2"), not "how much life does he have". */
describe('GIVEN a yes/no question about a life total THEN the restatement asks it as asked', () => {
  it.each([
    ['He is at 5. My 3/3 attacks unblocked. Is he at 2 life?', "is the opponent's life total 2"],
    ['相手のライフは20。私が相手に《稲妻》を撃った。相手のライフは17になる？', '対戦相手のライフは17になるか'],
  ])('%s → %s', async (q, restated) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(restated);
  }, 60_000);
});
