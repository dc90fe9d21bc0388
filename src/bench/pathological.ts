/**
 * Pathological scenarios: far more work than any real board, used to check that the engine's work
 * bound (Limits.maxWork) stops them promptly and to measure how long they take. Both are Scenario
 * JSON (the user-facing format), generated deterministically.
 *
 * - `manyApplyEffects`: 200 creatures and 500 apply-effect actions, each a filter effect on every
 *   creature (P/T, colors, keywords, types in turn).
 * - `manyFilterEffects`: 200 creatures and 500 listed continuous effects whose filters read colors,
 *   types and abilities and which change those same characteristics (re-evaluated, not locked in),
 *   so every one of them could depend on every other (613.8a).
 */
const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const SUBTYPES = ['Elf', 'Goblin', 'Wizard', 'Soldier', 'Zombie'] as const;
const KEYWORDS = ['flying', 'trample', 'haste', 'vigilance', 'reach'] as const;

function creatures(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    name: `Creature ${i}`,
    types: ['Creature'],
    subtypes: [SUBTYPES[i % SUBTYPES.length]],
    colors: [COLORS[i % COLORS.length]],
    power: 1 + (i % 4),
    toughness: 1 + (i % 5),
    controller: i % 2 === 0 ? 'A' : 'B',
  }));
}

/** The modifications manyApplyEffects cycles through. */
const MODIFICATIONS: readonly ((j: number) => Record<string, unknown>)[] = [
  () => ({ kind: 'modify-pt', power: 1, toughness: 1 }),
  (j) => ({ kind: 'add-colors', colors: [COLORS[j % COLORS.length]] }),
  (j) => ({ kind: 'add-keywords', keywords: [KEYWORDS[j % KEYWORDS.length]] }),
  (j) => ({ kind: 'add-types', subtypes: [SUBTYPES[j % SUBTYPES.length]] }),
];

function modification(j: number): Record<string, unknown> {
  const make = MODIFICATIONS[j % MODIFICATIONS.length];
  return make ? make(j) : {};
}

export function manyApplyEffects(objects = 200, actions = 500): Record<string, unknown> {
  return {
    objects: creatures(objects),
    actions: Array.from({ length: actions }, (_, j) => ({
      kind: 'apply-effect',
      effect: { text: `Effect ${j}`, affects: { kind: 'filter', types: ['Creature'] }, modifications: [modification(j)] },
    })),
  };
}

/** A filter that reads what the other effects change: colors, subtypes or keywords, in turn. */
const READING_FILTERS: readonly ((j: number) => Record<string, unknown>)[] = [
  (j) => ({ kind: 'filter', types: ['Creature'], colors: [COLORS[(j + 1) % COLORS.length]] }),
  (j) => ({ kind: 'filter', types: ['Creature'], subtypes: [SUBTYPES[(j + 2) % SUBTYPES.length]] }),
  (j) => ({ kind: 'filter', types: ['Creature'], keywords: [KEYWORDS[(j + 3) % KEYWORDS.length]] }),
];

function readingFilter(j: number): Record<string, unknown> {
  const make = READING_FILTERS[j % READING_FILTERS.length];
  return make ? make(j) : {};
}

/** The changes manyFilterEffects cycles through. */
const CHANGES: readonly ((j: number) => Record<string, unknown>)[] = [
  (j) => ({ kind: 'set-colors', colors: [COLORS[j % COLORS.length]] }),
  (j) => ({ kind: 'add-types', subtypes: [SUBTYPES[j % SUBTYPES.length]] }),
  (j) => ({ kind: 'add-keywords', keywords: [KEYWORDS[j % KEYWORDS.length]] }),
  (j) => ({ kind: 'remove-keywords', keywords: [KEYWORDS[(j + 1) % KEYWORDS.length]] }),
];

function changing(j: number): Record<string, unknown> {
  const make = CHANGES[j % CHANGES.length];
  return make ? make(j) : {};
}

export function manyFilterEffects(objects = 200, effects = 500): Record<string, unknown> {
  return {
    objects: creatures(objects),
    effects: Array.from({ length: effects }, (_, j) => ({
      text: `Effect ${j}`,
      affects: readingFilter(j),
      modifications: [changing(j)],
      locked: false,
    })),
  };
}
