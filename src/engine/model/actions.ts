/**
 * Actions: what a scenario does, in order. Each is performed through events (damage, counters,
 * zone changes…), after which state-based actions are checked (704.3).
 */
import type { Characteristics, Color, ObjectId, PlayerId, Zone } from './state.ts';
import type { Duration, Modification, Selector } from './layers.ts';
import type { CounterCause } from './replacement.ts';
import type { CombatAction } from './combat.ts';
import type { StackAction, TriggerCondition } from './stack.ts';
import type { PlayLandAction, TurnFaceUpAction } from './alternatives.ts';

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
  | { kind: 'damage'; source: ObjectId | null; target: ObjectId | PlayerId; /** 608.2f: more dealt the same damage at the same time ("to each player"). */ also?: (ObjectId | PlayerId)[]; /** Damage from other sources dealt at the same time, in one event (704.3: state-based actions then see it all). */ with?: { source: ObjectId | null; target: ObjectId | PlayerId; amount: number }[]; amount: number; combat?: boolean; replacementOrder?: string[] }
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
      /** Onto the battlefield: the player it enters under (110.2; set by the engine's own instructions, never by a scenario). */
      controller?: PlayerId;
      /**
       * Told as having happened by the rules ("it dies and comes back"): nothing is moved. The run must already
       * have put the card the reference names into `to` since that object left (a persist return); otherwise
       * the run stops — "can't happen" when a modelled ability of the card would return it and didn't, or
       * unmodelled (what returns it) when none would. Never a second, invented move (400.7). To a graveyard
       * ("I cast Pyroclasm and kill it"): the object the reference names must have died in the run (700.4), else "can't happen".
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
  | TurnFaceUpAction
  | PlayLandAction;

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
