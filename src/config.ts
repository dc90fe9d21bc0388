/**
 * Configuration from the environment (and an optional .env file), validated by zod. Every
 * variable is documented in .env.example. A bad value is reported once, naming the variable.
 */
import * as z from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = (what: string) =>
  optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), { message: `must be an http(s) URL (${what})` });

const snowflake = optionalString.refine((v) => v === undefined || /^\d{17,20}$/.test(v), {
  message: 'must be a Discord id: 17 to 20 digits',
});

const positiveNumber = (dflt: number) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return dflt;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive number' });
      return z.NEVER;
    }
    return n;
  });

/** Discord transport (issue 7): on/off switches written as true/false, yes/no, on/off or 1/0. */
const flag = (dflt: boolean) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return dflt;
    const t = v.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(t)) return true;
    if (['0', 'false', 'no', 'off'].includes(t)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** A whole number of at least 1, or undefined when unset. */
const optionalCount = optionalString.transform((v, ctx) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole number of at least 1' });
    return z.NEVER;
  }
  return n;
});

export const ConfigSchema = z.object({
  DISCORD_TOKEN: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9._-]{20,}$/.test(v), {
    message: 'does not look like a bot token (copy it from the Bot page of your Discord application)',
  }),
  DISCORD_APPLICATION_ID: snowflake,
  DISCORD_GUILD_ID: snowflake,
  DISCORD_API_BASE: optionalUrl('the REST base, e.g. http://127.0.0.1:8080/api'),
  CR_FILE: optionalString,
  CR_JA_FILE: optionalString,
  CR_JA_URL: optionalUrl('a Japanese CR .txt file'),
  CR_RULES_PAGE_URL: optionalUrl('the official rules page').transform((v) => v ?? 'https://magic.wizards.com/en/rules'),
  CR_OFFLINE_DIR: optionalString.transform((v) => v ?? '../shared/data/cr'),
  CR_REFRESH_HOURS: positiveNumber(24),
  CR_LINK_BASE: optionalUrl('a hyperlinked CR').transform((v) => v ?? 'https://yawgatog.com/resources/magic-rules/'),
  CACHE_DIR: optionalString.transform((v) => v ?? '.cache'),
  CARDS_FILE: optionalString,
  CARDS_DB: optionalString,
  SCRYFALL_API_BASE: optionalUrl('the Scryfall API, e.g. http://127.0.0.1:8080').transform((v) => v ?? 'https://api.scryfall.com'),
  CARDS_OFFLINE_FILES: optionalString.transform((v) => v ?? '../shared/data/cards/oracle-cards.json.gz:../shared/data/cards/ja-printings.json.gz'),
  /** Question sets (*.json, each case with a `cards` list) whose cards `coverage` reports on (issue 14). */
  QUESTIONS_DIR: optionalString.transform((v) => v ?? '../shared/data/questions'),
  LOG_LEVEL: optionalString
    .transform((v) => v ?? 'info')
    .pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be one of fatal, error, warn, info, debug, trace or silent' })),
  HTTP_USER_AGENT: optionalString.transform((v) => v ?? 'Stackwise/0.1 (+https://github.com/stackwise-bot/stackwise)'),
  // Discord transport (issue 7, src/discord): settings database, inline lookups, rate limits, metrics, shards.
  SETTINGS_DB: optionalString,
  INLINE_LOOKUPS: flag(false),
  RATE_USER_PER_MINUTE: positiveNumber(10),
  RATE_USER_BURST: positiveNumber(5),
  RATE_GUILD_PER_MINUTE: positiveNumber(120),
  RATE_GUILD_BURST: positiveNumber(40),
  METRICS_INTERVAL_MS: positiveNumber(60_000),
  SHARD_COUNT: optionalCount,
  SHARD_SPAWN_DELAY_MS: positiveNumber(5_500),
  // Engine isolation (issue 7 §5, src/workers): pool size (default min(2, cores-1), at least 1),
  // wall-time limit per run, heap cap per worker.
  ENGINE_WORKERS: optionalCount,
  ENGINE_TIMEOUT_MS: positiveNumber(5_000),
  ENGINE_MEMORY_MB: positiveNumber(256),
});

export type Config = z.infer<typeof ConfigSchema>;

export interface ConfigError {
  variable: string;
  message: string;
}

export function loadConfig(env: NodeJS.ProcessEnv): { ok: true; config: Config } | { ok: false; errors: ConfigError[] } {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return { ok: true, config: parsed.data };
  const errors = parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? '?'), message: i.message }));
  return { ok: false, errors };
}

export function formatConfigErrors(errors: ConfigError[]): string {
  return errors
    .map((e) => `Configuration error: ${e.variable} ${e.message}. Fix it in your environment or .env file (see .env.example).`)
    .join('\n');
}
