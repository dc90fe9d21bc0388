/**
 * Run by test/logger.test.ts as a child process: boots Stackwise with an explicit environment
 * holding a bot token, then logs the token every way a careless caller might. The logger writes
 * to standard error (pino.destination(2)), which the test captures.
 * Usage: tsx boot-logger-child.ts <token>
 */
import { boot } from '../../src/bootstrap.ts';

const token = process.argv[2] ?? '';
const booted = boot({ env: { DISCORD_TOKEN: token, LOG_LEVEL: 'info', CACHE_DIR: '.cache-unused' } });
if (!booted.ok) {
  process.stdout.write(`BOOT FAILED: ${booted.message}\n`);
  process.exit(3);
}
const { logger, config } = booted.booted;
logger.info({ token, headers: { authorization: `Bot ${token}` }, config }, 'the whole config');
logger.info(`message with the token ${token}`);
logger.warn('printf with the token %s and %j', token, { auth: token });
logger.error({ err: new Error(`request failed for token ${token}`) }, 'an error');
logger.error(new Error(`thrown with ${token}`));
logger.flush();
process.stdout.write('BOOT OK\n');
