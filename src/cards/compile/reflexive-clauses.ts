/**
 * Issue 14: a reflexive triggered ability (603.12) — "When this land enters, sacrifice it. When you
 * do, search your library for …" (the Hideout lands of Streets of New Capenna). The instruction
 * before it is a sacrifice; the reflexive ability is created as that instruction's ability resolves
 * and triggers only if the sacrifice was done (603.12), then goes on the stack as a triggered
 * ability of its own (603.3), so a player can respond between the two.
 *
 * Only an instruction that names no object is read ("search your library …", "you gain 1 life"): a
 * target would be chosen when the reflexive ability is put on the stack (603.3d), and "it" after a
 * sacrifice would name a card that has left the battlefield; those stay unread.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Ctx } from './effects.ts';

const WHEN_YOU_DO = /^when you do, (.+)$/;

/** The reflexive ability of a "When you do, …" sentence after a sentence that sacrifices, or null. */
export function whenYouDo(c: string, text: string, ctx: Ctx, before: readonly SpellEffect[], read: (c: string, text: string, ctx: Ctx) => SpellEffect[] | null): SpellEffect[] | null {
  const m = WHEN_YOU_DO.exec(c);
  if (!m || before.length !== 1 || before[0]!.kind !== 'sacrifice') return null;
  const snapshot = { n: ctx.targets.length, last: ctx.last, words: new Set(ctx.words) };
  const inner = read(m[1]!, text, ctx);
  const undo = (): null => {
    ctx.targets.length = snapshot.n;
    ctx.last = snapshot.last;
    ctx.words.clear();
    for (const w of snapshot.words) ctx.words.add(w);
    return null;
  };
  if (!inner || ctx.targets.length !== snapshot.n) return undo();
  const plain = (e: SpellEffect): boolean =>
    e.target === undefined && e.that === undefined && e.self === undefined && e.it === undefined && e.each === undefined && e.all === undefined && e.choose === undefined && e.object === undefined && e.may === undefined;
  if (!inner.every(plain)) return undo();
  const sentence = text.split(/(?<=\.)\s+/).find((s) => /^when you do\b/i.test(s)) ?? text;
  return [{ kind: 'reflexive', ability: { text: sentence, effects: inner } }];
}
