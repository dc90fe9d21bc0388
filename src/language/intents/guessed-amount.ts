/**
 * "… no blocks. 6 damage?", "I Bolt him. 3 damage?": a question that is only an amount of damage, with no verb —
 * a guess at the damage the story deals, asked yes or no as "Total damage?" asks how much (issue 12). With the
 * two values of "8 or 12 damage?" each is asked in turn (questions/either-or.ts).
 *
 * Whose damage is meant must be one reading only: the defending player's in a combat where no creature blocks
 * (all the combat damage goes to that player, 510.1a-b), or, with no combat told, the one player the story's
 * spells and damage are aimed at (120.3). A blocked combat (a guess could be the damage a blocker takes, 510.1c)
 * or a story aimed at both players or at none is left unread, and the question refused as before.
 */
import type { Clause } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { ask } from './common.ts';

export function guessedDamageAsk(story: Story, c: Clause): boolean {
  const np = c.subject;
  if (!c.question || c.verb !== null || c.wh !== null || c.sub !== null || c.object || c.object2 || c.complement || c.roles.length > 0 || c.asked) return false;
  if (np?.kind !== 'amount' || np.n === null || np.noun !== 'damage' || np.counter !== null || np.adjectives.length > 0) return false;
  // (Nothing else said in the clause: "6 damage to the 2/2?" or "6 damage with trample?" names more than a guess.)
  const words = (k: number): boolean => ['number', 'thing-noun', 'punct'].includes(story.sensesAt(k)[0]?.kind ?? '');
  if (!c.chunks.every(words)) return false;
  const taker = guessedTaker(story);
  if (taker === undefined) return false;
  story.use(np);
  return ask(story, { kind: 'damage-taken', side: taker, yesNo: true, amount: np.n }, c);
}

/** The player whose damage the guess is of (null: the defending player of the combat told); undefined when not one reading. */
function guessedTaker(story: Story): Side | null | undefined {
  const combat = story.events.some((e) => e.kind === 'attack');
  if (combat) {
    const blocked = story.events.some((e) => e.kind === 'block') || [...story.roles.values()].includes('blocker');
    return blocked ? undefined : null;
  }
  const aimed = new Set<Side>();
  for (const e of story.events) {
    const targets = e.kind === 'cast' ? e.targets : e.kind === 'damage' ? [e.target, ...(e.also ?? [])] : [];
    for (const t of targets) if (t === 'A' || t === 'B') aimed.add(t);
  }
  return aimed.size === 1 ? [...aimed][0]! : undefined;
}
