/**
 * "I pay 4 for Toxic Deluge", "they paid 3 life for their Toxic Deluge": a payment said for a spell is a cost paid
 * while casting it (601.2g-h), so the words tell that cast. The amount is kept as life paid (118.8, 119.4) for the
 * questions layer to check against the card's costs (questions/story-casts.ts): its X when its cost is "pay X life"
 * (107.3a, 601.2b), else refused as a cost the card doesn't have — never read as mana, which could be X or the whole cost.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { castSpell } from './cast-spell.ts';
import { isPlayerish, role, useRole } from './util.ts';

export function payFor(story: Story, c: Clause): boolean {
  const v = c.verb;
  const o = c.object;
  const spell = role(c, 'for');
  if (!v || v.negated || v.modal !== null || v.hypothetical || v.passive || c.sub !== null || c.complement !== null) return false;
  if (o?.kind !== 'amount' || o.n === null || (o.noun !== 'life' && o.noun !== 'total') || c.roles.length !== 1) return false;
  if (spell?.kind !== 'object' || spell.card === null || spell.count !== null) return false;
  const caster = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const id = oneObjectOf(story, spell, { create: true, controller: caster });
  if (!id) return true;
  story.use(o);
  story.use(c.subject);
  useRole(story, c, 'for');
  const before = story.events.length;
  castSpell(story, c, id, caster, []);
  const e = story.events[before];
  if (e?.kind === 'cast' && e.spell === id) e.lifePaid = o.n;
  return true;
}
