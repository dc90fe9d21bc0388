/**
 * Session 9's red team (issue 11): a planeswalker named or called "it" / "her" / 「それ」 as what is
 * attacked or what a spell targets was dropped, and the attack went at the player ("Opponent's life?"
 * answered 16 when the 4/4 attacked Liliana); "Does Liliana die?" was asked of the attacker; and one
 * "her" was read as the player for the Bolt and as Liliana for the question. Now the planeswalker is
 * the attack's target (506.3, 508.1b) or the spell's (115.1); its damage removes loyalty counters
 * (120.3c), a trampler's excess goes to it (702.19b), at 0 loyalty it is put into the graveyard
 * (704.5i); she/her means one thing all through a question; where it is unclear what is attacked or
 * which "her" is meant, the question is asked back. The logged questions, then our own variations
 * (other cards, numbers, words), in both languages. Outcomes worked out by hand.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Liliana of the Veil': 'ヴェールのリリアナ',
  'Jace, the Mind Sculptor': '精神を刻む者、ジェイス',
  "Elspeth, Sun's Champion": '太陽の勇者、エルズペス',
  'Chandra, Torch of Defiance': '反逆の先導者、チャンドラ',
  'Lightning Bolt': '稲妻',
  Shock: 'ショック',
};

describe('GIVEN real cards WHEN a planeswalker is attacked or targeted (red team s9)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // The logged questions.
    ['My opponent controls Jace, the Mind Sculptor with 3 loyalty. My 3/3 attacks it and isn\'t blocked. Does Jace die?', 'put into its owner\'s graveyard', 'yes'],
    ["My opponent's Elspeth, Sun's Champion has 5 loyalty. My 2/2 and 3/3 attack her unblocked. Does she die?", 'put into its owner\'s graveyard', 'yes'],
    ["My opponent controls Liliana of the Veil with 3 loyalty. I attack her with a 4/4 and they don't block. What's my opponent's life?", 'life total is 20', null],
    ["My opponent controls Liliana of the Veil with 3 loyalty. I attack it with a 4/4 and they don't block. Does Liliana die?", "Liliana of the Veil dies", 'yes'],
    ['My opponent controls Liliana of the Veil with 3 loyalty. I Lightning Bolt her. Does she die?', "Liliana of the Veil dies", 'yes'],
    ['My opponent controls Liliana of the Veil with 3 loyalty counters. My 5/5 trample attacks Liliana and is blocked by a 1/1. What is my opponent\'s life?', 'life total is 20', null],
    ['相手は忠誠カウンターが3個置かれた《ヴェールのリリアナ》をコントロールしている。私の4/4でそれを攻撃した。相手のライフは？', 'ライフは20', null],
    // Attacked by name, by "it", by "her"/"him", with other words for attacking.
    ["My opponent's Chandra, Torch of Defiance is at 4 loyalty. I swing at Chandra with my 6/6 trample and their 2/2 blocks. How much damage does my opponent take?", 'takes 0 damage', null],
    ['My opponent controls Jace, the Mind Sculptor with 5 loyalty. My 4/4 attacks Jace unblocked. Does Jace die?', 'survives', 'no'],
    ['My opponent controls Jace, the Mind Sculptor with 5 loyalty. My 4/4 attacks Jace and my 2/2 attacks my opponent. No blocks. What is my opponent\'s life?', 'life total is 18', null],
    ["My opponent has Elspeth, Sun's Champion with 4 loyalty. My 5/5 attacks her and isn't blocked. Does Elspeth die?", 'dies', 'yes'],
    ['My opponent has a planeswalker with 4 loyalty. My 3/3 attacks the walker. Does the planeswalker die?', 'survives', 'no'],
    ['My opponent has a planeswalker with 2 loyalty. My 3/3 attacks the planeswalker unblocked. Does the planeswalker die?', 'dies', 'yes'],
    ['My 4/4 attacks Liliana of the Veil. Does she die?', 'dies', 'yes'],
    // A spell at her: the same "her" all through.
    ["My opponent controls Jace, the Mind Sculptor with 2 loyalty. I Shock him. Is he dead?", 'dies', 'yes'],
    ["My opponent's Elspeth, Sun's Champion has 4 loyalty. I Lightning Bolt her. Does she survive?", 'survives', 'yes'],
    // Japanese: by name, by それ, 忠誠度N.
    ['相手は忠誠度3の《ヴェールのリリアナ》をコントロールしている。私の4/4でそれを攻撃した。リリアナは死ぬ？', '墓地に置かれます', 'yes'],
    ['《ヴェールのリリアナ》（忠誠度3）を4/4で攻撃した。相手のライフは？', 'ライフは20', null],
    ['相手は忠誠度5の《精神を刻む者、ジェイス》をコントロールしている。私の3/3で《精神を刻む者、ジェイス》を攻撃した。ジェイスは死ぬ？', '戦場に残ります', 'no'],
    ['相手の《太陽の勇者、エルズペス》（忠誠度2）に《ショック》を唱えた。エルズペスは死ぬ？', '墓地に置かれます', 'yes'],
  ];
  it.each(RIGHT)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));

  /** [question, code, what the refusal says]: unclear what is attacked or which one "her" is — asked back, never sent at the player. */
  const ASKED: [string, string, string][] = [
    // No attack target said while the opponent has a planeswalker.
    ['Liliana of the Veil has 3 loyalty. My 2/2 attacks. Does she die?', 'ambiguous', 'attacks'],
    ['My opponent controls Jace, the Mind Sculptor with 3 loyalty. My 3/3 attacks and is not blocked. What is my opponent\'s life?', 'ambiguous', 'attacks'],
    ['相手は忠誠度3の《ヴェールのリリアナ》をコントロールしている。私の4/4が攻撃した。相手のライフは？', 'ambiguous', '攻撃'],
    // "her" read as Liliana in one place and as the player in another.
    ["My opponent's Jace, the Mind Sculptor has 3 loyalty. I attack him with a 2/2 and he blocks with a 1/1. Does Jace die?", 'ambiguous', 'he'],
    // "it" could be the creature or the planeswalker told after it.
    ['My opponent has a 2/2 and Liliana of the Veil with 3 loyalty. I Shock it. Does it die?', 'ambiguous', 'Liliana of the Veil'],
    // "it" that can be nothing attackable is never dropped.
    ['My 3/3 attacks it. Does it die?', 'not_understood', 'it'],
    // A planeswalker with no loyalty told and no card: never 0 loyalty by default.
    ['My opponent controls a planeswalker. Does it die?', 'not_understood', 'loyalty counters'],
    ['My 5/5 attacks the opponent\'s planeswalker unblocked. Does it die?', 'not_understood', 'loyalty counters'],
  ];
  it.each(ASKED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});
