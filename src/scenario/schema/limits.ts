/**
 * The Scenario's bounds (issue 3 §7: every input is bounded), apart from the zod schema (fields.ts)
 * so that code that only needs the numbers doesn't build the schema (issue 15 §2).
 */
export const SCENARIO_LIMITS = {
  players: 8,
  objects: 200,
  effects: 500,
  actions: 1000,
  /** Characters in any one string (names, texts, ids, counter kinds). */
  stringChars: 500,
  /** Entries in any one list inside an object or effect (keywords, types, modifications, ids…). */
  listItems: 200,
  /** Kinds of counters on one object or player. */
  counterKinds: 50,
  /** Absolute value of any number (P/T, life, damage, amounts…). */
  number: 1_000_000,
} as const;
