/**
 * The trace keys of the layer system (613) and of continuous effects (611): what layers/ and
 * actions.ts emit when an effect is created, applies in its layer, waits for another (613.8) or ends.
 *
 * The list is named trace-keys.ts like the others, so test/engine/trace-keys.test.ts (which checks that
 * every key is emitted somewhere in src/engine outside the lists) keeps telling a listed key from an
 * emitted one. src/engine/trace-keys.ts joins the lists into TRACE_KEYS; params are typed in
 * trace-params.ts.
 */

/** Layers (613) and continuous effects (611), in the order TRACE_KEYS lists them. */
export const LAYER_TRACE_KEYS = [
  // --- Layers (613) --------------------------------------------------------------------------
  /** { object, layer, characteristic, effect, timestamp, before, after } — an effect applied in its layer (613.1-613.4). */
  'layer.applied',
  /** { object, layer, characteristic, effect, timestamp, before, after } — a characteristic-defining ability applied first (613.3, 613.4a, 604.3). */
  'layer.cda',
  /** { object, layer, characteristic, effect, timestamp, before, after } — P/T counters applied in 7c (613.4c, 122.1a); `effect` is e.g. "+1/+1 counter x2". */
  'layer.counters',
  /** { object, layer, characteristic, effect, timestamp, before, after } — a keyword counter gives its keyword in layer 6 (122.1b). */
  'layer.keyword-counter',
  /** { object, layer, characteristic, effect, timestamp, before, after } — power and toughness switched in 7d (613.4d). */
  'layer.switch',
  /** { object, layer, characteristic, effect, timestamp, before, after } — a "can't have" effect (113.11). */
  'layer.cant-have',
  /** { layer, effect, dependsOn: string[] } — the effect waited for the effects it depends on (613.8a, 613.8b). */
  'layer.dependency',
  /** { layer, effects: string[] } — these effects depend on each other: applied in timestamp order (613.8b). */
  'layer.dependency-loop',
  /** { object, layer, effect, dependsOn? } — a static ability's effect doesn't apply: the ability was removed before the effect began (613.6). */
  'layer.ability-removed',
  /** { object, layer, effect } — the effect began in an earlier layer, so it keeps applying although its ability was removed (613.6). */
  'layer.continues',
  /** { object, layer, effect } — a conditional static ability ("as long as …") whose condition doesn't hold now applies to nothing (611.3a). */
  'layer.condition-unmet',
  /** { object } — heading of an object's layer breakdown (613.1). */
  'layer.breakdown',
  /** { object, name, controller, types, colors, abilities, pt } — the characteristics after all layers. */
  'layer.result',

  // --- Continuous effects (611) ------------------------------------------------------------
  /** { effect, text, timestamp, affects: string[], duration, counts: string[] } — created by a resolving spell or ability (611.2, 613.7b, 611.2c; counts fixed by 608.2h). */
  'effect.created',
  /** { effect, text, reason: 'action' | 'source-left' } — a continuous effect ended. */
  'effect.ended',
  /** { object, timestamp } — an Aura/Equipment got a new timestamp when attached (613.7e, 701.3c). */
  'effect.new-timestamp',
] as const;
