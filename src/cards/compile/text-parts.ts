/** The parts compiled from a card's oracle text, the context a text is compiled in, and how an unread line is recorded. */
import type { AbilityBody, CastPermission, CastStatic, Keyword, ObjectFilter, SpellBody, TriggerCondition, TriggerTimes } from '../../engine/types.ts';
import type { ReplacementJson } from './replacements.ts';
import { gapOf } from './gaps.ts';
import type { GapClass } from './gaps.ts';
import type { Gap } from '../../engine/gaps.ts';
import type { EntersAsCopyPart } from './enters-as-copy.ts';

export interface Parts {
  keywords: Keyword[];
  statics: { text: string; affects: unknown; modifications: unknown[]; cda?: boolean }[];
  spell: (SpellBody & AbilityBody & { text: string }) | null;
  castStatics: CastStatic[];
  /** "You may cast creature spells from the top of your library" (601.3): the engine's castPermissions. */
  castPermissions: CastPermission[];
  entersAsCopy?: EntersAsCopyPart;
  /** "This creature enters with N / X +1/+1 counters on it" (614.1c, 107.3m): the engine applies it whenever it enters. */
  entersWithCounters?: { text: string; counters: Record<string, number>; x: string[] };
  /** "Untap all … you control during each other player's untap step" (502.3): applied by the engine's untap step. */
  untapDuringOthers?: { text: string; filter: ObjectFilter };
  /** "… that ability triggers an additional time" (603.2d): the engine's `triggerTimes`. */
  triggerTimes?: TriggerTimes[];
  triggers: Record<string, unknown>[];
  activated: Record<string, unknown>[];
  replacements: ReplacementJson[];
  enters: Enters;
  /** The sentences `enters` was read from (the engine applies them only to objects created or described on the battlefield). */
  entersText: string[];
  modelled: string[];
  unmodelled: string[];
  /** Each gap for coverage: "keyword: cycling", "text: <sentence>" (same order as `unmodelled`). */
  missing: string[];
  /** Each gap classified by the kind of ability it is (same order as `unmodelled`). */
  gaps: Gap[];
  /**
   * Modes of a modal triggered ability no template reads (700.2): kept on the ability, named by the
   * engine only if chosen (603.3c), so not gaps of the object; the card isn't fully modelled.
   */
  unreadModes: string[];
  /** "As this enters, choose a color / a creature type" sentences read (614.12): kept only if what uses the choice is read (see `chosenUses`). */
  enterChoices: string[];
  /**
   * "As this enters, choose a creature type" read with every line that uses it (614.12): those lines'
   * abilities name the type by a placeholder (CHOSEN_TYPE) until the object is made with the choice
   * (compile/chosen.ts). `uses`: their texts; `gaps`: the gaps of [text, ...uses] when the choice isn't stated.
   */
  chosenType?: { text: string; uses: string[]; gaps: Gap[]; kind?: 'color' };
  /** An instant's or sorcery's sentences read with the creature type its "Choose a creature type." chose (608.2d; see `chosenSpellSentence`). */
  spellChosenUses: string[];
}

/**
 * How the permanent enters (614.1c): tapped; tapped unless a condition holds as it enters; tapped
 * unless its controller pays life as it enters (614.12a); with counters.
 */
export interface Enters {
  tapped?: boolean;
  tappedUnless?: TriggerCondition;
  tappedUnlessPaid?: { life: number };
  counters?: Record<string, number>;
}

/** Records what no template covers: verbatim, classified, and as a coverage gap. */
export function miss(parts: Parts, verbatim: string, kind: GapClass, gap = `text: ${verbatim}`): void {
  parts.unmodelled.push(verbatim);
  parts.missing.push(gap);
  parts.gaps.push(gapOf(verbatim, kind));
}

export function emptyParts(): Parts {
  return { keywords: [], statics: [], spell: null, castStatics: [], castPermissions: [], triggers: [], activated: [], replacements: [], enters: {}, entersText: [], modelled: [], unmodelled: [], missing: [], gaps: [], unreadModes: [], enterChoices: [], spellChosenUses: [] };
}

export interface TextContext {
  /** The names that mean "this object" in its text. */
  names: readonly string[];
  /** An instant or sorcery: its sentences are its spell ability's instructions. */
  spell: boolean;
  /** Scryfall's keyword names for the card. */
  cardKeywords: readonly string[];
  /** The face's printed mana value (202.3), for a keyword that names it (transmute, 702.53a). */
  manaValue?: number;
  /** The card's printed colors are none (devoid, 702.114a, is then already represented). */
  colorless?: boolean;
  /**
   * A card's own text (not a quoted ability): "of the chosen type" may be read, since the object is
   * made through compile/chosen.ts, which replaces it with the type chosen (or unmodels it).
   */
  chosenType?: boolean;
}

/** Inserts a gap among the gaps this text gave, in the order of the text. */
export function missInOrder(parts: Parts, line: string, kind: GapClass, text: string, start: number): void {
  const at = text.indexOf(line);
  let i = start;
  while (i < parts.unmodelled.length && !(text.indexOf(parts.unmodelled[i]!) > at)) i++;
  const one = emptyParts();
  miss(one, line, kind);
  parts.unmodelled.splice(i, 0, ...one.unmodelled);
  parts.missing.splice(i, 0, ...one.missing);
  parts.gaps.splice(i, 0, ...one.gaps);
}
