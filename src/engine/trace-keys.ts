/**
 * Every trace key the engine can emit (in trace steps and in EngineError.key), so the renderer
 * (src/render/trace.ts) can provide an English and a Japanese template for each, and a test can
 * check that it does. `step()` only accepts these keys (type-checked), and a test in test/engine
 * checks that each one is emitted somewhere in src/engine.
 *
 * The params of each key are listed next to it. All are plain values: object labels, numbers,
 * booleans, strings such as "1/3" or "Creature — Bear", or arrays of strings.
 * Common values: `layer` is '1a' | '1b' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
 * `characteristic` is 'copiable' | 'controller' | 'text' | 'types' | 'colors' | 'abilities' | 'pt';
 * colors are letters in WUBRG order ("WU") or "-" for colorless; P/T is "2/3" ("-" for none);
 * abilities are "flying, trample; <static ability text>" or "-" for none.
 */
export const TRACE_KEYS = [
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
  /** { object, layer, effect } — a static ability's effect doesn't apply: the ability was removed before the effect began (613.6). */
  'layer.ability-removed',
  /** { object, layer, effect } — the effect began in an earlier layer, so it keeps applying although its ability was removed (613.6). */
  'layer.continues',
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

  // --- Events ------------------------------------------------------------------------------
  /** { source, target, amount, combat, deathtouch } — damage dealt (120.3). */
  'event.damage',
  /** { object, amount, total } — damage marked on a creature (120.3e). */
  'event.damage-marked',
  /** { source, target, amount, quality } — damage prevented by protection (702.16e). */
  'event.damage-prevented',
  /** { player, amount, before, after } — life gained (+) or lost (-) (119.3, 120.3a, 120.3f). */
  'event.life',
  /** { target, counter, amount, before, after } — counters put on (+) or removed (-) from an object or player (122.1). */
  'event.counters',
  /** { object } — tapped (701.26a). */
  'event.tapped',
  /** { object } — untapped (701.26b). */
  'event.untapped',
  /** { object, to } — attached (701.3a). */
  'event.attached',
  /** { object, from } — unattached (701.3d, 704.5n, 704.5p). */
  'event.unattached',
  /** { object, id, zone, controller, token } — an object created (111.1, 111.2, 613.7d). */
  'event.created',
  /** { object, reason, ... } — an action or event did nothing; `reason` says why (e.g. 'zero-damage', 'not-a-permanent', 'already-tapped', 'not-attachable', 'token-left-battlefield'). */
  'event.no-effect',

  // --- Actions (701) -----------------------------------------------------------------------
  /** { object } — destroyed (701.8a). */
  'action.destroy',
  /** { object, controller, indestructible } — sacrificed (701.21a). */
  'action.sacrifice',
  /** { object, from, to } — exiled (701.13a). */
  'action.exile',
  /** { object, from, to } — returned to its owner's hand (400.3). */
  'action.return-to-hand',
  /** { object, from, to } — moved to a zone. */
  'action.move',

  // --- Zones (400) -------------------------------------------------------------------------
  /** { object, from, to, owner } — moved between zones (400.7; 400.3 for an owner's zone). */
  'zone.moved',
  /** { object, id, newId, lost: string[] } — it became a new object; `lost` lists 'counters' | 'damage' | 'attachment' (400.7). */
  'zone.new-object',
  /** { object, effect, text } — an effect locked to the old object no longer applies to anything (400.7, 611.2c). */
  'zone.effect-lost',
  /** { object, effect, text } — an effect on a permanent spell follows it onto the battlefield (400.7a). */
  'zone.effect-follows',
  /** { reference, object, id, zone } — an action named a card that has since become a new object; it acts on that object (400.7). */
  'zone.follows',

  // --- Indestructible (702.12) -------------------------------------------------------------
  /** { object, reason: 'destroy' | 'lethal-damage' | 'deathtouch', damage?, toughness? } — not destroyed (702.12b). */
  'indestructible.survives',

  // --- State-based actions (704) -----------------------------------------------------------
  /** { round } — state-based actions apply and are performed simultaneously (704.3). */
  'sba.check',
  /** { player, life } — 704.5a */
  'sba.zero-life',
  /** { player, poison } — 704.5c */
  'sba.poison',
  /** { object, zone } — a token outside the battlefield ceases to exist (704.5d, 111.7). */
  'sba.token-ceases',
  /** { object, zone } — a copy outside the stack/battlefield ceases to exist (704.5e). */
  'sba.copy-ceases',
  /** { object, toughness } — 704.5f */
  'sba.zero-toughness',
  /** { object, damage, toughness } — 704.5g */
  'sba.lethal-damage',
  /** { object, damage, toughness } — 704.5h */
  'sba.deathtouch',
  /** { object, loyalty } — 704.5i */
  'sba.zero-loyalty',
  /** { name, controller, kept, removed: string[], policy: 'keep-newest' } — 704.5j: the controller chooses; the default keeps the newest. */
  'sba.legend-rule',
  /** { object, attachedTo, reason } — 704.5m */
  'sba.aura-illegal',
  /** { object, attachedTo, reason } — 704.5n */
  'sba.equipment-unattached',
  /** { object, attachedTo, reason } — 704.5p */
  'sba.attached-unattached',
  /** { object, removed } — 704.5q */
  'sba.counters-cancel',
  /** { object } — 704.5w */
  'sba.zero-defense',
  /** { object, kept } — 704.5z */
  'sba.role',

  // --- Cleanup (514), game end (104) -------------------------------------------------------
  /** { objects: string[] } — 514.2 */
  'cleanup.damage-removed',
  /** { effects: string[] } — 514.2 */
  'cleanup.effects-ended',
  /** { winner: string | null, draw: boolean } — 104.2a / 104.4a; later actions are not performed. */
  'game.over',

  // --- Bounds, errors and what isn't modelled ----------------------------------------------
  /** { bound: 'objects' | 'effects' | 'events', limit, count } */
  'bound.exceeded',
  /** { what, repeats } */
  'loop.detected',
  /** { reference, what: 'object' | 'player' | 'effect' } */
  'error.bad-reference',
  /** { reason, ... } — e.g. 'bad-amount', 'duplicate-id', 'duplicate-effect-id', 'aura-needs-attachment' (with rule 303.4f). */
  'error.illegal-action',
  /** { what, rule } — the answer depends on a rule or text the engine doesn't model; it stops instead of guessing. */
  'error.unmodelled',
  /** { object, text } — rules text of an object that the engine doesn't model (the answer ignores it). */
  'unmodelled.text',
] as const;

export type TraceKey = (typeof TRACE_KEYS)[number];
