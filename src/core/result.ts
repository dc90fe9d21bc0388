/** Errors as values: every expected failure is a Result, never a thrown exception. */

/** Codes for failures a user can cause (exit status 2) or that are our fault (exit status 1). */
export type UserErrorCode =
  | 'empty_input'
  | 'input_too_long'
  | 'bad_input'
  | 'bad_rule_number'
  | 'unknown_rule'
  | 'unknown_term'
  | 'no_results'
  | 'unknown_command'
  | 'bad_option'
  | 'bad_config'
  | 'unknown_card'
  | 'ambiguous_card'
  /** /ask (H5): part of the question was not understood (it is named; nothing is guessed). */
  | 'not_understood'
  /** /ask: the answer depends on something the question didn't say (a size); asked back, never guessed. */
  | 'needs_detail'
  /** /ask: a reference that could mean two objects; asked back. */
  | 'ambiguous'
  /** /ask (H5): understood, but the engine can't model it. */
  | 'unmodelled'
  /** /ask (H5): the set-up described can't happen (e.g. a creature blocking itself). */
  | 'impossible'
  /** An engine run went over its wall-time limit (src/workers: ENGINE_TIMEOUT_MS). */
  | 'timeout'
  /** An engine run went over its memory cap (src/workers: ENGINE_MEMORY_MB). */
  | 'too_much_memory';

export type FaultCode = 'internal' | 'cr_unavailable' | 'cards_unavailable';

export type ErrorCode = UserErrorCode | FaultCode;

export interface AppError {
  code: ErrorCode;
  /** A complete, polite sentence for the user, in the reply language. */
  message: string;
  /** Suggestions to show with the message (nearest rules, terms…). */
  suggestions?: string[];
}

export type Result<T, E = AppError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

const FAULTS: ReadonlySet<ErrorCode> = new Set<FaultCode>(['internal', 'cr_unavailable', 'cards_unavailable']);

/** CLI exit status (README): 2 for bad input, 1 for a fault. */
export function exitStatusFor(code: ErrorCode): 1 | 2 {
  return FAULTS.has(code) ? 1 : 2;
}

export function assertNever(x: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(x)}`);
}
