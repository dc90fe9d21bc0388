/**
 * "I cast Flametongue Kavu, and its enters trigger targets their 4/5. Does it die?": the clause's subject is an ability,
 * its source only the owner of it, so "it" asked next may be the source or the creature the ability acted on
 * (frames/index.ts abilityTopic). Both are answered; the one whose fate was at stake is the answer, never the source
 * picked for being the topic of the cast before (the Kavu was answered, issue 11 §4). Flametongue Kavu's trigger deals 4
 * damage (603.2, 120.3e); lethal damage 704.5g.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

describe('GIVEN an ability as the subject and a creature it acted on WHEN "it" is asked of THEN the creature at stake answers', () => {
  let cards: QuestionDeps = {};
  beforeAll(async () => {
    cards = await realCardDeps(['Flametongue Kavu', 'Grizzly Bears']);
  }, 60_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Flametongue Kavu, and its enters trigger targets their 3/3. Does it survive?', "No. The opponent's 3/3 creature dies", 'no'],
    ['I cast Flametongue Kavu, and its enters trigger targets their 3/3. Does it die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['I cast Flametongue Kavu and its trigger targets their Grizzly Bears. Does it die?', "Yes. The opponent's Grizzly Bears dies", 'yes'],
    ['I cast Flametongue Kavu, and its ability targets their 4/5. Does it die?', "No. The opponent's 4/5 creature survives", 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => cards)(q, says, verdict), 60_000);
});
