/**
 * Shutting down while answers can't finish in time (issue 17 §4): after the drain, the engine pool
 * is closed and whatever is still unanswered gets the restart notice in place of its "thinking…".
 * The real client against the local fake Discord, with a command whose engine run never ends.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Services } from '../../src/services.ts';
import { startDiscordBot } from '../../src/discord/client.ts';
import { openSettingsStore } from '../../src/settings/store.ts';
import { chatInputPayload, createFakeDiscord } from '../support/fake-discord.ts';
import type { FakeDiscord } from '../support/fake-discord.ts';

vi.mock('../../commands/index.ts', async () => {
  const { SlashCommandBuilder } = await import('@discordjs/builders');
  // Named like the engine commands, so the router defers it before it runs.
  const stuck = {
    data: new SlashCommandBuilder().setName('scenario').setDescription('never ends'),
    positional: 'json',
    execute: (ctx: { services: Services }) => ctx.services.runEngine!({}).then(() => ({ ok: true, data: {}, reply: { tone: 'info', pages: [{ title: 'Done', description: 'done' }] } })),
  };
  return { commands: [stuck], findCommand: (n: string) => (n === 'scenario' ? stuck : undefined) };
});

let fake: FakeDiscord;
beforeAll(async () => {
  fake = createFakeDiscord();
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

describe('stop() with engine answers that never finish', () => {
  it('GIVEN four deferred answers still running after the drain THEN each is filled in with the restart notice', async () => {
    const loaded = loadConfig({ DISCORD_TOKEN: fake.token, DISCORD_API_BASE: fake.apiBase });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    const lines: string[] = [];
    let closed = 0;
    const services: Services = {
      config: loaded.config,
      logger: createLogger({ level: 'info', secrets: [fake.token], destination: { write: (s: string) => void lines.push(s) } }),
      rules: () => Promise.resolve({ ok: false, error: 'unused' }),
      watchForNewEditions: () => undefined,
      runEngine: () => new Promise(() => undefined), // a run that outlives any drain
      close: () => void closed++,
    };
    const bot = await startDiscordBot(services, { settings: openSettingsStore(':memory:'), handleSignals: false, drainTimeoutMs: 200, metricsIntervalMs: 60_000 });
    await fake.waitForReady();
    const ids = Array.from({ length: 4 }, () => fake.dispatchInteraction(chatInputPayload('scenario', [])));
    for (const id of ids) expect((await fake.waitForCallback(id)).body.type).toBe(5);
    await bot.stop();
    expect(closed).toBeGreaterThan(0);
    for (const id of ids) {
      const edit = fake.callsFor(id).find((c) => c.method === 'PATCH');
      expect(edit, `interaction ${id} left at "thinking…"`).toBeDefined();
      expect(edit!.body.embeds[0].title).toBe('Restarting');
    }
    expect(lines.join('')).toContain('told the interactions still unanswered that we are restarting');
  }, 60_000);
});
