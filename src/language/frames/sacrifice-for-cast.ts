/**
 * "I respond with Village Rites, sacrificing the Witness", "they cast Bone Splinters and sacrifice their 2/2",
 * 「《村の儀式》を唱えて、《永遠の証人》を生け贄に捧げた」: a sacrifice told by the caster right after a cast of the same
 * sentence is how the spell's sacrifice cost was paid (601.2h, 118.8) — paid while casting, so the permanent is gone
 * before anything can respond, never sacrificed again later. It is kept on the cast (`sacrificed`); the questions layer
 * uses it for a spell whose costs say a sacrifice and otherwise tells it as its own act right after the cast.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Side } from '../ir.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, useRole } from './util.ts';

/** Whether the sacrifice clause was kept on the cast told just before it (false: read as its own act). */
export function sacrificeForCast(story: Story, c: Clause): boolean {
  const o = c.object;
  // ("… as the cost", "as an additional cost", 「コストとして」: the one role that says what the sacrifice is.)
  const asCost = c.roles.length === 1 && c.roles[0]!.prep === 'as' && c.roles[0]!.np?.kind === 'property' && c.roles[0]!.np.noun === 'cost';
  if (!o || o.kind === 'amount' || (c.roles.length > 0 && !asCost) || c.sub !== null || c.object2 || c.complement) return false;
  if (!plainAct(c)) return false;
  const told = story.lastCast;
  const e = told ? story.events[told.event] : undefined;
  if (!told || told.event !== story.events.length - 1 || told.sentence !== c.sentence || e?.kind !== 'cast' || e.premise === true || e.sacrificed !== undefined) return false;
  const ids = sacrificedBy(story, c, e.caster, e.spell);
  if (!ids) return false;
  e.sacrificed = ids;
  if (asCost) useRole(story, c, 'as');
  return true;
}

/** A sacrifice told as done, plainly: not negated, asked, supposed or passive. */
function plainAct(c: Clause): boolean {
  const v = c.verb!;
  return !v.negated && v.modal === null && !v.hypothetical && !v.passive;
}

/**
 * The permanents a sacrifice clause names, when the one sacrificing is `player` — unsaid, or said as that player (701.21a:
 * a player sacrifices only their own) — and never the spell or source `besides`; their words read. Null: not that player's,
 * or nothing named.
 */
function sacrificedBy(story: Story, c: Clause, player: Side, besides: string): string[] | null {
  const side = c.subject === null ? player : isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (side !== player) return null;
  const ids = objectsOf(story, c.object!, { create: true, plural: true, exclude: [besides] });
  if (!ids || ids.length === 0) return null;
  for (const id of ids) story.get(id)!.controller ??= player;
  story.use(c.object);
  story.use(c.subject);
  story.noted++;
  return ids;
}

/**
 * "I activate Bloodflow Connoisseur sacrificing my Bears", "… by sacrificing a Goblin", "I activate Viscera Seer and
 * sacrifice my 2/2": a sacrifice told by the activating player right after an activation of the same sentence is how
 * its cost was paid (602.2b, 601.2h) — kept on the activation (`sacrifice`, so the ability is the one whose cost
 * fits), never a second activation nor a sacrifice of its own after it. Told later ("and then sacrifice"), in
 * response, or as a premise, it is its own act (false).
 */
export function sacrificeForActivation(story: Story, c: Clause): boolean {
  const o = c.object;
  if (!o || o.kind === 'amount' || c.roles.length > 0 || c.sub !== null || c.object2 || c.complement || c.times.length > 0) return false;
  if (!plainAct(c)) return false;
  const e = story.events.at(-1);
  if (e?.kind !== 'activate' || story.toldIn.get(e) !== c.sentence || e.sacrifice !== undefined || e.loyalty !== undefined) return false;
  const ids = sacrificedBy(story, c, e.player, e.source);
  if (!ids) return false;
  e.sacrifice = ids;
  return true;
}
