/**
 * "No blocks", "nothing else blocks", "none are blocked": every attacker not blocked so far is unblocked
 * (509.1h) — checked against the blocks told before.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf } from '../refs.ts';
import { isPlayerish, role, stateAdj } from './util.ts';

/**
 * A subject that says no creature at all: "none", "nothing (else)", "neither", "no creature", "no
 * attacker" — with nothing more said of it (a described "no flier" could leave others blocked).
 */
export function saysNone(np: NounPhrase): boolean {
  if (np.kind === 'pronoun') return np.word === 'none' || /^none\b/i.test(np.text);
  if (np.kind !== 'object' || np.det !== 'no' || np.card || np.owner || np.count !== null || np.power !== null) return false;
  const bare = np.colors.length + np.nonColors.length + np.types.length + np.nonTypes.length + np.subtypes.length + np.supertypes.length + np.keywords.length + np.lacks.length + np.counters.length + np.adjectives.filter((a) => a !== 'other').length + np.attachments.length === 0;
  return bare && (['one', 'creature', 'attacker', 'blocker'] as const).some((h) => h === np.head);
}

/**
 * No (more) blocks: every attacker nobody blocked is unblocked (509.1h), so this adds nothing but is
 * checked against the story — a block told before, unless "else"/"other" says so, contradicts it.
 */
export function noBlocks(story: Story, c: Clause, subject: NounPhrase | null): void {
  const attackers = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  const blocked = new Set(story.events.flatMap((e) => (e.kind === 'block' ? [e.attacker] : [])));
  if (attackers.length === 0 || (c.object && c.object !== subject) || role(c, 'with', 'by')) {
    story.problem('not-understood', c.text, 'no-block-of-what');
    return;
  }
  if (blocked.size > 0 && !/\b(?:else|other)\b/i.test(subject?.text ?? c.text)) {
    story.problem('contradiction', c.text, 'blocked-yet-unblocked');
    return;
  }
  story.use(subject);
  for (const id of attackers) if (!blocked.has(id)) story.unblocked.add(id);
  story.noted++;
}

/**
 * "I leave it unblocked", "they leave my 3/3 unblocked": the defending player declares no blocker for the attackers
 * named, which stay unblocked (509.1h) — what the story tells next may still block the others. Named creatures that
 * aren't attacking, or one told blocked before, are not this (not understood / contradiction), never a guess.
 */
export function leftUnblocked(story: Story, c: Clause): void {
  const attackers = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  const blocked = new Set(story.events.flatMap((e) => (e.kind === 'block' ? [e.attacker] : [])));
  // ("leave the 4/4 unblocked": the state word may be read as the object's own; it says what the verb says.)
  const o = c.object?.kind === 'object' && c.object.adjectives.includes('unblocked') ? { ...c.object, adjectives: c.object.adjectives.filter((a) => a !== 'unblocked') } : c.object;
  const named = o && c.subject && isPlayerish(c.subject) && !role(c, 'with', 'by') ? objectsOf(story, o, { create: false, plural: true }) : null;
  if (!named || named.length === 0 || !named.every((id) => attackers.includes(id))) {
    story.problem('not-understood', c.text, 'no-block-of-what');
    return;
  }
  if (named.some((id) => blocked.has(id))) {
    story.problem('contradiction', c.text, 'blocked-yet-unblocked');
    return;
  }
  story.use(c.subject);
  story.use(c.object);
  stateAdj(story, c, 'unblocked');
  for (const id of named) story.unblocked.add(id);
}
