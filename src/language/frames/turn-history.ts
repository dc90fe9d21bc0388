/**
 * What the turn held before the story (700.4: "dies"; morbid and its kind, "… instead if a creature died this turn",
 * read it). Told of no creature: "Nothing has died this turn", "no creatures died this turn", 「このターン、クリーチャーは
 * 死んでいません」「このターンはまだ何も死んでいない」; told of some creature no one describes: "a creature already died
 * this turn", "a creature has died", "another creature died earlier this turn", 「このターン、すでにクリーチャーが死亡して
 * います」「さっきクリーチャーが死んだ」. Either is the run's starting fact (story.diedThisTurn), never an event: a
 * creature nobody described is no object of the story (an invented one would stand in the asker's graveyard). The engine
 * never assumes the history (engine/stack/conditions.ts stops on it untold). A creature the question describes ("my
 * 2/2 died earlier this turn") stays its own death, an event; a statement about one creature ("my Bears didn't die")
 * is not the history either. Told after events that could have killed something, the words are named back: which
 * death they count is not known.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';

/** Events told before that leave the turn's deaths as they were: nothing has resolved, been dealt damage or left. */
const HARMLESS: ReadonlySet<string> = new Set(['cast', 'activate', 'attack', 'block', 'attach', 'enter', 'moment', 'life', 'size-told']);

/** A bare creature noun: nothing told of it but that it is a creature (no card, size, counters or keywords), and whose only if `whose`. */
function bareCreature(np: NounPhrase, whose: boolean): boolean {
  if (np.kind !== 'object') return false;
  const bare = np.card === null && np.power === null && np.counters.length === 0 && np.attachments.length === 0 && np.lacks.length === 0 && np.keywords.length === 0;
  const player = Boolean(np.owner) || Boolean(np.controlledBy);
  return bare && (whose || !player) && (np.types.length === 0 || (np.types.length === 1 && np.types[0] === 'Creature'));
}

/**
 * What a clause of dying tells of the turn: false, no creature died ("nothing", "none", "no creature(s)", and, negated,
 * a bare creature noun: 「クリーチャーは死んでいません」); true, some creature died ("a creature", "another creature",
 * "creatures", 「クリーチャーが」: a bare creature noun no one can point at); null, neither.
 */
function historySaid(np: NounPhrase | null, negated: boolean): boolean | null {
  if (!np) return null;
  // ("Nothing has died"; Japanese says it with the verb negated too: 「何も死んでいない」.)
  if (np.kind === 'pronoun') return np.word === 'none' && (negated ? /^何も$/.test(np.text.trim()) : /^(?:nothing|none)$/i.test(np.text.trim())) ? false : null;
  if (np.kind !== 'object') return null;
  // (Some creature, said indefinitely — "a creature", "one of my creatures", 「私のクリーチャーが1体」 — is one no one can
  // point at even when whose it was is said: 700.4 counts any creature's death, so the history is the same.)
  const some = np.det === 'a' || np.det === 'another' || np.det === 'some' || np.count !== null;
  if (!bareCreature(np, !negated && some)) return null;
  if (negated) return np.det === null || np.det === 'any' ? false : null;
  if (np.det === 'no') return false;
  // (Counted, it is still some creature: 「クリーチャーが1体死んでいる」, "two creatures died this turn".)
  return np.det === null || some ? true : null;
}

/** A statement, not asked: a bracketed one inside a question is marked asked with it, so what follows the words says which. */
function asked(story: Story, c: Clause): boolean {
  const at = story.text.indexOf(c.text);
  const next = at < 0 ? '' : story.text.slice(at + c.text.length).trimStart().charAt(0);
  return c.question && (next === '' || /[?？か]/.test(next));
}

/**
 * Read a clause of dying as the turn's history (true: read, or named back). Said of this turn: "this turn", or perfect
 * ("has died": up to now); a death told, also "already" and "earlier" (「すでに」「さっき」) — told bare ("a creature
 * dies") it is an event of the story, as before.
 */
export function turnHistoryTold(story: Story, c: Clause): boolean {
  const v = c.verb!;
  // ("If a creature died this turn, …": supposed, so told for the question, as any "if" of the story is.)
  const supposed = c.sub === 'if';
  if (v.modal !== null || (v.hypothetical && !supposed) || v.passive || (c.sub !== null && !supposed) || (!supposed && asked(story, c)) || c.object || c.complement || c.roles.length > 0) return false;
  const died = historySaid(c.subject, v.negated);
  if (died === null) return false;
  const thisTurn = c.chunks.filter((k) => story.timeAt(k) === 'this-turn');
  const before = died && c.times.some((t) => t === 'already' || t === 'earlier');
  if (thisTurn.length === 0 && !v.perfect && !before) return false;
  // (Told twice and each otherwise, or after what could have killed something: which is meant is not known.)
  if (story.events.some((e) => !HARMLESS.has(e.kind)) || (story.diedThisTurn !== null && story.diedThisTurn !== died)) {
    story.problem('not-understood', c.text, died ? 'death-after-events' : 'no-death-after-events');
    return true;
  }
  story.diedThisTurn = died;
  story.noted++;
  story.use(c.subject);
  story.useChunks(c.chunks);
  return true;
}
