/**
 * How a trace step's param values are worded (render/trace-format.ts, Fmt): rule citations, lists,
 * quoted rules text, abilities, zones, colors, keywords, types, counters — one catalogue per
 * language (en-format.ts, ja-format.ts) reached as RenderWords.format. Fmt decides which param is
 * read and how an engine label maps to ours; the catalogue says the value.
 */
import type { Color, Keyword } from '../../engine/types.ts';

export interface FormatLines {
  /** " (613.4c)" after a sentence. */
  cite(rules: readonly string[]): string;
  /** "613.4c: " before one. */
  citeLead(rules: readonly string[]): string;
  /** Items of one list. */
  list(items: readonly string[]): string;
  yesNo(value: boolean): string;
  /** A param that should name someone and is missing. */
  unknown: string;
  none: string;
  colorless: string;
  /** A label the engine made itself (a face-down card, a token named by its subtypes), when this language words it. */
  engineLabel(label: string): string | null;
  /**
   * Whether an ability on the stack, labelled "<source>: <text>" by the engine, is renamed from its
   * source's label in this language (Fmt.abilityOf); otherwise the engine's label is shown.
   */
  namesStackAbilities: boolean;
  /** An ability's text: a keyword alone by this language's name for it. */
  abilityText(text: string): string;
  /** A cost's name in a cast step (bestow, kicker {2}{G}, without paying its mana cost). */
  costName(raw: string): string;
  /** An ability quoted. */
  quotedAbility(raw: string): string;
  /** An ability of a source (a stack object's name). */
  abilityOf(source: string, raw: string): string;
  /** Rules text quoted. */
  quotedText(text: string): string;
  /** Several rules texts, each quoted as quotedText does (English lists them as they are). */
  quotedTexts(items: readonly string[]): string;
  /** The `effect` param: `holder` finds our label for an object an effect is said to be on. */
  effectText(shown: string, raw: string, holder: (label: string) => string | undefined): string;
  /** A zone move that set off a trigger. */
  causeMove(from: string, to: string): string;
  causes: Readonly<Record<string, string>>;
  zones: Readonly<Record<string, string>>;
  layers: Readonly<Record<string, string>>;
  reasons: Readonly<Record<string, string>>;
  characteristics: Readonly<Record<string, string>>;
  colors(colors: readonly Color[]): string;
  keyword(k: Keyword): string;
  /** Card types as given ("Artifact", "Creature"). */
  types(items: readonly string[]): string;
  /** A part of an abilities value that is rules text, not keywords alone. */
  abilitiesRulesText(part: string): string;
  /** Between the parts of an abilities value. */
  abilitiesSep: string;
  /** A type line ("Legendary Creature — Bear"). */
  typeLine(raw: string): string;
  timestamp(ts: string): string;
  counters(n: number, kind: string): string;
}
