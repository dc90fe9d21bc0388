/**
 * A card's name said as a verb after "respond by" or another time phrase that stands between the subject and
 * it ("they respond by Unsummoning their Bears", "I respond by Cloudshifting them"): the card cast in response
 * (601.2, 117.7), as "they respond by casting Unsummon on …" is — its -ing ending says it is the verb.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Lightning Bolt', 'Grizzly Bears', 'Unsummon', 'Murder', 'Cloudshift', 'Shock', 'Giant Growth']);
}, 120_000);

describe('GIVEN a card said as a verb in -ing after "respond by"', () => {
  it.each([
    // 608.2b: Bolt's only target left; it does nothing and goes to the graveyard.
    ['I Lightning Bolt their Grizzly Bears and they respond by Unsummoning the Bears. What happens to my Bolt?', /in response, the opponent casts Unsummon targeting the opponent's Grizzly Bears/, /graveyard/],
    // 400.7: Cloudshift returns a new object; Murder's target is gone.
    ['Opponent casts Murder on my Grizzly Bears and I respond by Cloudshifting them. Do they survive?', /in response, you cast Cloudshift targeting your Grizzly Bears/, /^Yes\./],
    // Giant Growth resolves first: a 5/5 with 2 damage.
    ['My opponent Shocks my Grizzly Bears. I respond by Giant Growthing it. Does it survive?', /in response, you cast Giant Growth targeting your Grizzly Bears/, /^Yes\./],
  ] as const)('%s THEN the card is cast in response', async (q, story, says) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(JSON.stringify(r.value)).toMatch(story);
    expect(r.value.answer).toMatch(says);
  });
});
