/**
 * coverage [card]: how much of the loaded card catalog the engine can represent today (fully,
 * partly, not modelled) and the most common unmodelled text; with a card name, that card's gaps.
 * Mainly a CLI/console command (`npm run --silent cli -- coverage --json`).
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/core/context.ts';
import { validateText } from '../src/core/input.ts';
import { failure, success } from '../src/core/outcome.ts';
import { quoteInput } from '../src/render/safe.ts';
import { classifyCard, coverageReport } from '../src/cards/coverage.ts';
import type { CoverageReport } from '../src/cards/coverage.ts';
import type { LocalCatalog } from '../src/cards/catalog.ts';
import { ct, suggestionTexts } from '../src/cards/render.ts';
import { coverageData, renderCardCoverage, renderCoverage } from '../src/cards/render-coverage.ts';
import { withCards } from './card.ts';

const MAX = 200;

/** The whole-catalog report is computed once per loaded catalog. */
const reports = new WeakMap<LocalCatalog, CoverageReport>();

export const coverage: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('coverage')
    .setNameLocalizations({ ja: '対応状況' })
    .setDescription('How much of the card catalog the rules engine can model today (or one card)')
    .setDescriptionLocalizations({ ja: 'カードカタログのうちルールエンジンが今扱えるもの（またはカード1枚）' })
    .addStringOption((o) =>
      o
        .setName('card')
        .setNameLocalizations({ ja: 'カード名' })
        .setDescription('One card to check (leave empty for the whole catalog)')
        .setDescriptionLocalizations({ ja: '調べるカード（空ならカタログ全体）' })
        .setMaxLength(MAX),
    ),
  positional: 'card',

  async execute(ctx) {
    const { lang } = ctx;
    const given = typeof ctx.options.card === 'string' && ctx.options.card.trim() !== '';
    const input = given ? validateText(ctx.options.card, { what: 'what.card_query', example: { en: '/coverage Grizzly Bears', ja: '/coverage 灰色熊' }, max: MAX, needsText: true }, lang) : null;
    if (input && !input.ok) return failure(input.error, lang);
    return withCards(ctx, async (cards) => {
      const local = await cards.local();
      if (!local.ok) return failure({ code: 'cards_unavailable', message: ct(lang, 'card.unavailable', { reason: local.error }) }, lang);
      const catalog = local.value;
      if (input) {
        const r = catalog.resolve(input.value);
        if (r.kind !== 'found') {
          const code = r.kind === 'ambiguous' ? 'ambiguous_card' : 'unknown_card';
          const message = r.kind === 'ambiguous' ? ct(lang, 'card.ambiguous', { query: quoteInput(input.value) }) : `${ct(lang, 'card.unknown', { query: quoteInput(input.value) })} ${ct(lang, 'card.how_to')}`;
          return failure({ code, message, ...(r.suggestions.length > 0 ? { suggestions: suggestionTexts(r.suggestions, lang) } : {}) }, lang);
        }
        const c = classifyCard(r.card);
        return success(renderCardCoverage(r.card, c, lang), { card: r.card.name, status: c.status, missing: c.missing });
      }
      let report = reports.get(catalog);
      if (!report) {
        report = coverageReport(catalog.all());
        reports.set(catalog, report);
      }
      return success(renderCoverage(report, catalog.info, lang), coverageData(report, catalog.info));
    });
  },
};
