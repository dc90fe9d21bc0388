/**
 * Routes Discord interactions to the command handlers: slash commands (deferred first for engine
 * commands, otherwise when slow), autocomplete (never throws, at most 25 valid choices) and the
 * answer buttons: Prev/Next pages, "All steps" and "Rule text" (ephemeral follow-ups, split over as
 * many messages as needed, never cut). Buttons work for 15 minutes, the life of the interaction
 * token, then say plainly that they have expired.
 *
 * Per-server settings (language, public or ephemeral replies) and per-user / per-server rate
 * limits apply here. Every reply carries empty allowed mentions, and every failure becomes a
 * polite ephemeral message with a short error id that is also in the log (never the token).
 *
 * The interaction types below are small structural interfaces: the real client passes discord.js
 * interactions, tests pass plain objects.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { ApplicationCommandType, ComponentType, InteractionType, MessageFlags, PermissionFlagsBits } from 'discord.js';
import { commands } from '../../commands/index.ts';
import type { Choice, CommandContext, CommandModule, CommandOutcome, Options, OptionValue } from '../core/context.ts';
import { pickLang } from '../core/lang.ts';
import type { Lang } from '../core/lang.ts';
import type { Reply } from '../core/reply.ts';
import { KEY_STEPS_MAX } from '../render/key-steps.ts';
import { packLines } from '../render/pages.ts';
import { escapeMarkdown, neutraliseMentions, stripControl } from '../render/safe.ts';
import type { Services } from '../services.ts';
import { isGuildCommand } from '../settings/guild-command.ts';
import type { GuildCommandOutcome, GuildMember } from '../settings/guild-command.ts';
import { DEFAULT_SETTINGS } from '../settings/types.ts';
import type { GuildSettings, SettingsStore } from '../settings/types.ts';
import { EPHEMERAL_OPTION_NAME } from './common-options.ts';
import { fitReply, fittedPageToMessage, parseButtonId, replyToMessage } from './embeds.ts';
import type { MessagePayload } from './embeds.ts';
import { TRANSPORT_MESSAGES } from './messages.ts';
import type { Metrics } from './metrics.ts';
import { createRateLimiter } from './rate-limit.ts';
import type { RateLimitConfig, RateLimiter } from './rate-limit.ts';

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

/** What deferReply takes: the visibility of the reply to come. */
export interface DeferOptions {
  flags?: MessageFlags.Ephemeral;
}

interface InteractionBase {
  readonly id: string;
  readonly locale: string;
  /** The interaction token: never logged (it is scrubbed from error messages too). */
  readonly token?: string | undefined;
  /** The server it came from; null or absent in direct messages. */
  readonly guildId?: string | null | undefined;
  readonly user?: { readonly id: string } | undefined;
}

interface RepliableLike extends InteractionBase {
  readonly deferred: boolean;
  readonly replied: boolean;
  reply(options: MessagePayload): Promise<unknown>;
  followUp(options: MessagePayload): Promise<unknown>;
  editReply(options: EditPayload): Promise<unknown>;
  deferReply(options?: DeferOptions): Promise<unknown>;
  /** Deletes the original reply (a public "thinking…" that should become a private error). */
  deleteReply?(): Promise<unknown>;
}

export interface ChatInputLike extends RepliableLike {
  readonly type: InteractionType.ApplicationCommand;
  readonly commandType: ApplicationCommandType.ChatInput;
  readonly commandName: string;
  readonly options: { readonly data: readonly OptionDataLike[] };
  /** The member's permissions in the channel (discord.js `memberPermissions`; null outside a server). */
  readonly memberPermissions?: { has(permission: bigint): boolean } | null | undefined;
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
  /** Commands deferred before they run: engine runs and lookups that may take more than 2 s. */
  deferFirst?: readonly string[];
  /** How long answer buttons keep working (the interaction token's life). */
  navTtlMs?: number;
  /** At most this many answers are kept for their buttons; the oldest are forgotten first. */
  maxNavEntries?: number;
  /**
   * … and at most this many bytes of them (packed): answers differ a hundredfold in size, so a
   * count alone doesn't bound the memory.
   */
  maxNavBytes?: number;
  /** Autocomplete answers [] when the handler takes longer than this (Discord allows 3 s). */
  autocompleteTimeoutMs?: number;
  /**
   * A slash command whose handler hasn't finished by then gets the polite error message (its late
   * result is dropped), so no "thinking…" outlives the interaction token's 15 minutes unanswered.
   */
  handlerTimeoutMs?: number;
  /** Per-server settings; without a store every server has the defaults. */
  settings?: SettingsStore;
  /** Token buckets per user and per server; `false` turns limits off (benches, soaks). Default: from config. */
  rateLimits?: RateLimitConfig | false;
  /** Where interaction latencies and failures are counted. */
  metrics?: Metrics;
  /** The clock (tests). */
  now?: () => number;
}

export interface Router {
  handle(interaction: RoutableInteraction): Promise<void>;
  /** How many answers are currently kept for their buttons. */
  navEntries(): number;
  /** The language and visibility an interaction in this server gets (inline lookups use it too). */
  guildSettings(guildId: string | null | undefined): GuildSettings;
  /** Takes a rate-limit token; `null` when allowed, else the polite refusal to send. */
  rateLimit(userId: string, guildId: string | null, lang: Lang): MessagePayload | null;
  /** Interactions being handled right now. */
  inFlight(): number;
  /** Resolves once every interaction being handled is answered, or after `timeoutMs` (true if drained). */
  drain(timeoutMs: number): Promise<boolean>;
  /** Answers an interaction that arrives while shutting down: a polite "restarting" (no choices for autocomplete). Never throws. */
  refuse(interaction: RoutableInteraction): Promise<void>;
  /**
   * Shutting down with answers still being worked out: each unanswered slash command gets the
   * polite "restarting" notice (filling in its "thinking…"), so none is left waiting. Never throws.
   */
  abandon(): Promise<number>;
}

export const ROUTER_DEFAULTS = {
  deferAfterMs: 1_500,
  /** /scenario and the question commands run the engine; /card may load the catalog first. */
  deferFirst: ['scenario', 'ask', 'combat', 'layers', 'card'],
  navTtlMs: 15 * 60_000,
  maxNavEntries: 1_000,
  maxNavBytes: 4 * 1024 * 1024,
  autocompleteTimeoutMs: 2_500,
  handlerTimeoutMs: 120_000,
} as const;

/** The option every answering command has (added by src/discord/common-options.ts). */
const EPHEMERAL_OPTION = EPHEMERAL_OPTION_NAME;

/** One step of a trace as commands put it in their outcome's data (DESIGN.md's `steps`). */
interface Step {
  rules: string[];
  text: string;
}

interface NavEntry {
  reply: Reply;
  lang: Lang;
  command: string;
  steps: Step[];
  rules: string[];
}

/**
 * An answer kept for its buttons, packed (issue 15 §4): hundreds of answers are kept at once, and
 * as objects (pages, steps, their rule lists) each cost ~7 kB of heap, as a JSON string ~5 kB
 * (any Japanese makes it two bytes a character), deflated ~1-2 kB. Unpacked when a button is pressed.
 */
interface KeptAnswer {
  packed: Buffer;
  command: string;
  bytes: number;
  expiresAt: number;
}

const NO_CHOICES: readonly Choice[] = [];
const TIMED_OUT = Symbol('timed out');

export function rateLimitsFromConfig(config: Services['config']): RateLimitConfig {
  return {
    user: { perMinute: config.RATE_USER_PER_MINUTE, burst: config.RATE_USER_BURST },
    guild: { perMinute: config.RATE_GUILD_PER_MINUTE, burst: config.RATE_GUILD_BURST },
  };
}

export function createRouter(services: Services, registry: readonly CommandModule[] = commands, opts: RouterOptions = {}): Router {
  const deferAfterMs = opts.deferAfterMs ?? ROUTER_DEFAULTS.deferAfterMs;
  const deferFirst = new Set<string>(opts.deferFirst ?? ROUTER_DEFAULTS.deferFirst);
  const navTtlMs = opts.navTtlMs ?? ROUTER_DEFAULTS.navTtlMs;
  const maxNavEntries = Math.max(1, opts.maxNavEntries ?? ROUTER_DEFAULTS.maxNavEntries);
  const maxNavBytes = Math.max(1, opts.maxNavBytes ?? ROUTER_DEFAULTS.maxNavBytes);
  const autocompleteTimeoutMs = opts.autocompleteTimeoutMs ?? ROUTER_DEFAULTS.autocompleteTimeoutMs;
  const handlerTimeoutMs = opts.handlerTimeoutMs ?? ROUTER_DEFAULTS.handlerTimeoutMs;
  const now = opts.now ?? Date.now;
  const logger = services.logger;
  const settings = opts.settings;
  const metrics = opts.metrics;
  const limits = opts.rateLimits === undefined ? rateLimitsFromConfig(services.config) : opts.rateLimits;
  const limiter: RateLimiter | null = limits === false ? null : createRateLimiter(limits, now);

  /** Answers by navId, oldest first, and the bytes they hold together. */
  const nav = new Map<string, KeptAnswer>();
  let navBytes = 0;
  /** Interactions being handled (graceful shutdown waits for them). */
  const running = new Set<Promise<void>>();
  /** Slash commands not answered yet, with the language their answer is in; `abandoned` once told we are restarting. */
  const unanswered = new Map<ChatInputLike, { lang: Lang; abandoned: boolean }>();

  const find = (name: string): CommandModule | undefined => {
    const n = name.toLowerCase();
    return registry.find((c) => c.data.name === n);
  };

  function forget(id: string, kept: KeptAnswer): void {
    nav.delete(id);
    navBytes -= kept.bytes;
  }

  /**
   * Forgets the oldest answers while the oldest has expired or a bound is passed (an answer larger
   * than the byte bound on its own is still kept while it is the only one).
   */
  function sweep(): void {
    const t = now();
    for (const [id, kept] of nav) {
      const over = nav.size > maxNavEntries || (navBytes > maxNavBytes && nav.size > 1);
      if (kept.expiresAt > t && !over) break;
      forget(id, kept);
    }
  }

  function remember(entry: NavEntry): string {
    let id = newNavId();
    while (nav.has(id)) id = newNavId();
    // A copy of exactly the packed size: zlib's own result is a view of a larger chunk.
    const packed = Buffer.from(deflateRawSync(JSON.stringify(entry)));
    const bytes = packed.byteLength;
    // Fixed from the answer's creation, not refreshed by use: the buttons live as long as the token.
    nav.set(id, { packed, command: entry.command, bytes, expiresAt: now() + navTtlMs });
    navBytes += bytes;
    sweep();
    return id;
  }

  /** The answer behind a button: its entry, or the command it came from if it has just expired. */
  function recall(id: string): { entry: NavEntry } | { expired: string | null } {
    const kept = nav.get(id);
    if (!kept) return { expired: null };
    if (kept.expiresAt <= now()) {
      forget(id, kept);
      return { expired: kept.command };
    }
    return { entry: JSON.parse(inflateRawSync(kept.packed).toString('utf8')) as NavEntry };
  }

  function guildSettings(guildId: string | null | undefined): GuildSettings {
    if (!guildId || !settings) return { ...DEFAULT_SETTINGS };
    return settings.get(guildId);
  }

  function rateLimit(userId: string, guildId: string | null, lang: Lang): MessagePayload | null {
    if (!limiter) return null;
    const d = limiter.take(userId, guildId);
    if (d.ok) return null;
    const m = TRANSPORT_MESSAGES[lang];
    const seconds = Math.max(1, Math.ceil(d.retryAfterMs / 1000));
    const text = d.scope === 'user' ? m.rateUser(seconds) : m.rateGuild(seconds);
    return notice(m.rateTitle, text, lang);
  }

  /** The message for one outcome; the answer is remembered for its buttons when it has any. */
  function render(outcome: CommandOutcome, lang: Lang, command: string, ephemeral: boolean): MessagePayload {
    const fitted = fitReply(outcome.reply);
    const steps = outcome.ok ? stepsOf(outcome.data) : [];
    const rules = [...new Set(steps.flatMap((s) => s.rules))];
    // An engine answer opens with at most KEY_STEPS_MAX steps (src/render/key-steps.ts): a longer trace is behind "All steps".
    const extras = { steps: steps.length > 0 && (fitted.pages.length > 1 || steps.length > KEY_STEPS_MAX), rules: rules.length > 0 };
    const wantsNav = fitted.pages.length > 1 || extras.steps || extras.rules;
    const navId = wantsNav ? remember({ reply: fitted, lang, command, steps, rules }) : undefined;
    return fittedPageToMessage(fitted, 0, { lang, ephemeral, ...(navId === undefined ? {} : { navId, extras }) });
  }

  async function run(command: CommandModule, ctx: CommandContext, guildId: string | null, member: GuildMember): Promise<GuildCommandOutcome> {
    const running: Promise<GuildCommandOutcome> =
      isGuildCommand(command) && guildId && settings ? command.executeInGuild({ ...ctx, guildId, settings, member }) : command.execute(ctx);
    // A late rejection (after the deadline) must not go unobserved.
    running.catch(() => undefined);
    const result = await raceTimeout(running, handlerTimeoutMs);
    if (result === TIMED_OUT) throw new Error(`the /${command.data.name} handler did not finish within ${handlerTimeoutMs} ms`);
    return result;
  }

  async function onChatInput(i: ChatInputLike): Promise<boolean> {
    const state = { lang: pickLang({ locale: i.locale }), abandoned: false };
    unanswered.set(i, state);
    try {
      return await answerChatInput(i, state);
    } finally {
      unanswered.delete(i);
    }
  }

  async function answerChatInput(i: ChatInputLike, state: { lang: Lang; abandoned: boolean }): Promise<boolean> {
    const guildId = i.guildId ?? null;
    const command = find(i.commandName);
    const { [EPHEMERAL_OPTION]: ephemeralOption, ...options } = collectOptions(i.options.data);
    const query = command?.queryOption !== undefined ? options[command.queryOption] : undefined;
    let lang = pickLang({ locale: i.locale, query: typeof query === 'string' ? query : undefined });
    try {
      const server = guildSettings(guildId);
      if (server.language !== 'auto') lang = server.language;
      state.lang = lang;
      if (!command) {
        const m = TRANSPORT_MESSAGES[lang];
        await i.reply(notice(m.unknownTitle, m.unknown(i.commandName), lang, 'error'));
        return true;
      }
      const limited = rateLimit(i.user?.id ?? i.id, guildId, lang);
      if (limited) {
        await i.reply(limited);
        return true;
      }
      if (isGuildCommand(command) && !guildId) {
        const m = TRANSPORT_MESSAGES[lang];
        await i.reply(notice(m.guildOnlyTitle, m.guildOnly, lang));
        return true;
      }
      // Settings are private to whoever changes them; other answers follow the option, then the server.
      const ephemeral = isGuildCommand(command) || (typeof ephemeralOption === 'boolean' ? ephemeralOption : server.replies === 'ephemeral');
      const ctx: CommandContext = { lang, options, services, transport: 'discord' };
      const member: GuildMember = { id: i.user?.id ?? null, canManageServer: i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) === true };

      let deferred = false;
      let outcome: GuildCommandOutcome;
      if (deferFirst.has(command.data.name)) {
        // Acknowledge before any work starts: a long synchronous run could otherwise miss Discord's 3 s.
        await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
        deferred = true;
        outcome = await run(command, ctx, guildId, member);
      } else {
        const running = run(command, ctx, guildId, member);
        // Never leave a rejection unobserved while we are busy deferring.
        running.catch(() => undefined);
        const first = await raceTimeout(running, deferAfterMs);
        if (first === TIMED_OUT) {
          await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
          deferred = true;
          outcome = await running;
        } else outcome = first;
      }
      // Shutting down told the user already; a late failure (the engine pool closed) adds nothing.
      if (state.abandoned && !outcome.ok) return true;
      // A failure the user caused is shown to them alone: a public "thinking…" is replaced by a private follow-up.
      const payload = render(outcome, lang, command.data.name, ephemeral || !outcome.ok);
      if (!deferred) await i.reply(payload);
      else if (!outcome.ok && !ephemeral && i.deleteReply) {
        await i.deleteReply();
        await i.followUp(payload);
      } else await i.editReply(withoutFlags(payload));
      if (outcome.publicNotice) await announce(i, outcome.publicNotice, lang, command.data.name);
      logger.debug({ interactionId: i.id, command: command.data.name, ok: outcome.ok, deferred }, 'command answered');
      return true;
    } catch (e) {
      if (state.abandoned) {
        logger.debug({ interactionId: i.id, err: safeError(e, i.token) }, 'answer after the restart notice not sent');
        return true;
      }
      await fail(i, e, lang, i.commandName);
      return false;
    }
  }

  /**
   * Posts a command's public notice (a settings change) as a public follow-up. The answer was
   * already given, so a failure here is logged, not reported to the user as a failed command.
   */
  async function announce(i: ChatInputLike, reply: Reply, lang: Lang, command: string): Promise<void> {
    try {
      await i.followUp(replyToMessage(reply, 0, { lang, ephemeral: false }));
    } catch (e) {
      logger.warn({ interactionId: i.id, command, err: safeError(e, i.token) }, 'could not post the public notice');
    }
  }

  async function onAutocomplete(i: AutocompleteLike): Promise<boolean> {
    let choices: readonly Choice[] = NO_CHOICES;
    let ok = true;
    try {
      const command = find(i.commandName);
      if (command?.autocomplete) {
        const flat = flattenOptions(i.options.data);
        const focusedOption = flat.find((o) => o.focused === true);
        const focused = { name: focusedOption?.name ?? '', value: focusedOption?.value === undefined ? '' : String(focusedOption.value) };
        const server = guildSettings(i.guildId);
        const lang = server.language !== 'auto' ? server.language : pickLang({ locale: i.locale, query: focused.value });
        const { [EPHEMERAL_OPTION]: _e, ...options } = collectOptions(i.options.data);
        const running = command.autocomplete({ lang, focused, options, services });
        running.catch(() => undefined);
        const result = await raceTimeout(running, autocompleteTimeoutMs);
        if (result === TIMED_OUT) {
          logger.warn({ interactionId: i.id, command: i.commandName, ms: autocompleteTimeoutMs }, 'autocomplete too slow; answering with no choices');
        } else {
          choices = sanitizeChoices(result);
        }
      }
    } catch (e) {
      ok = false;
      logger.warn({ interactionId: i.id, command: i.commandName, err: safeError(e, i.token) }, 'autocomplete failed; answering with no choices');
      choices = NO_CHOICES;
    }
    try {
      if (!i.responded) await i.respond(choices);
    } catch (e) {
      ok = false;
      logger.warn({ interactionId: i.id, command: i.commandName, err: safeError(e, i.token) }, 'could not send autocomplete choices');
    }
    return ok;
  }

  async function onButton(i: ButtonLike): Promise<boolean> {
    const action = parseButtonId(i.customId);
    let userLang = pickLang({ locale: i.locale });
    let command = 'button';
    try {
      // The transport's own notices follow the server's language, like every other answer there.
      const server = guildSettings(i.guildId);
      if (server.language !== 'auto') userLang = server.language;
      // Discord only sends us presses of our own messages' buttons, so an id we can't read comes from
      // an older version of the bot: say plainly the buttons no longer work, rather than letting
      // Discord show "This interaction failed".
      const found = action ? recall(action.navId) : { expired: null };
      if ('expired' in found) {
        const m = TRANSPORT_MESSAGES[userLang];
        await i.reply(notice(m.expiredTitle, m.expired(found.expired), userLang));
        return true;
      }
      const entry = found.entry;
      if (!action) return true; // unreachable: without an action nothing was recalled
      command = entry.command;
      if (action.kind === 'page') {
        const extras = { steps: entry.steps.length > 0 && entry.reply.pages.length > 1, rules: entry.rules.length > 0 };
        await i.update(withoutFlags(fittedPageToMessage(entry.reply, action.page, { lang: entry.lang, navId: action.navId, extras })));
        return true;
      }
      const limited = rateLimit(i.user?.id ?? i.id, i.guildId ?? null, userLang);
      if (limited) {
        await i.reply(limited);
        return true;
      }
      // Several messages may follow: acknowledge now, privately, then fill in and follow up.
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      const messages = action.kind === 'steps' ? stepMessages(entry) : await ruleMessages(entry);
      const [first, ...rest] = messages;
      if (first) await i.editReply(withoutFlags(first));
      for (const m of rest) await i.followUp(m);
      return true;
    } catch (e) {
      await fail(i, e, userLang, command);
      return false;
    }
  }

  /** Every step of the answer, numbered, over as many ephemeral messages as it takes. */
  function stepMessages(entry: NavEntry): MessagePayload[] {
    const m = TRANSPORT_MESSAGES[entry.lang];
    if (entry.steps.length === 0) return [notice(m.stepsTitle(1, 1), m.noSteps, entry.lang)];
    const lines = entry.steps.map((s, n) => `${n + 1}. ${safeText(s.text)}`);
    return chunkMessages(lines, (part, parts) => m.stepsTitle(part, parts), entry.lang);
  }

  /** The text of every rule the answer cites, in the answer's language when the official text is loaded. */
  async function ruleMessages(entry: NavEntry): Promise<MessagePayload[]> {
    const m = TRANSPORT_MESSAGES[entry.lang];
    if (entry.rules.length === 0) return [notice(m.rulesTitle(1, 1), m.noRules, entry.lang)];
    const loaded = await services.rules();
    if (!loaded.ok) return [notice(m.rulesTitle(1, 1), m.rulesUnavailable, entry.lang, 'error')];
    const k = loaded.value;
    const ja = entry.lang === 'ja' ? k.ja : null;
    const lines: string[] = [];
    if (entry.lang === 'ja' && !ja) lines.push(`*${m.rulesInEnglish}*`, '');
    for (const n of entry.rules) {
      const node = (ja?.rules.get(n)) ?? k.corpus.get(n);
      lines.push(node ? `**${n}** ${safeText(node.text)}` : m.ruleMissing(n));
    }
    return chunkMessages(lines, (part, parts) => m.rulesTitle(part, parts), entry.lang);
  }

  /** Logs a handler's failure and tells the user politely, with an id to quote. Never throws. */
  async function fail(i: RepliableLike, e: unknown, lang: Lang, command: string): Promise<void> {
    const errorId = newErrorId();
    logger.error({ interactionId: i.id, command, errorId, err: safeError(e, i.token) }, 'interaction handler failed');
    const m = TRANSPORT_MESSAGES[lang];
    const payload = notice(m.errorTitle, m.error(errorId), lang, 'error');
    try {
      if (i.replied) await i.followUp(payload);
      else if (i.deferred && i.deleteReply) {
        // The deferred reply may be public: replace it with a private message.
        await i.deleteReply();
        await i.followUp(payload);
      }
      // Without deleteReply, the deferred reply (whose visibility is fixed) is filled in with the message.
      else if (i.deferred) await i.editReply(withoutFlags(payload));
      else await i.reply(payload);
    } catch (e2) {
      logger.warn({ interactionId: i.id, command, errorId, err: safeError(e2, i.token) }, 'could not send the error message');
    }
  }

  async function dispatch(interaction: RoutableInteraction): Promise<boolean> {
    switch (interaction.type) {
      case InteractionType.ApplicationCommand:
        return interaction.commandType === ApplicationCommandType.ChatInput ? onChatInput(interaction) : true;
      case InteractionType.ApplicationCommandAutocomplete:
        return onAutocomplete(interaction);
      case InteractionType.MessageComponent:
        return interaction.componentType === ComponentType.Button ? onButton(interaction) : true;
      default:
        return true;
    }
  }

  async function handleOne(interaction: RoutableInteraction): Promise<void> {
    const started = performance.now();
    let ok = false;
    try {
      ok = await dispatch(interaction);
    } catch (e) {
      // The handlers catch their own errors; this is the last guard so nothing escapes.
      logger.error({ interactionId: interaction.id, err: safeError(e, interaction.token) }, 'interaction routing failed');
    } finally {
      metrics?.record(performance.now() - started, !ok);
    }
  }

  return {
    handle(interaction) {
      const p = handleOne(interaction);
      running.add(p);
      void p.finally(() => running.delete(p));
      return p;
    },
    inFlight() {
      return running.size;
    },
    async drain(timeoutMs) {
      if (running.size === 0) return true;
      const all = Promise.all([...running]).then(() => true);
      const result = await raceTimeout(all, timeoutMs);
      return result === true;
    },
    async abandon() {
      const told = [...unanswered].filter(([, st]) => !st.abandoned);
      await Promise.all(
        told.map(async ([i, st]) => {
          st.abandoned = true;
          const m = TRANSPORT_MESSAGES[st.lang];
          const payload = notice(m.stoppingTitle, m.stopping, st.lang);
          try {
            if (i.deferred) await i.editReply(withoutFlags(payload));
            else if (!i.replied) await i.reply(payload);
          } catch (e) {
            logger.warn({ interactionId: i.id, err: safeError(e, i.token) }, 'could not tell an interaction we are restarting');
          }
        }),
      );
      return told.length;
    },
    navEntries() {
      sweep();
      return nav.size;
    },
    async refuse(interaction) {
      try {
        if (interaction.type === InteractionType.ApplicationCommandAutocomplete) {
          if (!interaction.responded) await interaction.respond(NO_CHOICES);
          return;
        }
        const lang = pickLang({ locale: interaction.locale });
        const m = TRANSPORT_MESSAGES[lang];
        await interaction.reply(notice(m.stoppingTitle, m.stopping, lang));
      } catch (e) {
        logger.warn({ interactionId: interaction.id, err: safeError(e, interaction.token) }, 'could not answer an interaction while stopping');
      }
    },
    guildSettings,
    rateLimit,
  };
}

// ---------------------------------------------------------------------------------------------

/** A one-page, ephemeral message from the transport itself. */
export function notice(title: string, description: string, lang: Lang, tone: Reply['tone'] = 'info'): MessagePayload {
  return replyToMessage({ tone, pages: [{ title, description }] }, 0, { lang, ephemeral: true });
}

/** Lines packed into ephemeral messages of one embed each, titled "(part/parts)"; nothing is cut. */
function chunkMessages(lines: string[], title: (part: number, parts: number) => string, lang: Lang): MessagePayload[] {
  const chunks = packLines(lines);
  return chunks.flatMap((description, n) => {
    const reply = fitReply({ tone: 'info', pages: [{ title: title(n + 1, chunks.length), description }] });
    // packLines keeps each chunk within one embed; if fitting still made pages, send each as a message
    // (every page of a fitted reply fits on its own, so it isn't fitted again).
    return reply.pages.map((p) => fittedPageToMessage({ tone: 'info', pages: [p] }, 0, { lang, ephemeral: true }));
  });
}

/** The steps a command put in its outcome's data (`steps: [{ rules, text }]`), if any. */
function stepsOf(data: Record<string, unknown>): Step[] {
  const raw = data.steps;
  if (!Array.isArray(raw)) return [];
  const out: Step[] = [];
  for (const s of raw as unknown[]) {
    if (typeof s !== 'object' || s === null) continue;
    const { rules, text } = s as { rules?: unknown; text?: unknown };
    if (typeof text !== 'string') continue;
    out.push({ text, rules: Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [] });
  }
  return out;
}

/** Text safe to post: no control characters, no live mentions, Markdown escaped. */
function safeText(text: string): string {
  return escapeMarkdown(neutraliseMentions(stripControl(text)));
}

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
  // Option names come from the interaction: no prototype, so a name like "__proto__" is just a key.
  const out = Object.create(null) as Record<string, OptionValue>;
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
