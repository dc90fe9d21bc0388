/**
 * An attack or a block said not to be made with a creature: "I decline to attack with my 3/3", "he doesn't attack with
 * his 3/3", "I decide not to block with my 2/2", "I fail to block with my 2/2" (the lexicon reads "decline to", "decide
 * not to", "fail to" as the verb's negation). The creature named is there, the player's, and does nothing — only told
 * events happen (508.1, 509.1: attackers and blockers are what the player declares). Other creatures may still attack
 * or block as the story tells. Read as the act (red team s19), the 2/2 blocked and died.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, role, useRole } from './util.ts';

/** True when the clause was such a statement (read, or refused with a problem). */
export function idleWith(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || !v.negated || (v.verb !== 'attack' && v.verb !== 'block') || v.passive || v.hypothetical || (v.modal !== null && v.modal !== 'do')) return false;
  if (c.sub !== null || c.question || c.complement || !c.subject) return false;
  const said = idleSaid(story, c);
  if (!said) return false;
  const { withNp, by } = said;
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
  if (c.object) story.use(c.object);
  useRole(story, c, 'with');
  story.useChunks(c.chunks.filter((k) => ['neg', 'aux', 'punct', 'conj'].includes(story.sensesAt(k)[0]?.kind ?? '')));
  // (Of a creature already told, nothing on the board changes: the statement is read all the same.)
  story.noted++;
  return true;
}

/**
 * Who does not attack or block, and with what: "I don't attack with my 3/3"; "my 3/3 doesn't attack", "my 2/2 stays
 * home" (the creature said as the subject: its controller, said by its owner word — "my" — or already told); "I hold
 * back my 3/3" (a creature of the player's as the object: only players, planeswalkers and battles are attacked, 508.1b).
 */
function idleSaid(story: Story, c: Clause): { withNp: NounPhrase; by: Side } | null {
  const subj = c.subject!;
  if (isPlayerish(subj)) {
    const by = playerOf(story, subj);
    const withNp = role(c, 'with');
    if (by === null) return null;
    if ((withNp?.kind === 'object' || withNp?.kind === 'pronoun') && c.roles.length === 1 && !c.object) return { withNp, by };
    if (!withNp && c.roles.length === 0 && c.object?.kind === 'object' && c.verb!.verb === 'attack' && c.object.controlledBy === null && (c.object.owner === null || story.side(c.object.owner) === by)) return { withNp: c.object, by };
    return null;
  }
  if ((subj.kind !== 'object' && subj.kind !== 'pronoun') || c.object || c.roles.length > 0) return null;
  const whose = subj.kind === 'object' ? subj.owner ?? subj.controlledBy : null;
  if (whose) return { withNp: subj, by: story.side(whose) };
  const sides = new Set((objectsOf(story, subj, { create: false, plural: true }) ?? []).map((id) => story.get(id)?.controller ?? null));
  const by = sides.size === 1 ? [...sides][0] ?? null : null;
  return by ? { withNp: subj, by } : null;
}
