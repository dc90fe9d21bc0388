/**
 * "A red sorcery deals 4 damage to each creature. A 2/2 creature with protection from red is on the battlefield. Does
 * it survive?": an event said of every object of a kind ("each creature", "all creatures", "every permanent") before
 * any was told, then the board it happened on described in the present tense ("… is on the battlefield", "there is …",
 * "I control …", "my opponent has …"). The description is of the board the event met — what "each creature" counts —
 * so it is read first, as if told first. (Read in the order written, "each creature" found nothing yet and was
 * refused: refs-described.ts every-before-told.)
 *
 * Only when the words leave no other reading: the sentences moved are statements whose every clause is a present
 * "be on the battlefield" / "there is" / "control" / "have" of objects introduced there (a/an, a number, a card), with
 * no time word and no subordinator, right after the event's sentence and before any question; no sentence before
 * the event's names any object; and the event's own sentence names nothing else of that kind. Anything else keeps
 * the order written (and "each creature" said before its creatures is still refused).
 */
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { clausePhrases } from '../clause.ts';

const EVERY = new Set(['each', 'all', 'every']);
const PRESENT_BE = /^(?:is|are|'s|'re)$/i;
const PRESENT_HAVE = /^(?:controls?|has|have)$/i;
const INTRODUCING = new Set(['a', 'an', 'some']);

/** Object phrases of a clause, list items included. */
function objectPhrases(c: Clause): Extract<NounPhrase, { kind: 'object' }>[] {
  const out: Extract<NounPhrase, { kind: 'object' }>[] = [];
  const walk = (np: NounPhrase): void => {
    if (np.kind === 'object') out.push(np);
    else if (np.kind === 'list') np.items.forEach(walk);
  };
  clausePhrases(c).forEach(walk);
  return out;
}

/** "each creature", "all creatures", "every permanent": an object phrase of every object of a kind. */
function everyPhrase(np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  return np.det !== null && EVERY.has(np.det) && np.card === null && np.count === null && (np.head === 'creature' || np.head === 'permanent');
}

/** An object phrase that introduces an object: "a 2/2", "two 1/1s", "Grizzly Bears", "a creature with …". */
function introduces(np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  if (np.det === null) return np.card !== null || np.count !== null || np.power !== null;
  return INTRODUCING.has(np.det);
}

/** A clause describing the board as it is: a present "be on the battlefield", "there is", "control", "have". */
function stateClause(c: Clause): boolean {
  const v = c.verb;
  if (v === null || c.sub !== null || c.wh !== null || v.passive || v.negated || v.modal !== null || v.perfect || v.hypothetical || c.times.length > 0) return false;
  const objects = objectPhrases(c);
  if (objects.length === 0 || !objects.every((np) => introduces(np) || np.owner !== null || np.controlledBy !== null)) return false;
  if (!objects.some(introduces)) return false;
  if (v.verb === 'be' && PRESENT_BE.test(v.text.trim())) {
    const onField = c.roles.length === 1 && c.roles[0]!.prep === 'on' && c.roles[0]!.np?.kind === 'property' && c.roles[0]!.np.noun === 'battlefield';
    const there = c.roles.length === 0 && c.complement === null && c.object === null;
    return onField || there;
  }
  if ((v.verb === 'control' || v.verb === 'have') && PRESENT_HAVE.test(v.text.trim())) return c.roles.length === 0 && c.complement === null && c.subject?.kind === 'player';
  return false;
}

/** The sentences in the order they are read: a board described right after an event of "each creature" is read before it. */
export function boardBeforeEvery(sentences: Sentence[]): Sentence[] {
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    if (s.question) return sentences;
    const every = s.clauses.flatMap(objectPhrases).filter(everyPhrase);
    if (every.length === 0) {
      if (s.clauses.some((c) => objectPhrases(c).length > 0)) return sentences;
      continue;
    }
    // (A state said of every creature — "All of my opponent's creatures are tapped" — is no event: kept where it is said.)
    if (s.clauses.some((c) => c.verb === null || ['be', 'have', 'control'].includes(c.verb.verb))) return sentences;
    // (Another creature named with the event — "… to each creature but my 2/2" — is read where it is said.)
    if (s.clauses.flatMap(objectPhrases).some((np) => !everyPhrase(np) && (np.head === 'creature' || np.power !== null || np.head === 'permanent'))) return sentences;
    let j = i + 1;
    while (j < sentences.length && !sentences[j]!.question && sentences[j]!.clauses.length > 0 && sentences[j]!.clauses.every(stateClause)) j++;
    if (j === i + 1) return sentences;
    return [...sentences.slice(0, i), ...sentences.slice(i + 1, j), s, ...sentences.slice(j)];
  }
  return sentences;
}
