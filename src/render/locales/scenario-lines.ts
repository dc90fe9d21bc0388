/**
 * The words of a Scenario's restatement ("understood as", render/restate.ts), one catalogue per
 * language (en-scenario.ts, ja-scenario.ts) reached as RenderWords.scenario. The shared code picks
 * what is said and in which order; each catalogue says it, with its own particles, word order and
 * plurals. Each modification and action kind has its own entry (a mapped type over the schema's
 * unions), so a new kind fails to compile until every language says it.
 */
import type { CardType, Color, Modification, Selector } from '../../engine/types.ts';
import type { ScenarioAction, ScenarioSeed } from '../../scenario/schema.ts';

/** The variant of a union whose kind is K. */
export type Kind<U extends { kind: string }, K extends string> = U extends { kind: infer T } ? (K extends T ? U : never) : never;

/** What a catalogue entry may ask of the describer: names and the shared pieces it builds. */
export interface Describe {
  label(id: string): string;
  /** "player A" / 「プレイヤーA」. */
  player(id: string): string;
  /** An object's label, else a player. */
  target(id: string): string;
  colors(colors: readonly Color[]): string;
  types(types: readonly CardType[], subtypes?: readonly string[], supertypes?: readonly string[]): string;
  keyword(k: { keyword: string; param?: string }): string;
  selector(sel: Selector, source: string | null): string;
  effectBody(mods: readonly Modification[], affects: Selector, source: string | null): string;
  object(o: ScenarioSeed & { id?: string }, withController: boolean): string;
  /**
   * Rules text quoted, on one line, in the catalogue's quote marks (Japanese: English oracle text said to be
   * so, 英語のオラクル・テキスト「…」); a long text is shortened only at the end of a sentence or a clause,
   * never in the middle of a phrase (issue 16 §2).
   */
  quote(text: string): string;
}

/** 'apply-effect' is said by newEffect, from the shared effect body and duration. */
export type OwnActionKind = Exclude<ScenarioAction['kind'], 'apply-effect'>;

export type ModificationTexts = { [K in Modification['kind']]: (m: Kind<Modification, K>, d: Describe) => string };
export type ActionTexts = { [K in OwnActionKind]: (a: Kind<ScenarioAction, K>, d: Describe) => string };

/** A cast action (601.2). */
export type CastAction = Kind<ScenarioAction, 'cast'>;

/** A replacement or prevention effect an 'add-replacement' action adds. */
export type Replacement = Kind<ScenarioAction, 'add-replacement'>['replacement'];

/** A damage or counter modifier's arithmetic ("×2+1"), the same in every language. */
export function modifierHow(r: { multiply?: number; add?: number }): string {
  return `${r.multiply !== undefined ? `×${r.multiply}` : ''}${r.add !== undefined ? `${r.add >= 0 ? '+' : ''}${r.add}` : ''}`;
}

/** A filter selector's parts (Selector 'filter'). */
export type FilterSelector = Kind<Selector, 'filter'>;

export interface ScenarioLines {
  /** "player A". */
  player(id: string): string;
  colors(colors: readonly Color[]): string;
  /** A type line: supertypes, subtypes, card types. */
  types(types: readonly CardType[], subtypes: readonly string[], supertypes: readonly string[]): string;
  /** After a type line whose object has every creature type (changeling, 702.73a; Mutavault): said once, not listed. */
  allCreatureTypes: string;
  keyword(k: { keyword: string; param?: string }): string;
  /** Between keywords of one object. */
  keywordSep: string;
  /** Rules text in quote marks (Describe.quote shortens it first). */
  quote(text: string): string;

  /** The parts of an object's description (Describer.object), in the shared order. */
  object: {
    /** Whose it is, before its kind ("A's ", 「プレイヤーAの」). */
    owner(controller: string, d: Describe): string;
    /** Whose it is, said alone (the object has no kind words). */
    ownerAlone(controller: string, d: Describe): string;
    /** The P/T, colors and types joined. */
    kind(parts: readonly string[]): string;
    token: string;
    loyalty(n: number): string;
    defense(n: number): string;
    adventure(name: string): string;
    split(names: readonly string[]): string;
    faceDown: string;
    /** 903.3: designated its owner's commander. */
    commander: string;
    counters(kind: string, n: number): string;
    damage(n: number): string;
    tapped: string;
    attachedTo(label: string): string;
    inZone(zone: string): string;
    /** The parts joined. */
    join(bits: readonly string[]): string;
  };

  selector: {
    /** Objects named by id. */
    objects(labels: readonly string[]): string;
    /** The source, when there is none to name. */
    itself: string;
    attachedTo(source: string | null): string;
    filter(sel: FilterSelector, d: Describe): string;
  };

  modifications: ModificationTexts;
  /** "what → whom". */
  effectBody(what: readonly string[], whom: string): string;
  duration: { 'end-of-turn': string; 'while-source': string };
  /** One listed effect with its timestamp (its text already quoted, Describe.quote). */
  effect(ts: number, text: string | undefined, body: string, duration: string): string;
  /** A new effect applied by an action. */
  newEffect(body: string, duration: string): string;
  actions: ActionTexts;

  /** The whole restatement's pieces (restateScenario). */
  restate: {
    noObjects: string;
    /** One object: label and description (empty when nothing to say). */
    object(label: string, desc: string): string;
    objects(items: readonly string[], more: number): string;
    life(player: string, life: number, poison: number): string;
    pool(player: string, pool: string): string;
    attacked(player: string, labels: readonly string[]): string;
    /** Between players' notes. */
    sep: string;
    effects(listed: readonly string[]): string;
    actions(listed: readonly string[], more: number): string;
    whole(parts: readonly string[]): string;
  };
}
