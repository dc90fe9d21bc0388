/**
 * The game state (400, 110, 111, 119): players, objects with their printed characteristics (613.1),
 * zones and keywords. Plain, JSON-serialisable data; the current characteristics are computed
 * through the layers, never stored. Fields other areas add are declared in their modules and joined here.
 */
import type { EnterDefinitions, StackDefinitions, StackStateFields } from './stack.ts';
import type { AlternativeDefinitions, AlternativeObjectFields } from './alternatives.ts';
import type { ContinuousEffect, StaticAbility } from './layers.ts';
import type { Gap } from '../gaps.ts';
import type { ManaPool } from './casting.ts';
import type { CombatState } from './combat.ts';
import type { ReplacementEffect } from './replacement.ts';

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
export interface Characteristics extends StackDefinitions, EnterDefinitions, AlternativeDefinitions {
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

export interface GameObject extends AlternativeObjectFields {
  readonly id: ObjectId;
  /** What the object is made from; characteristics are computed from it through the layers. */
  readonly printed: Characteristics;
  readonly zone: Zone;
  readonly owner: PlayerId;
  /** Controller before control-changing effects (layer 2): normally whoever put it onto the battlefield. */
  readonly baseController: PlayerId;
  readonly tapped: boolean;
  /** True if it has not been continuously controlled since its controller's most recent turn began (302.6). */
  readonly summoningSick: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly damage: number;
  /** Dealt damage by a source with deathtouch since state-based actions were last checked (704.5h). */
  readonly deathtouchDamage: boolean;
  readonly attachedTo: ObjectId | PlayerId | null;
  /** 613.7d/e: received on entering a zone and when becoming attached. */
  readonly timestamp: number;
  /**
   * 613.7c: the timestamp each kind of counter received when a counter of that kind was last put on
   * the object (all counters of a kind share it). Optional: a kind missing here takes the object's
   * timestamp (as if the counters were there when it entered). Only keyword counters (122.1b) make
   * the order observable; the engine records it for every kind it places.
   */
  readonly counterTimestamps?: Readonly<Record<string, number>>;
  readonly isToken: boolean;
  /** 903.3: a player's commander — a designation, not a characteristic; 903.3d "control a commander" counts it on the battlefield. */
  readonly commander?: boolean;
  /** A copy of a card or spell (707.10, 707.12, 704.5e) — an object made as a copy, never a card that entered as one. */
  readonly isCopy: boolean;
  /**
   * A card that entered the battlefield as a copy of something (Clone, 616.1c, 707.2): its own printed
   * characteristics. It is still a card, so it goes to the graveyard like any (704.5e is for copies
   * made as objects); once it leaves the battlefield it is a new object (400.7) made from this.
   */
  readonly cardPrinted?: Characteristics;
  /** The number chosen for X as it was cast: its mana value counts it while it is on the stack (202.3e). */
  readonly stackX?: number;
  /**
   * The X chosen for the spell that became this permanent as it resolved: its enters-the-battlefield triggered
   * abilities use that X (107.3m); null when the question left that X unsaid (never guessed as 0).
   */
  readonly enteredX?: number | null;
  /**
   * 702.33d-e: how many times a spell was kicked — on the stack, the spell's own; on the battlefield, the
   * spell's that became this permanent, which its abilities linked to the kicker read ("if it was kicked").
   */
  readonly kicked?: number;
  /**
   * 118.9, 702.74a: the alternative cost (its name, as the spell's `alternatives` list it: "evoke") paid for the spell
   * that became this permanent — what "if its evoke cost was paid" reads. Absent: no alternative cost was paid.
   */
  readonly paidAlternative?: string;
  /** A readable label for traces ("Grizzly Bears", "your 3/3 Beast"). */
  readonly label: string;
  /** Choices made as it entered the battlefield ("As this creature enters, choose a color", 614.12a). */
  readonly chosen?: { color?: Color };
}

export interface PlayerState {
  id: PlayerId;
  life: number;
  poison: number;
  counters: Record<string, number>;
  /** Set when the player has lost the game (704.5a, 704.5c …): the reason's trace key. */
  lost: string | null;
  /** 702.131c: the player has the city's blessing (kept for the rest of the game; engine/keywords/ascend.ts). */
  citysBlessing?: boolean;
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
  /**
   * The Scenario didn't describe this player's graveyard (what /ask gives a player whose graveyard the
   * question never mentions): the cards put there in the run are known, what was there before is not.
   * A reader of the whole graveyard stops naming it (404.2: it's public, but the question didn't show it).
   */
  graveyardUndescribed?: boolean;
  /** Unspent mana (106.4). Present only when a scenario states it or mana was added: then casting pays from it (601.2g-h). */
  manaPool?: ManaPool;
  /**
   * Mana the engine spent on generic costs (which mana pays generic is the player's choice, 601.2h;
   * the engine follows a stated policy): a later "can't pay" that another choice might have avoided
   * stops as unmodelled instead of being stated (casting/cast.ts).
   */
  genericPaid?: ManaPool;
  /**
   * 601.2g, 605.3a: the player's mana is what their permanents can make (with any pool stated): a cast
   * or activation naming no mana abilities has them chosen from the board (casting/board-mana.ts).
   */
  payFromBoard?: boolean;
  /** What was paid from the board so far (casting/board-mana.ts): a later cost is judged against it. */
  boardPaid?: { total: { generic: number; typed: Record<'W' | 'U' | 'B' | 'R' | 'G' | 'C', number>; xCount: number; other: string[] }; ids: string[] };
}

export interface GameState extends StackStateFields {
  players: PlayerState[];
  activePlayer: PlayerId;
  objects: readonly GameObject[];
  effects: readonly ContinuousEffect[];
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
  /** A creature died this turn (700.4): told, or set by the run's deaths; false from a turn it began; absent: unknown. */
  creatureDiedThisTurn?: boolean;
  /**
   * Whether a permanent left the battlefield under each player's control this turn (revolt): told, or set by the run's
   * own zone changes; false for every player from a turn the run began; a player absent: unknown.
   */
  permanentLeftThisTurn?: Record<PlayerId, boolean>;
  /** Permanents that can't be regenerated this turn (701.19c: Incinerate's "A creature dealt damage this way …"). */
  cantRegenerate?: ObjectId[];
}
