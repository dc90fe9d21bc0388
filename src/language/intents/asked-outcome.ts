/**
 * The asked outcome, said around the thing asked rather than with it as the subject: "What happens to my life
 * total?", "What happens with the life totals?", "Where does that leave Elspeth?", "Where does that leave me?",
 * "What's left of the Ballista?". The thing named after the preposition (or after "leave") is what is asked, as
 * if it had been asked alone ("My life total?", "Elspeth?"): one word class of asked things, each read by the ask
 * of its kind — a quantity (life, poison, P/T, counters) by the amount and size asks, an object by where it ends
 * up (or, "left of it", by what it is then: its P/T, or that it is gone), a player by their life total (119.1).
 * Rewritten once, before any ask reads the clause; a clause of another shape is returned as it was.
 */
import type { Clause, NounPhrase, RolePhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { ThingNoun } from '../senses.ts';
import type { Story } from '../story.ts';

/** The quantities a player or a permanent has that an outcome question may ask by name (119.1, 122.1, 208.1, 306.5b). */
const ASKED_QUANTITIES: ReadonlySet<ThingNoun> = new Set<ThingNoun>(['life', 'total', 'poison', 'pt', 'power', 'toughness', 'size', 'stats', 'counter']);

/** Prepositions "what happens … X" says the asked thing with: "to", "with", "for" ("what happens for life totals?"). */
const HAPPEN_PREPS: ReadonlySet<string> = new Set(['to', 'with', 'for']);

type Property = Extract<NounPhrase, { kind: 'property' }>;

function quantity(np: NounPhrase | null): np is Property {
  return np?.kind === 'property' && ASKED_QUANTITIES.has(np.noun);
}

/** The clause with the asked thing as its subject, or the clause itself when it is not said around it. */
export function askedOutcome(story: Story, c: Clause): Clause {
  const v = c.verb;
  if (!v || v.negated || v.passive || c.complement || c.object2) return c;
  return happenedTo(story, doneTo(c) ?? c) ?? resultFor(story, c) ?? leftWhere(story, c) ?? leftOf(story, c) ?? c;
}

/** "What does that do to their life total?", "what does it do to my 2/2?": what happens to it, said with "do". */
function doneTo(c: Clause): Clause | null {
  const v = c.verb!;
  if (c.wh !== 'what' || v.verb !== 'be' || v.modal !== 'do' || !/\bdo\b/i.test(v.text) || c.object || c.asked || !c.roles.some((r) => r.prep === 'to')) return null;
  // (The subject, "that"/"it" or none, is what was told: no more than "what happens".)
  if (c.subject && !(c.subject.kind === 'pronoun' && ['that', 'this', 'it'].includes(c.subject.word.toLowerCase()))) return null;
  return { ...c, subject: null, verb: { ...v, verb: 'happen', modal: null } };
}

/**
 * "What's the result for life totals?", "the result of combat?", "what's the outcome for my Bears?": the result of
 * (or for) a thing asked is that thing's outcome — a quantity's value or an object's fate; of the combat the story
 * told, the whole outcome (510.2). Any other "of" is not read here.
 */
function resultFor(story: Story, c: Clause): Clause | null {
  const s = c.subject;
  if (c.wh !== 'what' || c.verb!.verb !== 'be' || s?.kind !== 'property' || s.noun !== 'result' || s.of !== null || c.object || c.asked || c.roles.length !== 1) return null;
  const r = c.roles[0]!;
  if ((r.prep !== 'for' && r.prep !== 'of') || !r.np) return null;
  const np = r.np;
  const combat = np.kind === 'property' && np.noun === 'combat' && np.of === null && story.events.some((e) => e.kind === 'attack');
  if (!combat && !quantity(np) && np.kind !== 'object' && np.kind !== 'list') return null;
  story.use(s);
  useRoleWords(story, r);
  if (combat) story.use(np);
  return { ...c, verb: { ...c.verb!, verb: 'happen' }, subject: combat ? null : np, roles: [] };
}

/** The words of a role other than its noun phrase (the preposition), read with it. */
function useRoleWords(story: Story, r: RolePhrase): void {
  const np = new Set(phraseChunks(r.np));
  story.useChunks(r.chunks.filter((k) => !np.has(k)));
}

/**
 * "What happens to my life total?", "what happens with life totals?", "what happens for the P/T?": a quantity said
 * after the preposition is asked as the subject of "what happens" is (amounts.ts reads "happen" of a total: its value
 * at the end). Only a quantity: "what happens with two blockers?" names the story's board, not a thing asked, and
 * "to X" of an object is read by happensAsk already.
 */
function happenedTo(story: Story, c: Clause): Clause | null {
  if (c.verb!.verb !== 'happen' || c.wh !== 'what' || c.subject || c.object || c.asked) return null;
  const said = c.roles.filter((r) => HAPPEN_PREPS.has(r.prep) && quantity(r.np));
  // ("What does it do to my 2/2?": an object after "to" is read by happensAsk, once "do" is "happen".)
  if (said.length !== 1 || c.roles.some((r) => r !== said[0] && HAPPEN_PREPS.has(r.prep))) return said.length === 0 && c.verb!.modal === null && /\bdo\b/i.test(c.verb!.text) ? c : null;
  const r = said[0]!;
  useRoleWords(story, r);
  return { ...c, subject: r.np, roles: c.roles.filter((x) => x !== r) };
}

/**
 * "Where does that leave Elspeth (and their Soldiers)?", "where does this leave the life totals?", "Where does that
 * leave me?": what the story's events leave the named thing as — asked as "what happens to" it. A player is left at
 * a life total (119.1): their life is asked, as "Where am I at?" asks it. Only "that"/"this"/"it"/"everything" or no
 * subject at all leaves it (the grammar drops a demonstrative subject): "where does Elspeth leave the battlefield"
 * is another verb.
 */
function leftWhere(story: Story, c: Clause): Clause | null {
  const v = c.verb!;
  if (v.verb !== 'leave' || c.wh !== 'where' || !c.object || c.asked || c.roles.length > 0) return null;
  if (c.subject && !(c.subject.kind === 'pronoun' && ['that', 'this', 'it', 'everything', 'all'].includes(c.subject.word.toLowerCase()))) return null;
  if (!/\bleave\b/i.test(v.text)) return null;
  const o = c.object;
  const asked: NounPhrase | null = o.kind === 'player' ? lifeOf(o) : quantity(o) || o.kind === 'object' || o.kind === 'list' || (o.kind === 'pronoun' && o.word !== 'it') ? o : null;
  if (!asked) return null;
  if (c.subject) story.use(c.subject);
  // (The demonstrative the grammar dropped is a word of the question's own: read with it.)
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((s) => s.kind === 'pronoun' && ['that', 'this', 'everything'].includes(s.word))));
  return { ...c, wh: 'what', verb: { ...v, verb: 'happen' }, subject: asked, object: null };
}

/** A player's life total asked as that player: "where does that leave me?" asks my life (119.1). */
function lifeOf(player: Extract<NounPhrase, { kind: 'player' }>): Property {
  return { kind: 'property', noun: 'life', of: player, adjectives: [], chunks: [], start: player.start, end: player.end, text: player.text };
}

/**
 * "What's left of the Ballista?", "what is left of my 4/4?": what the object is when the story ends — its P/T, or
 * that it is no longer on the battlefield (the size ask says either, 208.1, 400.7). Only an object: "what's left
 * of my life?" asks the total, read as "how much life is left".
 */
function leftOf(story: Story, c: Clause): Clause | null {
  const v = c.verb!;
  if (v.verb !== 'end-up' || c.wh !== 'what' || c.subject || c.object || c.asked) return null;
  if (!/\bleft\b/i.test(v.text)) return null;
  const of = c.roles.filter((r) => r.prep === 'of');
  if (of.length !== 1 || c.roles.length !== 1) return null;
  const np = of[0]!.np;
  if (!np || (np.kind !== 'object' && np.kind !== 'pronoun')) return null;
  useRoleWords(story, of[0]!);
  const pt: Property = { kind: 'property', noun: 'pt', of: np, adjectives: [], chunks: [], start: np.start, end: np.end, text: np.text };
  return { ...c, verb: { ...v, verb: 'be' }, subject: pt, roles: [] };
}
