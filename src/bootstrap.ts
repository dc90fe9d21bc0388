/** Start-up shared by every entry point: .env, validated config, logger, services. */
import dotenv from 'dotenv';
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

/**
 * Reads .env (without overriding the real environment) and validates the configuration.
 * `quietLevel` is the log level used when LOG_LEVEL isn't set (the CLI keeps standard error quiet).
 */
export function boot(opts: { env?: NodeJS.ProcessEnv; quietLevel?: 'warn' | 'info'; human?: boolean | 'without-token' } = {}): BootResult {
  const env = opts.env ?? process.env;
  if (!opts.env) dotenv.config({ quiet: true });
  const loaded = loadConfig(env);
  if (!loaded.ok) return { ok: false, message: formatConfigErrors(loaded.errors) };
  const config = loaded.config;
  const level = env.LOG_LEVEL ? config.LOG_LEVEL : (opts.quietLevel ?? config.LOG_LEVEL);
  // People at a terminal get readable lines; the bot (and anything collecting logs) gets JSON.
  const human = opts.human === 'without-token' ? !config.DISCORD_TOKEN : (opts.human ?? false);
  const logger = createLogger({ level, secrets: [config.DISCORD_TOKEN], ...(human ? { destination: humanDestination() } : {}) });
  return { ok: true, booted: { config, logger, services: createServices(config, logger) } };
}
