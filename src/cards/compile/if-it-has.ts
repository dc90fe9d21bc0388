/**
 * Instructions with a condition on the object they affect, judged as they are followed (608.2c).
 */
import type { SpellEffect } from '../../engine/types.ts';
import { parseStatComparison } from '../../engine/compare.ts';
import type { Clause, Ctx } from './effects.ts';
import { colorNamed } from './chosen.ts';
import type { Color } from '../../engine/types.ts';

/**
 * 608.2c: "Destroy target creature if it has mana value 2 or less" (Fatal Push), "… if it has power 3 or less": one
 * instruction on one referred object (a target, "that creature", "it"), followed only if the object then meets the
 * comparison (engine/compare.ts). The target's legality doesn't change (608.2b). Null for anything else.
 */
export function ifItHas(c: string, text: string, ctx: Ctx, clause: Clause): SpellEffect[] | null {
  const m = /^(.+) if it has ((?:power|toughness|mana value) .+)$/.exec(c);
  const stat = m ? parseStatComparison(m[2]!) : null;
  if (!m || !stat) return ifItIsColor(c, text, ctx, clause);
  const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, last: ctx.last };
  const r = clause(m[1]!, text, ctx);
  const one = r?.length === 1 ? r[0]! : null;
  const spec = one?.target !== undefined ? ctx.targets.find((t) => t.word === one.target) : undefined;
  // (A target of an earlier sentence, "that creature": the one object the caller passed as the last named, ctx.last.)
  const ofSpec = spec !== undefined ? !spec.players && (spec.count ?? 1) === 1 && spec.anyNumber !== true && spec.upTo !== true : snapshot.last?.target === one?.target;
  const single = one !== null && (one.target !== undefined ? ofSpec : one.that === true || one.it === true);
  // The condition is judged on a permanent (the filter's default zone): a spell, a card in a graveyard or a trigger's card
  // that has left the battlefield ("it" of a dies trigger, 603.10a) is left unread, never judged as if it were one.
  const onBattlefield = (spec?.objects?.zone ?? 'battlefield') === 'battlefield' && !ctx.leftCard && !ctx.itIsSource;
  if (!one || !single || !onBattlefield || one.onlyIf !== undefined || one.all !== undefined || one.player !== undefined) {
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    ctx.targets.length = snapshot.n;
    ctx.last = snapshot.last;
    return null;
  }
  return [{ ...one, onlyIf: { kind: 'filter', [stat.field]: stat.range } }];
}

/**
 * 608.2c: "Counter target spell if it's blue", "Destroy target permanent if it's blue" (Pyroblast): one instruction on
 * one target, followed only if the target has that color as the instruction is followed (105.2); a target without it
 * was still legal (608.2b), so the spell resolves and that instruction does nothing. A color is judged the same on the
 * stack and on the battlefield, so a spell target is read too (never a card in a graveyard or a trigger's card).
 */
function ifItIsColor(c: string, text: string, ctx: Ctx, clause: Clause): SpellEffect[] | null {
  const m = /^(.+) if it's (white|blue|black|red|green)$/.exec(c);
  const color = m ? colorNamed(m[2]!) : null;
  if (!m || !color) return null;
  const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, last: ctx.last };
  const r = clause(m[1]!, text, ctx);
  const one = r?.length === 1 ? r[0]! : null;
  const spec = one?.target !== undefined ? ctx.targets.find((t) => t.word === one.target) : undefined;
  const single = spec !== undefined && !spec.players && (spec.count ?? 1) === 1 && spec.anyNumber !== true && spec.upTo !== true;
  const zone = spec?.objects?.zone ?? 'battlefield';
  if (!one || !single || (zone !== 'battlefield' && zone !== 'stack') || one.onlyIf !== undefined || one.all !== undefined || one.player !== undefined) {
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    ctx.targets.length = snapshot.n;
    ctx.last = snapshot.last;
    return null;
  }
  return [{ ...one, onlyIf: { kind: 'filter', colors: [color as Color] } }];
}
