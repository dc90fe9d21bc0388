/**
 * 614.12: whether a permanent's own "enters with counters" applies is judged on it as it would exist on the
 * battlefield, with the continuous effects already there — entering under Humility or Dress Down (all abilities
 * lost, 613.1f) it gets no counters (red team s22b: Walking Ballista with X=3 under Humility was said to be 4/4).
 * Expected values worked out by hand from the cards' text and the rules cited per row.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Humility: '謙虚', 'Walking Ballista': '歩行バリスタ', 'Dress Down': '衣装の着替え', 'Hangarback Walker': '搭載歩行機械' });
}, 120_000);

describe('GIVEN a permanent with "enters with counters" entering under an effect that removes its abilities THEN no counters (614.12)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I control Humility. I cast Walking Ballista with X=3. How big is it?', 'is 1/1', null],
    ['《謙虚》がある場で《歩行バリスタ》をX=3で唱えた。サイズは？', '1/1', null],
    // Dress Down: no abilities, base 0/0 (Ballista's printed P/T), so it dies as a 0/0 (704.5f).
    ['He controls Dress Down. I cast Walking Ballista with X=2. Does it die?', 'dies', 'yes'],
    // Without such an effect the counters are put on it as it enters (614.1c).
    ['I cast Walking Ballista with X=3. How big is it?', 'is 3/3', null],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});
