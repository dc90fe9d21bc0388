/**
 * Chat wordings of names and totals (fresh set s46a):
 * - a short name of a card the question already named in full is that card, also when the word is a word of a
 *   hyphenated name ("the Wisp" after Will-o'-the-Wisp) or an everyday word in lower case said with "the"
 *   ("the wisp"): never asked back as the other cards of that name;
 * - a life total said with the subject, before the verb ("Opponent (at 12) casts …", "opp at 5 life bolts …",
 *   "I (at 9 life) attack …"), is the subject's total (119.1) — never that of the player the spell or attack is
 *   aimed at; said after the verb it stays the aimed-at player's ("attacks my opponent at 2 life").
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

const CARDS = {
  "Will-o'-the-Wisp": '鬼火',
  'Goblin Bushwhacker': 'ゴブリンの奇襲隊',
  'Grizzly Bears': '灰色熊',
  Shock: 'ショック',
  'Lightning Bolt': '稲妻',
  'Lava Spike': '溶岩の撃ち込み',
  'Armored Wolf-Rider': '鎧の狼乗り',
};

describe('GIVEN chat wordings of short names and life totals THEN they are read as the card named and the subject\'s total', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const right = restatedAnswering(() => deps);
  /** [question, what the restatement says, what the answer says]. */
  const ROWS: [string, string, string][] = [
    ["My Goblin Bushwhacker attacks and Will-o'-the-Wisp blocks it. Does the wisp survive?", "does the opponent's Will-o'-the-Wisp survive", 'dies'],
    ["Their Will-o'-the-Wisp blocks my Grizzly Bears. Does the wisp die?", "does the opponent's Will-o'-the-Wisp die", 'dies'],
    ['My Armored Wolf-Rider is blocked by a Grizzly Bears. Does the Wolf-Rider survive?', 'does your Armored Wolf-Rider survive', 'survives'],
    ["My Shock targets Will-o'-the-Wisp and they regenerate it in response. Is the Wisp still on the battlefield?", "does the opponent's Will-o'-the-Wisp stay on the battlefield", 'stays on the battlefield'],
    ['Opponent (at 12) casts Lightning Bolt targeting me. What is my life total?', 'the opponent is at 12 life', 'is 17'],
    ['the opponent (at 7 life) casts Lava Spike targeting me. What is their life total?', 'the opponent is at 7 life', 'is 7'],
    ['opp at 5 life casts Lightning Bolt targeting me. what is my life?', 'the opponent is at 5 life', 'is 17'],
    ['Opponent (at 3) casts Lava Spike targeting me and I respond with Lightning Bolt targeting them. What is their life total?', 'the opponent is at 3 life', 'is 0'],
    ['I (at 9 life) attack my opponent with a 4/4 lifelink. What is my life total?', 'you are at 9 life', 'is 13'],
    ['My 3/3 attacks my opponent at 2 life. What is their life total?', 'the opponent is at 2 life', 'is -1'],
  ];
  it.each(ROWS)('%s', async (q, understood, says) => right(q, understood, says), 60_000);

  // A total said before the verb, against the total told already: which one is meant is not guessed.
  const refused = refusedAs(() => deps);
  it.each([["I'm at 10 and I (at 4) cast Lightning Bolt targeting them. What is my life total?"]])('%s → refused', async (q) => refused(q, 'not_understood'), 60_000);
});
