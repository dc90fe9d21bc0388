/**
 * "Their 3/2 attacks and my 1/1 blocks it. Does it die?" (issue 11): the question's "it" could be the clause's
 * subject or what it acted on. Answered of both; when the answers differ, which one is asked back — never the
 * subject picked — and when they agree the answer stands.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { langOf } from '../support/ask-rows.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears', 'Savannah Lions']);
}, 120_000);

/** Asked back, naming both creatures. */
const ASKED_BACK: readonly (readonly [string, RegExp])[] = [
  ['Their 3/2 attacks and my 1/1 blocks it. Does it die?', /'your 1\/1 creature' or 'the opponent's 3\/2 creature'/],
  ['My 4/4 attacks and their 2/2 blocks it. Does it survive?', /'the opponent's 2\/2 creature' or 'your 4\/4 creature'/],
  ['Their Grizzly Bears attacks and my 3/3 blocks it. Is it still alive?', /'your 3\/3 creature' or 'the opponent's Grizzly Bears'/],
  ['Their 5/2 attacks and my 2/6 blocks it. Does it die?', /'your 2\/6 creature' or 'the opponent's 5\/2 creature'/],
  // A player's clause that says "it" for one creature and names another: a later "it" may continue the
  // chain (the attacker) or mean the creature just named (red team s9: answered of the blocker only).
  ['Their 3/3 attacks. I block it with my 2/2. Does it die?', /'your 2\/2 creature' or 'the opponent's 3\/3 creature'/],
  ['Their 1/4 swings in and I block it with my 3/1. Does it survive?', /'your 3\/1 creature' or 'the opponent's 1\/4 creature'/],
  ['相手の3/3が攻撃してきた。それを私の2/2でブロックした。それは死ぬ？', /'あなたの2\/2クリーチャー'、'対戦相手の3\/3クリーチャー'/],
  ['相手の2/2が攻撃してきたので、それを自分の5/5でブロックした。それは死にますか？', /'あなたの5\/5クリーチャー'、'対戦相手の2\/2クリーチャー'/],
];

/** The same answer either way: answered. */
const ANSWERED: readonly (readonly [string, 'yes' | 'no'])[] = [
  ['Their 2/2 attacks and my 2/2 blocks it. Does it die?', 'yes'],
  ['My 1/1 attacks and their Savannah Lions blocks it. Does it survive?', 'no'],
  ['Their 4/4 attacks and my 1/1 blocks it. Does my 1/1 die?', 'yes'],
  // Either reading gives the same answer: both 3/3s die.
  ['Their 3/3 attacks. I block it with my 3/3. Does it die?', 'yes'],
  ['Their 3/3 attacks. I block it with my 2/2. Does their 3/3 die?', 'no'],
];

/** Damage marked on a creature is no damage a player takes: not answered as that (120.3e). */
const REFUSED: readonly string[] = [
  'My 5/5 attacks and their 1/4 blocks it. How much damage is marked on it?',
  'Their 3/3 blocks my 2/2. How much damage is on the 3/3?',
  'I Shock their 4/4. How much damage is on it now?',
];

describe('GIVEN "it" that could be either creature of the clause before', () => {
  for (const [q, says] of ASKED_BACK) {
    it(`THEN "${q}" is asked back`, async () => {
      const r = await answerQuestion(q, langOf(q), deps);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ambiguous');
        expect(r.error.message).toMatch(says);
      }
    });
  }
  for (const q of REFUSED) {
    it(`THEN "${q}" is not answered`, async () => {
      const r = await answerQuestion(q, langOf(q), deps);
      expect(r.ok).toBe(false);
    });
  }
  for (const [q, verdict] of ANSWERED) {
    it(`THEN "${q}" is answered ${verdict}`, async () => {
      const r = await answerQuestion(q, langOf(q), deps);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (r.ok) expect(r.value.verdict).toBe(verdict);
    });
  }
});
