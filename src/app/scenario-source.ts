/**
 * Where a Scenario's JSON text comes from (the CLI contract, src/app/contract.ts: `scenario <file.json>`,
 * `-` for standard input): the argument itself, or on the console and the CLI a file path, or on the
 * CLI standard input; and where JSON that does not parse goes wrong, in words.
 */
import type { CommandContext } from './command.ts';
import type { Lang } from '../core/lang.ts';
import { assertNever } from '../core/result.ts';
import type { AppError, Result } from '../core/result.ts';
import { MAX_SCENARIO_BYTES, jsonErrorOffset, lineColumn, looksLikeJson, readScenarioFile, readScenarioStream } from '../scenario/input.ts';
import type { SourceError } from '../scenario/input.ts';
import { scenarioText } from '../render/trace.ts';
import { quoteInput } from '../render/safe.ts';

/** A longer argument that isn't JSON is not a path either. */
const PATH_MAX = 1024;

function sourceErrorMessage(e: SourceError, lang: Lang): string {
  const p = e.path === '-' ? scenarioText(lang, 'stdin') : quoteInput(e.path, 120);
  switch (e.code) {
    case 'not_found':
      return scenarioText(lang, 'file_not_found', { path: p });
    case 'is_directory':
      return scenarioText(lang, 'file_is_directory', { path: p });
    case 'not_a_file':
      return scenarioText(lang, 'file_not_a_file', { path: p });
    case 'too_large':
      return scenarioText(lang, 'file_too_large', { path: p, max: MAX_SCENARIO_BYTES });
    case 'unreadable':
      return scenarioText(lang, 'file_unreadable', { path: p, reason: quoteInput(e.reason, 40) });
    default:
      return assertNever(e);
  }
}

/** The scenario's JSON text: the argument itself, or (console/CLI) a file, or (CLI) standard input. */
export async function sourceText(arg: string, ctx: CommandContext): Promise<Result<string, AppError>> {
  const { lang } = ctx;
  if (looksLikeJson(arg)) return { ok: true, value: arg };
  if (ctx.transport === 'discord') return { ok: false, error: { code: 'bad_input', message: scenarioText(lang, 'not_json_discord') } };
  if (arg.length > PATH_MAX || /[\r\n]/.test(arg)) {
    return { ok: false, error: { code: 'bad_input', message: scenarioText(lang, 'not_json', { where: scenarioText(lang, 'where_line', { line: 1, column: 1 }) }) } };
  }
  if (arg === '-') {
    if (ctx.transport === 'console') return { ok: false, error: { code: 'bad_input', message: scenarioText(lang, 'stdin_console') } };
    const r = await readScenarioStream(process.stdin);
    return r.ok ? notEmpty(r.value, arg, lang) : { ok: false, error: { code: 'bad_input', message: sourceErrorMessage(r.error, lang) } };
  }
  const r = await readScenarioFile(arg);
  return r.ok ? notEmpty(r.value, arg, lang) : { ok: false, error: { code: 'bad_input', message: sourceErrorMessage(r.error, lang) } };
}

/** An empty file or standard input is no scenario at all, like an empty argument: `empty_input`. */
function notEmpty(text: string, source: string, lang: Lang): Result<string, AppError> {
  if (text.trim() !== '') return { ok: true, value: text };
  const message = source === '-' ? scenarioText(lang, 'empty_stdin') : scenarioText(lang, 'empty_file', { path: quoteInput(source, 120) });
  return { ok: false, error: { code: 'empty_input', message } };
}

/** Where the JSON goes wrong, in words (never JSON.parse's own message, which may quote the input). */
export function jsonErrorWhere(text: string, lang: Lang): string {
  const offset = jsonErrorOffset(text);
  if (offset === null) return scenarioText(lang, 'where_unknown');
  if (offset >= text.length) return scenarioText(lang, 'where_end');
  return scenarioText(lang, 'where_line', lineColumn(text, offset));
}
