/**
 * `npm start`: the Discord bot when DISCORD_TOKEN is set (as a ShardingManager over SHARD_COUNT
 * shard processes when SHARD_COUNT is set), otherwise the console mode.
 */
import { boot } from './bootstrap.ts';
import { runConsole } from './console.ts';

async function main(): Promise<number> {
  // Without a token this is the console mode, for a person at a terminal: readable log lines.
  const booted = boot({ human: 'without-token' });
  if (!booted.ok) {
    process.stderr.write(`${booted.message}\n`);
    return 2;
  }
  const { config, logger, services } = booted.booted;
  if (config.DISCORD_TOKEN) {
    const { isShardProcess, startShards } = await import('./discord/shards.ts');
    if (config.SHARD_COUNT !== undefined && !isShardProcess()) {
      // The manager only starts and watches the shards; each shard process runs the bot.
      await startShards(config, logger, { spawnDelayMs: config.SHARD_SPAWN_DELAY_MS });
      return -1;
    }
    const { startDiscordBot } = await import('./discord/client.ts');
    await startDiscordBot(services, { favourMemoryWhenPrepared: true });
    return -1; // keep running until a signal stops the client
  }
  logger.info('No DISCORD_TOKEN set: starting the console mode (reads commands from standard input).');
  await runConsole(services, process.stdin, process.stdout, process.stdin.isTTY === true);
  services.close();
  return 0;
}

main().then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`Stackwise could not start: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
