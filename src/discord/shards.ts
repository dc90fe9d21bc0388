/**
 * Sharding with discord.js's ShardingManager (SHARD_COUNT): this process becomes the manager and
 * starts SHARD_COUNT child processes, each running src/main.ts as one shard (discord.js passes
 * SHARDING_MANAGER, SHARDS and SHARD_COUNT in their environment, and each client connects as its
 * shard). The manager restarts a shard that dies, and on SIGINT/SIGTERM stops every shard (each
 * shuts down gracefully) before exiting. Beyond one machine, see README ("Sharding").
 */
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { safeError } from './safe-error.ts';
import { entryPoint } from '../core/paths.ts';

/** npm start's V8 heap settings, passed on to each shard process (issue 15 §4). */
export const HEAP_FLAGS: readonly string[] = ['--max-semi-space-size', '--heap-growing-percent'];

export interface ShardOptions {
  /** Pause between starting two shards (Discord allows one IDENTIFY every 5 s per bucket). */
  spawnDelayMs?: number;
  /** How long a shard may take to become ready. */
  readyTimeoutMs?: number;
  /** Stop on SIGINT/SIGTERM and exit (default true). */
  handleSignals?: boolean;
  /** On stop, how long a shard may take to shut down gracefully before it is killed (default 20 s). */
  stopTimeoutMs?: number;
  /** The entry each shard runs (default src/main.ts). */
  file?: string;
}

export interface ShardSet {
  readonly manager: ShardingManager;
  stop(): Promise<void>;
}

/** True in a process started by the ShardingManager (it must run a shard, not another manager). */
export function isShardProcess(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SHARDING_MANAGER !== undefined && env.SHARDS !== undefined;
}

export async function startShards(config: Config, logger: Logger, opts: ShardOptions = {}): Promise<ShardSet> {
  const token = config.DISCORD_TOKEN;
  const total = config.SHARD_COUNT;
  if (!token) throw new Error('DISCORD_TOKEN is not set: the shards cannot log in');
  if (!total) throw new Error('SHARD_COUNT is not set');
  const file = opts.file ?? fileURLToPath(entryPoint('main', 'src/main.ts'));
  const manager = new ShardingManager(file, {
    token,
    totalShards: total,
    mode: 'process',
    respawn: true,
    // The shards run what this process runs: the compiled build, or TypeScript through tsx's loader.
    // Each shard's heap is kept as small as the manager's (npm start's --max-semi-space-size and
    // --heap-growing-percent).
    execArgv: [...process.execArgv.filter((a) => HEAP_FLAGS.some((f) => a.startsWith(f))), ...(file.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [])],
  });
  manager.on('shardCreate', (shard) => {
    logger.info({ shard: shard.id, of: total }, 'shard started');
    shard.on('death', () => logger.warn({ shard: shard.id }, 'shard process exited; restarting it'));
    // A restarted shard that doesn't become ready in time emits 'error': with no listener Node would
    // throw it (from discord.js's promise handler) and take the manager, and every shard, down.
    shard.on('error', (e: unknown) => logger.error({ shard: shard.id, err: safeError(e) }, 'shard could not be restarted'));
  });

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (opts.handleSignals ?? true) {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
      manager.respawn = false; // before any shard exits, or the manager would start it again
      for (const shard of manager.shards.values()) shard.removeAllListeners('death');
      const exits = [...manager.shards.values()].map(
        (shard) =>
          new Promise<void>((resolve) => {
            const child = shard.process;
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            // A shard stuck in its shutdown must not keep the manager from exiting: kill it after a while.
            const force = setTimeout(() => {
              logger.warn({ shard: shard.id }, 'shard did not stop in time; killing it');
              child.kill('SIGKILL');
            }, opts.stopTimeoutMs ?? 20_000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            // Shard.kill() would drop the exit listener we need; signal the child directly (it shuts down gracefully).
            child.kill('SIGTERM');
          }),
      );
      await Promise.all(exits);
    })();
    return stopping;
  };
  function onSignal(signal: NodeJS.Signals): void {
    logger.info({ signal }, 'stopping all shards');
    stop()
      .catch((e: unknown) => logger.warn({ err: safeError(e) }, 'error while stopping the shards'))
      .finally(() => {
        logger.flush();
        process.exit(0);
      });
  }
  if (opts.handleSignals ?? true) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  await manager.spawn({ amount: total, delay: opts.spawnDelayMs ?? 5_500, timeout: opts.readyTimeoutMs ?? 60_000 });
  logger.info({ shards: total }, 'all shards ready');
  return { manager, stop };
}
