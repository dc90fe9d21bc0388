/**
 * "I attack with Hill Giant and Centaur Courser. How much damage do they deal?": a bare "they" that deals damage, said
 * after a group of the asker's creatures, is those creatures — never the opponent, which would turn the question into
 * the damage the asker takes ("You take 0 damage"). Each creature's damage is asked (510.1, 120.3); the same "they"
 * after the opponent's own creatures is either reading alike and is left to the player reading.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { playerOf } from '../refs.ts';
import { bareThey } from '../story-pronouns.ts';
import { ask, isPlayerish, role, useRole } from './common.ts';

const DEALS: ReadonlySet<string> = new Set(['deal', 'hit', 'do']);

/** True when the clause's "they" was read as the group and the damage each deals asked; false when refused; undefined otherwise. */
export function theyAsDealers(story: Story, c: Clause, howMuch: boolean): boolean | undefined {
  const s = c.subject;
  const bare = bareThey(s);
  if (!bare || c.verb === null || c.verb.passive || !DEALS.has(c.verb.verb)) return undefined;
  const group = story.pronoun('they').filter((id) => story.get(id)?.controller === 'A');
  // (Only a group all the asker's: the opponent's creatures dealing damage is the player reading's answer too.)
  if (group.length === 0 || story.pronoun('they').length !== group.length) return undefined;
  const to = role(c, 'to');
  // ("… do they deal to my opponent?": the damage each deals to that player; to a creature: not read here.)
  if (to !== null && !isPlayerish(to)) return false;
  story.use(s);
  const side = to !== null ? playerOf(story, to) : null;
  if (to !== null && side === null) return false;
  if (to !== null) useRole(story, c, 'to');
  for (const id of group) ask(story, side !== null ? { kind: 'deals-damage', id, side, ...(howMuch ? { howMuch: true as const } : {}) } : { kind: 'deals-damage', id, side: null, any: true, ...(howMuch ? { howMuch: true as const } : {}) }, c);
  return true;
}
