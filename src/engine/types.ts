/**
 * The engine's data model. Everything here is plain, JSON-serialisable data: the engine is a pure
 * function from a state and an action to a new state plus trace steps (DESIGN.md, "Engine
 * principles"). Characteristics are never stored as computed values: objects keep their printed
 * (copiable, 613.1) values, and `computeCharacteristics` derives the current ones through layers.
 */

import type { Gap } from './gaps.ts';
import type { GameEvent } from './game-events.ts';
import type { ObjectFate } from './fates.ts';
import type { GapReport } from './gap-relevance.ts';

export type PlayerId = string;
export type ObjectId = string;

export type Zone = 'battlefield' | 'graveyard' | 'exile' | 'hand' | 'library' | 'stack' | 'command';

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

export type CardType =
  | 'Artifact'
  | 'Battle'
  | 'Creature'
  | 'Enchantment'
  | 'Instant'
  | 'Kindred'
  | 'Land'
  | 'Planeswalker'
  | 'Sorcery';

/**
 * A keyword ability as the engine knows it, in the form the Scenario schema stores: `param` holds
 * "red" (protection from red: the connecting word is not part of it), "{2}" (ward {2}: a cost in
 * braces), "Island" (islandwalk: the land type, capitalised; "nonbasic land" in lower case). The
 * engine compares keywords through one normaliser (keywords.ts), so "from red" and "2" match too.
 */
export interface Keyword {
  keyword: string;
  param?: string;
}

/** The values a card or token defines: the starting point of layer 1 (613.1). */
export interface Characteristics {
  name: string;
  manaCost: string | null;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  supertypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  defense: number | null;
  keywords: Keyword[];
  /** Static abilities that generate continuous effects (anthems, Equipment bonuses…). */
  statics: StaticAbility[];
  /** Rules text the engine does not model; answers must say so (never silently ignored). */
  unmodelled: string[];
  /**
   * The same, classified by what kind of ability it is (gaps.ts, issue 11): that decides whether it
   * could have mattered to a run (gap-relevance.ts). An `unmodelled` text no gap covers counts as a
   * static ability.
   */
  gaps?: Gap[];
}

export interface GameObject {
  id: ObjectId;
  /** What the object is made from; characteristics are computed from it through the layers. */
  printed: Characteristics;
  zone: Zone;
  owner: PlayerId;
  /** Controller before control-changing effects (layer 2): normally whoever put it onto the battlefield. */
  baseController: PlayerId;
  tapped: boolean;
  /** True if it has not been continuously controlled since its controller's most recent turn began (302.6). */
  summoningSick: boolean;
  counters: Record<string, number>;
  damage: number;
  /** Dealt damage by a source with deathtouch since state-based actions were last checked (704.5h). */
  deathtouchDamage: boolean;
  attachedTo: ObjectId | PlayerId | null;
  /** 613.7d/e: received on entering a zone and when becoming attached. */
  timestamp: number;
  /**
   * 613.7c: the timestamp each kind of counter received when a counter of that kind was last put on
   * the object (all counters of a kind share it). Optional: a kind missing here takes the object's
   * timestamp (as if the counters were there when it entered). Only keyword counters (122.1b) make
   * the order observable; the engine records it for every kind it places.
   */
  counterTimestamps?: Record<string, number>;
  isToken: boolean;
  /** A copy of a card or spell (707.10, 707.12, 704.5e) — an object made as a copy, never a card that entered as one. */
  isCopy: boolean;
  /**
   * A card that entered the battlefield as a copy of something (Clone, 616.1c, 707.2): its own printed
   * characteristics. It is still a card, so it goes to the graveyard like any (704.5e is for copies
   * made as objects); once it leaves the battlefield it is a new object (400.7) made from this.
   */
  cardPrinted?: Characteristics;
  /** The number chosen for X as it was cast: its mana value counts it while it is on the stack (202.3e). */
  stackX?: number;
  /** A readable label for traces ("Grizzly Bears", "your 3/3 Beast"). */
  label: string;
  /** Choices made as it entered the battlefield ("As this creature enters, choose a color", 614.12a). */
  chosen?: { color?: Color };
}

export interface PlayerState {
  id: PlayerId;
  life: number;
  poison: number;
  counters: Record<string, number>;
  /** Set when the player has lost the game (704.5a, 704.5c …): the reason's trace key. */
  lost: string | null;
  /** 704.5b: attempted to draw from an empty library since state-based actions were last checked. */
  drewFromEmpty?: boolean;
  /**
   * The Scenario didn't describe this player's library: only the cards it lists there are known.
   * Needing more of it (a draw from it, milling…) stops as unmodelled; it is never taken to be empty
   * (engine/libraries.ts). Absent: the listed cards are the whole library.
   */
  libraryUnknown?: boolean;
  /**
   * How many cards in this player's hand were drawn from that undescribed library (121.1): unseen
   * cards, known to be there but not which cards they are. A count, never objects, so that nothing
   * can read a characteristic of them; a reader of the whole hand stops naming them (engine/hand.ts).
   */
  unseenInHand?: number;
  /**
   * The Scenario didn't describe this player's hand: the cards listed there are known, and others,
   * how many nobody knows (none, perhaps), may be there too. It is never taken to be empty: a reader
   * of the whole hand stops naming it, and a discard from it discards unseen cards (engine/hand.ts).
   */
  handUnknown?: boolean;
  /**
   * Cards nobody described went to this player's graveyard (discarded from an unknown hand): a reader
   * of that whole graveyard (a count, "for each card in your graveyard") stops naming them.
   */
  graveyardUnseen?: boolean;
  /** Unspent mana (106.4). Present only when a scenario states it or mana was added: then casting pays from it (601.2g-h). */
  manaPool?: ManaPool;
  /**
   * Mana the engine spent on generic costs (which mana pays generic is the player's choice, 601.2h;
   * the engine follows a stated policy): a later "can't pay" that another choice might have avoided
   * stops as unmodelled instead of being stated (casting/cast.ts).
   */
  genericPaid?: ManaPool;
}

// ---------------------------------------------------------------------------------------------
// Continuous effects (611, 613)

export type Layer = '1a' | '1b' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
export const LAYER_ORDER: readonly Layer[] = ['1a', '1b', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'];

/** Which objects an effect affects. Evaluated against current characteristics at the layer it applies in. */
export type Selector =
  | { kind: 'objects'; ids: ObjectId[] }
  /** The object the source is attached to ("enchanted creature", "equipped creature"). */
  | { kind: 'attached-to-source' }
  /** The source itself ("this creature gets +1/+1"). */
  | { kind: 'source' }
  | {
      kind: 'filter';
      /** Default: battlefield. */
      zone?: Zone;
      /** Must have at least one of these card types (like `colors`; "artifacts and creatures"). */
      types?: CardType[];
      /** Must have every one of these card types ("artifact creatures": an artifact that is also a creature, 205.2a). */
      allTypes?: CardType[];
      /** Must have at least one of these colors. */
      colors?: Color[];
      /** Must have none of these colors ("nonwhite"). */
      notColors?: Color[];
      /** Must have at least one of these supertypes ("basic land", "legendary creature"; 205.4). */
      supertypes?: string[];
      /** Must have none of these supertypes ("nonbasic land", "nonlegendary creature"). */
      notSupertypes?: string[];
      /** Must have at least one of these subtypes. */
      subtypes?: string[];
      /** Must have none of these subtypes ("non-Human creatures", 205.3m). */
      notSubtypes?: string[];
      /** 'you' = the source's controller, 'opponent' = anyone else. */
      controller?: 'you' | 'opponent';
      /** Excludes the source itself ("other creatures you control"). */
      other?: boolean;
      /** Must not have this type ("noncreature artifacts"). */
      notTypes?: CardType[];
      /** Must have at least one of these keyword abilities (by name: "flying", "protection from red"). */
      keywords?: string[];
      /** Issue 14: must have none of these keyword abilities ("each creature without flying"). */
      notKeywords?: string[];
      /** Session 2 (H9): the number of colors it has ("exactly two colors", "multicolored" = atLeast 2; 105.2). */
      colorCount?: { exactly?: number; atLeast?: number; atMost?: number };
      /** Issue 14: true = tokens only ("creature tokens"), false = no tokens ("nontoken creatures"); 111.1, 110.3. */
      token?: boolean;
      /** Issue 14: "with power 2 or less" (208; engine/compare.ts). */
      power?: NumberRange;
      /** Issue 14: "with toughness 4 or greater" (208). */
      toughness?: NumberRange;
      /** Issue 14: "with mana value 3 or less" (202.3). */
      manaValue?: NumberRange;
    };

/** A number's allowed values: "2 or less" = { atMost: 2 }, "exactly 3" = { exactly: 3 } (all given bounds must hold). */
export interface NumberRange {
  exactly?: number;
  atLeast?: number;
  atMost?: number;
}

/** What an effect does; each kind belongs to exactly one layer (613.1-613.4). */
export type Modification =
  /**
   * 1a. `values`: the copiable values fixed when the copy effect began (707.2b: later changes to the
   * original don't change the copy); stamped by the engine on apply-effect. Without it the copiable
   * values of `of` are read when the effect applies.
   */
  | { kind: 'copy'; of: ObjectId; values?: Characteristics } // 1a
  /**
   * 2. `player` absent: the player who controls the effect ("You control enchanted creature": the
   * static ability's source's controller; "gain control of target creature": the spell's controller,
   * fixed as it resolves, 611.2).
   */
  | { kind: 'set-controller'; player?: PlayerId } // 2
  /**
   * 4. The card types replace the old ones (an instant or sorcery keeps that type, 205.1a). `subtypes`
   * replace the old subtypes of the same kinds (creature types, land types …); old subtypes of card
   * types the object no longer has are removed (205.1a). Supertypes are kept (205.4b) unless
   * `keepSupertypes` is explicitly false. Setting a land's subtype to a basic land type removes the
   * abilities from its rules text (305.7).
   */
  | { kind: 'set-types'; types: CardType[]; subtypes?: string[]; keepSupertypes?: boolean } // 4
  | { kind: 'add-types'; types?: CardType[]; subtypes?: string[]; supertypes?: string[] } // 4
  | { kind: 'remove-types'; types?: CardType[]; subtypes?: string[]; supertypes?: string[]; allCreatureTypes?: boolean } // 4
  | { kind: 'set-colors'; colors: Color[] } // 5 ("becomes blue"; [] = colorless)
  | { kind: 'add-colors'; colors: Color[] } // 5
  | { kind: 'add-keywords'; keywords: Keyword[] } // 6
  | { kind: 'remove-keywords'; keywords: string[] } // 6
  /**
   * 6. Grants static abilities ("Equipped creature has 'Creatures you control get +1/+1.'"). A granted
   * ability's effects have the later of its holder's timestamp and this effect's timestamp (613.7a);
   * its source is the object that has it.
   */
  | { kind: 'add-abilities'; abilities: StaticAbility[] } // 6
  | { kind: 'lose-all-abilities' } // 6
  | { kind: 'cant-have-keywords'; keywords: string[] } // 6
  /**
   * 7a when it comes from a characteristic-defining ability (`cda: true`, 613.4a); otherwise it is an
   * effect giving the object a P/T-defining ability that isn't a CDA (604.3a(4), the Svogthos example
   * of 613.6) and it applies in 7b (613.4b). Counts are read whenever it applies (never fixed).
   */
  | { kind: 'set-pt-cda'; power: CdaValue | null; toughness: CdaValue | null } // 7a
  | { kind: 'set-pt'; power: number | null; toughness: number | null } // 7b
  | { kind: 'modify-pt'; power: number; toughness: number } // 7c
  /** 7c. From a resolving spell or ability, the count is fixed when the effect begins (608.2h); from a static ability it is read each time. */
  | { kind: 'modify-pt-per'; power: number; toughness: number; per: CdaValue } // 7c ("+1/+1 for each …")
  | { kind: 'switch-pt' }; // 7d

/** A number computed from the game: the count of objects matching a filter ("the number of creatures you control"). */
export type CdaValue = { kind: 'count'; filter: Extract<Selector, { kind: 'filter' }> } | { kind: 'fixed'; value: number };

export type Duration =
  | { kind: 'indefinite' }
  | { kind: 'end-of-turn' }
  /** "for as long as <source> remains on the battlefield" / static abilities: while the source exists. */
  | { kind: 'while-source' }
  /** "for as long as you control <object>" (611.2b): ends when the effect's controller no longer controls it; never starts if they don't as it begins. */
  | { kind: 'while-controlled'; object: ObjectId };

export interface StaticAbility {
  /** e.g. "Creatures you control get +1/+1." — kept for the trace. */
  text: string;
  affects: Selector;
  modifications: Modification[];
  /** A characteristic-defining ability (604.3): applies first in its layer, works in every zone. */
  cda?: boolean;
}

/** A continuous effect from a resolved spell or ability (611.2), or given directly by a scenario. */
export interface ContinuousEffect {
  id: string;
  /** The object that created it (for "you", "other" and attached-to selectors), if any. */
  source: ObjectId | null;
  /** Controller of the source when the effect was created. */
  controller: PlayerId;
  text: string;
  timestamp: number;
  affects: Selector;
  modifications: Modification[];
  duration: Duration;
  /**
   * 611.2c: an effect from a resolved spell or ability that changes characteristics affects only
   * the objects determined when it began (locked in). Null for effects that are re-evaluated.
   */
  lockedIds: ObjectId[] | null;
  cda?: boolean;
}

// ---------------------------------------------------------------------------------------------
// The game

export interface GameState {
  players: PlayerState[];
  activePlayer: PlayerId;
  objects: GameObject[];
  effects: ContinuousEffect[];
  nextTimestamp: number;
  nextId: number;
  /** Events performed so far in this run (bounded). */
  eventCount: number;
  /** The combat in progress (506-511), if any (issue 4). */
  combat?: CombatState | null;
  /** Replacement and prevention effects (614-616) and regeneration shields (701.19) that exist (issue 4). */
  replacements?: ReplacementEffect[];
  /** Players whose library order the engine no longer knows (shuffled, 701.24a): a draw from it stops as unmodelled. */
  shuffledLibraries?: PlayerId[];
}

// ---------------------------------------------------------------------------------------------
// The trace (DESIGN.md): structured, rendered by src/render, never by the engine.

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

/** Computed characteristics of one object after all layers. */
export interface Computed {
  id: ObjectId;
  name: string;
  controller: PlayerId;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  supertypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  defense: number | null;
  keywords: Keyword[];
  statics: StaticAbility[];
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

// ---------------------------------------------------------------------------------------------
// Actions: what a scenario does, in order. Each is performed through events (damage, counters,
// zone changes…), after which state-based actions are checked (704.3).

/** An effect as an action creates it: the engine stamps the timestamp and locks in the affected set (611.2c). */
export interface EffectInput {
  /** Optional name, so a later action can end it ("end-effect"). */
  id?: string;
  source?: ObjectId | null;
  /** Who controls the spell or ability that creates it. Default: the source's controller, else the active player. */
  controller?: PlayerId;
  text: string;
  affects: Selector;
  modifications: Modification[];
  duration?: Duration;
}

export type Action =
  /** A spell or ability resolves and creates a continuous effect. */
  | { kind: 'apply-effect'; effect: EffectInput }
  /** A continuous effect ends (its duration ran out, its source left…). */
  | { kind: 'end-effect'; effect: string }
  | { kind: 'damage'; source: ObjectId | null; target: ObjectId | PlayerId; /** 608.2f: more dealt the same damage at the same time ("to each player"). */ also?: (ObjectId | PlayerId)[]; amount: number; combat?: boolean; replacementOrder?: string[] }
  | { kind: 'add-counters'; target: ObjectId | PlayerId; counter: string; amount: number; cause?: CounterCause; replacementOrder?: string[] }
  | { kind: 'remove-counters'; target: ObjectId | PlayerId; counter: string; amount: number }
  | { kind: 'life'; player: PlayerId; amount: number }
  | { kind: 'destroy'; object: ObjectId; replacementOrder?: string[]; cantRegenerate?: boolean }
  | { kind: 'sacrifice'; object: ObjectId; replacementOrder?: string[] }
  | { kind: 'exile'; object: ObjectId; replacementOrder?: string[] }
  | { kind: 'return-to-hand'; object: ObjectId; replacementOrder?: string[] }
  | {
      kind: 'move';
      object: ObjectId;
      to: Zone;
      replacementOrder?: string[];
      /**
       * Told as having happened by the rules ("it dies and comes back"): nothing is moved. The run must already
       * have put the card the reference names into `to` since that object left (a persist return); otherwise
       * the run stops — "can't happen" when a modelled ability of the card would return it and didn't, or
       * unmodelled (what returns it) when none would. Never a second, invented move (400.7).
       */
      premise?: true;
      /**
       * With `premise`: said as supposed ("when it comes back, is it a 4/4?") rather than as having happened. When
       * no modelled ability of the card returns it, the supposed return is made (by whatever would do it; 400.7).
       */
      supposed?: true;
      /**
       * A further move of the card ("then it dies again"): the reference follows its card to the object it is now
       * (400.7), which must be in this zone — the run stops if it is not, never a silent no-op.
       */
      from?: Zone;
    }
  | { kind: 'tap'; object: ObjectId }
  | { kind: 'untap'; object: ObjectId }
  | { kind: 'attach'; object: ObjectId; to: ObjectId | PlayerId }
  | { kind: 'unattach'; object: ObjectId }
  /**
   * Puts a new object onto the battlefield (a token, or a card "put onto the battlefield"; `isToken`
   * defaults to true). An Aura needs `attachedTo` (303.4f: what it enchants is the player's choice).
   */
  /** choices: per created object, in order, what is chosen as it enters ("As this enters, choose a color", 614.12a, 616.1g). */
  | { kind: 'create'; object: ObjectSeed; replacementOrder?: string[]; choices?: EnterChoice[] }
  /**
   * The cleanup step: the active player discards down to their maximum hand size (514.1; `discard`:
   * the hand cards they choose, told), then damage wears off and "until end of turn" effects end (514.2).
   */
  | { kind: 'end-turn'; discard?: ObjectId[] }
  /** Combat, fight and replacement/prevention effects (issue 4; declared at the end of this file). */
  | CombatAction
  /** Casting, the stack and priority (issue 5; declared at the end of this file). */
  | StackAction
  /** Session 2 (H3): turning a face-down permanent face up (702.37e). */
  | TurnFaceUpAction;

/** What a new object is made of (a token, or a card described directly). */
export interface ObjectSeed {
  id?: ObjectId;
  printed: Characteristics;
  controller: PlayerId;
  owner?: PlayerId;
  zone?: Zone;
  isToken?: boolean;
  tapped?: boolean;
  counters?: Record<string, number>;
  attachedTo?: ObjectId | PlayerId | null;
  /** Its label in traces ("Soldier token", "a 1/1 white Soldier token"); default: its name, or its id if it has none. */
  label?: string;
  /** "This permanent enters tapped" (614.1c): a self-replacement ability of the object (lost if it enters as a copy, 616.1f). */
  entersTapped?: boolean;
  /** "This land enters tapped unless <condition>" (614.1c): judged as it enters, for its controller (614.12). */
  entersTappedUnless?: TriggerCondition;
  /** "As this land enters, you may pay N life. If you don't, it enters tapped." (614.1c, 614.12a: chosen before it enters; 119.4). */
  entersTappedUnlessPaid?: { life: number };
}

/** What is chosen for an object as it enters the battlefield (614.12a). */
export interface EnterChoice {
  color?: Color;
  /** "You may pay N life" as it enters (614.12a); unanswered, the player doesn't pay (a stated default). */
  payLife?: boolean;
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
  /** A damage amount, life total or counter count went past MAX_AMOUNT (run.ts). */
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

// ---------------------------------------------------------------------------------------------
// Combat (506-511), fight (701.14), and damage replacement and prevention (614-616) — issue 4

/** An attacking creature (508.1k) and what it attacks. */
export interface AttackingCreature {
  id: ObjectId;
  /**
   * The player, planeswalker or battle it attacks (508.1b); null once that planeswalker or battle
   * has been removed from combat: it is still attacking, but attacks nothing (506.4c).
   */
  target: ObjectId | PlayerId | null;
  /** What kind of thing it was declared attacking (kept after the target is removed, 702.19e). */
  targetKind: 'player' | 'planeswalker' | 'battle';
  /** The player it attacks, the planeswalker's controller or the battle's protector (506.2, 310.9d). */
  defendingPlayer: PlayerId;
  /** Its controller when declared; a change of controller removes it from combat (506.4). */
  controller: PlayerId;
  /** 509.1h: null until blockers are declared; then blocked or unblocked for the rest of combat. */
  blocked: boolean | null;
}

/** A blocking creature (509.1g) and the attackers it blocks, in the order they were declared. */
export interface BlockingCreature {
  id: ObjectId;
  /** Attackers removed from combat drop out of this list (510.1d). */
  blocking: ObjectId[];
  controller: PlayerId;
}

export type CombatDamageStep = 'first-strike' | 'regular';

export interface CombatState {
  attackingPlayer: PlayerId;
  attackers: AttackingCreature[];
  blockers: BlockingCreature[];
  blockersDeclared: boolean;
  /**
   * 510.4: the attacking and blocking creatures that had first strike or double strike as the first
   * combat damage step began; null until a first-strike damage step has happened.
   */
  firstStrikers: ObjectId[] | null;
  /** Of those, the ones that had double strike then (702.4c/d explain the second step). */
  doubleStrikers?: ObjectId[];
  /** The combat damage steps performed so far, in order. */
  damageSteps: CombatDamageStep[];
}

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

/** A prevention effect (615): a shield ("prevent the next 3 damage", 615.7), "prevent all …", or a static "prevent N of that damage" (615.10). */
export interface PreventionEffect extends ReplacementCommon, DamageFilterFields {
  kind: 'prevent';
  amount: number | 'all';
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

export type ReplacementEffect = PreventionEffect | DamageModifierEffect | RegenerationShield | ZoneChangeReplacement | TokenMultiplier | EventReplacement | EntersAsCopy | CantEffect | CounterModifier;

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
  /** The zone it would be put into. */
  to: Zone;
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
  /** Gain that much life; `amount` absent: the event's amount (1 for a draw). */
  | { kind: 'gain-life'; amount?: number }
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
  | (ReplacementInputCommon & DamageFilterFields & { kind: 'prevent'; amount: number | 'all'; perEvent?: boolean })
  | (ReplacementInputCommon & DamageFilterFields & { kind: 'damage-modifier'; multiply?: number; add?: number; selfReplacement?: boolean })
  | (ReplacementInputCommon & { kind: 'regeneration-shield'; object: ObjectId })
  | (ReplacementInputCommon & ZoneChangeFields & { kind: 'zone-change' })
  | (ReplacementInputCommon & { kind: 'token-multiplier'; factor: number })
  | (ReplacementInputCommon & EventReplacementFields & { kind: 'event-replacement' })
  | (ReplacementInputCommon & { kind: 'enters-as-copy'; of: ObjectId })
  | (ReplacementInputCommon & DamageFilterFields & { kind: 'cant'; what: CantWhat; player?: 'you' | 'opponent' | 'any' })
  | (ReplacementInputCommon & CounterModifierFields & { kind: 'counter-modifier' });

export interface AttackDeclaration {
  object: ObjectId;
  /** A player id, or a planeswalker or battle. Default: the (only) opponent. */
  target?: ObjectId | PlayerId;
}

export interface BlockDeclaration {
  object: ObjectId;
  /** The attacking creatures it blocks (more than one only if it can block additional creatures). */
  blocks: ObjectId[];
}

export interface DamageAssignment {
  to: ObjectId | PlayerId;
  amount: number;
}

export type CombatAction =
  /** 508.1: the active player declares attackers (tapping them unless they have vigilance). */
  | { kind: 'declare-attackers'; attackers: AttackDeclaration[] }
  /** 509.1: the defending player declares blockers. */
  | { kind: 'declare-blockers'; blockers: BlockDeclaration[] }
  /**
   * 510: the next combat damage step (the first-strike step if any attacking or blocking creature
   * has first strike or double strike as it begins, 510.4), or, with `all`, every remaining one.
   * `assignments` are the players' choices (510.1); missing ones use the default policy.
   */
  | { kind: 'combat-damage'; assignments?: Record<ObjectId, DamageAssignment[]>; all?: boolean; replacementOrder?: string[]; firstStrike?: boolean }
  /** 506.4: an effect removes a creature (or a planeswalker or battle being attacked) from combat. */
  | { kind: 'remove-from-combat'; object: ObjectId }
  /** 511.3: the end of combat step ends; everything is removed from combat. */
  | { kind: 'end-combat' }
  /** 701.14: two creatures fight (noncombat damage). */
  | { kind: 'fight'; a: ObjectId; b: ObjectId; replacementOrder?: string[] }
  /** A resolving spell or ability creates a replacement or prevention effect (614, 615) or a regeneration shield (701.19a). */
  | { kind: 'add-replacement'; replacement: ReplacementInput }
  /** A player gains life (119.3), through life-gain replacement effects (614.1a, 616.2). */
  | { kind: 'gain-life'; player: PlayerId; amount: number; replacementOrder?: string[] }
  /** A player draws cards one at a time (121.1, 121.2), each through draw replacement effects (614.11). */
  | { kind: 'draw'; player: PlayerId; count?: number; replacementOrder?: string[] };

// ---------------------------------------------------------------------------------------------
// Casting, the stack, targets and triggered abilities (issue 5): src/engine/stack, casting,
// targets, triggers. All fields are optional on existing types, so earlier states stay valid.

/** Object filter used by targets and triggers (same shape as a `filter` Selector; `zone` 'stack' = spells). */
export type ObjectFilter = Extract<Selector, { kind: 'filter' }>;

/**
 * One "target" word of a spell or ability (115.1, 601.2c). `count` objects/players are chosen for
 * it (default 1); the same object can't be chosen twice for one word, but can for separate words (115.3).
 */
export interface TargetSpec {
  word: string;
  count?: number;
  /** Players that can be chosen: 'any', 'opponent' (of the controller), 'you'. Absent: no players. */
  players?: 'any' | 'opponent' | 'you';
  /** Objects that can be chosen (zone default battlefield: only permanents, 115.2). Absent: no objects. */
  objects?: ObjectFilter;
  /** Session 2 (H9): "any number of targets" (601.2c: a variable number, announced while casting); `count` is then ignored. */
  anyNumber?: boolean;
  /**
   * Issue 14: "up to one / up to two target …" (601.2c): from zero to `count` targets are chosen. Zero
   * is a choice that must be made explicitly (an empty list for the word); with none chosen the
   * spell or ability has no target for that word, and isn't removed or countered for it (608.2b).
   */
  upTo?: boolean;
}

/**
 * What a spell or ability does, in the order written (608.2c). `target` names a target word (the
 * effect applies to each of its targets still legal, 608.2b); `object` names one object exactly (an
 * object that changed zones is a new object and isn't found, 400.7 / 603.7c); `player` is 'you'
 * (the controller), 'opponent' (the only opponent) or a player id.
 */
export interface EffectRefs {
  target?: string;
  object?: ObjectId;
  player?: string;
  /** Every object matching the filter, judged as the instruction begins ("destroy all black creatures"): one simultaneous event (608.2j). */
  all?: ObjectFilter;
  /** "that creature": the object(s) named by the trigger event (608.2k): for `blocks`, the creature blocked; for `attacks`, the attacker. */
  that?: boolean;
  /** Inside `for-each`: the object or player being processed (608.2f). */
  each?: boolean;
  /** "it" / "that card": the objects the previous instruction affected, followed to where it put them (a new object, 400.7). */
  it?: boolean;
  /**
   * "this creature" in its own ability: the ability's source, while it is still the same object (an
   * object that changed zones is a new object, 400.7: the instruction then does nothing to it).
   */
  self?: boolean;
  /**
   * Objects chosen as the instruction is followed, not targeted (608.2d): "sacrifice a creature". `name` keys the answer in
   * the resolving action's `choices` (ids); unanswered, the engine states its default.
   */
  choose?: { name: string; filter: ObjectFilter; count?: number };
  /** "You may …" (608.2d): the choice's name in the resolving action's `choices` (true/false); unanswered: declined (stated in the trace). */
  may?: string;
  /** Names the instruction for a later `ifDone` / `ifNotDone` ("If you don't, …"). */
  id?: string;
  ifDone?: string;
  ifNotDone?: string;
  /**
   * "It" in a leaves-the-battlefield or dies trigger of its own: the new object the trigger's source
   * became, looked for in the zone it moved to (603.6, 603.10a, 400.7); not found once it left that zone.
   */
  leftCard?: boolean;
  /** The amount comes from the previous instruction's objects (608.2h): how many, the sum of their mana values, or of their powers (last known). */
  amountFrom?: 'that-many' | 'mana-value' | 'power' | 'x' | 'event' | 'count';
  /**
   * Issue 14, with `amountFrom: 'count'`: "for each creature you control", "equal to the number of
   * artifacts you control" — the permanents matching, counted as the instruction is followed (608.2h);
   * the amount is that count times `amount` (signed for life).
   */
  amountCount?: ObjectFilter;
}

export type SpellEffect = EffectRefs &
  (
    /** `divided` (601.2d): the amount is divided among the targets as announced by the cast's `divide`; `amountFrom: "x"` = the spell's X (107.3a). */
    | { kind: 'damage'; amount: number; divided?: boolean }
    /** 701.19c: "It can't be regenerated": regeneration shields aren't applied. */
    | { kind: 'destroy'; cantRegenerate?: boolean }
    /** 701.19a: "Regenerate [permanent]": a regeneration shield on each referred permanent, for this turn. */
    | { kind: 'regenerate' }
    | { kind: 'exile' }
    | { kind: 'return-to-hand' }
    | { kind: 'tap' }
    | { kind: 'untap' }
    /** 701.3a: "attach this to …" — the ability's source becomes attached to the referred object (equip, 702.6a). */
    | { kind: 'attach' }
    | { kind: 'sacrifice' }
    /** 701.6a: counter target spell (or the stack item named by `object`). */
    | { kind: 'counter' }
    /** Ward (702.21a) and "counter … unless its controller pays": the `pay` choice of the pass/resolve action decides. */
    | { kind: 'counter-unless-pay'; cost: string }
    | { kind: 'add-counters'; counter: string; amount: number }
    /** With `amountFrom`, the amount is read then (608.2h) and `amount`'s sign says gain (0 or more) or loss. */
    | { kind: 'life'; amount: number }
    | { kind: 'draw'; amount: number }
    | { kind: 'create'; seed: ObjectSeed }
    /** A continuous effect; with `target`, it affects the legal targets (611.2c). */
    | { kind: 'apply-effect'; effect: EffectInput }
    /** 603.7: creates a delayed triggered ability. */
    | { kind: 'delayed-trigger'; trigger: TriggeredAbility }
    /** 603.12: a reflexive triggered ability ("when you do, …") triggers now. */
    | { kind: 'reflexive'; ability: AbilityBody }
    /** 701.9: the player discards `amount` cards (or their whole hand); the player chooses unless `random` (701.9b). */
    | { kind: 'discard'; amount: number | 'all'; random?: boolean }
    /** 701.13a: exile the top `amount` cards of the player's library (the first listed). */
    | { kind: 'exile-top'; amount: number }
    /** 608.2f: the instructions are followed for each legal target of `target` (or each player / object referred to), one at a time. */
    | { kind: 'for-each'; effects: SpellEffect[] }
    /** Puts the object onto the battlefield under the controller's control; `as` is an effect that applies as it enters (611.2e). */
    | {
        kind: 'put-onto-battlefield';
        as?: { text: string; modifications: Modification[] };
        /** "With a -1/-1 counter on it" (122.6): counters it is given as it enters. */
        counters?: Record<string, number>;
        /** "Under its owner's control" (else the controller of the spell or ability, 110.2). */
        underOwner?: boolean;
      }
    /** Session 2 (H3): a card cast while this resolves (608.2g): "you may cast it" (`object`), cascade (702.85a). */
    | CastDuringResolutionEffect
    /**
     * 614.1, 615.1: the resolving spell or ability creates a replacement or prevention effect ("Prevent
     * all combat damage that would be dealt this turn", 615.1a; "If that creature would die this turn,
     * exile it instead", 614.1a). With a reference, a zone-change effect watches the referred objects
     * (each only while it stays that object, 400.7); an effect with a reference and no referred object is
     * not created.
     */
    | { kind: 'add-replacement'; replacement: ReplacementInput }
    /** Session 2 (H9): the referred creature fights the target of the word `with` (701.14). */
    | { kind: 'fight'; with: string }
    /** Session 2 (H9): scry N (701.22a), surveil N (701.25a), mill N (701.17a) for the referred player (default: the controller). */
    | { kind: 'scry'; amount: number }
    | { kind: 'surveil'; amount: number }
    | { kind: 'mill'; amount: number }
    /** 701.23: "search your library for a [quality] card, [reveal it,] put it into your hand, then shuffle" (701.24a) for the referred player (default: the controller); stack/search.ts. */
    | ({ kind: 'search-to-hand' } & SearchEffect)
    /** 701.23: "search your library for a basic land card / up to two Forest cards, put it / them onto the battlefield [tapped], then shuffle" (701.24a, 110.5b); stack/search.ts. */
    | ({ kind: 'search-to-battlefield'; tapped?: boolean } & SearchEffect)
    /** 701.23: "search your library for a [quality] card, [reveal it,] then shuffle and put that card on top" (701.24a); stack/search.ts. */
    | ({ kind: 'search-to-top' } & SearchEffect)
    /** 701.34a: the controller proliferates; which permanents and players is the choice `id` (default "proliferate"); stack/proliferate.ts. */
    | { kind: 'proliferate' }
    /** "Add {B}{B}{B}" (106.4): the mana goes into the pool of the referred player (default: the controller); a fixed amount of mana only. */
    | { kind: 'add-mana'; mana: string }
  );

import type { SearchEffect } from './stack/search.ts';

export interface AbilityBody {
  text: string;
  targets?: TargetSpec[];
  effects: SpellEffect[];
  /** For triggered abilities: the controller's target choices, made as it is put on the stack (603.3d). */
  choose?: Record<string, string[]>;
  /** "This spell can't be countered" (101.2 beats "counter target spell", 701.6). */
  cantBeCountered?: boolean;
}

export type TriggerEvent =
  | 'enters'
  | 'leaves'
  | 'dies'
  /** 603.6c: "is put into a graveyard from the battlefield" — any permanent, not only a creature (700.4). */
  | 'to-graveyard'
  | 'attacks'
  | 'blocks'
  | 'deals-damage'
  | 'upkeep'
  | 'end-step'
  | 'cast'
  /** 603.2e: only a change from untapped to tapped (or back); not entering that way. */
  | 'becomes-tapped'
  | 'becomes-untapped'
  /** 511.2: "at end of combat". */
  | 'end-of-combat'
  /** 603.8: a state trigger; `state` is the game state it watches. */
  | 'state'
  /** 603.11 / 607.2h: "whenever you reveal <filter> this way": only reveals by this object's own `revealFirstDraw`. */
  | 'reveals'
  /** A player gains or loses life (119.3, 119.2): a player event (`who` says whose); its amount is the event's ("that much"). */
  | 'gains-life'
  | 'loses-life'
  /** A player draws a card (121.1): one event per card drawn (603.2c). */
  | 'draws'
  /** An object is dealt damage (120.3): the object is the event's; its source is "that source". */
  | 'dealt-damage'
  /** 603.2e, 509.1h: an attacking creature becomes blocked (once, however many creatures block it). */
  | 'becomes-blocked'
  /** 504.1 / 507.1: "at the beginning of [your / each] draw step" and "… of combat [on your turn]" (603.2b). */
  | 'draw-step'
  | 'beginning-of-combat';

/** 603.4: an intervening "if" clause, checked when the ability triggers and again on resolution. */
export type TriggerCondition =
  | { kind: 'life'; player: 'you' | 'opponent'; atLeast?: number; atMost?: number }
  | { kind: 'controls'; filter: ObjectFilter; atLeast?: number; atMost?: number }
  /** Cards in the player's hand ("you have no cards in hand": atMost 0). */
  | { kind: 'hand'; player: 'you' | 'opponent'; atLeast?: number; atMost?: number }
  /**
   * Counters of one kind on the trigger's own object ("if it had no -1/-1 counters on it", 702.79a):
   * as it last existed on the battlefield when it has left (603.10a, 608.2h), else as it is now.
   */
  | { kind: 'own-counters'; counter: string; atLeast?: number; atMost?: number }
  /** How many opponents the player has ("unless you have two or more opponents"; 102.3). */
  | { kind: 'opponents'; atLeast?: number; atMost?: number };

export interface TriggeredAbility extends AbilityBody {
  event: TriggerEvent;
  /**
   * Whose event: 'self' (this object: "when this creature dies"; default), 'another' (another object
   * matching `filter`), 'any' (any object matching `filter`), 'attached' (the object this one is
   * attached to: "whenever equipped creature deals combat damage"). For player events (upkeep,
   * end-step, gains-life, draws …): 'self' is its controller's ("your upkeep", "whenever you gain
   * life"), 'opponent' an opponent's, 'any' each player's.
   */
  who?: 'self' | 'another' | 'any' | 'attached' | 'opponent';
  /** For deals-damage / dealt-damage: only combat damage (510.2). */
  combatOnly?: boolean;
  /** For deals-damage: only damage dealt to a player, to an opponent of the ability's controller, or to a creature. */
  damageTo?: 'player' | 'opponent' | 'creature';
  filter?: ObjectFilter;
  condition?: TriggerCondition;
  /** For event 'state' (603.8): the game state that makes it trigger. */
  state?: TriggerCondition;
  /** The event's object must have one of these supertypes ("a basic land card"). */
  supertypes?: string[];
  /** The rules that define the ability when it is a keyword's (702.79a persist): cited as it triggers. */
  rules?: string[];
  /** 700.2, 603.3c: a modal triggered ability ("When this creature enters, choose one — • …"): its modes, chosen as it is put on the stack. */
  modes?: ModeSpec;
  /** The controller's mode choice (0-based indices into `modes.options`), made as it is put on the stack (603.3c, 700.2b). */
  chooseModes?: number[];
}

export interface ActivatedAbility extends AbilityBody {
  /** The cost as printed ("{1}{R}"); mana payment is not simulated (the trace says so). */
  cost?: string;
  /** {T} in the cost: the permanent must be untapped, and a creature must not be summoning sick (602.5a, 302.6). */
  tap?: boolean;
  /** 605.1a: a mana ability (no target, adds mana): resolves immediately without using the stack (605.3b). */
  mana?: boolean;
  /** "Activate only as a sorcery" (602.5d). */
  sorcery?: boolean;
  /** "Sacrifice this permanent" is part of the cost (paid on activation, 602.2b / 601.2h). */
  sacrificeSelf?: boolean;
  /** For a mana ability: the mana it adds ("{G}", "{C}{C}"), put into its controller's mana pool (106.4). */
  adds?: string;
  /**
   * The zone the ability functions in when not the battlefield: 'hand' for cycling (702.29a) and
   * other abilities that work only while the card is in its owner's hand (113.6, 602.2).
   */
  zone?: 'hand';
  /** "Pay N life" in the cost: payable only with at least that much life (119.4, 118.3); paying it is losing it. */
  payLife?: number;
  /** "Sacrifice a creature" / "Sacrifice two artifacts" in the cost (602.2b, 601.2h): the activate action's `sacrifice` names them. */
  sacrificeCost?: { text: string; count?: number; filter: ObjectFilter };
  /** "Discard a card" in the cost (701.9a): the activate action's `discard` names it. */
  discardCost?: { text: string; count?: number; filter?: ObjectFilter };
  /** "Activate only if <condition>" (602.1b, 602.5): it can't be activated while the condition is false. */
  condition?: TriggerCondition;
  /** "Activate only once each turn" (602.1b, 602.5b). */
  oncePerTurn?: boolean;
  /** "Activate only during your turn" (602.1b). */
  yourTurn?: boolean;
}

/** Spell and ability definitions an object can carry (added to Characteristics, optional). */
export interface StackDefinitions {
  /** The spell ability of an instant or sorcery (or an ETB-less permanent spell's own text is not needed). */
  spell?: SpellBody;
  triggers?: TriggeredAbility[];
  activated?: ActivatedAbility[];
  /**
   * A static cost reduction on a permanent: "<matching> spells you cast cost {amount} less" (generic
   * mana only). Applied when the total cost is determined (601.2f), so it counts even if the permanent
   * is sacrificed to pay that cost (601.2h).
   */
  costReduction?: { text: string; amount: number; filter?: ObjectFilter };
  /** Static abilities of a permanent about casting: restrictions, flash permissions, cost changes (src/engine/casting). */
  castStatics?: CastStatic[];
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Characteristics extends StackDefinitions {}

/** Session 2 (H2): how a permanent spell enters the battlefield (614.1c, 614.12a, 614.17d, 608.3e). */
export interface EnterDefinitions {
  /**
   * "You may have this creature enter as a copy of any creature on the battlefield" (614.1c, 707.2): the choice is
   * made before it enters (614.12a), answered by the resolving action's `choices[choice]` (one id); unanswered, it
   * doesn't copy (a stated default).
   */
  entersAsCopy?: { text: string; filter: ObjectFilter; choice: string };
  /** A static "<filter> can't enter the battlefield" (614.17d): judged on the permanent as it would exist there. */
  cantEnter?: { text: string; filter: ObjectFilter };
  /**
   * "This creature enters with N +1/+1 counters on it" (614.1c), and "with X …" (`x`: the kinds that get X,
   * the X of the spell that became it, 107.3m; 0 when it wasn't cast). Applied as it enters, through
   * counter replacement effects (122.6, 614.16).
   */
  entersWithCounters?: { text: string; counters: Record<string, number>; x: string[] };
  /** "Reveal the first card you draw each turn" (603.11): a static ability its `reveals` triggers are linked to (607.2h). */
  revealFirstDraw?: { text: string };
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Characteristics extends EnterDefinitions {}

/** A spell or ability on the stack (405, 113.7a: an ability exists independently of its source). */
export interface StackItem {
  /** For a spell, the id of its card (or copy) object on the stack; for an ability, `ability-<n>`. */
  id: string;
  kind: 'spell' | 'activated' | 'triggered';
  /** The spell's object on the stack, or the ability's source (which may have left since, 113.7a). */
  source: ObjectId | null;
  sourceLabel: string;
  /** Colors and types of the source as last known, for protection from its qualities (702.16b). */
  sourceColors: Color[];
  sourceTypes: CardType[];
  /** Its subtypes as last known (protection from a subtype, 702.16a); absent: not known. */
  sourceSubtypes?: string[];
  /** Keyword abilities of the source as last known (lifelink, deathtouch … of a damage source that left, 608.2h). */
  sourceKeywords?: string[];
  /** The counters on the source as it triggered (its last known counters once it has left, 603.10a). */
  sourceCounters?: Record<string, number>;
  controller: PlayerId;
  text: string;
  targets: Record<string, string[]>;
  specs: TargetSpec[];
  effects: SpellEffect[];
  /** Cast (601.2i) — false for copies (707.10) and for abilities. */
  cast: boolean;
  copy: boolean;
  condition?: TriggerCondition;
  x?: number;
  /** Choices announced as it was cast (601.2b): modes (indices into `spell.modes.options`), kicked, the alternative cost used. */
  modes?: number[];
  kicked?: boolean;
  alternative?: string;
  /** A state trigger's identity (603.8): it doesn't trigger again while this item is on the stack. */
  stateKey?: string;
  /** The objects named by the trigger event ("that creature", 608.2k). */
  that?: string[];
  /** The amount of the trigger event: life gained or lost, damage dealt ("that much", 603.2, 608.2h). */
  eventAmount?: number;
  /** Session 2 (H9): how a divided amount was divided among the targets as it was cast (601.2d): target id -> amount. */
  division?: Record<string, number>;
}

export type TurnStep = 'untap' | 'upkeep' | 'draw' | 'main1' | 'combat' | 'main2' | 'end' | 'cleanup';

/** "Players can't cast …" (101.2: can't beats can). */
export interface CastRestriction {
  text: string;
  /** Whose spells: 'all', or the player ids restricted. */
  players: 'all' | PlayerId[];
  /** Only spells with one of these card types (default: all spells). */
  types?: CardType[];
  /** Only during this player's turn. */
  duringTurnOf?: PlayerId;
  /** Only spells whose mana value is even / odd ("can't cast spells with even mana values"; 202.3e, 601.3a). */
  manaValue?: 'even' | 'odd';
  /** "can cast spells only any time they could cast a sorcery" (307.5): forbids casting at any other time. */
  sorceryTiming?: boolean;
}

export interface PendingTrigger {
  ability: TriggeredAbility;
  source: ObjectId | null;
  sourceLabel: string;
  sourceColors: Color[];
  sourceTypes: CardType[];
  /** Its subtypes as last known (protection from a subtype, 702.16a); absent: not known. */
  sourceSubtypes?: string[];
  sourceKeywords?: string[];
  sourceCounters?: Record<string, number>;
  controller: PlayerId;
  /** What triggered it, for the trace. */
  cause: string;
  /** For ward: the stack item it counters. */
  about?: string;
  stateKey?: string;
  that?: string[];
  /** The trigger event's amount ("that much"). */
  eventAmount?: number;
}

export interface DelayedTrigger {
  id: string;
  ability: TriggeredAbility;
  source: ObjectId | null;
  sourceLabel: string;
  controller: PlayerId;
}

export interface StackStateFields {
  /** The stack, bottom first (405.2). */
  stack?: StackItem[];
  /** Who has priority and how many players have passed in succession (117.3d, 117.4). */
  priority?: { player: PlayerId; passes: number };
  /** The current step or phase (default main1: the active player's precombat main phase). */
  step?: TurnStep;
  /** Triggered abilities waiting to be put on the stack (603.3). */
  pendingTriggers?: PendingTrigger[];
  delayedTriggers?: DelayedTrigger[];
  castRestrictions?: CastRestriction[];
  /** Creatures declared as attackers this turn and by whom (history for "each creature you attacked with this turn", 608.2i). */
  attackedThisTurn?: { object: ObjectId; player: PlayerId }[];
  nextStackId?: number;
  /** Cards each player has drawn this turn (reset by the cleanup step): "the first card you draw each turn" (603.11). */
  drawsThisTurn?: Record<PlayerId, number>;
  /** Permanents whose loyalty ability was activated this turn (606.3: once per turn; reset as the turn ends). */
  loyaltyActivated?: ObjectId[];
  /** "Activate only once each turn" abilities activated this turn, as "<object>#<index>" (602.5b; reset as the turn ends). */
  onceActivated?: string[];
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameState extends StackStateFields {}

/** Answers to choices made while a spell or ability resolves (608.2d): a "you may" (true/false) or the objects chosen (ids), by name. */
export type ResolutionChoices = Record<string, boolean | string[]>;

export type StackAction =
  /** 601.2: cast a spell from its zone (usually the hand). */
  | ({ kind: 'cast'; object: ObjectId; player?: PlayerId; targets?: Record<string, string[]>; x?: number; asThoughFlash?: boolean; sacrifice?: ObjectId[] } & AltCastFields & CastChoiceFields)
  /** 602.2: activate an activated ability (index in `activated`, default 0). */
  /** `sacrifice` / `discard`: the permanents sacrificed and the cards discarded to pay its cost (602.2b, 601.2h). */
  | { kind: 'activate'; object: ObjectId; ability?: number; player?: PlayerId; targets?: Record<string, string[]>; sacrifice?: ObjectId[]; discard?: ObjectId[] }
  /** 707.10: put a copy of a spell on the stack (not cast); new targets may be given (707.10c). */
  | { kind: 'copy-spell'; spell: string; player?: PlayerId; targets?: Record<string, string[]> }
  /** 117.3d: the player with priority passes; when all have passed in succession the top object resolves (117.4). */
  | { kind: 'pass'; pay?: boolean; choices?: ResolutionChoices }
  /** All players pass in succession: the top object resolves (608.1); `all`: until the stack is empty. */
  | { kind: 'resolve'; all?: boolean; pay?: boolean; choices?: ResolutionChoices }
  /**
   * A step or phase begins (for "at the beginning of" triggers and timing). `turn`: a new turn of
   * that player begins with it (500.1), so it must be the untap step (502.3).
   */
  | { kind: 'begin-step'; step: TurnStep; turn?: PlayerId }
  | { kind: 'add-restriction'; restriction: CastRestriction };

// ---------------------------------------------------------------------------------------------
// Session 2 (H3): alternative characteristics, casting permissions, face-down objects and casting
// during resolution (601.3, 601.3e, 601.3f, 608.2g, 702.34a, 702.37, 702.85a, 702.133a, 708, 709, 715).
// Engine code: src/engine/casting/alternatives.ts, permissions-zone.ts, face-down.ts, during-resolution.ts.

/** One set of characteristics a card can be cast with: an Adventure (715.2) or one half of a split card (709.1). */
export interface CardFace {
  name: string;
  manaCost: string | null;
  colors: Color[];
  types: CardType[];
  subtypes?: string[];
  keywords?: Keyword[];
  spell?: AbilityBody;
}

/** Which characteristics a spell is cast with: the card's own (default), its Adventure, a split half, or face down by morph. */
export type CastFace = 'normal' | 'adventure' | 'left' | 'right' | 'morph';

/** "You may cast <filter> spells from <zone>" (601.3): a static permission of a permanent (or emblem) its controller has. */
export interface CastPermission {
  text: string;
  /** The top card of your library, your graveyard, or cards you own in exile. */
  from: 'library-top' | 'graveyard' | 'exile';
  /** The spell it allows, judged on the characteristics the spell would have (601.3e). Absent: any spell. */
  filter?: ObjectFilter;
}

export interface AlternativeDefinitions {
  /** 715.2: the Adventure's alternative characteristics (an instant or sorcery spell). */
  adventure?: CardFace;
  /** 709.1: a split card's two halves; the card's own values are the two combined (709.4). */
  halves?: CardFace[];
  castPermissions?: CastPermission[];
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Characteristics extends AlternativeDefinitions {}

/** 708: a face-down card, spell or permanent. `printed` holds the face-down values (708.2); the card's own are kept here. */
export interface FaceDownInfo {
  card: Characteristics;
  cardLabel: string;
  /** Players who may look at it (708.5: the controller of a face-down spell or permanent; 406.3 for exile). */
  knownTo: PlayerId[];
  /** What made it face down: the morph ability (702.37c) or an effect that exiled it face down (406.3). */
  via: 'morph' | 'exiled';
}

/** A spell on the stack with only its alternative characteristics (715.3b, 709.3b); the card's own come back as it leaves (715.4, 709.4). */
export interface CastFaceInfo {
  face: 'adventure' | 'left' | 'right';
  card: Characteristics;
  cardLabel: string;
}

/** How a spell was cast, when it matters after casting: flashback / jump-start exile it as it leaves the stack (702.34a, 702.133a). */
export interface CastUsingInfo {
  using: 'flashback' | 'jump-start' | 'adventure';
}

export interface AlternativeObjectFields {
  faceDown?: FaceDownInfo;
  castFace?: CastFaceInfo;
  castUsing?: CastUsingInfo;
  /** 715.3d: an Adventure card exiled as it resolved may be cast by this player for as long as it stays exiled (not as an Adventure). */
  mayCastFromExile?: { player: PlayerId; rule: string; notAs?: 'adventure' };
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameObject extends AlternativeObjectFields {}

/** 702.37e / 116.2b: the special action of turning a face-down permanent face up (default player: its controller). */
export interface TurnFaceUpAction {
  kind: 'turn-face-up';
  object: ObjectId;
  player?: PlayerId;
}

export interface AltCastFields {
  /** The characteristics it is cast with (601.3e, 709.3, 715.3, 702.37c). Default: the card's own. */
  castAs?: CastFace;
  /** Cast from the graveyard by flashback (702.34a) or jump-start (702.133a). */
  using?: 'flashback' | 'jump-start';
  /** Jump-start's additional cost: the card discarded (702.133a). */
  discard?: ObjectId;
}

/**
 * A spell or ability's instruction to cast a card during its resolution (608.2g): "cast it" / "you
 * may cast it" (with the effect's `may`, answered on resolution like any "you may", 608.2d), cascade (702.85a).
 */
export type CastDuringResolutionEffect =
  | {
      kind: 'cast-card';
      /** The card cast is `object` (EffectRefs: the player's choice, or the card named by the ability). */
      /** The zones it may be cast from (default: the zone it is in). */
      from?: Zone[];
      /** Only a spell matching this (judged on the characteristics it would have, 601.3e). */
      filter?: ObjectFilter;
      /** Only a spell with one of these supertypes ("a legendary spell"). */
      supertypes?: string[];
      /** "Without paying its mana cost" (118.9). */
      free?: boolean;
      /** An alternative cost paid rather than its mana cost (madness, 702.35a). */
      cost?: { cost: string; name: string };
      /** If it isn't cast, it is put into its owner's graveyard (madness, 702.35a). */
      otherwise?: 'graveyard';
      castAs?: CastFace;
      targets?: Record<string, string[]>;
      /** The name of the "you may cast" choice, answered by the resolving action's `choices` (608.2d); unanswered: cast. */
      ask?: string;
    }
  | {
      kind: 'cascade';
      castAs?: CastFace;
      targets?: Record<string, string[]>;
      /** The name of the "you may cast" choice (608.2d); unanswered: cast. */
      ask?: string;
    };

// ---------------------------------------------------------------------------------------------
// Casting choices and costs (issue 5, session 2): src/engine/casting/{mana,costs,modes,permissions}.ts

/** The cast action's announced choices (601.2b) and mana payment (601.2g). */
export interface CastChoiceFields {
  /** 700.2 / 601.2b: the modes chosen (0-based indices into `spell.modes.options`). */
  modes?: number[];
  /** 702.33a: the kicker cost is paid. */
  kicked?: boolean;
  /** 118.9: the name of the alternative cost used (e.g. "bestow"). */
  alternative?: string;
  /** 601.3c: the additional cost that lets the spell be cast as though it had flash is paid. */
  flashCost?: boolean;
  /** 601.2g: permanents whose mana ability (the first with `adds`) is activated while paying. */
  mana?: ObjectId[];
  /** Session 2 (H9): 601.2d: how a divided effect is divided: target id -> amount (each at least 1). */
  divide?: Record<string, number>;
}

/** Mana in a pool, by type (106.1a colors, plus colorless C). */
export type ManaType = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
export type ManaPool = Partial<Record<ManaType, number>>;

/** "Choose one —" (700.2): how many modes may be chosen, and each mode's targets and effects. */
export interface ModeSpec {
  min: number;
  max: number;
  /** "If this spell was kicked, choose any number instead" (601.4): the range once kicked. */
  kicked?: { min: number; max: number };
  options: ModeOption[];
}

/** One mode: its targets and effects; `unmodelled` names what the engine can't do for it (stated in the answer when chosen). */
export interface ModeOption extends AbilityBody {
  unmodelled?: string;
}

/** An alternative cost (118.9), e.g. bestow (702.103a): paid rather than the mana cost. */
export interface AlternativeCost {
  /** How the cast action names it ("bestow"). */
  name: string;
  cost: string;
  /** 702.103b: cast this way the spell becomes an Aura enchantment with enchant creature, targeting a creature. */
  bestow?: boolean;
}

/** The spell ability of a card, with what is chosen while casting it (601.2b). */
export interface SpellBody extends AbilityBody {
  modes?: ModeSpec;
  /** Kicker [cost] (702.33a); `targets` / `effects` are added when kicked (702.33e, 702.33g), or replace the spell's effects with `instead`. */
  kicker?: { cost: string; targets?: TargetSpec[]; effects?: SpellEffect[]; instead?: boolean };
  /** "As an additional cost to cast this spell, sacrifice <count> <filter>" (118.8, 601.2h): the cast action's `sacrifice` must name them. */
  sacrificeCost?: { text: string; count?: number; filter: ObjectFilter };
  /** "As an additional cost to cast this spell, discard a card" (118.8, 601.2h, 701.9a): the cast action's `discard` names it. */
  discardCost?: { text: string };
  alternatives?: AlternativeCost[];
  /** "You may cast this spell as though it had flash if you pay [cost] more to cast it" (601.3c). */
  flashCost?: string;
  /** "This spell has flash as long as <condition>" (601.3d). */
  flashIf?: TriggerCondition;
  /** "This spell costs {N} less/more to cast [for each …]": static abilities of the spell itself, applied at 601.2f. */
  costChanges?: CostChange[];
}

/** A number a cost change is multiplied by: "for each creature you attacked with this turn" (608.2i), or a count. */
export type CostCount = { kind: 'attacked-this-turn' } | CdaValue;

/** A generic-mana cost increase (positive) or reduction (negative) (601.2f, 118.7a). */
export interface CostChange {
  text: string;
  generic: number;
  per?: CostCount;
}

/**
 * A static ability of a permanent about casting, and about the rules its players play by (it works
 * while the permanent is on the battlefield). `who`: whose spells, or which players — 'you' (its
 * controller), 'opponents', 'all'. `filter` matches the spell (zone stack). The maximum hand size
 * (402.2: none, a number set, or a number added; engine/hand-size.ts) is a rules-changing effect (613.11).
 */
export type CastStatic =
  | { kind: 'cant-cast'; text: string; who: 'you' | 'opponents' | 'all'; filter?: ObjectFilter; manaValue?: 'even' | 'odd' }
  | { kind: 'sorcery-timing'; text: string; who: 'you' | 'opponents' | 'all' }
  | { kind: 'flash'; text: string; who: 'you' | 'opponents' | 'all'; filter?: ObjectFilter }
  | { kind: 'cost'; text: string; who: 'you' | 'opponents' | 'all'; filter?: ObjectFilter; generic: number; per?: CostCount }
  | { kind: 'no-max-hand-size'; text: string; who: 'you' | 'opponents' | 'all' }
  | { kind: 'max-hand-size'; text: string; who: 'you' | 'opponents' | 'all'; set?: number; add?: number };
