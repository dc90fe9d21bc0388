/**
 * Casting choices and costs (601.2b-601.2h, 700.2, 118): announced modes and X, mana payment,
 * alternative and additional costs, cost changes. Engine code: src/engine/casting/{mana,costs,modes,permissions}.ts.
 */
import type { CardType, ObjectId } from './state.ts';
import type { AbilityBody, TriggerCondition } from './stack.ts';
import type { ObjectFilter, SpellEffect, TargetSpec } from './effects.ts';
import type { CdaValue } from './layers.ts';

/** The cast action's announced choices (601.2b) and mana payment (601.2g). */
export interface CastChoiceFields {
  /** 700.2 / 601.2b: the modes chosen (0-based indices into `spell.modes.options`). */
  modes?: number[];
  /** 702.33a: the kicker cost is paid. */
  kicked?: boolean;
  /** 702.33c-d: how many times the kicker cost is paid — more than once only for multikicker; given, it says whether it was kicked. */
  kicks?: number;
  /** 118.9: the name of the alternative cost used (e.g. "bestow"). */
  alternative?: string;
  /** 601.3c: the additional cost that lets the spell be cast as though it had flash is paid. */
  flashCost?: boolean;
  /** 601.2g: permanents whose mana ability (the first with `adds`) is activated while paying. */
  mana?: ObjectId[];
  /** 702.51a: the untapped creatures tapped to convoke the spell, each paying one mana of its total cost. */
  convoke?: ObjectId[];
  /** 702.126a: the untapped artifacts tapped to improvise, each paying one generic mana of its total cost. */
  improvise?: ObjectId[];
  /** Session 2 (H9): 601.2d: how a divided effect is divided: target id -> amount (each at least 1). */
  divide?: Record<string, number>;
  /** 601.2b, 107.4f: how many Phyrexian mana symbols of the total cost are paid with 2 life each (the rest with mana). */
  phyrexianLife?: number;
  /** 118.9: the card in its caster's hand exiled to pay the announced alternative cost (AlternativeCost.exileFromHand). */
  exileFromHand?: ObjectId;
  /** 601.2b, 118.8: which of the spell's `costChoice` options is paid (0-based); unsaid, naming `sacrifice` or `discard` says it. */
  costOption?: number;
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
  /**
   * "Choose one. If you control a Wizard as you cast this spell, you may choose two instead." (700.2,
   * 601.2b): the range when the condition holds as the modes are announced.
   */
  widened?: { condition: TriggerCondition; min: number; max: number; text: string };
  /** 700.2d: "You may choose the same mode more than once." */
  repeat?: boolean;
  /** 702.120a: "Escalate [cost]" — the cost is paid once for each mode chosen beyond the first (an additional cost, 601.2f). */
  escalate?: string;
  /** 702.42a: "Entwine [cost]" — all the modes may be chosen instead of the number specified, paying [cost] more. */
  entwine?: string;
  /** 702.172a spree / 702.183a tiered: each chosen mode's `cost` is an additional cost (700.2h). */
  costKeyword?: 'spree' | 'tiered';
  options: ModeOption[];
}

/** One mode: its targets and effects; `unmodelled` names what the engine can't do for it (stated in the answer when chosen). */
export interface ModeOption extends AbilityBody {
  unmodelled?: string;
  /** 700.2h: "+ {1} — …", an additional cost paid as the spell is cast if this mode is chosen. */
  cost?: string;
}

/** An alternative cost (118.9), e.g. bestow (702.103a): paid rather than the mana cost. */
export interface AlternativeCost {
  /** How the cast action names it ("bestow"). */
  name: string;
  cost: string;
  /** 702.103b: cast this way the spell becomes an Aura enchantment with enchant creature, targeting a creature. */
  bestow?: boolean;
  /** 702.96a-b: overload — cast this way the spell's text has "each" for "target": these instructions, and no targets. */
  overload?: { text: string; effects: SpellEffect[] };
  /** Only while this holds for the caster as the spell is announced (601.2b): "If you control a commander, you may cast this spell without paying its mana cost" (903.3d). */
  if?: TriggerCondition;
  /** The card's sentence that gives it (said when the cast pays its parts). */
  text?: string;
  /** 118.9, 119.4: life paid as part of it ("You may pay 1 life and exile a blue card from your hand rather than pay …"). */
  life?: number;
  /** 118.9: one card matching this exiled from its caster's hand — the cast's `exileFromHand` names it. */
  exileFromHand?: ObjectFilter;
  /** 118.9, 701.21a: one permanent matching this its caster controls sacrificed — the cast's `sacrifice` names it. */
  sacrifice?: ObjectFilter;
}

/** The spell ability of a card, with what is chosen while casting it (601.2b). */
export interface SpellBody extends AbilityBody {
  modes?: ModeSpec;
  /**
   * Kicker [cost] (702.33a); `targets` / `effects` are added when kicked (702.33e, 702.33g), or replace the spell's effects with `instead`.
   * `multi`: multikicker, payable any number of times (702.33c). A permanent's kicker adds no instructions (`effects: []`): its linked
   * abilities read how many times the spell that became it was kicked (702.33e; GameObject.kicked).
   */
  kicker?: { cost: string; targets?: TargetSpec[]; effects?: SpellEffect[]; instead?: boolean; multi?: boolean };
  /** "As an additional cost to cast this spell, sacrifice <count> <filter>" (118.8, 601.2h): the cast action's `sacrifice` must name them. */
  sacrificeCost?: { text: string; count?: number; filter: ObjectFilter };
  /** "As an additional cost to cast this spell, discard a card" (118.8, 601.2h, 701.9a): the cast action's `discard` names it. */
  discardCost?: { text: string };
  /** "As an additional cost to cast this spell, pay 3 life / pay X life" (118.8, 119.4): paid as the costs are paid (601.2h); X is the spell's X (107.3a). */
  lifeCost?: { text: string; amount: number | 'x' };
  /**
   * "As an additional cost to cast this spell, sacrifice an artifact or discard a card" (118.8, 601.2b, 601.2h): one of
   * these costs, chosen as the spell is announced, is paid; the chosen one works as the matching field above would.
   */
  costChoice?: { text: string; options: SpellCostOption[] };
  alternatives?: AlternativeCost[];
  /** "You may cast this spell as though it had flash if you pay [cost] more to cast it" (601.3c). */
  flashCost?: string;
  /** "This spell has flash as long as <condition>" (601.3d). */
  flashIf?: TriggerCondition;
  /** "This spell costs {N} less/more to cast [for each …]": static abilities of the spell itself, applied at 601.2f. */
  costChanges?: CostChange[];
}

/** One additional cost a spell's caster may choose to pay (SpellBody.costChoice). */
export type SpellCostOption =
  | { kind: 'sacrifice'; count?: number; filter: ObjectFilter }
  | { kind: 'discard' }
  | { kind: 'life'; amount: number }
  /** Mana added to the total cost (601.2f). */
  | { kind: 'mana'; cost: string };

/** A number a cost change is multiplied by: "for each creature you attacked with this turn" (608.2i), or a count. */
export type CostCount =
  | { kind: 'attacked-this-turn' }
  | CdaValue
  /** "where X is the total power of creatures you control" / "the greatest power among …" / "the total mana value of …" (601.2f). */
  | { kind: 'total' | 'greatest'; of: 'power' | 'manaValue'; filter: ObjectFilter };

/** A generic-mana cost increase (positive) or reduction (negative) (601.2f, 118.7a). */
export interface CostChange {
  text: string;
  generic: number;
  per?: CostCount;
  /** "This spell costs {2} less to cast if you control a Wizard": only while this holds for its caster (601.2f). */
  if?: TriggerCondition;
}

/**
 * A static ability of a permanent about casting, and about the rules its players play by (it works
 * while the permanent is on the battlefield). `who`: whose spells, or which players — 'you' (its
 * controller), 'opponents', 'all'. `filter` matches the spell (zone stack). The maximum hand size
 * (402.2: none, a number set, or a number added; engine/hand-size.ts) is a rules-changing effect (613.11).
 */
export type CastStatic =
  /** `yourTurn`: only during its controller's turn ("During your turn, your opponents can't cast spells"). */
  | { kind: 'cant-cast'; text: string; who: 'you' | 'opponents' | 'all'; filter?: ObjectFilter; manaValue?: 'even' | 'odd'; yourTurn?: boolean }
  /**
   * 602.5, 101.2: "Activated abilities of artifacts can't be activated", "During your turn, your
   * opponents can't … activate abilities of artifacts, creatures, or enchantments" — no ability
   * (mana abilities included, 605.1a) of a permanent with one of `types` can be activated by the
   * players `who` covers; `yourTurn`: only during its controller's turn.
   */
  | { kind: 'cant-activate'; text: string; who: 'you' | 'opponents' | 'all'; types: CardType[]; yourTurn?: boolean }
  | { kind: 'sorcery-timing'; text: string; who: 'you' | 'opponents' | 'all' }
  | { kind: 'flash'; text: string; who: 'you' | 'opponents' | 'all'; filter?: ObjectFilter }
  | { kind: 'cost'; text: string; who: 'you' | 'opponents' | 'all'; filter?: ObjectFilter; generic: number; per?: CostCount }
  | { kind: 'no-max-hand-size'; text: string; who: 'you' | 'opponents' | 'all' }
  | { kind: 'max-hand-size'; text: string; who: 'you' | 'opponents' | 'all'; set?: number; add?: number }
  /** 305.2: "You may play an additional land on each of your turns" — `count` more land plays on its controller's turns. */
  | { kind: 'additional-land'; text: string; who: 'you' | 'opponents' | 'all'; count: number }
  /** 116.2a: "You may play lands from your graveyard" — land cards in that zone may be played as from the hand. */
  | { kind: 'play-lands-from'; text: string; who: 'you' | 'opponents' | 'all'; zone: 'graveyard' | 'library-top' }
  /**
   * 508.1c, 508.1h-j: "Creatures can't attack you unless their controller pays {2} for each creature
   * they control that's attacking you" — each creature (matching `filter`) attacking this ability's
   * controller (and, with `planeswalkers`, a planeswalker they control) adds `generic` to the cost to
   * attack, paid as attackers are declared. `who`: whose creatures (always the opponents').
   */
  | { kind: 'attack-tax'; text: string; who: 'opponents'; generic: number; filter?: ObjectFilter; planeswalkers?: boolean };
