/** Issue 14: a sacrifice of several permanents by the ability's controller (701.21a). */
import type { Ctx } from './effects.ts';
import type { SpellEffect } from '../../engine/types.ts';
import { numberWord } from './text.ts';
import { choiceName } from './effect-refs.ts';
import { parseGroup } from './words.ts';

/** 701.21a, 608.2d: "sacrifice two lands" (Lotus Field) — that many of the controller's, their choice (all if fewer). */
export function sacrificeSeveral(c: string, ctx: Ctx): SpellEffect[] | null {
  const m = /^sacrifice (two|three|four|five) (.+)$/.exec(c);
  const n = m ? numberWord(m[1]!) : null;
  const many = m && n ? parseGroup(m[2]!) : null;
  return many && many.plural && !many.filter.controller && !many.filter.other ? [{ kind: 'sacrifice', choose: { name: choiceName('sacrifice', ctx), filter: { ...many.filter }, count: n! } }] : null;
}
