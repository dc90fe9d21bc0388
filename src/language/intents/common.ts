/**
 * What every question intent shares (issue 12 §5): roles of a clause, recording an ask with the
 * words it used, the objects and the player a question is about, and what a question clause
 * states on the way.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Wh } from '../senses.ts';
export { isPlayerish, personalAsIt, saidOfPlayerLater, sideAsked, unsaidSubject } from './personal.ts';
export { ask } from './ask-core.ts';
export { aboutObjects, askedObjects, castCounted, castInstrument, countered, onlyCreature, propertyOf, questionFacts } from './asked-objects.ts';

export { role, useRole } from '../frames/util.ts';

/**
 * The clause's question word: its own ("Which graveyard…?", 「どっちが勝つ？」「何点…」), or 「どの」 before a
 * noun in it (「どの墓地に行く？」, a determiner the grammar keeps on the noun) — which asks which one just
 * the same. (「どの…でも」 is "any…": no question word.)
 */
export function questionWord(story: Story, c: Clause): Wh | null {
  if (c.wh !== null) return c.wh;
  for (const k of c.chunks) {
    const d = story.sensesAt(k).find((s) => s.kind === 'det' && (s.det === 'which' || s.det === 'what'));
    if (d?.kind === 'det' && (d.det === 'which' || d.det === 'what') && !/でも/u.test(story.chunkText(k) + story.chunkText(k + 1))) return d.det;
  }
  return null;
}

/** A question answered yes or no ("Does any damage get through?"), not "how much". */
export function yesNoQuestion(c: Clause): boolean {
  return c.wh === null && c.verb !== null && (c.verb.inverted === true || c.yesNo);
}

/** A permanent named by its card, or "it": "can I sac X?" activates its ability with that cost (602.2b); a described one is a guess. */
export function sacrificedOne(np: Clause['object']): boolean {
  return (np?.kind === 'object' && np.card !== null) || (np?.kind === 'pronoun' && np.word === 'it');
}
