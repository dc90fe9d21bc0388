/**
 * The engine pool: a fixed WorkerPool running engine-worker.ts. Its size, per-run wall-time limit
 * and per-worker heap cap come from the configuration (ENGINE_WORKERS, ENGINE_TIMEOUT_MS,
 * ENGINE_MEMORY_MB). A run the pool had to stop becomes an EngineLimitError value.
 */
import { availableParallelism } from 'node:os';
import type { Config } from '../config.ts';
import type { Limits } from '../engine/types.ts';
import { subtypeLists } from '../engine/subtypes.ts';
import type { SubtypeLists } from '../engine/subtypes.ts';
import type { Result } from '../core/result.ts';
import type { ScenarioError, ScenarioRun } from '../scenario/run.ts';
import { WorkerPool } from './pool.ts';
import { entryPoint } from '../core/paths.ts';
import type { PoolEvent, PoolFailureCode } from './pool.ts';

export interface EngineJob {
  json: unknown;
  limits?: Partial<Limits>;
  /**
   * The CR's subtype lists the main thread's engine was given (services.ts), as JSON: a worker's
   * engine has only what it is sent. One string is cheap to send with every job, and a worker
   * rebuilds its lookups only when the string differs from the last one it got.
   */
  subtypes?: string;
}

/** What an engine worker starts with: the subtype lists of the moment, as a job sends them. */
export interface EngineWorkerInit {
  subtypes?: string;
}

/** The JSON sent for the lists last given to the engine, made once per lists. */
const subtypesJson = new WeakMap<SubtypeLists, string>();

function subtypesForJob(): string | null {
  const lists = subtypeLists();
  if (!lists) return null;
  let json = subtypesJson.get(lists);
  if (json === undefined) subtypesJson.set(lists, (json = JSON.stringify(lists)));
  return json;
}

export type EngineJobResult = Result<ScenarioRun, ScenarioError>;

/** Why the pool stopped a run or could not run it; `detail` is for logs, never for users. */
export interface EngineLimitError {
  kind: 'limit';
  code: PoolFailureCode;
  timeoutMs: number;
  memoryMb: number;
  detail: string;
}

/** A run through the pool: runScenario's own result, or the pool's error. */
export type IsolatedRun = Result<ScenarioRun, ScenarioError | EngineLimitError>;

export interface EnginePoolSettings {
  size: number;
  timeoutMs: number;
  memoryMb: number;
}


export const MIN_ENGINE_MEMORY_MB = 32;

/**
 * An engine worker's young generation (MB): as the main thread's under npm start
 * (--max-semi-space-size=4: three 4 MB semi-spaces). A run's garbage is short-lived and small; V8's
 * default for a worker (48 MB) is room the worker may fill under load and keep resident (issue 15 §4).
 */
export const ENGINE_YOUNG_MB = 12;

/** One worker per core, leaving one core to the gateway, at most two, at least one. */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}

export interface EnginePool {
  readonly settings: EnginePoolSettings;
  run(json: unknown, limits?: Partial<Limits>): Promise<IsolatedRun>;
  close(): Promise<void>;
  /** Thread ids of the live workers (tests). */
  threadIds(): number[];
}

export function createEnginePool(
  settings: EnginePoolSettings,
  opts: { entry?: URL; onEvent?: (e: PoolEvent) => void } = {},
): EnginePool {
  const pool = new WorkerPool<EngineJob, EngineJobResult>({
    entry: opts.entry ?? entryPoint('engine-worker', 'src/workers/engine-worker.ts'),
    size: settings.size,
    timeoutMs: settings.timeoutMs,
    memoryMb: settings.memoryMb,
    youngMb: ENGINE_YOUNG_MB,
    ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
    // A worker starts with the subtype lists of its time, so its first job does not build them.
    init: (): EngineWorkerInit => {
      const subtypes = subtypesForJob();
      return subtypes === null ? {} : { subtypes };
    },
  });
  return {
    settings,
    async run(json, limits) {
      const subtypes = subtypesForJob();
      const r = await pool.run({ json, ...(limits ? { limits } : {}), ...(subtypes ? { subtypes } : {}) });
      if (r.ok) return r.value;
      return { ok: false, error: { kind: 'limit', code: r.error.code, timeoutMs: settings.timeoutMs, memoryMb: settings.memoryMb, detail: r.error.detail } };
    },
    close: () => pool.close(),
    threadIds: () => pool.threadIds(),
  };
}

/** The pool's settings from the configuration (defaults in src/config.ts and defaultPoolSize). */
export function enginePoolSettings(config: Pick<Config, 'ENGINE_WORKERS' | 'ENGINE_TIMEOUT_MS' | 'ENGINE_MEMORY_MB'>): EnginePoolSettings {
  return {
    size: config.ENGINE_WORKERS ?? defaultPoolSize(),
    timeoutMs: config.ENGINE_TIMEOUT_MS,
    // Below ~24 MB a worker can't even load the engine; 32 keeps every run from failing on a typo.
    memoryMb: Math.max(MIN_ENGINE_MEMORY_MB, Math.floor(config.ENGINE_MEMORY_MB)),
  };
}

/** The answer for a run asked of a pool that has been shut down. */
export function closedEngineRun(settings: EnginePoolSettings): IsolatedRun {
  return { ok: false, error: { kind: 'limit', code: 'closed', timeoutMs: settings.timeoutMs, memoryMb: settings.memoryMb, detail: 'the engine pool was shut down' } };
}
