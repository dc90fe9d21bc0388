/**
 * How deeply a Scenario may nest (issue 17 §2). Schema validation, the engine's clone of the state
 * and JSON itself all walk a value recursively, so a value nested hundreds of levels deep (a
 * trigger that creates a token whose trigger creates a token …, or plain brackets) would overflow
 * the stack. The depth is checked first, without recursion: on the JSON text before it is parsed,
 * and on the value before it is validated; past the bound the answer names the bound.
 *
 * The bound is generous: the deepest example scenario nests 12 levels.
 */

/** Objects and lists inside one another, counting the Scenario object itself as level 1. */
export const MAX_NESTING = 64;

/**
 * Where JSON text first goes deeper than `max` levels of { } and [ ] (an offset into `text`), or
 * null when it never does. Brackets inside strings don't count. The text need not be valid JSON.
 */
export function jsonNestingOverflow(text: string, max: number = MAX_NESTING): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) return i;
    } else if (c === 0x7d || c === 0x5d) depth = Math.max(0, depth - 1);
  }
  return null;
}

/** True when a (JSON-like) value nests objects and lists deeper than `max` levels. Iterative. */
export function nestedDeeperThan(value: unknown, max: number = MAX_NESTING): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 1 }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    if (depth > max) return true;
    seen.add(v);
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push({ v: child, depth: depth + 1 });
    }
  }
  return false;
}
