/**
 * What the turn held before the story: "Nothing has died this turn", "no creatures died this turn", 「このターン、
 * クリーチャーは死んでいません」「このターンはまだ何も死んでいない」. Morbid and its kind ("… instead if a creature died
 * this turn", 700.4) depend on it, and the engine never assumes it (engine/stack/conditions.ts stops on an untold
 * history): told, it is the run's starting fact (story.noDeathThisTurn). A death the story told before in this same
 * turn says otherwise: named back. A statement about one creature ("my Bears didn't die") is not this.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';

/** Events told before that leave the turn's deaths as they were: nothing has resolved, been dealt damage or left. */
const HARMLESS: ReadonlySet<string> = new Set(['cast', 'activate', 'attack', 'block', 'attach', 'enter', 'moment', 'life', 'size-told']);

/** "nothing", "none", "no creature(s)", and (negated) a bare creature noun with nothing told of it (「クリーチャーは」). */
function anyCreature(np: NounPhrase | null, negated: boolean): boolean {
  if (!np) return false;
  // ("Nothing has died"; Japanese says it with the verb negated too: 「何も死んでいない」.)
  if (np.kind === 'pronoun') return np.word === 'none' && (negated ? /^何も$/.test(np.text.trim()) : /^(?:nothing|none)$/i.test(np.text.trim()));
  if (np.kind !== 'object') return false;
  const bare = np.card === null && np.power === null && np.counters.length === 0 && np.attachments.length === 0 && np.lacks.length === 0 && !np.owner && !np.controlledBy && np.keywords.length === 0;
  const creature = np.types.length === 0 || (np.types.length === 1 && np.types[0] === 'Creature');
  if (!bare || !creature) return false;
  return negated ? np.det === null || np.det === 'any' : np.det === 'no';
}

export function noDeathTold(story: Story, c: Clause): boolean {
  const v = c.verb!;
  // (A statement in brackets inside a question is marked as asked with it: what follows the words says which it is.)
  const at = story.text.indexOf(c.text);
  const next = at < 0 ? '' : story.text.slice(at + c.text.length).trimStart().charAt(0);
  const asked = c.question && (next === '' || /[?？か]/.test(next));
  if (v.modal !== null || v.hypothetical || v.passive || c.sub !== null || asked || c.object || c.complement || c.roles.length > 0) return false;
  if (!anyCreature(c.subject, v.negated)) return false;
  // Said of this turn: "this turn" (or, perfect, "has died" — up to now).
  const thisTurn = c.chunks.filter((k) => story.timeAt(k) === 'this-turn');
  if (thisTurn.length === 0 && !v.perfect) return false;
  if (story.events.some((e) => !HARMLESS.has(e.kind))) {
    story.problem('not-understood', c.text, 'no-death-after-events');
    return true;
  }
  story.noDeathThisTurn = true;
  story.noted++;
  story.use(c.subject);
  story.useChunks(c.chunks);
  return true;
}
