/**
 * "Can the Pyromancer block when I attack?", "can their Bears block if I attack later this turn?": a bare attack of the
 * other player's, with no attacker said, put after a question of whether a creature can block says only the moment the
 * question is about — the attack that creature would block. The question already stands for an attacking creature of
 * that player (509.1a: blockers are declared against attacking creatures), so the clause adds nothing and is read as
 * such. (Any other time said — "next turn" — is not.) An attack by the blocker's own controller, or one that names anything (a creature, a target), is not this.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { playerOf } from '../refs.ts';
import { isPlayerish } from './util.ts';
import { other } from '../story-players.ts';

export function attackAsked(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.passive || v.negated || (c.sub !== 'when' && c.sub !== 'if' && c.sub !== 'once') || c.object || c.object2 || c.roles.length > 0 || c.keywords.length > 0) return false;
  // ("… when I attack next turn": another turn, where it may have untapped — not the moment asked.)
  if (c.times.some((t) => t !== 'later' && t !== 'this-turn')) return false;
  const by = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  const ask = story.asks.at(-1);
  if (by === null || ask?.kind !== 'can-block' || ask.attackers.length > 0) return false;
  if (!ask.blockers.every((id) => story.get(id)?.controller === other(by))) return false;
  story.use(c.subject);
  story.useChunks(c.chunks);
  story.noted++;
  return true;
}
