/**
 * What the engine returns: trace steps (structured, rendered by src/render, never by the engine),
 * the computed characteristics of every object, the bounds a run stays within, its errors, and
 * the Resolution of a run.
 */
import type { Characteristics, GameState, ObjectId, PlayerId } from './state.ts';
import type { ActivatedAbility, TriggeredAbility } from './stack.ts';
import type { Gap } from '../gaps.ts';
import type { GameEvent } from '../game-events.ts';
import type { Choice } from '../choices.ts';
import type { ObjectFate } from '../fates.ts';
import type { GapReport } from '../gap-report.ts';

export type TraceParam = string | number | boolean | null | string[];

export interface TraceStep {
  /** CR rule numbers that make this step happen; every one must exist in the current CR. */
  rules: string[];
  /** Message key, rendered in English or Japanese by src/render. */
  key: string;
  params: Record<string, TraceParam>;
}

/** What `computeCharacteristics` returns: every object's characteristics and its layer breakdown (613). */
export interface LayerResult {
  byId: Record<ObjectId, Computed>;
  /** Per object, the steps that produced its characteristics, in the order they were applied. */
  steps: Record<ObjectId, TraceStep[]>;
}

/** The characteristics the layers compute (613.1), named as the card or token defines them. */
type LayeredCharacteristics = Pick<Characteristics, 'name' | 'colors' | 'types' | 'subtypes' | 'supertypes' | 'power' | 'toughness' | 'loyalty' | 'defense' | 'keywords' | 'statics'>;

/** Computed characteristics of one object after all layers. */
export interface Computed extends LayeredCharacteristics {
  id: ObjectId;
  controller: PlayerId;
  /** Triggered abilities effects grant it (layer 6, 113.10, 613.1f); absent when none. `key` tells them apart for "once each turn". */
  grantedTriggers?: { ability: TriggeredAbility; key: string }[];
  /** Activated abilities effects grant it (layer 6, 113.10, 613.1f); absent when none. Numbered after its printed ones (engine/abilities-of.ts). */
  grantedActivated?: { ability: ActivatedAbility; key: string }[];
  /** Set when a layer-6 "loses all abilities" effect applied to it (613.1f): it has no triggered abilities either. */
  lostAllAbilities?: boolean;
  /**
   * 305.7: a basic land type was set for it: it has none of the abilities of its rules text (its
   * printed triggered and activated abilities) and has the new type's mana ability, which the engine
   * doesn't give it (activating one stops as unmodelled).
   */
  lostRulesText?: boolean;
  /** The unmodelled rules text it has after all layers (copied with it, 707.2; lost with its abilities, 613.1f); absent when none. */
  gaps?: Gap[];
  /** Its mana cost when a copy effect made it differ from the printed one (707.2); absent otherwise (read `printed.manaCost`). */
  manaCost?: string | null;
}

export interface Limits {
  maxObjects: number;
  maxEffects: number;
  maxEvents: number;
  /**
   * Units of work the layer system may do in one run (src/engine/work.ts): one per object an effect
   * is applied to, per object a dependency trial touches, per object a dependency comparison reads.
   * The engine can't read a clock; this bounds its time deterministically.
   */
  maxWork: number;
}

/**
 * maxWork: every acceptance scenario uses under 1,000 units; a 100-object board under 100 effects
 * takes about 17,000 per computation, and a run of 100 counter, damage and tap actions on it about
 * 250,000. Pathological scenarios (hundreds of effects on 200 objects) reach 2,500,000 in 0.5-2 s.
 */
export const DEFAULT_LIMITS: Limits = { maxObjects: 200, maxEffects: 500, maxEvents: 10_000, maxWork: 2_500_000 };

/**
 * `unmodelled`: the answer depends on a rule or card text the engine does not model (a Siege's
 * trigger, an enchant restriction it can't read …); it stops instead of guessing.
 */
export type EngineErrorCode =
  | 'too_many_objects'
  | 'too_many_effects'
  | 'too_many_events'
  /** The work bound (Limits.maxWork) was reached: the layer system would take too long. */
  | 'too_much_work'
  /** A damage amount, life total or counter count went past MAX_AMOUNT, or a power or toughness past MAX_PT (bounds.ts). */
  | 'number_out_of_range'
  | 'loop_detected'
  | 'bad_reference'
  | 'illegal_action'
  | 'unmodelled';

export interface EngineError {
  code: EngineErrorCode;
  /** Trace-style key + params, rendered by src/render. */
  key: string;
  params: Record<string, TraceParam>;
  /** Index of the action that failed, if any. */
  action?: number;
}

export interface Resolution {
  ok: boolean;
  final: GameState;
  /**
   * Everything that happened, in order, as typed events with object and player ids (game-events.ts).
   * An object's id changes when it changes zones (400.7): `fates` follows each one through them.
   */
  events: GameEvent[];
  /** The choices made for the players, told or by a stated default (choices.ts): what an answer resting on a default reads. */
  choices: Choice[];
  /** What became of each object: the objects the run began with, in order, then those it created (fates.ts). */
  fates: ObjectFate[];
  /**
   * The unmodelled rules text of the objects in the run, judged after it (gap-relevance.ts): `relevant`
   * could have changed what happened — the run is then refused with the `unmodelled` error naming the
   * first — and `irrelevant` was present but provably could not.
   */
  gaps: GapReport;
  /**
   * Characteristics of every object after all layers, for the final state. Empty when the run
   * stopped on the work bound (too_much_work): computing them is the work that was too much.
   */
  computed: Computed[];
  trace: TraceStep[];
  error?: EngineError;
  /** Units of work the run used (Limits.maxWork). */
  work?: number;
}
