/**
 * "I Bolt their Bears and they Mana Leak it", "… I Counterspell it": "it" found the creature, but the spell
 * waiting on the stack is a candidate too (405.1). The spell's one target decides (115.1): a "target spell"
 * takes the spell, a creature spell the creature; a spell that fits neither, or no card to tell, is asked
 * back. Read as the creature, "they Counterspell it" was answered as impossible.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Grizzly Bears', 'Hill Giant', 'Lightning Bolt', 'Shock', 'Murder', 'Giant Growth', 'Counterspell', 'Mana Leak', 'Negate', 'Essence Scatter']);
}, 120_000);

const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
  ["I cast Lightning Bolt on their Grizzly Bears. They Mana Leak it and I don't pay. Does the Bears die?", 'survives', 'no'],
  ['I cast Shock on their Hill Giant and they Counterspell it. Does the Hill Giant die?', 'survives', 'no'],
  ['My opponent casts Murder on my Grizzly Bears. I Negate it. Does my Grizzly Bears survive?', 'survives', 'yes'],
  // A spell that targets a creature still takes the creature, with another spell waiting.
  ['My opponent casts Murder on my Grizzly Bears. In response I Giant Growth it. Does it die?', 'dies', 'yes'],
  ['They cast Shock at my Hill Giant and I respond with Giant Growth on it. Does the Hill Giant survive?', 'survives', 'yes'],
];

const REFUSED: [string, string, string][] = [
  // Essence Scatter counters only creature spells: neither the creature nor Shock fits, so it is asked back.
  ['They cast Shock at my Grizzly Bears and I respond with Essence Scatter on it. Do the Bears survive?', 'ambiguous', 'Shock'],
];

describe('GIVEN "it" said after a spell was cast', () => {
  it.each(ANSWERED)('THEN the spell the new one can target is meant: %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  it.each(REFUSED)('THEN neither fitting is asked back: %s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});
