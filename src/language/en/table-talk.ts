/** Table talk for totals, time held and acts not done (lexicon.ts adds these lines to the English words). */
import type { Sense, Verb } from '../senses.ts';
import { lookupTable } from '../../core/table.ts';

/**
 * Phrases that say an act is not done: "my 2/2 stays home", "I hold back my 3/3" — the creature is not declared as an
 * attacker (508.1a), read as "doesn't attack" (the verb negated, en/verb-group.ts).
 */
export const NOT_DONE_WORDS: Readonly<Record<string, Verb>> = lookupTable({
  'stay home': 'attack', 'stay back': 'attack', 'stay behind': 'attack', 'hold back': 'attack', 'sit back': 'attack', 'sit out': 'attack',
});

export const TABLE_TALK_WORDS: Readonly<Record<string, Sense[]>> = lookupTable({
  // "Totals?", "what are the totals after combat?": the players' totals said in the plural are their life totals (119.1);
  // ("the total" alone may be any amount — damage, counters — and stays 'total'.)
  totals: [{ kind: 'thing-noun', noun: 'life', plural: true }],
  // "has been out for a few turns", "been out for ages": under its controller's control since before this turn, as "since
  // last turn" says (302.6).
  ...Object.fromEntries(['for a few turns', 'for several turns', 'for a couple of turns', 'for a couple turns', 'for many turns', 'for turns', 'for ages', 'for a while', 'for a long time'].map((w): [string, Sense[]] => [w, [{ kind: 'time', time: 'last-turn' }]])),
});
