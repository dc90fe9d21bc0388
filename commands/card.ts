/** /card <name>: a card by its English or Japanese name (exact, prefix or fuzzy), with "did you mean". */
import { SlashCommandBuilder } from '@discordjs/builders';
import type { CommandContext, CommandModule, CommandOutcome } from '../src/app/command.ts';
import { validateText } from '../src/app/input.ts';
import { failure, success } from '../src/app/outcome.ts';
import { quoteInput } from '../src/render/safe.ts';
import { cardChoiceLabel, cardData, ct, renderCard, suggestionTexts } from '../src/cards/render.ts';
import type { CardService } from '../src/cards/service.ts';

/** Room for the longest card name (141 characters) with 《》 and a "/English" part. */
const MAX = 200;

/** Runs `fn` with the card catalog, or answers politely that it is unavailable. */
export async function withCards(ctx: CommandContext, fn: (cards: CardService) => Promise<CommandOutcome>): Promise<CommandOutcome> {
  const loaded = ctx.services.cards ? await ctx.services.cards() : { ok: false as const, error: 'this transport has no card catalog' };
  if (!loaded.ok) return failure({ code: 'cards_unavailable', message: ct(ctx.lang, 'card.unavailable', { reason: loaded.error }) }, ctx.lang);
  return fn(loaded.value);
}

export const card: CommandModule = {
  data: new SlashCommandBuilder()
    .setName('card')
    .setNameLocalizations({ ja: 'カード' })
    .setDescription('Show a card: cost, type, rules text, P/T, image and rulings (English or Japanese name)')
    .setDescriptionLocalizations({ ja: 'カードを表示します：コスト、タイプ、ルール文章、P/T、画像、裁定（英語名でも日本語名でも）' })
    .addStringOption((o) =>
      o
        .setName('name')
        .setNameLocalizations({ ja: 'カード名' })
        .setDescription('The card name, in English or Japanese (e.g. Grizzly Bears, 灰色熊)')
        .setDescriptionLocalizations({ ja: '英語か日本語のカード名（例：灰色熊、Grizzly Bears）' })
        .setRequired(true)
        .setMaxLength(MAX)
        .setAutocomplete(true),
    ),
  positional: 'name',
  queryOption: 'name',

  async execute(ctx) {
    const { lang } = ctx;
    const input = validateText(ctx.options.name, { what: 'what.card_name', example: { en: '/card Grizzly Bears', ja: '/card 灰色熊' }, max: MAX, needsText: true }, lang);
    if (!input.ok) return failure(input.error, lang);
    const query = input.value;
    return withCards(ctx, async (cards) => {
      const r = await cards.resolve(query);
      switch (r.kind) {
        case 'found':
          return success(renderCard(r.card, r.match, query, lang), cardData(r.card, r.match));
        case 'ambiguous':
          return failure(
            { code: 'ambiguous_card', message: `${ct(lang, 'card.ambiguous', { query: quoteInput(query) })}`, suggestions: suggestionTexts(r.suggestions, lang) },
            lang,
          );
        case 'none':
          if (r.unavailable) return failure({ code: 'cards_unavailable', message: ct(lang, 'card.unavailable', { reason: r.unavailable }) }, lang);
          return failure(
            {
              code: 'unknown_card',
              message: `${ct(lang, 'card.unknown', { query: quoteInput(query) })} ${ct(lang, 'card.how_to')}`,
              ...(r.suggestions.length > 0 ? { suggestions: suggestionTexts(r.suggestions, lang) } : {}),
            },
            lang,
          );
      }
    });
  },

  async autocomplete(ctx) {
    if (!ctx.services.cards) return [];
    const loaded = await ctx.services.cards();
    if (!loaded.ok) return [];
    const typed = ctx.focused.value.slice(0, MAX);
    const found = await loaded.value.complete(typed, 25);
    return found.slice(0, 25).map((s) => {
      const label = cardChoiceLabel(s, ctx.lang);
      return { name: label.length > 100 ? `${label.slice(0, 99)}…` : label, value: s.name.slice(0, 100) };
    });
  },
};
