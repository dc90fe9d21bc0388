/**
 * "Porcelain Legionnaire went unblocked and already dealt its first strike damage", "my knight has dealt first-strike
 * damage to them": a creature in combat told to have dealt its first-strike combat damage. That is the first combat
 * damage step told as over (510.4): the story goes on from there, as "after first-strike damage, …" does — what is told
 * next happens before the regular combat damage step. Only with an attack told and the creature in that combat; the
 * run deals the damage itself (with what first strike it has), never an amount taken from the words.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, role } from './util.ts';

const STRIKES = new Set(['first strike', 'double strike']);

/** The object phrase such a clause has: none, or the possessive "its"/"their" of the damage ("its first strike damage"). */
function bareDamageOwner(np: NounPhrase | null): boolean {
  return np === null || (np.kind === 'pronoun' && (np.word === 'its' || np.word === 'their')) || (np.kind === 'property' && np.noun === 'damage');
}

/** True when the clause told first-strike damage dealt by creatures in the told combat (the event pushed). */
export function firstStrikeDealt(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.passive || v.negated || v.modal !== null || v.hypothetical || c.sub === 'if' || !c.subject || isPlayerish(c.subject)) return false;
  const strike = c.keywords.filter((k) => STRIKES.has(k.keyword.toLowerCase()));
  const damage = c.chunks.filter((k) => !story.used.has(k) && story.sensesAt(k).some((s) => s.kind === 'thing-noun' && s.noun === 'damage'));
  if (strike.length !== 1 || c.keywords.length !== 1 || damage.length !== 1 || !bareDamageOwner(c.object) || !(c.object2 === null || (c.object2.kind === 'property' && c.object2.noun === 'damage')) || c.complement) return false;
  const to = role(c, 'to');
  if (c.roles.some((r) => r.prep !== 'to') || (to !== null && (!isPlayerish(to) || playerOf(story, to) === null))) return false;
  if (!story.events.some((e) => e.kind === 'attack') || story.events.some((e) => e.kind === 'first-strike-damage' || e.kind === 'combat-damage')) return false;
  const ids = objectsOf(story, c.subject, { create: false, plural: true });
  if (!ids || ids.length === 0) return false;
  const inCombat = (id: string): boolean => story.events.some((e) => (e.kind === 'attack' && e.attackers.includes(id)) || (e.kind === 'block' && (e.attacker === id || e.blockers.includes(id))));
  if (!ids.every(inCombat)) return false;
  story.use(c.subject);
  if (c.object) story.use(c.object);
  if (c.object2) story.use(c.object2);
  if (to) story.use(to);
  story.useChunks([...v.chunks, ...damage, ...c.chunks.filter((k) => story.sensesAt(k).some((s) => s.kind === 'keyword'))]);
  for (const r of c.roles) story.useChunks(r.chunks);
  story.events.push({ kind: 'first-strike-damage' });
  return true;
}
