/**
 * Choices (issue 13 §1): the decisions a player makes as the game is played that the engine made for them — told by
 * the scenario or taken by a stated default policy — recorded as typed values with object and player ids, where
 * the choice is made. The answer layer reads these to see which outcome rests on a default it should ask back
 * about, never the trace. `shown`: the words the trace used for the same objects and stack items (for a sentence
 * that names them; never compared to find anything).
 */
import type { ObjectId, PlayerId } from './model/state.ts';

export type Choice =
  /** 704.5j: the legend rule — `controller` keeps `kept`, the rest of `removed` go; `told`: the scenario chose, else the newest was kept by default. */
  | { kind: 'legend-rule'; name: string; controller: PlayerId; kept: ObjectId; removed: ObjectId[]; told: boolean; shown: { kept: string; removed: string[] } }
  /**
   * 118.12a: "counter `item` unless its controller pays `cost`" (ward's trigger, 702.21a, or a spell): `payer` paid
   * (`paid`) or didn't (the spell or ability was countered, or would have been). `item` and `by` are stack item ids;
   * `abilityOf`: the source of the countering ability (an ability is named by its source), null for a spell; `ward`:
   * the countering ability is a ward trigger (702.21a).
   */
  | { kind: 'unless-payment'; item: string; by: string; abilityOf: ObjectId | null; ward: boolean; cost: string; payer: PlayerId; paid: boolean; shown: { item: string; by: string; abilityOf?: string } }
  /**
   * 514.1: in the cleanup step `player` discarded down to the maximum hand size (402.2): `count` cards, `cards` the
   * ones named — told (`given`), the whole hand (`only`), or none nameable (`unseen`: cards nobody described).
   */
  | { kind: 'cleanup-discard'; player: PlayerId; count: number; cards: ObjectId[]; unseen: number; policy: 'given' | 'only' | 'unseen' }
  /**
   * 510.1a-d: how `object` (an attacker or a blocker) assigns its combat damage — `explicit`: as the scenario told,
   * checked legal (510.1e stops the run otherwise); `default`: the engine's stated policy. `trample` (702.19b) and
   * `deathtouch` (702.2c) as it assigned; `power`, the damage it assigned; `blockers`, an attacker's blockers, and
   * `lethal`, the lethal damage each needed when it tramples (702.19b, else none); `options`, every recipient it could
   * have assigned to (510.1c-d); `creatures`, the recipients that are creatures it divided among (not a player, nor the
   * planeswalker or battle it attacks, 506.3).
   */
  | {
      kind: 'combat-damage-assignment';
      object: ObjectId;
      role: 'attacker' | 'blocker';
      policy: 'explicit' | 'default';
      parts: { to: ObjectId | PlayerId; amount: number }[];
      /** Each part's recipient: a player, the planeswalker or battle it attacks (506.3), or another object. */
      kinds: ('player' | 'attacked' | 'object')[];
      trample: boolean;
      deathtouch: boolean;
      power: number;
      blockers: ObjectId[];
      lethal: number[];
      options: (ObjectId | PlayerId)[];
      creatures: ObjectId[];
    }
  /**
   * 603.3b: `player` put these triggered abilities, triggered together, on the stack in this order (two or more);
   * `told`: the scenario's order (triggerOrder), else as listed — a default the answer layer asks back about when an
   * outcome changes with it. `shown`: each as the trace words it ("<source>: <text>").
   */
  | { kind: 'trigger-order'; player: PlayerId; abilities: { source: ObjectId | null; text: string }[]; told: boolean; shown: string[]; same: boolean }
  /**
   * 508.1h-j: `player` paid the locked-in cost to attack, `cost` (mana symbols): with the board's mana abilities
   * (`board`), from the mana told in the pool (`pool`), or, with no mana told, taken as paid (`assumed`, a stated default).
   */
  | { kind: 'attack-cost'; player: PlayerId; cost: string; payment: 'board' | 'pool' | 'assumed' }
  /**
   * 616.1: the order of two or more replacement or prevention effects on one damage event from `source` to `target`,
   * chosen by the affected player or the affected object's controller (`chooser`; null when neither is known) —
   * `given` by the scenario, or by timestamps (a default); `amount`, the damage left in the order applied (0: none is
   * dealt); `others`, the amounts the other orders leave, where they differ (616.1e: none, the order can't matter).
   */
  | { kind: 'replacement-order'; chooser: PlayerId | null; source: ObjectId | null; target: ObjectId | PlayerId; policy: 'given' | 'timestamp'; amount: number; others: number[] }
  /** 701.34a: a proliferate by `player`; `told`: the chosen players and permanents were given (else none had counters). */
  | { kind: 'proliferate'; player: PlayerId; chosen: string[]; told: boolean }
  /**
   * 608.2d / 614.12a: a choice named `choice` made while `item` resolved ("you may …", "choose …"): `policy` says how
   * it was made — given by the scenario, declined by default, impossible, or the first listed taken.
   */
  | { kind: 'instruction'; item: string; choice: string; player: PlayerId; policy: InstructionPolicy };

/**
 * How a choice made while an instruction is followed was made (608.2d): given by the scenario; "you may" untold,
 * declined; no option possible; the only option there was; untold, the first listed, or the chooser's own tapped
 * permanents (an untap, 701.26b).
 */
export type InstructionPolicy = 'given' | 'default-decline' | 'impossible' | 'only' | 'default-first-listed' | 'default-own-tapped';

export type ChoiceKind = Choice['kind'];

/** The choices of one kind. */
export function choicesOf<K extends ChoiceKind>(choices: readonly Choice[], kind: K): Extract<Choice, { kind: K }>[] {
  return choices.filter((c): c is Extract<Choice, { kind: K }> => c.kind === kind);
}
