/**
 * Issue 14: an instruction done later by a delayed triggered ability (603.7) — "Return that card to
 * the battlefield under its owner's control at the beginning of the next end step" (Flickerwisp),
 * "At the beginning of the next end step, return that card …" (Otherworldly Journey). The
 * instruction is read as usual; the ability is created as the spell or ability resolves (603.7a),
 * triggers once, at the beginning of the next end step of any turn (603.7b, 513.2), and what "it" /
 * "that card" names is bound as it is created: the objects the instruction before it moved (400.7,
 * 603.7c — a card that has left that zone since is a new object and isn't affected).
 *
 * Only instructions about that bound object, or about no object, are read: a target would be chosen
 * when the delayed ability is put on the stack, which a "next end step" sentence never says.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Ctx } from './effects.ts';

const AFTER = /^(.+?),? at the beginning of the next end step$/;
const BEFORE = /^at the beginning of the next end step, (.+)$/;

/** The delayed ability of a "… at the beginning of the next end step" clause, or null. */
export function nextEndStep(c: string, text: string, ctx: Ctx, read: (c: string, text: string, ctx: Ctx) => SpellEffect[] | null): SpellEffect[] | null {
  const m = AFTER.exec(c) ?? BEFORE.exec(c);
  if (!m || ctx.last === null) return null;
  const before = { n: ctx.targets.length, last: ctx.last };
  const inner = read(m[1]!, text, ctx);
  const undo = (): null => {
    ctx.targets.length = before.n;
    ctx.last = before.last;
    return null;
  };
  if (!inner || ctx.targets.length !== before.n) return undo();
  // Each instruction names the bound object ("it") or none at all (a player word).
  const plain = (e: SpellEffect): boolean => e.target === undefined && e.that === undefined && e.self === undefined && e.each === undefined && e.all === undefined && e.choose === undefined && e.object === undefined;
  if (!inner.every((e) => (e.it === true && plain(e)) || (e.it === undefined && plain(e) && e.kind !== 'put-onto-battlefield'))) return undo();
  const sentence = text.split(/(?<=\.)\s+/).find((s) => /at the beginning of the next end step/i.test(s)) ?? text;
  return [{ kind: 'delayed-trigger', trigger: { event: 'end-step', who: 'any', text: sentence, effects: inner } }];
}

const UPKEEP = /^(.+?),? at the beginning of the next turn's upkeep$/;

/**
 * "Draw a card at the beginning of the next turn's upkeep." (Mishra's Bauble, Portent): a delayed triggered
 * ability created as the spell or ability resolves (603.7a, 603.7d) that triggers once, at the beginning of
 * the next upkeep (603.7b, 503.1a) — that of the next turn, since the beginning of this turn's upkeep is past
 * whenever anything resolves. Only an instruction naming no object (a player's draw, life) is read.
 */
export function nextTurnUpkeep(c: string, text: string, ctx: Ctx, read: (c: string, text: string, ctx: Ctx) => SpellEffect[] | null): SpellEffect[] | null {
  const m = UPKEEP.exec(c);
  if (!m) return null;
  const before = { n: ctx.targets.length, last: ctx.last };
  const inner = read(m[1]!, text, ctx);
  const none = (e: SpellEffect): boolean => e.target === undefined && e.that === undefined && e.self === undefined && e.each === undefined && e.all === undefined && e.choose === undefined && e.object === undefined && e.it === undefined && e.kind !== 'put-onto-battlefield';
  if (!inner || ctx.targets.length !== before.n || !inner.every(none)) {
    ctx.targets.length = before.n;
    ctx.last = before.last;
    return null;
  }
  const sentence = text.split(/(?<=\.)\s+/).find((s) => /at the beginning of the next turn's upkeep/i.test(s)) ?? text;
  return [{ kind: 'delayed-trigger', trigger: { event: 'upkeep', who: 'any', text: sentence, effects: inner } }];
}
