/**
 * The one call scenario-type commands use to run the engine: through the worker pool
 * (services.runEngine) on Discord and in the console, in-process on the CLI (one command per
 * process, so a worker's start-up would only cost time) and when no pool is configured.
 */
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../core/context.ts';
import type { AppError } from '../core/result.ts';
import type { Limits } from '../engine/types.ts';
import { runScenario } from '../scenario/run.ts';
import type { EngineLimitError, IsolatedRun } from './engine-pool.ts';
import { limitErrorToAppError as toAppError } from './messages.ts';

export type { EngineLimitError, IsolatedRun } from './engine-pool.ts';

/** Runs a (card-free) Scenario JSON value; never throws for a stopped run, never hangs. */
export async function runScenarioIsolated(ctx: Pick<CommandContext, 'services' | 'transport'>, json: unknown, limits?: Partial<Limits>): Promise<IsolatedRun> {
  const runEngine = ctx.services.runEngine;
  if (ctx.transport === 'cli' || !runEngine) return runScenario(json, limits);
  return runEngine(json, limits);
}

/**
 * The user-facing error for a stopped run, in the reply language. A crash is logged here with a
 * short error id (the interaction's own id and command are logged by the router).
 */
export function limitErrorToAppError(error: EngineLimitError, ctx: Pick<CommandContext, 'services' | 'lang'>): AppError {
  if (error.code !== 'crashed' && error.code !== 'unsendable') return toAppError(error, ctx.lang);
  const id = randomUUID().slice(0, 8);
  ctx.services.logger.error({ errorId: id, engineError: error.code, detail: error.detail }, 'engine worker failed');
  return toAppError(error, ctx.lang, id);
}
