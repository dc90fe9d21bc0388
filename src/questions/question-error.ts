/** A question not answered: its error code and the message that says why (worded already, in the reply's language). */
import type { QuestionError } from './types.ts';

export function fail(code: QuestionError['code'], msg: string): { ok: false; error: QuestionError } {
  return { ok: false, error: { code, message: msg, parts: [] } };
}
