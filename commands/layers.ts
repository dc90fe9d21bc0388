/**
 * /layers object:<object> effects:<effects in order>: what an object's characteristics are after
 * a list of effects, worked out layer by layer (613) with timestamps in the order given. The
 * object is a description ("2/2 green creature flying") or a card name; the effects are
 * "+2/+2 until end of turn; becomes 0/1; +1/+1 counter; switch" and the like (see
 * src/questions/structured/layers.ts). The set-up becomes a Scenario and runs on the /scenario path.
 *
 * On the console and the CLI: `layers 2/2 creature effects: +2/+2; switch`.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/app/command.ts';
import { failure } from '../src/app/outcome.ts';
import { LAYERS_EFFECTS_MAX, LAYERS_OBJECT_MAX, parseLayers } from '../src/questions/structured/layers.ts';
import { completeStructured } from '../src/app/structured-complete.ts';
import { inlineOptions } from '../src/questions/structured/inline.ts';
import { runStructured } from '../src/app/structured.ts';

export const layers: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('layers')
    .setNameLocalizations({ ja: '種類別' })
    .setDescription("Apply effects to an object in order and see its characteristics worked out layer by layer")
    .setDescriptionLocalizations({ ja: 'オブジェクトに効果を順に適用し、種類別（レイヤー）ごとに特性を求めます' })
    .addStringOption((o) =>
      o
        .setName('object')
        .setNameLocalizations({ ja: 'オブジェクト' })
        .setDescription('The object: 2/2 green creature flying, or a card name (Grizzly Bears)')
        .setDescriptionLocalizations({ ja: 'オブジェクト：2/2 緑 クリーチャー 飛行、またはカード名（灰色熊）' })
        .setRequired(true)
        .setMaxLength(LAYERS_OBJECT_MAX)
        .setAutocomplete(true),
    )
    .addStringOption((o) =>
      o
        .setName('effects')
        .setNameLocalizations({ ja: '効果' })
        .setDescription('Effects in order, separated by ";": +2/+2 until end of turn; becomes 0/1; +1/+1 counter; switch')
        .setDescriptionLocalizations({ ja: '効果を順に「；」で区切って：+2/+2 ターン終了時まで；0/1になる；+1/+1カウンター；入れ替え' })
        .setMaxLength(LAYERS_EFFECTS_MAX)
        .setAutocomplete(true),
    ),
  positional: 'object',
  queryOption: 'object',

  async execute(ctx) {
    const { lang } = ctx;
    const options = inlineOptions(ctx.options, 'object', { object: ['オブジェクト'], effects: ['効果'] });
    const setup = parseLayers({ object: options.object, effects: options.effects }, lang);
    if (!setup.ok) return failure(setup.error, lang);
    const name = setup.value.object.name;
    const names = [
      ...(name === null ? [] : [{ name, option: 'object' as const }]),
      ...setup.value.effects.flatMap((e) => (e.attach === null ? [] : [{ name: e.attach, option: 'effects' as const }])),
    ];
    return runStructured(ctx, setup.value.scenario, 'title.layers', names);
  },

  async autocomplete(ctx) {
    return completeStructured(ctx, { cards: ctx.focused.name === 'object' });
  },
};
