/**
 * "How much damage can I get through?": a player who gets damage through deals it (510.1c, 702.19b), so the
 * amount asked is what the other player takes — never the asker's own damage taken (answered "You take 0" while
 * the opponent lost 2).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Rancor', 'Typhoid Rats']);
}, 120_000);

const ROWS: [string, string][] = [
  ['I cast Rancor on my Typhoid Rats and attack. My opponent blocks with a 4/4. How much damage can I get through?', 'The opponent takes 2 damage'],
  ['My 6/6 trampler is blocked by a 2/2. How much damage can I get through to my opponent?', 'The opponent takes 4 damage'],
  ['My 5/5 with trample gets blocked by a 1/1. How much can I get through?', 'The opponent takes 4 damage'],
  ['Their 6/6 trampler is blocked by my 2/2. How much damage can they get through?', 'You take 4 damage'],
  ['Their 6/6 trampler is blocked by my 2/2. How much damage gets through to me?', 'You take 4 damage'],
];

describe('GIVEN a player asked to get damage through, THEN the other player is the one asked of', () => {
  it.each(ROWS)('%s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
  }, 60_000);
});

describe('GIVEN an Aura "slapped on" a creature, THEN it is put on it as "put" says', () => {
  it('reads "I slapped Rancor on my Typhoid Rats" as Rancor cast on the Rats', async () => {
    const r = await answerQuestion('I slapped Rancor on my Typhoid Rats and swung. My opponent blocked with a vanilla 4/4. What is the most damage I could get through to him?', 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain('you cast Rancor targeting your Typhoid Rats');
    expect(r.value.answer).toContain('The opponent takes 2 damage');
  }, 60_000);
});
