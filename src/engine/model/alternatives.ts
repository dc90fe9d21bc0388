/**
 * Alternative characteristics, casting permissions, face-down objects and casting during
 * resolution (601.3, 601.3e, 601.3f, 608.2g, 702.34a, 702.37, 702.85a, 702.133a, 708, 709, 715).
 * Engine code: src/engine/casting/alternatives.ts, permissions-zone.ts, face-down.ts, during-resolution.ts.
 */
import type { CardType, Characteristics, Color, Keyword, ObjectId, PlayerId, Zone } from './state.ts';
import type { AbilityBody } from './stack.ts';
import type { ObjectFilter } from './effects.ts';

/** One set of characteristics a card can be cast with: an Adventure (715.2) or one half of a split card (709.1). */
export interface CardFace {
  name: string;
  manaCost: string | null;
  colors: Color[];
  types: CardType[];
  subtypes?: string[];
  keywords?: Keyword[];
  spell?: AbilityBody;
}

/** Which characteristics a spell is cast with: the card's own (default), its Adventure, a split half, or face down by morph. */
export type CastFace = 'normal' | 'adventure' | 'left' | 'right' | 'morph';

/** "You may cast <filter> spells from <zone>" (601.3): a static permission of a permanent (or emblem) its controller has. */
export interface CastPermission {
  text: string;
  /** The top card of your library, your graveyard, or cards you own in exile. */
  from: 'library-top' | 'graveyard' | 'exile';
  /** The spell it allows, judged on the characteristics the spell would have (601.3e). Absent: any spell. */
  filter?: ObjectFilter;
}

export interface AlternativeDefinitions {
  /** 715.2: the Adventure's alternative characteristics (an instant or sorcery spell). */
  adventure?: CardFace;
  /** 709.1: a split card's two halves; the card's own values are the two combined (709.4). */
  halves?: CardFace[];
  castPermissions?: CastPermission[];
}

/** 708: a face-down card, spell or permanent. `printed` holds the face-down values (708.2); the card's own are kept here. */
export interface FaceDownInfo {
  card: Characteristics;
  cardLabel: string;
  /** Players who may look at it (708.5: the controller of a face-down spell or permanent; 406.3 for exile). */
  knownTo: PlayerId[];
  /** What made it face down: the morph ability (702.37c) or an effect that exiled it face down (406.3). */
  via: 'morph' | 'exiled';
}

/** A spell on the stack with only its alternative characteristics (715.3b, 709.3b); the card's own come back as it leaves (715.4, 709.4). */
export interface CastFaceInfo {
  face: 'adventure' | 'left' | 'right';
  card: Characteristics;
  cardLabel: string;
}

/**
 * How a spell was cast, when it matters after casting: flashback / jump-start exile it as it leaves
 * the stack (702.34a, 702.133a); a rebound spell cast from its owner's hand is exiled as it resolves (702.88a).
 */
export interface CastUsingInfo {
  using: 'flashback' | 'jump-start' | 'adventure' | 'rebound';
}

export interface AlternativeObjectFields {
  readonly faceDown?: FaceDownInfo;
  readonly castFace?: CastFaceInfo;
  readonly castUsing?: CastUsingInfo;
  /** 715.3d: an Adventure card exiled as it resolved may be cast by this player for as long as it stays exiled (not as an Adventure). */
  readonly mayCastFromExile?: { player: PlayerId; rule: string; notAs?: 'adventure' };
}

/**
 * 116.2a, 305.1: the special action of playing a land — the player puts a land card onto the
 * battlefield from their hand (or from another zone an effect lets them play lands from) during a
 * main phase of their turn with the stack empty and priority, within their land plays this turn
 * (305.2). Default player: the card's owner.
 */
export interface PlayLandAction {
  kind: 'play-land';
  object: ObjectId;
  player?: PlayerId;
}

/** 702.37e / 116.2b: the special action of turning a face-down permanent face up (default player: its controller). */
export interface TurnFaceUpAction {
  kind: 'turn-face-up';
  object: ObjectId;
  player?: PlayerId;
}

export interface AltCastFields {
  /** The characteristics it is cast with (601.3e, 709.3, 715.3, 702.37c). Default: the card's own. */
  castAs?: CastFace;
  /** Cast from the graveyard by flashback (702.34a) or jump-start (702.133a). */
  using?: 'flashback' | 'jump-start';
  /** Jump-start's additional cost: the card discarded (702.133a). */
  discard?: ObjectId;
}

/**
 * A spell or ability's instruction to cast a card during its resolution (608.2g): "cast it" / "you
 * may cast it" (with the effect's `may`, answered on resolution like any "you may", 608.2d), cascade (702.85a).
 */
export type CastDuringResolutionEffect =
  | {
      kind: 'cast-card';
      /** The card cast is `object` (EffectRefs: the player's choice, or the card named by the ability). */
      /** The zones it may be cast from (default: the zone it is in). */
      from?: Zone[];
      /** Only a spell matching this (judged on the characteristics it would have, 601.3e). */
      filter?: ObjectFilter;
      /** Only a spell with one of these supertypes ("a legendary spell"). */
      supertypes?: string[];
      /** "Without paying its mana cost" (118.9). */
      free?: boolean;
      /** An alternative cost paid rather than its mana cost (madness, 702.35a). */
      cost?: { cost: string; name: string };
      /** If it isn't cast, it is put into its owner's graveyard (madness, 702.35a). */
      otherwise?: 'graveyard';
      castAs?: CastFace;
      targets?: Record<string, string[]>;
      /** The name of the "you may cast" choice, answered by the resolving action's `choices` (608.2d); unanswered: cast. */
      ask?: string;
    }
  | {
      kind: 'cascade';
      castAs?: CastFace;
      targets?: Record<string, string[]>;
      /** The name of the "you may cast" choice (608.2d); unanswered: cast. */
      ask?: string;
    };
