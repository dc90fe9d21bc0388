/**
 * A command that only makes sense inside a Discord server (/settings): besides the usual context
 * it gets the server's id and the settings store. Its plain `execute` (console, CLI, or a server
 * without a store) answers politely that it only works on a server.
 */
import type { CommandContext, CommandModule, CommandOutcome } from '../app/command.ts';
import type { Reply } from '../core/reply.ts';
import type { SettingsStore } from './types.ts';

/** Who ran the command, as Discord told us in the interaction itself. */
export interface GuildMember {
  /** The member's user id (null if Discord sent none). */
  readonly id: string | null;
  /**
   * Whether the member has the Manage Server permission in this server. Discord's default member
   * permissions only hide the command; server admins can re-grant it to anyone (Integrations), so
   * the handler checks this too.
   */
  readonly canManageServer: boolean;
}

export interface GuildCommandContext extends CommandContext {
  readonly guildId: string;
  readonly settings: SettingsStore;
  readonly member: GuildMember;
}

/**
 * A guild command's outcome, with an optional public notice: a short message everyone in the
 * channel sees (the answer itself stays private), e.g. "@admin changed the reply language".
 */
export type GuildCommandOutcome = CommandOutcome & { readonly publicNotice?: Reply };

export interface GuildCommandModule extends CommandModule {
  readonly guildOnly: true;
  executeInGuild(ctx: GuildCommandContext): Promise<GuildCommandOutcome>;
}

export function isGuildCommand(c: CommandModule): c is GuildCommandModule {
  return (c as Partial<GuildCommandModule>).guildOnly === true && typeof (c as Partial<GuildCommandModule>).executeInGuild === 'function';
}
