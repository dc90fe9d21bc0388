/**
 * Never past Discord's 3 s (issue 15 §3): the bot, started like `npm start` (the compiled build)
 * with the full card catalog, connects only once it can answer; an /ask in English and one in
 * Japanese sent the moment READY goes out, and an autocomplete and a /rule sent while those are
 * being worked out, each get their first response (a deferral, choices, an answer). No timing is asserted (CI is a loaded 2-core machine); the times are printed, and
 * the bench measures them (cold.bot.first-response, bot.ready-to-first-response).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autocompletePayload, chatInputPayload, createFakeDiscord } from '../support/fake-discord.ts';
import type { FakeDiscord } from '../support/fake-discord.ts';
import { CR_FILE, ROOT, tempDir } from '../support/spawn.ts';

const CARDS = ['oracle-cards.json.gz', 'ja-printings.json.gz'].map((f) => path.resolve(ROOT, '../shared/data/cards', f)).join(':');

let fake: FakeDiscord;
let tmp: { dir: string; cleanup: () => void };
let bot: ChildProcess | null = null;

beforeAll(async () => {
  fake = createFakeDiscord();
  await fake.start();
  tmp = tempDir('stackwise-first-response-');
});
afterAll(async () => {
  if (bot && bot.exitCode === null) {
    bot.kill('SIGTERM');
    await new Promise((r) => bot!.once('exit', r));
  }
  await fake.stop();
  tmp.cleanup();
});

describe('first responses at READY, with the full card catalog', () => {
  it('GIVEN an /ask in English and in Japanese at READY, then an autocomplete and a /rule THEN each gets its first response', async () => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      CR_FILE,
      CARDS_FILE: CARDS,
      CACHE_DIR: tmp.dir,
      DISCORD_TOKEN: fake.token,
      DISCORD_API_BASE: fake.apiBase,
      SCRYFALL_API_BASE: fake.apiBase.replace(/\/api$/, ''),
      LOG_LEVEL: 'info',
    };
    const started = Date.now();
    bot = spawn(process.execPath, [path.join(ROOT, 'src/build/launch.mjs'), 'main'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    bot.stderr?.on('data', (c: Buffer) => (log += c.toString()));
    await fake.waitForReady(1, 170_000);
    const ready = Date.now();
    // The questions first (each the first of its language in the process), then, while they are
    // being worked out, the lookups: whatever a question does on the event loop, they wait behind it.
    const asks = [
      fake.dispatchInteraction(chatInputPayload('ask', [{ name: 'question', type: 3, value: 'I attack with Colossal Dreadmaw and my opponent blocks with Giant Spider. How much damage does my opponent take?' }])),
      fake.dispatchInteraction(chatInputPayload('ask', [{ name: 'question', type: 3, value: 'トランプルを持つ6/6が3/5にブロックされた。何点のダメージが通りますか？' }], { locale: 'ja' })),
    ];
    await new Promise((r) => setTimeout(r, 100));
    const ids = [
      fake.dispatchInteraction(autocompletePayload('card', [{ name: 'name', type: 3, value: 'Grizzly B', focused: true }])),
      fake.dispatchInteraction(chatInputPayload('rule', [{ name: 'number', type: 3, value: '702.19b' }])),
      ...asks,
    ];
    const first = await Promise.all(ids.map((id) => fake.waitForCallback(id, 60_000).then((c) => ({ c, ms: Date.now() - ready }))));
    console.log(
      `spawn -> READY ${ready - started} ms; first responses after READY: /ask ${first[2]!.ms} ms, /ask (ja) ${first[3]!.ms} ms, then 100 ms later autocomplete ${first[0]!.ms} ms, /rule ${first[1]!.ms} ms`,
    );
    // Autocomplete: choices, with the card being typed among them.
    expect(first[0]!.c.body.type).toBe(8);
    expect(first[0]!.c.body.data.choices.map((c: { value: string }) => c.value)).toContain('Grizzly Bears');
    // /rule: answered at once; /ask: acknowledged at once, then filled in.
    expect(first[1]!.c.body.type).toBe(4);
    expect(first[2]!.c.body.type).toBe(5);
    expect(first[3]!.c.body.type).toBe(5);
    await Promise.all(asks.map((id) => fake.waitFor((c) => c.interactionId === id && c.method === 'PATCH', 60_000)));
    // It connected only once it could answer.
    expect(log.indexOf('ready to answer; connecting to Discord')).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('ready to answer')).toBeLessThan(log.indexOf('Discord bot ready'));
  }, 240_000);
});
