/**
 * "max dmg i can trample over?", "most damage I can push through?", "max i can deal?": chat drops the "what's" of
 * "What's the max dmg I can trample over?" — the most a clause's verb can reach, then that clause with its subject and
 * (modal) verb. It asks the same amount ("how much … can", which the reading already takes as the attacking player's
 * best legal assignment, 510.1c-d, 702.19b), never whether the act can be done: read as the full question is.
 */
import { has } from '../chunk.ts';
import type { Clause } from '../clause.ts';
import type { Item } from './items.ts';

/**
 * The extremes an amount is asked as. ("least damage I can deal?" is read the same way, so that the check of asked
 * extremes, understood-checks.ts extremeAmounts, names its "least" — the run searches no least.)
 */
const EXTREMES: ReadonlySet<string> = new Set(['most', 'maximum', 'least', 'minimum']);

/** A chunk saying an extreme ("most", "max", "maximum", "least"). */
function mostWord(it: Item | undefined): boolean {
  return it?.kind === 'chunk' && it.c.senses.some((y) => y.kind === 'adj' && EXTREMES.has(y.adj));
}

/** A subject (a player or an object) and then its verb said with a modal ("I can", "they could"). */
function subjectThenModal(list: readonly Item[], k: number): boolean {
  const subj = list[k];
  const verb = list[k + 1];
  return subj?.kind === 'np' && (subj.np.kind === 'player' || subj.np.kind === 'object') && verb?.kind === 'verb' && verb.v.modal !== null && !verb.v.negated;
}

/**
 * At the opening of a question clause (nothing read into it yet): the most asked with the "what's" left out. Returns
 * how many items it took (0: not this shape) and fills the clause's question word and what it asks, as the full
 * question's reading does (clause-roles.ts: "What's the most I can …" is how-much; "What's the max dmg I can …" asks
 * that amount of damage).
 */
export function mostAskedElided(list: readonly Item[], k: number, cur: Clause, question: boolean): number {
  if (!question || cur.wh !== null || cur.subject !== null || cur.verb !== null || cur.chunks.length > 0) return 0;
  const it = list[k];
  // "max damage I can …", "the most dmg they can …": the amount as a noun phrase of its own.
  if (it?.kind === 'np' && it.np.kind === 'property' && it.np.adjectives.some((a) => EXTREMES.has(a)) && subjectThenModal(list, k + 1)) {
    cur.wh = 'what';
    cur.asked = it.np;
    return 1;
  }
  // "max i can trample over?", "the most they can take?": the most with no noun of its own.
  const the = it?.kind === 'chunk' && has(it.c, 'det')?.det === 'the' ? 1 : 0;
  if (mostWord(list[k + the]) && subjectThenModal(list, k + the + 1)) {
    cur.wh = 'how-much';
    return the + 1;
  }
  return 0;
}

