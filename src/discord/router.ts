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
 * The parts live beside it: interactions.ts (the structural interaction types: the real client passes
 * discord.js interactions, tests pass plain objects), chat-input.ts, autocomplete.ts and buttons.ts
 * (one kind of interaction each), kept-answers.ts (the answers behind the buttons), failure.ts and
 * notices.ts (the transport's own messages).
 */
import { ApplicationCommandType, ComponentType, InteractionType } from 'discord.js';
import { commands } from '../../commands/index.ts';
import type { CommandModule } from '../app/command.ts';
import { pickLang } from '../core/lang.ts';
import { assertNever } from '../core/result.ts';
import type { Lang } from '../core/lang.ts';
import type { Services } from '../services.ts';
import { DEFAULT_SETTINGS } from '../settings/types.ts';
import type { GuildSettings, SettingsStore } from '../settings/types.ts';
import { answerAutocomplete } from './autocomplete.ts';
import { answerButton } from './buttons.ts';
import { answerChatInput } from './chat-input.ts';
import type { ChatInputState } from './chat-input.ts';
import type { MessagePayload } from './embeds.ts';
import type { ChatInputLike, RoutableInteraction } from './interactions.ts';
import { createAnswerStore } from './kept-answers.ts';
import { TRANSPORT_MESSAGES } from './messages.ts';
import type { Metrics } from './metrics.ts';
import { notice, withoutFlags } from './notices.ts';
import { NO_CHOICES } from './options.ts';
import { createRateLimiter } from './rate-limit.ts';
import type { RateLimitConfig, RateLimiter } from './rate-limit.ts';
import type { RouteContext } from './route-context.ts';
import { safeError } from './safe-error.ts';
import { raceTimeout } from './timeout.ts';

export type {
  AutocompleteLike,
  ButtonLike,
  ChatInputLike,
  DeferOptions,
  EditPayload,
  OptionDataLike,
  RoutableInteraction,
} from './interactions.ts';
export { collectOptions, sanitizeChoices } from './options.ts';
export { notice } from './notices.ts';
export { safeError } from './safe-error.ts';

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

export function rateLimitsFromConfig(config: Services['config']): RateLimitConfig {
  return {
    user: { perMinute: config.RATE_USER_PER_MINUTE, burst: config.RATE_USER_BURST },
    guild: { perMinute: config.RATE_GUILD_PER_MINUTE, burst: config.RATE_GUILD_BURST },
  };
}

/** The router's shared context from its options (defaults from ROUTER_DEFAULTS and the config). */
function routeContext(services: Services, registry: readonly CommandModule[], opts: RouterOptions): RouteContext {
  const now = opts.now ?? Date.now;
  const settings = opts.settings;
  const limits = opts.rateLimits === undefined ? rateLimitsFromConfig(services.config) : opts.rateLimits;
  const limiter: RateLimiter | null = limits === false ? null : createRateLimiter(limits, now);
  const answers = createAnswerStore({
    ttlMs: opts.navTtlMs ?? ROUTER_DEFAULTS.navTtlMs,
    maxEntries: Math.max(1, opts.maxNavEntries ?? ROUTER_DEFAULTS.maxNavEntries),
    maxBytes: Math.max(1, opts.maxNavBytes ?? ROUTER_DEFAULTS.maxNavBytes),
    now,
  });
  return {
    services,
    logger: services.logger,
    settings,
    answers,
    timing: {
      deferAfterMs: opts.deferAfterMs ?? ROUTER_DEFAULTS.deferAfterMs,
      deferFirst: new Set<string>(opts.deferFirst ?? ROUTER_DEFAULTS.deferFirst),
      autocompleteTimeoutMs: opts.autocompleteTimeoutMs ?? ROUTER_DEFAULTS.autocompleteTimeoutMs,
      handlerTimeoutMs: opts.handlerTimeoutMs ?? ROUTER_DEFAULTS.handlerTimeoutMs,
    },
    find(name) {
      const n = name.toLowerCase();
      return registry.find((c) => c.data.name === n);
    },
    guildSettings(guildId: string | null | undefined): GuildSettings {
      if (!guildId || !settings) return { ...DEFAULT_SETTINGS };
      return settings.get(guildId);
    },
    rateLimit(userId: string, guildId: string | null, lang: Lang): MessagePayload | null {
      if (!limiter) return null;
      const d = limiter.take(userId, guildId);
      if (d.ok) return null;
      const m = TRANSPORT_MESSAGES[lang];
      const seconds = Math.max(1, Math.ceil(d.retryAfterMs / 1000));
      const text = d.scope === 'user' ? m.rateUser(seconds) : m.rateGuild(seconds);
      return notice(m.rateTitle, text, lang);
    },
  };
}

export function createRouter(services: Services, registry: readonly CommandModule[] = commands, opts: RouterOptions = {}): Router {
  const rc = routeContext(services, registry, opts);
  const { logger } = rc;
  const metrics = opts.metrics;
  /** Interactions being handled (graceful shutdown waits for them). */
  const running = new Set<Promise<void>>();
  /** Slash commands not answered yet, with the language their answer is in; `abandoned` once told we are restarting. */
  const unanswered = new Map<ChatInputLike, ChatInputState>();

  async function onChatInput(i: ChatInputLike): Promise<boolean> {
    const state: ChatInputState = { lang: pickLang({ locale: i.locale }), abandoned: false };
    unanswered.set(i, state);
    try {
      return await answerChatInput(rc, i, state);
    } finally {
      unanswered.delete(i);
    }
  }

  async function dispatch(interaction: RoutableInteraction): Promise<boolean> {
    switch (interaction.type) {
      case InteractionType.ApplicationCommand:
        return interaction.commandType === ApplicationCommandType.ChatInput ? onChatInput(interaction) : true;
      case InteractionType.ApplicationCommandAutocomplete:
        return answerAutocomplete(rc, interaction);
      case InteractionType.MessageComponent:
        return interaction.componentType === ComponentType.Button ? answerButton(rc, interaction) : true;
      default:
        // client.ts passes only chat-input commands, autocompletes and buttons.
        return assertNever(interaction);
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
    abandon: () => abandonUnanswered(rc, unanswered),
    navEntries() {
      return rc.answers.size();
    },
    refuse: (interaction) => refuseWhileStopping(rc, interaction),
    guildSettings: rc.guildSettings,
    rateLimit: rc.rateLimit,
  };
}

/** Tells every unanswered slash command we are restarting (once each); how many were told. */
async function abandonUnanswered(rc: RouteContext, unanswered: ReadonlyMap<ChatInputLike, ChatInputState>): Promise<number> {
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
        rc.logger.warn({ interactionId: i.id, err: safeError(e, i.token) }, 'could not tell an interaction we are restarting');
      }
    }),
  );
  return told.length;
}

/** A polite "restarting" for an interaction arriving while shutting down (no choices for autocomplete). Never throws. */
async function refuseWhileStopping(rc: RouteContext, interaction: RoutableInteraction): Promise<void> {
  try {
    if (interaction.type === InteractionType.ApplicationCommandAutocomplete) {
      if (!interaction.responded) await interaction.respond(NO_CHOICES);
      return;
    }
    const lang = pickLang({ locale: interaction.locale });
    const m = TRANSPORT_MESSAGES[lang];
    await interaction.reply(notice(m.stoppingTitle, m.stopping, lang));
  } catch (e) {
    rc.logger.warn({ interactionId: interaction.id, err: safeError(e, interaction.token) }, 'could not answer an interaction while stopping');
  }
}
