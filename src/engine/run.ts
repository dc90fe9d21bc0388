/**
 * The context of one `resolve` call: the engine's own copy of the state (the caller's state is
 * cloned once at the boundary and never touched), the trace being written, the event log, the
 * bounds, and everything else the run remembers while it goes (the layer system's last result,
 * what triggered abilities watch). All per-run state lives here: no engine module keeps any.
 * A bound hit, a loop, a bad reference or something the engine can't model stops the run by
 * throwing an EngineHalt (halt.ts), which `resolve` turns into an EngineError.
 */
import type { GameEvent } from './game-events.ts';
import type { Choice } from './choices.ts';
import type { SeenObject } from './gap-report.ts';
import { newLayerContext, runLayers } from './layers/compute.ts';
import type { LayerContext } from './layers/compute.ts';
import type { LayerRunResult } from './layers/layer-run.ts';
import type { Action, Computed, GameObject, GameState, Limits, ObjectId, StackItem } from './types.ts';
import type { EngineStep } from './trace-params.ts';
import { workMeter } from './work.ts';
import type { WorkMeter } from './work.ts';
import { halt } from './halt.ts';
import { newChangeLog } from './changes.ts';
import type { ChangeLog } from './changes.ts';

export { EngineHalt, halt } from './halt.ts';

/** An object as a snapshot saw it: its state then and its characteristics then. */
export interface SeenThen {
  o: GameObject;
  c: Computed;
  /** The object `o` copies (while it isn't changed in place, the copy still equals it: triggers/snapshot.ts). */
  src: GameObject;
}

/** The game at one point of the run, for triggered abilities (603.10): indexed by the event log's length then. */
export interface Snapshot {
  index: number;
  /** Shared between snapshots while nothing changes: never changed once taken. */
  objects: ReadonlyMap<ObjectId, SeenThen>;
  /** The state's list of objects then (the array: lists are replaced, never changed in place). */
  from: readonly GameObject[];
  /** The characteristics it was taken with (a layer result's record, shared while the layers are unchanged). */
  byId: Readonly<Record<ObjectId, Computed>>;
  /** The run's change log's length then (changes.ts): objects changed in place since are looked at again. */
  logAt: number;
  /** The ids of the objects with characteristics, in order (the map's keys). */
  order: readonly ObjectId[];
}

/** What triggered-ability detection (triggers/triggers.ts) keeps between checks. */
export interface TriggerWatch {
  /** The game when triggers were last looked for; null before the first look. */
  mark: Snapshot | null;
  /**
   * The opening check (triggers/triggers.ts watchFromStart): events of the first state-based
   * actions trigger, but a state the game merely began in does not (603.8 looks for a change).
   */
  opening?: boolean;
  /**
   * Where simultaneous events begin since then: each instruction of a resolving spell or ability
   * (608.2c) and each check of state-based actions (704.3), with the game as each began.
   */
  boundaries: Snapshot[];
  /** The state trigger whose ability is resolving now: it hasn't left the stack until it finishes (603.8). */
  resolvingState: string | null;
  /** The latest snapshot: its records are shared by the next while their objects are unchanged. */
  latest: Snapshot | null;
}

export interface Run {
  state: GameState;
  /** The trace being written: typed steps (trace-params.ts), built from events and the engine's reasons; never read back. */
  trace: EngineStep[];
  /** The run's log of game events (game-events.ts), in the order they happened. */
  events: GameEvent[];
  /** The choices made for the players (choices.ts), told or by a default policy, in the order they were made. */
  choices: Choice[];
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
  /** Characteristics whose unmodelled text was already noted in `seen`, with the printed values they were noted with. */
  noted: WeakMap<Computed, GameObject['printed']>;
  /** The layer result whose every object was last noted (gap-history.ts noteComputed): noting it again adds nothing. */
  notedAll: Readonly<Record<ObjectId, Computed>> | null;
  limits: Limits;
  /** Explanations already given (e.g. an indestructible creature surviving the same damage), so a
   * later state-based-action check doesn't repeat them. */
  reported: Set<string>;
  /** The objects changed in place so far (changes.ts): the layer system and trigger snapshots re-examine only those. */
  changes: ChangeLog;
  /** The layer system's memory for this run: its work meter and its last result (layers/compute.ts); it shares the run's change log. */
  layers: LayerContext;
  triggers: TriggerWatch;
  /**
   * Checks state-based actions until none apply (704.3) and keeps combat up to date (506.4); set by
   * `resolve`. An action with several steps (every combat damage step at once) calls it between them.
   */
  settle?: () => void;
  /**
   * Performs one action (actions.ts `performAction`) within this run. Modules that perform
   * sub-actions — a resolving spell's instructions, costs paid while casting — reach the dispatcher
   * through the run rather than importing it, because the dispatcher imports them.
   */
  perform: (action: Action) => void;
  /** Resolves a mana ability at once (605.3b) — stack/resolve.ts, which imports the casting code that calls this. */
  resolveMana: (item: StackItem) => void;
}

/**
 * The engine's re-entrant operations, given to `newRun` by `resolve`: modules low in the import order
 * call them through the run (dependency inversion), so no module imports one that imports it back.
 */
export interface RunOps {
  perform: (run: Run, action: Action) => void;
  resolveMana: (run: Run, item: StackItem) => void;
}

const missing = (): never => {
  throw new Error('This run was made without the engine operations (newRun needs them to perform actions).');
};
const NO_OPS: RunOps = { perform: missing, resolveMana: missing };

/** A run of the engine over its own copy of a state; `meter`: work already counted for the same question. */
export function newRun(state: GameState, limits: Limits, meter: WorkMeter = workMeter(limits.maxWork), ops: RunOps = NO_OPS): Run {
  const changes = newChangeLog();
  const run: Run = {
    state,
    trace: [],
    events: [],
    choices: [],
    batches: [],
    labels: new Map(),
    seen: new Map(),
    noted: new WeakMap(),
    notedAll: null,
    limits,
    reported: new Set(),
    changes,
    layers: newLayerContext(meter, changes),
    triggers: { mark: null, boundaries: [], resolvingState: null, latest: null },
    perform: (action) => ops.perform(run, action),
    resolveMana: (item) => ops.resolveMana(run, item),
  };
  return run;
}

/**
 * Every object's characteristics as the state is now (613), counted against the run's work bound
 * and reused while nothing the layer system reads has changed. Read-only: the result is shared.
 */
export function layersOf(run: Run): LayerRunResult {
  return runLayers(run.state, run.layers);
}

/** Records a choice made for a player (choices.ts). */
export function choose(run: Run, c: Choice): void {
  run.choices.push(c);
}

export function emit(run: Run, s: EngineStep): number {
  return run.trace.push(s) - 1;
}

/** Every event counts against the bound (runs are bounded: work.ts). */
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

export { MAX_AMOUNT, boundAmount } from './bounds.ts';

export function nextTimestamp(state: GameState): number {
  return state.nextTimestamp++;
}
