/**
 * Review of the real client's shutdown (issue 7 §5) against the local fake Discord: an interaction
 * that arrives while the bot is draining is answered with a polite, private "restarting" (an
 * autocomplete with no choices) instead of being left to fail, and the one being handled is still
 * answered before the client disconnects.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Services } from '../../src/services.ts';
import { startDiscordBot } from '../../src/discord/client.ts';
import { openSettingsStore } from '../../src/settings/store.ts';
import { autocompletePayload, chatInputPayload, createFakeDiscord } from '../support/fake-discord.ts';
import type { FakeDiscord } from '../support/fake-discord.ts';

let release: (() => void) | null = null;

vi.mock('../../commands/index.ts', async () => {
  const { SlashCommandBuilder } = await import('discord.js');
  const slow = {
    data: new SlashCommandBuilder()
      .setName('slow')
      .setDescription('slow')
      .addStringOption((o) => o.setName('text').setDescription('text').setAutocomplete(true)),
    positional: 'text',
    execute: () =>
      new Promise((resolve) => {
        release = () => resolve({ ok: true, data: {}, reply: { tone: 'info', pages: [{ title: 'Slow', description: 'finally' }] } });
      }),
    autocomplete: () => Promise.resolve([{ name: 'Trample', value: 'trample' }]),
  };
  return { commands: [slow], findCommand: (n: string) => (n === 'slow' ? slow : undefined) };
});

let fake: FakeDiscord;
const logLines: string[] = [];

beforeAll(async () => {
  fake = createFakeDiscord({ heartbeatIntervalMs: 1_000 });
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
    watchForNewEditions: () => undefined,
    close: () => undefined,
  };
}

describe('interactions during a graceful shutdown', () => {
  it('GIVEN the bot draining THEN a new command gets a private "restarting", autocomplete gets no choices, and the running one still finishes', async () => {
    const settings = openSettingsStore(':memory:');
    const bot = await startDiscordBot(services(), { settings, handleSignals: false, drainTimeoutMs: 20_000, router: { rateLimits: false, deferAfterMs: 200 } });
    await fake.waitForReady();
    const running = fake.dispatchInteraction(chatInputPayload('slow', [{ name: 'text', type: 3, value: 'a' }]));
    await fake.waitForCallback(running); // deferred after 200 ms: it is now being handled
    await vi.waitFor(() => expect(release).not.toBeNull());

    const stopped = bot.stop();
    const late = fake.dispatchInteraction(chatInputPayload('slow', [{ name: 'text', type: 3, value: 'b' }], { locale: 'ja' }));
    const lateAnswer = await fake.waitForCallback(late);
    expect(lateAnswer.body.type).toBe(4);
    expect(lateAnswer.body.data).toMatchObject({ flags: 64, allowed_mentions: { parse: [] } });
    expect(JSON.stringify(lateAnswer.body.data)).toContain('再起動中');
    const ac = fake.dispatchInteraction(autocompletePayload('slow', [{ name: 'text', type: 3, value: 'tr', focused: true }]));
    expect((await fake.waitForCallback(ac)).body).toEqual({ type: 8, data: { choices: [] } });

    release?.();
    await stopped;
    const calls = fake.callsFor(running).map((c) => c.method);
    expect(calls).toEqual(['POST', 'PATCH']); // deferred, then filled in before the client went away
    settings.close();
    expect(logLines.join('')).not.toContain(fake.token);
  }, 60_000);
});
