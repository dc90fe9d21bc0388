/**
 * A cost told with the spell (fresh set s46a): "X pays 2 life for Mutagenic Growth on Y" is that cast with its
 * target, the life paid for its Phyrexian mana (107.4f, 601.2b); "(paying G)", "paying 1BB" is the whole cost paid
 * with mana — read only when it is the card's whole mana cost (601.2f-h), each Phyrexian symbol paid with its colour; any
 * other mana (part of the cost, more than it, or a kicked spell's mana cost only) is not read, and refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

const CARDS = ['Mutagenic Growth', 'Kraken Hatchling', 'Gut Shot', 'Llanowar Elves', 'Dismember', 'Grizzly Bears', 'Lightning Bolt', 'Shock', 'Giant Growth', 'Doom Blade', 'Burst Lightning'];

describe('GIVEN a payment told with the spell THEN it is read as how the spell was cast', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const right = restatedAnswering(() => deps);
  /** [question, what the restatement says, what the answer says]. */
  const ROWS: [string, string, string][] = [
    ['They pay 2 life for Mutagenic Growth on their Kraken Hatchling. What is its power?', 'the opponent casts Mutagenic Growth paying 2 life targeting', 'is 2/6'],
    ['The opponent pays 2 life for Mutagenic Growth targeting their Kraken Hatchling. What is their life total?', 'paying 2 life', 'is 18'],
    ['I pay 2 life for Gut Shot on their Llanowar Elves. Does it die?', 'you cast Gut Shot paying 2 life targeting', 'dies'],
    ['I cast Mutagenic Growth on my Grizzly Bears (paying G). What is my life total?', 'you cast Mutagenic Growth targeting your Grizzly Bears', 'is 20'],
    ['I cast Mutagenic Growth on my Grizzly Bears paying G. What is its power?', 'you cast Mutagenic Growth', 'is 4/4'],
    ['I cast Dismember on their 5/5 paying 1BB. What is my life total?', 'you cast Dismember', 'is 20'],
    // A spell with no Phyrexian mana, its whole cost told as paid (braced, shorthand): read, as any cast.
    ['I cast Shock on their Grizzly Bears (paying {R}). Does it die?', 'you cast Shock targeting', 'dies'],
    ['I cast Giant Growth on my Grizzly Bears (paying G). What is its power?', 'you cast Giant Growth', 'is 5/5'],
    ['I cast Doom Blade on their Grizzly Bears (paying 1B). Does it die?', 'you cast Doom Blade', 'dies'],
    ['I cast Lightning Bolt on their Llanowar Elves and paid R. Does it die?', 'you cast Lightning Bolt', 'dies'],
    // ("paid", "pay": the letters after any word of paying are mana, read as the cast's payment said right after it.)
    ['I cast Mutagenic Growth on my Grizzly Bears and paid G. What is its power?', 'you cast Mutagenic Growth', 'is 4/4'],
    ['My opponent casts Dismember on my Kraken Hatchling and pays 1BB. What is their life total?', 'the opponent casts Dismember', 'is 20'],
  ];
  it.each(ROWS)('%s', async (q, understood, says) => right(q, understood, says), 60_000);

  const refused = refusedAs(() => deps);
  it.each([
    // Mana that isn't the whole cost: some Phyrexian symbol was paid with life — how much isn't guessed.
    ['I cast Dismember on their 5/5 paying {1}{B}. What is my life total?', 'needs_detail'],
    // More mana than the cost, or the mana cost of a spell kicked (its total cost is more, 601.2f): not read.
    ['I cast Lightning Bolt on their Grizzly Bears (paying {1}{R}). Does it die?', 'not_understood'],
    ['I cast Giant Growth on my Grizzly Bears (paying GG). What is its power?', 'not_understood'],
    ['I cast Burst Lightning with kicker on their Grizzly Bears (paying {R}). Does it die?', 'not_understood'],
  ])('%s → %s', async (q, code) => refused(q, code), 60_000);
});
