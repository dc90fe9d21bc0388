/**
 * /settings: per-server settings: the reply language, public or ephemeral replies, and inline
 * lookups ([[card]], ((rule))). Without options it shows the current settings. Changing them needs
 * the Manage Server permission: Discord's default_member_permissions hides the command from others,
 * but server admins can re-grant it to anyone in Integrations, so the handler checks the member's
 * permission too. A change is saved, confirmed privately, and announced in the channel in one short
 * public line (what changed and who changed it). Only on a server: the console and the CLI answer
 * that it needs Discord.
 */
import { SlashCommandBuilder } from '@discordjs/builders';
import { InteractionContextType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { Lang } from '../src/core/lang.ts';
import { failure, success } from '../src/app/outcome.ts';
import type { Reply } from '../src/core/reply.ts';
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
    notAllowed:
      "Only members with the Manage Server permission can change this server's settings, so nothing was changed. You can still see them: use `/settings` without options.",
    noticeTitle: 'Server settings changed',
    notice: (who: string, what: string) => `${who} changed this server's settings: ${what}.`,
    someone: 'Someone',
    inlineShort: 'inline lookups',
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
    notAllowed: 'このサーバーの設定を変更できるのは「サーバー管理」権限を持つメンバーだけなので、何も変更していません。オプションなしの `/設定` で現在の設定は確認できます。',
    noticeTitle: 'サーバー設定の変更',
    notice: (who: string, what: string) => `${who} がこのサーバーの設定を変更しました：${what}。`,
    someone: '誰か',
    inlineShort: 'インライン検索',
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

/** "reply language: English → Japanese; inline lookups: off → on": only what actually changed. */
function changes(before: GuildSettings, after: GuildSettings, lang: Lang): string[] {
  const t = TEXT[lang];
  const out: string[] = [];
  const arrow = (a: string, b: string): string => `${a} → ${b}`;
  if (before.language !== after.language) out.push(`${t.language}: ${arrow(t.languageValue[before.language], t.languageValue[after.language])}`);
  if (before.replies !== after.replies) out.push(`${t.replies}: ${arrow(t.repliesValue[before.replies], t.repliesValue[after.replies])}`);
  if (before.inlineLookups !== after.inlineLookups) {
    out.push(`${t.inlineShort}: ${arrow(before.inlineLookups ? t.on : t.off, after.inlineLookups ? t.on : t.off)}`);
  }
  return out;
}

/** The public line announcing a change (a user mention shows the name and, with no allowed mentions, pings no one). */
function changeNotice(who: string | null, what: string[], lang: Lang): Reply {
  const t = TEXT[lang];
  const name = who !== null && /^\d{1,20}$/.test(who) ? `<@${who}>` : t.someone;
  return { tone: 'info', pages: [{ title: t.noticeTitle, description: t.notice(name, what.join(lang === 'ja' ? '、' : '; ')) }] };
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
    if (changed && !ctx.member.canManageServer) return failure({ code: 'bad_option', message: TEXT[lang].notAllowed }, lang);
    const before = ctx.settings.get(ctx.guildId);
    const next = changed ? ctx.settings.update(ctx.guildId, patch) : before;
    // A new language applies to this very answer, so the admin sees it take effect.
    const shownIn: Lang = next.language === 'auto' ? lang : next.language;
    const inlineAvailable = ctx.services.config.INLINE_LOOKUPS;
    const what = changes(before, next, shownIn);
    const outcome = success(
      { tone: 'info', pages: [{ title: TEXT[shownIn].title, description: describe(next, shownIn, changed, inlineAvailable) }] },
      { guildId: ctx.guildId, settings: next, changed },
    );
    return what.length > 0 ? { ...outcome, publicNotice: changeNotice(ctx.member.id, what, shownIn) } : outcome;
  },
};
