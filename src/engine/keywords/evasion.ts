/** Why an attacker can't be blocked by a blocker (509.1b), as an evasion keyword's hook reports it. */
import type { KeywordNote, KeywordNoteCode } from './note.ts';

export interface EvasionProblem {
  ability: string;
  rules: string[];
}

/**
 * An evasion keyword's verdict on one (attacker, blocker) pair: it forbids the block (the problem,
 * with its rules), or it was checked and allows it (a note citing why); null when it isn't involved.
 */
export type EvasionCheck = { ok: false; problem: EvasionProblem } | { ok: true; note: KeywordNote } | null;

export function forbid(ability: string, rules: string[]): EvasionCheck {
  return { ok: false, problem: { ability, rules } };
}

/** Allowed: `object` has `ability`, `other` may block it (or be blocked by it) because of `note`. */
export function allow(object: string, ability: string, other: string, note: KeywordNoteCode, rules: string[]): EvasionCheck {
  return { ok: true, note: { object, ability, other, note, rules } };
}
