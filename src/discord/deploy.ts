/**
 * `npm run deploy-commands`: registers the slash commands with Discord. With DISCORD_GUILD_ID the
 * commands go to that guild only (development: available at once); without it they are global
 * (production). DISCORD_API_BASE points the REST calls at another API (a local fake Discord).
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';
import { REST, Routes } from 'discord.js';
import { commands } from '../../commands/index.ts';
import type { CommandModule } from '../app/command.ts';
import { formatConfigErrors, loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { createLogger } from '../logger.ts';
import type { Logger } from '../logger.ts';

/** The one REST call deploying needs (discord.js's REST has it). */
export interface RestLike {
  put(route: `/${string}`, options: { body: unknown }): Promise<unknown>;
}

export interface DeployReport {
  scope: 'guild' | 'global';
  guildId?: string;
  applicationId: string;
  route: string;
  commands: string[];
}

export interface DeployError {
  /** `config`: a required variable is missing (exit 2); `api`: Discord refused or was unreachable (exit 1). */
  kind: 'config' | 'api';
  message: string;
}

export type DeployResult = { ok: true; report: DeployReport } | { ok: false; error: DeployError };

/**
 * PUTs every command's JSON to the guild's or the application's command list (which replaces the
 * list: removed commands disappear). Uses `rest` when given, otherwise a discord.js REST client
 * with the token and DISCORD_API_BASE.
 */
export async function deployCommands(
  config: Config,
  logger: Logger,
  rest?: RestLike,
  registry: readonly CommandModule[] = commands,
): Promise<DeployResult> {
  const token = config.DISCORD_TOKEN;
  const applicationId = config.DISCORD_APPLICATION_ID;
  if (!token) {
    return configError('DISCORD_TOKEN is not set: deploying commands needs the bot token (Bot page of your Discord application).');
  }
  if (!applicationId) {
    return configError('DISCORD_APPLICATION_ID is not set: deploying commands needs the application id (General Information page of your Discord application).');
  }
  const guildId = config.DISCORD_GUILD_ID;
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  const body = registry.map((c) => c.data.toJSON());
  const names = body.map((c) => c.name);

  const client: RestLike =
    rest ?? new REST({ version: '10', ...(config.DISCORD_API_BASE ? { api: config.DISCORD_API_BASE } : {}) }).setToken(token);
  logger.info({ scope: guildId ? 'guild' : 'global', guildId, applicationId, commands: names, api: config.DISCORD_API_BASE ?? 'discord.com' }, 'deploying slash commands');
  try {
    await client.put(route, { body });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    logger.error({ route, err: { type: e instanceof Error ? e.name : typeof e, message } }, 'deploying slash commands failed');
    return { ok: false, error: { kind: 'api', message: `Discord refused the commands or could not be reached: ${message}` } };
  }
  const report: DeployReport = { scope: guildId ? 'guild' : 'global', applicationId, route, commands: names };
  if (guildId) report.guildId = guildId;
  return { ok: true, report };
}

function configError(message: string): DeployResult {
  return { ok: false, error: { kind: 'config', message } };
}

export function describeDeploy(report: DeployReport): string {
  const list = report.commands.map((n) => `/${n}`).join(', ');
  const where =
    report.scope === 'guild'
      ? `in guild ${report.guildId ?? '?'} (development: available immediately)`
      : 'globally (production: may take up to an hour to appear everywhere)';
  return `Registered ${report.commands.length} slash command${report.commands.length === 1 ? '' : 's'} (${list}) ${where} for application ${report.applicationId}.`;
}

async function main(): Promise<number> {
  dotenv.config({ quiet: true });
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    process.stderr.write(`${formatConfigErrors(loaded.errors)}\n`);
    return 2;
  }
  const config = loaded.config;
  const logger = createLogger({ level: process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn', secrets: [config.DISCORD_TOKEN] });
  const result = await deployCommands(config, logger);
  if (!result.ok) {
    process.stderr.write(`${result.error.message}\n`);
    return result.error.kind === 'config' ? 2 : 1;
  }
  process.stdout.write(`${describeDeploy(result.report)}\n`);
  return 0;
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  const self = fileURLToPath(import.meta.url);
  if (path.resolve(entry) === self) return true;
  try {
    return realpathSync(entry) === realpathSync(self); // run through a symlinked path
  } catch {
    return false;
  }
}

if (isMain()) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`deploy-commands failed: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}
