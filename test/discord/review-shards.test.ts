/**
 * Review of the ShardingManager wrapper (issue 7 §5, §6) with stand-in shard processes: a shard
 * that hangs while shutting down can't keep the manager from stopping, and a shard's 'error'
 * event (a restart that never became ready) is logged instead of crashing the manager.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { startShards } from '../../src/discord/shards.ts';
import type { ShardSet } from '../../src/discord/shards.ts';
import { ROOT } from '../support/spawn.ts';

const FAKE_SHARD = path.join(ROOT, 'test/discord/fixtures/fake-shard.mjs');
const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.review-shard-token-0123456789';

let running: ShardSet | null = null;
afterEach(async () => {
  delete process.env.REVIEW_SHARD_IGNORES_SIGTERM;
  await running?.stop();
  running = null;
});

function setup() {
  const lines: string[] = [];
  const loaded = loadConfig({ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '1' });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  const logger = createLogger({ level: 'info', secrets: [TOKEN], destination: { write: (s: string) => void lines.push(s) } });
  return { config: loaded.config, logger, lines };
}

describe('the shard manager', () => {
  it('GIVEN a shard that hangs in its shutdown THEN stop() kills it after the timeout and resolves', async () => {
    process.env.REVIEW_SHARD_IGNORES_SIGTERM = '1';
    const { config, logger, lines } = setup();
    running = await startShards(config, logger, { file: FAKE_SHARD, handleSignals: false, spawnDelayMs: 0, readyTimeoutMs: 30_000, stopTimeoutMs: 300 });
    const child = running.manager.shards.get(0)?.process;
    expect(child?.pid).toBeGreaterThan(0);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child?.once('exit', (_c, signal) => resolve(signal)));
    await running.stop();
    expect(await exited).toBe('SIGKILL');
    expect(lines.join('\n')).toContain('shard did not stop in time; killing it');
    expect(lines.join('\n')).not.toContain(TOKEN);
  }, 60_000);

  it('GIVEN a shard emitting an error (a restart that never became ready) THEN it is logged, not thrown', async () => {
    const { config, logger, lines } = setup();
    running = await startShards(config, logger, { file: FAKE_SHARD, handleSignals: false, spawnDelayMs: 0, readyTimeoutMs: 30_000, stopTimeoutMs: 5_000 });
    const shard = running.manager.shards.get(0);
    expect(() => shard?.emit('error', new Error('Shard 0 did not become ready in time'))).not.toThrow();
    expect(lines.some((l) => l.includes('shard could not be restarted') && l.includes('did not become ready'))).toBe(true);
    const child = shard?.process;
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child?.once('exit', (_c, signal) => resolve(signal)));
    await running.stop();
    running = null;
    expect(await exited).toBe(null); // the cooperative shard exited on SIGTERM by itself
  }, 60_000);
});
