/**
 * The rules engine's public API (issue 3). Pure and deterministic: no I/O, clock or randomness;
 * the input state is never mutated.
 *
 * - `resolve(state, actions, limits?)`: performs the actions with state-based actions after each
 *   (704.3) and returns the final state, every object's computed characteristics and the trace.
 * - `computeCharacteristics(state)`: every object's characteristics through layers 1-7 (613) with
 *   its per-object layer breakdown.
 */
import { computeLayers } from './layers/compute.ts';
import type { GameState, LayerResult } from './types.ts';

export { resolve } from './resolve.ts';
export { TRACE_KEYS } from './trace-keys.ts';
export type { TraceKey } from './trace-keys.ts';

export function computeCharacteristics(state: GameState): LayerResult {
  return computeLayers(state);
}
