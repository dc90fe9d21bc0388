/** /search <words>: ranked full-text search over the rules and the glossary. */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/app/command.ts';
import { validateText } from '../src/app/input.ts';
import { failure, success, withRules } from '../src/app/outcome.ts';
import { renderSearch, ruleLabel } from '../src/render/rules.ts';
import { searchRules } from '../src/rules/search-query.ts';
import { t } from '../src/render/i18n.ts';
import { neutraliseMentions, quoteInput } from '../src/render/safe.ts';

const MAX = 200;
const RESULTS = 10;

export const search: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('search')
    .setNameLocalizations({ ja: '検索' })
    .setDescription('Search the Comprehensive Rules and glossary by words or a rule number')
    .setDescriptionLocalizations({ ja: '総合ルールと用語集を言葉やルール番号で検索します' })
    .addStringOption((o) =>
      o
        .setName('words')
        .setNameLocalizations({ ja: '言葉' })
        .setDescription('Words to look for; "quotes" for an exact phrase')
        .setDescriptionLocalizations({ ja: '探す言葉（"引用符"で囲むと完全一致）' })
        .setRequired(true)
        .setMaxLength(MAX)
        .setAutocomplete(true),
    ),
  positional: 'words',
  queryOption: 'words',

  async execute(ctx) {
    const { lang } = ctx;
    const input = validateText(ctx.options.words, { what: 'what.search_words', example: { en: '/search trample deathtouch', ja: '/search トランプル 接死' }, max: MAX, needsText: true }, lang);
    if (!input.ok) return failure(input.error, lang);
    const query = input.value;
    return withRules(ctx, (k) => {
      // Japanese words for keywords and terms are looked up in English too (the CR is English).
      const { hits, expansions } = searchRules(k, query, RESULTS);
      if (hits.length === 0) {
        return failure({ code: 'no_results', message: t(lang, 'search.none', { query: quoteInput(query) }) }, lang);
      }
      const reply = renderSearch(k, quoteInput(query, 100), hits, lang, ctx.services.config.CR_LINK_BASE, expansions);
      return success(reply, {
        query: neutraliseMentions(query),
        ...(expansions.length > 0 ? { expansions } : {}),
        results: hits.map((h) => ({ number: h.number === '' ? null : h.number, text: h.text, kind: h.kind, ...(h.term ? { term: h.term } : {}), ...(h.title ? { title: h.title } : {}), score: h.score })),
      });
    });
  },

  async autocomplete(ctx) {
    const k = await ctx.services.rules();
    if (!k.ok) return [];
    const typed = ctx.focused.value.slice(0, MAX);
    if (/^\s*\d/.test(typed)) {
      return k.value.corpus.complete(typed).map((n) => ({ name: ruleLabel(n, 90).slice(0, 100), value: n.number }));
    }
    const terms = k.value.terms.complete(typed, ctx.lang, 15);
    const titled = k.value.corpus.complete(typed, 25 - terms.length).map((n) => ({ name: ruleLabel(n, 90).slice(0, 100), value: n.title ?? n.number }));
    const seen = new Set<string>();
    return [...terms, ...titled].filter((c) => (seen.has(c.value.toLowerCase()) ? false : (seen.add(c.value.toLowerCase()), true))).slice(0, 25);
  },
};
