/**
 * /settings: per-server settings, for members with the Manage Server permission (Discord enforces
 * default_member_permissions; server admins can change who may use it in Integrations):
 * the reply language, public or ephemeral replies, and inline lookups ([[card]], ((rule))).
 * Without options it shows the current settings. Only on a server: the console and the CLI
 * answer that it needs Discord.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { Lang } from '../src/core/lang.ts';
import { failure, success } from '../src/core/outcome.ts';
import type { GuildCommandModule } from '../src/settings/guild-command.ts';
import { LANGUAGE_SETTINGS, REPLIES_SETTINGS } from '../src/settings/types.ts';
import type { GuildSettings, LanguageSetting, RepliesSetting } from '../src/settings/types.ts';

const TEXT = {
  en: {
    title: 'Server settings',
    changed: 'Saved. The settings for this server are now:',
    current: 'The settings for this server:',
    language: 'Reply language',
    languageValue: { auto: "each person's Discord language", en: 'English', ja: 'Japanese' } as Record<LanguageSetting, string>,
    replies: 'Answers are',
    repliesValue: { public: 'public (everyone in the channel sees them)', ephemeral: 'ephemeral (only the person asking sees them)' } as Record<RepliesSetting, string>,
    inline: 'Inline lookups ([[card name]], ((702.19b)))',
    on: 'on',
    off: 'off',
    inlineNeedsIntent:
      "Note: the bot's operator has not enabled inline lookups (INLINE_LOOKUPS and the Message Content intent), so messages won't be answered until they do.",
    how: 'Change them with `/settings language:… replies:… inline_lookups:…`. Anyone can still ask for a private answer with `ephemeral:true`.',
    discordOnly: '/settings changes a Discord server\'s settings, so it only works on a Discord server.',
  },
  ja: {
    title: 'サーバー設定',
    changed: '保存しました。このサーバーの設定は次のとおりです：',
    current: 'このサーバーの設定：',
    language: '返信の言語',
    languageValue: { auto: '各自のDiscordの言語', en: '英語', ja: '日本語' } as Record<LanguageSetting, string>,
    replies: '回答の表示',
    repliesValue: { public: '公開（チャンネルの全員に表示）', ephemeral: '自分だけ（質問した人にだけ表示）' } as Record<RepliesSetting, string>,
    inline: 'インライン検索（[[カード名]]、((702.19b))）',
    on: 'オン',
    off: 'オフ',
    inlineNeedsIntent:
      '注意：ボットの運営者がインライン検索（INLINE_LOOKUPS と Message Content インテント）を有効にしていないため、有効になるまでメッセージには返信しません。',
    how: '`/設定 言語:… 回答の表示:… インライン検索:…` で変更できます。各自が `自分だけに表示:True` で自分だけの回答を求めることもできます。',
    discordOnly: '/settings はDiscordサーバーの設定を変更するコマンドなので、Discordサーバー内でのみ使えます。',
  },
} as const;

function describe(s: GuildSettings, lang: Lang, changed: boolean, inlineAvailable: boolean): string {
  const t = TEXT[lang];
  const lines = [
    changed ? t.changed : t.current,
    `• ${t.language}: **${t.languageValue[s.language]}**`,
    `• ${t.replies}: **${t.repliesValue[s.replies]}**`,
    `• ${t.inline}: **${s.inlineLookups ? t.on : t.off}**`,
  ];
  if (s.inlineLookups && !inlineAvailable) lines.push('', t.inlineNeedsIntent);
  lines.push('', t.how);
  return lines.join('\n');
}

const isLanguage = (v: unknown): v is LanguageSetting => typeof v === 'string' && (LANGUAGE_SETTINGS as readonly string[]).includes(v);
const isReplies = (v: unknown): v is RepliesSetting => typeof v === 'string' && (REPLIES_SETTINGS as readonly string[]).includes(v);

export const settings: GuildCommandModule = {
  guildOnly: true,
  data: new SlashCommandBuilder()
    .setName('settings')
    .setNameLocalizations({ ja: '設定' })
    .setDescription("Show or change this server's settings: language, public or private answers, inline lookups")
    .setDescriptionLocalizations({ ja: 'このサーバーの設定を表示・変更します：言語、回答の公開／非公開、インライン検索' })
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName('language')
        .setNameLocalizations({ ja: '言語' })
        .setDescription('The language of answers in this server')
        .setDescriptionLocalizations({ ja: 'このサーバーでの回答の言語' })
        .addChoices(
          { name: "Each person's Discord language", name_localizations: { ja: '各自のDiscordの言語' }, value: 'auto' },
          { name: 'English', name_localizations: { ja: '英語' }, value: 'en' },
          { name: 'Japanese', name_localizations: { ja: '日本語' }, value: 'ja' },
        ),
    )
    .addStringOption((o) =>
      o
        .setName('replies')
        .setNameLocalizations({ ja: '回答の表示' })
        .setDescription('Whether answers are public or only shown to the person asking')
        .setDescriptionLocalizations({ ja: '回答を公開するか、質問した人にだけ表示するか' })
        .addChoices(
          { name: 'Public', name_localizations: { ja: '公開' }, value: 'public' },
          { name: 'Only the person asking', name_localizations: { ja: '質問した人だけ' }, value: 'ephemeral' },
        ),
    )
    .addBooleanOption((o) =>
      o
        .setName('inline_lookups')
        .setNameLocalizations({ ja: 'インライン検索' })
        .setDescription('Answer [[card name]] and ((rule number)) in messages')
        .setDescriptionLocalizations({ ja: 'メッセージ内の [[カード名]] と ((ルール番号)) に答えます' }),
    ),
  positional: 'language',

  async execute(ctx) {
    return failure({ code: 'bad_input', message: TEXT[ctx.lang].discordOnly }, ctx.lang);
  },

  async executeInGuild(ctx) {
    const { lang, options } = ctx;
    const patch: Partial<GuildSettings> = {};
    if (isLanguage(options.language)) patch.language = options.language;
    if (isReplies(options.replies)) patch.replies = options.replies;
    if (typeof options.inline_lookups === 'boolean') patch.inlineLookups = options.inline_lookups;
    const changed = Object.keys(patch).length > 0;
    const next = changed ? ctx.settings.update(ctx.guildId, patch) : ctx.settings.get(ctx.guildId);
    // A new language applies to this very answer, so the admin sees it take effect.
    const shownIn: Lang = next.language === 'auto' ? lang : next.language;
    const inlineAvailable = ctx.services.config.INLINE_LOOKUPS;
    return success(
      { tone: 'info', pages: [{ title: TEXT[shownIn].title, description: describe(next, shownIn, changed, inlineAvailable) }] },
      { guildId: ctx.guildId, settings: next, changed },
    );
  },
};
