/**
 * "Can Chandra's -3 kill their Courser?", "could Liliana, Death's Majesty's -3 destroy it?": a planeswalker's loyalty
 * ability (606.4, named by its cost) said as the subject that kills — asked as "can I kill it with Chandra's -3?" is
 * (activate-to-kill.ts): the activation probed at that target by the asker and, when it can be made, the death read
 * from the run. The grammar leaves the card and its possessive before the cost ("Chandra" "'s" "-3"); the card is the
 * walker, the asker's. Anything else (whose walker said, a pronoun's "her -3", a short name several cards share) is left
 * to the other readings.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { emptyDescription } from '../clause.ts';
import type { Story } from '../story.ts';
import { activateToKill } from './activate-to-kill.ts';
import { loyaltyOf } from '../loyalty.ts';

/** The planeswalker card said right before "'s" and the cost phrase np, as a phrase of its own; null when not so. */
function walkerBefore(story: Story, np: NounPhrase): NounPhrase | null {
  if (np.kind !== 'object' || np.head !== 'ability' || np.card !== null || np.chunks.length !== 1) return null;
  const k = np.chunks[0]!;
  if (loyaltyOf(story.sensesAt(k)) === undefined || !story.sensesAt(k - 1).some((s) => s.kind === 'poss')) return null;
  const card = story.sensesAt(k - 2).find((s) => s.kind === 'card');
  if (card?.kind !== 'card' || card.options !== undefined || !/\bPlaneswalker\b/.test(card.typeLine) || story.used.has(k - 2)) return null;
  // ("Can Chandra's -3 …": the card right after the modal. "Can my opponent's Chandra's -3 …" names whose it is, which
  // this reading, the asker's activation, would drop: left unread.)
  if (!story.sensesAt(k - 3).some((s) => s.kind === 'aux')) return null;
  return { kind: 'object', ...emptyDescription(), card: { name: card.name, display: card.display, typeLine: card.typeLine }, head: 'card', chunks: [k - 2], start: np.start, end: np.end, text: card.display };
}

/** Reads "can <walker>'s -N kill X?" as the asker's activation at X; true when read so. */
export function abilityKills(story: Story, c: Clause, victim: NounPhrase | null): boolean {
  const v = c.verb!;
  if ((v.verb !== 'destroy' && v.verb !== 'kill') || v.passive || v.negated || (v.modal !== 'can' && v.modal !== 'could') || c.wh !== null || !victim || c.roles.length > 0 || !c.subject) return false;
  const walker = walkerBefore(story, c.subject);
  if (!walker || !activateToKill(story, c, walker, victim)) return false;
  story.use(c.subject);
  return true;
}
