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

function scrub(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (secrets.length === 0 || depth > 8) return value;
  if (typeof value === 'string') {
    let out = value;
    for (const s of secrets) if (out.includes(s)) out = out.split(s).join(REDACTED);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, secrets, depth + 1));
  if (value instanceof Error) {
    return { type: value.name, message: scrub(value.message, secrets), stack: scrub(value.stack, secrets) };
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = scrub(v, secrets, depth + 1);
    return out;
  }
  return value;
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
      formatters: {
        log: (obj) => scrub(obj, secrets) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          // Scrub the message string and interpolation arguments too.
          const cleaned = args.map((a: unknown) => scrub(a, secrets)) as Parameters<typeof method>;
          method.apply(this, cleaned);
        },
      },
      serializers: { err: (e: unknown) => scrub(pino.stdSerializers.err(e as Error), secrets) },
    },
    opts.destination ?? pino.destination(2),
  );
}
