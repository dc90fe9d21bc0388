/**
 * Combat (506-511) and fight (701.14): attacking and blocking creatures, the combat state, the
 * declarations and damage assignments players make, and the combat actions.
 */
import type { ObjectId, PlayerId } from './state.ts';
import type { ReplacementInput } from './replacement.ts';

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

/**
 * One recipient of a creature's combat damage as its controller assigns it (510.1): an amount, or `rest` — what remains
 * of the damage it assigns (its power, 510.1a) after the other parts, worked out when it assigns (a player says "3 on the
 * blocker and the rest on the player" before knowing what its power will be then).
 */
export type DamageAssignment = { to: ObjectId | PlayerId; amount: number } | { to: ObjectId | PlayerId; rest: true };

export type CombatAction =
  /** 508.1: the active player declares attackers (tapping them unless they have vigilance). */
  | { kind: 'declare-attackers'; attackers: AttackDeclaration[] }
  /** 509.1: the defending player declares blockers. */
  | { kind: 'declare-blockers'; blockers: BlockDeclaration[] }
  /**
   * 510: the next combat damage step (the first-strike step if any attacking or blocking creature
   * has first strike or double strike as it begins, 510.4), or, with `all`, every remaining one.
   * `assignments` are the players' choices (510.1); missing ones use the default policy. `once`: creatures whose given
   * assignment was told once, for the first step they assign in: in a later step (a double striker, 702.4b) it is not
   * used again — a forced assignment (one recipient) is made, and a choice there stops the run as not told.
   */
  | { kind: 'combat-damage'; assignments?: Record<ObjectId, DamageAssignment[]>; once?: ObjectId[]; all?: boolean; replacementOrder?: string[]; firstStrike?: boolean }
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
