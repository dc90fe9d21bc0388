/**
 * /scenario <json>: runs a Scenario (the CLI contract, src/app/contract.ts: `scenario <file.json>`, `-` for
 * standard input) in the rules engine and answers with a restatement of the set-up, the short
 * answer, and every step of the trace with the rules that make it happen.
 *
 * On Discord the option is the JSON itself. On the console and the CLI it may also be a file path,
 * or "-" for standard input (CLI only: the console reads its commands from standard input).
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/app/command.ts';
import { SCENARIO_DISCORD_MAX, runScenario } from '../src/app/scenario.ts';

export const scenario: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('scenario')
    .setNameLocalizations({ ja: 'シナリオ' })
    .setDescription('Run a board set-up (Scenario JSON) in the rules engine; every step cites its rules')
    .setDescriptionLocalizations({ ja: '盤面（シナリオのJSON）をルールエンジンで処理し、各手順をルール番号付きで説明します' })
    .addStringOption((o) =>
      o
        .setName('json')
        .setNameLocalizations({ ja: 'json' })
        .setDescription('The Scenario as JSON: players, objects, effects, actions')
        .setDescriptionLocalizations({ ja: 'シナリオのJSON（players、objects、effects、actions）' })
        .setRequired(true)
        .setMaxLength(SCENARIO_DISCORD_MAX),
    ),
  positional: 'json',
  runsEngine: true,
  queryOption: 'json',

  execute(ctx) {
    const raw = ctx.options.json;
    return runScenario(ctx, (typeof raw === 'string' ? raw : raw === undefined ? '' : String(raw)).trim());
  },
};
