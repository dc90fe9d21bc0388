/**
 * One run's layer computations (613), bounded and remembered: the work counts against the run's
 * budget (work.ts), and the result is reused while nothing the layer system reads has changed
 * (layer-key.ts). The computation itself is layer-run.ts; recomputing only what changed is
 * incremental.ts.
 */
import type { GameObject, GameState, ObjectId } from '../types.ts';
import { spend } from '../work.ts';
import { newChangeLog } from '../changes.ts';
import type { ChangeLog } from '../changes.ts';
import type { WorkMeter } from '../work.ts';
import { computeLazily, recomputeChanged } from './incremental.ts';
import { conditionFacts, keyWithParts, sameStrings, seenNow, unchangedSince } from './layer-key.ts';
import type { LayerKey, ObjectPart, Seen } from './layer-key.ts';
import { compute } from './layer-run.ts';
import type { Checkpoint, LayerRunResult } from './layer-run.ts';

// Old import paths for callers outside src/engine (the tests); the engine imports the modules.
export { computeLayers } from './layer-run.ts';
export type { LayerRunResult } from './layer-run.ts';
export { layerKey, PART_FIELDS } from './layer-key.ts';

/**
 * One run's layer memory (kept on the engine's Run, run.ts): its work meter, and the last layer
 * result with the key of the state it was computed for.
 */
export interface LayerContext {
  meter: WorkMeter;
  /** The run's log of objects changed in place (changes.ts). */
  readonly changes: ChangeLog;
  /**
   * The last result, the key of the state it is for, its checkpoint after 7b, and, when every
   * object stood on its own then (no effect, no static ability, no counter), each object's copy the layer system read.
   */
  last: { key: LayerKey; value: LayerRunResult; checkpoint: Checkpoint | null; copies: ReadonlyMap<ObjectId, GameObject> | null; seen: Seen; facts?: string | null } | null;
  /** layerKey's texts of printed values and effects, by identity. */
  memo: WeakMap<object, string>;
  /** layerKey's parts of objects, by identity (checked against the object's values on each use). */
  parts: WeakMap<GameObject, ObjectPart>;
}

export function newLayerContext(meter: WorkMeter, changes: ChangeLog = newChangeLog()): LayerContext {
  return { meter, changes, last: null, memo: new WeakMap(), parts: new WeakMap() };
}

/**
 * The layer result for the state as it is now. With a run's context, the work counts against the
 * run's budget, and the result is reused while nothing the layer system reads has changed (most
 * actions and most state-based-action checks change only damage, tapped status or life). Callers
 * must treat the result as read-only: it is shared.
 */
export function runLayers(state: GameState, ctx: LayerContext | null = null): LayerRunResult {
  if (!ctx) return compute(state, null);
  const last = ctx.last;
  // The same lists of objects and effects as last time, and no object changed in place since in
  // anything the layer system reads: the same key, so the same result, found by looking only at the
  // objects changed since (most lookups of a long run are such). Each object looked at is work.
  if (last !== null) {
    const looked = unchangedSince(last.seen, state, ctx.parts, ctx.changes);
    spend(ctx.meter, 1 + (looked ?? 0));
    // 611.3a: facts a conditional static ability reads (tapped status, life …) aren't in the objects' parts.
    const sameFacts = looked === null || last.facts === undefined || last.facts === null || conditionFacts(state) === last.facts;
    if (looked !== null && sameFacts) {
      last.seen.logAt = ctx.changes.written.length;
      return last.value;
    }
  }
  // The key, looking again only at the objects new to the lists or changed in place since.
  const { key, examined, allAlone } = keyWithParts(state, ctx.memo, ctx.parts, ctx.changes);
  spend(ctx.meter, examined);
  const sameUpTo7b = last !== null && sameStrings(last.key.upTo7b, key.upTo7b);
  if (sameUpTo7b && sameStrings(last.key.counters, key.counters)) {
    last.seen = seenNow(state, ctx.changes);
    last.facts = conditionFacts(state);
    return last.value;
  }
  // Only P/T (or loyalty, defense …) counters changed: layers 1-7b are as they were.
  const resume = sameUpTo7b ? last.checkpoint : null;
  const onItsOwn = allAlone && state.effects.length === 0;
  if (last !== null && last.copies !== null && onItsOwn) {
    const { checkpoint, copies, ...value } = recomputeChanged(state, ctx.meter, resume !== null, last.key, last.value, last.copies, key);
    ctx.last = { key, value, checkpoint, copies, seen: seenNow(state, ctx.changes), facts: conditionFacts(state) };
    return value;
  }
  const { checkpoint, copies, ...value } = computeLazily(state, ctx.meter, resume);
  ctx.last = { key, value, checkpoint, copies: onItsOwn ? copies : null, seen: seenNow(state, ctx.changes), facts: conditionFacts(state) };
  return value;
}
