/**
 * 702.51 Convoke. 702.51a: for each colored mana in the spell's total cost its caster may tap an
 * untapped creature of that color they control rather than pay that mana, and for each generic mana
 * an untapped creature of any color. 702.51b: not an additional or alternative cost — it applies
 * after the total cost is determined (601.2f). 702.51c: a creature tapped this way "convoked" it.
 * The cast action names the creatures (`convoke`); which symbol each pays is the player's choice, so
 * every way is tried (convokeWays), and the rest is paid with mana (601.2h).
 */
import type { Color, Computed } from '../types.ts';
import type { ManaCost } from '../casting/mana.ts';
import { hasKnown } from './known.ts';

export function hasConvoke(c: Computed): boolean {
  return hasKnown(c.keywords, 'convoke');
}

/** Ways to pay at most this many (each creature pays one symbol): beyond it the run stops rather than guess. */
const MAX_WAYS = 4096;

/**
 * The costs left after each creature (by its colors) pays one symbol of `cost` (702.51a): a colored
 * symbol of one of its colors, or one generic. Distinct results only; none when the creatures can't
 * all pay a symbol (more creatures than symbols they can pay); null when there are too many ways.
 */
export function convokeWays(cost: ManaCost, creatures: readonly (readonly Color[])[]): ManaCost[] | null {
  let ways: ManaCost[] = [{ ...cost, typed: { ...cost.typed } }];
  for (const colors of creatures) {
    const next = new Map<string, ManaCost>();
    for (const w of ways) {
      const options: ManaCost[] = [];
      for (const col of new Set(colors)) if (w.typed[col] > 0) options.push({ ...w, typed: { ...w.typed, [col]: w.typed[col] - 1 } });
      if (w.generic > 0) options.push({ ...w, generic: w.generic - 1 });
      for (const o of options) next.set(JSON.stringify([o.generic, o.typed]), o);
    }
    ways = [...next.values()];
    if (ways.length > MAX_WAYS) return null;
  }
  return ways;
}
