/**
 * Issue 14: "If you do, <instruction>" / "If you don't, <instruction>" right after a sentence that is
 * one optional instruction ("You may draw two cards. If you do, discard a card." — Mask of Memory,
 * Smuggler's Copter; "You may discard a card. If you do, draw a card." — Hazoret's Monument). The
 * choice is made as the ability resolves (603.5, 608.2d); the later instruction is followed only if
 * the optional one was done (608.2c: instructions in the order written, later text reading earlier
 * text), or only if it wasn't. An option that can't be done (nothing to discard) isn't done, as
 * 608.2d's example says of a sacrifice.
 *
 * Read only after a sentence of exactly one instruction with "you may" (a sentence of several would
 * leave open which of them "do" means), and only when the later sentence is read whole.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Ctx } from './effects.ts';
import { choiceName } from './effect-refs.ts';

const IF_YOU = /^if you (do|don't), (.+)$/;

/** The name the engine keys an instruction's own choice by when it has no id (a discard's, scry's, search's …), else null. */
function ownChoice(kind: SpellEffect['kind']): string | null {
  if (kind === 'discard' || kind === 'scry' || kind === 'surveil' || kind === 'proliferate') return kind;
  return kind.startsWith('search-') ? 'search' : null;
}

/** The instructions of an "If you do / don't, …" sentence after one "you may" instruction (marking that one), or null. */
export function ifYouDo(c: string, text: string, ctx: Ctx, before: readonly SpellEffect[], read: (c: string, text: string, ctx: Ctx) => SpellEffect[] | null): SpellEffect[] | null {
  const m = IF_YOU.exec(c);
  const optional = before.length === 1 ? before[0]! : null;
  if (!m || !optional || optional.may === undefined || optional.id !== undefined) return null;
  const snapshot = { n: ctx.targets.length, last: ctx.last, words: new Set(ctx.words) };
  const inner = read(m[2]!, text, ctx);
  if (!inner || inner.length === 0 || inner.some((e) => e.id !== undefined || e.ifDone !== undefined || e.ifNotDone !== undefined)) {
    ctx.targets.length = snapshot.n;
    ctx.last = snapshot.last;
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    return null;
  }
  // The engine names a discard's, scry's, surveil's or search's own choice by the instruction's id:
  // keep the name it would have had ("discard"), so the one id names both.
  const id = choiceName(ownChoice(optional.kind) ?? 'done', ctx);
  optional.id = id;
  return inner.map((e) => (m[1] === 'do' ? { ...e, ifDone: id } : { ...e, ifNotDone: id }));
}
