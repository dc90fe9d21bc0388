/**
 * The activated abilities an object has (602.1, 113.10): its printed ones first, numbered from 0 as an
 * activate action names them, then those effects grant it in layer 6 (613.1f; Computed.grantedActivated)
 * in the order they were granted. An object that lost all its abilities (613.1f) lost its printed ones
 * and those granted before that effect; an ability granted after it is still there (613.7a).
 */
import type { ActivatedAbility, Computed, GameObject } from '../types.ts';

export function activatedOf(o: GameObject, c: Computed | undefined): readonly ActivatedAbility[] {
  const printed = o.printed.activated ?? [];
  const granted = c?.grantedActivated ?? [];
  return granted.length === 0 ? printed : [...printed, ...granted.map((g) => g.ability)];
}

/** Whether the ability numbered `index` is one of the object's printed ones (not one an effect grants). */
export function isPrinted(o: GameObject, index: number): boolean {
  return index < (o.printed.activated ?? []).length;
}

/** The abilities it can still activate: a printed one is gone once it lost all its abilities (613.1f); a granted one it still has is not. */
export function usableActivated(o: GameObject, c: Computed | undefined): readonly ActivatedAbility[] {
  return c?.lostAllAbilities === true ? (c.grantedActivated ?? []).map((g) => g.ability) : activatedOf(o, c);
}
