/**
 * A command that only makes sense inside a Discord server (/settings): besides the usual context
 * it gets the server's id and the settings store. Its plain `execute` (console, CLI, or a server
 * without a store) answers politely that it only works on a server.
 */
import type { CommandContext, CommandModule, CommandOutcome } from '../core/context.ts';
import type { SettingsStore } from './types.ts';

export interface GuildCommandContext extends CommandContext {
  readonly guildId: string;
  readonly settings: SettingsStore;
}

export interface GuildCommandModule extends CommandModule {
  readonly guildOnly: true;
  executeInGuild(ctx: GuildCommandContext): Promise<CommandOutcome>;
}

export function isGuildCommand(c: CommandModule): c is GuildCommandModule {
  return (c as Partial<GuildCommandModule>).guildOnly === true && typeof (c as Partial<GuildCommandModule>).executeInGuild === 'function';
}
