/**
 * "Bolt on my Tracker w/ a counter, dead?": a verbless "dead?" / "alive?" after a comma is its own question about what
 * the words before it told (as "…. Dead?" is), never an adjective swallowed by them (the answer was "what happens",
 * no verdict). 704.5g: lethal damage destroys a creature; 704.5a: a player at 0 life loses.
 */
import { beforeAll, describe, it } from 'vitest';
import { realCardDeps } from '../cards/compile-helpers.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answeredRight } from '../support/ask-rows.ts';

describe('GIVEN a story then ", dead?" WHEN asked THEN the fate is the question (704.5g, 704.5a)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Shock: 'ショック', 'Tireless Tracker': '不屈の追跡者' });
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['Bolt on my Tireless Tracker w/ one +1/+1 counter, dead?', 'dies', 'yes'],
    ['Shock on my Tireless Tracker with a +1/+1 counter on it, dead?', 'survives', 'no'],
    ['I Bolt my opponent at 3 life, dead?', 'loses the game', 'yes'],
    // Put both ways: answered by the half that holds, no single verdict.
    ['Shock on my 2/3, dead or alive?', 'survives', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});
