/**
 * coverage [card]: how much of the loaded card catalog the engine can represent today (fully,
 * partly, not modelled) — overall, among the most-played cards (EDHREC rank: top 500 / 2,000 /
 * 10,000) and among the cards the question sets in QUESTIONS_DIR name — with the gaps that block
 * the most-played cards most often; with a card name, that card's gaps; with `--cards`, every
 * card's status. Mainly a CLI/console command (`npm run --silent cli -- coverage --json`).
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandModule } from '../src/app/command.ts';
import { validateText } from '../src/app/input.ts';
import { failure, success } from '../src/app/outcome.ts';
import { quoteInput } from '../src/render/safe.ts';
import { cardStatuses, classifyCard, coverageReport } from '../src/cards/coverage.ts';
import { readQuestionCards } from '../src/cards/question-cards.ts';
import { loadSubtypes } from '../src/workers/run.ts';
import type { CoverageReport } from '../src/cards/coverage.ts';
import type { LocalCatalog } from '../src/cards/catalog.ts';
import { ct, suggestionTexts } from '../src/cards/render.ts';
import { coverageData, renderCardCoverage, renderCoverage } from '../src/cards/render-coverage.ts';
import { withCards } from './card.ts';

const MAX = 200;
/** `coverage --cards`: every card's status instead of the summary. */
const LIST_FLAG = '--cards';

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
    const list = ctx.options.card === LIST_FLAG;
    const given = !list && typeof ctx.options.card === 'string' && ctx.options.card.trim() !== '';
    const input = given ? validateText(ctx.options.card, { what: 'what.card_query', example: { en: '/coverage Grizzly Bears', ja: '/coverage 灰色熊' }, max: MAX, needsText: true }, lang) : null;
    if (input && !input.ok) return failure(input.error, lang);
    await loadSubtypes(ctx); // the compiler reads the CR's subtype lists
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
      if (list) {
        const statuses = cardStatuses(catalog.all());
        const counts = { full: 0, partial: 0, none: 0 };
        for (const c of statuses) counts[c.status]++;
        const text = lang === 'ja' ? `${statuses.length}枚のカードの対応状況（完全 ${counts.full}・一部 ${counts.partial}・未対応 ${counts.none}）。一覧は --json で出力されます。` : `Status of ${statuses.length} cards (full ${counts.full}, partly ${counts.partial}, none ${counts.none}); --json lists each card.`;
        return success({ tone: 'info', pages: [{ title: lang === 'ja' ? 'カードごとの対応状況' : 'Coverage of each card', description: text }] }, { counts, cards: statuses });
      }
      let report = reports.get(catalog);
      if (!report) {
        const questions = await readQuestionCards(ctx.services.config.QUESTIONS_DIR);
        if (!questions.ok) return failure({ code: 'bad_config', message: lang === 'ja' ? `質問集を読めませんでした（QUESTIONS_DIR）：${questions.error}` : `The question sets in QUESTIONS_DIR could not be read: ${questions.error}. Fix the file or point QUESTIONS_DIR elsewhere.` }, lang);
        report = coverageReport(catalog.all(), questions.value.files.length > 0 ? { questionNames: questions.value.names } : {});
        reports.set(catalog, report);
      }
      return success(renderCoverage(report, catalog.info, lang), coverageData(report, catalog.info));
    });
  },
};
