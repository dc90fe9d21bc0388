/**
 * "they" asked of a fate ("Do they die?") with the opponent's life or poison total told only after the question
 * ("… They're at 3.", "opp at 4", "They have 9 poison."): that total puts the player in the story as much as one told
 * before, so "they" may be the player (dying is losing the game: 104.3b, 704.5a, 704.5c). Read once the total is read:
 * the player when no creatures can be meant, else asked back naming both — never the creatures guessed (a wrong "No,
 * they survive" while the opponent at 3 took lethal). Rows of our own; "they" with no player total stays the creatures.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import { sampleSpellDeps } from '../support/sample-spells.ts';

const deps = sampleSpellDeps({ shock: 'Shock', 'lightning bolt': 'Lightning Bolt' });

/** [question, the opponent's life at the end, whether they lose]. */
const PLAYER: [string, number, boolean][] = [
  ["I attack with a 3/3 and it's unblocked. Do they die? They're at 3.", 0, true],
  ['My 4/4 attacks and nobody blocks. Do they die? Opp at 5.', 1, false],
];

/** Questions asked back, naming the opponent beside the creatures. */
const ASKED_BACK: string[] = [
  "I swing with a 5/5 trample into their 2/2, do they die? They're at 3.",
  'Two 2/2s block my 5/5 trample. Do they die? Opp at 3.',
  "I attack with two 3/3s. Do they die? They're at 6.",
  // ("survive" may be said of the lone creature as well.)
  'I swing with a 6/6 unblocked, do they survive? they have 6 life',
];

/** No opponent's total told: "they" is still the creatures named together. */
const CREATURES: string[] = ['Two 2/2s block my 5/5 trample. Do they die?', "My 5/5 trample is blocked by two 2/2s. Do they die? I'm at 3."];

describe('GIVEN "they" asked with the opponent\'s total told after the question', () => {
  it.each(PLAYER)('THEN %s asks of the opponent', async (q, life, loses) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? r.value.resolution.final.players.find((p) => p.id === 'B')?.life : r.error.message).toBe(life);
    if (r.ok) expect(r.value.verdict).toBe((/survive/.test(q) ? !loses : loses) ? 'yes' : 'no');
  });
  it.each(ASKED_BACK)('THEN %s is asked back', async (q) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('ambiguous');
    if (!r.ok) expect(r.error.message).toContain('the opponent');
  });
  it.each(CREATURES)('THEN %s is asked of the creatures', async (q) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? r.value.understood : r.error.message).toMatch(/does the opponent's first 2\/2 creature die/);
  });
});
