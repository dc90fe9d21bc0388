/**
 * Session 50: "each of them", "each one", "every one" asked of a group just named: every one of it is answered for —
 * read as the pronoun "one", the first alone was answered ("How big is each one?" → only the first Marshal).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Benalish Marshal', 'Glorious Anthem', 'Grizzly Bears']);
}, 120_000);

describe('GIVEN a group just named WHEN asked of each of them THEN each one is answered for', () => {
  it.each([
    ['I have two Benalish Marshals. How big is each of them?', [/first Benalish Marshal is 4\/4/, /second Benalish Marshal is 4\/4/]],
    ['I have two Benalish Marshals. How big is each one?', [/first Benalish Marshal is 4\/4/, /second Benalish Marshal is 4\/4/]],
    ['I control Glorious Anthem and two Grizzly Bears. What are the power and toughness of each of them?', [/first Grizzly Bears is 3\/3/, /second Grizzly Bears is 3\/3/]],
    ['My opponent controls a 2/2 and a 4/4 with a +1/+1 counter. How big is every one?', [/2\/2 creature is 2\/2/, /4\/4 creature is 5\/5/]],
  ] as const)('%s', async (q, wants) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? r.value.answer : r.error.message).toSatisfy((a: string) => wants.every((w) => w.test(a)));
  });

  it('GIVEN "each one of my creatures" THEN it is still read as the creatures named (a partitive, not this group)', async () => {
    const r = await answerQuestion('I control two Grizzly Bears and Glorious Anthem. How big is each one of my creatures?', 'en', deps);
    expect(r.ok ? r.value.answer : r.error.message).not.toMatch(/Glorious Anthem isn't a creature/);
  });
});
