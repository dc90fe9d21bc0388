/**
 * "How many soldiers?", "How many Soldier tokens do I have now?", "Tokens?": how many tokens (or
 * permanents of a subtype) are on the battlefield once the story has happened — counted from the run's
 * final state (111.7: a token that left the battlefield is gone), never from what the question told.
 * "How many tokens do I get?" (what was made) is events.ts tokensAsk.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { playerOf } from '../refs.ts';
import { ask, isPlayerish } from './common.ts';

/**
 * A bare "tokens", "Soldier tokens", "soldiers": nothing said of them but a subtype (and, for a token, that it is one) —
 * or keywords without a parameter ("deathtouch flyers", "flying tokens", "lifelink creatures"), which count creatures.
 */
function bareGroup(np: NounPhrase | null): (NounPhrase & { kind: 'object' }) | null {
  if (np?.kind !== 'object') return null;
  const byKeyword = np.keywords.length > 0 && np.keywords.every((k) => k.param === undefined || k.param === '');
  if (np.head !== 'token' && np.head !== 'subtype' && !(byKeyword && (np.head === 'creature' || np.head === 'keyword'))) return null;
  if (np.keywords.length > 0 && !byKeyword) return null;
  const said =
    np.power !== null || np.toughness !== null || np.colors.length > 0 || np.nonColors.length > 0 || np.nonTypes.length > 0 || np.lacks.length > 0 ||
    np.counters.length > 0 || np.damage > 0 || np.card !== null || np.from !== null || np.attachments.length > 0 || np.quotes.length > 0 || np.adjectives.length > 0 ||
    np.owner !== null || np.controlledBy !== null || np.ownedBy !== undefined || np.partial !== null || np.supertypes.length > 0;
  // ("Soldier tokens": one subtype at most; "creature tokens" says no more than a token is.)
  if (said || np.subtypes.length > 1 || np.types.some((t) => t !== 'Creature')) return null;
  if (np.head === 'subtype' && np.subtypes.length !== 1) return null;
  if (np.det !== null && np.det !== 'any') return null;
  return np;
}

/** Reads the clause as a count of tokens on the battlefield; false when it is no such question. */
export function tokenCountAsk(story: Story, c: Clause): boolean {
  // Only after something happened: the count is of what the story's events leave.
  // ("How many Soldiers do I have left?", "how many are still there": what remains is the count at the end — asked so, the same.)
  if (story.events.length === 0 || c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.adjectives.some((a) => a !== 'left' && a !== 'still') || c.lacks.length > 0) return false;
  let np: NounPhrase | null;
  let side: 'A' | 'B' | null = null;
  if (!c.verb && c.wh === 'how-many' && !c.subject) np = c.asked;
  // 「ゾンビは何体？」「トークンは何体?」「ビーストって何体」: the thing counted said as the topic, no verb — the same count.
  else if (!c.verb && c.wh === 'how-many' && story.lang === 'ja' && !c.asked && c.subject?.kind === 'object') np = c.subject;
  // ("Tokens?": only the word token alone asks it; "Soldiers?" alone may be a creature named by part of its name.)
  else if (!c.verb && c.wh === null && c.subject?.kind === 'object' && c.subject.head === 'token' && c.subject.plural) np = c.subject;
  // "How many Soldiers are left?", "how many tokens are still left": the count of what is left on the battlefield, anyone's.
  else if (c.verb?.verb === 'end-up' && /\bleft\b/i.test(c.verb.text) && !c.verb.negated && !c.verb.passive && c.wh === 'how-many' && !c.subject) np = c.asked;
  // "How many tokens do I have (left)?", "how many Soldiers do I end up with?": that player's.
  else if ((c.verb?.verb === 'have' || (c.verb?.verb === 'end-up' && /\bwith\b/i.test(c.verb.text))) && !c.verb.negated && !c.verb.passive && c.wh === 'how-many' && c.subject && isPlayerish(c.subject)) {
    side = playerOf(story, c.subject);
    if (side === null) return false;
    np = c.asked;
  } else return false;
  const group = bareGroup(np);
  if (!group) return false;
  story.use(group);
  if (c.subject && c.subject !== group) story.use(c.subject);
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((s) => s.kind === 'adj' && (s.adj === 'left' || s.adj === 'still'))));
  const subtype = group.subtypes[0] ?? null;
  // ("deathtouch flyers", "lifelink creatures": every creature with those keywords; "flying tokens": tokens only.)
  const cards = group.head !== 'token';
  const keywords = group.keywords.map((k) => k.keyword);
  return ask(story, { kind: 'tokens', side, subtype, now: true, ...(cards ? { cards: true as const } : {}), ...(keywords.length > 0 ? { keywords } : {}) }, c);
}
