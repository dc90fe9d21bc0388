/**
 * Building trace steps. A step is data ({ rules, key, params }) rendered by src/render; the engine
 * never writes sentences. Keys come from TRACE_KEYS so the renderer can provide a template for each.
 */
import type { TraceKey } from './trace-keys.ts';
import type { Color, TraceParam, TraceStep } from './types.ts';

export function step(key: TraceKey, rules: readonly string[], params: Record<string, TraceParam> = {}): TraceStep {
  return { rules: [...rules], key, params };
}

/** A copy of a step that is shared with other readers (a cached layer result), safe to hand on. */
export function copyStep(s: TraceStep): TraceStep {
  return { rules: [...s.rules], key: s.key, params: { ...s.params } };
}

/** "2/3"; a missing value is shown as "-". */
export function formatPT(power: number | null, toughness: number | null): string {
  return `${power ?? '-'}/${toughness ?? '-'}`;
}

/** Color letters in WUBRG order ("WU"), or "-" for colorless. */
export function formatColors(colors: readonly Color[]): string {
  const order: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
  const letters = order.filter((c) => colors.includes(c)).join('');
  return letters === '' ? '-' : letters;
}
