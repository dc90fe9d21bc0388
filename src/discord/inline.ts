/**
 * Inline lookups in messages: `[[card name]]` and `((702.19b))` anywhere in a message (outside
 * code) are answered with the card or rule, like /card and /rule. They are opt-in per server
 * (/settings inline_lookups), need INLINE_LOOKUPS in the config (which makes the client ask for
 * the Message Content intent), never answer bots or webhooks, look up at most a few per message
 * (saying so when there were more) and never ping anyone.
 */
import type { APIEmbed } from 'discord.js';
import { commands } from '../../commands/index.ts';
import type { CommandModule, CommandOutcome } from '../app/command.ts';
import { pickLang } from '../core/lang.ts';
import type { Lang } from '../core/lang.ts';
import type { Services } from '../services.ts';
import { embedSize, fitReply, fittedPageToMessage, DISCORD_LIMITS } from './embeds.ts';
import { TRANSPORT_MESSAGES } from './messages.ts';
import type { Router } from './router.ts';
import { safeError } from './safe-error.ts';

/** Lookups answered per message; more would flood the channel. */
export const INLINE_MAX = 3;
/** Discord allows 10 embeds per message. */
const EMBEDS_PER_MESSAGE = 10;

export interface Lookup {
  kind: 'card' | 'rule';
  query: string;
}

export interface MessageLike {
  readonly id: string;
  readonly content: string;
  readonly author: { readonly id: string; readonly bot: boolean };
  readonly webhookId: string | null;
  readonly guildId: string | null;
  readonly guild?: { readonly preferredLocale?: string } | null;
  reply(options: InlineReply): Promise<unknown>;
}

export interface InlineReply {
  content?: string;
  embeds: APIEmbed[];
  allowedMentions: { parse: []; repliedUser: false };
}

/** The lookups in a message, in order, without repeats; code spans and blocks are skipped. */
export function findLookups(content: string): Lookup[] {
  const text = content.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  const found: { at: number; lookup: Lookup }[] = [];
  for (const m of text.matchAll(/\[\[([^[\]\n]{1,200})\]\]/g)) {
    const q = (m[1] ?? '').trim();
    if (q !== '') found.push({ at: m.index, lookup: { kind: 'card', query: q } });
  }
  for (const m of text.matchAll(/\(\(\s*(\d{1,3}(?:\.\d{1,3}[a-z]?)?)\s*\)\)/gi)) {
    found.push({ at: m.index, lookup: { kind: 'rule', query: (m[1] ?? '').toLowerCase() } });
  }
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const out: Lookup[] = [];
  for (const { lookup } of found) {
    const key = `${lookup.kind}:${lookup.query.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(lookup);
  }
  return out;
}

export interface InlineHandler {
  handle(message: MessageLike): Promise<void>;
}

export function createInlineHandler(services: Services, router: Router, registry: readonly CommandModule[] = commands): InlineHandler {
  const logger = services.logger;
  const find = (name: string) => registry.find((c) => c.data.name === name);

  async function lookUp(l: Lookup, lang: Lang): Promise<{ outcome: CommandOutcome; command: string } | null> {
    const command = find(l.kind);
    if (!command) return null;
    const options = l.kind === 'card' ? { name: l.query } : { number: l.query };
    return { outcome: await command.execute({ lang, options, services, transport: 'discord' }), command: command.data.name };
  }

  return {
    async handle(message) {
      if (message.author.bot || message.webhookId !== null || !message.guildId) return;
      const lookups = findLookups(message.content);
      if (lookups.length === 0) return;
      try {
        const server = router.guildSettings(message.guildId);
        if (!server.inlineLookups) return;
        const lang: Lang =
          server.language !== 'auto' ? server.language : pickLang({ locale: message.guild?.preferredLocale, query: message.content });
        // Over the limit, stay quiet: a public "please wait" would be noise in the channel.
        if (router.rateLimit(message.author.id, message.guildId, lang)) {
          logger.debug({ messageId: message.id }, 'inline lookup rate-limited');
          return;
        }
        const m = TRANSPORT_MESSAGES[lang];
        const shown = lookups.slice(0, INLINE_MAX);
        const notes: string[] = [];
        if (lookups.length > shown.length) notes.push(m.inlineMore(shown.length, lookups.length));
        const embeds: APIEmbed[] = [];
        for (const l of shown) {
          const r = await lookUp(l, lang);
          if (!r) continue;
          const fitted = fitReply(r.outcome.reply);
          const embed = fittedPageToMessage(fitted, 0, { lang }).embeds[0];
          if (embed) embeds.push(embed);
          // Only the first page fits in a message: say where the rest is.
          if (fitted.pages.length > 1) notes.push(`${embed?.title ?? l.query}: ${m.inlineContinued(r.command)}`);
        }
        await sendEmbeds(message, embeds, notes.join('\n'));
      } catch (e) {
        logger.error({ messageId: message.id, err: safeError(e) }, 'inline lookup failed');
      }
    },
  };
}

/** Replies with the embeds, as few messages as Discord's 6000-characters-per-message total allows. */
async function sendEmbeds(message: MessageLike, embeds: APIEmbed[], note: string): Promise<void> {
  const groups: APIEmbed[][] = [];
  let current: APIEmbed[] = [];
  let size = 0;
  for (const e of embeds) {
    const n = embedSize(e);
    if (current.length > 0 && (size + n > DISCORD_LIMITS.total || current.length >= EMBEDS_PER_MESSAGE)) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(e);
    size += n;
  }
  if (current.length > 0) groups.push(current);
  for (const [i, group] of groups.entries()) {
    const payload: InlineReply = { embeds: group, allowedMentions: { parse: [], repliedUser: false } };
    if (i === 0 && note !== '') payload.content = note; // at most a few short lines, far below 2000
    await message.reply(payload);
  }
}
