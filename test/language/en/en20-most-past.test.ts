/**
 * Issue 12, English as players write it (session 20): the attacking player's division of combat damage told as the
 * most past the blockers — "I assign lethal to the blocker and the rest to the player", "they assign as much trample
 * damage to me as they can", "if i trample over max" — with trample said. It is the division the run makes when none
 * is told (510.1c-d: lethal damage to each blocker first; 702.19b: the rest may go to the player), so it is read as
 * told and nothing is added. An amount told to a blocker ("3 on the blocker and the rest …", "all 4 on the spider"),
 * no trample said, no block told, or the division asked ("Can I …?") is not this reading: refused, never guessed.
 * Expected values: a 5/5 trampler blocked by a 2/2 assigns 2 to it and 3 to the player (702.19b); Colossal Dreadmaw
 * 6/6 trample, Vampire Nighthawk 2/3 deathtouch lifelink; Blightsteel Colossus 11/11 infect (702.90b: poison counters).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Colossal Dreadmaw', 'Vampire Nighthawk', 'Blightsteel Colossus', 'Grizzly Bears', 'Giant Spider']);
}, 120_000);

describe('GIVEN the damage division told as the most past the blockers, with trample said WHEN asked THEN it is read as told (510.1c-d, 702.19b)', () => {
  /** [question, what the answer says, life after (A is the asker), poison of B]. */
  const ROWS: [string, string, { A: number; B: number }, number][] = [
    ['My 5/5 trampler is blocked by a 2/2. I assign lethal to the blocker and the rest to the player. How much damage does the player take?', 'takes 3 damage', { A: 20, B: 17 }, 0],
    ['My 5/5 trampler gets blocked by a 2/2. I assigned lethal damage to the 2/2 and the rest to my opponent. What is his life total?', '17', { A: 20, B: 17 }, 0],
    ['My 6/6 with trample is blocked by a 2/2. I put as much damage on the player as I can. What is his life total?', '16', { A: 20, B: 16 }, 0],
    ['My 5/5 trampler is blocked by a 2/2. If I assign as much damage as possible to the player, what is his life total?', '17', { A: 20, B: 17 }, 0],
    ["My opponent attacks me with Colossal Dreadmaw and I block with Vampire Nighthawk. They assign as much trample damage to me as they can. What's my life total afterwards? I'm at 20.", '19', { A: 19, B: 20 }, 0],
    ['blightsteel gets chumped by a grizzly bears, opp has 0 poison. if i trample over max how many poison do they have', '9 poison counters', { A: 20, B: 20 }, 9],
  ];
  it.each(ROWS)('%s', async (q, says, life, poison) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.answer).toContain('702.19b');
    const players = r.value.resolution.final.players;
    expect(Object.fromEntries(players.map((p) => [p.id, p.life]))).toEqual(life);
    expect(players.find((p) => p.id === 'B')?.poison ?? 0).toBe(poison);
  }, 60_000);

  /** [question, the words named]. */
  const REFUSED: [string, string][] = [
    // (An amount told to the blocker — "I put all 4 on the spider" — is a division of its own, read as told:
    // test/questions/damage-division-told.test.ts.)
    // No trample said: nothing goes past a blocker (510.1c), so "the rest to the player" is not read.
    ['My 5/5 is blocked by a 2/2. I assign lethal to the blocker and the rest to the player. How much damage does the player take?', 'the rest to the player'],
    // No block told.
    ['I have a 5/5 trampler. I assign the rest to the player. What is his life total?', 'the rest to the player'],
    // Asked whether it may be done: a question, not a division told.
    ['My 6/6 trampler gets blocked by a 2/2. Can I assign the rest to the player?', 'the rest to the player'],
    // Lethal told alone says nothing of the rest.
    ['My 5/5 trampler is blocked by a 2/2. I assign lethal damage to the 2/2. How much damage does the player take?', 'lethal'],
  ];
  it.each(REFUSED)('%s is refused naming %s', async (q, named) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('not_understood');
    if (!r.ok) expect(r.error.message).toContain(named);
  }, 60_000);
});
