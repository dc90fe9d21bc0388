/**
 * Layer 7 (613.4): power and toughness. 7a characteristic-defining abilities, 7b setting effects,
 * 7c modifying effects and counters (122.1a), 7d switching. 208.3: a noncreature permanent has no
 * power or toughness, and an effect on it does nothing unless it becomes a creature (208.3a).
 */
import { assertNever } from '../../core/result.ts';
import { boundPT } from '../bounds.ts';
import type { Modification } from '../types.ts';
import { evaluate } from './select.ts';
import type { SelectContext } from './select.ts';
import { patch } from './world.ts';
import type { Working, World } from './world.ts';

type PTMod = Extract<Modification, { kind: 'set-pt-cda' | 'set-pt' | 'modify-pt' | 'modify-pt-per' | 'switch-pt' }>;

/** Whether an object has power and toughness for layer 7 (208.3). */
export function hasPT(w: Working): boolean {
  const creature = w.types.includes('Creature');
  if (w.zone === 'battlefield') return creature;
  return creature || w.power !== null || w.toughness !== null;
}

/**
 * Before layer 7: a noncreature permanent has no P/T (208.3). (A Vehicle that became a creature
 * keeps its printed values, 301.7b.) A creature without a value keeps none for now, so the trace
 * shows "-/-" until an effect gives it one; it counts as 0 (208.5) in every effect and in the result.
 */
export function normalizeForLayer7(w: Working): Working {
  if (!hasPT(w)) return w.power === null && w.toughness === null ? w : patch(w, { power: null, toughness: null });
  return w;
}

/** 208.5: after the layers, a creature with no value for its power or toughness has 0. */
export function defaultPT(w: Working): Pick<Working, 'power' | 'toughness'> {
  if (!w.types.includes('Creature')) return { power: w.power, toughness: w.toughness };
  return { power: w.power ?? 0, toughness: w.toughness ?? 0 };
}

export function applyPT(mod: PTMod, w: Working, world: World, ctx: SelectContext): Working {
  if (!hasPT(w)) return w;
  const p = w.power ?? 0;
  const t = w.toughness ?? 0;
  switch (mod.kind) {
    case 'set-pt-cda':
      return patch(w, {
        power: mod.power === null ? w.power : evaluate(mod.power, world, ctx),
        toughness: mod.toughness === null ? w.toughness : evaluate(mod.toughness, world, ctx),
      });
    case 'set-pt':
      return patch(w, { power: mod.power ?? w.power, toughness: mod.toughness ?? w.toughness });
    case 'modify-pt':
      return patch(w, { power: boundPT(p + mod.power), toughness: boundPT(t + mod.toughness) });
    case 'modify-pt-per': {
      // 7c sums many modifications, each "per" a count: the sum is bounded so it stays exact.
      const n = evaluate(mod.per, world, ctx);
      return patch(w, { power: boundPT(p + mod.power * n), toughness: boundPT(t + mod.toughness * n) });
    }
    case 'switch-pt':
      // 613.4d: power takes the toughness value and toughness the power value.
      return patch(w, { power: t, toughness: p });
    default:
      return assertNever(mod);
  }
}
