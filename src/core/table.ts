/**
 * Lookup tables keyed by text a user typed (words, keywords, names, options): a word such as
 * "constructor", "toString" or "__proto__" must be data, never a property inherited from
 * Object.prototype. A table made here has no prototype, so a missing key is simply undefined.
 */

/** A read-only copy of `entries` with no prototype: `t[word]` is undefined for any word not in it. */
export function lookupTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  const table = Object.create(null) as Record<string, T>;
  for (const [k, v] of Object.entries(entries)) table[k] = v;
  return Object.freeze(table);
}

/** `table[key]` only when `key` is the table's own entry (for tables that keep their prototype). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
