/**
 * The key of what the layer system reads of a state (613.1: characteristics come from printed values,
 * zones, control, attachments, timestamps, counters and continuous effects, nothing else), so a run
 * can tell that a state it asks about has the characteristics it last computed. Each object's part
 * is remembered by identity and remade only when one of the values it reads changed.
 */
import type { GameObject, GameState } from '../types.ts';
import { keywordOfCounter } from '../keywords.ts';
import { writtenSince } from '../changes.ts';
import { factsText, layerFacts, needsFacts } from './conditions.ts';
import type { ChangeLog } from '../changes.ts';

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
  /** The object has no static ability and no counter (then, with no effect, each object's characteristics come from it alone: incremental.ts). */
  alone: boolean;
  /**
   * The change log's length (changes.ts) when the part was last found to hold: while the object
   * isn't changed in place after that, the part holds without looking at the object again.
   */
  checkedAt: number;
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
function objectPart(o: GameObject, parts: WeakMap<GameObject, ObjectPart>, text: (x: object) => string, now: number): ObjectPart {
  const countersText = countersTextOf(o);
  const p = parts.get(o);
  // The label is among the fields because the breakdown's steps are written with it and a face-down
  // or cast face changes it (708, 712); it is compared as one cached value, never used to find objects.
  if (p && p.countersText === countersText && sameFields(p, o)) {
    p.checkedAt = now;
    return p;
  }
  // Keyword counters act in layer 6 (122.1b); the other kinds only in 7c or after the layers.
  const keywordCounters = Object.entries(o.counters)
    .filter(([kind, n]) => n > 0 && keywordOfCounter(kind) !== null)
    .map(([kind, n]) => [kind, n, o.counterTimestamps?.[kind] ?? null]);
  const part = `${JSON.stringify([o.id, o.zone, o.owner, o.baseController, o.attachedTo, o.timestamp, o.label, keywordCounters])}\n${text(o.printed)}`;
  const alone = o.printed.statics.length === 0 && countersText === NO_COUNTERS;
  const made: ObjectPart = { zone: o.zone, owner: o.owner, baseController: o.baseController, attachedTo: o.attachedTo, timestamp: o.timestamp, label: o.label, printed: o.printed, countersText, part, counters: countersText, alone, checkedAt: now };
  parts.set(o, made);
  return made;
}

/** An object's counters as its key part records them. */
function countersTextOf(o: GameObject): string {
  return hasCounters(o) ? JSON.stringify([o.counters, o.counterTimestamps ?? null]) : NO_COUNTERS;
}

export function layerKey(state: GameState, memo: WeakMap<object, string> = new WeakMap(), parts: WeakMap<GameObject, ObjectPart> = new WeakMap()): LayerKey {
  return keyWithParts(state, memo, parts, null).key;
}

/**
 * The key, each object's part of it (in the state's order), how many objects were looked at, and
 * whether every object had no static ability and no counter. With a change log (changes.ts), an
 * object's part made earlier is taken as it is, without looking at the object, while the log shows
 * no change to it in place since; without one, every object is looked at (issue 15 §7: a long stack otherwise looked at every object on each step).
 */
export function keyWithParts(state: GameState, memo: WeakMap<object, string>, parts: WeakMap<GameObject, ObjectPart>, log: ChangeLog | null): { key: LayerKey; parts: ObjectPart[]; examined: number; allAlone: boolean } {
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
  const now = log === null ? 0 : log.written.length;
  let examined = 0;
  let allAlone = true;
  for (const o of state.objects) {
    const held = parts.get(o);
    let p: ObjectPart;
    if (held !== undefined && log !== null && !writtenSince(log, o, held.checkedAt)) p = held;
    else {
      p = objectPart(o, parts, text, now);
      examined++;
    }
    upTo7b.push(p.part);
    counters.push(p.counters);
    made.push(p);
    if (!p.alone) allAlone = false;
  }
  upTo7b.push('|');
  for (const e of state.effects) upTo7b.push(text(e));
  // 611.3a: with a conditional static ability, tapped status, counters, combat, life and the turn may
  // change characteristics too (conditions.ts): they join the key then.
  const facts = conditionFacts(state);
  if (facts !== null) upTo7b.push(facts);
  return { key: { upTo7b, counters }, parts: made, examined, allAlone };
}

/** The facts conditional static abilities read, as text, or null when the state has none (conditions.ts). */
export function conditionFacts(state: GameState): string | null {
  return needsFacts(state) ? factsText(layerFacts(state)) : null;
}

export function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The lists of objects and effects a key was last found equal for (the lists are replaced, never
 * changed in place, model/state.ts), and the change log's length then.
 */
export interface Seen {
  objects: readonly GameObject[];
  effects: readonly GameState['effects'][number][];
  /** The change log's length when the key was last found to hold. */
  logAt: number;
}

export function seenNow(state: GameState, log: ChangeLog): Seen {
  return { objects: state.objects, effects: state.effects, logAt: log.written.length };
}

/**
 * Whether the state still has the key it had when `seen` was taken, judged by looking only at the
 * objects changed in place since (the change log, changes.ts): the same lists of objects and effects
 * (by identity: they are replaced, never changed in place), and no part of the key made from a
 * changed object (objectPart) differs. Returns how many objects it looked at, or null when something
 * changed (or a changed object isn't one the key was made from). Allocates nothing.
 */
export function unchangedSince(seen: Seen, state: GameState, parts: WeakMap<GameObject, ObjectPart>, log: ChangeLog): number | null {
  if (seen.objects !== state.objects || seen.effects !== state.effects) return null;
  const written = log.written;
  const now = written.length;
  for (let i = seen.logAt; i < now; i++) {
    const o = written[i]!;
    const p = parts.get(o);
    if (p === undefined || !sameFields(p, o) || p.countersText !== countersTextOf(o)) return null;
    p.checkedAt = now;
  }
  return now - seen.logAt;
}
