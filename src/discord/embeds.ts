/**
 * Replies as Discord messages: one embed per page, Prev/Next buttons when there are several pages,
 * and never a ping (empty allowed mentions on every message).
 *
 * Renderers already keep pages within Discord's embed limits, but this is the last place before
 * Discord rejects (or cuts) an embed, so it checks again: `fitReply` splits any page that is still
 * too big into more pages, moving text rather than cutting it.
 */
import { ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import type { APIActionRowComponent, APIButtonComponentWithCustomId, APIEmbed } from 'discord.js';
import type { Lang } from '../core/lang.ts';
import type { Reply, ReplyField, ReplyPage } from '../core/reply.ts';
import { TRANSPORT_MESSAGES } from './messages.ts';
import { splitText } from '../render/pages.ts';
export { splitText };

/** Discord's embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
export const DISCORD_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  total: 6000,
} as const;

/** Embed colours per reply tone. */
export const TONE_COLOURS = {
  info: 0x3498db, // a neutral blue
  error: 0xed4245, // Discord's red
} as const;

/**
 * Room kept free in the footer and in the embed total for the page label ("Page 12/34",
 * 「12/34ページ」) and its separator, which are only added once the number of pages is known.
 */
const PAGE_LABEL_RESERVE = 32;

/** A field name or value may not be empty: a zero-width space stands in for "nothing". */
const BLANK = '\u200b';

const ELLIPSIS = '…';

/** No one is ever pinged by anything the bot says. */
export interface NoMentions {
  parse: [];
}

export function noMentions(): NoMentions {
  return { parse: [] };
}

export type ButtonRow = APIActionRowComponent<APIButtonComponentWithCustomId>;

/** What `reply`, `followUp`, `editReply` and `update` are given (a subset of discord.js's options). */
export interface MessagePayload {
  embeds: APIEmbed[];
  components: ButtonRow[];
  allowedMentions: NoMentions;
  /** Present only for ephemeral replies (an edit or update cannot change this). */
  flags?: MessageFlags.Ephemeral;
}

export interface ReplyToMessageOptions {
  lang: Lang;
  ephemeral?: boolean;
  /** Identifies the stored pages for the Prev/Next buttons; without it, no buttons are drawn. */
  navId?: string;
  /** Also draw "All steps" / "Rule text" buttons (needs navId). */
  extras?: { steps: boolean; rules: boolean };
}

/** The custom id of a page button: `page:<navId>:<page index>`. */
export function pageButtonId(navId: string, page: number): string {
  return `page:${navId}:${page}`;
}

/** Parses a page button's custom id; null for any other custom id. */
export function parsePageButtonId(customId: string): { navId: string; page: number } | null {
  const m = /^page:([A-Za-z0-9_-]{1,64}):(\d{1,4})$/.exec(customId);
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  return { navId: m[1], page: Number(m[2]) };
}

/** The custom id of the "All steps" (`steps:<navId>`) or "Rule text" (`rules:<navId>`) button. */
export function extraButtonId(kind: 'steps' | 'rules', navId: string): string {
  return `${kind}:${navId}`;
}

export type ButtonAction = { kind: 'page'; navId: string; page: number } | { kind: 'steps' | 'rules'; navId: string };

/** Parses any of the answer buttons' custom ids; null for a custom id that isn't ours. */
export function parseButtonId(customId: string): ButtonAction | null {
  const page = parsePageButtonId(customId);
  if (page) return { kind: 'page', ...page };
  const m = /^(steps|rules):([A-Za-z0-9_-]{1,64})$/.exec(customId);
  if (!m || m[2] === undefined) return null;
  return { kind: m[1] === 'steps' ? 'steps' : 'rules', navId: m[2] };
}

export function pageLabel(lang: Lang, page: number, total: number): string {
  return TRANSPORT_MESSAGES[lang].page(page, total);
}

/**
 * One page of a reply as a Discord message payload. Page numbers are 0-based and clamped to the
 * reply's pages (after `fitReply`, which leaves an already fitting reply as it is).
 */
export function replyToMessage(reply: Reply, page: number, opts: ReplyToMessageOptions): MessagePayload {
  return fittedPageToMessage(fitReply(reply), page, opts);
}

/**
 * `replyToMessage` for a reply that `fitReply` has already produced (the router fits an answer
 * once, keeps it for the buttons and renders each Prev/Next press from it): no second fitting.
 * An unfitted reply is refused by the limit check below rather than cut by Discord.
 */
export function fittedPageToMessage(fitted: Reply, page: number, opts: ReplyToMessageOptions): MessagePayload {
  const total = fitted.pages.length;
  const index = Math.min(Math.max(0, Math.trunc(page)), total - 1);
  const source = fitted.pages[index];
  if (!source) throw new Error('a reply has no pages');

  const embed = pageToEmbed(source, fitted.tone);
  if (total > 1) {
    const label = pageLabel(opts.lang, index + 1, total);
    embed.footer = { text: source.footer ? `${source.footer} · ${label}` : label };
  }
  const problems = checkEmbed(embed);
  if (problems.length > 0) {
    // fitReply guarantees this cannot happen; refuse loudly rather than let Discord cut the text.
    throw new Error(`embed still over Discord's limits after fitting: ${problems.join('; ')}`);
  }

  const components: ButtonRow[] = [];
  const labels = TRANSPORT_MESSAGES[opts.lang];
  const buttons: APIButtonComponentWithCustomId[] = [];
  if (total > 1 && opts.navId !== undefined) {
    buttons.push(
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        custom_id: pageButtonId(opts.navId, Math.max(0, index - 1)),
        label: labels.prev,
        disabled: index === 0,
      },
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        custom_id: pageButtonId(opts.navId, Math.min(total - 1, index + 1)),
        label: labels.next,
        disabled: index === total - 1,
      },
    );
  }
  if (opts.navId !== undefined && opts.extras?.steps) {
    buttons.push({ type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: extraButtonId('steps', opts.navId), label: labels.allSteps });
  }
  if (opts.navId !== undefined && opts.extras?.rules) {
    buttons.push({ type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: extraButtonId('rules', opts.navId), label: labels.ruleText });
  }
  if (buttons.length > 0) components.push({ type: ComponentType.ActionRow, components: buttons });

  const payload: MessagePayload = { embeds: [embed], components, allowedMentions: noMentions() };
  if (opts.ephemeral === true) payload.flags = MessageFlags.Ephemeral;
  return payload;
}

function pageToEmbed(page: ReplyPage, tone: Reply['tone']): APIEmbed {
  const embed: APIEmbed = { color: TONE_COLOURS[tone] };
  if (page.title) embed.title = page.title;
  if (page.url) embed.url = page.url;
  if (page.description) embed.description = page.description;
  if (page.fields && page.fields.length > 0) {
    embed.fields = page.fields.map((f) => ({ name: f.name, value: f.value, ...(f.inline === undefined ? {} : { inline: f.inline }) }));
  }
  if (page.footer) embed.footer = { text: page.footer };
  if (page.image) embed.image = { url: page.image };
  return embed;
}

/** The characters Discord counts towards the 6000 total of one embed. */
export function embedSize(embed: APIEmbed): number {
  let n = (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + (embed.footer?.text.length ?? 0) + (embed.author?.name.length ?? 0);
  for (const f of embed.fields ?? []) n += f.name.length + f.value.length;
  return n;
}

/**
 * Every way an embed breaks Discord's limits, as readable sentences; empty when it is fine.
 * Lengths are counted in UTF-16 code units, which is never less than what Discord counts.
 */
export function checkEmbed(embed: APIEmbed): string[] {
  const L = DISCORD_LIMITS;
  const problems: string[] = [];
  if (embed.title !== undefined && embed.title.length > L.title) problems.push(`title is ${embed.title.length} characters (max ${L.title})`);
  if (embed.description !== undefined && embed.description.length > L.description) {
    problems.push(`description is ${embed.description.length} characters (max ${L.description})`);
  }
  const fields = embed.fields ?? [];
  if (fields.length > L.fields) problems.push(`${fields.length} fields (max ${L.fields})`);
  fields.forEach((f, i) => {
    if (f.name.length === 0) problems.push(`field ${i + 1} has an empty name`);
    if (f.name.length > L.fieldName) problems.push(`field ${i + 1} name is ${f.name.length} characters (max ${L.fieldName})`);
    if (f.value.length === 0) problems.push(`field ${i + 1} has an empty value`);
    if (f.value.length > L.fieldValue) problems.push(`field ${i + 1} value is ${f.value.length} characters (max ${L.fieldValue})`);
  });
  if (embed.footer && embed.footer.text.length > L.footer) problems.push(`footer is ${embed.footer.text.length} characters (max ${L.footer})`);
  const size = embedSize(embed);
  if (size > L.total) problems.push(`embed is ${size} characters in all (max ${L.total})`);
  if (!embed.title && !embed.description && fields.length === 0 && !embed.footer) problems.push('embed is empty');
  return problems;
}

/**
 * A reply whose every page fits Discord's limits with room for the page label. Nothing is cut:
 * a long description is split at line boundaries (then at spaces, then anywhere) over several
 * pages with the same title; fields that don't fit go to further pages; a field value over 1024
 * characters becomes several fields ("Name", "Name (2)", …); an over-long title or footer is moved,
 * whole, into the description (the title is then shown shortened). A reply that already fits is
 * returned unchanged, so fitting twice gives the same pages.
 */
export function fitReply(reply: Reply): Reply {
  const pages = reply.pages.flatMap(fitPage);
  if (pages.length === 0) pages.push({ title: '', description: BLANK });
  return { tone: reply.tone, pages };
}

function fitPage(page: ReplyPage): ReplyPage[] {
  const L = DISCORD_LIMITS;
  let title = page.title;
  let description = page.description;
  let footer = page.footer;

  if (title.length > L.title) {
    description = description ? `${title}\n\n${description}` : title;
    title = shorten(title, L.title);
  }
  if (footer !== undefined && footer.length > L.footer - PAGE_LABEL_RESERVE) {
    description = description ? `${description}\n\n${footer}` : footer;
    footer = undefined;
  }
  const fields = (page.fields ?? []).flatMap(fitField);

  const frameSize = title.length + (footer?.length ?? 0) + PAGE_LABEL_RESERVE;
  const budget = L.total - frameSize; // what description + fields may use on one page
  const frame = (): ReplyPage => {
    const p: ReplyPage = { title, description: '' };
    if (page.url !== undefined) p.url = page.url;
    if (footer !== undefined) p.footer = footer;
    if (page.image !== undefined) p.image = page.image;
    return p;
  };

  const out: ReplyPage[] = [];
  const chunks = description ? splitText(description, Math.min(L.description, budget)) : [''];
  for (const chunk of chunks) out.push({ ...frame(), description: chunk });

  let current = out[out.length - 1] ?? frame();
  let used = current.description.length;
  for (const field of fields) {
    const size = field.name.length + field.value.length;
    const count = current.fields?.length ?? 0;
    if (count >= L.fields || used + size > budget) {
      current = frame();
      out.push(current);
      used = 0;
    }
    (current.fields ??= []).push(field);
    used += size;
  }
  // A page with neither title, description nor fields would be an empty embed, which Discord refuses.
  return out.map((p) => (p.description === '' && !p.fields?.length && !p.title ? { ...p, description: BLANK } : p));
}

function fitField(field: ReplyField): ReplyField[] {
  const L = DISCORD_LIMITS;
  let name = field.name.trim() === '' ? BLANK : field.name;
  let value = field.value.trim() === '' ? BLANK : field.value;
  if (name.length > L.fieldName) {
    value = value === BLANK ? name : `${name}\n${value}`;
    name = shorten(name, L.fieldName - 8);
  }
  const parts = splitText(value, L.fieldValue);
  const continued = shorten(name, L.fieldName - 8); // room for " (nn)"
  return parts.map((part, i) => {
    const f: ReplyField = { name: i === 0 ? name : `${continued} (${i + 1})`, value: part };
    if (field.inline !== undefined) f.inline = field.inline;
    return f;
  });
}

/** Shortens display text (whose full form is kept elsewhere) to `max` characters with an ellipsis. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = max - ELLIPSIS.length;
  if (isHighSurrogate(text.charCodeAt(cut - 1))) cut -= 1;
  return text.slice(0, cut).trimEnd() + ELLIPSIS;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
