/**
 * The context of one `resolve` call: the engine's own copy of the state (the caller's state is
 * cloned once at the boundary and never touched), the trace being written, and the bounds.
 * A bound hit, a loop, a bad reference or something the engine can't model stops the run by
 * throwing an EngineHalt, which `resolve` turns into an EngineError.
 */
import type { GameEvent } from './game-events.ts';
import type { SeenObject } from './gap-relevance.ts';
import type { TraceKey } from './trace-keys.ts';
import type { EngineError, EngineErrorCode, GameState, Limits, ObjectId, TraceParam, TraceStep } from './types.ts';

export class EngineHalt extends Error {
  constructor(readonly error: EngineError) {
    super(error.key);
  }
}

export function halt(code: EngineErrorCode, key: TraceKey, params: Record<string, TraceParam>): never {
  throw new EngineHalt({ code, key, params });
}

export interface Run {
  state: GameState;
  trace: TraceStep[];
  /** The run's log of game events (game-events.ts), in the order they happened. */
  events: GameEvent[];
  /**
   * Where each batch of simultaneous events begins, as indexes into `events` (increasing): each check
   * of state-based actions (704.3) and each instruction of a resolving spell or ability (608.2c)
   * starts one. Gap relevance reads them (603.10: what was there as the batch happened).
   */
  batches: number[];
  /** Last known label of each object that left the state (trace wording only; never read for rules). */
  labels: Map<ObjectId, string>;
  /** Every object that took part in the run, with the unmodelled text it had (gap-history.ts). */
  seen: Map<ObjectId, SeenObject>;
  limits: Limits;
  /** Explanations already given (e.g. an indestructible creature surviving the same damage), so a
   * later state-based-action check doesn't repeat them. */
  reported: Set<string>;
  /**
   * Checks state-based actions until none apply (704.3) and keeps combat up to date (506.4); set by
   * `resolve`. An action with several steps (every combat damage step at once) calls it between them.
   */
  settle?: () => void;
}

/** A run of the engine over its own copy of a state. */
export function newRun(state: GameState, limits: Limits): Run {
  return { state, trace: [], events: [], batches: [], labels: new Map(), seen: new Map(), limits, reported: new Set() };
}

export function emit(run: Run, s: TraceStep): void {
  run.trace.push(s);
}

/** Every event counts against the bound (DESIGN.md: bounded). */
export function countEvent(run: Run): void {
  run.state.eventCount++;
  if (run.state.eventCount > run.limits.maxEvents) {
    halt('too_many_events', 'bound.exceeded', { bound: 'events', limit: run.limits.maxEvents, count: run.state.eventCount });
  }
}

/** Continuous effects: those from resolved spells and abilities plus those static abilities generate. */
export function effectCount(state: GameState): number {
  let n = state.effects.length;
  for (const o of state.objects) n += o.printed.statics.length;
  return n;
}

export function checkBounds(run: Run): void {
  const { state, limits } = run;
  if (state.objects.length > limits.maxObjects) {
    halt('too_many_objects', 'bound.exceeded', { bound: 'objects', limit: limits.maxObjects, count: state.objects.length });
  }
  const effects = effectCount(state);
  if (effects > limits.maxEffects) halt('too_many_effects', 'bound.exceeded', { bound: 'effects', limit: limits.maxEffects, count: effects });
  if (state.eventCount > limits.maxEvents) {
    halt('too_many_events', 'bound.exceeded', { bound: 'events', limit: limits.maxEvents, count: state.eventCount });
  }
}

export function nextTimestamp(state: GameState): number {
  return state.nextTimestamp++;
}
