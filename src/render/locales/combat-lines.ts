/**
 * The pieces the combat, damage and replacement trace templates share (render/trace-combat.ts), and
 * the short answer's life, poison and damage lines, one catalogue per language (en-combat.ts,
 * ja-combat.ts) reached as RenderWords.combat. The templates of each trace key are already one table
 * per language (COMBAT_EN, COMBAT_JA); these are the words the shared helpers put into them.
 */
export interface CombatLines {
  /** A reason code no table words: shown as given. */
  unknownReason(code: string): string;
  /** Items of one list. */
  list(items: readonly string[]): string;
  /** One recipient of assigned combat damage (510.1). */
  assignment(who: string, amount: string): string;
  /** How an assignment came about (510.1c-d, 702.19b), in brackets. */
  assignHow: {
    chosen: string;
    trampleDefault: string;
    blockedDefault: string;
    attackDefault: string;
    /** What lethal damage counts (702.2c with deathtouch), then the amounts. */
    lethal(deathtouch: boolean, list: string): string;
    wrap(parts: readonly string[]): string;
  };
  /** Lethal damage for one creature, with damage already marked. */
  lethalFor(label: string, n: string, marked: number): string;
  /** Where a replaced zone change puts the object. */
  destinations: Readonly<Record<string, string>>;
  /** Why a player would lose the game (704.5a-c). */
  lostReasons: Readonly<Record<string, string>>;
  /** An effect the engine named by a made-up id. */
  theEffect: string;
  /** An effect named by its rules text. */
  effect(text: string): string;
  /** The ability in brackets after a reason. */
  abilityNote(ability: string): string;
  /** The short answer's lines after a combat (/ask, /combat). */
  outcome: {
    /** One player's total before and after. */
    change(who: string, before: number, after: number): string;
    life(changes: string): string;
    poison(changes: string): string;
    damaged(label: string, damage: number): string;
    damageMarked(items: readonly string[]): string;
  };
}
