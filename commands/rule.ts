/** /rule <number>: a Comprehensive Rules rule with its subrules, examples on request. */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/app/command.ts';
import { validateText } from '../src/app/input.ts';
import { failure, success, withRules } from '../src/app/outcome.ts';
import { parseRuleNumber } from '../src/rules/corpus.ts';
import { renderRule, renderUnknownRule, ruleData, ruleLabel } from '../src/render/rules.ts';
import { t } from '../src/render/i18n.ts';
import { quoteInput } from '../src/render/safe.ts';

const MAX = 40;

export const rule: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('rule')
    .setNameLocalizations({ ja: 'ルール' })
    .setDescription('Show a Comprehensive Rules rule with its subrules (e.g. 702.19b)')
    .setDescriptionLocalizations({ ja: '総合ルールのルールを下位ルールと一緒に表示します（例：702.19b）' })
    .addStringOption((o) =>
      o
        .setName('number')
        .setNameLocalizations({ ja: '番号' })
        .setDescription('A rule number such as 702, 702.19 or 702.19b')
        .setDescriptionLocalizations({ ja: '702、702.19、702.19b のようなルール番号' })
        .setRequired(true)
        .setMaxLength(MAX)
        .setAutocomplete(true),
    )
    .addBooleanOption((o) =>
      o
        .setName('examples')
        .setNameLocalizations({ ja: '例' })
        .setDescription('Also show the rule\'s examples')
        .setDescriptionLocalizations({ ja: 'ルールの例も表示します' }),
    ),
  positional: 'number',
  queryOption: 'number',

  async execute(ctx) {
    const { lang } = ctx;
    const input = validateText(ctx.options.number, { what: 'what.rule_number', example: '/rule 702.19b', max: MAX }, lang);
    if (!input.ok) return failure(input.error, lang);
    const parsed = parseRuleNumber(input.value);
    if (!parsed.ok) {
      const key = parsed.reason === 'incomplete' ? 'rule.incomplete' : 'rule.not_a_number';
      return failure({ code: 'bad_rule_number', message: t(lang, key, { input: quoteInput(input.value) }) }, lang);
    }
    return withRules(ctx, (k) => {
      const node = k.corpus.get(parsed.number);
      const linkBase = ctx.services.config.CR_LINK_BASE;
      if (!node) {
        const unknown = renderUnknownRule(k, parsed.number, lang, linkBase);
        return failure({ code: 'unknown_rule', message: unknown.message, suggestions: unknown.suggestions }, lang, unknown.reply);
      }
      const reply = renderRule(k, node, { lang, examples: ctx.options.examples === true, linkBase });
      return success(reply, ruleData(k, node));
    });
  },

  async autocomplete(ctx) {
    const k = await ctx.services.rules();
    if (!k.ok) return [];
    return k.value.corpus.complete(ctx.focused.value.slice(0, MAX)).map((n) => {
      const label = ruleLabel(n, 90);
      return { name: label.slice(0, 100), value: n.number };
    });
  },
};
