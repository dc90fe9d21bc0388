/**
 * A response told as made to a triggered ability: "in response to the trigger", "in response to its ability",
 * "in response to Banishing Light's trigger", "with the trigger on the stack", 「誘発に対応して」「《追放する光》の誘発に
 * 対応して」「その誘発がスタックにある間に」. A triggered ability is put on the stack the next time a player would
 * receive priority after it triggered (603.3), and a player may then cast or activate in response to it (117.3c,
 * 117.7). The words name the ability, never a spell: they are kept as a marker (whose ability, if said), which the
 * questions layer checks against the run (questions/trigger-responses.ts) — a story where no such ability is on the
 * stack is refused naming the words, never read as a response to whatever spell was told last.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Ask, QEvent } from '../ir.ts';
import type { Story } from '../story.ts';
import { objectsOf } from '../refs.ts';
import { abilityWordAt } from './ability-word.ts';

/** Words of a time phrase that name an ability ("with the trigger on the stack", 「誘発に対応して」). */
const ABILITY_WORDS = /\b(?:trigger|triggers|ability|etb)\b|誘発|能力|ＥＴＢ|ETB/iu;

/** A noun phrase naming a triggered ability: "the trigger", "its ETB", "Blood Artist's trigger", 「誘発」. */
function abilityNp(np: NounPhrase | null): boolean {
  if (!np) return false;
  // (「ETB」「能力」「誘発型能力」 are read as a property noun of abilities — their words say which kind they are.)
  if (np.kind === 'property') return np.noun === 'trigger' || (np.noun === 'keyword' && /(?:ETB|PIG|能力|\babilit(?:y|ies)|\btriggers?)$/iu.test(np.text.trim()));
  return np.kind === 'object' && (np.head === 'ability' || np.head === 'trigger');
}

/**
 * "in response to its ability": the grammar takes the possessive alone as the role's noun, the ability word after it
 * left over — that word's chunk, or null.
 */
function abilityAfter(story: Story, r: Clause['roles'][number]): number | null {
  if (r.np?.kind !== 'pronoun' || r.chunks.length === 0) return null;
  const next = Math.max(...r.chunks) + 1;
  return abilityWordAt(story, next) ? next : null;
}

/** Whose ability the words name: the object of "X's trigger" / 「Xの誘発」 / "its trigger", or null when not said. */
function sourceOf(story: Story, np: NounPhrase): string | null | 'unclear' {
  const of = np.kind === 'property' ? np.of : null;
  // ("its trigger": "it" is often the permanent the ability acts on, not its source — read as unnamed, so the run must
  // have one object's triggered ability on the stack, or which is asked back.)
  if (!of || of.kind === 'pronoun') return null;
  if (of.kind === 'player') return 'unclear';
  const ids = objectsOf(story, of, { create: true });
  return ids && ids.length === 1 ? ids[0]! : 'unclear';
}

/**
 * Reads the words of clause `c` that say its response is made to a triggered ability, and records the marker for
 * the event or ask `to` that responds. True when the words were read; a source told that isn't one object is
 * named back (refused), never guessed.
 */
export function triggerResponse(story: Story, c: Clause, to: QEvent | Ask): boolean {
  const at = c.chunks.filter((k) => story.timeAt(k) === 'in-response');
  if (at.length === 0) return false;
  // "in response to the trigger": the "to" of the words (English says it after them, Japanese just before 対応して).
  const role = c.roles.find((r) => isTriggerRole(story, c, r));
  if (role?.np) {
    const source = sourceOf(story, role.np);
    if (source === 'unclear') {
      story.problem('not-understood', role.np.text, 'responds-to-what');
      return true;
    }
    const after = abilityAfter(story, role);
    story.use(role.np);
    story.useChunks(role.chunks);
    story.useChunks(at);
    if (after !== null) story.useChunks([after]);
    story.triggerResponses.push({ to, source: after !== null ? null : source, words: after !== null ? `${role.np.text} ${story.chunkText(after)}` : role.np.text });
    return true;
  }
  // "with the trigger on the stack", 「その誘発がスタックにある間に」: the ability said within the time words themselves.
  const named = at.map((k) => story.chunkText(k)).find((t) => ABILITY_WORDS.test(t));
  if (named === undefined) return false;
  story.useChunks(at);
  story.triggerResponses.push({ to, source: null, words: named });
  return true;
}

/** The role a trigger response's words took, which is never a spell's target (cast.ts). */
export function isTriggerRole(story: Story, c: Clause, r: Clause['roles'][number]): boolean {
  const at = c.chunks.filter((k) => story.timeAt(k) === 'in-response');
  return (abilityNp(r.np) || abilityAfter(story, r) !== null) && (r.prep === 'to' || r.prep === 'on') && (r.chunks.some((k) => at.includes(k)) || (r.chunks.length > 0 && at.includes(Math.max(...r.chunks) + 1)));
}
