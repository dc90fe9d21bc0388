/** Start-up shared by every entry point: .env, validated config, logger, services. */
import { lstatSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import dotenv from 'dotenv';
import { FileTooLarge, readFileCappedSync } from './core/read-capped.ts';
import { loadConfig, formatConfigErrors } from './config.ts';
import type { Config } from './config.ts';
import { createLogger, humanDestination } from './logger.ts';
import type { Logger } from './logger.ts';
import { createServices } from './services.ts';
import type { Services } from './services.ts';

export interface Booted {
  config: Config;
  logger: Logger;
  services: Services;
}

export type BootResult = { ok: true; booted: Booted } | { ok: false; message: string };

/** A .env file is a few lines; anything larger is not one. */
const MAX_DOTENV_BYTES = 1_000_000;

/** `skipped`: the numbers of lines that are no setting (no "=": dotenv skips them), when there are any. */
export type DotenvRead = { ok: true; values: Record<string, string>; skipped?: number[] } | { ok: false; message: string };

function dotenvProblem(file: string, problem: string): DotenvRead {
  return { ok: false, message: `Configuration error: the .env file ${file} ${problem}. Save it as plain UTF-8 text (KEY=value lines, see .env.example), or remove it.` };
}

/**
 * Reads a .env file strictly: a missing file is no settings at all, but a file that exists and
 * can't be read as UTF-8 text (saved as UTF-16 by an editor, binary, a folder…) is reported, never
 * skipped silently (the bot would otherwise start without its token, in console mode).
 */
export function readDotenv(file: string = path.resolve(process.cwd(), '.env')): DotenvRead {
  let bytes: Buffer;
  try {
    bytes = readFileCappedSync(file, MAX_DOTENV_BYTES);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      // A link whose target is gone was meant to be read: reported, not taken for no .env at all.
      const target = danglingLink(file);
      return target === null ? { ok: true, values: {} } : dotenvProblem(file, `is a link to ${target}, which does not exist`);
    }
    if (code === 'EISDIR') return dotenvProblem(file, 'is a folder, not a file');
    // A device or pipe (a .env linked to /dev/zero) has no end to read to.
    if (code === 'ENOTFILE') return dotenvProblem(file, 'is not a regular file (a device, pipe or socket)');
    if (e instanceof FileTooLarge) return dotenvProblem(file, `is ${e.size} bytes long, far too large for a settings file`);
    return dotenvProblem(file, `could not be read (${code ?? (e instanceof Error ? e.message : String(e))})`);
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return dotenvProblem(file, 'is saved as UTF-16');
  if (bytes.includes(0)) return dotenvProblem(file, bytes.length > 1 && (bytes[1] === 0 || bytes[0] === 0) ? 'looks like UTF-16 text' : 'holds binary data (NUL bytes)');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return dotenvProblem(file, 'is not valid UTF-8 text');
  }
  // A UTF-8 byte-order mark would otherwise become part of the first variable's name.
  const parsed = dotenv.parse(text.replace(/^\uFEFF/, ''));
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(parsed)) values[k] = v;
  const skipped = skippedLines(text.replace(/^\uFEFF/, ''));
  return skipped.length > 0 ? { ok: true, values, skipped } : { ok: true, values };
}

/** A setting's line (dotenv's forms: `KEY=value`, `export KEY=value`, `KEY: value`), with the quote its value opens. */
const SETTING = /^\s*(?:export\s+)?[\w.-]+\s*(?:=|:\s|:$)\s*(["'`])?/;

/**
 * The numbers of the lines dotenv skips without a word: neither blank, nor a comment, nor a setting,
 * nor inside a quoted value that spans lines. (Only the numbers: the line may hold a secret.)
 */
export function skippedLines(text: string): number[] {
  const out: number[] = [];
  let open: string | null = null;
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (open !== null) {
      if (line.includes(open)) open = null;
      return;
    }
    if (/^\s*(?:#.*)?$/.test(line)) return;
    const m = SETTING.exec(line);
    if (!m) {
      out.push(i + 1);
      return;
    }
    // A quoted value not closed on its line goes on to the line that closes it.
    const quote = m[1];
    if (quote !== undefined && !line.slice(m[0].length).includes(quote)) open = quote;
  });
  return out;
}

/** The start-up warning for lines of .env that are no setting: their numbers, never their text (it may be a secret). */
export function dotenvSkippedWarning(lines: readonly number[]): string {
  const which = lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`;
  return `.env ${which} ${lines.length === 1 ? 'is' : 'are'} not a setting (no "=" in KEY=value) and ${lines.length === 1 ? 'was' : 'were'} skipped; fix or remove ${lines.length === 1 ? 'it' : 'them'} (see .env.example)`;
}

/** Where `file` links to, when it is a symbolic link whose target does not exist; otherwise null. */
function danglingLink(file: string): string | null {
  try {
    return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : null;
  } catch {
    return null;
  }
}

/**
 * Reads .env (without overriding the real environment) and validates the configuration.
 * `quietLevel` is the log level used when LOG_LEVEL isn't set (the CLI keeps standard error quiet).
 */
export function boot(opts: { env?: NodeJS.ProcessEnv; quietLevel?: 'warn' | 'info'; human?: boolean | 'without-token' } = {}): BootResult {
  const env = opts.env ?? process.env;
  let skipped: number[] = [];
  if (!opts.env) {
    const dot = readDotenv();
    if (!dot.ok) return { ok: false, message: dot.message };
    for (const [k, v] of Object.entries(dot.values)) if (!Object.hasOwn(env, k)) env[k] = v;
    skipped = dot.skipped ?? [];
  }
  const loaded = loadConfig(env);
  if (!loaded.ok) return { ok: false, message: formatConfigErrors(loaded.errors) };
  const config = loaded.config;
  const level = env.LOG_LEVEL ? config.LOG_LEVEL : (opts.quietLevel ?? config.LOG_LEVEL);
  // People at a terminal get readable lines; the bot (and anything collecting logs) gets JSON.
  const human = opts.human === 'without-token' ? !config.DISCORD_TOKEN : (opts.human ?? false);
  const logger = createLogger({ level, secrets: [config.DISCORD_TOKEN], ...(human ? { destination: humanDestination() } : {}) });
  if (skipped.length > 0) logger.warn({ lines: skipped }, dotenvSkippedWarning(skipped));
  return { ok: true, booted: { config, logger, services: createServices(config, logger) } };
}
