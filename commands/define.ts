/** /define <term>: our own explanation of a keyword or game term, with its rules. */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/app/command.ts';
import { validateText } from '../src/app/input.ts';
import { failure, success, withRules } from '../src/app/outcome.ts';
import { renderCrGlossary, renderTerm } from '../src/render/rules.ts';
import { t } from '../src/render/i18n.ts';
import { quoteInput } from '../src/render/safe.ts';

const MAX = 100;

export const define: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('define')
    .setNameLocalizations({ ja: '用語' })
    .setDescription('Explain a keyword or game term (trample, 接死, priority…)')
    .setDescriptionLocalizations({ ja: 'キーワードやゲーム用語を解説します（トランプル、deathtouch、優先権など）' })
    .addStringOption((o) =>
      o
        .setName('term')
        .setNameLocalizations({ ja: '用語' })
        .setDescription('A keyword or game term, in English or Japanese')
        .setDescriptionLocalizations({ ja: 'キーワードまたはゲーム用語（日本語・英語）' })
        .setRequired(true)
        .setMaxLength(MAX)
        .setAutocomplete(true),
    ),
  positional: 'term',
  queryOption: 'term',

  async execute(ctx) {
    const { lang } = ctx;
    const input = validateText(ctx.options.term, { what: 'what.term', example: { en: '/define trample', ja: '/define トランプル' }, max: MAX, needsText: true }, lang);
    if (!input.ok) return failure(input.error, lang);
    const query = input.value;
    return withRules(ctx, (k) => {
      const match = k.terms.lookup(query);
      const linkBase = ctx.services.config.CR_LINK_BASE;
      if (!match) {
        const suggestions = k.terms.suggest(query);
        return failure(
          { code: 'unknown_term', message: `${t(lang, 'define.unknown', { query: quoteInput(query) })} ${t(lang, 'define.how_to')}`, suggestions },
          lang,
        );
      }
      const termName = match.kind === 'ours' ? match.term.entry.en : match.entry.term;
      const note =
        match.how === 'fuzzy'
          ? t(lang, 'define.fuzzy', { term: termName, query: quoteInput(query) })
          : match.rest
            ? t(lang, 'define.param', { full: quoteInput(query), term: termName, rest: quoteInput(match.rest) })
            : null;
      const r = match.kind === 'ours' ? renderTerm(k, match.term, lang, linkBase, note) : renderCrGlossary(k, match.entry, lang, linkBase, note);
      const entry = match.kind === 'ours' ? match.term.entry : null;
      return success(r.reply, {
        term: r.term,
        lang,
        text: r.text,
        rules: r.rules,
        ...(entry ? { kind: entry.kind, ja: entry.ja, ...(entry.jaUnofficial ? { jaUnofficial: entry.jaUnofficial } : {}) } : { kind: 'cr-glossary' }),
        match: match.how,
        ...(match.rest ? { parameter: match.rest } : {}),
      });
    });
  },

  async autocomplete(ctx) {
    const k = await ctx.services.rules();
    if (!k.ok) return [];
    return k.value.terms.complete(ctx.focused.value.slice(0, MAX), ctx.lang, 25);
  },
};
