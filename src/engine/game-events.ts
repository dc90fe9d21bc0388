/**
 * Game events (issue 13 §1): what happened in a run, as typed values that carry object and player
 * ids, never display labels. Every engine action records its events on the run's log
 * (`run.events`, returned as `Resolution.events`). Triggered abilities (603.2), "the new object a
 * card became" (400.7), lifelink from last known information (608.2h), the objects' fates and which
 * unmodelled text could matter read this log; the trace is built from it (trace-of-event.ts), and
 * nothing in the engine reads the trace back.
 */
import type { PlayerId, ObjectId, TurnStep, Zone } from './types.ts';

/** What an object lost by changing zones (400.7): it is a new object with no memory of these. */
export type LostOnZoneChange = 'counters' | 'damage' | 'attachment';

/** Why a player lost the game (704.5a, 704.5b, 704.5c). */
/** Why a player lost: a state-based action (704.5a-c), or an effect saying so (104.3e) or saying another player wins (104.2b, 104.1). */
export type LossReason = 'zero-life' | 'drew-from-empty' | 'poison' | 'effect';

/** The kind of a stack item (405.1). */
export type StackItemKind = 'spell' | 'activated' | 'triggered';

export type GameEvent =
  /** 400.7: `object` moved from `from` to `to` and became the new object `newId`. */
  | { kind: 'zone-changed'; object: ObjectId; newId: ObjectId; from: Zone; to: Zone; owner: PlayerId; lost: LostOnZoneChange[]; dies?: true }
  /** 111.1 / 111.2: a token (or a card put onto the battlefield directly) was created. */
  | { kind: 'created'; object: ObjectId; zone: Zone; controller: PlayerId; token: boolean }
  /** 704.5d / 704.5e / 707.10a: a token or copy outside its zone ceased to exist. */
  | { kind: 'ceased-to-exist'; object: ObjectId; zone: Zone }
  /** 120.3: damage dealt (after replacement and prevention). */
  | { kind: 'damage-dealt'; source: ObjectId | null; target: ObjectId | PlayerId; amount: number; combat: boolean; deathtouch: boolean }
  /** 615.1a / 702.16e: a prevention effect (or protection) prevented `amount` of the damage `source` would deal to `target`. */
  | { kind: 'damage-prevented'; source: ObjectId | null; target: ObjectId | PlayerId; amount: number }
  /** 615.6 / 614.7: prevented or replaced down to none, the damage event doesn't happen (so nothing was dealt: no lifelink, 702.15b). */
  | { kind: 'damage-not-dealt'; source: ObjectId | null; target: ObjectId | PlayerId }
  /** 119.3: a life total changed (gain positive, loss negative). */
  | { kind: 'life-changed'; player: PlayerId; amount: number; before: number; after: number }
  /** 122.1: counters put on (positive) or removed from (negative) an object or a player (poison included). */
  | { kind: 'counters-changed'; target: ObjectId | PlayerId; counter: string; amount: number; before: number; after: number }
  /** 701.26a / 701.26b: a permanent became tapped or untapped. */
  | { kind: 'tapped'; object: ObjectId }
  | { kind: 'untapped'; object: ObjectId }
  /** 701.3a / 701.3d. */
  | { kind: 'attached'; object: ObjectId; to: ObjectId | PlayerId }
  | { kind: 'unattached'; object: ObjectId; from: ObjectId | PlayerId }
  /** 508.1: declared as an attacker, attacking a player, planeswalker or battle. */
  /** `alone`: the only creature declared as an attacker (506.5). */
  | { kind: 'attacked'; object: ObjectId; target: ObjectId | PlayerId | null; defendingPlayer: PlayerId; alone?: boolean }
  /** 509.1: declared as a blocker of these attackers. */
  | { kind: 'blocked'; object: ObjectId; attackers: ObjectId[] }
  /** 601.2a: a player began to cast this card (the cast may still be rewound, 601.2e / 733.1). */
  | { kind: 'cast-proposed'; object: ObjectId; player: PlayerId }
  /** 601.2i: a spell became cast; `modeGaps` are the texts of chosen modes the engine can't follow. */
  | { kind: 'cast'; spell: ObjectId; player: PlayerId; modeGaps: string[] }
  /** 602.2: an activated ability was activated (605.3: a mana ability resolves at once). */
  | { kind: 'activated'; source: ObjectId; item: string | null; player: PlayerId; ability: string; mana: boolean }
  /** 405.2 / 601.2c / 603.3d: a spell or ability was put on the stack with these targets. */
  | { kind: 'put-on-stack'; item: string; itemKind: StackItemKind; source: ObjectId | null; controller: PlayerId; targets: string[]; modeGaps?: string[] }
  /** 707.10: a copy of a spell was put on the stack (not cast). */
  | { kind: 'spell-copied'; copy: ObjectId; of: ObjectId; player: PlayerId }
  /** 608.2: a spell or ability began to resolve. */
  | { kind: 'resolved'; item: string; itemKind: StackItemKind; source: ObjectId | null }
  /** 701.6: a spell or ability was countered by another. */
  | { kind: 'countered'; item: string; by: string }
  /** 608.2b: a spell or ability didn't resolve: every target it had was illegal (it is not countered). */
  | { kind: 'fizzled'; item: string }
  /** 500-514: a step or phase began. */
  | { kind: 'step-began'; step: TurnStep; player: PlayerId }
  /** 511.3: the end of combat step ended; everything left combat. */
  | { kind: 'combat-ended'; player: PlayerId }
  /**
   * 121.1: a player drew this card (the library object, before it moved to the hand); null: an
   * unseen card, drawn from a library the scenario didn't describe — no object, nothing to read
   * (engine/hand.ts).
   */
  | { kind: 'drew'; player: PlayerId; card: ObjectId | null }
  /** 121.4: a player attempted to draw from an empty library. */
  | { kind: 'drew-from-empty'; player: PlayerId }
  /** 701.9a: a card was discarded (the hand object, before it moved; null: an unseen card, engine/hand.ts). */
  | { kind: 'discarded'; player: PlayerId; card: ObjectId | null; maybe?: boolean }
  /** 701.21a: a permanent was sacrificed (before it moved). */
  | { kind: 'sacrificed'; object: ObjectId; controller: PlayerId }
  /** 701.8a: a permanent was destroyed (before it moved); `bySba`: by lethal or deathtouch damage (704.5g-h, 701.8b), told by its `sba-found`. */
  | { kind: 'destroyed'; object: ObjectId; bySba?: true }
  /** 603.11 / 701.20a: a card was revealed by the static ability of `by`. */
  | { kind: 'revealed'; object: ObjectId; player: PlayerId; by: ObjectId }
  /** 704.5a-c, 104.3e, 104.2b: a player lost the game, for `reason` (the first condition met, when several were at once, 704.3), by the rules cited. */
  | { kind: 'player-lost'; player: PlayerId; reason: LossReason; rules: string[] }
  /** 104.3, 101.2: a player met the loss conditions `reasons` (704.5a-c) but an effect says they can't lose; `rules` cite both. */
  | { kind: 'loss-prevented'; player: PlayerId; reasons: LossReason[]; rules: string[] }
  /**
   * 704.5: a state-based action found this permanent must be put into its owner's graveyard (704.5f-i, 704.5m, 704.5w, 704.5z), for `check`
   * (`rules` cite it; the toughness and damage it was checked with). 704.5g/704.5h are destruction (701.8b).
   */
  | { kind: 'sba-found'; object: ObjectId; check: GraveyardCheck; rules: string[]; toughness?: number; damage?: number }
  /**
   * 704.5j: legendary permanents of one name (`name`, as the layers gave it) are under different players' control, none of
   * those players with two: the legend rule looks at one player's permanents only, and these stay (nothing happens).
   */
  | { kind: 'legend-apart'; name: string; objects: ObjectId[] }
  /** 702.12b: an indestructible permanent was not destroyed (by a destroy effect, or by lethal or deathtouch damage, 704.5g-h). */
  | { kind: 'not-destroyed'; object: ObjectId; rules: string[] }
  /**
   * 601.2e / 602.2b / 733.1: a cast or an activation was illegal and rewound, for `reason` (a code) under `rule`; `rules`:
   * all its step cites. `illegalTarget` (601.2c): the target that couldn't be chosen, by id, and the code of why not.
   * `told`: the index in the trace of the step that tells it (its wording names objects by label; the event doesn't).
   */
  | { kind: 'rewound'; action: 'cast' | 'activate'; object: ObjectId; player: PlayerId; reason: string; rule: string; rules: string[]; told: number; illegalTarget?: { target: ObjectId | PlayerId; reason: string } };

/** The state-based actions that put a permanent into its owner's graveyard by itself (704.5f-i, 704.5m, 704.5w, 704.5z). */
export type GraveyardCheck = 'zero-toughness' | 'lethal-damage' | 'deathtouch' | 'zero-loyalty' | 'zero-defense' | 'aura-illegal' | 'role';

export type GameEventKind = GameEvent['kind'];

/** The event of one kind. */
export type EventOf<K extends GameEventKind> = Extract<GameEvent, { kind: K }>;

/** The new object each of `ids` became through a zone change recorded since `from` (400.7), in order. */
export function newObjectsSince(events: readonly GameEvent[], from: number, ids?: readonly ObjectId[]): ObjectId[] {
  const out: ObjectId[] = [];
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind === 'zone-changed' && (ids === undefined || ids.includes(e.object))) out.push(e.newId);
  }
  return out;
}

/** The damage dealt by events recorded since `from` (120.3). */
export function damageSince(events: readonly GameEvent[], from: number): number {
  let n = 0;
  for (let i = from; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind === 'damage-dealt') n += e.amount;
  }
  return n;
}
