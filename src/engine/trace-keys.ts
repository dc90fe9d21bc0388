/**
 * Every trace key the engine can emit (in trace steps and in EngineError), so the renderer
 * (src/render/trace.ts) can provide an English and a Japanese template for each one, and a test can
 * check that it does. Keep this list in sync with the engine: a test fails on an emitted key not listed here.
 *
 * Params of each key are documented next to it (all plain values: labels, numbers, "1/3 -> 1/4" strings).
 */
export const TRACE_KEYS = [
  // --- Layers (613) -------------------------------------------------------------------------
  /** { object, layer, effect, before, after } — an effect applied in a layer (613.1 / 613.4). */
  'layer.applied',
  /** { object, layer, effect, before, after } — a characteristic-defining ability applied first in its layer (613.3, 604.3). */
  'layer.cda',
  /** { object, layer, effect, dependsOn } — effect applied after the one it depends on (613.8a). */
  'layer.dependency',
  /** { layer, effects } — dependency loop: these effects are applied in timestamp order (613.8b). */
  'layer.dependency-loop',
  /** { object, layer, counters, before, after } — +1/+1, -1/-1 and other P/T counters applied in 7c (613.4c). */
  'layer.counters',
  /** { object, layer, effect, before, after } — power and toughness switched in 7d (613.4d). */
  'layer.switch',
  /** { object, layer, effect, ability } — an effect from an ability removed earlier does not apply (613.6). */
  'layer.ability-removed',
  /** { object, layer, effect, ability } — an effect that had already begun applying keeps applying after its ability was removed (613.6). */
  'layer.continues',
  /** { object, layer, effect, keywords } — the object can't have these abilities (613.1f). */
  'layer.cant-have',
  /** { object, layer, effect, count } — a keyword counter grants its keyword (122.1b, 613.1f). */
  'layer.keyword-counter',
  /** { object, effect } — affected set locked in when the effect began (611.2c). */
  'layer.locked-in',
  /** { object, name, power, toughness, colors, types, subtypes, supertypes, keywords, controller } — the result after layer 7d. */
  'layer.result',
  /** { object } — start of the layer breakdown of an object (613.1). */
  'layer.breakdown',

  // --- Continuous effects (611) --------------------------------------------------------------
  /** { effect, text, timestamp, affects } — a continuous effect created by a resolving spell/ability (611.2, 613.7b). */
  'effect.created',
  /** { effect, text, reason } — an effect ended (its duration ran out or an action ended it). */
  'effect.ended',
  /** { object, timestamp } — an Aura or Equipment received a new timestamp on becoming attached (613.7e). */
  'effect.new-timestamp',

  // --- Events ---------------------------------------------------------------------------------
  /** { source, target, amount, deathtouch } — damage dealt (120.3). */
  'event.damage',
  /** { player, amount, before, after } — life gained or lost (119.3, 120.3a). */
  'event.life',
  /** { target, counter, amount, before, after } — counters put on or removed from an object or player (122.1). */
  'event.counters',
  /** { object } */
  'event.tapped',
  /** { object } */
  'event.untapped',
  /** { object, to } — attached (301.5, 303.4, 701.3). */
  'event.attached',
  /** { object, from } — unattached (701.3d). */
  'event.unattached',
  /** { object, zone, controller, token } — an object or token was created / put onto the battlefield (111.1). */
  'event.created',
  /** { object, to } — an action had no effect (e.g. destroy on an object not on the battlefield). */
  'event.no-effect',

  // --- Actions (701) --------------------------------------------------------------------------
  /** { object } — destroyed: moved to its owner's graveyard (701.8). */
  'action.destroy',
  /** { object } — sacrificed (701.21). */
  'action.sacrifice',
  /** { object } — exiled (701.13). */
  'action.exile',
  /** { object } — returned to its owner's hand. */
  'action.return-to-hand',
  /** { object, to } — moved to a zone. */
  'action.move',

  // --- Zones (400) ----------------------------------------------------------------------------
  /** { object, from, to, owner } — moved between zones (400.3, 400.7). */
  'zone.moved',
  /** { object, newObject, lost } — it becomes a new object with no memory of its previous existence (400.7). */
  'zone.new-object',
  /** { object, effect } — an effect locked to the old object no longer applies (400.7, 611.2c). */
  'zone.effect-lost',

  // --- Indestructible (702.12) ---------------------------------------------------------------
  /** { object, reason } — an indestructible permanent is not destroyed (702.12b). */
  'indestructible.survives',

  // --- State-based actions (704) -------------------------------------------------------------
  /** { round } — state-based actions checked: the ones that apply are performed simultaneously (704.3). */
  'sba.check',
  /** {} — none apply (704.3). */
  'sba.none',
  /** { player, life } — 704.5a */
  'sba.zero-life',
  /** { player, poison } — 704.5c */
  'sba.poison',
  /** { object } — 704.5d */
  'sba.token-ceases',
  /** { object, zone } — 704.5e */
  'sba.copy-ceases',
  /** { object, toughness } — 704.5f */
  'sba.zero-toughness',
  /** { object, damage, toughness } — 704.5g */
  'sba.lethal-damage',
  /** { object } — 704.5h */
  'sba.deathtouch',
  /** { object } — 704.5i */
  'sba.zero-loyalty',
  /** { name, kept, removed, controller } — 704.5j (default policy: keep the newest) */
  'sba.legend-rule',
  /** { object, attachedTo, reason } — 704.5m */
  'sba.aura-illegal',
  /** { object, attachedTo, reason } — 704.5n */
  'sba.equipment-unattached',
  /** { object, attachedTo } — 704.5p */
  'sba.attached-unattached',
  /** { object, removed } — 704.5q */
  'sba.counters-cancel',
  /** { object } — 704.5v */
  'sba.zero-defense',
  /** { object } — the permanent is put into a graveyard by state-based actions. */
  'sba.put-into-graveyard',

  // --- Cleanup (514) -------------------------------------------------------------------------
  /** { objects } — 514.2 */
  'cleanup.damage-removed',
  /** { effects } — 514.2 */
  'cleanup.effects-ended',

  // --- Bounds and errors -------------------------------------------------------------------
  /** { bound, limit, count } — a bound was hit (too many objects / effects / events). */
  'bound.exceeded',
  /** { what, repeats } — a loop was detected. */
  'loop.detected',
  /** { reference, what } — an action or effect names an object/player/effect that does not exist. */
  'error.bad-reference',
  /** { action, reason } — an action can't be performed as given. */
  'error.illegal-action',
  /** { object, text } — rules text the engine does not model; the answer must say so. */
  'unmodelled.text',
] as const;

export type TraceKey = (typeof TRACE_KEYS)[number];
