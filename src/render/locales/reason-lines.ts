/**
 * The decisive step of a yes/no answer as a short clause (render/reasons.ts), one catalogue per
 * language (en-reasons.ts, ja-reasons.ts) reached as RenderWords.reasons: English says a clause
 * after the answer line's colon, Japanese a sentence of its own ending in からです.
 */
import type { Fmt } from '../trace-format.ts';
import type { ReasonKey } from '../reasons.ts';

/** What a clause names, worded by the shared code (each read only by the clauses that need it). */
export interface ReasonParts {
  /** Why a target is no longer legal (trace-stack.ts `why`). */
  why(): string;
  /** The effect that prevents, or that says a player can't lose (trace-combat.ts `effectName`). */
  effect(): string;
  /** The step's player, as the summary names players. */
  player(): string;
}

/** A clause: the step's params, the parts, and the citation to end it with. */
export type ReasonClause = (f: Fmt, parts: ReasonParts, cite: string) => string;

export interface ReasonLines {
  /** The rules a clause cites (at most three), or nothing. */
  cite(rules: readonly string[]): string;
  clauses: Readonly<Record<ReasonKey, ReasonClause>>;
  /** A target chosen that the spell can't target at all (the engine's "filter"): not "no longer" legal. */
  notTargetable: string;
  /** The clause as shown. */
  finish(text: string): string;
  /** An answer line with its (non-empty) clause put after the line's first sentence. */
  withClause(line: string, clause: string): string;
}
