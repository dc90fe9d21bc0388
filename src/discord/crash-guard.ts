/**
 * A promise rejection nobody handled would, by Node's default, end the process: one stray failed
 * request (inside discord.js or a handler) would take the bot down for every server. While the bot
 * owns the process it logs such a rejection instead (secrets scrubbed, like every error) and keeps
 * serving; the log line makes the bug visible. Exceptions thrown synchronously are left to Node: the
 * process state may then be inconsistent, and a supervisor (or the ShardingManager) restarts it.
 */
import type { Logger } from '../logger.ts';
import { safeError } from './safe-error.ts';

/** Installs the guard; returns a function that removes it. */
export function guardUnhandledRejections(logger: Logger): () => void {
  const onRejection = (reason: unknown): void => {
    logger.error({ err: safeError(reason) }, 'unhandled promise rejection (logged; the bot keeps running)');
  };
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('unhandledRejection', onRejection);
  };
}
