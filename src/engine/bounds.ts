/**
 * The number bounds the engine keeps every amount within. Inputs are bounded by the Scenario
 * schema, but replacement effects multiply and layer 7c adds up many modifications: past these
 * bounds the run stops and names the bound, rather than carrying on with Infinity (JSON null) or
 * integers a double can no longer hold exactly (past 2^53).
 *
 * Its own module (not run.ts) because the layer system needs it and run.ts imports the layers.
 */
import { halt } from './halt.ts';

/** The largest damage amount, life total, poison count or number of counters the engine works with. */
export const MAX_AMOUNT = 1_000_000_000;

/** The largest power or toughness (either sign) the layer system produces (613.4). */
export const MAX_PT = 1_000_000_000;

/** `value`, if it is a number the engine can work with; otherwise the run stops, naming the bound. */
export function boundAmount(value: number): number {
  if (Number.isFinite(value) && Math.abs(value) <= MAX_AMOUNT) return value;
  halt('number_out_of_range', 'bound.exceeded', { bound: 'amount', limit: MAX_AMOUNT, ...(Number.isSafeInteger(value) ? { count: value } : {}) });
}

/** A power or toughness from layer 7, if within MAX_PT; otherwise the run stops, naming the bound. */
export function boundPT(value: number | null): number | null {
  if (value === null || (Number.isFinite(value) && Math.abs(value) <= MAX_PT)) return value;
  halt('number_out_of_range', 'bound.exceeded', { bound: 'power-toughness', limit: MAX_PT, ...(Number.isSafeInteger(value) ? { count: value } : {}) });
}
