/**
 * Isolation end to end: the real discord.js client against the local fake Discord, with the real
 * router and services. While a long /scenario runs in the engine pool, other interactions are
 * answered (the gateway isn't stalled); and a run over ENGINE_TIMEOUT_MS comes back as the polite
 * timeout answer, in the interaction's language.
 *
 * The engine pool here runs a test worker (fixtures/gated-engine-worker.ts) that holds a board
 * until the test releases it, or never finishes one: the order of events is set by the test, never
 * by how fast this machine runs the engine (a "heavy" board once finished inside a 40 ms limit on
 * a fast CI machine).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIEmbed } from 'discord.js';
import { startDiscordBot } from '../../src/discord/client.ts';
import type { DiscordBot } from '../../src/discord/client.ts';
import { checkEmbed } from '../../src/discord/embeds.ts';
import { createEnginePool } from '../../src/workers/engine-pool.ts';
import type { EnginePool } from '../../src/workers/engine-pool.ts';
import { chatInputPayload, createFakeDiscord } from '../support/fake-discord.ts';
import type { FakeDiscord, RestCall } from '../support/fake-discord.ts';
import { fuzzServices } from '../fuzz/support.ts';
import type { FuzzServices } from '../fuzz/support.ts';

const GATED_WORKER = new URL('./fixtures/gated-engine-worker.ts', import.meta.url);
const BOARD = { objects: [{ id: 'bear', types: ['Creature'], power: 2, toughness: 2 }] };

let fake: FakeDiscord | undefined;
let fuzz: FuzzServices | undefined;
let bot: DiscordBot | undefined;
let pool: EnginePool | undefined;
let dir: string | undefined;

async function start(timeoutMs: number): Promise<FakeDiscord> {
  const f = createFakeDiscord();
  fake = f;
  await f.start();
  fuzz = fuzzServices({ DISCORD_TOKEN: f.token, DISCORD_APPLICATION_ID: f.applicationId, DISCORD_API_BASE: f.apiBase, ENGINE_TIMEOUT_MS: String(timeoutMs) });
  expect((await fuzz.services.rules()).ok).toBe(true);
  const p = createEnginePool({ size: 1, timeoutMs, memoryMb: 256 }, { entry: GATED_WORKER });
  pool = p;
  fuzz.services.runEngine = (json, limits) => p.run(json, limits);
  bot = await startDiscordBot(fuzz.services, { handleSignals: false, router: { rateLimits: false } });
  await f.waitForReady();
  return f;
}

afterEach(async () => {
  await bot?.stop();
  await fake?.stop();
  await pool?.close();
  fuzz?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
  bot = undefined;
  fake = undefined;
  pool = undefined;
  fuzz = undefined;
  dir = undefined;
});

interface Shown {
  embeds: APIEmbed[];
  allowed_mentions?: unknown;
  flags?: number;
}

const messageOf = (c: RestCall): Shown | undefined => {
  const m = (c.path.includes('/callback') ? c.body?.data : c.body) as Shown | undefined;
  return m && (m.embeds?.length ?? 0) > 0 ? m : undefined;
};

/** The message an interaction's answer showed (an edit of the deferred reply, or a follow-up). */
async function answerOf(f: FakeDiscord, id: string): Promise<Shown> {
  const call = await f.waitFor((c) => c.interactionId === id && messageOf(c) !== undefined, 60_000);
  return messageOf(call)!;
}

describe('engine isolation through the real client', () => {
  it('GIVEN a long /scenario running THEN /rule interactions sent after it are answered before it finishes', async () => {
    const f = await start(60_000);
    dir = mkdtempSync(join(tmpdir(), 'stackwise-gate-'));
    const release = join(dir, 'release');
    const order: string[] = [];
    const long = f.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: JSON.stringify({ ...BOARD, gate: release }) }]));
    const longDone = answerOf(f, long).then((m) => (order.push('scenario'), m));
    await f.waitForCallback(long); // deferred: the run has started
    const rules = Array.from({ length: 3 }, () => f.dispatchInteraction(chatInputPayload('rule', [{ name: 'number', type: 3, value: '613.8a' }])));
    await Promise.all(rules.map((id) => f.waitForCallback(id, 30_000).then(() => order.push('rule'))));
    writeFileSync(release, ''); // only now may the engine run finish
    const answer = await longDone;
    expect(order).toEqual(['rule', 'rule', 'rule', 'scenario']);
    expect(answer.embeds[0]?.title).toBe('Scenario');
    for (const e of answer.embeds) expect(checkEmbed(e)).toEqual([]);
  }, 120_000);

  it('GIVEN a run that outlasts ENGINE_TIMEOUT_MS THEN the asker gets the polite timeout answer in Japanese, and the next run works', async () => {
    // The limit is generous for a small board (the next run must fit in it even on a loaded machine);
    // the spinning one never finishes, so it is stopped whatever the machine's speed.
    const f = await start(2_000);
    const stuck = f.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: JSON.stringify({ ...BOARD, spin: true }) }], { locale: 'ja' }));
    const answer = await answerOf(f, stuck);
    expect(answer.allowed_mentions).toEqual({ parse: [] });
    expect(answer.flags).toBe(64); // a failure is shown to the asker alone
    expect(answer.embeds[0]?.description).toContain('制限時間（2秒）');
    // The pool replaced the stopped worker, and the next board is answered.
    const next = f.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: JSON.stringify(BOARD) }]));
    expect((await answerOf(f, next)).embeds[0]?.title).toBe('Scenario');
  }, 120_000);
});
