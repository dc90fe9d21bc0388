/**
 * A local fake Discord for driving the REAL discord.js client on loopback, with no network:
 * - an HTTP server for the REST API (GET /gateway/bot, interaction callbacks, webhook follow-ups
 *   and edits, channel messages, command registration);
 * - a WebSocket gateway speaking HELLO, IDENTIFY, READY (+ GUILD_CREATE), heartbeat/ACK and any
 *   dispatch (INTERACTION_CREATE, MESSAGE_CREATE…), one socket per shard.
 * The client reaches it with DISCORD_API_BASE = `fake.apiBase` (the gateway address comes from
 * GET /gateway/bot). Every REST call is recorded so tests can assert what the bot sent.
 *
 * Used by test/discord (end-to-end), H7's soak tests and benches.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

export const FAKE_BOT_TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.fake-discord-bot-token-0123456789';
export const FAKE_APP_ID = '123456789012345678';
export const FAKE_USER_ID = '223456789012345678';
export const FAKE_CHANNEL_ID = '323456789012345678';
export const FAKE_GUILD_ID = '823456789012345678';

export const BOT_USER = { id: FAKE_APP_ID, username: 'Stackwise', discriminator: '0', global_name: null, avatar: null, bot: true };

export interface FakeGuild {
  id: string;
  name?: string;
  /** A text channel id in the guild (MESSAGE_CREATE needs a known channel). */
  channelId?: string;
  preferredLocale?: string;
}

export interface FakeDiscordOptions {
  heartbeatIntervalMs?: number;
  guilds?: FakeGuild[];
  token?: string;
}

export interface RestCall {
  method: string;
  /** The path after /api/v10, with its query string. */
  path: string;
  authorization: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- REST bodies are whatever the client sent
  body: any;
  /** The interaction this call answers (callback, follow-up, edit or delete), when there is one. */
  interactionId?: string;
}

export interface FakeCounts {
  connections: number;
  identifies: number;
  resumes: number;
  heartbeats: number;
  dispatched: number;
  requests: number;
  callbacks: number;
  followUps: number;
  edits: number;
  deletes: number;
  channelMessages: number;
  commandPuts: number;
}

export interface PayloadExtra {
  id?: string;
  locale?: string;
  guildId?: string;
  userId?: string;
  channelId?: string;
  bot?: boolean;
  /** The member's permissions bit set as Discord sends it (default '8': Administrator). */
  permissions?: string;
}

let nextSnowflake = 1_000_000n;
/** Unique, increasing Discord-like ids (17+ digits). */
export function snowflake(): string {
  nextSnowflake += 1n;
  return (1_300_000_000_000_000_000n + nextSnowflake).toString();
}

const userObject = (id: string, bot = false) => ({ id, username: `user${id.slice(-4)}`, discriminator: '0', global_name: null, avatar: null, ...(bot ? { bot: true } : {}) });

/** The common part of an interaction payload; `user` in DMs, `member` in guilds. */
function interactionBase(type: number, data: Record<string, unknown>, extra: PayloadExtra): Record<string, unknown> {
  const id = extra.id ?? snowflake();
  const userId = extra.userId ?? FAKE_USER_ID;
  const channelId = extra.channelId ?? FAKE_CHANNEL_ID;
  const base: Record<string, unknown> = {
    id,
    application_id: FAKE_APP_ID,
    type,
    data,
    channel_id: channelId,
    token: `interaction-token-${id}`,
    version: 1,
    locale: extra.locale ?? 'en-US',
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: { '0': extra.guildId ?? '0' },
  };
  if (extra.guildId) {
    base.guild_id = extra.guildId;
    base.guild_locale = 'en-US';
    base.channel = { id: channelId, type: 0, guild_id: extra.guildId, name: 'rules' };
    base.member = { user: userObject(userId), roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0, permissions: extra.permissions ?? '8' };
    base.context = 0;
  } else {
    base.channel = { id: channelId, type: 1 };
    base.user = userObject(userId);
    base.context = 1;
  }
  return base;
}

export interface CommandOptionPayload {
  name: string;
  type: number;
  value?: string | number | boolean;
  focused?: boolean;
}

export function chatInputPayload(name: string, options: CommandOptionPayload[] = [], extra: PayloadExtra = {}): Record<string, unknown> {
  return interactionBase(2, { id: '523456789012345678', name, type: 1, options }, extra);
}

export function autocompletePayload(name: string, options: CommandOptionPayload[], extra: PayloadExtra = {}): Record<string, unknown> {
  return interactionBase(4, { id: '523456789012345678', name, type: 1, options }, extra);
}

export function buttonPayload(customId: string, extra: PayloadExtra = {}): Record<string, unknown> {
  const p = interactionBase(3, { custom_id: customId, component_type: 2 }, extra);
  p.message = messageObject({ id: snowflake(), channel_id: String(p.channel_id), content: '', author: BOT_USER });
  return p;
}

/** MESSAGE_CREATE data: a message someone posted in a guild channel. */
export function messagePayload(content: string, extra: PayloadExtra = {}): Record<string, unknown> {
  const userId = extra.userId ?? FAKE_USER_ID;
  const msg = messageObject({ id: extra.id ?? snowflake(), channel_id: extra.channelId ?? FAKE_CHANNEL_ID, content, author: userObject(userId, extra.bot === true) });
  if (extra.guildId) {
    msg.guild_id = extra.guildId;
    msg.member = { roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0 };
  }
  return msg;
}

function messageObject(m: { id: string; channel_id: string; content: string; author: Record<string, unknown>; embeds?: unknown[]; components?: unknown[]; flags?: number }): Record<string, unknown> {
  return {
    id: m.id,
    channel_id: m.channel_id,
    author: m.author,
    content: m.content,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: m.embeds ?? [],
    components: m.components ?? [],
    pinned: false,
    type: 0,
    flags: m.flags ?? 0,
  };
}

function guildObject(g: FakeGuild): Record<string, unknown> {
  const channelId = g.channelId ?? FAKE_CHANNEL_ID;
  return {
    id: g.id,
    name: g.name ?? `Guild ${g.id.slice(-4)}`,
    icon: null,
    owner_id: FAKE_USER_ID,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [{ id: g.id, name: '@everyone', permissions: '0', position: 0, color: 0, hoist: false, managed: false, mentionable: false, flags: 0 }],
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    system_channel_flags: 0,
    premium_tier: 0,
    preferred_locale: g.preferredLocale ?? 'en-US',
    nsfw_level: 0,
    unavailable: false,
    member_count: 2,
    large: false,
    joined_at: new Date(0).toISOString(),
    members: [],
    voice_states: [],
    presences: [],
    threads: [],
    stage_instances: [],
    guild_scheduled_events: [],
    channels: [{ id: channelId, type: 0, guild_id: g.id, name: 'rules', position: 0, permission_overwrites: [], nsfw: false, parent_id: null }],
  };
}

/** Which shard a guild belongs to (Discord's formula: (guild_id >> 22) % num_shards). */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(Math.max(1, shardCount)));
}

export interface FakeDiscord {
  readonly apiBase: string;
  readonly token: string;
  readonly applicationId: string;
  readonly counts: FakeCounts;
  readonly calls: RestCall[];
  /** Every IDENTIFY payload received (one per shard connection). */
  readonly identified: Record<string, unknown>[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `shards` connections have IDENTIFYed and been sent READY. */
  waitForReady(shards?: number, timeoutMs?: number): Promise<void>;
  dispatch(t: string, d: unknown, shard?: number): void;
  /** Sends INTERACTION_CREATE to the shard owning its guild; returns the interaction id. */
  dispatchInteraction(payload: Record<string, unknown>): string;
  waitForCallback(interactionId: string, timeoutMs?: number): Promise<RestCall>;
  /** Waits until at least `n` REST calls for the interaction arrived; returns them all. */
  waitForCalls(interactionId: string, n: number, timeoutMs?: number): Promise<RestCall[]>;
  waitFor(predicate: (c: RestCall) => boolean, timeoutMs?: number): Promise<RestCall>;
  callsFor(interactionId: string): RestCall[];
  clearCalls(): void;
  /** Closes every gateway socket (the client sees the connection drop). */
  dropConnections(): void;
}

export function createFakeDiscord(opts: FakeDiscordOptions = {}): FakeDiscord {
  const token = opts.token ?? FAKE_BOT_TOKEN;
  const heartbeatIntervalMs = opts.heartbeatIntervalMs ?? 41_250;
  const guilds = opts.guilds ?? [];
  const counts: FakeCounts = {
    connections: 0,
    identifies: 0,
    resumes: 0,
    heartbeats: 0,
    dispatched: 0,
    requests: 0,
    callbacks: 0,
    followUps: 0,
    edits: 0,
    deletes: 0,
    channelMessages: 0,
    commandPuts: 0,
  };
  const calls: RestCall[] = [];
  const identified: Record<string, unknown>[] = [];
  /** Interaction id by its token (follow-ups and edits are addressed by token). */
  const byToken = new Map<string, string>();
  const sockets = new Map<number, WebSocket>();
  const sequence = new Map<WebSocket, number>();
  let shardCount = 1;
  let listeners: (() => void)[] = [];
  let http: Server | undefined;
  let gateway: WebSocketServer | undefined;
  let apiBase = '';
  let wsUrl = '';

  const notify = (): void => {
    const current = listeners;
    listeners = [];
    for (const l of current) l();
  };

  function until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners = listeners.filter((l) => l !== probe);
        reject(new Error(`fake Discord: timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const probe = (): void => {
        const v = check();
        if (v !== undefined) {
          clearTimeout(timer);
          resolve(v);
        } else listeners.push(probe);
      };
      probe();
    });
  }

  function send(ws: WebSocket, t: string, d: unknown): void {
    const s = (sequence.get(ws) ?? 0) + 1;
    sequence.set(ws, s);
    counts.dispatched += 1;
    ws.send(JSON.stringify({ op: 0, t, s, d }));
  }

  function onConnection(ws: WebSocket): void {
    counts.connections += 1;
    sequence.set(ws, 0);
    ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: heartbeatIntervalMs } }));
    ws.on('message', (raw) => {
      let msg: { op: number; d: Record<string, unknown> | null };
      try {
        msg = JSON.parse(String(raw)) as typeof msg;
      } catch {
        return;
      }
      if (msg.op === 1) {
        counts.heartbeats += 1;
        ws.send(JSON.stringify({ op: 11 }));
      } else if (msg.op === 2 && msg.d) {
        counts.identifies += 1;
        identified.push(msg.d);
        const shard = Array.isArray(msg.d.shard) ? (msg.d.shard as number[]) : [0, 1];
        const id = shard[0] ?? 0;
        shardCount = shard[1] ?? 1;
        sockets.set(id, ws);
        const mine = guilds.filter((g) => shardOf(g.id, shardCount) === id);
        send(ws, 'READY', {
          v: 10,
          user: BOT_USER,
          guilds: mine.map((g) => ({ id: g.id, unavailable: true })),
          session_id: `session-${id}`,
          resume_gateway_url: wsUrl,
          shard,
          application: { id: FAKE_APP_ID, flags: 0 },
        });
        for (const g of mine) send(ws, 'GUILD_CREATE', guildObject(g));
        notify();
      } else if (msg.op === 6 && msg.d) {
        // RESUME after a dropped connection: the session names its shard.
        counts.resumes += 1;
        const id = Number(/^session-(\d+)$/.exec(String(msg.d.session_id))?.[1] ?? 0);
        sockets.set(id, ws);
        sequence.set(ws, Number(msg.d.seq ?? 0));
        send(ws, 'RESUMED', null);
        notify();
      }
    });
    ws.on('close', () => {
      for (const [id, s] of sockets) if (s === ws) sockets.delete(id);
      sequence.delete(ws);
    });
  }

  function respond(res: ServerResponse, status: number, body?: unknown): void {
    if (body === undefined) {
      res.writeHead(status);
      res.end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      counts.requests += 1;
      const full = req.url ?? '';
      const path = full.replace(/^\/api\/v\d+/, '');
      const method = req.method ?? 'GET';
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      if (raw !== '') {
        const type = req.headers['content-type'] ?? '';
        if (type.includes('multipart/form-data')) {
          // discord.js sends multipart only with files; the JSON part is payload_json.
          const m = /name="payload_json"[^\n]*\r?\n(?:[^\n]*\r?\n)*?\r?\n([\s\S]*?)\r?\n--/.exec(raw);
          body = m?.[1] ? (JSON.parse(m[1]) as unknown) : raw;
        } else {
          try {
            body = JSON.parse(raw) as unknown;
          } catch {
            body = raw;
          }
        }
      }
      const call: RestCall = { method, path, authorization: req.headers.authorization, body };

      if (method === 'GET' && path.startsWith('/gateway/bot')) {
        respond(res, 200, { url: wsUrl, shards: 1, session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 } });
        return;
      }
      let m = /^\/interactions\/(\d+)\/([^/?]+)\/callback/.exec(path);
      if (m && method === 'POST') {
        call.interactionId = m[1] ?? '';
        byToken.set(m[2] ?? '', call.interactionId);
        counts.callbacks += 1;
        record(call);
        if (/with_response=true/.test(path)) {
          respond(res, 200, { interaction: { id: call.interactionId, type: 2, activity_instance_id: null, response_message_id: null, response_message_loading: false, response_message_ephemeral: false } });
        } else respond(res, 204);
        return;
      }
      m = /^\/webhooks\/(\d+)\/([^/?]+)(\/messages\/([^/?]+))?/.exec(path);
      if (m) {
        const interactionId = byToken.get(m[2] ?? '') ?? /^interaction-token-(\d+)$/.exec(m[2] ?? '')?.[1];
        if (interactionId !== undefined) call.interactionId = interactionId;
        const b = (body ?? {}) as { content?: string; embeds?: unknown[]; components?: unknown[]; flags?: number };
        const message = messageObject({ id: m[4] && /^\d+$/.test(m[4]) ? m[4] : snowflake(), channel_id: FAKE_CHANNEL_ID, content: b.content ?? '', author: BOT_USER, embeds: b.embeds ?? [], components: b.components ?? [], flags: b.flags ?? 0 });
        if (method === 'POST') counts.followUps += 1;
        else if (method === 'PATCH') counts.edits += 1;
        else if (method === 'DELETE') counts.deletes += 1;
        record(call);
        if (method === 'DELETE') respond(res, 204);
        else respond(res, 200, message);
        return;
      }
      m = /^\/channels\/(\d+)\/messages/.exec(path);
      if (m && method === 'POST') {
        counts.channelMessages += 1;
        record(call);
        const b = (body ?? {}) as { content?: string; embeds?: unknown[]; components?: unknown[] };
        respond(res, 200, messageObject({ id: snowflake(), channel_id: m[1] ?? FAKE_CHANNEL_ID, content: b.content ?? '', author: BOT_USER, embeds: b.embeds ?? [], components: b.components ?? [] }));
        return;
      }
      if (/^\/applications\/\d+(\/guilds\/\d+)?\/commands/.test(path) && method === 'PUT') {
        counts.commandPuts += 1;
        record(call);
        respond(res, 200, Array.isArray(body) ? body.map((c: Record<string, unknown>, i: number) => ({ ...c, id: String(900_000_000_000_000_000n + BigInt(i)), application_id: FAKE_APP_ID, version: '1' })) : []);
        return;
      }
      record(call);
      respond(res, 404, { message: 'Unknown route in the fake Discord', code: 0 });
    });
  }

  function record(call: RestCall): void {
    calls.push(call);
    notify();
  }

  const callsFor = (interactionId: string): RestCall[] => calls.filter((c) => c.interactionId === interactionId);

  return {
    get apiBase() {
      return apiBase;
    },
    token,
    applicationId: FAKE_APP_ID,
    counts,
    calls,
    identified,
    async start() {
      gateway = new WebSocketServer({ host: '127.0.0.1', port: 0 });
      const gw = gateway;
      await new Promise<void>((resolve) => gw.once('listening', () => resolve()));
      wsUrl = `ws://127.0.0.1:${(gw.address() as AddressInfo).port}`;
      gw.on('connection', onConnection);
      const server = createServer(onRequest);
      http = server;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    },
    async stop() {
      const gw = gateway;
      if (gw) {
        for (const c of gw.clients) c.terminate();
        await new Promise<void>((resolve) => gw.close(() => resolve()));
      }
      const server = http;
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      listeners = [];
    },
    waitForReady(shards = 1, timeoutMs = 10_000) {
      return until(() => (sockets.size >= shards ? true : undefined), timeoutMs, `${shards} shard(s) to identify`).then(() => undefined);
    },
    dispatch(t, d, shard = 0) {
      const ws = sockets.get(shard);
      if (!ws) throw new Error(`fake Discord: no connected shard ${shard}`);
      send(ws, t, d);
    },
    dispatchInteraction(payload) {
      const guildId = typeof payload.guild_id === 'string' ? payload.guild_id : undefined;
      const shard = guildId ? shardOf(guildId, shardCount) : 0;
      const ws = sockets.get(shard);
      if (!ws) throw new Error(`fake Discord: no connected shard ${shard}`);
      send(ws, 'INTERACTION_CREATE', payload);
      return String(payload.id);
    },
    waitForCallback(interactionId, timeoutMs = 10_000) {
      return until(() => calls.find((c) => c.interactionId === interactionId && c.path.includes('/callback')), timeoutMs, `the callback of interaction ${interactionId}`);
    },
    waitForCalls(interactionId, n, timeoutMs = 10_000) {
      return until(() => {
        const found = callsFor(interactionId);
        return found.length >= n ? found : undefined;
      }, timeoutMs, `${n} REST calls for interaction ${interactionId}`);
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return until(() => calls.find(predicate), timeoutMs, 'a matching REST call');
    },
    callsFor,
    clearCalls() {
      calls.length = 0;
      byToken.clear(); // tokens made by the payload builders still map to their interaction
    },
    dropConnections() {
      for (const c of gateway?.clients ?? []) c.terminate();
    },
  };
}
