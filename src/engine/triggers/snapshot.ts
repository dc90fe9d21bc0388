/**
 * The game as triggered abilities see it (603.10): every object with its characteristics at a
 * moment of the run, so that leaves-the-battlefield abilities can look back to the game before their
 * event (603.10a) and others see it just after (603.10). Snapshots share what didn't change.
 */
import { layersOf } from '../run.ts';
import type { Run, SeenThen, Snapshot } from '../run.ts';
import { noteComputed } from '../gap-history.ts';
import type { Computed, GameObject, ObjectId } from '../types.ts';
import { PatchedMap } from '../layers/patched-map.ts';
import { writtenSince } from '../changes.ts';

/**
 * The game as it is now, for triggered abilities (603.10): every object with its characteristics.
 * Copies only what changed since the last snapshot: an object whose fields are all as they were is
 * seen through the same record (a shallow copy then equals one now), and when nothing changed at
 * all, the last snapshot's objects are shared whole. A long stack takes several snapshots per spell,
 * and copying every card in every zone for each made its cost grow with the square of its length.
 */
export function snapshot(run: Run): Snapshot {
  const byId = layersOf(run).result.byId;
  noteComputed(run, byId);
  const index = run.events.length;
  const objects = run.state.objects;
  const log = run.changes;
  const logAt = log.written.length;
  const last = run.triggers.latest;
  if (last !== null && last.from === objects && last.byId === byId) {
    // The same list and characteristics: only objects changed in place since can differ.
    const changes = changedInPlace(last, log.written, byId);
    const taken: Snapshot = changes.size === 0 ? { ...last, index, logAt } : { index, objects: PatchedMap.of(last.objects, changes, last.order), from: objects, byId, logAt, order: last.order };
    run.triggers.latest = taken;
    return taken;
  }
  // The objects with characteristics, in order (the keys of the map), and the records that differ
  // from the last snapshot's: the map is the last one patched (patched-map.ts), not a new copy of
  // every object's record, when only a few changed (issue 15 §7).
  const n = objects.length;
  const order: ObjectId[] = [];
  const changes = new Map<ObjectId, SeenThen | undefined>();
  let sameIds = last !== null && last.from.length === n;
  for (let i = 0; i < n; i++) {
    const o = objects[i]!;
    const here = sameIds && last !== null && last.from[i]!.id === o.id;
    if (!here) sameIds = false;
    const before = last === null ? undefined : last.objects.get(o.id);
    const c = byId[o.id];
    if (!c) {
      if (before !== undefined) changes.set(o.id, undefined);
      continue;
    }
    order.push(o.id);
    // The object the record was made from, not changed in place since the last snapshot (the change
    // log), with the same characteristics: the record holds without comparing its fields.
    const untouched = last !== null && before !== undefined && before.src === o && !writtenSince(log, o, last.logAt);
    const seen = before !== undefined && before.c === c && (untouched || sameShallow(before.o, o)) ? before : { o: { ...o }, c, src: o };
    if (seen !== before) changes.set(o.id, seen);
  }
  let map: ReadonlyMap<ObjectId, SeenThen>;
  if (last === null) {
    const m = new Map<ObjectId, SeenThen>();
    for (const id of order) m.set(id, changes.get(id)!);
    map = m;
  } else {
    if (!sameIds) {
      // Objects gone since (or moved): the last snapshot's keys no longer held.
      const now = new Set(order);
      for (const id of last.order) if (!now.has(id)) changes.set(id, undefined);
    }
    map = PatchedMap.of(last.objects, changes, order);
  }
  const taken: Snapshot = { index, objects: map, from: objects, byId, logAt, order };
  run.triggers.latest = taken;
  return taken;
}

/**
 * The records of the objects changed in place since the snapshot `last` was taken (the change log
 * from its position), when the list of objects and the characteristics are those it was taken with:
 * a new record for each object of the list whose fields differ now.
 */
function changedInPlace(last: Snapshot, written: readonly GameObject[], byId: Readonly<Record<ObjectId, Computed>>): Map<ObjectId, SeenThen> {
  const changes = new Map<ObjectId, SeenThen>();
  for (let k = last.logAt; k < written.length; k++) {
    const o = written[k]!;
    if (changes.has(o.id)) continue;
    const before = last.objects.get(o.id);
    // Not an object of the list (one that left it, or one not yet in it): nothing to record. (The
    // list is searched only for an object whose fields did change: one or two per step.)
    if (before === undefined || sameShallow(before.o, o) || !last.from.includes(o)) continue;
    changes.set(o.id, { o: { ...o }, c: byId[o.id]!, src: o });
  }
  return changes;
}

/** Every field of a game object: a snapshot's copy of an object is reused only while all of them are unchanged. */
export const OBJECT_FIELDS = ['id', 'printed', 'zone', 'owner', 'baseController', 'tapped', 'summoningSick', 'counters', 'damage', 'deathtouchDamage', 'attachedTo', 'timestamp', 'counterTimestamps', 'isToken', 'commander', 'isCopy', 'cardPrinted', 'stackX', 'enteredX', 'kicked', 'paidAlternative', 'label', 'chosen', 'faceDown', 'castFace', 'castUsing', 'mayCastFromExile'] as const satisfies readonly (keyof GameObject)[];
// A field added to GameObject and not to OBJECT_FIELDS doesn't compile (a stale snapshot otherwise).
const allFields: Exclude<keyof GameObject, (typeof OBJECT_FIELDS)[number]> extends never ? true : never = true;
void allFields;

/**
 * The optional ones: present (even as undefined) or not must match too, as a spread copy would.
 * sameShallow checks each by name; a field made optional and not listed here doesn't compile.
 */
type OptionalField = 'counterTimestamps' | 'commander' | 'cardPrinted' | 'stackX' | 'enteredX' | 'kicked' | 'paidAlternative' | 'chosen' | 'faceDown' | 'castFace' | 'castUsing' | 'mayCastFromExile';
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
const allOptional: Exclude<OptionalKeys<GameObject>, OptionalField> extends never ? true : never = true;
void allOptional;

/**
 * Whether `copy` (a shallow copy of an earlier `o`) has `o`'s values now: OBJECT_FIELDS written
 * out one by one (a loop over the names is a property read by a computed key, several times slower
 * and run for every object of every snapshot). An optional field absent from both is equal.
 */
function sameShallow(copy: GameObject, o: GameObject): boolean {
  return (
    copy.id === o.id &&
    copy.printed === o.printed &&
    copy.zone === o.zone &&
    copy.owner === o.owner &&
    copy.baseController === o.baseController &&
    copy.tapped === o.tapped &&
    copy.summoningSick === o.summoningSick &&
    copy.counters === o.counters &&
    copy.damage === o.damage &&
    copy.deathtouchDamage === o.deathtouchDamage &&
    copy.attachedTo === o.attachedTo &&
    copy.timestamp === o.timestamp &&
    copy.counterTimestamps === o.counterTimestamps &&
    copy.isToken === o.isToken &&
    copy.commander === o.commander &&
    copy.isCopy === o.isCopy &&
    copy.cardPrinted === o.cardPrinted &&
    copy.stackX === o.stackX &&
    copy.enteredX === o.enteredX &&
    copy.kicked === o.kicked &&
    copy.paidAlternative === o.paidAlternative &&
    // Compared as a value that may have changed, never to find an object by it.
    Object.is(copy.label, o.label) &&
    copy.chosen === o.chosen &&
    copy.faceDown === o.faceDown &&
    copy.castFace === o.castFace &&
    copy.castUsing === o.castUsing &&
    copy.mayCastFromExile === o.mayCastFromExile &&
    'counterTimestamps' in copy === 'counterTimestamps' in o &&
    'commander' in copy === 'commander' in o &&
    'cardPrinted' in copy === 'cardPrinted' in o &&
    'stackX' in copy === 'stackX' in o &&
    'enteredX' in copy === 'enteredX' in o &&
    'kicked' in copy === 'kicked' in o &&
    'paidAlternative' in copy === 'paidAlternative' in o &&
    'chosen' in copy === 'chosen' in o &&
    'faceDown' in copy === 'faceDown' in o &&
    'castFace' in copy === 'castFace' in o &&
    'castUsing' in copy === 'castUsing' in o &&
    'mayCastFromExile' in copy === 'mayCastFromExile' in o
  );
}
