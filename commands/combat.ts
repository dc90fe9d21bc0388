/**
 * /combat attackers:<creatures> [blockers:<creatures>]: a combat set up precisely, without writing
 * JSON. Creatures are a power/toughness with keywords ("7/7 trample lifelink"), colors, damage
 * already marked ("3/3 damage 1"), a count ("3x 1/1"), or a card name ("Grizzly Bears",
 * 《灰色熊》); blockers say which attacker they block when there are several ("2/2 blocks 2").
 * The set-up becomes a Scenario and runs on the /scenario path (src/questions/structured).
 *
 * On the console and the CLI the options may also be written inline after the first one:
 * `combat 7/7 trample blockers: 2/2, 3/3 deathtouch`.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/app/command.ts';
import { failure } from '../src/app/outcome.ts';
import { COMBAT_OPTION_MAX, parseCombat } from '../src/questions/structured/combat.ts';
import { completeStructured } from '../src/app/structured-complete.ts';
import { inlineOptions } from '../src/questions/structured/inline.ts';
import { runStructured } from '../src/app/structured.ts';

export const combat: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('combat')
    .setNameLocalizations({ ja: '戦闘' })
    .setDescription('Set up a combat (attackers, blockers, keywords, damage) and see it resolved step by step')
    .setDescriptionLocalizations({ ja: '戦闘を設定し（攻撃・ブロック・キーワード・ダメージ）、ルール番号付きで解決します' })
    .addStringOption((o) =>
      o
        .setName('attackers')
        .setNameLocalizations({ ja: '攻撃' })
        .setDescription('Your attacking creatures, comma-separated: 7/7 trample lifelink, Grizzly Bears')
        .setDescriptionLocalizations({ ja: '攻撃するクリーチャー（読点区切り）：7/7 トランプル 絆魂、灰色熊' })
        .setRequired(true)
        .setMaxLength(COMBAT_OPTION_MAX)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('blockers')
        .setNameLocalizations({ ja: 'ブロック' })
        .setDescription('Blockers, comma-separated; say which attacker: 2/2 blocks 1, 3/3 deathtouch damage 1 blocks 2')
        .setDescriptionLocalizations({ ja: 'ブロックするクリーチャー（読点区切り、攻撃が複数なら番号で）：2/2 →1、3/3 接死 →2' })
        .setMaxLength(COMBAT_OPTION_MAX)
        .setAutocomplete(true),
    ),
  positional: 'attackers',
  queryOption: 'attackers',

  async execute(ctx) {
    const { lang } = ctx;
    const options = inlineOptions(ctx.options, 'attackers', { attackers: ['攻撃'], blockers: ['ブロック'] });
    const setup = parseCombat({ attackers: options.attackers, blockers: options.blockers }, lang);
    if (!setup.ok) return failure(setup.error, lang);
    const names = [
      ...setup.value.attackers.map((c) => ({ name: c.spec.name, option: 'attackers' as const })),
      ...setup.value.blockers.map((c) => ({ name: c.spec.name, option: 'blockers' as const })),
    ].filter((n): n is { name: string; option: 'attackers' | 'blockers' } => n.name !== null);
    return runStructured(ctx, setup.value.scenario, 'title.combat', names);
  },

  async autocomplete(ctx) {
    return completeStructured(ctx, { cards: true });
  },
};
