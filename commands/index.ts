/**
 * The static command registry: the Discord client, deploy-commands, the console mode and the CLI
 * all find commands here, so every transport runs the same handlers.
 */
import type { CommandModule } from '../src/app/command.ts';
import { rule } from './rule.ts';
import { search } from './search.ts';
import { define } from './define.ts';
import { scenario } from './scenario.ts';
import { card } from './card.ts';
import { coverage } from './coverage.ts';
import { combat } from './combat.ts';
import { layers } from './layers.ts';
import { ask } from './ask.ts';
import { settings } from './settings.ts';
import { withCommonOptions } from '../src/discord/common-options.ts';

// withCommonOptions adds the `ephemeral` option to every answering command (src/discord/common-options.ts).
export const commands: readonly CommandModule[] = withCommonOptions([rule, search, define, scenario, card, coverage, settings, combat, layers, ask]);

/** A command by its name, or by its Japanese name as Discord shows it there (「/用語 接死」 works in the console too). */
export function findCommand(name: string): CommandModule | undefined {
  const n = name.toLowerCase();
  return commands.find((c) => c.data.name === n || c.data.name_localizations?.ja === name);
}
