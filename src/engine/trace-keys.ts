/**
 * Every trace key the engine can emit (in trace steps and in EngineError.key), so the renderer
 * (src/render/trace.ts) can provide an English and a Japanese template for each, and a test can
 * check that it does. `step()` only accepts these keys (type-checked), and a test in test/engine
 * checks that each one is emitted somewhere in src/engine.
 *
 * The params of each key are listed next to it, and typed in trace-params.ts (the type `step()`
 * and `halt()` check them against). All are plain values: object labels, numbers, booleans, strings
 * such as "1/3" or "Creature — Bear", or arrays of strings.
 * Common values: `layer` is '1a' | '1b' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
 * `characteristic` is 'copiable' | 'controller' | 'text' | 'types' | 'colors' | 'abilities' | 'pt';
 * colors are letters in WUBRG order ("WU") or "-" for colorless; P/T is "2/3" ("-" for none);
 * abilities are "flying, trample; <static ability text>" or "-" for none.
 */
import { LAYER_TRACE_KEYS } from './layers/trace-keys.ts';
import { COMBAT_TRACE_KEYS } from './combat/trace-keys.ts';
import { DAMAGE_TRACE_KEYS } from './damage/trace-keys.ts';
import { ALTERNATIVE_CASTING_TRACE_KEYS, CASTING_TRACE_KEYS } from './casting/trace-keys.ts';
import { RESOLUTION_TRACE_KEYS, STACK_TRACE_KEYS } from './stack/trace-keys.ts';
import { TRIGGER_TRACE_KEYS } from './triggers/trace-keys.ts';

/**
 * Keys no single CR area owns: events (120.3, 119, 122, 701.26), actions (701), zones (400),
 * keywords checked (702), state-based actions (704), cleanup (514), the game's end (104), and the
 * bounds, errors and unmodelled text every part of the engine can report.
 */
const GENERAL_TRACE_KEYS = [
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
  /** { object, replaced? } — destroyed (701.8a); replaced: a zone-change replacement effect changes where it goes (614.1a). */
  'action.destroy',
  /** { object, controller, indestructible, replaced? } — sacrificed (701.21a); replaced: see action.destroy. */
  'action.sacrifice',
  /** { object, from, to } — exiled (701.13a). */
  'action.exile',
  /** { object, from, to } — returned to its owner's hand (400.3). */
  'action.return-to-hand',
  /** { object, from, to } — moved to a zone (400.7; 700.4 dies, 701.13a exile, 400.3 an owner's zone, 110.1 onto the battlefield). */
  'action.move',

  // --- Zones (400) -------------------------------------------------------------------------
  /** { object, from, to, owner, dies? } — moved between zones (400.7; 400.3 for an owner's zone); `dies`: a creature or planeswalker put into a graveyard from the battlefield (700.4). */
  'zone.moved',
  /** { object, id, newId, lost: string[] } — it became a new object; `lost` lists 'counters' | 'damage' | 'attachment' (400.7). */
  'zone.new-object',
  /** { object, effect, text } — an effect locked to the old object no longer applies to anything (400.7, 611.2c). */
  'zone.effect-lost',
  /** { object, source } — a card exiled until the source leaves the battlefield returns now that it has, under its owner's control (610.3, 610.3c). */
  'zone.until-returns',
  /** { object, effect, text } — an effect on a permanent spell follows it onto the battlefield (400.7a). */
  'zone.effect-follows',
  /** { reference, object, id, zone } — an action named a card that has since become a new object; it acts on that object (400.7). */
  'zone.follows',

  // --- Keywords (702) ---------------------------------------------------------------------
  /**
   * { object, ability, other, note } — a keyword bore on a check and didn't forbid it: `note`
   * (keywords/note.ts KEYWORD_NOTES) says why, e.g. 'block-flying-by-reach' (702.9b, 702.17b),
   * 'attack-haste' (702.10b, 302.6), 'target-hexproof-own' (702.11b), 'not-targeted' (702.18a).
   */
  'keyword.checked',

  // --- Indestructible (702.12) -------------------------------------------------------------
  /** { object, reason: 'destroy' | 'lethal-damage' | 'deathtouch', damage?, toughness? } — not destroyed (702.12b). */
  'indestructible.survives',

  // --- Ascend (702.131) ----------------------------------------------------------------------
  /** { player } — a player who controls ten or more permanents and one with ascend gets the city's blessing for the rest of the game (702.131b). */
  'ascend.blessing',

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
  /** { name, objects: string[] } — 704.5j: legendary permanents of one name, each under a different player's control: the rule doesn't apply to them (a note) */
  'sba.legend-apart',
  /** { controller, objects: string[] } — 704.5j: one player's legendary permanents, each of its own name: the rule doesn't apply to them (a note) */
  'sba.legend-names-differ',
  /** { object, attachedTo, reason } — 704.5m */
  'sba.aura-illegal',
  /** { object, attachedTo, reason } — 702.103f (an exception to 704.5m): a bestowed Aura stays as a creature */
  'sba.bestow-ends',
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
  /** { objects: string[] } — 514.2; only when some permanent had damage marked. */
  'cleanup.damage-removed',
  /** { effects: string[] } — 514.2; only when some "until end of turn" effect ends. */
  'cleanup.effects-ended',
  /**
   * { player, count, size, cards: string[], unseen, policy: 'given' | 'only' | 'unseen', by: string[] } —
   * 514.1: the active player discards `count` cards down to their maximum hand size `size` (402.2; `by`:
   * the abilities that changed it): the named `cards` and `unseen` cards nobody described.
   */
  'cleanup.discard',
  /**
   * { player, size, cards: string[], kept: string[] } — 514.1 with a hand the question didn't describe:
   * whether the player discards is unknown; the named cards in it are `cards` (told as discarded) and
   * `kept` (the player may keep them, 701.9b).
   */
  'cleanup.discard-unknown',
  /** { player, by: string[] } — 402.2: the player has no maximum hand size, so nothing is discarded in the cleanup step (514.1). */
  'cleanup.no-maximum',
  /** { winner: string | null, draw: boolean } — 104.2a / 104.4a; later actions are not performed. */
  'game.over',

  // --- Bounds, errors and what isn't modelled ----------------------------------------------
  /** { bound: 'objects' | 'effects' | 'events' | 'amount' | 'power-toughness', limit, count? } */
  'bound.exceeded',
  /** { bound: 'work', limit, count } — the work bound (Limits.maxWork): the layer system would take too long. */
  'bound.work',
  /** { what, repeats } */
  'loop.detected',
  /** { reference, what: 'object' | 'player' | 'effect' } */
  'error.bad-reference',
  /** { reason, ... } — e.g. 'bad-amount', 'duplicate-id', 'duplicate-effect-id', 'aura-needs-attachment' (with rule 303.4f). */
  'error.illegal-action',
  /** { object, act, rule: '400.7', zone? | ceased? } — a permanent-only act names a card that has left the battlefield (objects.ts permanentObject). */
  'error.left-battlefield',
  /** { what, rule } — the answer depends on a rule or text the engine doesn't model; it stops instead of guessing. */
  'error.unmodelled',
  /**
   * { player, count, reader: HandReader, rule } — the answer needs to know the `count` unseen cards in
   * `player`'s hand (drawn from a library nobody described, engine/hand.ts): `reader` says what needed them.
   */
  'error.unseen-card',
  /**
   * { player, count, size, cards, unseen, unknown? } — 514.1: the active player must discard `count` of
   * their `cards` cards down to `size`, which ones is their choice, and the question didn't say.
   */
  'error.cleanup-discard',
  /** { object, text } — rules text of an object that the engine doesn't model; whether it could matter is decided after the run (gap-relevance.ts). */
  'unmodelled.text',
  /**
   * { object, name, text, kind, reason, count } — the run is refused: unmodelled text of `object`
   * could have mattered (`kind`: spell | static | triggered | activated | characteristic; `reason`: a
   * GapReason such as 'functions', 'trigger-event', 'cast'); `count` relevant texts in all.
   */
  'error.unmodelled-text',
] as const;

/**
 * Every key, in one list: each CR area's keys live beside the code that emits them (layers/,
 * combat/, damage/, casting/, stack/, triggers/), each file named trace-keys.ts.
 */
export const TRACE_KEYS = [
  ...LAYER_TRACE_KEYS,
  ...GENERAL_TRACE_KEYS,
  ...COMBAT_TRACE_KEYS,
  ...DAMAGE_TRACE_KEYS,
  ...CASTING_TRACE_KEYS,
  ...STACK_TRACE_KEYS,
  ...TRIGGER_TRACE_KEYS,
  ...RESOLUTION_TRACE_KEYS,
  ...ALTERNATIVE_CASTING_TRACE_KEYS,
] as const;

export type TraceKey = (typeof TRACE_KEYS)[number];
