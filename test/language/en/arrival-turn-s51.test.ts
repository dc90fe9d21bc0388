/**
 * Session 51: "the turn it comes out", "on the same turn I cast it" — the turn a creature arrived, told with any of the
 * lexicon's ways of saying "enter" or with the asker casting/playing it (en/arrival-words.ts): summoning sick that
 * turn (302.6), so it can't attack or use a {T} ability without haste (508.1a, 602.5a). Another player casting it is
 * not read as the asker's creature.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Llanowar Elves', 'Raging Goblin', 'Hill Giant', 'Birds of Paradise']);
}, 120_000);

describe('GIVEN a creature asked about on the turn it arrived THEN it is summoning sick (302.6)', () => {
  it.each([
    ['Can Hill Giant attack the turn it comes out?', /^No\. Hill Giant can't attack/],
    ['Can my Hill Giant attack on the same turn it came down?', /^No\. Hill Giant can't attack/],
    ['Can Birds of Paradise tap for mana the turn it hits the battlefield?', /^No\. You can't activate/],
    ['Can Llanowar Elves tap for mana on the turn it was played?', /^No\. You can't activate/],
    ['Can Raging Goblin attack during the turn I summon it?', /^Yes\./],
  ] as const)('%s', async (q, want) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? r.value.answer : `refused: ${r.error.message}`).toMatch(want);
  });

  it("GIVEN the opponent casting it THEN not read as the asker's arrival (whose it is is not guessed)", async () => {
    const r = await answerQuestion('Can Hill Giant attack the turn my opponent casts it?', 'en', deps);
    expect(r.ok && /your Hill Giant/.test(r.value.answer)).toBe(false);
  });
});
