/**
 * `npm start` as a real child process against the fake Discord on loopback: it logs in, answers,
 * and on SIGTERM / SIGINT shuts down gracefully (client destroyed, settings database closed — its
 * write-ahead log checkpointed away — logs flushed, exit 0). With SHARD_COUNT=2 it becomes a
 * ShardingManager whose two shard processes each identify as their shard and answer their guilds.
 * Every address the child could reach is local (Discord, Scryfall); the CR is the test file.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatInputPayload, createFakeDiscord, shardOf } from '../support/fake-discord.ts';
import type { FakeDiscord } from '../support/fake-discord.ts';
import { CR_FILE, ROOT, tempDir } from '../support/spawn.ts';


let fake: FakeDiscord;
let tmp: { dir: string; cleanup: () => void };
const children: ChildProcess[] = [];

beforeAll(async () => {
  fake = createFakeDiscord();
  await fake.start();
  tmp = tempDir('stackwise-process-');
});
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});
afterAll(async () => {
  await fake.stop();
  tmp.cleanup();
});

interface Started {
  child: ChildProcess;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function start(extra: Record<string, string>, fakeDiscord: FakeDiscord = fake): Started {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    CR_FILE,
    CACHE_DIR: tmp.dir,
    DISCORD_TOKEN: fakeDiscord.token,
    DISCORD_API_BASE: fakeDiscord.apiBase,
    // No card catalog, and nothing that could reach the real Scryfall.
    SCRYFALL_API_BASE: fakeDiscord.apiBase.replace(/\/api$/, ''),
    CARDS_OFFLINE_FILES: path.join(tmp.dir, 'no-such-cards.json'),
    LOG_LEVEL: 'info',
    ...extra,
  };
  // What `npm start` runs (the compiled build, which `npm ci` makes): signals reach the bot itself. Under
  // tsx a wrapper process relays them, and on a loaded machine it gave up on the bot's handler and exited 130.
  const child = spawn(process.execPath, [path.join(ROOT, 'src/build/launch.mjs'), 'main'], { cwd: tmp.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let err = '';
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  child.stdout?.on('data', (c: Buffer) => (err += c.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, stderr: () => err, exit };
}

async function logged(s: Started, text: string | RegExp, timeoutMs = 30_000): Promise<void> {
  await expect.poll(() => (typeof text === 'string' ? s.stderr().includes(text) : text.test(s.stderr())), { timeout: timeoutMs, interval: 50 }).toBe(true);
}

describe('npm start against the fake Discord (child processes)', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`GIVEN a running bot WHEN ${signal} THEN it shuts down gracefully: client destroyed, settings closed, exit 0`, async () => {
      const settingsDb = path.join(tmp.dir, `settings-${signal}.db`);
      const identifies = fake.counts.identifies;
      const bot = start({ SETTINGS_DB: settingsDb });
      await logged(bot, 'Discord bot ready');
      expect(fake.counts.identifies).toBe(identifies + 1);
      const id = fake.dispatchInteraction(chatInputPayload('rule', [{ name: 'number', type: 3, value: '702.19b' }]));
      const cb = await fake.waitForCallback(id, 30_000);
      expect(cb.body.type).toBe(4);
      expect(existsSync(`${settingsDb}-wal`)).toBe(true); // open, in WAL mode

      bot.child.kill(signal);
      const exited = await bot.exit;
      expect(exited).toEqual({ code: 0, signal: null });
      const log = bot.stderr();
      expect(log).toContain('"msg":"shutting down"');
      expect(log).toContain(`"signal":"${signal}"`);
      expect(log).toContain('stopped: Discord client destroyed, databases closed');
      // A clean close checkpoints the write-ahead log and removes it.
      expect(existsSync(`${settingsDb}-wal`)).toBe(false);
      expect(log).not.toContain(fake.token);
    }, 60_000);
  }

  it('GIVEN SHARD_COUNT=2 THEN a ShardingManager starts two shard processes, each identifying as its shard and answering; SIGTERM stops them all', async () => {
    const guildA = '823456789012345678';
    // Find a second guild id on the other shard of 2.
    let n = BigInt(guildA);
    while (shardOf(n.toString(), 2) === shardOf(guildA, 2)) n += 1n << 22n;
    const guildB = n.toString();
    const sharded = createFakeDiscord({ guilds: [{ id: guildA }, { id: guildB }] });
    await sharded.start();
    try {
      const manager = start({ SHARD_COUNT: '2', SHARD_SPAWN_DELAY_MS: '1', SETTINGS_DB: path.join(tmp.dir, 'settings-shards.db') }, sharded);
      await sharded.waitForReady(2, 60_000);
      await logged(manager, 'all shards ready', 60_000);
      const shards = sharded.identified.map((d) => d.shard as number[]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
      expect(shards).toEqual([[0, 2], [1, 2]]);
      for (const g of [guildA, guildB]) {
        const id = sharded.dispatchInteraction(chatInputPayload('rule', [{ name: 'number', type: 3, value: '100.1' }], { guildId: g }));
        expect((await sharded.waitForCallback(id, 30_000)).body.type).toBe(4);
      }
      manager.child.kill('SIGTERM');
      expect(await manager.exit).toEqual({ code: 0, signal: null });
      expect(manager.stderr()).toContain('stopping all shards');
      // Both shard processes shut down gracefully too (each logs its own stop).
      expect(manager.stderr().match(/stopped: Discord client destroyed/g)?.length ?? 0).toBe(2);
    } finally {
      await sharded.stop();
    }
  }, 120_000);
});
