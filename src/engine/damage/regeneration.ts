/**
 * Regeneration (701.19, 614.8): a destruction-replacement effect. The next time the permanent would
 * be destroyed this turn, instead all damage marked on it is removed, its controller taps it, and, if
 * it is an attacking or blocking creature, it is removed from combat (506.4). It replaces destruction
 * only (701.8: destroy effects, 704.5g lethal damage, 704.5h deathtouch); it doesn't save a creature
 * with toughness 0 or less (704.5f), and a sacrificed permanent isn't destroyed (701.21a).
 */
import { removeFromCombat } from '../combat/state.ts';
import { setTapped } from '../events.ts';
import { countEvent, emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { GameObject } from '../types.ts';
import { effectLabel } from './replacement.ts';
import { inForce } from '../replacement/in-force.ts';
import { edit } from '../changes.ts';

/** Applies a regeneration shield if the permanent has one; returns true if it was regenerated instead of destroyed. */
export function regenerate(run: Run, obj: GameObject): boolean {
  const list = run.state.replacements ?? [];
  const shield = list.find((e) => e.kind === 'regeneration-shield' && e.object === obj.id && inForce(run, e));
  if (!shield) return false;
  // 701.19c: a permanent that can't be regenerated this turn keeps its shield unused; the destruction happens.
  if ((run.state.cantRegenerate ?? []).includes(obj.id)) {
    emit(run, step('resolve.cant-regenerate', ['701.19c'], { object: obj.label }));
    return false;
  }
  // The shield is used up (701.19a: "the next time").
  run.state.replacements = list.filter((e) => e !== shield);
  countEvent(run);
  const damage = obj.damage;
  edit(run, obj).damage = 0;
  edit(run, obj).deathtouchDamage = false;
  emit(run, step('regeneration.applied', ['701.19a', '614.8'], { object: obj.label, effect: effectLabel(shield), damage }));
  if (!obj.tapped) setTapped(run, obj, true);
  removeFromCombat(run, obj.id, 'regenerated');
  return true;
}
