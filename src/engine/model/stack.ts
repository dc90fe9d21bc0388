/**
 * The stack (405, 608), triggered (603) and activated (602) abilities, the turn's steps (500),
 * casting restrictions, pending and delayed triggers, and the stack actions. All fields are
 * optional on existing types, so earlier states stay valid.
 */
import type { ObjectFilter, SpellEffect, TargetSpec } from './effects.ts';
import type { CastChoiceFields, CastStatic, CostChange, ModeSpec, SpellBody } from './casting.ts';
import type { CardType, Color, Keyword, ObjectId, PlayerId } from './state.ts';
import type { AltCastFields } from './alternatives.ts';
import type { Gap } from '../gaps.ts';

export interface AbilityBody {
  text: string;
  targets?: TargetSpec[];
  effects: SpellEffect[];
  /** For triggered abilities: the controller's target choices, made as it is put on the stack (603.3d). */
  choose?: Record<string, string[]>;
  /** "This spell can't be countered" (101.2 beats "counter target spell", 701.6). */
  cantBeCountered?: boolean;
}

import type { TriggerCondition, TriggeredAbility, TriggerTimes } from './triggered.ts';
export type { TriggerCondition, TriggerEvent, TriggeredAbility, TriggerTimes } from './triggered.ts';

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
   * A mana ability of a land the question described without its type: "{T}: add one mana" of a type
   * not told (casting/board-mana.ts decides only what holds whatever the type is).
   */
  addsUntold?: boolean;
  /**
   * The zone the ability functions in when not the battlefield: 'hand' for cycling (702.29a) and
   * other abilities that work only while the card is in its owner's hand (113.6, 602.2); 'graveyard'
   * for "Return this card from your graveyard to …" (113.6m, 602.2: its owner activates it there).
   */
  zone?: 'hand' | 'graveyard';
  /** "Pay N life" in the cost: payable only with at least that much life (119.4, 118.3); paying it is losing it. */
  payLife?: number;
  /** "Sacrifice a creature" / "Sacrifice two artifacts" in the cost (602.2b, 601.2h): the activate action's `sacrifice` names them. */
  sacrificeCost?: { text: string; count?: number; filter: ObjectFilter };
  /**
   * "Remove a +1/+1 counter from this creature" / "Put a -1/-1 counter on this creature" in the cost
   * (602.2b, 601.2h, 122.1): counters removed from or put on the ability's own permanent as it is
   * activated; removing can't be paid without that many (118.3).
   */
  counterCost?: { text: string; counter: string; amount: number; remove: boolean };
  /** "Discard a card" in the cost (701.9a): the activate action's `discard` names it. */
  discardCost?: { text: string; count?: number; filter?: ObjectFilter };
  /** 702.122a: "Crew N" — tap other untapped creatures you control with total power N or greater; the activate action's `crew` names them. */
  crew?: number;
  /**
   * "Tap an untapped creature you control" / "Tap two untapped artifacts you control" in the cost (602.2b, 601.2h, 701.26a):
   * the activate action's `tap` names them (any untapped permanents of the group the controller controls; not the source
   * when the cost also has {T}). Summoning sickness doesn't matter: it is not a {T} ability of theirs (302.6).
   */
  tapCost?: { text: string; count?: number; filter: ObjectFilter };
  /** "Activate only if <condition>" (602.1b, 602.5): it can't be activated while the condition is false. */
  condition?: TriggerCondition;
  /** "Activate only once each turn" (602.1b, 602.5b). */
  oncePerTurn?: boolean;
  /** "This ability costs {1} less to activate for each legendary creature you control" (602.2b -> 601.2f, 118.7a). */
  costChanges?: CostChange[];
  /** "Activate only during your turn" (602.1b). */
  yourTurn?: boolean;
  /** 700.2a: "{1}, Sacrifice this creature: Choose one —" — its modes, chosen as it is activated (the activate action's `modes`). */
  modes?: ModeSpec;
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

/**
 * The exceptions of an "enter as a copy … except …" ability (707.9): written on the copy, they become part of its
 * copiable values (707.9b). Card types and subtypes added (205.1b); "it isn't legendary" (the legendary supertype
 * removed, 205.4); counters it enters with in addition, by what it is as a copy (614.1c, 122.6); abilities it has —
 * triggered abilities read, and text no template reads kept as gaps of the copy.
 */
export interface CopyExceptions {
  addTypes?: CardType[];
  addSubtypes?: string[];
  notLegendary?: boolean;
  /** 707.9a: "except it has haste" — keyword abilities the copy has besides those copied. */
  keywords?: Keyword[];
  counters?: { creature?: Record<string, number>; planeswalker?: Record<string, number> };
  triggers?: TriggeredAbility[];
  gaps?: Gap[];
}

/** Session 2 (H2): how a permanent spell enters the battlefield (614.1c, 614.12a, 614.17d, 608.3e). */
export interface EnterDefinitions {
  /**
   * "You may have this creature enter as a copy of any creature on the battlefield" (614.1c, 707.2): the choice is
   * made before it enters (614.12a), answered by the resolving action's `choices[choice]` (one id); unanswered, it
   * doesn't copy (a stated default).
   */
  entersAsCopy?: { text: string; filter: ObjectFilter; choice: string; except?: CopyExceptions };
  /** A static "<filter> can't enter the battlefield" (614.17d): judged on the permanent as it would exist there. */
  cantEnter?: { text: string; filter: ObjectFilter };
  /**
   * "This creature enters with N +1/+1 counters on it" (614.1c), and "with X …" (`x`: the kinds that get X,
   * the X of the spell that became it, 107.3m; 0 when it wasn't cast); `kicked`: the counters it enters with
   * if the spell that became it was kicked, `perKick`: for each time it was kicked (702.33d-e). Applied as it enters, through
   * counter replacement effects (122.6, 614.16).
   */
  entersWithCounters?: { text: string; counters: Record<string, number>; x: string[]; kicked?: Record<string, number>; perKick?: Record<string, number> };
  /** "Reveal the first card you draw each turn" (603.11): a static ability its `reveals` triggers are linked to (607.2h). */
  revealFirstDraw?: { text: string };
  /** 603.2d: "… that ability triggers an additional time" (Panharmonicon, Teysa Karlov): read by triggers/additional.ts. */
  triggerTimes?: TriggerTimes[];
  /**
   * "Untap all permanents / artifacts / creatures you control during each other player's untap step"
   * (502.3): while this permanent has its abilities, its controller's permanents matching `filter`
   * (its `controller` is said from this permanent's controller's side) untap in another player's
   * untap step, at the same time as that player's own (stack/turn.ts).
   */
  untapDuringOthers?: { text: string; filter: ObjectFilter };
}

/** What a spell or ability knows of its source: the object itself while it stays, else as it last was (113.7a, 608.2h). */
export interface SourceAsKnown {
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
  /** Its power and toughness as it last existed, for an ability that triggered on its leaving the battlefield (603.10a, 608.2h). */
  sourcePT?: { power: number; toughness: number };
  /** How many times the spell that became the source was kicked (702.33d-e), as it triggered; absent: not kicked. */
  sourceKicked?: number;
  /** The alternative cost paid for the spell that became the source (118.9, 702.74a), as it triggered; absent: none. */
  sourceAlternative?: string;
}

/** A spell or ability on the stack (405, 113.7a: an ability exists independently of its source). */
export interface StackItem extends SourceAsKnown {
  /** For a spell, the id of its card (or copy) object on the stack; for an ability, `ability-<n>`. */
  id: string;
  /** A cast spell's place among the spells cast this turn (1 = the first), when that count is known (702.40a). */
  castOrdinal?: number;
  kind: 'spell' | 'activated' | 'triggered';
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
  /**
   * X wasn't given for a spell with X in its mana cost: `x` is 0 only so that costs and mana value can
   * be read (202.3e); an instruction whose amount is X stops as unmodelled (107.3a) rather than use 0.
   */
  xAssumed?: boolean;
  /** Choices announced as it was cast (601.2b): modes (indices into `spell.modes.options`), kicked, the alternative cost used. */
  modes?: number[];
  /**
   * "protection from the color of your choice": the color (or colorless, where the text offers it) its controller chooses
   * as it resolves (608.2d), told with the cast or activation so each spell or ability keeps its own.
   */
  chosenColor?: ChosenColor;
  kicked?: boolean;
  alternative?: string;
  /** A state trigger's identity (603.8): it doesn't trigger again while this item is on the stack. */
  stateKey?: string;
  /** The objects named by the trigger event ("that creature", 608.2k). */
  that?: string[];
  /** The amount of the trigger event: life gained or lost, damage dealt ("that much", 603.2, 608.2h). */
  eventAmount?: number;
  /** The permanents sacrificed to pay its cost, as they last existed ("the sacrificed creature's power", 601.2h, 608.2h). */
  sacrificed?: { power: number; manaValue: number }[];
  /** Session 2 (H9): how a divided amount was divided among the targets as it was cast (601.2d): target id -> amount. */
  division?: Record<string, number>;
}

/** A color chosen for "… of your choice" (105.1), or colorless where the text offers it ("colorless or the color of your choice"). */
export type ChosenColor = 'white' | 'blue' | 'black' | 'red' | 'green' | 'colorless';
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
  /** Not spells with any of these card types ("can't cast noncreature spells"). */
  notTypes?: CardType[];
  /** Made by a resolved "… this turn" effect: it ends with the turn (514.2). */
  thisTurn?: boolean;
}

export interface PendingTrigger extends SourceAsKnown {
  ability: TriggeredAbility;
  controller: PlayerId;
  /** What triggered it, for the trace. */
  cause: string;
  /** For ward: the stack item it counters. */
  about?: string;
  stateKey?: string;
  that?: string[];
  /** The trigger event's amount ("that much"). */
  eventAmount?: number;
  /** X for an enters-the-battlefield ability of a permanent cast with X (107.3m); null: that X was left unsaid. */
  x?: number | null;
}

export interface DelayedTrigger {
  id: string;
  ability: TriggeredAbility;
  source: ObjectId | null;
  sourceLabel: string;
  controller: PlayerId;
  /** 702.88a: rebound's cast of this exiled card, which the engine doesn't follow: a run that reaches it stops. */
  rebound?: string;
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
  /**
   * Issue 14: the cards each permanent's linked exiling ability exiled (607.2a), by the id of the
   * permanent that exiled them; "the exiled card" of its other ability reads them (each while it stays
   * in exile: once it leaves, it is a new object, 400.7). A permanent that returns is a new object with
   * no such cards.
   */
  linkedExiles?: Record<ObjectId, ObjectId[]>;
  /**
   * Issue 14: the cards exiled "until this leaves the battlefield" (610.3), by the id of the permanent
   * whose leaving returns them; they return under their owners' control as soon as it has left (610.3c).
   */
  exiledUntilLeaves?: Record<ObjectId, ObjectId[]>;
  castRestrictions?: CastRestriction[];
  /** Creatures declared as attackers this turn and by whom (history for "each creature you attacked with this turn", 608.2i). */
  attackedThisTurn?: { object: ObjectId; player: PlayerId }[];
  nextStackId?: number;
  /** Lands each player has played this turn (305.2a; reset as the turn ends). */
  landsPlayed?: Record<PlayerId, number>;
  /** More land plays a resolved effect gave each player for this turn (305.2: "you may play an additional land this turn"; reset as the turn ends). */
  extraLandPlays?: Record<PlayerId, number>;
  /**
   * 500.8: phases effects added to this turn, in the order they will happen (the most recently added first among those
   * added after the same phase); each is a combat phase, `main`: followed by an additional main phase (505.1a).
   */
  additionalPhases?: { after: TurnStep; main: boolean }[];
  /** Cards each player has drawn this turn (reset by the cleanup step): "the first card you draw each turn" (603.11). */
  drawsThisTurn?: Record<PlayerId, number>;
  /**
   * How many spells have been cast this turn (702.40a: storm counts the ones cast before it), when
   * known: given by the scenario, or 0 from a turn the run began; unknown (absent) otherwise.
   */
  spellsCastThisTurn?: number;
  /** The legend rule's choice given (704.5j), by recency: 0 keeps the newest, 1 the one before it (the oldest past the end); absent, the default keeps the newest. */
  legendKeep?: number;
  /** 603.3b: the order chosen for each player's simultaneous triggered abilities, a permutation index (absent/0: as listed). */
  triggerOrder?: number;
  /** The action whose legality the question asks (an index into the run's actions): the gap decision's asked moment (gap-relevance.ts). */
  legalityAsked?: number;
  /** Permanents whose loyalty ability was activated this turn (606.3: once per turn; reset as the turn ends). */
  loyaltyActivated?: ObjectId[];
  /** "Activate only once each turn" abilities activated this turn, as "<object>#<index>" (602.5b; reset as the turn ends). */
  onceActivated?: string[];
  /** "This ability triggers only once each turn" abilities that triggered this turn, as "<object>#<index>" (reset as the turn ends). */
  onceTriggered?: string[];
}

/** Answers to choices made while a spell or ability resolves (608.2d): a "you may" (true/false) or the objects chosen (ids), by name. */
export type ResolutionChoices = Record<string, boolean | string[]>;
export type StackAction =
  /** 601.2: cast a spell from its zone (usually the hand). */
  | ({ kind: 'cast'; object: ObjectId; player?: PlayerId; targets?: Record<string, string[]>; x?: number; asThoughFlash?: boolean; sacrifice?: ObjectId[]; color?: ChosenColor } & AltCastFields & CastChoiceFields)
  /** 602.2: activate an activated ability (index in `activated`, default 0). */
  /** `sacrifice` / `discard`: the permanents sacrificed and the cards discarded to pay its cost (602.2b, 601.2h). */
  /** `x`: the value announced for an {X} in its activation cost (107.3a, 107.3k). */
  | { kind: 'activate'; object: ObjectId; ability?: number; player?: PlayerId; targets?: Record<string, string[]>; sacrifice?: ObjectId[]; discard?: ObjectId[]; crew?: ObjectId[]; tap?: ObjectId[]; x?: number; color?: ChosenColor; modes?: number[] }
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
