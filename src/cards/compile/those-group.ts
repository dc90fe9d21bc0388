/**
 * "Those creatures" after an instruction that affected (or counted) every creature of a group (608.2c: one
 * ability, read in order): "Put a +1/+1 counter on each creature you control. Those creatures gain
 * vigilance until end of turn.", "Draw a card for each creature you control with a +1/+1 counter on it.
 * Those creatures gain indestructible until end of turn." The second instruction affects the creatures the first one did. Both
 * are followed one after the other as the ability resolves, with nothing happening between them, so
 * "those creatures" are the group's creatures at that moment — the same group, judged again — as long
 * as the first instruction can't change which creatures the group holds: only a group named by
 * controller, types, subtypes, supertypes and colors is read (never one that counts power, counters,
 * tapped or damage, which the first instruction may change). The continuous effect's set of creatures
 * is locked in as it begins (611.2c), as for any "creatures you control gain …".
 */
import type { ObjectFilter, SpellEffect } from '../../engine/types.ts';
import type { Clause, Ctx } from './effects.ts';

/** The filter fields a group may use here: none of them changes with counters, damage or tapping. */
const STABLE: ReadonlySet<string> = new Set(['kind', 'controller', 'types', 'subtypes', 'supertypes', 'colors', 'notColors', 'notTypes', 'notSubtypes', 'other']);

const THOSE = /^those creatures (gain|get|have|can't) (.+)$/;

/** "creatures", said with nothing else: a filter of exactly that. */
const onlyCreatures = (a: { kind: string }): boolean => a.kind === 'filter' && Object.keys(a).length === 2 && creatures(a as ObjectFilter);

const creatures = (f: ObjectFilter): boolean => f.types?.length === 1 && f.types[0] === 'Creature' && f.zone === undefined;

/**
 * The group the one instruction before affected ("each creature you control"), when it is a stable group of
 * creatures; or the creatures it counted ("Draw a card for each creature you control with a +1/+1 counter on it"):
 * drawing cards or gaining life changes nothing on the battlefield, so any group counted so is still the same.
 */
function groupBefore(sentence: readonly SpellEffect[]): ObjectFilter | null {
  if (sentence.length !== 1) return null;
  const e = sentence[0]!;
  if (e.target !== undefined || e.onlyIf !== undefined) return null;
  const count = e.amountFrom === 'count' && (e.kind === 'draw' || e.kind === 'life') ? e.amountCount : undefined;
  if (count !== undefined && e.all === undefined) return creatures(count) ? count : null;
  const all = e.all;
  if (all === undefined || !Object.keys(all).every((k) => STABLE.has(k))) return null;
  return creatures(all) ? all : null;
}

/**
 * 608.2c, 611.2c: "Those creatures gain <keywords> until end of turn" (or get, have, can't) after one
 * instruction on each creature of a stable group (`before`: the instructions of the sentence before):
 * the continuous effect `read` gives the same words said of "creatures", for that group. Null when it
 * isn't that shape or `read` doesn't give one continuous effect on all creatures (it undoes its own words).
 */
export function thoseCreatures(c: string, before: readonly SpellEffect[], read: (clause: string) => SpellEffect[] | null): SpellEffect[] | null {
  const m = THOSE.exec(`${c.charAt(0).toLowerCase()}${c.slice(1)}`);
  const group = m ? groupBefore(before) : null;
  if (!m || !group) return null;
  const r = read(`creatures ${m[1]!} ${m[2]!}`);
  const one = r?.length === 1 ? r[0]! : null;
  if (!one || one.kind !== 'apply-effect' || !onlyCreatures(one.effect.affects)) return null;
  return [{ ...one, effect: { ...one.effect, affects: { ...group } } }];
}

/** thoseCreatures inside one ability's text, read with its clause templates (undone when not read). */
export function thoseCreaturesClause(c: string, text: string, ctx: Ctx, sentence: readonly SpellEffect[], clauses: Clause): SpellEffect[] | null {
  const snapshot = { words: new Set(ctx.words), n: ctx.targets.length, last: ctx.last };
  const r = thoseCreatures(c, sentence, (x) => clauses(x, text, ctx));
  if (r) return r;
  ctx.words.clear();
  for (const w of snapshot.words) ctx.words.add(w);
  ctx.targets.length = snapshot.n;
  ctx.last = snapshot.last;
  return null;
}
