/**
 * Replacement and prevention effects (614-616) and regeneration shields (701.19a): what each
 * watches, what it does instead, and how a scenario or an action gives one.
 */
import type { ObjectId, PlayerId, Zone } from './state.ts';
import type { Duration, Selector } from './layers.ts';

/**
 * Which damage sources or recipients a replacement or prevention effect watches: an object or
 * player id, a selector (objects judged on their current characteristics; "you" is the effect's
 * controller), players ("you" / "opponent"), or a list of these (any of them).
 */
export type DamageMatch = ObjectId | PlayerId | Selector | { kind: 'players'; controller?: 'you' | 'opponent' };

interface ReplacementCommon {
  id: string;
  /** The object whose ability created it (for "you", "source", while-source), if any. */
  source: ObjectId | null;
  controller: PlayerId;
  text: string;
  timestamp: number;
  duration: Duration;
}

export interface DamageFilterFields {
  to?: DamageMatch | DamageMatch[];
  from?: DamageMatch | DamageMatch[];
  /** Only combat damage ("prevent all combat damage"). */
  combatOnly?: boolean;
}

/**
 * How much a prevention effect prevents: a number, all of it, or half of each damage event it applies
 * to, rounded up or down ("prevent half that damage, rounded up": like 615.10, per event, never used up).
 */
export type PreventAmount = number | 'all' | 'half-up' | 'half-down';

/** A prevention effect (615): a shield ("prevent the next 3 damage", 615.7), "prevent all …", "prevent half …", or a static "prevent N of that damage" (615.10). */
export interface PreventionEffect extends ReplacementCommon, DamageFilterFields {
  kind: 'prevent';
  amount: PreventAmount;
  /** 615.10: prevents `amount` from each applicable damage event and is never used up. */
  perEvent?: boolean;
  /**
   * What is left of a shield: one shield under the key '*', or one per object when `to` is a
   * selector (615.11: a shield for each object it picked when it was created). Set by the engine.
   */
  remaining?: Record<string, number>;
}

/** A damage replacement effect (614.1a): "deals double that damage instead", "… that much damage plus 2 instead". */
export interface DamageModifierEffect extends ReplacementCommon, DamageFilterFields {
  kind: 'damage-modifier';
  multiply?: number;
  add?: number;
  /** 614.15: a self-replacement effect, applied before other replacement effects (616.1a). */
  selfReplacement?: boolean;
}

/** A regeneration shield (701.19a, 614.8): the next time the permanent would be destroyed this turn, it regenerates instead. */
export interface RegenerationShield extends ReplacementCommon {
  kind: 'regeneration-shield';
  object: ObjectId;
}

export type ReplacementEffect = PreventionEffect | DamageModifierEffect | RegenerationShield | ZoneChangeReplacement | TokenMultiplier | EventReplacement | EntersAsCopy | CantEffect | CounterModifier | EntersTapped | EntersWithCounters;

/**
 * "Creatures your opponents control enter tapped" (614.1d): each permanent it matches enters the
 * battlefield tapped, judged as it would exist there (614.12: with the controller it enters under).
 */
export interface EntersTappedFields {
  /** Which permanents (a selector; "you" is the effect's controller); absent: every permanent. */
  object?: DamageMatch | DamageMatch[];
}
export interface EntersTapped extends ReplacementCommon, EntersTappedFields {
  kind: 'enters-tapped';
}

/**
 * 614.1c, 614.12: "Each other creature you control enters with an additional +1/+1 counter on it" — each
 * permanent it matches (judged as it would exist on the battlefield) enters with these counters besides
 * its own, put on it with them as one event (122.6, so counter replacement effects see them together).
 */
export interface EntersWithCountersFields {
  /** Which permanents (a selector; "you" is the effect's controller); absent: every permanent. */
  object?: DamageMatch | DamageMatch[];
  /** Counter kind ("+1/+1", "loyalty") -> how many. */
  counters: Record<string, number>;
}
export interface EntersWithCounters extends ReplacementCommon, EntersWithCountersFields {
  kind: 'enters-with-counters';
}

/**
 * Fields of a counter replacement effect (614.1a, 614.16): "If an effect would put one or more counters
 * on a permanent you control, it puts twice that many …" (Doubling Season); "If one or more +1/+1
 * counters would be put on a creature you control, that many plus one … are put on it instead"
 * (Hardened Scales). Permanents only.
 */
export interface CounterModifierFields {
  /** Which permanents (a selector judged as the counters would be put on, 614.12); absent: any permanent. */
  on?: DamageMatch | DamageMatch[];
  /** Only counters of this kind ("+1/+1"); absent: every kind. */
  counter?: string;
  /** "If an effect would put …" (614.16): counters put as a cost are not affected. */
  effectsOnly?: boolean;
  multiply?: number;
  add?: number;
}
export interface CounterModifier extends ReplacementCommon, CounterModifierFields {
  kind: 'counter-modifier';
}

/**
 * What a "can't" effect forbids (614.17; 101.2: it wins over an effect that allows or directs):
 * damage being prevented (615.12), a player gaining life (119.7) or losing life (119.8), a player
 * losing the game (104.3) or winning it (104.2).
 */
/** Why counters are put on a permanent: by an effect (614.16), as a cost (606.4, 118), or as the result of damage (120.3d). */
export type CounterCause = 'effect' | 'cost' | 'damage';

export type CantWhat = 'prevent-damage' | 'gain-life' | 'lose-life' | 'lose-game' | 'win-game';

/**
 * A "can't" effect (614.17): not a replacement effect, but it exists before the event it stops
 * (614.17a) and lasts like one, so it is kept with them. "Damage can't be prevented" watches damage
 * by `from` / `to` (`combatOnly`); the others watch a player.
 */
export interface CantEffect extends ReplacementCommon, DamageFilterFields {
  kind: 'cant';
  what: CantWhat;
  /** Whose life or game: 'you' (the effect's controller, the default), 'opponent' or 'any'. */
  player?: 'you' | 'opponent' | 'any';
}

/** "Creatures you control enter as a copy of this creature" (614.1c, 616.1c, 707.2). */
export interface EntersAsCopy extends ReplacementCommon {
  kind: 'enters-as-copy';
  of: ObjectId;
}

/** Where a zone-change replacement sends the object instead (614.1a, 616.1f). */
export type ZoneChangeInstead = 'exile' | 'hand' | 'graveyard' | 'library-shuffle';

/**
 * A zone-change replacement effect (614.1a): "If a card would be put into a graveyard from anywhere,
 * exile it instead"; "If this creature would die, shuffle it into its owner's library instead".
 */
export interface ZoneChangeFields {
  /** The zone it would leave ('anywhere' or absent: any zone). */
  from?: Zone | 'anywhere';
  /** The zone it would be put into; 'anywhere': any zone but the one it is sent to instead ("exile it instead of putting it anywhere else", 614.1a). */
  to: Zone | 'anywhere';
  instead: ZoneChangeInstead;
  /** Which objects: an id, a selector ({kind:'source'}: "this creature"), or a list; absent: any. */
  object?: DamageMatch | DamageMatch[];
  /** "a card": tokens and copies are not affected. */
  cardsOnly?: boolean;
  /** "an opponent's graveyard" / "your graveyard": whose objects (a card goes to its owner's graveyard, 400.3), relative to the effect's controller. */
  owner?: 'you' | 'opponent';
  /** 614.15 / 616.1a. */
  selfReplacement?: boolean;
}
export interface ZoneChangeReplacement extends ReplacementCommon, ZoneChangeFields {
  kind: 'zone-change';
}

/** "If an effect would create one or more tokens under your control, it creates twice that many instead" (614.1a, 614.16). */
export interface TokenMultiplier extends ReplacementCommon {
  kind: 'token-multiplier';
  factor: number;
}

/** What a gain-life / draw event becomes instead (614.1a, 616.2). */
export type EventInstead =
  /** Draw that many cards ("draw that many cards instead"); `count` absent: the event's amount (1 for a draw). */
  | { kind: 'draw'; count?: number }
  /**
   * Gain that much life; `amount` absent: the event's amount (1 for a draw), times `multiply` plus
   * `add` ("you gain twice that much life instead", "… that much life plus 1 instead").
   */
  | { kind: 'gain-life'; amount?: number; multiply?: number; add?: number }
  /** "Return a card from your graveyard to your hand instead": `object` is the player's choice. */
  | { kind: 'return-from-graveyard'; object?: ObjectId }
  /** "… instead, do nothing" (614.10 "skip"). */
  | { kind: 'nothing' };

export interface EventReplacementFields {
  event: 'gain-life' | 'draw';
  /** Whose event: 'you' (the effect's controller, the default), 'opponent', 'any' or a player id. */
  player?: string;
  instead: EventInstead;
  selfReplacement?: boolean;
}
/** "If you would gain life, draw that many cards instead"; "If you would draw a card, return a card from your graveyard to your hand instead". */
export interface EventReplacement extends ReplacementCommon, EventReplacementFields {
  kind: 'event-replacement';
}

/** A replacement effect as a scenario or an action gives it; the engine fills in the rest. */
interface ReplacementInputCommon {
  id?: string;
  source?: ObjectId | null;
  controller?: PlayerId;
  text?: string;
  duration?: Duration;
}

export type ReplacementInput =
  | (ReplacementInputCommon & DamageFilterFields & { kind: 'prevent'; amount: PreventAmount; perEvent?: boolean })
  | (ReplacementInputCommon & DamageFilterFields & { kind: 'damage-modifier'; multiply?: number; add?: number; selfReplacement?: boolean })
  | (ReplacementInputCommon & { kind: 'regeneration-shield'; object: ObjectId })
  | (ReplacementInputCommon & ZoneChangeFields & { kind: 'zone-change' })
  | (ReplacementInputCommon & { kind: 'token-multiplier'; factor: number })
  | (ReplacementInputCommon & EventReplacementFields & { kind: 'event-replacement' })
  | (ReplacementInputCommon & { kind: 'enters-as-copy'; of: ObjectId })
  | (ReplacementInputCommon & DamageFilterFields & { kind: 'cant'; what: CantWhat; player?: 'you' | 'opponent' | 'any' })
  | (ReplacementInputCommon & CounterModifierFields & { kind: 'counter-modifier' })
  | (ReplacementInputCommon & EntersTappedFields & { kind: 'enters-tapped' })
  | (ReplacementInputCommon & EntersWithCountersFields & { kind: 'enters-with-counters' });
