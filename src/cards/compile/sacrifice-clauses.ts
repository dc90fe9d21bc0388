/** Issue 14: a sacrifice of several permanents by the ability's controller (701.21a). */
import type { Ctx } from './effects.ts';
import type { SpellEffect } from '../../engine/types.ts';
import { numberWord } from './text.ts';
import { choiceName, objectRef } from './effect-refs.ts';
import { parseGroup } from './words.ts';

/** 701.21a, 608.2d: "sacrifice two lands" (Lotus Field) — that many of the controller's, their choice (all if fewer). */
export function sacrificeSeveral(c: string, ctx: Ctx): SpellEffect[] | null {
  const m = /^sacrifice (two|three|four|five) (.+)$/.exec(c);
  const n = m ? numberWord(m[1]!) : null;
  const many = m && n ? parseGroup(m[2]!) : null;
  return many && many.plural && !many.filter.controller && !many.filter.other ? [{ kind: 'sacrifice', choose: { name: choiceName('sacrifice', ctx), filter: { ...many.filter }, count: n! } }] : null;
}

/**
 * 701.21a: "Sacrifice this / it / that creature / the creature / that token": the ability's own object, or the one the
 * instruction before moved or made (400.7j, 111.1) — "the creature" and "that token" name it as "it" does. A target is
 * never sacrificed by its words alone.
 */
export function sacrificeNamed(c: string, ctx: Ctx): SpellEffect[] | null {
  const m = /^sacrifice (this|it|that creature|the creature|that token|the token)$/.exec(c);
  if (!m) return null;
  const said = m[1] === 'this' || m[1] === 'it' ? m[1] : ctx.last?.it === true ? 'it' : m[1] === 'that creature' ? m[1] : null;
  const ref = said === null ? null : objectRef(said, ctx);
  return ref?.self ? [{ kind: 'sacrifice', self: true }] : ref?.it ? [{ kind: 'sacrifice', it: true }] : null;
}
