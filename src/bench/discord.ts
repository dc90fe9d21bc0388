/**
 * Discord benchmarks (issue 7): the real discord.js client, router, commands and services against
 * a local fake Discord (fake-discord.ts), both running in one host worker thread (discord-host.ts).
 *
 * - `discord.e2e`: one interaction's round trip, one at a time: INTERACTION_CREATE sent on the
 *   gateway -> the client -> the router and command -> the answer's REST call(s) back at the fake
 *   (for a deferred /scenario: the deferral and the edit). p50/p99 per interaction over a mix of
 *   /rule (EN, JA), /define, /search, an autocomplete and a /scenario run in the engine pool.
 * - `discord.throughput`: interactions answered per second with 32 in flight, the client and the
 *   fake Discord sharing one core (so the figure is a lower bound for the bot alone); the mix
 *   leaves /scenario out so that no second core (the engine pool) works for it. ops_per_s is
 *   interactions per second; p50/p99 are the gaps between consecutive answers.
 *
 * The harness times synchronous ops, so each op blocks on shared memory (Atomics.wait) until the
 * host has counted the answer; that hand-off costs microseconds against round trips of milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILED, entryPoint } from '../core/paths.ts';
import { Worker } from 'node:worker_threads';
import type { BenchCase, BenchContext, BenchDefinition } from './harness.ts';
import { crFilePath } from './fixtures.ts';
import { CONTROL_BYTES, LOAD_KINDS, SLOT } from './discord-load.ts';
import type { HostReply, HostRequest } from './discord-load.ts';

/** Longest wait for one answer before the benchmark fails loudly instead of hanging. */
const ANSWER_TIMEOUT_MS = 30_000;
const THROUGHPUT_IN_FLIGHT = 32;

interface Host {
  control: Int32Array;
  setMode(mode: HostRequest['mode']): Promise<void>;
  lastError(): string | null;
}

function startHost(): Promise<Host> {
  const dir = mkdtempSync(join(tmpdir(), 'stackwise-bench-discord-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const shared = new SharedArrayBuffer(CONTROL_BYTES);
  const control = new Int32Array(shared);
  const entry = entryPoint('bench-discord-host', 'src/bench/discord-host.ts');
  // From source the host is TypeScript, loaded through tsx by boot.mjs; compiled, it runs directly.
  const worker = new Worker(COMPILED ? entry : new URL('../workers/boot.mjs', import.meta.url), {
    execArgv: [],
    workerData: { entry: entry.href, control: shared, crFile: crFilePath(), dir },
  });
  let error: string | null = null;
  let waiter: ((m: HostReply) => void) | null = null;
  worker.on('message', (m: HostReply) => {
    if (m.type === 'error') error = m.message;
    waiter?.(m);
  });
  worker.on('error', (e) => {
    error = e.message;
    waiter?.({ type: 'error', message: e.message });
  });
  // The host lives until the bench process ends (after the listeners: adding one refs the worker again).
  worker.unref();
  const next = (): Promise<HostReply> => new Promise((resolve) => (waiter = resolve));
  const expect = async (type: HostReply['type']): Promise<void> => {
    worker.ref(); // keep the process alive while waiting for the host
    const m = await next().finally(() => worker.unref());
    waiter = null;
    if (m.type === 'error') throw new Error(`discord bench host: ${m.message}`);
    if (m.type !== type) throw new Error(`discord bench host: expected ${type}, got ${m.type}`);
  };
  return expect('ready').then(() => ({
    control,
    async setMode(mode) {
      const set = expect('mode-set');
      worker.postMessage({ type: 'mode', mode } satisfies HostRequest);
      await set;
    },
    lastError: () => error,
  }));
}

function host(ctx: BenchContext): Promise<Host> {
  return ctx.shared('discord.host', startHost);
}

/** One op: allow interaction `i + window - 1` to be sent, then block until `i + 1` are answered. */
function answered(h: Host, i: number, window: number): number {
  const { control } = h;
  const want = i + window;
  if (Atomics.load(control, SLOT.WANT) < want) {
    Atomics.store(control, SLOT.WANT, want);
    Atomics.notify(control, SLOT.WANT);
  }
  for (;;) {
    const done = Atomics.load(control, SLOT.DONE);
    if (done > i) return done;
    if (Atomics.load(control, SLOT.FAILED) !== 0) throw new Error(`discord bench: an interaction failed: ${h.lastError() ?? 'unknown error'}`);
    if (Atomics.wait(control, SLOT.DONE, done, ANSWER_TIMEOUT_MS) === 'timed-out') {
      throw new Error(`discord bench: no answer within ${ANSWER_TIMEOUT_MS} ms (${h.lastError() ?? 'no error reported'})`);
    }
  }
}

async function setupMode(ctx: BenchContext, mode: HostRequest['mode'], window: number): Promise<BenchCase> {
  const h = await host(ctx);
  await h.setMode(mode);
  const kinds = LOAD_KINDS[mode];
  const notes = [`${`discord.${mode}`}: ${kinds.map((k) => k.label).join(', ')}${window > 1 ? ` — ${window} in flight` : ''}`];
  return mode === 'e2e'
    ? { op: (i) => answered(h, i, window), cycle: kinds.length, labels: kinds.map((k) => k.label), notes }
    : { op: (i) => answered(h, i, window), notes };
}

export const discordBenchmarks: BenchDefinition[] = [
  {
    name: 'discord.e2e',
    description: 'one interaction round trip: fake gateway -> real discord.js client -> router/command -> fake REST (p50/p99)',
    setup: (ctx) => setupMode(ctx, 'e2e', 1),
    sampling: { warmupMaxOps: 60, maxSamples: 1_200, minTimeMs: 2_000, maxTimeMs: 5_000 },
  },
  {
    name: 'discord.throughput',
    description: `interactions answered per second, ${THROUGHPUT_IN_FLIGHT} in flight, client and fake Discord on one core (ops_per_s)`,
    setup: (ctx) => setupMode(ctx, 'throughput', THROUGHPUT_IN_FLIGHT),
    sampling: { warmupMaxOps: 200, maxSamples: 20_000, minTimeMs: 2_500, maxTimeMs: 5_000 },
  },
];
