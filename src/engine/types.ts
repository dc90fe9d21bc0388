/**
 * The engine's data model. Everything here is plain, JSON-serialisable data: the engine is a pure
 * function from a state and an action to a new state plus trace steps. Characteristics are never
 * stored as computed values: objects keep their printed (copiable, 613.1) values, and
 * `computeCharacteristics` derives the current ones through layers.
 *
 * The types live in src/engine/model/, one module per area of the rules; this module gathers them
 * so the engine and its callers import them from one place.
 */

export * from './model/state.ts';
export * from './model/layers.ts';
export * from './model/results.ts';
export * from './model/actions.ts';
export * from './model/combat.ts';
export * from './model/replacement.ts';
export * from './model/effects.ts';
export * from './model/stack.ts';
export * from './model/alternatives.ts';
export * from './model/casting.ts';
