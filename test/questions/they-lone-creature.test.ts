/**
 * "Opp is at 3. My Hill Giant attacks unblocked. Do they die?": with one creature told, "they" is never that creature
 * (it was answered "No, your creature survives" of the attacker while the question asked of the player); it is the
 * player (704.5a, 704.5c) or, when nothing fits, named back.
 */
import { beforeAll, describe, it } from 'vitest';
import { realCardDeps } from '../cards/compile-helpers.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN one creature told WHEN "do they die?" THEN "they" is not that creature', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Hill Giant': '丘巨人', 'Giant Growth': '巨大化' });
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My opponent is at 3 life. My Hill Giant attacks and is not blocked. Do they die?', 'loses the game', 'yes'],
    ['My opponent is at 3 life. My 3/3 attacks and is not blocked. Are they dead?', 'loses the game', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  it('with no player to be meant, it is named back', () => refusedAs(() => deps)('My Hill Giant attacks, and I cast Giant Growth on it before damage. Do they die??', 'not_understood', 'Do they die'), 60_000);
});
