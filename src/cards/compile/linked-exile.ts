/**
 * Issue 14: linked abilities (607.2a) of the Oblivion Ring kind — "When this enters, exile another
 * target nonland permanent." with "When this leaves the battlefield, return the exiled card to the
 * battlefield under its owner's control." The second names the cards the first exiled, so it is read
 * only with exactly one exiling ability on the card, a triggered ability with a target; the exile of
 * that ability is marked `linked` (the engine keeps what it exiled for the other ability, state
 * `linkedExiles`). Otherwise "the exiled card" names nothing the engine can follow: unmodelled.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Clause, Ctx } from './effects.ts';
import { objectRef } from './effect-refs.ts';
import type { GapClass } from './gaps.ts';
import type { Parts } from './text-parts.ts';
import { missInOrder } from './text-parts.ts';
import { someNode, someString } from '../../core/tree.ts';

type Ability = Record<string, unknown> & { text?: unknown; effects?: unknown };
type Effect = Record<string, unknown> & { kind?: unknown };

const effectsOf = (a: Ability): Effect[] => (Array.isArray(a.effects) ? (a.effects as Effect[]) : []);
const returnsExiled = (a: Ability): boolean => someNode(a, (n) => n.exiledWith === true);
const exiles = (a: Ability): boolean => someNode(a, (n) => n.kind === 'exile');

/** Keeps the "return the exiled card" abilities only with the one targeted exile they are linked to (607.2a). */
export function linkedExiles(parts: Parts, kindOf: (t: string) => GapClass, text: string, start: number): void {
  const lists: Ability[][] = [parts.triggers, parts.activated];
  const returning = lists.flatMap((l) => l.filter(returnsExiled));
  if (returning.length === 0) return;
  const exiling = lists.flatMap((l) => l.filter((a) => !returnsExiled(a) && exiles(a)));
  const one = exiling.length === 1 && !exiles((parts.spell ?? {}) as Ability) && !parts.replacements.some((r) => exiles(r as unknown as Ability)) ? exiling[0]! : null;
  const targeted = one ? effectsOf(one).filter((e) => e.kind === 'exile' && typeof e.target === 'string') : [];
  const whole = one !== null && targeted.length === 1 && effectsOf(one).filter((e) => e.kind === 'exile').length === 1 && !someString(one.modes ?? null, (t) => t === 'exile');
  if (whole && returning.length === 1 && !exiles(returning[0]!)) {
    targeted[0]!.linked = true;
    return;
  }
  // Not linked to one exile the engine follows: each "return the exiled card" ability is a gap.
  for (const l of lists) {
    for (let i = l.length - 1; i >= 0; i--) if (returnsExiled(l[i]!)) l.splice(i, 1);
  }
  const texts = new Set(returning.map((a) => String(a.text)));
  parts.modelled = parts.modelled.filter((l) => !texts.has(l));
  for (const t of texts) missInOrder(parts, t, kindOf(t), text, start);
}

/**
 * "Return it / the exiled card to the battlefield" with nothing named before it, in a leaves (or
 * dies) ability of its own: "it" is the card the source became (603.6, 400.7e); "the exiled card" is
 * what the ability linked to it exiled (607.2a), kept only if the card has that one exiling ability
 * (compile/linked-exile.ts). Anything else isn't read.
 */
export function leftOrExiled(what: string, ctx: Ctx, under: { underOwner?: boolean; tapped?: boolean; counters?: Record<string, number> }, counters: boolean): SpellEffect[] | null {
  if (ctx.last !== null || !ctx.leftCard) return null;
  if (what === 'it') return [{ kind: 'put-onto-battlefield', leftCard: true, ...under }];
  return what === 'the exiled card' && !counters ? [{ kind: 'put-onto-battlefield', exiledWith: true, ...under }] : null;
}

/**
 * 610.3: "exile target … until this leaves the battlefield" (Banishing Light, Portable Hole) — a
 * permanent's own ability only, its exile ending when that permanent leaves (no linked ability: the
 * return is a one-shot effect right after that event, engine/zones.ts).
 */
export const exileUntil: Clause = (c, _text, ctx) => {
  const m = /^exile (.+?) until (?:this|~)(?: [a-z]+)? leaves the battlefield$/.exec(c);
  const ref = m && ctx.self && !ctx.spell ? objectRef(m[1]!, ctx) : null;
  return ref?.target !== undefined ? [{ kind: 'exile', ...ref, untilLeaves: true }] : null;
};
