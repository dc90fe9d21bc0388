/**
 * Options every answering command has, added in one place (commands/index.ts calls this) so no
 * command can forget them: `ephemeral` — show the answer only to the person asking. The router
 * reads it (src/discord/router.ts) and never passes it on to the handler; the console and CLI
 * ignore it. Server-only commands such as /settings are always private and don't get it.
 */
import type { CommandModule } from '../app/command.ts';

export const EPHEMERAL_OPTION_NAME = 'ephemeral';

function hasOption(command: CommandModule, name: string): boolean {
  return command.data.options.some((o) => o.toJSON().name === name);
}

/** Adds the common options to each command that lacks them (idempotent); returns the same list. */
export function withCommonOptions<T extends readonly CommandModule[]>(list: T): T {
  for (const command of list) {
    if ((command as { guildOnly?: boolean }).guildOnly === true) continue;
    if (hasOption(command, EPHEMERAL_OPTION_NAME)) continue;
    // Discord allows 25 options; a command already at the limit keeps its own (the test on localisations would show it).
    if (command.data.options.length >= 25) continue;
    command.data.addBooleanOption((o) =>
      o
        .setName(EPHEMERAL_OPTION_NAME)
        .setNameLocalizations({ ja: '自分だけに表示' })
        .setDescription('Show the answer only to you (default: the server’s setting)')
        .setDescriptionLocalizations({ ja: '回答を自分だけに表示します（省略時はサーバーの設定に従います）' }),
    );
  }
  return list;
}
