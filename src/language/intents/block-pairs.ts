/** Blocks asked as pairs, a construction the can-block frame (legality.ts) doesn't read: named, never read as one group (issue 11). */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';

/**
 * "Can I block the Raider with the Bears and the Courser with the Runeclaw Bear?": blocks said as pairs — a second
 * with-phrase, or a creature among the blockers named as an attacker is ("the Courser" attacking) — are a gapped
 * coordination this frame doesn't read. Named, never read as one group of blockers with a second Courser made up for it.
 */
export function pairsUnread(story: Story, c: Clause, attacking: readonly string[]): boolean {
  const withs = c.roles.filter((r) => r.prep === 'with');
  const np = withs[0]?.np ?? null;
  const items = np?.kind === 'list' ? np.items : np ? [np] : [];
  const attackerNamed = items.find((x) => x.kind === 'object' && x.card !== null && attacking.some((id) => story.get(id)?.card === x.card!.name));
  const unread = withs.length > 1 ? (withs[1]!.np?.text ?? c.text) : attackerNamed?.text;
  if (unread === undefined) return false;
  story.problem('not-understood', unread, 'block-pairs');
  return true;
}
