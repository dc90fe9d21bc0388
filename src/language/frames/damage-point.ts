/**
 * "After combat damage, still in combat, I cast Disfigure", "in the end of combat step I Shock it", "during the combat
 * damage step, after damage, …": a point inside combat that the words place after combat damage (510.2, 511.1). Read
 * as combat alone, the act came before the damage was dealt (the blocker was shrunk before it struck back). The
 * combat damage step is told before the clause's own events, as "after first-strike damage" tells that step (510.4).
 */
import type { Clause } from '../clause.ts';
import type { Moment } from '../ir.ts';
import type { Story } from '../story.ts';

/** Words of a time phrase that place it after combat damage has been dealt. */
const AFTER_DAMAGE = /\b(?:after (?:the )?(?:combat )?(?:damage|dmg)(?: is dealt| was dealt)?|end of combat)\b/i;

/**
 * Pushes the combat damage step when the clause's point is in combat and its words say after the damage, with an attack
 * told and no combat damage yet; returns where it was pushed (to drop it again when the clause told nothing), or null.
 */
export function combatDamageFirst(story: Story, c: Clause, moment: Moment | null): number | null {
  if (moment?.step !== 'combat') return null;
  const said = c.chunks.some((k) => story.timeAt(k) !== null && AFTER_DAMAGE.test(story.chunkText(k)));
  if (!said || !story.events.some((e) => e.kind === 'attack') || story.events.some((e) => e.kind === 'combat-damage')) return null;
  story.events.push({ kind: 'combat-damage' });
  return story.events.length - 1;
}
