/**
 * "Target creature you control deals damage equal to its power to target creature [or planeswalker] you don't control"
 * (a "bite"): the first target deals damage to the second, as much as its power when the instruction is followed
 * (608.2h); if either target is illegal then, no damage is dealt (608.2b; engine/stack/effects/bite.ts). Only a
 * target dealing damage to one other target is read: "… to each other creature", a player recipient, or a rider on
 * trample's excess damage stay unread.
 */
import type { Clause } from './effects.ts';
import { objectRef, target } from './effect-refs.ts';

export const bite: Clause = (c, _text, ctx) => {
  const m = /^(target [a-z ,']+?|that creature|it) deals damage equal to its power to ((?:another )?target [a-z ,']+)$/.exec(c);
  if (!m || /\b(?:player|opponent|any)\b/.test(m[2]!)) return null;
  const first = objectRef(m[1]!, ctx);
  if (!first || first.all || first.that || first.target === undefined) return null;
  const second = target(m[2]!, ctx);
  return second ? [{ kind: 'bite', with: second, ...first }] : null;
};
