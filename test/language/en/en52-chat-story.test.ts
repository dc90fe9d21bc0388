/**
 * English as people write it in a chat story (session 52, en52, issue 12): one clause of a long message left unread
 * refused the whole question. Each family with variations of our own (cards, sizes, wordings), with rows that must stay
 * refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Hill Giant': '丘巨人', 'Grizzly Bears': '灰色熊', 'Savannah Lions': 'サバンナ・ライオン' });
}, 120_000);

type Row = [string, string, string];
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN "anything else?" after a main ask WHEN read THEN it asks the rest of the outcome (every death named)', () => {
  const ROWS: Row[] = [
    ['My 3/3 attacks and my opponent blocks with a 2/2. Does the 2/2 die? Does anything else die?', 'does your 3/3 creature die', 'No. Your 3/3 creature survives'],
    ['I attack with a 4/4 and they block with a 5/5. Does my 4/4 die? Does anything else happen?', 'what happens', 'Died: your 4/4 creature'],
    ['Hill Giant attacks and Grizzly Bears blocks it. Does the Grizzly Bears die? Anything else?', 'what happens', 'Died: Grizzly Bears'],
    ['My 1/1 attacks and they block with a 1/4. Does my 1/1 die? Does something else die too?', 'does the opponent\'s 1/4 creature die', 'No. The opponent\'s 1/4 creature survives'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  // ("Anything else?" with no ask before it asks nothing said; "Does anything happen?" alone is a yes/no with none to give.)
  it.each([['My 3/3 attacks and my opponent blocks with a 2/2. Anything else?', 'not_understood'], ['My 2/2 blocks their 2/2. Does anything happen?', 'not_understood']])('%s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN an agent noun of a keyword the engine applies ("reacher", "menacers", "my 2/2 skulker") WHEN read THEN it is a creature with that keyword', () => {
  const ROWS: Row[] = [
    ['My 2/2 flyer attacks and my opponent blocks with a 1/3 reacher. Does my flyer die?', "the opponent's 1/3 reach creature blocks", 'No. Your 2/2 flying creature survives'],
    ['Their 3/3 flier attacks me. Can my 2/2 reacher block it?', 'can your 2/2 reach creature block', 'Yes.'],
    ['I attack with two 1/1 menacers. My opponent has one 4/4. Can he block one of them?', 'your first 1/1 menace creature', 'No.'],
    ['Their 2/2 skulker attacks me. Can my 3/3 block it?', "the opponent's 2/2 skulk creature attacks you", 'No.'],
    ['My 2/2 vigilancer attacks. Is it tapped?', 'your 2/2 vigilance creature attacks', 'No.'],
    ['My 2/2 deathtoucher and a 1/1 lifelinker attack; they block the deathtoucher with a 5/5. Does the 5/5 die?', 'your 1/1 lifelink creature', 'Yes.'],
    ['A 3/3 first striker blocks a 3/3 trampler. How much damage does the defending player take?', 'first strike', '0 damage'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
});
