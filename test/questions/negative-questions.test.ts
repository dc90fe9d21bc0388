/**
 * English negative yes/no questions (issue 11's correctness rule): asked with the auxiliary first
 * ("Doesn't it die?") they are answered about the fact ("Yes, it dies"); told as a statement and asked
 * ("it doesn't die, right?") they are answered about that statement ("No, it dies"). A negative whose
 * form can't be told, or whose ask has no opposite to answer, is refused, never answered the wrong way; so is one
 * with a "not" of its own after the subject ("Does it not die?"), which is read either way.
 * Japanese negatives (「死なない？」) agree with the negative and are not changed here.
 * Every row and expected verdict is written by hand from the rules.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import { sampleSpellDeps } from '../support/sample-spells.ts';

const SPELLS: Record<string, string> = { shock: 'Shock', 'lightning bolt': 'Lightning Bolt', ショック: 'Shock' };
const deps = sampleSpellDeps(SPELLS);
const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

/** [question, verdict, words the restatement must contain]. */
const ANSWERED: [string, 'yes' | 'no', string][] = [
  // Auxiliary first: about the fact.
  ["My 2/2 blocks their 3/3. Doesn't my 2/2 die?", 'yes', 'does your 2/2 creature die?'],
  ["My 1/1 blocks their 4/4. Won't my 1/1 die?", 'yes', 'does your 1/1 creature die?'],
  ["Their 2/2 blocks my 5/5. Doesn't their 2/2 survive?", 'no', "does the opponent's 2/2 creature survive?"],
  ["Their 4/4 blocks my 1/1. Doesn't their 4/4 survive?", 'yes', 'survive?'],
  ["I shock their 2/3. Isn't it dead?", 'no', 'die?'],
  ["My 3/3 blocks their 5/5. isn't my 3/3 still alive?", 'no', 'survive?'],
  ['I control a tapped 2/2. Can\'t it block?', 'no', 'can your 2/2 creature block'],
  ["I control a 0/4 with defender. Can't it attack?", 'no', 'attack?'],
  ["Their 4/4 attacks and I don't block. Won't I take 4?", 'yes', 'how much damage do you take'],
  ["I'm at 3 life. Their 5/5 attacks and I don't block. Don't I lose?", 'yes', 'do you lose the game?'],
  ["They're at 6 life. My 2/2 attacks and they don't block. Don't they lose?", 'no', 'does the opponent lose the game?'],
  // Told as a statement and asked: about that statement.
  ["My 2/2 blocks their 3/3. my 2/2 doesn't die, right?", 'no', 'does your 2/2 creature survive?'],
  ["My 6/6 blocks their 2/2. it does not die, right?", 'yes', 'survive?'],
  ["Their 1/1 blocks my 3/3. their 1/1 won't survive?", 'yes', 'die?'],
  ["I shock their 2/2. it is not dead, right?", 'no', 'survive?'],
  ["I shock their 2/5. it isn't dead?", 'yes', 'survive?'],
  // "lose 3 life" is no question of losing the game (was refused): the life lost, 3 damage dealt to the player (120.3a).
  ["Their 3/3 attacks and I don't block. Do I lose 3 life?", 'yes', 'do you lose 3 life'],
];

/** Refused: a statement-form negative whose ask has no opposite we answer, or no subject to tell the form by. */
const REFUSED: string[] = [
  "I'm at 2 life. Their 3/3 attacks and I don't block. I don't lose, right?",
  "Their 3/3 attacks and I don't block. I don't take 3, right?",
  "Their 2/2 attacks and I don't block. I won't take any damage?",
  "Their 3/3 with lifelink attacks and I don't block. they don't gain life, right?",
  "My 2/2 blocks their 3/3. it doesn't deal damage to the 3/3, right?",
  "My 2/2 blocks their 3/3. doesn't die?",
  // A "not" of its own after the subject ("Is it not dead?", "Does it not die?") is read by some as "isn't it dead?"
  // and by others as "is it so that it isn't dead?": the yes would go either way (misreadings-s44).
  "I cast Lightning Bolt on their 3/3. Is it not dead?",
];

describe('GIVEN an English negative yes/no question', () => {
  it.each(ANSWERED)('THEN %s is answered %s, restated as what is answered', async (q, verdict, says) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok ? r.value.verdict : r.error.message).toBe(verdict);
    if (r.ok) expect(r.value.understood).toContain(says);
  });
  it.each(REFUSED)('THEN %s is refused, never answered the other way', async (q) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('not_understood');
  });
  it('THEN a Japanese negative question still agrees with the negative', async () => {
    const r = await answerQuestion('自分の2/2が相手の3/3をブロックした。自分の2/2は死なない？', 'ja', deps);
    expect(r.ok ? r.value.verdict : r.error.message).toBe('no');
  });
});
