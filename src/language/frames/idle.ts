/**
 * An attack or a block said not to be made with a creature: "I decline to attack with my 3/3", "he doesn't attack with
 * his 3/3", "I decide not to block with my 2/2", "I fail to block with my 2/2" (the lexicon reads "decline to", "decide
 * not to", "fail to" as the verb's negation). The creature named is there, the player's, and does nothing — only told
 * events happen (508.1, 509.1: attackers and blockers are what the player declares). Other creatures may still attack
 * or block as the story tells. Read as the act (red team s19), the 2/2 blocked and died.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, role, useRole } from './util.ts';

/** True when the clause was such a statement (read, or refused with a problem). */
export function idleWith(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || !v.negated || (v.verb !== 'attack' && v.verb !== 'block') || v.passive || v.hypothetical || (v.modal !== null && v.modal !== 'do')) return false;
  if (c.sub !== null || c.question || c.object || c.complement || !c.subject || !isPlayerish(c.subject)) return false;
  const withNp = role(c, 'with');
  if (!withNp || withNp.kind !== 'object' || c.roles.length !== 1) return false;
  const by = playerOf(story, c.subject);
  if (by === null) return false;
  const attackers = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  // (What attacks when a block is declined is the other player's, 509.1a; an attacker of the decliner's is not read.)
  if (v.verb === 'block' && attackers.some((a) => story.get(a)?.controller === by)) return false;
  const ids = objectsOf(story, withNp, { create: true, controller: by, plural: true, exclude: attackers });
  if (!ids || ids.length === 0) return false;
  // A creature told attacking or blocking said not to: the words are against each other, never one of them picked.
  if (ids.some((id) => story.roles.has(id) || story.get(id)?.controller === other(by))) {
    story.problem('not-understood', c.text, 'negated-statement');
    return true;
  }
  for (const id of ids) story.get(id)!.controller ??= by;
  if (v.verb === 'block') for (const a of attackers) story.get(a)!.controller ??= other(by);
  if (v.verb === 'block') for (const id of ids) story.idleBlockers.add(id);
  story.use(c.subject);
  useRole(story, c, 'with');
  story.useChunks(c.chunks.filter((k) => ['neg', 'aux', 'punct', 'conj'].includes(story.sensesAt(k)[0]?.kind ?? '')));
  return true;
}
