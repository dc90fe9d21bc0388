/** Layer 5 (613.1e): color-changing effects. "Becomes blue" replaces the colors; "is also blue" adds. */
import type { Color, Modification } from '../types.ts';
import { COLORS } from '../types.ts';
import { patch } from './world.ts';
import type { Working } from './world.ts';

type ColorMod = Extract<Modification, { kind: 'set-colors' | 'add-colors' }>;

function ordered(colors: Iterable<Color>): Color[] {
  const set = new Set(colors);
  return COLORS.filter((c) => set.has(c));
}

export function applyColor(mod: ColorMod, w: Working): Working {
  const colors = mod.kind === 'set-colors' ? ordered(mod.colors) : ordered([...w.colors, ...mod.colors]);
  // Unchanged (already those colors): the same record, so nothing counts as changed.
  if (colors.length === w.colors.length && colors.every((c, i) => c === w.colors[i])) return w;
  return patch(w, { colors });
}
