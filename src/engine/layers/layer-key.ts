/**
 * The key of what the layer system reads of a state (613.1: characteristics come from printed values,
 * zones, control, attachments, timestamps, counters and continuous effects, nothing else), so a run
 * can tell that a state it asks about has the characteristics it last computed. Each object's part
 * is remembered by identity and remade only when one of the values it reads changed.
 */
import type { GameObject, GameState } from '../types.ts';
import { keywordOfCounter } from '../keywords.ts';

/**
 * What the layer system reads of a state: the objects' printed values, zones, owners, controllers
 * before layer 2, attachments, timestamps, labels and counters, and the continuous effects. Damage,
 * tapped status, life totals, combat and the like don't change characteristics, so a state that
 * differs only in those has the same layer result.
 */
export interface LayerKey {
  /** Per object, what layers 1-7b read (and then each effect), in order. */
  upTo7b: string[];
  /** Per object, its counters (7c and after). */
  counters: string[];
}

/** One object's part of the key, kept with the values it was made from. */
export interface ObjectPart {
  zone: GameObject['zone'];
  owner: GameObject['owner'];
  baseController: GameObject['baseController'];
  attachedTo: GameObject['attachedTo'];
  timestamp: GameObject['timestamp'];
  label: GameObject['label'];
  printed: GameObject['printed'];
  countersText: string;
  part: string;
  counters: string;
}

const NO_COUNTERS = JSON.stringify([{}, null]);

/** The fields of an object its key part is made from (besides counters): a change to any remakes it. */
export const PART_FIELDS = ['zone', 'owner', 'baseController', 'attachedTo', 'timestamp', 'label', 'printed'] as const satisfies readonly (keyof ObjectPart & keyof GameObject)[];

/**
 * PART_FIELDS compared one by one, written out: this runs for every object on every layer lookup,
 * and a loop over the field names (a property read by a computed key) cost more than the rest of
 * the lookup together.
 */
function sameFields(p: ObjectPart, o: GameObject): boolean {
  return (
    p.zone === o.zone &&
    p.owner === o.owner &&
    p.baseController === o.baseController &&
    p.attachedTo === o.attachedTo &&
    p.timestamp === o.timestamp &&
    // The label is compared as a value that may have changed (708, 712), never to find an object
    // (test/engine/no-trace-reads.test.ts allows this one line by name).
    p.label === o.label &&
    p.printed === o.printed
  );
}

/** Whether an object carries any counter record at all (most carry none). */
export function hasCounters(o: GameObject): boolean {
  for (const _ in o.counters) return true;
  return o.counterTimestamps !== undefined;
}

/**
 * The key of one object: reused (the same string) while none of the values it reads changed, so
 * that noticing whether anything changed costs a few comparisons per object, not a JSON text of
 * every object on every call (which grew with the number of objects times the number of calls:
 * a stack of 80 spells cost far more than 80 times one).
 */
function objectPart(o: GameObject, parts: WeakMap<GameObject, ObjectPart>, text: (x: object) => string): ObjectPart {
  const countersText = hasCounters(o) ? JSON.stringify([o.counters, o.counterTimestamps ?? null]) : NO_COUNTERS;
  const p = parts.get(o);
  // The label is among the fields because the breakdown's steps are written with it and a face-down
  // or cast face changes it (708, 712); it is compared as one cached value, never used to find objects.
  if (p && p.countersText === countersText && sameFields(p, o)) return p;
  // Keyword counters act in layer 6 (122.1b); the other kinds only in 7c or after the layers.
  const keywordCounters = Object.entries(o.counters)
    .filter(([kind, n]) => n > 0 && keywordOfCounter(kind) !== null)
    .map(([kind, n]) => [kind, n, o.counterTimestamps?.[kind] ?? null]);
  const part = `${JSON.stringify([o.id, o.zone, o.owner, o.baseController, o.attachedTo, o.timestamp, o.label, keywordCounters])}\n${text(o.printed)}`;
  const made: ObjectPart = { zone: o.zone, owner: o.owner, baseController: o.baseController, attachedTo: o.attachedTo, timestamp: o.timestamp, label: o.label, printed: o.printed, countersText, part, counters: countersText };
  parts.set(o, made);
  return made;
}

export function layerKey(state: GameState, memo: WeakMap<object, string> = new WeakMap(), parts: WeakMap<GameObject, ObjectPart> = new WeakMap()): LayerKey {
  return keyWithParts(state, memo, parts).key;
}

/** The key, and each object's part of it (in the state's order). */
export function keyWithParts(state: GameState, memo: WeakMap<object, string>, parts: WeakMap<GameObject, ObjectPart>): { key: LayerKey; parts: ObjectPart[] } {
  // Printed values and effects are replaced, never changed in place, during a run: their text is
  // remembered by identity.
  const text = (x: object): string => {
    let t = memo.get(x);
    if (t === undefined) memo.set(x, (t = JSON.stringify(x)));
    return t;
  };
  const upTo7b: string[] = [];
  const counters: string[] = [];
  const made: ObjectPart[] = [];
  for (const o of state.objects) {
    const p = objectPart(o, parts, text);
    upTo7b.push(p.part);
    counters.push(p.counters);
    made.push(p);
  }
  upTo7b.push('|');
  for (const e of state.effects) upTo7b.push(text(e));
  return { key: { upTo7b, counters }, parts: made };
}

export function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The objects and effects a key was last found equal for, by identity and in order. */
export interface Seen {
  objects: readonly GameObject[];
  /** Each object's part of the key, as it was made (the same order). */
  parts: readonly ObjectPart[];
  effects: readonly GameState['effects'][number][];
}

export function seenNow(state: GameState, parts: readonly ObjectPart[]): Seen {
  return { objects: [...state.objects], parts, effects: [...state.effects] };
}

/**
 * Whether the state holds the objects and effects `seen` holds, in the same order, and no object's
 * part of the key (objectPart) changed since it was made: then layerKey would give the key it gave
 * (effects are replaced, never changed in place). No allocation: a long run asks this for every
 * object dozens of times per spell.
 */
export function unchangedSince(seen: Seen, state: GameState): boolean {
  const objects = state.objects;
  const effects = state.effects;
  if (seen.objects.length !== objects.length || seen.effects.length !== effects.length) return false;
  for (let i = 0; i < effects.length; i++) if (seen.effects[i] !== effects[i]) return false;
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i]!;
    if (seen.objects[i] !== o) return false;
    const p = seen.parts[i]!;
    if (!sameFields(p, o)) return false;
    if (hasCounters(o) ? p.countersText !== JSON.stringify([o.counters, o.counterTimestamps ?? null]) : p.countersText !== NO_COUNTERS) return false;
  }
  return true;
}
