/**
 * Isolation end to end: the real discord.js client against the local fake Discord, with the real
 * router and services. While a heavy /scenario runs in the engine pool, other interactions are
 * answered (the gateway isn't stalled); and a run over ENGINE_TIMEOUT_MS comes back as the polite
 * timeout answer, in the interaction's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { APIEmbed } from 'discord.js';
import { startDiscordBot } from '../../src/discord/client.ts';
import type { DiscordBot } from '../../src/discord/client.ts';
import { checkEmbed } from '../../src/discord/embeds.ts';
import { chatInputPayload, createFakeDiscord } from '../support/fake-discord.ts';
import type { FakeDiscord, RestCall } from '../support/fake-discord.ts';
import { fuzzServices } from '../fuzz/support.ts';
import type { FuzzServices } from '../fuzz/support.ts';

const COLORS = ['W', 'U', 'B', 'R', 'G'];
const KEYWORDS = ['flying', 'trample', 'haste', 'vigilance', 'reach'];

/**
 * A board that fits in Discord's 6000-character option but keeps the layer system busy for a few
 * hundred milliseconds: 40 continuous effects whose filters read what the others change (613.8).
 */
function heavyBoard(): string {
  return JSON.stringify({
    objects: Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, types: ['Creature'], colors: [COLORS[i % 5]], power: 1, toughness: 1 })),
    effects: Array.from({ length: 40 }, (_, j) => ({
      affects: j % 2 ? { kind: 'filter', colors: [COLORS[(j + 1) % 5]] } : { kind: 'filter', keywords: [KEYWORDS[(j + 3) % 5]] },
      modifications: [
        j % 3 === 0 ? { kind: 'set-colors', colors: [COLORS[j % 5]] } : j % 3 === 1 ? { kind: 'add-keywords', keywords: [KEYWORDS[j % 5]] } : { kind: 'remove-keywords', keywords: [KEYWORDS[(j + 1) % 5]] },
      ],
      locked: false,
    })),
  });
}

let fake: FakeDiscord | undefined;
let fuzz: FuzzServices | undefined;
let bot: DiscordBot | undefined;

async function start(timeoutMs: number): Promise<FakeDiscord> {
  const f = createFakeDiscord();
  fake = f;
  await f.start();
  fuzz = fuzzServices({ DISCORD_TOKEN: f.token, DISCORD_APPLICATION_ID: f.applicationId, DISCORD_API_BASE: f.apiBase, ENGINE_TIMEOUT_MS: String(timeoutMs) });
  expect((await fuzz.services.rules()).ok).toBe(true);
  bot = await startDiscordBot(fuzz.services, { handleSignals: false, router: { rateLimits: false } });
  await f.waitForReady();
  return f;
}

afterEach(async () => {
  await bot?.stop();
  await fake?.stop();
  fuzz?.dispose();
  bot = undefined;
  fake = undefined;
  fuzz = undefined;
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
  it('GIVEN a heavy /scenario running THEN /rule interactions sent after it are answered before it finishes', async () => {
    const f = await start(30_000);
    // Warm the pool up (its worker starts on the first run), so the clock below is the run's.
    const warm = f.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: '{"objects":[]}' }]));
    await answerOf(f, warm);

    const order: string[] = [];
    const heavy = f.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: heavyBoard() }]));
    const heavyDone = answerOf(f, heavy).then((m) => (order.push('scenario'), m));
    await f.waitForCallback(heavy); // deferred: the run has started
    const rules = Array.from({ length: 3 }, () => f.dispatchInteraction(chatInputPayload('rule', [{ name: 'number', type: 3, value: '613.8a' }])));
    await Promise.all(rules.map((id) => f.waitForCallback(id, 30_000).then(() => order.push('rule'))));
    const answer = await heavyDone;
    expect(order).toEqual(['rule', 'rule', 'rule', 'scenario']);
    expect(answer.embeds[0]?.title).toBe('Scenario');
    for (const e of answer.embeds) expect(checkEmbed(e)).toEqual([]);
  }, 120_000);

  it('GIVEN ENGINE_TIMEOUT_MS shorter than the run THEN the asker gets the polite timeout answer in Japanese, and the next run works', async () => {
    const f = await start(40);
    const warm = f.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: '{"objects":[]}' }]));
    await answerOf(f, warm);
    const heavy = f.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: heavyBoard() }], { locale: 'ja' }));
    const answer = await answerOf(f, heavy);
    expect(answer.allowed_mentions).toEqual({ parse: [] });
    expect(answer.flags).toBe(64); // a failure is shown to the asker alone
    expect(answer.embeds[0]?.description).toContain('制限時間（0.04秒）');
    // The pool replaced the stopped worker. A trivial run fits in 40 ms on an idle machine but not
    // always on a loaded one (a slow machine only makes a run longer, so the heavy run above times
    // out whatever the load): the pool must answer one of a few trivial runs, never none.
    const titles: (string | undefined)[] = [];
    for (let i = 0; i < 5 && !titles.includes('Scenario'); i++) {
      const next = f.dispatchInteraction(chatInputPayload('scenario', [{ name: 'json', type: 3, value: '{"objects":[]}' }]));
      titles.push((await answerOf(f, next)).embeds[0]?.title);
    }
    expect(titles).toContain('Scenario');
  }, 120_000);
});
