/**
 * Copying a spell (707.10): "Copy target instant or sorcery spell." — the target spell is copied once
 * as the instruction is followed; its copy keeps the original's targets (707.10) unless the next
 * sentence, "You may choose new targets for the copy.", lets its controller choose new ones (707.10c).
 * A copy "except …" (707.9) or of an ability, and "then return it …", are not read.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Clause } from './effects.ts';
import { target } from './effect-refs.ts';

/** "copy target [instant or sorcery] spell [you control]" — only a spell: the target is an object on the stack (115.1). */
export const copySpellClause: Clause = (c, _text, ctx) => {
  const m = /^copy (target (?:(?:instant or sorcery|instant|sorcery|noncreature|creature) )?spell(?: you control| an opponent controls)?)$/.exec(c);
  if (!m) return null;
  const w = target(m[1]!, ctx);
  return w ? [{ kind: 'copy-spell', count: 1, target: w }] : null;
};

/**
 * 707.10c: "You may choose new targets for the copy." right after one copy of a target spell (the
 * instruction just before): that copy may be given new targets. False when it isn't that sentence or
 * no such copy came just before it.
 */
export function markNewTargets(c: string, effects: readonly SpellEffect[]): boolean {
  if (!/^[Yy]ou may choose new targets for the copy$/.test(c)) return false;
  const last = effects.at(-1);
  if (!last || last.kind !== 'copy-spell' || last.count !== 1 || last.newTargets === true) return false;
  last.newTargets = true;
  return true;
}
