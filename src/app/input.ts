/**
 * Validation of free-text command input, shared by every command: empty, too long, control
 * characters, nothing searchable. Each failure is a polite message naming what was wrong and how
 * to ask instead.
 */
import type { Lang } from '../core/lang.ts';
import type { AppError, Result } from '../core/result.ts';
import { t } from '../render/i18n.ts';
import type { MessageKey } from '../render/i18n.ts';

export interface TextRule {
  /** 'what.rule_number' etc.: how the message names the input. */
  what: Extract<MessageKey, `what.${string}`>;
  /** An example of a good input, shown in the message: one for both languages, or one in each. */
  example: string | Readonly<Record<Lang, string>>;
  max: number;
  /** Require at least one letter or digit (in any script). */
  needsText?: boolean;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function validateText(raw: unknown, rule: TextRule, lang: Lang): Result<string, AppError> {
  const what = t(lang, rule.what);
  const example = typeof rule.example === 'string' ? rule.example : rule.example[lang];
  const value = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
  const trimmed = value.trim();
  if (trimmed === '') {
    return { ok: false, error: { code: 'empty_input', message: t(lang, 'input.empty', { what, example }) } };
  }
  const length = [...trimmed].length;
  if (length > rule.max) {
    return { ok: false, error: { code: 'input_too_long', message: t(lang, 'input.too_long', { length, max: rule.max, what, example }) } };
  }
  if (CONTROL.test(trimmed)) {
    return { ok: false, error: { code: 'bad_input', message: t(lang, 'input.control', { what }) } };
  }
  if (rule.needsText && !/[\p{L}\p{N}]/u.test(trimmed)) {
    return { ok: false, error: { code: 'bad_input', message: t(lang, 'input.no_text', { what, example }) } };
  }
  return { ok: true, value: trimmed };
}
