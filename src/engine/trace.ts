/**
 * Building trace steps. A step is data ({ rules, key, params }) rendered by src/render; the engine
 * never writes sentences. Keys come from TRACE_KEYS so the renderer can provide a template for each.
 */
import type { TraceKey } from './trace-keys.ts';
import type { Color, EngineError, TraceStep } from './types.ts';
import type { EngineStep, StepOf, TraceParamsOf } from './trace-params.ts';

export function step<K extends TraceKey>(key: K, rules: readonly string[], params: TraceParamsOf[K]): StepOf<K> {
  return { rules: [...rules], key, params } as StepOf<K>;
}

/**
 * A copy of a step that is shared with other readers (a cached layer result, whose steps the layer
 * system wrote with `step`), safe to hand on.
 */
export function copyStep(s: TraceStep): EngineStep {
  return { rules: [...s.rules], key: s.key, params: { ...s.params } } as EngineStep;
}

/** The step that tells an error: an EngineError's key and params are a step's (halt checked them). */
export function errorStep(e: EngineError): EngineStep {
  return { rules: [], key: e.key, params: { ...e.params } } as unknown as EngineStep;
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
