/**
 * Issue 12 §5: a claim someone else made, then asked whether it holds — "My friend says my 2/2 dies. Is he right?",
 * "My opponent claims that his 3/3 survives, is that right?" — is the yes/no question of the claim: yes when the
 * rules make it so, no when not. The claim is never a fact of the story (it was refused whole, naming "My friend
 * says …" and "Is he right"). Without a check after it, a claim is still not read as a fact. Combat damage 510.1–510.2;
 * lethal damage 704.5g; flying and reach 702.9b, 702.17b.
 */
import { describe, it } from 'vitest';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a claim reported then checked WHEN asked THEN the claim is the yes/no question', () => {
  const deps = () => ({});
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My 2/2 blocks their 3/3. My friend says my 2/2 dies. Is he right?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 2/2 blocks their 3/3. My friend said my 2/2 survives. Is that right?', 'No. Your 2/2 creature dies', 'no'],
    ['My 2/2 blocks their 3/3. My friend says my 2/2 doesn\'t die. Is he right?', 'No. Your 2/2 creature dies', 'no'],
    ['My 2/2 blocks their 3/3. My opponent claims that his 3/3 survives, is he right?', "Yes. The opponent's 3/3 creature survives", 'yes'],
    ['My 4/4 blocks their 3/3. My opponent insists his 3/3 survives. Is that correct?', "No. The opponent's 3/3 creature dies", 'no'],
    ['I attack with a 2/2. My opponent blocks with a 2/2. My friend says both die. Is he right?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My buddy thinks a 2/2 with flying can block a 3/3 with reach. Is that true?', 'Yes', 'yes'],
    ['The judge said a 2/2 without flying or reach can block a 3/3 with flying, is he right?', "No", 'no'],
    // A life loss claimed, its condition after it (was refused: no ask counted life lost): 2 damage to the player is 2 life
    // lost (120.3a), and the condition is no event of its own result.
    ['My friend says my opponent loses 2 life if my 2/2 attacks unblocked. Is he right?', 'Yes. The opponent loses 2 life (20 → 18)', 'yes'],
    ['My friend says my opponent loses 3 life if my 2/2 attacks unblocked. Is he right?', 'No. The opponent loses 2 life (20 → 18)', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(deps)(q, says, verdict), 60_000);

  // A claim with no check after it is no fact of the story and no question: named, not answered.
  it.each([
    ['My 2/2 blocks their 3/3. My friend says my 2/2 dies.', 'not_understood'],
    // "wrong" would turn the answer round: not read.
    ['My 2/2 blocks their 3/3. My friend says my 2/2 dies. Is he wrong?', 'not_understood'],
  ])('%s → refused %s', (q, code) => refusedAs(deps)(q, code), 60_000);

  // A claim with a condition or time of its own (if/when/after …) is not read: as a question its condition and its
  // result both became events (red team s19b: "says I take 5 damage when an unblocked 3/3 attacks me" lost 8 life).
  // (One "if"/"when" clause after the result is read as that question: en20-postposed-condition.test.ts.)
  it.each([
    ['My friend says that if my 2/2 blocks a 3/3 both die. Is my friend correct?', 'not_understood'],
    ['My friend says I take 5 damage after an unblocked 3/3 attacks me. Is he correct?', 'not_understood'],
    ['My friend says that his 3/3 is destroyed when I attack with my 4/4 and he blocks with it. Is he right?', 'not_understood'],
  ])('%s → refused %s', (q, code) => refusedAs(deps)(q, code), 60_000);
});
