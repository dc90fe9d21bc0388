/**
 * Session 50: "I've controlled X since last turn" — 302.6's own words for a creature that is not summoning sick —
 * told by its controller (or of another player), as "it's been out since last turn" is. Control told of a creature
 * another player owns stays unread (a control change, 613.1b, is no fact to be taken from a time phrase).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears', 'Giant Growth', 'Serra Angel', 'Hill Giant']);
}, 120_000);

describe('GIVEN a creature told controlled since last turn THEN it may attack (302.6)', () => {
  it.each([
    ["I cast Giant Growth on my Grizzly Bears. I've controlled the Bears since last turn. Can the Bears attack?", /^Yes\. Your Grizzly Bears can attack/],
    ['My opponent has controlled his Serra Angel since last turn. Can the Angel attack me?', /^Yes\. The opponent's Serra Angel can attack/],
    ['I have controlled Hill Giant since last turn. How much damage does it deal if it attacks unblocked?', /3/],
  ] as const)('%s', async (q, want) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? r.value.answer : `refused: ${r.error.message}`).toMatch(want);
  });

  it("GIVEN control told of another player's creature THEN not read (a control change is not a time phrase)", async () => {
    const r = await answerQuestion("I've controlled my opponent's Serra Angel since last turn. Can it attack?", 'en', deps);
    expect(r.ok).toBe(false);
  });
});
