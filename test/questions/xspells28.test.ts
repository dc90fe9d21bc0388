/**
 * Spells and permanents with X told in the question (issue 14 §1): X is chosen while casting (107.3a, 601.2b), also for
 * an additional cost "pay X life" (Toxic Deluge, 118.8); a permanent's own enters trigger uses the X its spell was cast
 * with (107.3m, The Meathook Massacre). Said with no verb ("Meathook Massacre for X=2"), or as a payment for the spell
 * ("I pay 4 for Toxic Deluge"), it is that cast; a name without its leading "The" is the card. X left unsaid, or a
 * payment the card has no cost for, is refused, never guessed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a spell or permanent with X, X told THEN the cast uses it (107.3a, 107.3m, 601.2b)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({
      'The Meathook Massacre': '食肉鉤虐殺事件',
      'Toxic Deluge': '毒の濁流',
      'Flawless Maneuver': '完璧な機動',
      'Grave Titan': '墓所のタイタン',
      'Spiteful Banditry': '悪辣な略奪',
      Fireball: '火の玉',
    });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // No verb: the card and its X are the cast.
    ["Meathook Massacre for X=2. I have a 3/3, they have two 2/2s. How much life do I gain?", 'You gain 2 life (20 → 22)', null],
    ['I have a 3/3, they have two 2/2s. Toxic Deluge with X=2. Do their creatures die?', 'Yes', 'yes'],
    ['Toxic Deluge for X=3. My opponent has a 4/4 and a 2/2. What survives?', "Still on the battlefield: the opponent's 4/4 creature", null],
    // 107.3m: The Meathook Massacre's enters trigger, X as cast; its name said with or without "The".
    ['I cast The Meathook Massacre with X=2. I have a 3/3, they have two 2/2s. How much life do I gain?', 'You gain 2 life', null],
    ['私は3/3、相手は2/2を2体コントロールしています。《食肉鉤虐殺事件》をX=2で唱えました。私は何点ライフを得ますか?', 'あなたは2点のライフを得ます', null],
    // A payment said for the spell: its "pay X life" cost (118.8).
    ["I pay 4 for Toxic Deluge. They have a 5/5. What's my life?", 'Your life total is 16', null],
    ['I pay 4 life for Toxic Deluge. They have a 3/3. Does it die?', 'Yes', 'yes'],
    [
      "I pay 4 for Toxic Deluge. Opponent responds with Flawless Maneuver. They have Grave Titan and two 2/2 Zombie tokens; I have no creatures. What's left and what's my life?",
      'Your life total is 16',
      null,
    ],
    ['《毒の濁流》をX=2で唱えた。相手の2/2は死ぬ?', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, what the refusal names]: X unsaid, or the rest of the card unmodelled. */
  const REFUSED: [string, string, string][] = [
    ['I cast The Meathook Massacre. I have a 3/3, they have two 2/2s. How much life do I gain?', 'unmodelled', 'value of X'],
    ['Spiteful Banditry for X=2. I have a 3/3, they have a 2/2. Does their 2/2 die?', 'unmodelled', 'Treasure token'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  it('"I pay 5 for Fireball": a payment the card has no life cost for is never read as its X', async () => {
    const r = await import('../../src/questions/index.ts').then((m) => m.answerQuestion("I pay 5 for Fireball targeting my opponent. What's their life?", 'en', deps));
    if (r.ok) throw new Error(`answered: ${r.value.answer}`);
  }, 60_000);
});
