/**
 * The Discord transport: a discord.js client (Guilds intent only) whose interactions go to the
 * router. With DISCORD_API_BASE set, REST calls go there, and so does the gateway lookup
 * (GET /gateway/bot), so the whole client can run against a local fake Discord.
 */
import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { ClientOptions } from 'discord.js';
import type { Services } from '../services.ts';
import { createRouter, safeError } from './router.ts';

export interface DiscordBot {
  stop(): Promise<void>;
}

export async function startDiscordBot(services: Services): Promise<DiscordBot> {
  const { config, logger } = services;
  const token = config.DISCORD_TOKEN;
  if (!token) throw new Error('DISCORD_TOKEN is not set: the Discord bot cannot log in');

  const options: ClientOptions = {
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: { parse: [] },
  };
  if (config.DISCORD_API_BASE) options.rest = { api: config.DISCORD_API_BASE };
  const client = new Client(options);
  const router = createRouter(services);

  client.once(Events.ClientReady, (ready) => {
    logger.info({ user: ready.user.tag, guilds: ready.guilds.cache.size, api: config.DISCORD_API_BASE ?? 'discord.com' }, 'Discord bot ready');
  });
  client.on(Events.InteractionCreate, (interaction) => {
    if (interaction.isChatInputCommand() || interaction.isAutocomplete() || interaction.isButton()) {
      void router.handle(interaction);
    }
  });
  client.on(Events.Error, (e) => logger.error({ err: safeError(e) }, 'Discord client error'));
  client.on(Events.Warn, (message) => logger.warn({ message }, 'Discord client warning'));

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await client.destroy();
  };
  function onSignal(signal: NodeJS.Signals): void {
    logger.info({ signal }, 'shutting down');
    stop()
      .catch((e: unknown) => logger.warn({ err: safeError(e) }, 'error while closing the Discord client'))
      .finally(() => {
        services.close();
        process.exit(0);
      });
  }
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await client.login(token);
  } catch (e) {
    await stop();
    throw e;
  }
  services.watchForNewEditions();
  // Load the card catalog now, so the first /card autocomplete answers within Discord's 3 s.
  void services.cards?.().then((r) => {
    if (!r.ok) logger.warn({ reason: r.error }, 'card catalog not loaded yet; /card will retry');
  });
  return { stop };
}
