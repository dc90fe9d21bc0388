/**
 * The first look at an option's text, shared by /combat and /layers: it must be there, short
 * enough, plain (no control, direction or zero-width characters, which can hide what a text says),
 * and free of mentions, links and Markdown (none of which can describe a card). Then it is split
 * into items at commas and semicolons that are not inside quotes or brackets.
 */
import type { Lang } from '../../core/lang.ts';
import type { AppError, Result } from '../../core/result.ts';
import { neutraliseMentions, stripControl } from '../../render/safe.ts';
import { sm } from './messages.ts';
import type { StructuredKey } from './messages.ts';
import { lookupTable } from '../../core/table.ts';

export type OptionName = 'attackers' | 'blockers' | 'object' | 'effects';

/** What a failure looks like: a code for the exit status and a sentence for the user. */
export type StructuredError = AppError;

export function fail(code: AppError['code'], message: string): { ok: false; error: StructuredError } {
  return { ok: false, error: { code, message } };
}

export function optionLabel(lang: Lang, option: OptionName): string {
  return sm(lang, `option.${option}` as StructuredKey);
}

// C0/C1 controls (tab and newline are allowed), bidi embeddings/overrides/isolates and marks,
// zero-width characters, word joiner, BOM, and the other invisible format characters.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/u;

/** Discord mentions, @everyone/@here, links, and Markdown that would restyle a reply. */
const MARKUP: readonly { en: string; ja: string; re: RegExp }[] = [
  { en: 'a mention of everyone', ja: '全員へのメンション', re: /@(?:everyone|here)\b/i },
  { en: 'a user, role or channel mention', ja: 'ユーザー・ロール・チャンネルへのメンション', re: /<(?:@[!&]?|#|a?:\w+:)\d*>?/ },
  { en: 'a mention', ja: 'メンション', re: /(^|\s)@\S/ },
  { en: 'a link', ja: 'リンク', re: /\b(?:https?|ftp|discord):\/\/|\bwww\.|discord\.gg\//i },
  { en: 'Markdown', ja: 'Markdown', re: /`|\*\*|__|~~|\|\||\]\(|^\s*#{1,3}\s|^\s*>\s/m },
];

export interface TextCheck {
  option: OptionName;
  example: string;
  max: number;
}

/** The option's text trimmed and NFKC-normalised (full-width digits and slashes become ASCII), or why it can't be read. */
export function checkText(raw: unknown, check: TextCheck, lang: Lang): Result<string, StructuredError> {
  const option = optionLabel(lang, check.option);
  const value = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
  const trimmed = value.trim();
  if (trimmed === '') return fail('empty_input', sm(lang, 'empty', { option, example: check.example }));
  const length = [...trimmed].length;
  if (length > check.max) return fail('input_too_long', sm(lang, 'too_long', { option, length, max: check.max, example: check.example }));
  if (HIDDEN.test(trimmed)) return fail('bad_input', sm(lang, 'control', { option, example: check.example }));
  for (const m of MARKUP) {
    if (m.re.test(trimmed)) return fail('bad_input', sm(lang, 'markup', { option, what: m[lang], example: check.example }));
  }
  return { ok: true, value: trimmed.normalize('NFKC') };
}

const OPEN: Record<string, string> = lookupTable({ '"': '"', '“': '”', '「': '」', '《': '》', '(': ')', '[': ']', '『': '』' });

/**
 * Items separated by `, ; 、 ；` or new lines (and, for effects, also "then" / 「その後」), except
 * inside quotes or brackets, so 《Jace, the Mind Sculptor》 stays one item.
 */
export function splitItems(text: string, separators: RegExp = /[,;、；\n]/): string[] {
  const items: string[] = [];
  let current = '';
  let closer: string | null = null;
  for (const ch of text) {
    if (closer) {
      if (ch === closer) closer = null;
      current += ch;
      continue;
    }
    const close = OPEN[ch];
    if (close) {
      closer = close;
      current += ch;
      continue;
    }
    if (separators.test(ch)) {
      items.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  items.push(current);
  return items.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * An item quoted back to the user: one line, shortened, mentions broken, and only the Markdown that
 * would restyle inline text escaped (so "3/-1" reads as typed, in the reply and in --json alike).
 */
export function quoted(item: string, lang: Lang): string {
  let s = stripControl(item).replace(/\s+/g, ' ').trim();
  const chars = [...s];
  if (chars.length > 60) s = `${chars.slice(0, 59).join('')}…`;
  const q = neutraliseMentions(s).replace(/([\\*_~`|])/g, '\\$1');
  return sm(lang, 'quoted', { text: q });
}
