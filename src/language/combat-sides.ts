/**
 * Sides of creatures told in a combat without an owner, once the other side of the block is known ("Their 3/3 is blocked
 * by a 2/2", "a 3/3 attacks … my 2/2 blocks it", the owner told in a later sentence): a blocker is a creature of the
 * defending player (509.1a), so a blocker told without a controller is the other player's than its attacker's, and an
 * attacker told without one the other player's than its blocker's. With neither told, both stay open: the questions
 * layer settles them together (questions/control.ts), where the asks may still name the defending player.
 */
import type { Story } from './story.ts';
import { other } from './story.ts';

/** Settles the sides that the roles in the story's blocks imply, where the words left one of them open. */
export function combatSides(story: Story): void {
  for (const e of story.events) {
    if (e.kind !== 'block') continue;
    const attacker = story.get(e.attacker);
    if (!attacker) continue;
    const blockers = e.blockers.map((id) => story.get(id)).filter((o) => o !== undefined);
    const told = blockers.map((o) => o.controller).find((c) => c !== null) ?? null;
    if (attacker.controller === null && told !== null) attacker.controller = other(told);
    const side = attacker.controller;
    if (side !== null) for (const o of blockers) o.controller ??= other(side);
  }
}
