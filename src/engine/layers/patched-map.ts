/**
 * A read-only map made of an earlier map and the entries that differ from it (issue 15 §7). A long
 * stack changes one or two objects per step; copying every object's record into a new map at each
 * step made a run's cost grow with the square of its length. A patched map shares the earlier one
 * and holds only the changes (carried over from patch to patch); once they pass the square root of
 * the number of entries (at least 16) it is flattened into a plain map. A lookup costs at most two
 * map lookups, and a step copies about √n entries instead of n.
 *
 * Iteration follows `order` (the keys the map holds, in the order a plain map built from them would
 * list them); the flat map is made on the first iteration and kept.
 */
export class PatchedMap<K, V> implements ReadonlyMap<K, V> {
  private flat: Map<K, V> | null = null;

  private constructor(
    private readonly base: ReadonlyMap<K, V>,
    /** The entries that differ from `base`: a new value, or undefined for a key no longer held. */
    private readonly changes: ReadonlyMap<K, V | undefined>,
    private readonly order: readonly K[],
  ) {}

  /**
   * `before` with `changes` applied, holding exactly the keys of `order`. Values are never undefined;
   * every key of `before` not in `order` must be in `changes` (as undefined).
   */
  static of<K, V>(before: ReadonlyMap<K, V>, changes: ReadonlyMap<K, V | undefined>, order: readonly K[]): ReadonlyMap<K, V> {
    let base = before;
    let merged: Map<K, V | undefined>;
    if (before instanceof PatchedMap && before.flat === null) {
      const b = before as PatchedMap<K, V>;
      base = b.base;
      merged = new Map(b.changes);
      for (const [k, v] of changes) merged.set(k, v);
    } else {
      if (before instanceof PatchedMap) base = (before as PatchedMap<K, V>).flat!;
      merged = new Map(changes);
    }
    const p = new PatchedMap<K, V>(base, merged, order);
    return merged.size > Math.max(16, Math.sqrt(order.length)) ? p.flatten() : p;
  }

  get size(): number {
    return this.order.length;
  }

  get(key: K): V | undefined {
    if (this.flat !== null) return this.flat.get(key);
    const c = this.changes.get(key);
    if (c !== undefined || this.changes.has(key)) return c;
    return this.base.get(key);
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  private flatten(): Map<K, V> {
    if (this.flat === null) {
      const m = new Map<K, V>();
      for (const k of this.order) m.set(k, this.get(k)!);
      this.flat = m;
    }
    return this.flat;
  }

  forEach(fn: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [k, v] of this.flatten()) fn.call(thisArg, v, k, this);
  }

  entries(): MapIterator<[K, V]> {
    return this.flatten().entries();
  }

  keys(): MapIterator<K> {
    return this.flatten().keys();
  }

  values(): MapIterator<V> {
    return this.flatten().values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.flatten()[Symbol.iterator]();
  }
}
