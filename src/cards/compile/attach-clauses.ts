/**
 * 701.3a: "attach" instructions of an Aura's or Equipment's own ability — "attach it to target
 * creature you control" (its enters trigger: Embercleave, Mithril Coat), "create a … token, then
 * attach this Equipment to it" (living weapon 702.92a, For Mirrodin! 702.163a, job select 702.182a:
 * "it" is the token created, 111.1). The source becomes attached to the one object named; one it
 * can't legally be attached to stays as it was (701.3b, the engine's attach event).
 */
import type { Clause } from './effects.ts';
import { objectRef } from './effect-refs.ts';

export const attachClause: Clause = (c, _text, ctx) => {
  const m = /^attach (this(?: equipment| aura)?|it) to (.+)$/.exec(c);
  if (!m || !ctx.self) return null;
  // "it" as the subject is the source itself only where nothing else was named before (its own enters trigger).
  if (m[1] === 'it' && (ctx.last !== null || ctx.it !== 'self')) return null;
  const to = objectRef(m[2]!, ctx);
  if (!to || to.self || to.all || to.player !== undefined) return null;
  // One object: a single target or the one token created.
  if (to.target !== undefined && (ctx.targets.find((t) => t.word === to.target)?.count ?? 1) !== 1) return null;
  if (to.target === undefined && to.it !== true) return null;
  return [{ kind: 'attach', ...to }];
};
