/**
 * Issue 12 (session 49): a state asked "until end of turn" ("What are the Bears' power and toughness until end of turn?",
 * "Does it have flying until end of turn?") is the state the story's turn is left in — effects told "until end of turn" still
 * apply (514.2), as "this turn" asks. Once the story has told the turn ending, or of a life total, the words stay named.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

const CARDS = ['Grizzly Bears', 'Giant Growth', 'Glorious Anthem', 'Jump', 'Shock'];

describe('GIVEN a state asked "until end of turn" THEN it is the state the turn is left in', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const right = answeredRight(() => deps);
  it.each([
    ['I cast Giant Growth on my Grizzly Bears. What are its power and toughness until end of turn?', 'is 5/5', null],
    ['I control Glorious Anthem. My 2/2 gets +1/+0 until end of turn. What is its power until end of turn?', 'is 4/3', null],
    ['I cast Jump on my Grizzly Bears. Does it have flying until end of turn?', 'has flying', 'yes'],
  ] as [string, string, 'yes' | 'no' | null][])('%s', async (q, says, verdict) => right(q, says, verdict), 60_000);

  const refused = refusedAs(() => deps);
  it.each([
    // (The turn told over: which moment "until end of turn" means is no longer the story's end.)
    ['My Grizzly Bears gets +2/+2 until end of turn. The turn ends. What is its power until end of turn?', 'not_understood', 'until end of turn'],
    // (A life total isn't a state effects "until end of turn" hold: the words are named.)
    ['I Shock my opponent. What is their life until end of turn?', 'not_understood', 'until end of turn'],
  ])('%s → %s', async (q, code, says) => refused(q, code, says), 60_000);
});
