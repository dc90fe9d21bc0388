/**
 * Ward's cost told as paid or not (702.21a; 608.2c): "… and pay the ward cost", "I pay the 2",
 * "they don't pay for ward", "… and I don't pay". Not said, an answer that rests on it (the spell
 * countered unpaid) is asked back, never assumed. Rows of our own.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import { sampleSpellDeps } from '../support/sample-spells.ts';

const SPELLS: Record<string, string> = { shock: 'Shock', 'lightning bolt': 'Lightning Bolt' };
const deps = sampleSpellDeps(SPELLS);

/** [question, the zone the warded creature ends in]. */
const ANSWERED: [string, string][] = [
  ['I cast Lightning Bolt on their 3/3 with ward 2 and pay the ward cost. Does it die?', 'graveyard'],
  ['My opponent casts Shock targeting my 2/2 with ward 1 and pays for ward. Does my 2/2 die?', 'graveyard'],
  ['I Shock their 1/1 with ward 3 and I pay the 3. Does the 1/1 die?', 'graveyard'],
  ["I cast Lightning Bolt targeting their 2/2 with ward 4. I don't pay the ward cost. Does it die?", 'battlefield'],
  ["They Shock my 2/2 with ward 1 and they don't pay. Does my 2/2 survive?", 'battlefield'],
];

/** [question, the refusal's code, words it must contain]. */
const REFUSED: [string, string, string][] = [
  // Not said: the answer rests on the choice.
  ['I cast Lightning Bolt on their 3/3 with ward 2. Does it die?', 'needs_detail', 'paid'],
  ['My opponent Shocks my 1/1 with ward 1. What happens?', 'needs_detail', 'paid'],
  // A number that is not the told ward's cost is not that payment.
  ['I Shock their 2/2 with ward 3 and pay 1. Does it die?', 'not_understood', 'pay 1'],
  // Told paid, but nothing asked for a payment.
  ['I cast Lightning Bolt on their 3/3 and pay the ward cost. Does it die?', 'not_understood', 'pay'],
];

describe('GIVEN a spell targeting a permanent with ward', () => {
  it.each(ANSWERED)('THEN %s is answered with the told payment', async (q, zone) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? r.value.resolution.final.objects.find((o) => o.printed.types.includes('Creature'))?.zone : r.error.message).toBe(zone);
  });
  it.each(REFUSED)('THEN %s is refused', async (q, code, part) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.message).toContain(part);
  });
});
