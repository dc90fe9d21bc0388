/**
 * Triggered abilities (603): the events they watch, the conditions they check ("intervening if",
 * 603.4) and the ability itself. Split from stack.ts, which re-exports them.
 */
import type { ObjectFilter } from './effects.ts';
import type { ModeSpec } from './casting.ts';
import type { AbilityBody } from './stack.ts';

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
  | 'beginning-of-combat'
  /** 505.1a, 603.2b: "at the beginning of your first main phase" — the turn's precombat main phase (the engine's `main1`). */
  | 'first-main-phase'
  /** A player discards a card (701.9a): a player event, one for each card discarded (603.2c); "that player" is who discarded. */
  | 'discards'
  /**
   * 701.21a: a player sacrifices a permanent — `who` says which player ('self' the controller, 'opponent', 'any'),
   * `filter` what was sacrificed, judged as it last existed on the battlefield (603.10a: such abilities look back).
   */
  | 'sacrifices';

/** 603.4: an intervening "if" clause, checked when the ability triggers and again on resolution. */
export type TriggerCondition =
  /** Life totals (119): the controller's, an opponent's, or ('any', "if a player has 5 or less life") any player's still in the game (102.3). */
  | { kind: 'life'; player: 'you' | 'opponent' | 'any'; atLeast?: number; atMost?: number }
  | { kind: 'controls'; filter: ObjectFilter; atLeast?: number; atMost?: number }
  /** Cards in the player's hand ("you have no cards in hand": atMost 0). */
  | { kind: 'hand'; player: 'you' | 'opponent'; atLeast?: number; atMost?: number }
  /**
   * Counters of one kind on the trigger's own object ("if it had no -1/-1 counters on it", 702.79a):
   * as it last existed on the battlefield when it has left (603.10a, 608.2h), else as it is now.
   */
  | { kind: 'own-counters'; counter: string; atLeast?: number; atMost?: number }
  /** How many opponents the player has ("unless you have two or more opponents"; 102.3). */
  | { kind: 'opponents'; atLeast?: number; atMost?: number }
  /**
   * The ability's own permanent is tapped / untapped ("if this artifact is untapped", 110.5): as it is
   * now on the battlefield; once it has left, as it last existed there (603.10a, 608.2h).
   */
  | { kind: 'own-tapped'; tapped: boolean }
  /**
   * "If an opponent controls more lands than you" (603.4): some opponent controls more permanents
   * matching the filter (its `controller` ignored) than the ability's controller does.
   */
  | { kind: 'opponent-controls-more'; filter: ObjectFilter } | { kind: 'this-turn'; happened: 'creature-died' | 'permanent-left-yours' } | { kind: 'evolve' }
  /**
   * "If it was kicked" (702.33e, 603.4): the spell that became the ability's own permanent was kicked — at least
   * `atLeast` times ("if it was kicked twice"; 1 when absent). Fixed as the permanent entered, so as it last was once it has left.
   */
  | { kind: 'kicked'; atLeast?: number }
  /**
   * "If its evoke cost was paid" (702.74a, 603.4): the spell that became the ability's own permanent was cast for the
   * alternative cost `name` (118.9). Fixed as the permanent entered.
   */
  | { kind: 'alternative-paid'; name: string }
  /** 102.1: "if it's (not) your turn" — whether the controller is the active player. */
  | { kind: 'turn'; yours: boolean }; // this-turn: "if a creature died this turn" (700.4), "if a permanent left the battlefield under your control this turn" (revolt); evolve: 702.100a's comparison (keywords/evolve.ts)

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
  /**
   * With who 'another': this object's own event too, whatever its characteristics then ("Whenever this
   * creature or another Zombie you control dies", 603.2) — the filter judges only the other objects.
   */
  orSelf?: boolean;
  /** For deals-damage / dealt-damage: only combat damage (510.2). */
  combatOnly?: boolean;
  /**
   * For cast: "whenever you cast or copy …" — a spell copied (707.10: put on the stack, not cast) is
   * an event of this ability too, the copy's controller its player. Without it a copy sets off no cast trigger.
   */
  orCopy?: boolean;
  /**
   * "This ability triggers only once each turn": after it has triggered, this object's ability doesn't
   * trigger again this turn (603.2c-style limit on the ability, reset as the turn ends; an object that
   * changed zones is a new object with an ability of its own, 400.7).
   */
  oncePerTurn?: boolean;
  /**
   * "Whenever one or more creatures you control deal combat damage to a player" (603.2c, 510.2): the
   * damage dealt at once is one event, so the ability triggers once for each player dealt damage.
   */
  oneOrMore?: boolean;
  /** For attacks: only a creature that attacks alone, the only creature declared as an attacker (506.5, 702.83b). */
  alone?: boolean;
  /** For deals-damage: only damage dealt to a player, to an opponent of the ability's controller, to a creature, or to a player or planeswalker. */
  damageTo?: 'player' | 'opponent' | 'creature' | 'player-or-planeswalker';
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

/**
 * 603.2d: a static ability saying a triggered ability triggers an additional time — "If an artifact or creature
 * entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional
 * time" (`event`: what caused it; `filter`: the event's object, judged as the triggering ability saw it), "If a
 * triggered ability of a legendary creature you control triggers, …" (`abilityOf`: the permanent whose ability it
 * is; absent: any permanent of the static's controller). Only abilities permanents have, never delayed or reflexive ones.
 */
export interface TriggerTimes {
  text: string;
  event?: 'enters' | 'dies' | 'attacks';
  filter?: ObjectFilter;
  abilityOf?: ObjectFilter;
  /** How many additional times (1: "an additional time"; 2: "two additional times"). */
  times: number;
}
