/**
 * A point between the two combat damage steps told as a time ("after first-strike damage I …",
 * "between the damage steps"): the first-strike step is dealt there and the regular one later
 * (510.4). With no creature that has first or double strike there is no such step, so the story
 * can't happen as told; with no attack told before it, the words are refused. Rows of our own.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import { sampleSpellDeps } from '../support/sample-spells.ts';

const SPELLS: Record<string, string> = { shock: 'Shock', 'giant growth': 'Giant Growth' };
const deps = sampleSpellDeps(SPELLS);

/** [question, the opponent's life at the end]. */
const ANSWERED: [string, number][] = [
  // 2 first-strike damage, then Giant Growth, then 5 regular damage (702.4b).
  ["My 2/2 with double strike attacks and isn't blocked. After first strike damage I cast Giant Growth on it. How much life does the opponent have?", 13],
  ['My 3/3 with double strike attacks unblocked. After first-strike damage is dealt I Shock the opponent. What is their life total?', 12],
  ["My 1/1 with first strike and my 2/2 attack, and they don't block. Between the damage steps I cast Giant Growth on the 1/1. How much life does my opponent have?", 17],
];

/** [question, the refusal's code, words it must contain]. */
const REFUSED: [string, string, string][] = [
  // No first strike in the combat: there is no first-strike damage step (510.4).
  ["My 2/2 attacks and isn't blocked. After first strike damage I cast Giant Growth on it. How much life does the opponent have?", 'impossible', 'first strike'],
  // No attack told before it: the point names nothing.
  ['After first strike damage I cast Giant Growth on my 2/2. What is its power?', 'not_understood', 'first strike damage'],
  // The question itself at that point is not read.
  ['My 2/2 with double strike attacks and their 3/3 blocks it. After first strike damage, does the 3/3 die?', 'not_understood', 'first strike damage'],
];

describe('GIVEN a story told after first-strike damage', () => {
  it.each(ANSWERED)('THEN %s deals the first-strike step first', async (q, life) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? r.value.resolution.final.players.find((p) => p.id === 'B')?.life : r.error.message).toBe(life);
  });
  it.each(REFUSED)('THEN %s is refused', async (q, code, part) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.message).toContain(part);
  });
});
