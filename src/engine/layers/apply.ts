/**
 * Applying one effect instance in one layer: which objects it affects (613.6, 611.2c, 611.3a) and
 * what its parts of that layer do to each, dispatched to the module of the layer.
 */
import { assertNever } from '../../core/result.ts';
import type { Layer, ObjectId } from '../types.ts';
import { applyAbilities } from './abilities.ts';
import { applyColor } from './color.ts';
import { applyControl } from './control.ts';
import { applyCopy } from './copy.ts';
import { modsIn } from './instances.ts';
import type { EffectInstance } from './instances.ts';
import { applyPT } from './pt.ts';
import { selectIds } from './select.ts';
import { staticConditionHolds } from './conditions.ts';
import type { SelectContext } from './select.ts';
import { applyType } from './type.ts';
import type { Working, World } from './world.ts';

/** The affected set each effect got when it started to apply (613.6), by instance id. */
export type StartedSets = ReadonlyMap<string, readonly ObjectId[]>;

/** "You" is the controller of a resolved effect, or the current controller of a static ability's source. */
export function contextFor(inst: EffectInstance, world: World): SelectContext {
  const you = inst.fixedController ?? (inst.sourceId === null ? null : (world.byId.get(inst.sourceId)?.controller ?? null));
  return { sourceId: inst.sourceId, you };
}

/** Is the effect there to apply? A static ability's effect exists while its source has the ability
 * and functions (113.6: on the battlefield; 604.3: a CDA everywhere), or once it has started (613.6). */
export function instanceExists(inst: EffectInstance, world: World, started: StartedSets): boolean {
  if (inst.origin !== 'static') return true;
  if (started.has(inst.id)) return true;
  const holder = inst.sourceId === null ? undefined : world.byId.get(inst.sourceId);
  if (!holder) return false;
  if (holder.zone !== 'battlefield' && !inst.cda) return false;
  return holder.statics.some((s) => s.key === inst.staticKey);
}

/** Whether the affected set is already fixed (locked in by 611.2c, or started in an earlier layer, 613.6). */
export function hasFixedSet(inst: EffectInstance, started: StartedSets): boolean {
  return inst.lockedIds !== null || started.has(inst.id);
}

export function affectedIds(inst: EffectInstance, world: World, started: StartedSets): ObjectId[] {
  const fixed = started.get(inst.id) ?? inst.lockedIds;
  if (fixed !== null) return fixed.filter((id) => world.byId.has(id));
  const ctx = contextFor(inst, world);
  // 611.3a: a conditional static ability's effect applies to nothing while its condition doesn't hold
  // (read as the effect begins to apply; 613.6 then keeps its set for the later layers).
  if (inst.condition !== undefined && !staticConditionHolds(inst.condition, world, ctx)) return [];
  return selectIds(inst.affects, world, ctx);
}

/** Does the conditional static ability's condition hold now (true for an effect without one, or one already begun, 613.6)? */
export function conditionMet(inst: EffectInstance, world: World, started: StartedSets): boolean {
  return inst.condition === undefined || started.has(inst.id) || staticConditionHolds(inst.condition, world, contextFor(inst, world));
}

/** The parts of the instance that belong to this layer, applied to one object. */
export function applyToObject(inst: EffectInstance, layer: Layer, w: Working, world: World): { w: Working; rules: string[] } {
  const ctx = contextFor(inst, world);
  let cur = w;
  const rules: string[] = [];
  for (const mod of modsIn(inst, layer)) {
    switch (mod.kind) {
      case 'copy':
        cur = applyCopy(mod, cur, world);
        break;
      case 'set-controller':
        cur = applyControl(mod, cur, ctx.you);
        break;
      case 'set-types':
      case 'add-types':
      case 'remove-types': {
        const r = applyType(mod, cur);
        cur = r.w;
        rules.push(...r.rules);
        break;
      }
      case 'set-colors':
      case 'add-colors':
        cur = applyColor(mod, cur);
        break;
      case 'add-keywords':
      case 'add-abilities':
      case 'add-triggers':
      case 'add-activated':
      case 'remove-keywords':
      case 'lose-all-abilities':
      case 'cant-have-keywords': {
        const r = applyAbilities(mod, cur, { id: inst.id, timestamp: inst.timestamp });
        cur = r.w;
        rules.push(...r.rules);
        break;
      }
      case 'set-pt-cda':
      case 'set-pt':
      case 'modify-pt':
      case 'modify-pt-per':
      case 'switch-pt':
        cur = applyPT(mod, cur, world, ctx);
        break;
      default:
        assertNever(mod);
    }
  }
  return { w: cur, rules };
}

/** Applies the instance to every object it affects; returns the changed records (nothing is mutated). */
export function applyInstance(
  inst: EffectInstance,
  layer: Layer,
  world: World,
  started: StartedSets,
): { affected: ObjectId[]; changed: Map<ObjectId, Working>; rules: Map<ObjectId, string[]> } {
  const affected = affectedIds(inst, world, started);
  const changed = new Map<ObjectId, Working>();
  const rules = new Map<ObjectId, string[]>();
  for (const id of affected) {
    const w = world.byId.get(id);
    if (!w) continue;
    const r = applyToObject(inst, layer, w, world);
    if (r.w !== w) changed.set(id, r.w);
    rules.set(id, r.rules);
  }
  return { affected, changed, rules };
}
