/**
 * A minimal local fake Discord for the discord.* benchmarks (bench code can't import test/ files):
 * a REST API on 127.0.0.1 (GET /gateway/bot, interaction callbacks, webhook edits and follow-ups)
 * and a WebSocket gateway (HELLO, IDENTIFY -> READY, heartbeat -> ACK, INTERACTION_CREATE). The
 * real discord.js client reaches it through DISCORD_API_BASE. It records nothing but counts: each
 * interaction is "answered" once the number of REST calls it needs has arrived.
 * (test/support/fake-discord.ts is the full, recording fake the end-to-end and soak tests use.)
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

export const BENCH_BOT_TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gbench.bench-discord-bot-token-0123456789';
export const BENCH_APP_ID = '123456789012345678';
const USER = { id: '223456789012345678', username: 'asker', discriminator: '0', global_name: null, avatar: null };
const BOT_USER = { id: BENCH_APP_ID, username: 'Stackwise', discriminator: '0', global_name: null, avatar: null, bot: true };
const CHANNEL = '323456789012345678';

export interface BenchOption {
  name: string;
  type: number;
  value: string | number | boolean;
  focused?: boolean;
}

/** An interaction to send: a slash command (type 2) or an autocomplete request (type 4). */
export interface BenchInteraction {
  type: 2 | 4;
  command: string;
  options: BenchOption[];
  locale?: string;
}

export interface BenchFakeDiscord {
  readonly apiBase: string;
  readonly token: string;
  readonly applicationId: string;
  /** Resolves once a client has identified and been sent READY. */
  ready(): Promise<void>;
  /**
   * Sends INTERACTION_CREATE; resolves when `calls` REST calls for it have arrived, rejects when one
   * is refused (options.refuse) or after `timeoutMs`.
   */
  interact(interaction: BenchInteraction, calls: number, timeoutMs?: number): Promise<void>;
  /** REST calls the fake did not expect (404s): a bench whose bot misbehaves should say so. */
  readonly unexpected: number;
  stop(): Promise<void>;
}

let counter = 1_400_000_000_000_000_000n;

export interface BenchFakeOptions {
  /** Looks at each answer's JSON body; a non-null result fails the interaction with that reason. */
  refuse?: (body: string) => string | null;
}

/** A response with no body, or with a JSON one. */
function respond(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
  } else {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

/** The gateway's side of a connection: hello, heartbeat acks, and READY once the client identifies. */
function answerGateway(ws: WebSocket, wsUrl: string, nextSeq: () => number, ready: () => void): void {
  ws.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 41_250 } }));
  ws.on('message', (raw) => {
    const msg = JSON.parse(String(raw)) as { op: number };
    if (msg.op === 1) ws.send(JSON.stringify({ op: 11 }));
    else if (msg.op === 2) {
      ws.send(JSON.stringify({ op: 0, t: 'READY', s: nextSeq(), d: { v: 10, user: BOT_USER, guilds: [], session_id: 'bench', resume_gateway_url: wsUrl, application: { id: BENCH_APP_ID, flags: 0 } } }));
      ready();
    }
  });
}

/** Answers the REST routes the client uses (the gateway address, interaction callbacks, webhook edits); false for any other. */
function routeRequest(req: IncomingMessage, body: string, res: ServerResponse, wsUrl: string, arrived: (interactionId: string | undefined, body: string) => void): boolean {
  const path = (req.url ?? '').replace(/^\/api\/v\d+/, '');
  const method = req.method ?? 'GET';
  if (method === 'GET' && path.startsWith('/gateway/bot')) {
    respond(res, 200, { url: wsUrl, shards: 1, session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 } });
    return true;
  }
  const callback = /^\/interactions\/(\d+)\/[^/]+\/callback/.exec(path);
  if (callback && method === 'POST') {
    respond(res, 204);
    arrived(callback[1], body);
    return true;
  }
  // Edits and follow-ups are addressed by the interaction token, which names the interaction here.
  const hook = /^\/webhooks\/\d+\/bench-token-(\d+)/.exec(path);
  if (hook) {
    const message = { id: String(++counter), channel_id: CHANNEL, author: BOT_USER, content: '', timestamp: new Date(0).toISOString(), edited_timestamp: null, tts: false, mention_everyone: false, mentions: [], mention_roles: [], attachments: [], embeds: [], components: [], pinned: false, type: 0, flags: 0 };
    if (method === 'DELETE') respond(res, 204);
    else respond(res, 200, message);
    arrived(hook[1], body);
    return true;
  }
  return false;
}

/** The INTERACTION_CREATE payload of interaction `id`. */
function interactionPayload(id: string, interaction: Parameters<BenchFakeDiscord['interact']>[0]): Record<string, unknown> {
  return {
    id,
    application_id: BENCH_APP_ID,
    type: interaction.type,
    data: { id: '523456789012345678', name: interaction.command, type: 1, options: interaction.options },
    channel_id: CHANNEL,
    channel: { id: CHANNEL, type: 1 },
    user: USER,
    token: `bench-token-${id}`,
    version: 1,
    locale: interaction.locale ?? 'en-US',
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: { '1': USER.id },
    context: 1,
  };
}

export async function startBenchFakeDiscord(opts: BenchFakeOptions = {}): Promise<BenchFakeDiscord> {
  const gateway = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => gateway.once('listening', () => resolve()));
  const wsUrl = `ws://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  let socket: WebSocket | null = null;
  let seq = 0;
  let readyResolve: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => (readyResolve = resolve));
  const waiting = new Map<string, { need: number; got: number; done: (problem: string | null) => void }>();
  let unexpected = 0;

  gateway.on('connection', (ws) => {
    socket = ws;
    answerGateway(ws, wsUrl, () => ++seq, readyResolve);
  });

  const arrived = (interactionId: string | undefined, body: string): void => {
    if (interactionId === undefined) return;
    const w = waiting.get(interactionId);
    if (!w) return;
    const problem = opts.refuse ? opts.refuse(body) : null;
    w.got += 1;
    if (problem !== null || w.got >= w.need) {
      waiting.delete(interactionId);
      w.done(problem);
    }
  };

  const http: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (!routeRequest(req, body, res, wsUrl, arrived)) {
        unexpected += 1;
        respond(res, 404, { message: 'Unknown route in the bench fake Discord', code: 0 });
      }
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;

  return {
    apiBase,
    token: BENCH_BOT_TOKEN,
    applicationId: BENCH_APP_ID,
    ready: () => readyPromise,
    get unexpected() {
      return unexpected;
    },
    interact(interaction, calls, timeoutMs = 30_000) {
      const ws = socket;
      if (!ws) return Promise.reject(new Error('bench fake Discord: no client connected'));
      const id = String(++counter);
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`bench fake Discord: /${interaction.command} got no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, {
          need: calls,
          got: 0,
          done: (problem) => {
            clearTimeout(timer);
            if (problem === null) resolve();
            else reject(new Error(`/${interaction.command}: ${problem}`));
          },
        });
        const d = interactionPayload(id, interaction);
        ws.send(JSON.stringify({ op: 0, t: 'INTERACTION_CREATE', s: ++seq, d }));
      });
    },
    async stop() {
      for (const c of gateway.clients) c.terminate();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
