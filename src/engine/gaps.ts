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
  | 'characteristic';

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
}

export interface Gap {
  /** The text verbatim, as printed (reminder text removed). */
  text: string;
  kind: GapKind;
  /** For kind 'triggered'. */
  trigger?: GapTrigger;
}
