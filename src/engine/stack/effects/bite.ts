/**
 * "Target creature you control deals damage equal to its power to target creature you don't control": one creature
 * deals damage to another, as much as its power when the instruction is followed (608.2h). It is not a fight
 * (701.14): only the first deals damage. If either target is illegal as the spell resolves (608.2b), no damage is
 * dealt — an illegal dealer's power is information about an illegal target, which can't be determined, and an illegal
 * recipient isn't affected. The damage isn't combat damage; deathtouch, lifelink and replacement and prevention effects
 * apply to it as to any damage (the damage action's pipeline).
 */
import { emit } from '../../run.ts';
import { step } from '../../trace.ts';
import { itemLabel } from '../items.ts';
import { NOTHING } from '../instructions.ts';
import { NONE, byIdNow } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';

export function bite(c: EffectCall<'bite'>): Outcome {
  const { run, item, e, refs, legal } = c;
  const chosenFirst = e.target !== undefined ? (item.targets[e.target] ?? []) : refs;
  const chosenSecond = item.targets[e.with] ?? [];
  // 601.2c: an "up to one" target not chosen: nothing deals or is dealt damage.
  if (chosenFirst.length === 0 || chosenSecond.length === 0) return NONE;
  const label = (id: string | undefined): string => (id === undefined ? '-' : (run.state.objects.find((o) => o.id === id)?.label ?? id));
  const a = refs[0];
  const b = (legal[e.with] ?? [])[0];
  const dealer = a === undefined ? undefined : run.state.objects.find((o) => o.id === a);
  const c1 = a === undefined ? undefined : byIdNow(run)[a];
  const base = { item: itemLabel(run.state, item), a: label(a ?? chosenFirst[0]), b: label(b ?? chosenSecond[0]) };
  if (a === undefined || b === undefined || dealer?.zone !== 'battlefield' || !c1?.types.includes('Creature')) {
    emit(run, step('resolve.bite', ['608.2b'], { ...base, dealt: false, power: 0 }));
    return NONE;
  }
  const power = Math.max(0, c1.power ?? 0);
  emit(run, step('resolve.bite', ['608.2h'], { ...base, dealt: true, power }));
  run.perform({ kind: 'damage', source: a, target: b, amount: power, combat: false });
  return { did: c.did(), previous: NOTHING };
}
