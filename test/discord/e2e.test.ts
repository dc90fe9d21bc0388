/**
 * End to end through the REAL discord.js client and the REAL command registry, against the local
 * fake Discord (test/support/fake-discord.ts): HELLO, IDENTIFY, READY + GUILD_CREATE, heartbeats,
 * then INTERACTION_CREATE and MESSAGE_CREATE dispatches. What the bot sends back to the fake REST
 * API is asserted: callback types, flags, embeds within Discord's limits, components and empty
 * allowed mentions. The CR is the test copy (CR_FILE); the card catalog is left out on purpose
 * (so /card and [[card]] must answer politely that it is unavailable).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { startDiscordBot } from '../../src/discord/client.ts';
import type { DiscordBot } from '../../src/discord/client.ts';
import { checkEmbed } from '../../src/discord/embeds.ts';
import { openSettingsStore } from '../../src/settings/store.ts';
import type { SettingsStore } from '../../src/settings/store.ts';
import {
  FAKE_GUILD_ID,
  autocompletePayload,
  buttonPayload,
  chatInputPayload,
  createFakeDiscord,
  messagePayload,
} from '../support/fake-discord.ts';
import type { FakeDiscord, RestCall } from '../support/fake-discord.ts';
import { CR_FILE, ROOT, tempDir } from '../support/spawn.ts';

let fake: FakeDiscord;
let bot: DiscordBot;
let store: SettingsStore;
let tmp: { dir: string; cleanup: () => void };
const logLines: string[] = [];
let breakRules: string | null = null;

beforeAll(async () => {
  fake = createFakeDiscord({ guilds: [{ id: FAKE_GUILD_ID }], heartbeatIntervalMs: 1_000 });
  await fake.start();
  tmp = tempDir('stackwise-e2e-');
  const loaded = loadConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_APPLICATION_ID: fake.applicationId,
    DISCORD_API_BASE: fake.apiBase,
    CR_FILE,
    CACHE_DIR: tmp.dir,
    INLINE_LOOKUPS: 'true',
    LOG_LEVEL: 'info',
  });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  const logger = createLogger({ level: 'info', secrets: [fake.token], destination: { write: (s: string) => void logLines.push(s) } });
  const real = createServices(loaded.config, logger);
  const services: Services = {
    config: real.config,
    logger,
    // A switch to make handlers fail with an error that quotes a token (the log must not).
    rules: () => (breakRules ? Promise.reject(new Error(breakRules)) : real.rules()),
    watchForNewEditions: () => real.watchForNewEditions(),
    close: () => real.close(),
  };
  await services.rules(); // load the CR before the clock of any interaction starts
  store = openSettingsStore(path.join(tmp.dir, 'settings.db'));
  bot = await startDiscordBot(services, { handleSignals: false, settings: store, router: { rateLimits: false }, metricsIntervalMs: 250 });
  await fake.waitForReady();
}, 60_000);

afterAll(async () => {
  await bot?.stop();
  store?.close();
  await fake?.stop();
  tmp?.cleanup();
});

/** Every message the bot sent fits Discord's limits and can't ping anyone. */
function messageOf(call: RestCall | undefined): { embeds?: Parameters<typeof checkEmbed>[0][]; allowed_mentions?: unknown; flags?: number; components?: { components: { custom_id: string; label: string }[] }[] } {
  const b = call?.body as { data?: unknown } | undefined;
  return ((call?.path.includes('/callback') ? b?.data : b) ?? {}) as ReturnType<typeof messageOf>;
}

function expectFits(call: RestCall | undefined): void {
  const m = messageOf(call);
  expect(m.allowed_mentions).toMatchObject({ parse: [] });
  const embeds = m.embeds ?? [];
  for (const e of embeds) expect(checkEmbed(e)).toEqual([]);
  const total = embeds.reduce((n, e) => n + (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.fields ?? []).reduce((k, f) => k + f.name.length + f.value.length, 0), 0);
  expect(total).toBeLessThanOrEqual(6000);
}

describe('the real client against the fake Discord', () => {
  it('GIVEN the gateway THEN it identified with the token and the intents inline lookups need, and heartbeats', async () => {
    expect(fake.identified[0]?.token).toBe(fake.token);
    // Guilds (1) + GuildMessages (512) + MessageContent (32768): INLINE_LOOKUPS is on in this test.
    expect(fake.identified[0]?.intents).toBe(1 | 512 | 32768);
    await expect.poll(() => fake.counts.heartbeats, { timeout: 5_000 }).toBeGreaterThan(0);
  });

  it('GIVEN /rule 702.19b THEN a type-4 reply with the rule, within limits, no pings', async () => {
    const id = fake.dispatchInteraction(chatInputPayload('rule', [{ name: 'number', type: 3, value: '702.19b' }], { guildId: FAKE_GUILD_ID }));
    const cb = await fake.waitForCallback(id);
    expect(cb.body.type).toBe(4);
    expect(cb.authorization).toBeUndefined(); // interaction callbacks are authorised by the token in the URL
    expectFits(cb);
    expect(JSON.stringify(messageOf(cb).embeds)).toContain('702.19b');
    expect(messageOf(cb).flags ?? 0).toBe(0);
  });

  it('GIVEN /rule 702 ephemeral:true THEN an ephemeral paged reply whose Next button works through the client', async () => {
    const id = fake.dispatchInteraction(
      chatInputPayload('rule', [{ name: 'number', type: 3, value: '702' }, { name: 'ephemeral', type: 5, value: true }], { guildId: FAKE_GUILD_ID }),
    );
    const cb = await fake.waitForCallback(id);
    expect(cb.body.type).toBe(4);
    expect(messageOf(cb).flags).toBe(64);
    expectFits(cb);
    const buttons = messageOf(cb).components?.[0]?.components ?? [];
    expect(buttons.map((b) => b.label)).toEqual(['◀ Prev', 'Next ▶']);
    const footer = messageOf(cb).embeds?.[0]?.footer?.text ?? '';
    expect(footer).toMatch(/Page 1\/\d+/);

    const press = fake.dispatchInteraction(buttonPayload(buttons[1]?.custom_id ?? '', { guildId: FAKE_GUILD_ID }));
    const updated = await fake.waitForCallback(press);
    expect(updated.body.type).toBe(7); // UPDATE_MESSAGE
    expectFits(updated);
    expect(messageOf(updated).embeds?.[0]?.footer?.text).toMatch(/Page 2\/\d+/);
  });

  it('GIVEN autocomplete on /rule THEN a type-8 answer with at most 25 valid choices', async () => {
    const id = fake.dispatchInteraction(autocompletePayload('rule', [{ name: 'number', type: 3, value: '702.1', focused: true }], { guildId: FAKE_GUILD_ID }));
    const cb = await fake.waitForCallback(id);
    expect(cb.body.type).toBe(8);
    const choices = (cb.body.data as { choices: { name: string; value: string }[] }).choices;
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    for (const c of choices) {
      expect(c.value.length).toBeGreaterThan(0);
      expect(c.value.length).toBeLessThanOrEqual(100);
      expect(c.name.length).toBeLessThanOrEqual(100);
    }
    expect(choices.map((c) => c.value)).toContain('702.19');
  });

  it('GIVEN /scenario THEN it is deferred first (type 5), filled in by PATCH, and its Rule text button sends the cited rules privately', async () => {
    const json = readFileSync(path.join(ROOT, 'src/scenario/examples/lethal-damage-indestructible.json'), 'utf8');
    const id = fake.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: json }], { guildId: FAKE_GUILD_ID, locale: 'ja' }));
    const [deferred, edit] = await fake.waitForCalls(id, 2);
    expect(deferred?.body.type).toBe(5);
    expect(deferred?.body.data?.flags ?? 0).toBe(0); // public by default
    expect(edit?.method).toBe('PATCH');
    expect(edit?.path).toMatch(/\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original/);
    expectFits(edit);
    const buttons = messageOf(edit).components?.flatMap((r) => r.components) ?? [];
    const ruleText = buttons.find((b) => b.custom_id.startsWith('rules:'));
    expect(ruleText?.label).toBe('ルール本文');

    const press = fake.dispatchInteraction(buttonPayload(ruleText?.custom_id ?? '', { guildId: FAKE_GUILD_ID, locale: 'ja' }));
    const [ack, first] = await fake.waitForCalls(press, 2);
    expect(ack?.body).toMatchObject({ type: 5, data: { flags: 64 } });
    expectFits(first);
    const text = messageOf(first).embeds?.map((e) => e.description).join('\n') ?? '';
    expect(text).toMatch(/\*\*\d{3}\.\d+[a-z]?\*\* /);
  }, 30_000);

  it('GIVEN /scenario with broken JSON THEN the public "thinking" is deleted and the polite error goes privately to the asker', async () => {
    const id = fake.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: '{"players": [' }], { guildId: FAKE_GUILD_ID }));
    const [deferred, deleted, followUp] = await fake.waitForCalls(id, 3);
    expect(deferred?.body.type).toBe(5);
    expect(deleted?.method).toBe('DELETE');
    expect(followUp?.method).toBe('POST');
    expect(messageOf(followUp).flags).toBe(64);
    expectFits(followUp);
    expect(JSON.stringify(messageOf(followUp).embeds)).toMatch(/JSON/);
  }, 30_000);

  it('GIVEN /settings from a member without Manage Server THEN refused privately and nothing stored', async () => {
    const id = fake.dispatchInteraction(chatInputPayload('settings', [{ name: 'replies', type: 3, value: 'ephemeral' }], { guildId: FAKE_GUILD_ID, permissions: '0' }));
    const cb = await fake.waitForCallback(id);
    expect(messageOf(cb).flags).toBe(64);
    expect(JSON.stringify(messageOf(cb).embeds)).toMatch(/Only members with the Manage Server permission/);
    expect(store.get(FAKE_GUILD_ID).replies).toBe('public');
  });

  it('GIVEN /settings in the server THEN stored; then [[card]] and ((rule)) in a message are answered; bots are not', async () => {
    const id = fake.dispatchInteraction(chatInputPayload('settings', [{ name: 'inline_lookups', type: 5, value: true }], { guildId: FAKE_GUILD_ID }));
    const cb = await fake.waitForCallback(id);
    expect(cb.body.type).toBe(4);
    expect(messageOf(cb).flags).toBe(64);
    expect(store.get(FAKE_GUILD_ID).inlineLookups).toBe(true);
    // The change is announced publicly in the channel, as a follow-up of the interaction.
    const notice = await fake.waitFor((c) => c.method === 'POST' && c.path.startsWith('/webhooks/') && c.path.includes(`interaction-token-${id}`));
    expect(messageOf(notice).flags ?? 0).toBe(0);
    expect(messageOf(notice).allowed_mentions).toEqual({ parse: [] });
    expect(JSON.stringify(messageOf(notice).embeds)).toMatch(/<@\d+> changed this server's settings: inline lookups: off → on/);

    const before = fake.counts.channelMessages;
    fake.dispatch('MESSAGE_CREATE', messagePayload('how does ((702.19b)) work with [[Grizzly Bears]]? @everyone', { guildId: FAKE_GUILD_ID }));
    const posted = await fake.waitFor((c) => c.method === 'POST' && /^\/channels\/\d+\/messages/.test(c.path));
    const body = posted.body as { embeds: Parameters<typeof checkEmbed>[0][]; allowed_mentions: unknown; message_reference?: unknown };
    expect(body.allowed_mentions).toEqual({ parse: [], replied_user: false });
    expect(body.message_reference).toBeDefined();
    expect(body.embeds).toHaveLength(2);
    for (const e of body.embeds) expect(checkEmbed(e)).toEqual([]);
    expect(JSON.stringify(body.embeds[0])).toContain('702.19b');
    expect(JSON.stringify(body.embeds[1])).toMatch(/card catalog could not be loaded/);

    fake.dispatch('MESSAGE_CREATE', messagePayload('((702.19b))', { guildId: FAKE_GUILD_ID, bot: true, userId: '333456789012345678' }));
    // A later interaction's answer proves the bot message was processed (and ignored) by then.
    const probe = fake.dispatchInteraction(chatInputPayload('rule', [{ name: 'number', type: 3, value: '100.1' }], { guildId: FAKE_GUILD_ID }));
    await fake.waitForCallback(probe);
    expect(fake.counts.channelMessages).toBe(before + 1);
  });

  it('GIVEN a handler that fails with a token in its error THEN a polite ephemeral error id; the log has the interaction and command, never a token', async () => {
    const payload = chatInputPayload('rule', [{ name: 'number', type: 3, value: '702.19b' }], { guildId: FAKE_GUILD_ID });
    const token = String(payload.token);
    breakRules = `cannot reach https://discord.com/api/v10/webhooks/1/${token}/messages with ${fake.token}`;
    try {
      const id = fake.dispatchInteraction(payload);
      const cb = await fake.waitForCallback(id);
      expect(cb.body.type).toBe(4);
      expect(messageOf(cb).flags).toBe(64);
      const text = messageOf(cb).embeds?.[0]?.description ?? '';
      const errorId = /`([0-9a-f]{8})`/.exec(text)?.[1];
      expect(errorId).toBeDefined();
      const line = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.errorId === errorId);
      expect(line).toMatchObject({ interactionId: id, command: 'rule', msg: 'interaction handler failed' });
      const all = logLines.join('');
      expect(all).not.toContain(token);
      expect(all).not.toContain(fake.token);
    } finally {
      breakRules = null;
    }
  });

  it('GIVEN the health interval THEN a health line with guilds, interactions, p50/p99 latency and errors', async () => {
    const health = () =>
      logLines
        .map((l) => JSON.parse(l) as { msg: string; health?: { guilds: number; total_interactions: number; total_errors: number; p50_ms: number | null; p99_ms: number | null } })
        .filter((l) => l.msg === 'health' && (l.health?.total_errors ?? 0) > 0); // after the failing handler above
    await expect.poll(() => health().length, { timeout: 5_000 }).toBeGreaterThan(0);
    const h = health().at(-1)?.health;
    expect(h?.guilds).toBe(1);
    expect(h?.total_interactions).toBeGreaterThanOrEqual(8);
    expect(Object.keys(h ?? {})).toEqual(expect.arrayContaining(['interactions', 'errors', 'p50_ms', 'p99_ms']));
  });

  it('GIVEN every REST call the bot made THEN every message fits Discord’s limits and pings no one', () => {
    const messages = fake.calls.filter((c) => (c.path.includes('/callback') && [4, 7].includes(c.body?.type as number)) || (c.path.startsWith('/webhooks') && c.method !== 'DELETE'));
    expect(messages.length).toBeGreaterThanOrEqual(6);
    for (const c of messages) expectFits(c);
  });
});
