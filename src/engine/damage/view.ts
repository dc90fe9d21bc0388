/**
 * One reading of the current characteristics (613) shared by a whole batch of simultaneous events:
 * combat damage is assigned and dealt all at once (510.1, 510.2), so every part of it sees the same
 * characteristics, computed once.
 */
import { runLayers } from '../layers/compute.ts';
import type { World } from '../layers/world.ts';
import type { Computed, GameState, ObjectId } from '../types.ts';

export interface View {
  byId: Record<ObjectId, Computed>;
  /** The layer system's records (for selectors: "creatures you control", "other" …). */
  world: World;
}

export function viewOf(state: GameState): View {
  const r = runLayers(state);
  return { byId: r.result.byId, world: r.world };
}
