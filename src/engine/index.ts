/**
 * The rules engine's public API (issue 3). Pure and deterministic: no I/O, clock or randomness;
 * the input state is never mutated.
 *
 * - `resolve(state, actions, limits?)`: performs the actions with state-based actions after each
 *   (704.3) and returns the final state, every object's computed characteristics and the trace.
 *   Bounds (objects, effects, events, work) stop it with an EngineError.
 * - `computeCharacteristics(state, options?)`: every object's characteristics through layers 1-7
 *   (613) with its per-object layer breakdown (`trace: false` leaves the breakdown out). With a
 *   work meter, the computation counts against its budget and throws an EngineHalt
 *   (`too_much_work`) when the budget runs out.
 */
import { computeLayers } from './layers/layer-run.ts';
import type { GameState, LayerResult } from './types.ts';
import type { WorkMeter } from './work.ts';

export { resolve } from './resolve.ts';
export { EngineHalt } from './run.ts';
export { workMeter } from './work.ts';
export type { WorkMeter } from './work.ts';
export { TRACE_KEYS } from './trace-keys.ts';
export type { TraceKey } from './trace-keys.ts';

export interface ComputeOptions {
  work?: WorkMeter;
  /** Record the per-object layer breakdown (default true). */
  trace?: boolean;
}

export function computeCharacteristics(state: GameState, options: ComputeOptions = {}): LayerResult {
  return computeLayers(state, options.work ?? null, options.trace ?? true);
}
