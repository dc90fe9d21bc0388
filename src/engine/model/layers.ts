/**
 * Continuous effects (611, 613): the layers, the selectors an effect applies to, the modifications
 * it makes, its duration, and static abilities that generate them.
 */
import type { CardType, Characteristics, Color, Keyword, ObjectId, PlayerId, Zone } from './state.ts';
import type { ActivatedAbility, TriggeredAbility } from './stack.ts';

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
      /** 903.3d: a commander (a designation, not a characteristic): "if you control a commander". */
      commander?: boolean;
      /** 700.6: historic (legendary, an artifact, or a Saga): "whenever you cast a historic spell". */
      historic?: boolean;
      /** Issue 14: "with power 2 or less" (208; engine/compare.ts). */
      power?: NumberRange;
      /** Issue 14: "with toughness 4 or greater" (208). */
      toughness?: NumberRange;
      /** Issue 14: "with mana value 3 or less" (202.3). */
      manaValue?: NumberRange;
      /**
       * Issue 14 (session 43): an attacking creature (508.1k), a blocking creature (509.1g), or either, until it is
       * removed from combat or combat ends (506.4); a fact of the game, not a characteristic (engine/combat/roles.ts).
       */
      combat?: CombatRole;
      /** 122.1: "with a +1/+1 counter on it" — at least one counter of that kind on the object (a fact, not a characteristic). */
      withCounter?: string;
      /** 122.1: "with no counters on them" — no counters of any kind. */
      noCounters?: boolean;
      /**
       * Issue 14 (cards46b): "target tapped creature" (true), "untapped creatures" (false) — the permanent's status
       * (110.5), not a characteristic (110.5a): read from the object, or from the layers' facts.
       */
      tapped?: boolean;
    };

/** "attacking creatures", "blocking creature", "attacking or blocking creature" (506.4, 508.1k, 509.1g). */
export type CombatRole = 'attacking' | 'blocking' | 'attacking-or-blocking';

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
  /** `allCreatureTypes`: every creature type (702.73a changeling, 205.3m), as many as the object's types allow (205.3d). */
  | { kind: 'add-types'; types?: CardType[]; subtypes?: string[]; supertypes?: string[]; allCreatureTypes?: boolean } // 4
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
  /**
   * 6. Grants triggered abilities ("Equipped creature has 'Whenever this creature attacks, create a
   * Treasure token.'", "target creature gains 'When this creature dies, …' until end of turn"; 113.10,
   * 613.1f). The object that has one is its source, and its controller controls it (603.3a).
   */
  | { kind: 'add-triggers'; triggers: TriggeredAbility[] } // 6
  /**
   * 6. Grants activated abilities ("Creatures you control have '{T}: Add one mana of any color.'";
   * 113.10, 613.1f): the object that has one activates it as its own (602.2), after its printed ones.
   */
  | { kind: 'add-activated'; activated: ActivatedAbility[] } // 6
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

/**
 * A number computed from the game: the count of objects matching a filter ("the number of creatures you control"),
 * or of the card types among them (`among`: "the number of card types among cards in all graveyards", 205.2a), plus
 * a fixed amount (`plus`: "its toughness is equal to that number plus 1").
 */
export type CdaValue =
  | { kind: 'count'; filter: Extract<Selector, { kind: 'filter' }>; among?: 'card-types'; plus?: number }
  | { kind: 'fixed'; value: number }
  /** 122.1, 608.2h: the counters of a kind (any kind when none is named) on the effect's source ("for each charge counter on this artifact"). */
  | { kind: 'source-counters'; counter?: string };

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
  /**
   * "As long as <condition>, <effect>" (611.3a-b): the effect applies only while the condition holds,
   * read afresh each time the layers are applied (layers/conditions.ts), never locked in.
   */
  condition?: StaticCondition;
}

/** A count's bounds: "three or more" = { atLeast: 3 }, "less than five" = { atMost: 4 }. */
export interface CountBounds {
  atLeast?: number;
  atMost?: number;
}

/**
 * The condition of a conditional static ability ("As long as you control another Elf, …"), read by
 * the layer system each time it applies the effect (611.3a), from the intermediate characteristics at
 * that layer for what layers change, and from the game state for the rest. "You" is the controller of
 * the ability's source; "this" is the source; "enchanted/equipped creature" the object it is attached to.
 */
export type StaticCondition =
  /** How many objects match a filter ("you control another Elf", "seven or more cards are in your graveyard"). */
  | ({ kind: 'count'; filter: Extract<Selector, { kind: 'filter' }> } & CountBounds)
  /** 700.5: the source's controller's devotion to these colors (mana symbols among the mana costs of their permanents). */
  | ({ kind: 'devotion'; colors: Color[] } & CountBounds)
  /** The source itself, or the object it is attached to, matches a filter ("enchanted creature is legendary"; zone ignored). */
  | { kind: 'object-is'; object: 'source' | 'attached'; filter: Extract<Selector, { kind: 'filter' }> }
  /** 301.5, 303.4: objects with this subtype attached to the source ("this creature is equipped" = an Equipment). */
  | ({ kind: 'attached-to-source'; subtype: 'Equipment' | 'Aura' } & CountBounds)
  /** 119: the life total of the source's controller ('you') or of some opponent still in the game ('opponent'). */
  | ({ kind: 'life'; player: 'you' | 'opponent' } & CountBounds)
  /** 110.5: the source is tapped / untapped. */
  | { kind: 'source-tapped'; tapped: boolean }
  /** 506.4: the source is an attacking / blocking creature. */
  | { kind: 'source-combat'; role: 'attacking' | 'blocking' }
  /** 102.1 / 500: it is (or isn't) the turn of the source's controller. */
  | { kind: 'turn'; yours: boolean }
  /** 122: counters of one kind on the source. */
  | ({ kind: 'source-counters'; counter: string } & CountBounds)
  /** 702.131c: the source's controller has (or hasn't) the city's blessing. */
  | { kind: 'citys-blessing'; has: boolean };

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
