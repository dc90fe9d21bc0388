/**
 * What changed in a run's state, so that the layer system (layers/compute.ts) and the snapshots
 * triggered abilities look back at (triggers/snapshot.ts) re-examine only the objects that changed
 * since they last looked, not every object on every look (issue 15 §7: a stack of N spells looked
 * at every object dozens of times per spell, so its cost grew with N²).
 *
 * The fields of a game object are read-only in its type (model/state.ts): the only way to change
 * one in place is `edit`, which notes the object in the run's log first, so a change can't be missed
 * by a reader. The lists of objects and effects are read-only arrays: a change to either replaces
 * the array, which a reader notices by identity. The log is per run (run.ts); no module keeps any.
 */
import type { GameObject } from './types.ts';

/** The objects changed in place, in the order of the changes (an object may be listed more than once). */
export interface ChangeLog {
  written: GameObject[];
  /** Each object's last change: its position in `written` (an object never changed in place has none). */
  lastWrite: WeakMap<GameObject, number>;
}

export function newChangeLog(): ChangeLog {
  return { written: [], lastWrite: new WeakMap() };
}

/** Whether `o` was changed in place at or after position `at` of the log (the log's length when a reader last looked at it). */
export function writtenSince(log: ChangeLog, o: GameObject, at: number): boolean {
  const w = log.lastWrite.get(o);
  return w !== undefined && w >= at;
}

/** Whatever carries a change log: a run, or a layer context (layers/compute.ts). */
export interface HasChanges {
  readonly changes: ChangeLog;
}

/** A game object whose fields may be written (only `edit` hands one out). */
export type WritableObject = { -readonly [K in keyof GameObject]: GameObject[K] } & {
  counters: Record<string, number>;
  counterTimestamps?: Record<string, number>;
};

/**
 * The object `o`, writable, noted as changed. Write at once and don't keep it: a write made after a
 * reader looked again would not be noted (`edit(run, o).damage = 0`, one statement per write).
 */
export function edit(run: HasChanges, o: GameObject): WritableObject {
  const log = run.changes;
  log.lastWrite.set(o, log.written.length);
  log.written.push(o);
  return o as WritableObject;
}

/**
 * An object not yet in any run's state (being made, a copy for a computation), writable: nothing
 * can have looked at it yet, so there is nothing to note.
 */
export function unseen(o: GameObject): WritableObject {
  return o as WritableObject;
}
