/**
 * Recomputing a run's characteristics without redoing needless work: lazily (the layer breakdown is
 * worked out only when read) and, when every object's characteristics come from that object alone,
 * only for the objects that changed (613.1: with no effect to apply, each object keeps its printed
 * values). The characteristics are always those a full computation (layer-run.ts) gives.
 */
import type { Computed, GameObject, GameState, LayerResult, ObjectId, TraceStep } from '../types.ts';
import { LAYER_ORDER } from '../types.ts';
import { spend } from '../work.ts';
import type { WorkMeter } from '../work.ts';
import { hiddenZones } from '../hand.ts';
import { compute } from './layer-run.ts';
import { needsFacts } from './conditions.ts';
import type { Checkpoint, LayerRunResult } from './layer-run.ts';
import type { LayerKey } from './layer-key.ts';
import { PatchedMap } from './patched-map.ts';
import type { Working, World } from './world.ts';

/**
 * The characteristics now, with the layer breakdown (`result.steps`) worked out only if someone
 * reads it (a state-based action to explain, the final breakdown): from a copy of what the layer
 * system reads, taken now, since the run goes on changing its state in place.
 */
export function computeLazily(state: GameState, meter: WorkMeter, resume: Checkpoint | null): LayerRunResult & { checkpoint: Checkpoint | null; copies: ReadonlyMap<ObjectId, GameObject> } {
  const snapshot: GameState = { ...state, objects: state.objects.map(copyForLayers), effects: [...state.effects], ...factsCopy(state) };
  const base = compute(snapshot, meter, false, resume);
  let steps: Record<ObjectId, TraceStep[]> | null = null;
  const result: LayerResult = {
    byId: base.result.byId,
    get steps(): Record<ObjectId, TraceStep[]> {
      return (steps ??= compute(snapshot, meter, true).result.steps);
    },
  };
  return { ...base, result, copies: new Map(snapshot.objects.map((o) => [o.id, o])) };
}

/**
 * The players and the combat, copied when a conditional static ability may read them (life, attacking;
 * layers/conditions.ts), so the breakdown worked out later sees them as they are now.
 */
function factsCopy(state: GameState): Partial<GameState> {
  if (!needsFacts(state)) return {};
  const combat = state.combat ? { combat: { ...state.combat, attackers: [...state.combat.attackers], blockers: [...state.combat.blockers] } } : {};
  return { players: state.players.map((p) => ({ ...p })), ...combat };
}

/** A copy of an object as the layer system reads it, safe from the run's changes in place. */
function copyForLayers(o: GameObject): GameObject {
  return {
    ...o,
    counters: { ...o.counters },
    ...(o.counterTimestamps ? { counterTimestamps: { ...o.counterTimestamps } } : {}),
  };
}

/**
 * Lines up the objects now with the ids of the last result: `at(i)` is where objects[i] was (undefined
 * if it is new), `gone` the ids no longer there. A step usually keeps the order, adds an object (a
 * spell or ability put on the stack) or removes one (a resolved ability): those are found by walking
 * both lists once; anything else (objects moved within the list) by a map of the old positions.
 */
function alignOrder(beforeOrder: readonly ObjectId[], objects: readonly GameObject[]): { at: (i: number) => number | undefined; gone: ObjectId[] } {
  const n = objects.length;
  const m = beforeOrder.length;
  const pos: (number | undefined)[] = new Array<number | undefined>(n);
  const added: ObjectId[] = [];
  const gone: ObjectId[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m && added.length + gone.length <= 8) {
    const id = objects[i]!.id;
    if (id === beforeOrder[j]) {
      pos[i++] = j++;
    } else if (j + 1 < m && id === beforeOrder[j + 1]) {
      gone.push(beforeOrder[j++]!);
    } else {
      added.push(id);
      i++;
    }
  }
  for (; j < m; j++) gone.push(beforeOrder[j]!);
  for (; i < n; i++) added.push(objects[i]!.id);
  // The walk can't tell a moved object from a removed one and a new one: then, or when it found
  // many differences, every object is looked up by id.
  const movedOrMany = added.length + gone.length > 16 || added.some((id) => gone.includes(id));
  if (!movedOrMany) return { at: (k) => pos[k], gone };
  const where = new Map<ObjectId, number>();
  beforeOrder.forEach((x, k) => where.set(x, k));
  const now = new Set(objects.map((o) => o.id));
  return { at: (k) => where.get(objects[k]!.id), gone: beforeOrder.filter((x) => !now.has(x)) };
}

/**
 * The layer result when every object stood on its own for the last result and does now
 * (no continuous effect, and no object with a static ability or a counter: 613.1, each keeps its
 * printed values; layer-key.ts `allAlone`): only the objects whose key part changed (new, moved, re-described …) go through
 * the layers; the others keep their records. This is what keeps a long stack linear: a spell cast
 * changes one object, not the characteristics of the ninety others (issue 15 §7).
 *
 * The work counted is what computing the changed objects counts, layer by layer (each layer looks
 * at their static abilities, 613.1, and finds none to apply): the others are not looked at. The
 * layer breakdown, when read, is computed in full from the objects' copies, as computeLazily's is.
 */
export function recomputeChanged(
  state: GameState,
  meter: WorkMeter,
  resumed: boolean,
  beforeKey: LayerKey,
  before: LayerRunResult,
  beforeCopies: ReadonlyMap<ObjectId, GameObject>,
  key: LayerKey,
): LayerRunResult & { checkpoint: Checkpoint; copies: ReadonlyMap<ObjectId, GameObject> } {
  const layers = resumed ? LAYER_ORDER.length - LAYER_ORDER.indexOf('7c') : LAYER_ORDER.length;
  const objects = state.objects;
  const beforeOrder = before.world.order;
  // Where each object was in the last result (undefined: it wasn't) and which objects are gone.
  const { at, gone } = alignOrder(beforeOrder, objects);
  const sameOrder = gone.length === 0 && beforeOrder.length === objects.length;
  const changed: GameObject[] = [];
  // The maps of the last result, patched with what changed (patched-map.ts): a new object, a changed
  // one, or one no longer in the state (undefined).
  const copyChanges = new Map<ObjectId, GameObject | undefined>();
  objects.forEach((o, i) => {
    const j = at(i);
    const same = j !== undefined && beforeKey.upTo7b[j] === key.upTo7b[i] && beforeKey.counters[j] === key.counters[i];
    if (same) return;
    const fresh = copyForLayers(o);
    changed.push(fresh);
    copyChanges.set(o.id, fresh);
  });
  // Each layer looks at each changed object (613.1) and finds nothing to apply: the work of the
  // computation is that of the changed objects, not of the whole board.
  for (let i = 0; i < layers; i++) spend(meter, changed.length);
  const order: readonly ObjectId[] = sameOrder ? beforeOrder : objects.map((o) => o.id);
  for (const id of gone) copyChanges.set(id, undefined);
  const fresh = changed.length > 0 ? compute({ ...state, objects: changed, effects: [] }, null, false) : null;
  const worldChanges = new Map<ObjectId, Working | undefined>();
  const copiableChanges = new Map<ObjectId, Working | undefined>();
  for (const o of changed) {
    worldChanges.set(o.id, fresh!.world.byId.get(o.id)!);
    copiableChanges.set(o.id, fresh!.copiable.byId.get(o.id)!);
  }
  for (const id of gone) {
    worldChanges.set(id, undefined);
    copiableChanges.set(id, undefined);
  }
  const copies = PatchedMap.of(beforeCopies, copyChanges, order);
  const worldById = PatchedMap.of(before.world.byId, worldChanges, order);
  const copiableById = PatchedMap.of(before.copiable.byId, copiableChanges, order);
  // The record object of characteristics is built once, in order (copying one of some hundred keys
  // with Object.assign cost several times more), each from the fresh computation if its object
  // changed, else from the last result.
  const byId: Record<ObjectId, Computed> = {};
  const beforeById = before.result.byId;
  for (const id of order) byId[id] = (copyChanges.has(id) ? fresh!.result.byId[id] : beforeById[id])!;
  // The hands and graveyards nobody knows are this state's, as a full computation's (a count of them stops, select.ts).
  const hidden = hiddenZones(state);
  const world: World = { order, byId: worldById, ...(hidden.size > 0 ? { hidden } : {}) };
  const copiable: World = { order, byId: copiableById, ...(hidden.size > 0 ? { hidden } : {}) };
  // The breakdown, if read, from the copies as they are now (a shallow copy of the rest of the state, as computeLazily's).
  const rest: GameState = { ...state, effects: [] };
  let steps: Record<ObjectId, TraceStep[]> | null = null;
  const result: LayerResult = {
    byId,
    get steps(): Record<ObjectId, TraceStep[]> {
      return (steps ??= compute({ ...rest, objects: order.map((id) => copies.get(id)!) }, meter, true).result.steps);
    },
  };
  // With nothing applied in 7c or 7d, the records after 7b are the final ones; no effect started.
  return { result, world, copiable, checkpoint: { world, copiable, started: new Map(), knownStatics: new Map() }, copies };
}
