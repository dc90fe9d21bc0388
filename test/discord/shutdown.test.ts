/**
 * Clean shutdown however it is asked (issue 17 §4): `npm start` runs the bot in its own process
 * (the script execs node), so SIGTERM or SIGINT sent to npm or to the whole process group reaches
 * it; the bot owns its exit; a second signal during the drain is logged and the drain goes on; and
 * every engine answer in flight is finished or answered with the restart notice — none is left at
 * "thinking…". Against the local fake Discord, with four /scenario runs in flight on one worker.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manyApplyEffects } from '../../src/bench/pathological.ts';
import { chatInputPayload, createFakeDiscord } from '../support/fake-discord.ts';
import type { FakeDiscord, RestCall } from '../support/fake-discord.ts';
import { CR_FILE, ROOT, tempDir } from '../support/spawn.ts';

let fake: FakeDiscord;
let tmp: { dir: string; cleanup: () => void };
const children: ChildProcess[] = [];

beforeAll(async () => {
  fake = createFakeDiscord();
  await fake.start();
  tmp = tempDir('stackwise-shutdown-');
});
afterEach(() => {
  for (const c of children.splice(0)) {
    try {
      if (c.pid) process.kill(-c.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
afterAll(async () => {
  await fake.stop();
  tmp.cleanup();
});

/** A board heavy enough to keep the engine busy for a moment, small enough for a Discord option. */
function heavyScenario(): string {
  const s = manyApplyEffects(6, 28) as { objects: Record<string, unknown>[]; actions: { effect: Record<string, unknown> }[] };
  s.objects = s.objects.map((o) => ({ ...o, name: o.id }));
  s.actions = s.actions.map((a, i) => ({ ...a, effect: { ...a.effect, text: `e${i}` } }));
  return JSON.stringify(s);
}

function startNpm(tag: string): { child: ChildProcess; log: () => string; exit: Promise<number | null> } {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    npm_config_update_notifier: 'false',
    CR_FILE,
    CACHE_DIR: path.join(tmp.dir, tag),
    DISCORD_TOKEN: fake.token,
    DISCORD_API_BASE: fake.apiBase,
    SCRYFALL_API_BASE: fake.apiBase.replace(/\/api$/, ''),
    CARDS_OFFLINE_FILES: path.join(tmp.dir, 'no-such-cards.json'),
    ENGINE_WORKERS: '1',
    LOG_LEVEL: 'info',
  };
  // Its own process group, like a terminal's foreground job: the group can be signalled as a whole.
  const child = spawn('npm', ['start', '--silent'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, log: () => log, exit };
}

const title = (c: RestCall): string => ((c.body as { embeds?: { title?: string }[] } | undefined)?.embeds?.[0]?.title ?? '');

describe('shutdown under npm start, with four engine answers in flight', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const target of ['process', 'group'] as const) {
      it(`GIVEN ${signal} to the ${target} THEN the bot drains, every answer is finished or told we are restarting, and it exits 0`, async () => {
        const bot = startNpm(`${signal}-${target}`);
        await expect.poll(() => bot.log().includes('Discord bot ready'), { timeout: 60_000, interval: 50 }).toBe(true);
        const json = heavyScenario();
        const ids = Array.from({ length: 4 }, () => fake.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: json }])));
        // Each is acknowledged at once ("thinking…") …
        for (const id of ids) expect((await fake.waitForCallback(id, 30_000)).body.type).toBe(5);
        // … and the signal comes while the engine works on them; then a second one (an impatient
        // second press) while it drains: logged, and the drain goes on.
        const pid = target === 'group' ? -bot.child.pid! : bot.child.pid!;
        process.kill(pid, signal);
        await expect.poll(() => bot.log().includes('"msg":"shutting down"'), { timeout: 30_000, interval: 10 }).toBe(true);
        const secondSent = !bot.log().includes('stopped: Discord client destroyed');
        if (secondSent) process.kill(pid, signal);
        await expect.poll(() => bot.log().includes('stopped: Discord client destroyed'), { timeout: 60_000, interval: 50 }).toBe(true);
        expect(await bot.exit).toBe(0);
        for (const id of ids) {
          const filled = fake.callsFor(id).filter((c) => c.method === 'PATCH' || (c.method === 'POST' && c.path.startsWith('/webhooks')));
          expect(filled.length, `interaction ${id} was left at "thinking…"`).toBeGreaterThan(0);
          // An answer (the scenario's result) or the restart notice, never an error.
          expect(filled.map(title).join(' | ')).not.toMatch(/went wrong|error/i);
        }
        const log = bot.log();
        expect(log).toContain(`"signal":"${signal}"`);
        if (secondSent) expect(log).toContain('already shutting down');
        expect(log).not.toContain(fake.token);
      }, 120_000);
    }
  }
});
