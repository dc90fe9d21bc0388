/**
 * Routes Discord interactions to the command handlers: slash commands (deferred when slow),
 * autocomplete (never throws, at most 25 valid choices) and the Prev/Next page buttons (pages kept
 * in memory for a while). Every reply carries empty allowed mentions, and every failure becomes a
 * polite ephemeral message with a short error id that is also in the log.
 *
 * The interaction types below are small structural interfaces: the real client passes discord.js
 * interactions, tests pass plain objects.
 */
import { randomBytes } from 'node:crypto';
import { ApplicationCommandType, ComponentType, InteractionType } from 'discord.js';
import { commands } from '../../commands/index.ts';
import type { Choice, CommandModule, CommandOutcome, Options, OptionValue } from '../core/context.ts';
import { pickLang } from '../core/lang.ts';
import type { Lang } from '../core/lang.ts';
import type { Reply } from '../core/reply.ts';
import type { Services } from '../services.ts';
import { fitReply, parsePageButtonId, replyToMessage } from './embeds.ts';
import type { MessagePayload } from './embeds.ts';

// ---------------------------------------------------------------------------------------------
// The parts of discord.js interactions the router uses.

/** One entry of `interaction.options.data` (nested for subcommands). */
export interface OptionDataLike {
  readonly name: string;
  readonly value?: string | number | boolean | undefined;
  readonly focused?: boolean | undefined;
  readonly options?: readonly OptionDataLike[] | undefined;
}

/** A message payload without the ephemeral flag: what edits and updates take. */
export type EditPayload = Omit<MessagePayload, 'flags'>;

interface InteractionBase {
  readonly id: string;
  readonly locale: string;
  /** The interaction token: never logged (it is scrubbed from error messages too). */
  readonly token?: string | undefined;
}

interface RepliableLike extends InteractionBase {
  readonly deferred: boolean;
  readonly replied: boolean;
  reply(options: MessagePayload): Promise<unknown>;
  followUp(options: MessagePayload): Promise<unknown>;
  editReply(options: EditPayload): Promise<unknown>;
}

export interface ChatInputLike extends RepliableLike {
  readonly type: InteractionType.ApplicationCommand;
  readonly commandType: ApplicationCommandType.ChatInput;
  readonly commandName: string;
  readonly options: { readonly data: readonly OptionDataLike[] };
  deferReply(): Promise<unknown>;
}

export interface AutocompleteLike extends InteractionBase {
  readonly type: InteractionType.ApplicationCommandAutocomplete;
  readonly commandName: string;
  readonly responded: boolean;
  readonly options: { readonly data: readonly OptionDataLike[] };
  respond(choices: readonly Choice[]): Promise<unknown>;
}

export interface ButtonLike extends RepliableLike {
  readonly type: InteractionType.MessageComponent;
  readonly componentType: ComponentType.Button;
  readonly customId: string;
  update(options: EditPayload): Promise<unknown>;
}

export type RoutableInteraction = ChatInputLike | AutocompleteLike | ButtonLike;

// ---------------------------------------------------------------------------------------------

export interface RouterOptions {
  /** Defer a slash command's reply when its handler hasn't finished by then (Discord allows 3 s). */
  deferAfterMs?: number;
  /** How long page buttons keep working after the last use. */
  navTtlMs?: number;
  /** At most this many paged replies are kept; the oldest are forgotten first. */
  maxNavEntries?: number;
  /** Autocomplete answers [] when the handler takes longer than this (Discord allows 3 s). */
  autocompleteTimeoutMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface Router {
  handle(interaction: RoutableInteraction): Promise<void>;
  /** How many paged replies are currently kept for their buttons. */
  navEntries(): number;
}

export const ROUTER_DEFAULTS = {
  deferAfterMs: 1_500,
  navTtlMs: 15 * 60_000,
  maxNavEntries: 1_000,
  autocompleteTimeoutMs: 2_500,
} as const;

const MESSAGES: Record<Lang, {
  errorTitle: string;
  error: (id: string) => string;
  expiredTitle: string;
  expired: string;
  unknownTitle: string;
  unknown: (name: string) => string;
}> = {
  en: {
    errorTitle: 'Something went wrong',
    error: (id) =>
      `Sorry, I couldn't answer that because of an internal error. Please try again in a moment. If it keeps happening, please tell the bot's maintainers the error id \`${id}\`.`,
    expiredTitle: 'These buttons have expired',
    expired: 'These page buttons have expired. Please run the command again to see the answer.',
    unknownTitle: 'Unknown command',
    unknown: (name) => `Sorry, I don't know the command \`/${name}\`. It may have just been updated; please try again in a minute.`,
  },
  ja: {
    errorTitle: 'エラーが発生しました',
    error: (id) =>
      `申し訳ありません。内部エラーのため回答できませんでした。少し時間をおいてもう一度お試しください。繰り返し発生する場合は、エラーID \`${id}\` をボットの管理者にお伝えください。`,
    expiredTitle: 'ボタンの有効期限が切れました',
    expired: 'このページ切り替えボタンは有効期限が切れています。お手数ですが、もう一度コマンドを実行してください。',
    unknownTitle: '不明なコマンド',
    unknown: (name) => `申し訳ありません。\`/${name}\` というコマンドは見つかりませんでした。更新直後の可能性があります。少し待ってからもう一度お試しください。`,
  },
};

interface NavEntry {
  reply: Reply;
  lang: Lang;
  command: string;
  expiresAt: number;
}

const NO_CHOICES: readonly Choice[] = [];
const TIMED_OUT = Symbol('timed out');

export function createRouter(services: Services, registry: readonly CommandModule[] = commands, opts: RouterOptions = {}): Router {
  const deferAfterMs = opts.deferAfterMs ?? ROUTER_DEFAULTS.deferAfterMs;
  const navTtlMs = opts.navTtlMs ?? ROUTER_DEFAULTS.navTtlMs;
  const maxNavEntries = Math.max(1, opts.maxNavEntries ?? ROUTER_DEFAULTS.maxNavEntries);
  const autocompleteTimeoutMs = opts.autocompleteTimeoutMs ?? ROUTER_DEFAULTS.autocompleteTimeoutMs;
  const now = opts.now ?? Date.now;
  const logger = services.logger;

  /** Paged replies by navId, oldest first (a use moves an entry to the end). */
  const nav = new Map<string, NavEntry>();

  const find = (name: string): CommandModule | undefined => {
    const n = name.toLowerCase();
    return registry.find((c) => c.data.name === n);
  };

  function sweep(): void {
    const t = now();
    for (const [id, entry] of nav) {
      if (entry.expiresAt > t && nav.size <= maxNavEntries) break;
      nav.delete(id);
    }
  }

  function remember(entry: Omit<NavEntry, 'expiresAt'>): string {
    let id = newNavId();
    while (nav.has(id)) id = newNavId();
    nav.set(id, { ...entry, expiresAt: now() + navTtlMs });
    sweep();
    return id;
  }

  function recall(id: string): NavEntry | undefined {
    const entry = nav.get(id);
    if (!entry) return undefined;
    nav.delete(id);
    if (entry.expiresAt <= now()) return undefined;
    const refreshed = { ...entry, expiresAt: now() + navTtlMs };
    nav.set(id, refreshed);
    return refreshed;
  }

  /** The message for one outcome, its pages remembered for the buttons when there are several. */
  function render(reply: Reply, lang: Lang, command: string, ephemeral: boolean): MessagePayload {
    const fitted = fitReply(reply);
    const navId = fitted.pages.length > 1 ? remember({ reply: fitted, lang, command }) : undefined;
    return replyToMessage(fitted, 0, { lang, ephemeral, ...(navId === undefined ? {} : { navId }) });
  }

  async function onChatInput(i: ChatInputLike): Promise<void> {
    const command = find(i.commandName);
    const options = collectOptions(i.options.data);
    const query = command?.queryOption !== undefined ? options[command.queryOption] : undefined;
    const lang = pickLang({ locale: i.locale, query: typeof query === 'string' ? query : undefined });
    try {
      if (!command) {
        const m = MESSAGES[lang];
        await i.reply(replyToMessage({ tone: 'error', pages: [{ title: m.unknownTitle, description: m.unknown(i.commandName) }] }, 0, { lang, ephemeral: true }));
        return;
      }
      const started = now();
      const running = command.execute({ lang, options, services, transport: 'discord' });
      // Never leave a rejection unobserved while we are busy deferring.
      running.catch(() => undefined);

      let outcome: CommandOutcome | typeof TIMED_OUT = await raceTimeout(running, deferAfterMs);
      let deferred = false;
      if (outcome === TIMED_OUT) {
        await i.deferReply();
        deferred = true;
        outcome = await running;
      }
      // A failure the user caused is shown to them alone, when the reply's visibility is still open.
      const payload = render(outcome.reply, lang, command.data.name, !outcome.ok && !deferred);
      if (deferred) await i.editReply(withoutFlags(payload));
      else await i.reply(payload);
      logger.debug({ interactionId: i.id, command: command.data.name, ok: outcome.ok, deferred, ms: now() - started }, 'command answered');
    } catch (e) {
      await fail(i, e, lang, i.commandName);
    }
  }

  async function onAutocomplete(i: AutocompleteLike): Promise<void> {
    let choices: readonly Choice[] = NO_CHOICES;
    try {
      const command = find(i.commandName);
      if (command?.autocomplete) {
        const flat = flattenOptions(i.options.data);
        const focusedOption = flat.find((o) => o.focused === true);
        const focused = { name: focusedOption?.name ?? '', value: focusedOption?.value === undefined ? '' : String(focusedOption.value) };
        const lang = pickLang({ locale: i.locale, query: focused.value });
        const running = command.autocomplete({ lang, focused, options: collectOptions(i.options.data), services });
        running.catch(() => undefined);
        const result = await raceTimeout(running, autocompleteTimeoutMs);
        if (result === TIMED_OUT) {
          logger.warn({ interactionId: i.id, command: i.commandName, ms: autocompleteTimeoutMs }, 'autocomplete too slow; answering with no choices');
        } else {
          choices = sanitizeChoices(result);
        }
      }
    } catch (e) {
      logger.warn({ interactionId: i.id, command: i.commandName, err: safeError(e, i.token) }, 'autocomplete failed; answering with no choices');
      choices = NO_CHOICES;
    }
    try {
      if (!i.responded) await i.respond(choices);
    } catch (e) {
      logger.warn({ interactionId: i.id, command: i.commandName, err: safeError(e, i.token) }, 'could not send autocomplete choices');
    }
  }

  async function onButton(i: ButtonLike): Promise<void> {
    const parsed = parsePageButtonId(i.customId);
    if (!parsed) return; // not ours
    const userLang = pickLang({ locale: i.locale });
    let command = 'page';
    try {
      const entry = recall(parsed.navId);
      if (!entry) {
        const m = MESSAGES[userLang];
        await i.reply(replyToMessage({ tone: 'info', pages: [{ title: m.expiredTitle, description: m.expired }] }, 0, { lang: userLang, ephemeral: true }));
        return;
      }
      command = entry.command;
      await i.update(withoutFlags(replyToMessage(entry.reply, parsed.page, { lang: entry.lang, navId: parsed.navId })));
    } catch (e) {
      await fail(i, e, userLang, command);
    }
  }

  /** Logs a handler's failure and tells the user politely, with an id to quote. Never throws. */
  async function fail(i: RepliableLike, e: unknown, lang: Lang, command: string): Promise<void> {
    const errorId = newErrorId();
    logger.error({ interactionId: i.id, command, errorId, err: safeError(e, i.token) }, 'interaction handler failed');
    const m = MESSAGES[lang];
    const payload = replyToMessage({ tone: 'error', pages: [{ title: m.errorTitle, description: m.error(errorId) }] }, 0, { lang, ephemeral: true });
    try {
      if (i.replied) await i.followUp(payload);
      // A deferred reply's visibility was fixed when it was deferred: fill it in with the message.
      else if (i.deferred) await i.editReply(withoutFlags(payload));
      else await i.reply(payload);
    } catch (e2) {
      logger.warn({ interactionId: i.id, command, errorId, err: safeError(e2, i.token) }, 'could not send the error message');
    }
  }

  return {
    async handle(interaction) {
      try {
        switch (interaction.type) {
          case InteractionType.ApplicationCommand:
            if (interaction.commandType === ApplicationCommandType.ChatInput) await onChatInput(interaction);
            return;
          case InteractionType.ApplicationCommandAutocomplete:
            await onAutocomplete(interaction);
            return;
          case InteractionType.MessageComponent:
            if (interaction.componentType === ComponentType.Button) await onButton(interaction);
            return;
          default:
            return;
        }
      } catch (e) {
        // The handlers catch their own errors; this is the last guard so nothing escapes.
        logger.error({ interactionId: interaction.id, err: safeError(e, interaction.token) }, 'interaction routing failed');
      }
    },
    navEntries() {
      sweep();
      return nav.size;
    },
  };
}

// ---------------------------------------------------------------------------------------------

function newNavId(): string {
  return randomBytes(9).toString('base64url');
}

/** A short id the user can quote and the maintainers can find in the log. */
function newErrorId(): string {
  return randomBytes(4).toString('hex');
}

function flattenOptions(data: readonly OptionDataLike[]): OptionDataLike[] {
  return data.flatMap((o) => [o, ...flattenOptions(o.options ?? [])]);
}

/** The options' values by name (subcommand options included); options without a value are left out. */
export function collectOptions(data: readonly OptionDataLike[]): Options {
  const out: Record<string, OptionValue> = {};
  for (const o of flattenOptions(data)) if (o.value !== undefined) out[o.name] = o.value;
  return out;
}

/**
 * At most 25 choices Discord accepts: values of 1-100 characters (others are dropped: a changed
 * value would mean something else), names of 1-100 characters (shortened for display), no
 * duplicate values.
 */
export function sanitizeChoices(choices: readonly Choice[]): Choice[] {
  const out: Choice[] = [];
  const seen = new Set<string>();
  for (const c of choices) {
    if (out.length === 25) break;
    if (typeof c.value !== 'string' || typeof c.name !== 'string') continue;
    const value = c.value;
    if (value.length < 1 || value.length > 100 || seen.has(value)) continue;
    let name = c.name.trim() || value.trim() || value;
    if (name.length > 100) name = `${name.slice(0, 99)}…`;
    seen.add(value);
    out.push({ name, value });
  }
  return out;
}

function withoutFlags(payload: MessagePayload): EditPayload {
  const { flags: _flags, ...rest } = payload;
  return rest;
}

async function raceTimeout<T>(p: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An error as a log object without secrets: the interaction token (part of Discord's webhook URLs,
 * so it can appear in REST error messages) is replaced, and request details are left out.
 */
export function safeError(e: unknown, token?: string): Record<string, unknown> {
  const scrub = (s: string): string => (token && token.length >= 8 ? s.split(token).join('[REDACTED]') : s);
  if (e instanceof Error) {
    const out: Record<string, unknown> = { type: e.name, message: scrub(e.message) };
    if (e.stack) out.stack = scrub(e.stack);
    const extra = e as Error & { code?: unknown; status?: unknown };
    if (typeof extra.code === 'string' || typeof extra.code === 'number') out.code = extra.code;
    if (typeof extra.status === 'number') out.status = extra.status;
    return out;
  }
  return { type: typeof e, message: scrub(String(e)) };
}
