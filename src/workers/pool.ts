/**
 * A fixed pool of worker threads running one TypeScript entry (through boot.mjs, which loads tsx).
 * Each job gets a wall-time limit and each worker a heap cap (resourceLimits); a worker that runs
 * over either is terminated and replaced, and the job's caller gets an error value. Nothing here
 * throws to the caller or leaves a promise pending: every job settles with a PoolResult.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JobMessage, WorkerMessage } from './protocol.ts';

export type PoolFailureCode =
  /** The job ran longer than `timeoutMs`: its worker was terminated. */
  | 'timeout'
  /** The worker's heap reached `memoryMb`: V8 stopped it. */
  | 'too_much_memory'
  /** The handler threw, or the worker died for another reason (a bug, not the input's size). */
  | 'crashed'
  /** The pool was closed (shutting down) before the job could run. */
  | 'closed'
  /** Too many jobs were already waiting (`maxQueue`): refused at once rather than answered late. */
  | 'busy'
  /**
   * The job's input could not be handed to a worker (structured clone failed: a value that is not
   * plain data, or a structure nested deeper than the clone can follow). Only that job fails.
   */
  | 'unsendable';

export interface PoolFailure {
  code: PoolFailureCode;
  /** For logs only (never shown to users: it may quote internals). */
  detail: string;
}

export type PoolResult<Out> = { ok: true; value: Out } | { ok: false; error: PoolFailure };

export interface WorkerPoolOptions {
  /** The TypeScript module each worker runs; it must call `serve` (protocol.ts). */
  entry: URL;
  size: number;
  timeoutMs: number;
  memoryMb: number;
  /**
   * The worker's young generation in MB. Default: V8's for a worker (48 MB, whatever the process's
   * own --max-semi-space-size), room it may fill under load and keep resident.
   */
  youngMb?: number;
  /** Jobs that may wait for a worker; more are refused with `busy`. Default: 64 per worker. */
  maxQueue?: number;
  /** Told about workers replaced, crashes … (the logger, in the app). */
  onEvent?: (event: PoolEvent) => void;
  /** Data each worker starts with (`workerData.init`), read as it is started: a replaced worker gets the data of its time. */
  init?: () => unknown;
}

export type PoolEvent =
  | { kind: 'replaced'; reason: PoolFailureCode; threadId: number }
  | { kind: 'start_failed'; detail: string; failures: number };

interface Job<In, Out> {
  id: number;
  input: In;
  settle: (r: PoolResult<Out>) => void;
}

interface Slot<In, Out> {
  worker: Worker;
  /** The worker's thread id, kept: a Worker reports -1 once it has exited. */
  threadId: number;
  ready: boolean;
  job: Job<In, Out> | null;
  timer: NodeJS.Timeout | null;
  /** Set once the slot's worker is being replaced, so its exit is not handled twice. */
  retired: boolean;
}

/** Workers that die before saying `ready` this many times in a row mean the entry can't start at all. */
const MAX_START_FAILURES = 3;

const BOOT = new URL('./boot.mjs', import.meta.url);

/**
 * How a compiled entry (`<name>.js` in the build folder) starts: from its CommonJS build with V8's
 * code cache (`<name>.cjs`, run by the build's worker-code-cache.mjs; src/build/code-cache.mjs)
 * when the build made one, else as it is. Compiling the engine worker's ~2.5 MB of JavaScript was
 * a third of its start-up CPU, paid by every CLI question (issue 15 §2). STACKWISE_CODE_CACHE=0
 * starts it from the ES build, as launch.mjs does the CLI.
 */
export function workerStart(entry: URL): { file: URL; codeCached?: { file: string; command: string } } {
  if (entry.protocol !== 'file:' || !entry.pathname.endsWith('.js') || process.env['STACKWISE_CODE_CACHE'] === '0') return { file: entry };
  const file = fileURLToPath(entry);
  const cjs = `${file.slice(0, -3)}.cjs`;
  const boot = new URL('./worker-code-cache.mjs', entry);
  if (!existsSync(cjs) || !existsSync(fileURLToPath(boot))) return { file: entry };
  return { file: boot, codeCached: { file: cjs, command: `worker-${path.basename(file, '.js').replace(/[^a-z0-9-]/g, '')}`.slice(0, 32) } };
}

export class WorkerPool<In, Out> {
  private readonly slots: Slot<In, Out>[] = [];
  private readonly queue: Job<In, Out>[] = [];
  private nextId = 1;
  private closed = false;
  private startFailures = 0;
  private broken: string | null = null;
  /** Exits of workers still running (close() waits for them). */
  private readonly exits = new Set<Promise<void>>();
  /** Jobs queued or running; while there are any, `keepAlive` holds the process open. */
  private pending = 0;
  private keepAlive: NodeJS.Timeout | null = null;

  constructor(private readonly options: WorkerPoolOptions) {
    const size = Math.max(1, Math.floor(options.size));
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  get size(): number {
    return this.slots.length;
  }

  /** Thread ids of the current workers (tests check that a stopped worker was replaced). */
  threadIds(): number[] {
    return this.slots.map((s) => s.worker.threadId);
  }

  /** Runs one job; always settles, with the output or a PoolFailure. */
  run(input: In): Promise<PoolResult<Out>> {
    if (this.closed) return Promise.resolve(failure('closed', 'the pool is closed'));
    if (this.broken !== null) return Promise.resolve(failure('crashed', this.broken));
    const maxQueue = this.options.maxQueue ?? 64 * this.slots.length;
    if (this.queue.length >= maxQueue) return Promise.resolve(failure('busy', `${this.queue.length} jobs are already waiting`));
    return new Promise((resolve) => {
      this.hold();
      let settled = false;
      const settle = (r: PoolResult<Out>): void => {
        if (settled) return;
        settled = true;
        this.release();
        resolve(r);
      };
      this.queue.push({ id: this.nextId++, input, settle });
      this.dispatch();
    });
  }

  /** Stops every worker; queued and running jobs settle with `closed`. Resolves once all have exited. */
  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      for (const job of this.queue.splice(0)) job.settle(failure('closed', 'the pool was closed'));
      for (const slot of this.slots) {
        this.clearTimer(slot);
        slot.retired = true;
        const job = slot.job;
        slot.job = null;
        job?.settle(failure('closed', 'the pool was closed while the job ran'));
        void slot.worker.terminate();
      }
    }
    await Promise.all(this.exits);
  }

  /** Workers are unref'd so an idle pool never keeps the process alive; pending jobs do. */
  private hold(): void {
    this.pending += 1;
    this.keepAlive ??= setInterval(() => undefined, 1 << 30);
  }

  private release(): void {
    this.pending -= 1;
    if (this.pending === 0 && this.keepAlive) {
      clearInterval(this.keepAlive);
      this.keepAlive = null;
    }
  }

  private spawn(): Slot<In, Out> {
    // A TypeScript entry (from source) is loaded through tsx by boot.mjs; a compiled one directly.
    const start = this.options.entry.pathname.endsWith('.ts') ? { file: BOOT } : workerStart(this.options.entry);
    const worker = new Worker(start.file, {
      // The parent's flags (tsx's own loader under `tsx`, vitest's …) are not wanted: boot.mjs loads tsx.
      execArgv: [],
      workerData: { entry: this.options.entry.href, ...(start.codeCached ? { codeCached: start.codeCached } : {}), ...(this.options.init ? { init: this.options.init() } : {}) },
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, ...(this.options.youngMb !== undefined ? { maxYoungGenerationSizeMb: this.options.youngMb } : {}) },
      stdout: false,
      stderr: false,
    });
    const slot: Slot<In, Out> = { worker, threadId: worker.threadId, ready: false, job: null, timer: null, retired: false };
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    this.exits.add(exited);
    void exited.then(() => this.exits.delete(exited));
    worker.on('message', (msg: WorkerMessage<Out>) => this.guarded(slot, () => this.onMessage(slot, msg)));
    // A reply the main thread can't deserialise: that job fails, the worker is kept.
    worker.on('messageerror', (e: Error) => this.guarded(slot, () => this.failJob(slot, 'crashed', `the worker's reply could not be read: ${e.message}`)));
    worker.on('error', (e: Error & { code?: string }) => {
      const code: PoolFailureCode = e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_much_memory' : 'crashed';
      this.replace(slot, code, e.message);
    });
    worker.on('exit', (exitCode) => this.replace(slot, 'crashed', `worker exited with code ${exitCode}`));
    // An idle pool must not keep the process alive (pending jobs hold `keepAlive`). After the
    // listeners: adding a 'message' listener refs the worker again.
    worker.unref();
    return slot;
  }

  /**
   * Runs an event handler so that nothing it throws escapes into the event loop (an uncaught
   * exception there would end the whole process): the slot's job fails instead, its worker is
   * replaced, and the other jobs go on.
   */
  private guarded(slot: Slot<In, Out>, handler: () => void): void {
    try {
      handler();
    } catch (e) {
      this.replace(slot, 'crashed', `the pool's message handler failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private onMessage(slot: Slot<In, Out>, msg: WorkerMessage<Out>): void {
    if (slot.retired) return;
    if (msg.type === 'ready') {
      slot.ready = true;
      this.startFailures = 0;
      this.dispatch();
      return;
    }
    if (msg.type === 'unreadable') {
      // The worker could not deserialise the job it was sent (it has only one at a time).
      this.failJob(slot, 'unsendable', `the worker could not read the job: ${msg.message}`);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    this.clearTimer(slot);
    slot.job = null;
    job.settle(msg.type === 'done' ? { ok: true, value: msg.output } : failure('crashed', msg.message));
    this.dispatch();
  }

  /** Settles the slot's running job with a failure, keeps the worker, and moves on to the next job. */
  private failJob(slot: Slot<In, Out>, code: PoolFailureCode, detail: string): void {
    if (slot.retired) return;
    const job = slot.job;
    if (!job) return;
    this.clearTimer(slot);
    slot.job = null;
    job.settle(failure(code, detail));
    this.dispatch();
  }

  private dispatch(): void {
    if (this.closed) return;
    for (const slot of this.slots) {
      // A job that can't be sent fails alone; the same worker then takes the next one.
      while (this.queue.length > 0 && slot.ready && !slot.job && !slot.retired) this.send(slot, this.queue.shift()!);
      if (this.queue.length === 0) return;
    }
  }

  /** Hands one job to an idle worker. postMessage clones the input, which can throw: that job fails alone. */
  private send(slot: Slot<In, Out>, job: Job<In, Out>): void {
    try {
      slot.worker.postMessage({ id: job.id, input: job.input } satisfies JobMessage<In>);
    } catch (e) {
      job.settle(failure('unsendable', `the job could not be sent to a worker: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`));
      return;
    }
    slot.job = job;
    // The clock starts when the job reaches a loaded worker, so start-up time is never charged to it.
    slot.timer = setTimeout(() => {
      slot.timer = null;
      this.replace(slot, 'timeout', `the job ran longer than ${this.options.timeoutMs} ms`);
    }, this.options.timeoutMs);
  }

  /** Terminates a slot's worker (if still running), settles its job with `code`, and starts a new worker. */
  private replace(slot: Slot<In, Out>, code: PoolFailureCode, detail: string): void {
    if (slot.retired) return;
    slot.retired = true;
    this.clearTimer(slot);
    void slot.worker.terminate();
    const job = slot.job;
    slot.job = null;
    job?.settle(failure(code, detail));
    if (this.closed) return;

    const index = this.slots.indexOf(slot);
    if (!slot.ready) {
      this.startFailures += 1;
      this.options.onEvent?.({ kind: 'start_failed', detail, failures: this.startFailures });
      if (this.startFailures >= MAX_START_FAILURES) {
        this.broken = `workers could not start: ${detail}`;
        for (const queued of this.queue.splice(0)) queued.settle(failure('crashed', this.broken));
        return;
      }
    } else {
      this.options.onEvent?.({ kind: 'replaced', reason: code, threadId: slot.threadId });
    }
    if (index >= 0) this.slots[index] = this.spawn();
  }

  private clearTimer(slot: Slot<In, Out>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }
}

function failure(code: PoolFailureCode, detail: string): { ok: false; error: PoolFailure } {
  return { ok: false, error: { code, detail } };
}
