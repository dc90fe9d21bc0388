/**
 * Targets (115) and what spells and abilities do (608.2): the object filter, target specs, the
 * references an effect makes ("that creature", "its controller") and the spell effects.
 */
import type { Modification, Selector } from './layers.ts';
import type { CardType, ObjectId } from './state.ts';
import type { EffectInput, ObjectSeed } from './actions.ts';
import type { AbilityBody, CopyExceptions, TriggerCondition, TriggeredAbility } from './stack.ts';
import type { CastDuringResolutionEffect } from './alternatives.ts';
import type { ReplacementInput } from './replacement.ts';
import type { SearchEffect, SearchSplit } from '../stack/search.ts';
import type { LookPick } from '../stack/look-pick.ts';

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
  /**
   * 115.2 (b), 701.6a: "target activated or triggered ability", "target spell or ability" — the kinds of abilities on the
   * stack that can be chosen (by their stack item id). Absent: no abilities.
   */
  abilities?: ('activated' | 'triggered')[];
  /** Session 2 (H9): "any number of targets" (601.2c: a variable number, announced while casting); `count` is then ignored. */
  anyNumber?: boolean;
  /**
   * Issue 14: "up to one / up to two target …" (601.2c): from zero to `count` targets are chosen. Zero
   * is a choice that must be made explicitly (an empty list for the word); with none chosen the
   * spell or ability has no target for that word, and isn't removed or countered for it (608.2b).
   */
  upTo?: boolean;
  /** With `upTo`: at least this many ("among one, two, or three targets": from one to three, 601.2c). */
  min?: number;
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
  /**
   * With `all`: only the cards owned by the legal targets of this target word ("exile target player's
   * graveyard": every card in that player's graveyard, 404.2, 115.1); none if that target is illegal (608.2b).
   */
  allOwnedBy?: string;
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
  choose?: {
    name: string;
    filter: ObjectFilter;
    count?: number;
    /**
     * "Untap up to three lands" (608.2d): from zero to `count` objects are chosen. Unanswered, for an
     * untap the engine takes the choosing player's own tapped ones (701.26b: only a tapped permanent
     * can be untapped), first listed, up to `count` (stated in the trace); for other kinds it stops.
     */
    upTo?: boolean;
    /** "… with the greatest power / mana value among <the same group> they control" (608.2d): only those with the greatest value may be chosen (ties: any of them). */
    greatest?: 'power' | 'manaValue';
  };
  /** "You may …" (608.2d): the choice's name in the resolving action's `choices` (true/false); unanswered: declined (stated in the trace). */
  may?: string;
  /** Names the instruction for a later `ifDone` / `ifNotDone` ("If you don't, …"). */
  id?: string;
  ifDone?: string;
  ifNotDone?: string;
  /**
   * "Destroy target creature if it has mana value 2 or less" (Fatal Push): each referred object is affected only if it
   * matches the filter as the instruction is followed (608.2c) — a condition of the instruction, not of the target,
   * which stays legal (608.2b) whatever its mana value.
   */
  onlyIf?: ObjectFilter;
  /**
   * "It" in a leaves-the-battlefield or dies trigger of its own: the new object the trigger's source
   * became, looked for in the zone it moved to (603.6, 603.10a, 400.7); not found once it left that zone.
   */
  leftCard?: boolean;
  /**
   * "Enchanted creature" / "equipped creature" in the ability of an Aura or Equipment (303.4, 301.5):
   * the permanent its source is attached to as the instruction is followed; none if it is attached to
   * nothing. Once the source has left the battlefield, what it was attached to (last known
   * information, 608.2h) isn't modelled: the run stops.
   */
  attached?: boolean;
  /**
   * Issue 14: "the exiled card" in the ability linked to an exiling one (607.2a: Oblivion Ring's "When
   * this leaves the battlefield, return the exiled card …"): the cards that ability of the same object
   * exiled, each still in exile (a card that left exile is a new object, 400.7; a token exiled has
   * ceased to exist, 704.5d). None if the exiling ability hasn't resolved yet.
   */
  exiledWith?: boolean;
  /** The amount comes from the previous instruction's objects (608.2h): how many, the sum of their mana values, or of their powers (last known). */
  amountFrom?: 'that-many' | 'mana-value' | 'power' | 'x' | 'event' | 'count' | 'counters' | 'sacrificed-power' | 'source-power' | 'source-toughness' | 'greatest-power';
  /**
   * Issue 14, with `amountFrom: 'count'`: "for each creature you control", "equal to the number of
   * artifacts you control" — the permanents matching, counted as the instruction is followed (608.2h);
   * the amount is that count times `amount` (signed for life).
   */
  amountCount?: ObjectFilter;
  /* (cards50a) `amountFrom: 'greatest-power'`, with `amountCount`: "equal to the greatest power among creatures you control" — the greatest power among the permanents matching, as the instruction is followed (608.2h; 0 with none, 107.1b). */
  /**
   * Issue 14, with `amountFrom: 'counters'`: "for each +1/+1 counter on this creature", "for each
   * counter on it" — the counters of that kind (absent: of every kind) on the ability's source as the
   * instruction is followed, or as it last existed once it has left the battlefield (608.2h, 603.10a);
   * the amount is that number times `amount` (signed for life).
   */
  amountCounter?: string;
  /*
   * (cards46b) `amountFrom: 'source-power' | 'source-toughness'`: "it deals damage equal to its power" in an object's own
   * ability — the source's power (or toughness) as the instruction is followed, or as it last existed once it has left
   * the battlefield (608.2h; a leaves-the-battlefield trigger looks back, 603.10a).
   */
  /**
   * Issue 14: "<instruction> instead if <condition>" (Tragic Slip's "… gets -13/-13 until end of turn instead if a
   * creature died this turn"): the condition is checked as this instruction is followed (608.2c, 608.2h); when it
   * holds, `effect` is followed in place of this one.
   */
  insteadIf?: { condition: TriggerCondition; effect: SpellEffect; text: string };
}

export type SpellEffect = EffectRefs &
  (
    /** `divided` (601.2d): the amount is divided among the targets as announced by the cast's `divide`; `amountFrom: "x"` = the spell's X (107.3a). */
    /**
     * `cantRegenerate` (701.19c): the creature dealt damage can't be regenerated this turn — 'dealt': only one dealt
     * damage by it ("A creature dealt damage this way …", Incinerate); 'target': the target creature, dealt damage or
     * not ("It can't be regenerated this turn.", Engulfing Flames).
     * `exileIfDies` (614.1a, 700.4): "If a creature dealt damage this way would die this turn, exile it instead" — a
     * zone-change effect for each object of `types` (absent: "a permanent", any) the damage reached, until the turn
     * ends (Anger of the Gods).
     */
    | { kind: 'damage'; amount: number; divided?: boolean; cantRegenerate?: 'dealt' | 'target'; exileIfDies?: { text: string; types?: ('Creature' | 'Planeswalker')[] } }
    /** 701.19c: "It can't be regenerated": regeneration shields aren't applied. */
    | { kind: 'destroy'; cantRegenerate?: boolean }
    /** 701.19a: "Regenerate [permanent]": a regeneration shield on each referred permanent, for this turn. */
    | { kind: 'regenerate' }
    /** `linked`: the exiled cards are the ones "the exiled card" of the source's other ability names (607.2a; state `linkedExiles`). */
    /**
     * `untilLeaves`: "exile … until this leaves the battlefield" (610.3): the card returns as soon as the
     * source leaves (state `exiledUntilLeaves`); if it already has when the instruction is followed, the
     * card isn't exiled (610.3a-b).
     */
    | { kind: 'exile'; linked?: boolean; untilLeaves?: boolean }
    | { kind: 'return-to-hand' }
    /**
     * "Put target card from a graveyard / target creature on top of its owner's library": each referred
     * card or permanent becomes a new object (400.7) on top of its owner's library (400.3; the first
     * listed is the top, engine/libraries.ts).
     */
    | { kind: 'put-on-top' }
    /** 701.24a: each referred card into its owner's library, which is then shuffled ("Shuffle this into its owner's library"). */
    | { kind: 'shuffle-into-library' }
    | { kind: 'tap' }
    | { kind: 'untap' }
    /** 701.3a: "attach this to …" — the ability's source becomes attached to the referred object (equip, 702.6a). */
    | { kind: 'attach' }
    | { kind: 'sacrifice' }
    /** 701.6a: counter target spell (or the stack item named by `object`). */
    | { kind: 'counter' }
    /** Ward (702.21a) and "counter … unless its controller pays": the `pay` choice of the pass/resolve action decides. */
    /** `ward`: the ward trigger's own (702.21a), so "the ward cost" names this one. */
    | { kind: 'counter-unless-pay'; cost: string; ward?: true }
    /** `ifNone` (701.46a adapt): only on a permanent with no counters of that kind as the instruction is followed. */
    /** `double` (701.10e): each object gets as many of the counters as it has then (`amount` unused). */
    | { kind: 'add-counters'; counter: string; amount: number; ifNone?: boolean; double?: boolean }
    /** With `amountFrom`, the amount is read then (608.2h) and `amount`'s sign says gain (0 or more) or loss. */
    | { kind: 'life'; amount: number }
    | { kind: 'draw'; amount: number }
    /** `investigate` (701.16a): the instruction was "investigate" — a Clue token (111.10f) each time, said so in the trace. */
    | { kind: 'create'; seed: ObjectSeed; investigate?: boolean }
    /**
     * 707.1, 111.3: "create a token that's a copy of <object>" — one token (or `count`) per referred object, its
     * copiable values those of the object (707.2) with the exceptions of the text (707.9a-b); `tapped`: it enters tapped.
     */
    | { kind: 'create-copy'; except?: CopyExceptions; count?: number; tapped?: boolean }
    /** A continuous effect; with `target`, it affects the legal targets (611.2c). */
    /** `doubled` (701.10b-c): each P/T change of `effect` is multiplied, per object, by that object's power / toughness as the instruction is followed ("double target creature's power"). */
    | { kind: 'apply-effect'; effect: EffectInput; doubled?: true }
    /** 603.7: creates a delayed triggered ability. */
    | { kind: 'delayed-trigger'; trigger: TriggeredAbility }
    /** 603.12: a reflexive triggered ability ("when you do, …") triggers now. */
    | { kind: 'reflexive'; ability: AbilityBody }
    /** 701.9: the player discards `amount` cards (or their whole hand); the player chooses unless `random` (701.9b). */
    /**
     * `chosenBy: 'controller'`: "Target opponent reveals their hand. You choose a nonland card from it.
     * That player discards that card." — the hand revealed (701.20a), the card of `filter` chosen by this
     * spell's controller (701.9b), the choice `discard`; stack/effects/discard.ts.
     */
    | { kind: 'discard'; amount: number | 'all'; random?: boolean; chosenBy?: 'controller'; filter?: ObjectFilter }
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
        /** "Onto the battlefield tapped" (110.5b: else it enters untapped). */
        tapped?: boolean;
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
    /** The referred creature deals damage equal to its power to the target of the word `with` (608.2h; effects/bite.ts). */
    | { kind: 'bite'; with: string }
    /** Session 2 (H9): scry N (701.22a), surveil N (701.25a), mill N (701.17a) for the referred player (default: the controller). */
    | { kind: 'scry'; amount: number }
    | { kind: 'surveil'; amount: number }
    | { kind: 'mill'; amount: number }
    /**
     * Issue 14: "look at the top N cards of your library, then put them back in any order" (401.4): the referred
     * player (default: the controller) reorders their top N cards; the new order is the choice `id` (default
     * "look-reorder", the ids top first), unanswered: kept as they were (stated). `shuffle`: "you may shuffle" (701.24a),
     * a choice (the effect's `may`) like any other.
     */
    | { kind: 'look-reorder'; amount: number }
    /**
     * Issue 14: "look at the top N cards of your library. Put one of them into your hand and the rest on the bottom of your
     * library in any order" and its kin (701.20e, 608.2d): stack/look-pick.ts. `pick` cards (of `filter`, "up to" with `upTo`)
     * into the hand, the choice `id` (default "look-pick"); the rest to the bottom or the graveyard.
     */
    | ({ kind: 'look-pick' } & LookPick)
    /** 701.20e: "look at target player's hand", "… at the top card of target player's library" — only that player sees them; nothing in the game changes. */
    | { kind: 'look'; at: 'hand' | 'library-top' }
    | { kind: 'shuffle' }
    /** 701.23: "search your library for a [quality] card, [reveal it,] put it into your hand, then shuffle" (701.24a) for the referred player (default: the controller); stack/search.ts. */
    | ({ kind: 'search-to-hand' } & SearchEffect)
    /** 701.23: "search your library for a basic land card / up to two Forest cards, put it / them onto the battlefield [tapped], then shuffle" (701.24a, 110.5b); stack/search.ts. */
    | ({ kind: 'search-to-battlefield'; tapped?: boolean } & SearchEffect & SearchSplit)
    /** 701.23: "search your library for a [quality] card, [reveal it,] then shuffle and put that card on top" (701.24a); stack/search.ts. */
    | ({ kind: 'search-to-top' } & SearchEffect)
    /** 701.23: "search your library for a [quality] card / up to N … cards, put it / them into your graveyard, then shuffle" (701.24a, 404); stack/search.ts. */
    | ({ kind: 'search-to-graveyard' } & SearchEffect)
    /** 701.34a: the controller proliferates; which permanents and players is the choice `id` (default "proliferate"); stack/proliferate.ts. */
    | { kind: 'proliferate' }
    /**
     * 702.40a storm: "copy it for each other spell that was cast before it this turn" — the spell the
     * ability refers to (`self`: its source, the storm spell on the stack), copied that many times
     * (707.10); the copies keep its targets unless new ones are chosen (707.10c: a "may", unanswered, declined).
     * `count: 1`: "Copy target instant or sorcery spell." — the target spell copied once (707.10), under
     * the controller of this spell or ability; `newTargets`: "You may choose new targets for the copy."
     * (707.10c: the choice `new-targets`, which the question must tell when the spell has targets).
     */
    | { kind: 'copy-spell'; count: 'storm' | 1; newTargets?: boolean }
    /** 305.2: "You may play an additional land this turn" — `count` more land plays for the controller this turn (engine/lands.ts). */
    | { kind: 'additional-land'; count: number }
    /**
     * 500.8: an additional combat phase (and, with `main`, an additional main phase after it, 505.1a) added directly after
     * the current phase — `after: 'main'`, only if that is a main phase ("after this main phase") — engine/phases.ts.
     */
    | { kind: 'additional-phases'; after: 'main' | 'this'; main: boolean }
    /** 104.2b, 104.3e: the player named wins / loses the game (issue 14, session 43a). */
    | { kind: 'win-game' }
    | { kind: 'lose-game' }
    /**
     * 101.2, 611.2a, 514.2: "Your opponents can't cast spells this turn", "… can't cast noncreature spells this turn" —
     * the controller's opponents (or every player) can't cast spells (not of `notTypes`) until the turn ends.
     */
    | { kind: 'cant-cast-this-turn'; who: 'opponents' | 'all'; notTypes?: CardType[] }
    /** "Add {B}{B}{B}" (106.4): the mana goes into the pool of the referred player (default: the controller); a fixed amount of mana only. */
    | { kind: 'add-mana'; mana: string }
    /**
     * Issue 14: "you may pay {2}" (with `may`) — the controller pays mana while the ability resolves,
     * from their mana pool (118.3a); a later "If you do, …" (`ifDone`) is followed only if it was paid.
     */
    | { kind: 'pay-mana'; cost: string }
  );
