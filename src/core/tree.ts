/**
 * Questions about a plain data tree (what a Scenario input, a compiled card or a question's events are made of:
 * objects, arrays, strings, numbers). They replace searching the JSON text for a quoted fragment, which matched a
 * key's name as readily as a value and broke silently when a field was renamed.
 */

/** Nesting deeper than this is not walked: the trees asked about are a few levels deep, and a cycle must not hang. */
const MAX_DEPTH = 64;

/** Calls `visit` on every value of the tree, the root first (depth-first), until one returns true. */
function walk(value: unknown, visit: (v: unknown) => boolean, depth: number, seen: Set<object>): boolean {
  if (visit(value)) return true;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH || seen.has(value)) return false;
  seen.add(value);
  const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return children.some((v) => walk(v, visit, depth + 1, seen));
}

const isNode = (v: unknown): v is Readonly<Record<string, unknown>> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Whether some object anywhere in the tree (the root included; arrays are looked through) satisfies the test. */
export function someNode(value: unknown, test: (node: Readonly<Record<string, unknown>>) => boolean): boolean {
  return walk(value, (v) => isNode(v) && test(v), 0, new Set());
}

/** Whether some string value anywhere in the tree satisfies the test (keys are field names, not values: not tested). */
export function someString(value: unknown, test: (s: string) => boolean): boolean {
  return walk(value, (v) => typeof v === 'string' && test(v), 0, new Set());
}

/** Whether the tree names this id anywhere (a target, a source, a member of a list). */
export function mentions(value: unknown, id: string): boolean {
  return someString(value, (s) => s === id);
}
