/**
 * 608.2h, 107.3: an amount that is the ability's own source's power or toughness — "create X 1/1 white Vampire creature
 * tokens with lifelink, where X is its power", "create a number of tapped Treasure tokens equal to its power", "draw
 * cards equal to this creature's power", "you gain life equal to its toughness" — read as the instruction is followed,
 * or as the source last existed once it has left the battlefield (its own dies trigger looks back, 603.10a). Only one
 * token, a draw, life or damage with the amount said once.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Clause, Ctx } from './effects.ts';
import { oneInstruction } from './one-instruction.ts';

/** "its", "this's" (the card's name, normalised), "this creature's". */
const OWN = "(?:its|this's|this creature's)";

// (Built once: the compiler tries them on every instruction of the catalog.)
const WHERE_X = new RegExp(`^(.+), where X is ${OWN} (power|toughness)$`);
const TOKENS_EQUAL = new RegExp(`^create a number of (tapped )?(.+?) tokens equal to ${OWN} (power|toughness)$`);
const DRAW_EQUAL = new RegExp(`^(.*?)(draws?) cards equal to ${OWN} (power|toughness)$`);
const LIFE_EQUAL = new RegExp(`^(.*?)(gains?|loses?) life equal to ${OWN} (power|toughness)$`);

/** The instruction for one of it (the amount read from the source), or null. */
function headOf(c: string): { head: string; stat: 'power' | 'toughness' } | null {
  let m: RegExpExecArray | null;
  if ((m = WHERE_X.exec(c))) {
    const one = m[1]!
      .replace(/\bcreate X (tapped )?(.+?) tokens\b/, 'create a $1$2 token')
      .replace(/\b(draws?) X cards\b/, '$1 a card')
      .replace(/\b(gains?|loses?) X life\b/, '$1 1 life');
    return one === m[1] || /\bX\b/.test(one) ? null : { head: one, stat: m[2] as 'power' | 'toughness' };
  }
  if ((m = TOKENS_EQUAL.exec(c))) return { head: `create a ${m[1] ?? ''}${m[2]!} token`, stat: m[3] as 'power' | 'toughness' };
  if ((m = DRAW_EQUAL.exec(c))) return { head: `${m[1]!}${m[2]!} a card`, stat: m[3] as 'power' | 'toughness' };
  if ((m = LIFE_EQUAL.exec(c))) return { head: `${m[1]!}${m[2]!} 1 life`, stat: m[3] as 'power' | 'toughness' };
  return null;
}

/**
 * The instruction with its amount from the source's power or toughness ('source-power' / 'source-toughness'), when
 * "its" / "this" is the ability's own permanent (or, in its leaves trigger, that permanent as it last existed).
 */
export function ownStatAmount(c: string, text: string, ctx: Ctx, clause: Clause): SpellEffect[] | null {
  const h = headOf(c);
  if (!h) return null;
  // "its" is the source only when nothing else was named before it; "this's" / "this creature's" is the source.
  const its = new RegExp(`\\bits ${h.stat}$`).test(c);
  const own = its ? ctx.last === null && (ctx.it === 'self' || ctx.itIsSource || ctx.leftCard) : ctx.self || ctx.itIsSource || ctx.leftCard;
  if (!own) return null;
  const one = oneInstruction(h.head, text, ctx, clause, ['create', 'draw', 'life']);
  if (!one) return null;
  return [{ ...one, amountFrom: h.stat === 'power' ? 'source-power' : 'source-toughness' } as SpellEffect];
}
