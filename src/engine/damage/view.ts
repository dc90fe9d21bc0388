/**
 * One reading of the current characteristics (613) shared by a whole batch of simultaneous events:
 * combat damage is assigned and dealt all at once (510.1, 510.2), so every part of it sees the same
 * characteristics, computed once.
 */
import { layersOf } from '../run.ts';
import type { World } from '../layers/world.ts';
import { withFacts } from '../layers/conditions.ts';
import type { Computed, ObjectId } from '../types.ts';
import type { Run } from '../run.ts';

export interface View {
  byId: Record<ObjectId, Computed>;
  /** The layer system's records (for selectors: "creatures you control", "other" …). */
  world: World;
}

export function viewOf(run: Run): View {
  const r = layersOf(run);
  // 506.4: a prevention or replacement effect may watch "attacking creatures": the combat facts, taken now.
  return { byId: r.result.byId, world: withFacts(r.world, run.state) };
}
