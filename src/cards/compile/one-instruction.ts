/**
 * Reading an instruction "for one" in place of the amount a sentence names ("draw cards equal to …" read as "draw a
 * card", its amount then taken from elsewhere, 608.2h): the clause is compiled on the context, and when it isn't the
 * one instruction wanted the context is put back as it was, so another template reads the sentence afresh.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Clause, Ctx } from './effects.ts';

/** The one instruction `head` compiles to when it is one of `kinds` with no amount of its own; else null, `ctx` untouched. */
export function oneInstruction(head: string, text: string, ctx: Ctx, clause: Clause, kinds: readonly SpellEffect['kind'][]): SpellEffect | null {
  const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, last: ctx.last };
  const r = clause(head, text, ctx);
  if (r?.length === 1 && r[0]!.amountFrom === undefined && kinds.includes(r[0]!.kind)) return r[0]!;
  ctx.words.clear();
  for (const w of snapshot.words) ctx.words.add(w);
  ctx.targets.length = snapshot.n;
  ctx.last = snapshot.last;
  return null;
}
