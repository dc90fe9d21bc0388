/**
 * startDiscordBot against a local fake Discord: a REST API on 127.0.0.1 (DISCORD_API_BASE) whose
 * GET /gateway/bot points at a local WebSocket gateway. Real discord.js interactions go through
 * the router and the replies come back to the fake REST API. Nothing touches the real network.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Services } from '../../src/services.ts';
import { startDiscordBot } from '../../src/discord/client.ts';

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

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.client-token-0123456789';
const APP_ID = '123456789012345678';
const BOT_USER = { id: APP_ID, username: 'Stackwise', discriminator: '0', global_name: null, avatar: null, bot: true };
const USER = { id: '223456789012345678', username: 'asker', discriminator: '0', global_name: 'Asker', avatar: null };

interface Callback {
  url: string;
  authorization: string | undefined;
  body: { type: number; data?: Record<string, unknown> };
}

let http: Server;
let gateway: WebSocketServer;
let socket: WebSocket | undefined;
let base = '';
const callbacks: Callback[] = [];
const waiters: (() => void)[] = [];
let identified: Record<string, unknown> | undefined;
let seq = 1;
const logLines: string[] = [];

function dispatch(t: string, d: unknown): void {
  socket?.send(JSON.stringify({ op: 0, t, s: ++seq, d }));
}

function nextCallback(): Promise<Callback> {
  const already = callbacks.length;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no interaction callback arrived')), 10_000);
    const check = () => {
      const c = callbacks[already];
      if (c) {
        clearTimeout(timer);
        resolve(c);
      } else waiters.push(check);
    };
    check();
  });
}

beforeAll(async () => {
  gateway = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => gateway.once('listening', () => resolve()));
  const wsUrl = `ws://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  gateway.on('connection', (ws) => {
    socket = ws;
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 40_000 } }));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { op: number; d: Record<string, unknown> };
      if (msg.op === 1) ws.send(JSON.stringify({ op: 11 }));
      if (msg.op === 2) {
        identified = msg.d;
        ws.send(
          JSON.stringify({
            op: 0,
            t: 'READY',
            s: seq,
            d: { v: 10, user: BOT_USER, guilds: [], session_id: 'session', resume_gateway_url: wsUrl, application: { id: APP_ID, flags: 0 } },
          }),
        );
      }
    });
  });

  http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '';
      if (req.method === 'GET' && url.startsWith('/api/v10/gateway/bot')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ url: wsUrl, shards: 1, session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 } }));
        return;
      }
      if (req.method === 'POST' && /\/interactions\/\d+\/[^/]+\/callback/.test(url)) {
        callbacks.push({ url, authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Callback['body'] });
        for (const w of waiters.splice(0)) w();
        res.writeHead(204);
        res.end();
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not Found', code: 0 }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  for (const c of gateway.clients) c.terminate();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

function services(): Services {
  const loaded = loadConfig({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, DISCORD_API_BASE: base });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return {
    config: loaded.config,
    logger: createLogger({ level: 'info', secrets: [TOKEN], destination: { write: (s: string) => void logLines.push(s) } }),
    rules: () => Promise.resolve({ ok: false, error: 'unused' }),
    watchForNewEditions: vi.fn(),
    close: () => undefined,
  };
}

const interaction = (id: string, type: number, data: Record<string, unknown>, locale = 'en-US') => ({
  id,
  application_id: APP_ID,
  type,
  data,
  channel_id: '323456789012345678',
  channel: { id: '323456789012345678', type: 1 },
  user: USER,
  token: `interaction-token-${id}`,
  version: 1,
  locale,
  app_permissions: '0',
  entitlements: [],
  authorizing_integration_owners: { '1': USER.id },
  context: 1,
});

describe('startDiscordBot against a local fake Discord', () => {
  it('GIVEN DISCORD_API_BASE THEN logs in through it, answers commands and autocomplete, and stops', async () => {
    const svc = services();
    const signalListeners = process.listenerCount('SIGTERM');
    const bot = await startDiscordBot(svc);
    expect(process.listenerCount('SIGTERM')).toBe(signalListeners + 1);
    try {
      expect(identified?.token).toBe(TOKEN);
      expect(identified?.intents).toBe(1); // Guilds only
      expect(svc.watchForNewEditions).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(logLines.join('')).toContain('Discord bot ready'));
      const ready = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'Discord bot ready');
      expect(ready).toMatchObject({ user: 'Stackwise', guilds: 0 });

      // A slash command.
      const answered = nextCallback();
      dispatch('INTERACTION_CREATE', interaction('423456789012345678', 2, { id: '523456789012345678', name: 'echo', type: 1, options: [{ name: 'text', type: 3, value: 'hi' }] }, 'ja'));
      const reply = await answered;
      expect(reply.url).toContain('/api/v10/interactions/423456789012345678/interaction-token-423456789012345678/callback');
      expect(reply.body.type).toBe(4); // ChannelMessageWithSource
      expect(reply.body.data).toMatchObject({ allowed_mentions: { parse: [] }, embeds: [{ title: 'Echo', description: 'ja: hi @everyone' }] });

      // Autocomplete.
      const completed = nextCallback();
      dispatch('INTERACTION_CREATE', interaction('423456789012345679', 4, { id: '523456789012345678', name: 'echo', type: 1, options: [{ name: 'text', type: 3, value: 'tra', focused: true }] }));
      const choices = await completed;
      expect(choices.body).toEqual({ type: 8, data: { choices: [{ name: 'Trample', value: 'trample' }] } });

      // A page button whose pages are unknown: the polite, ephemeral "expired" message.
      const pressed = nextCallback();
      const message = {
        id: '623456789012345678',
        channel_id: '323456789012345678',
        author: BOT_USER,
        content: '',
        timestamp: new Date(0).toISOString(),
        edited_timestamp: null,
        tts: false,
        mention_everyone: false,
        mentions: [],
        mention_roles: [],
        attachments: [],
        embeds: [],
        components: [],
        pinned: false,
        type: 0,
        flags: 0,
      };
      dispatch('INTERACTION_CREATE', { ...interaction('423456789012345680', 3, { custom_id: 'page:gone:1', component_type: 2 }), message });
      const expired = await pressed;
      expect(expired.body.type).toBe(4);
      expect(expired.body.data).toMatchObject({ flags: 64, allowed_mentions: { parse: [] } });
      expect(JSON.stringify(expired.body.data)).toContain('expired');
    } finally {
      await bot.stop();
    }
    expect(process.listenerCount('SIGTERM')).toBe(signalListeners);
    expect(logLines.join('')).not.toContain(TOKEN);
  });
});
