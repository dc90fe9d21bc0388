/**
 * Rules text the card compiler could not turn into engine data (issue 11 §1). An answer may rest
 * only on what was modelled, so every unmodelled piece of text travels with its object, classified
 * by what kind of ability it is: that kind decides whether it could have mattered to a run (a
 * static ability of a permanent on the battlefield always could; a triggered ability only if its
 * trigger event happened; a spell's text only if that spell resolved; an activated ability only
 * if it was activated).
 *
 * The compiler (src/cards/compile) produces these; the engine decides, once, which of them could
 * matter to a run (113.6: where an ability functions; 603.2: when a trigger event triggers).
 */

export type GapKind =
  /** An instruction of an instant or sorcery, or of a spell ability: matters if the spell resolves. */
  | 'spell'
  /** A static, replacement or prevention ability, or text whose shape is not recognised at all. */
  | 'static'
  /** A triggered ability (603.1): matters if its trigger event happens while it functions. */
  | 'triggered'
  /** An activated ability (602.1): matters if it is activated. */
  | 'activated'
  /** A characteristic the engine can't represent (a P/T of *, an unknown card type…). */
  | 'characteristic'
  /**
   * Text of a double-faced card's face that isn't up (712.8a, 712.8d-f): the object has none of
   * that face's characteristics. The engine never turns a face up during a run (it neither
   * transforms nor converts, 701.27-701.28, and a face-changing instruction on the up face is
   * itself unmodelled text of that face), so such text matters only where a player chooses the
   * face: a modal double-faced card cast (712.11b) or played or put onto the battlefield (712.12,
   * 712.14b) — `chosen: true`.
   */
  | 'other-face'
  /**
   * Which card an object is, when the run knows it only by the description it was found by: a card
   * a search put onto the battlefield from a library the question didn't describe (701.23a), made a
   * stand-in with what that description guarantees (a basic land card: a land with the basic
   * supertype) and nothing else. What tells such cards apart (their names, basic land types, snow,
   * the mana their intrinsic abilities add, 305.6) could matter only if something in the run reads
   * it, or its controller could have tapped it for mana (gap-relevance.ts).
   */
  | 'identity';

/** What a triggered ability waits for, as far as the compiler could tell ('unknown' when it couldn't). */
export type GapTriggerEvent =
  | 'enters'
  | 'leaves'
  | 'dies'
  | 'attacks'
  | 'blocks'
  | 'becomes-blocked'
  | 'dealt-damage'
  | 'deals-damage'
  | 'deals-combat-damage'
  | 'cast'
  | 'becomes-target'
  | 'beginning-of-step'
  | 'gains-life'
  | 'loses-life'
  | 'draws'
  | 'discards'
  | 'sacrificed'
  | 'counters'
  | 'tapped'
  | 'untapped'
  | 'unknown';

export interface GapTrigger {
  event: GapTriggerEvent;
  /** Whose event: this object itself, another object, any object, or (for player events) a player. */
  who: 'self' | 'another' | 'any' | 'you' | 'opponent' | 'player';
  /**
   * "Whenever this creature attacks or blocks", "… enters or dies": further events of the same subject, joined by "or"
   * (603.2: the ability triggers on any of them); matters if one of them happens while it functions.
   */
  or?: GapTriggerEvent[];
}

export interface Gap {
  /** The text verbatim, as printed (reminder text removed). */
  text: string;
  kind: GapKind;
  /** For kind 'triggered'. */
  trigger?: GapTrigger;
  /** For kind 'other-face': a modal double-faced card's face, which a player chooses (712.11b, 712.12). */
  chosen?: boolean;
}

/** Kinds of gap that are abilities (113.1): effects that remove abilities remove them (113.10, 613.1f). */
export function isAbilityGap(g: Gap): boolean {
  return g.kind !== 'characteristic' && g.kind !== 'other-face' && g.kind !== 'identity';
}

/**
 * Every gap of an object: its classified `gaps`, then each `unmodelled` text that none of them
 * covers, as a static ability (text from older inputs, or from a producer that didn't classify it:
 * counted as able to matter whenever the object is where it functions, the conservative reading).
 */
export function gapsOf(printed: { unmodelled: readonly string[]; gaps?: readonly Gap[]; types?: readonly string[] }): Gap[] {
  const gaps = [...(printed.gaps ?? [])];
  // An instant's or sorcery's text is its spell ability (113.3a): it matters when the spell resolves.
  const spell = (printed.types ?? []).some((t) => t === 'Instant' || t === 'Sorcery');
  for (const text of printed.unmodelled) if (!gaps.some((g) => g.text === text)) gaps.push({ text, kind: spell ? 'spell' : 'static' });
  return gaps;
}

/** Every value of the unions above, for the Scenario schema (a new value must be added here: the checks below fail otherwise). */
export const GAP_KINDS = ['spell', 'static', 'triggered', 'activated', 'characteristic', 'other-face', 'identity'] as const satisfies readonly GapKind[];
export const GAP_TRIGGER_EVENTS = [
  'enters', 'leaves', 'dies', 'attacks', 'blocks', 'becomes-blocked', 'dealt-damage', 'deals-damage', 'deals-combat-damage', 'cast',
  'becomes-target', 'beginning-of-step', 'gains-life', 'loses-life', 'draws', 'discards', 'sacrificed', 'counters', 'tapped', 'untapped', 'unknown',
] as const satisfies readonly GapTriggerEvent[];
export const GAP_TRIGGER_WHO = ['self', 'another', 'any', 'you', 'opponent', 'player'] as const satisfies readonly GapTrigger['who'][];

type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : Exclude<All, Listed>;
/** Compile-time checks that the lists above name every value of their union. */
export const GAP_LISTS_COMPLETE: [Missing<GapKind, (typeof GAP_KINDS)[number]>, Missing<GapTriggerEvent, (typeof GAP_TRIGGER_EVENTS)[number]>, Missing<GapTrigger['who'], (typeof GAP_TRIGGER_WHO)[number]>] = [true, true, true];

/**
 * Whether one of `texts` (normalised keyword text, lower case) is the text of the keyword `name`:
 * "cycling—pay 2 life" or "cycling {2}" for cycling, "persist" for persist. A card compiled with an
 * unmodelled keyword carries it as a gap of its verbatim text; this keeps it from being counted twice.
 */
export function accountsFor(texts: readonly string[], name: string): boolean {
  return texts.some((t) => t === name || t.startsWith(`${name} `) || t.startsWith(`${name}—`) || t.startsWith(`${name}-`));
}
