/**
 * Structured logging with pino. Logs go to standard error so that the CLI's standard output stays
 * clean JSON. Secrets never reach a log line: known secret keys are redacted by path, and the
 * literal values of configured secrets (the Discord token…) are scrubbed from every string, so a
 * token pasted into an error message is hidden too.
 */
import pino from 'pino';
import type { Logger, DestinationStream, LevelWithSilent } from 'pino';

export type { Logger };

export const REDACTED = '[REDACTED]';

/** Key paths that hold secrets wherever they appear in a log object. */
export const REDACT_PATHS = [
  'token',
  '*.token',
  '*.*.token',
  'discordToken',
  '*.discordToken',
  'DISCORD_TOKEN',
  '*.DISCORD_TOKEN',
  'authorization',
  '*.authorization',
  'headers.authorization',
  '*.headers.authorization',
  'req.headers.authorization',
  'password',
  '*.password',
  'secret',
  '*.secret',
];

/** Replaces every occurrence of each secret in a string. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join(REDACTED);
  return out;
}

/** The secrets worth scrubbing (8 characters or more), each also in its JSON-escaped form. */
function secretForms(secrets: readonly (string | undefined)[]): string[] {
  const real = secrets.filter((s): s is string => typeof s === 'string' && s.length >= 8);
  return [...new Set(real.flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]))];
}

/**
 * Wraps the destination so every finished log line is scrubbed of secret values. Working on the
 * final line (rather than on objects) catches secrets anywhere: messages, nested objects, error
 * stacks, causes and child-logger bindings, at any depth, without changing how errors serialise.
 */
function scrubbingDestination(dest: DestinationStream, secrets: readonly string[]): DestinationStream {
  if (secrets.length === 0) return dest;
  const forms = secretForms(secrets);
  return { write: (line: string) => dest.write(scrubSecrets(line, forms)) };
}

/**
 * An error safe to print outside the logger (the start-up failure line on standard error): the
 * same scrubbing as log lines, applied to its name and message, and no stack or cause (an API
 * that echoes the Authorization header back would otherwise put the token there).
 */
export function scrubbedError(e: unknown, secrets: readonly (string | undefined)[]): Error {
  const forms = secretForms(secrets);
  const message = scrubSecrets(e instanceof Error ? e.message : String(e), forms);
  const out = new Error(message);
  if (e instanceof Error) out.name = scrubSecrets(e.name, forms);
  out.stack = `${out.name}: ${message}`;
  return out;
}

const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * A destination for people at a terminal (console mode, CLI): "warn: message (key=value)" lines
 * instead of JSON. The lines it receives are already scrubbed of secrets.
 */
export function humanDestination(out: { write(s: string): unknown } = process.stderr): DestinationStream {
  return {
    write(line: string) {
      try {
        const { level, msg, time: _time, app: _app, pid: _pid, hostname: _host, ...rest } = JSON.parse(line) as Record<string, unknown>;
        const extra = Object.entries(rest)
          .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
          .join(' ');
        out.write(`${LEVEL_NAMES[Number(level)] ?? 'log'}: ${String(msg ?? '')}${extra ? ` (${extra})` : ''}\n`);
      } catch {
        out.write(line);
      }
    },
  };
}

export interface LoggerOptions {
  level?: LevelWithSilent;
  /** Literal secret values to scrub from every string (tokens shorter than 8 characters are ignored). */
  secrets?: readonly (string | undefined)[];
  /** Where to write (tests pass a stream); default: standard error. */
  destination?: DestinationStream;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const secrets = (opts.secrets ?? []).filter((s): s is string => typeof s === 'string' && s.length >= 8);
  return pino(
    {
      level: opts.level ?? 'info',
      base: { app: 'stackwise' },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    scrubbingDestination(opts.destination ?? pino.destination(2), secrets),
  );
}
