/**
 * The Discord transport: a discord.js client whose interactions go to the router and, when inline
 * lookups are enabled (INLINE_LOOKUPS), whose messages go to the inline handler. With
 * DISCORD_API_BASE set, REST calls go there, and so does the gateway lookup (GET /gateway/bot), so
 * the whole client can run against a local fake Discord.
 *
 * Intents: Guilds always; GuildMessages + MessageContent only with INLINE_LOOKUPS (Message Content
 * is a privileged intent that must also be switched on in the developer portal, see README).
 */
import path from 'node:path';
import { Client, Events, GatewayIntentBits, Options } from 'discord.js';
import type { ClientOptions, Interaction } from 'discord.js';
import type { Services } from '../services.ts';
import { scrubbedError } from '../logger.ts';
import { SettingsSchemaError, openSettingsStore } from '../settings/store.ts';
import type { SettingsStore } from '../settings/store.ts';
import { guardUnhandledRejections } from './crash-guard.ts';
import { createInlineHandler } from './inline.ts';
import { createMetrics, startMetricsLog } from './metrics.ts';
import type { Metrics } from './metrics.ts';
import { createRouter } from './router.ts';
import { safeError } from './safe-error.ts';
import type { Router, RouterOptions } from './router.ts';

export interface BotOptions {
  /** Extra router options (the settings store and metrics are filled in unless given). */
  router?: RouterOptions;
  /** The settings store; default: SETTINGS_DB (or CACHE_DIR/settings.db), opened here and closed by stop(). */
  settings?: SettingsStore;
  /** Stop on SIGINT/SIGTERM and exit the process (default true; soaks and benches stop it themselves). */
  handleSignals?: boolean;
  /** Health log interval (default METRICS_INTERVAL_MS). */
  metricsIntervalMs?: number;
  /** On stop, how long to let interactions being handled finish before the client is destroyed (default 5 s). */
  drainTimeoutMs?: number;
}

export interface DiscordBot {
  readonly client: Client;
  readonly router: Router;
  readonly metrics: Metrics;
  /** Destroys the client, stops the health log, closes the settings database and the services. */
  stop(): Promise<void>;
}

export function settingsPath(config: Services['config']): string {
  return config.SETTINGS_DB ?? path.join(config.CACHE_DIR, 'settings.db');
}

/**
 * The settings store at SETTINGS_DB, or, when SETTINGS_DB is not set and the default place in
 * CACHE_DIR can't hold a database (a read-only folder, a file in the way…), an in-memory store
 * with one warning: the bot still answers, and server settings last until it restarts. A
 * SETTINGS_DB chosen explicitly must work (its error stops the start), and so must the schema.
 */
export function openSettingsOrMemory(config: Services['config'], logger: Services['logger']): SettingsStore {
  try {
    return openSettingsStore(settingsPath(config));
  } catch (e) {
    if (config.SETTINGS_DB !== undefined || e instanceof SettingsSchemaError) throw e;
    const reason = e instanceof Error ? `${(e as NodeJS.ErrnoException).code ?? e.name}: ${e.message}` : String(e);
    logger.warn({ path: settingsPath(config), reason }, 'the settings database could not be opened in CACHE_DIR; server settings are kept in memory until the bot restarts (set SETTINGS_DB to keep them)');
    return openSettingsStore(':memory:');
  }
}

export function intentsFor(config: Services['config']): GatewayIntentBits[] {
  const intents = [GatewayIntentBits.Guilds];
  if (config.INLINE_LOOKUPS) intents.push(GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent);
  return intents;
}

export async function startDiscordBot(services: Services, opts: BotOptions = {}): Promise<DiscordBot> {
  const { config, logger } = services;
  const token = config.DISCORD_TOKEN;
  if (!token) throw new Error('DISCORD_TOKEN is not set: the Discord bot cannot log in');

  const client = new Client(clientOptions(config));
  const ownsSettings = opts.settings === undefined;
  const settings = opts.settings ?? openSettingsOrMemory(config, logger);
  const metrics = opts.router?.metrics ?? createMetrics();
  const router = createRouter(services, undefined, { settings, metrics, ...opts.router });
  const stopMetrics = startMetricsLog(metrics, logger, () => client.guilds.cache.size, opts.metricsIntervalMs ?? config.METRICS_INTERVAL_MS);

  let accepting = true;
  listen(client, services, router, createInlineHandler(services, router), () => accepting);

  const handleSignals = opts.handleSignals ?? true;
  // Owning the process (signals), the bot also keeps a stray rejection from ending it.
  const unguard = handleSignals ? guardUnhandledRejections(logger) : () => undefined;
  let stopping: Promise<void> | null = null;
  const drainMs = opts.drainTimeoutMs ?? 5_000;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      stopMetrics();
      // Take no new work and let the answers being written finish (bounded) …
      accepting = false;
      if (!(await router.drain(drainMs))) {
        // … then stop the engine pool: runs still going end as "closed" and are answered at once;
        // whatever is still unanswered after that gets the "restarting" notice, never a lasting "thinking…".
        logger.warn({ inFlight: router.inFlight() }, 'stopping with interactions still being answered');
        services.close();
        if (!(await router.drain(1_000))) logger.warn({ told: await router.abandon() }, 'told the interactions still unanswered that we are restarting');
      }
      try {
        await client.destroy();
      } finally {
        if (ownsSettings) settings.close();
        services.close();
        unguard();
        // Stopped by a signal, the process is about to exit: a late signal must still find our
        // handler rather than Node's default (which would kill it before its logs are flushed).
        if (handleSignals && !signalled) {
          process.off('SIGINT', onSignal);
          process.off('SIGTERM', onSignal);
        }
      }
    })();
    return stopping;
  };
  let signalled = false;
  function onSignal(signal: NodeJS.Signals): void {
    // A second signal (Ctrl-C reaches npm and the bot both; an impatient second press) doesn't cut the drain short.
    if (stopping) {
      logger.warn({ signal, drainMs }, 'already shutting down: the answers in flight still get their time');
      return;
    }
    signalled = true;
    logger.info({ signal }, 'shutting down');
    stop()
      .then(
        () => logger.info('stopped: Discord client destroyed, databases closed'),
        (e: unknown) => logger.warn({ err: safeError(e) }, 'error while shutting down'),
      )
      .finally(() => {
        logger.flush();
        process.exit(0);
      });
  }
  if (handleSignals) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  await connect(client, services, token, stop);
  loadInBackground(services);
  return { client, router, metrics, stop };
}

/** The client's options: the intents, no mentions, small caches, a frequent REST handler sweep. */
function clientOptions(config: Services['config']): ClientOptions {
  const options: ClientOptions = {
    intents: intentsFor(config),
    allowedMentions: { parse: [], repliedUser: false },
    // Answers go out through interaction webhooks and are never read back: keeping every message
    // (200 per channel by default) and the members and users they name only grows memory.
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      ReactionManager: 0,
      GuildMemberManager: { maxSize: 200, keepOverLimit: (member) => member.id === member.client.user.id },
      UserManager: { maxSize: 1_000, keepOverLimit: (user) => user.id === user.client.user.id },
    }),
  };
  // Every deferred answer's follow-up edits get their own REST route handler (the webhook token is
  // part of the route), and discord.js keeps idle handlers until its hourly sweep: on a busy server
  // that is thousands of dead handlers. Interaction tokens live 15 minutes, so sweep every 5.
  options.rest = { handlerSweepInterval: 5 * 60_000, ...(config.DISCORD_API_BASE ? { api: config.DISCORD_API_BASE } : {}) };
  return options;
}

/** Routes the client's interactions (or refuses them while stopping), inline lookups and its errors and warnings to the log. */
function listen(client: Client, services: Services, router: Router, inline: ReturnType<typeof createInlineHandler>, accepting: () => boolean): void {
  const { config, logger } = services;
  client.once(Events.ClientReady, (ready) => {
    logger.info(
      { user: ready.user.tag, guilds: ready.guilds.cache.size, shard: ready.shard?.ids ?? null, api: config.DISCORD_API_BASE ?? 'discord.com', inlineLookups: config.INLINE_LOOKUPS },
      'Discord bot ready',
    );
  });
  const onInteraction = (interaction: Interaction): void => {
    if (interaction.isChatInputCommand() || interaction.isAutocomplete() || interaction.isButton()) {
      // While stopping, new interactions are told politely to try again rather than left unanswered.
      void (accepting() ? router.handle(interaction) : router.refuse(interaction));
    }
  };
  client.on(Events.InteractionCreate, onInteraction);
  if (config.INLINE_LOOKUPS) client.on(Events.MessageCreate, (message) => void inline.handle(message));
  client.on(Events.Error, (e) => logger.error({ err: safeError(e) }, 'Discord client error'));
  client.on(Events.Warn, (message) => logger.warn({ message }, 'Discord client warning'));
}

/**
 * Connects only once answering is possible: rules, indexes and cards loaded, engine workers
 * starting. Otherwise the first interactions would wait behind that work, past Discord's 3 s.
 */
async function connect(client: Client, services: Services, token: string, stop: () => Promise<void>): Promise<void> {
  const { logger } = services;
  const preparing = Date.now();
  await services.prepare?.();
  if (services.prepare) logger.info({ ms: Date.now() - preparing }, 'ready to answer; connecting to Discord');
  try {
    await client.login(token);
  } catch (e) {
    await stop();
    // Whoever prints this (the start-up failure line) must not print the token: an API may echo
    // the Authorization header in its error, and this message bypasses the logger's scrubbing.
    throw scrubbedError(e, [token]);
  }
}

/** Watches for new CR editions and loads the rules and cards now, off the first commands' path. */
function loadInBackground(services: Services): void {
  const { logger } = services;
  services.watchForNewEditions();
  // Parse the CR now too (watchForNewEditions skips it when CR_FILE is set): the first /rule would
  // otherwise parse it on the event loop, where a defer timer can't fire within Discord's 3 s.
  void services.rules().then((r) => {
    if (!r.ok) logger.warn({ reason: r.error }, 'Comprehensive Rules not loaded yet; commands will retry');
  });
  // Load the card catalog now, so the first /card autocomplete answers within Discord's 3 s.
  void services.cards?.().then((r) => {
    if (!r.ok) logger.warn({ reason: r.error }, 'card catalog not loaded yet; /card will retry');
  });
}
