/**
 * The one call scenario-type commands use to run the engine: through the worker pool
 * (services.runEngine) on every transport — Discord, the console and the CLI alike, so the CLI
 * has the same ENGINE_TIMEOUT_MS / ENGINE_MEMORY_MB limits as the bot (issue 17 §5) — and
 * in-process only when no pool is configured (hand-made services in tests).
 */
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../app/command.ts';
import type { AppError } from '../core/result.ts';
import type { Limits } from '../engine/types.ts';
import type { EngineLimitError, IsolatedRun } from './engine-pool.ts';
import { limitErrorToAppError as toAppError } from './messages.ts';

export type { EngineLimitError, IsolatedRun } from './engine-pool.ts';

/** Runs a (card-free) Scenario JSON value; never throws for a stopped run, never hangs. */
export async function runScenarioIsolated(ctx: Pick<CommandContext, 'services'>, json: unknown, limits?: Partial<Limits>): Promise<IsolatedRun> {
  await loadSubtypes(ctx);
  const runEngine = ctx.services.runEngine;
  // (Loaded only then: the Scenario's zod schema is built as it loads, ~0.1 s of a cold start; issue 15 §2.)
  if (!runEngine) return (await import('../scenario/run.ts')).runScenario(json, limits);
  return runEngine(json, limits);
}

/**
 * Loads the rules if they aren't yet, so the engine has the CR's subtype lists (services.ts gives
 * them as the rules load) before cards are compiled or a scenario is run. A CR that can't be loaded
 * is not this call's failure: the engine then knows no subtype (so none is read from a plural and
 * every subtype counts as a creature type), and the commands that quote the CR report it themselves.
 */
export async function loadSubtypes(ctx: Pick<CommandContext, 'services'>): Promise<void> {
  await ctx.services.rules().catch(() => undefined);
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
