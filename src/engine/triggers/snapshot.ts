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
  const last = run.triggers.latest;
  if (last !== null && unchangedSince(last, objects, byId)) return { index, objects: last.objects, list: last.list, ids: last.ids };
  const n = objects.length;
  const list: (SeenThen | null)[] = new Array<SeenThen | null>(n);
  const ids: ObjectId[] = new Array<ObjectId>(n);
  // The objects with characteristics, in order (the keys of the map), and the records that differ
  // from the last snapshot's: the map is the last one patched (patched-map.ts), not a new copy of
  // every object's record, when only a few changed (issue 15 §7).
  const order: ObjectId[] = [];
  const changes = new Map<ObjectId, SeenThen | undefined>();
  const aligned = last !== null && last.ids.length === n;
  let sameIds = aligned;
  for (let i = 0; i < n; i++) {
    const o = objects[i]!;
    ids[i] = o.id;
    const here = sameIds && last !== null && last.ids[i] === o.id;
    if (!here) sameIds = false;
    const before = last === null ? undefined : here ? (last.list[i] ?? undefined) : last.objects.get(o.id);
    const c = byId[o.id];
    if (!c) {
      list[i] = null;
      if (before !== undefined) changes.set(o.id, undefined);
      continue;
    }
    order.push(o.id);
    const seen = before !== undefined && before.c === c && sameShallow(before.o, o) ? before : { o: { ...o }, c };
    list[i] = seen;
    if (seen !== before) changes.set(o.id, seen);
  }
  let map: ReadonlyMap<ObjectId, SeenThen>;
  if (last === null) {
    const m = new Map<ObjectId, SeenThen>();
    for (const seen of list) if (seen !== null) m.set(seen.o.id, seen);
    map = m;
  } else {
    if (!sameIds) {
      // Objects gone since (or moved): the last snapshot's keys no longer held.
      const now = new Set(order);
      for (const seen of last.list) if (seen !== null && !now.has(seen.o.id)) changes.set(seen.o.id, undefined);
    }
    map = PatchedMap.of(last.objects, changes, order);
  }
  const taken = { index, objects: map, list, ids };
  run.triggers.latest = taken;
  return taken;
}

/** Whether `objects` are, in order, those of the snapshot `last`, each with the fields and characteristics it had then. */
function unchangedSince(last: Snapshot, objects: readonly GameObject[], byId: Readonly<Record<ObjectId, Computed>>): boolean {
  if (last.list.length !== objects.length) return false;
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i]!;
    const seen = last.list[i]!;
    const c = byId[o.id];
    if (seen === null) {
      if (c !== undefined) return false;
      continue;
    }
    if (seen.c !== c || !sameShallow(seen.o, o)) return false;
  }
  return true;
}

/** Every field of a game object: a snapshot's copy of an object is reused only while all of them are unchanged. */
export const OBJECT_FIELDS = ['id', 'printed', 'zone', 'owner', 'baseController', 'tapped', 'summoningSick', 'counters', 'damage', 'deathtouchDamage', 'attachedTo', 'timestamp', 'counterTimestamps', 'isToken', 'commander', 'isCopy', 'cardPrinted', 'stackX', 'label', 'chosen', 'faceDown', 'castFace', 'castUsing', 'mayCastFromExile'] as const satisfies readonly (keyof GameObject)[];
// A field added to GameObject and not to OBJECT_FIELDS doesn't compile (a stale snapshot otherwise).
const allFields: Exclude<keyof GameObject, (typeof OBJECT_FIELDS)[number]> extends never ? true : never = true;
void allFields;

/**
 * The optional ones: present (even as undefined) or not must match too, as a spread copy would.
 * sameShallow checks each by name; a field made optional and not listed here doesn't compile.
 */
type OptionalField = 'counterTimestamps' | 'commander' | 'cardPrinted' | 'stackX' | 'chosen' | 'faceDown' | 'castFace' | 'castUsing' | 'mayCastFromExile';
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
    'chosen' in copy === 'chosen' in o &&
    'faceDown' in copy === 'faceDown' in o &&
    'castFace' in copy === 'castFace' in o &&
    'castUsing' in copy === 'castUsing' in o &&
    'mayCastFromExile' in copy === 'mayCastFromExile' in o
  );
}
