/**
 * startDiscordBot against a local fake Discord: a REST API on 127.0.0.1 (DISCORD_API_BASE) whose
 * GET /gateway/bot points at a local WebSocket gateway. Real discord.js interactions go through
 * the router and the replies come back to the fake REST API. Nothing touches the real network.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Services } from '../../src/services.ts';
import { startDiscordBot } from '../../src/discord/client.ts';
import { openSettingsStore } from '../../src/settings/store.ts';
import { autocompletePayload, buttonPayload, chatInputPayload, createFakeDiscord } from '../support/fake-discord.ts';
import type { FakeDiscord } from '../support/fake-discord.ts';

vi.mock('../../commands/index.ts', async () => {
  const { SlashCommandBuilder } = await import('discord.js');
  const echo = {
    data: new SlashCommandBuilder()
      .setName('echo')
      .setDescription('echo')
      .addStringOption((o) => o.setName('text').setDescription('text').setAutocomplete(true)),
    positional: 'text',
    queryOption: 'text',
    execute: (ctx: { options: Record<string, unknown>; lang: string }) =>
      Promise.resolve({ ok: true, data: {}, reply: { tone: 'info', pages: [{ title: 'Echo', description: `${ctx.lang}: ${String(ctx.options.text)} @everyone` }] } }),
    autocomplete: () => Promise.resolve([{ name: 'Trample', value: 'trample' }]),
  };
  return { commands: [echo], findCommand: (n: string) => (n === 'echo' ? echo : undefined) };
});

let fake: FakeDiscord;
const logLines: string[] = [];

beforeAll(async () => {
  fake = createFakeDiscord();
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

function services(): Services {
  const loaded = loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_BASE: fake.apiBase });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return {
    config: loaded.config,
    logger: createLogger({ level: 'info', secrets: [fake.token], destination: { write: (s: string) => void logLines.push(s) } }),
    rules: () => Promise.resolve({ ok: false, error: 'unused' }),
    watchForNewEditions: vi.fn(),
    close: () => undefined,
  };
}

describe('startDiscordBot against a local fake Discord', () => {
  it('GIVEN DISCORD_API_BASE THEN logs in through it, answers commands and autocomplete, and stops', async () => {
    const svc = services();
    const signalListeners = process.listenerCount('SIGTERM');
    const settings = openSettingsStore(':memory:');
    const bot = await startDiscordBot(svc, { settings });
    expect(process.listenerCount('SIGTERM')).toBe(signalListeners + 1);
    try {
      await fake.waitForReady();
      expect(fake.identified[0]?.token).toBe(fake.token);
      expect(fake.identified[0]?.intents).toBe(1); // Guilds only: INLINE_LOOKUPS is off
      expect(svc.watchForNewEditions).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(logLines.join('')).toContain('Discord bot ready'));
      const ready = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'Discord bot ready');
      expect(ready).toMatchObject({ user: 'Stackwise', guilds: 0 });

      // A slash command.
      const id = fake.dispatchInteraction(chatInputPayload('echo', [{ name: 'text', type: 3, value: 'hi' }], { locale: 'ja' }));
      const reply = await fake.waitForCallback(id);
      expect(reply.path).toContain(`/interactions/${id}/interaction-token-${id}/callback`);
      expect(reply.body.type).toBe(4); // ChannelMessageWithSource
      expect(reply.body.data).toMatchObject({ allowed_mentions: { parse: [] }, embeds: [{ title: 'Echo', description: 'ja: hi @everyone' }] });

      // Autocomplete.
      const ac = fake.dispatchInteraction(autocompletePayload('echo', [{ name: 'text', type: 3, value: 'tra', focused: true }]));
      const choices = await fake.waitForCallback(ac);
      expect(choices.body).toEqual({ type: 8, data: { choices: [{ name: 'Trample', value: 'trample' }] } });

      // A page button whose pages are unknown: the polite, ephemeral "expired" message.
      const press = fake.dispatchInteraction(buttonPayload('page:gone:1'));
      const expired = await fake.waitForCallback(press);
      expect(expired.body.type).toBe(4);
      expect(expired.body.data).toMatchObject({ flags: 64, allowed_mentions: { parse: [] } });
      expect(JSON.stringify(expired.body.data)).toContain('expired');
    } finally {
      await bot.stop();
      settings.close();
    }
    expect(process.listenerCount('SIGTERM')).toBe(signalListeners);
    expect(logLines.join('')).not.toContain(fake.token);
  });
});
