/**
 * Review of inline lookups (issue 7 §4) under misuse — huge messages, hundreds of brackets,
 * nesting, code fences, rate limits — and of the health metrics' percentiles (issue 7 §6).
 */
import { describe, expect, it, vi } from 'vitest';
import { SlashCommandBuilder } from 'discord.js';
import type { CommandContext, CommandModule, CommandOutcome } from '../../src/app/command.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Services } from '../../src/services.ts';
import { checkEmbed } from '../../src/discord/embeds.ts';
import type { InlineReply, MessageLike } from '../../src/discord/inline.ts';
import { createMetrics } from '../../src/discord/metrics.ts';
import type { RateLimitConfig } from '../../src/discord/rate-limit.ts';
import { openSettingsStore } from '../../src/settings/store.ts';

vi.mock('../../commands/index.ts', () => ({ commands: [], findCommand: () => undefined }));
const { createInlineHandler, findLookups, INLINE_MAX } = await import('../../src/discord/inline.ts');
const { createRouter } = await import('../../src/discord/router.ts');

const GUILD = '823456789012345678';

function services(): Services {
  const loaded = loadConfig({ INLINE_LOOKUPS: 'true' });
  if (!loaded.ok) throw new Error('config');
  return {
    config: loaded.config,
    logger: createLogger({ level: 'silent' }),
    rules: () => Promise.resolve({ ok: false, error: 'unused' }),
    watchForNewEditions: () => undefined,
    close: () => undefined,
  };
}

function registry(calls: string[], pages = 1): CommandModule[] {
  const make = (name: string, option: string): CommandModule => ({
    data: new SlashCommandBuilder().setName(name).setDescription(name),
    positional: option,
    execute: async (ctx: CommandContext): Promise<CommandOutcome> => {
      calls.push(`${name}:${String(ctx.options[option])}`);
      return {
        ok: true,
        data: {},
        reply: { tone: 'info', pages: Array.from({ length: pages }, (_, i) => ({ title: `${name} ${String(ctx.options[option])}`, description: `page ${i + 1} <@223456789012345678>` })) },
      };
    },
  });
  return [make('card', 'name'), make('rule', 'number')];
}

function message(content: string, author = '2200000000000000001') {
  const replies: InlineReply[] = [];
  const m: MessageLike = {
    id: '990000000000000001',
    content,
    author: { id: author, bot: false },
    webhookId: null,
    guildId: GUILD,
    guild: { preferredLocale: 'en-US' },
    reply: async (r) => void replies.push(r),
  };
  return { m, replies };
}

function setup(opts: { pages?: number; rateLimits?: RateLimitConfig | false } = {}) {
  const store = openSettingsStore(':memory:');
  store.update(GUILD, { inlineLookups: true });
  const calls: string[] = [];
  const svc = services();
  const router = createRouter(svc, [], { settings: store, rateLimits: opts.rateLimits ?? false });
  return { handler: createInlineHandler(svc, router, registry(calls, opts.pages ?? 1)), calls };
}

describe('inline lookups under misuse', () => {
  it('GIVEN a 4000-character message of hundreds of lookups THEN only the first few run, with one polite note, in one reply', async () => {
    const { handler, calls } = setup();
    const content = Array.from({ length: 400 }, (_, k) => (k % 2 ? `((${100 + (k % 800)}.1))` : `[[Card ${k}]]`)).join('').slice(0, 4000);
    expect(findLookups(content).length).toBeGreaterThan(300);
    const { m, replies } = message(content);
    await handler.handle(m);
    expect(calls).toHaveLength(INLINE_MAX);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.content).toMatch(new RegExp(`first ${INLINE_MAX} of \\d{3} lookups`));
    expect((replies[0]?.content ?? '').length).toBeLessThanOrEqual(2000);
    expect(replies[0]?.allowedMentions).toEqual({ parse: [], repliedUser: false });
  });

  it('GIVEN nested, over-long, unclosed and fenced brackets THEN only well-formed lookups outside code count', () => {
    expect(findLookups('[[[[Shock]]]]')).toEqual([{ kind: 'card', query: 'Shock' }]);
    expect(findLookups(`[[${'a'.repeat(201)}]]`)).toEqual([]); // over 200 characters: not a card name
    expect(findLookups('[[Shock ((702.19b))')).toEqual([{ kind: 'rule', query: '702.19b' }]);
    expect(findLookups('```\n[[Shock]]\n``` [[Bolt]] ```((702.19b))')).toEqual([{ kind: 'card', query: 'Bolt' }, { kind: 'rule', query: '702.19b' }]);
    // Thousands of backticks (a fence that never closes) still give an answer.
    expect(findLookups(`${'`'.repeat(3000)} [[Bolt]]`)).toEqual([{ kind: 'card', query: 'Bolt' }]);
  });

  it('GIVEN an answer with more pages THEN the note points to the slash command, not to buttons an inline reply does not have', async () => {
    const { handler } = setup({ pages: 3 });
    const { m, replies } = message('((702))');
    await handler.handle(m);
    const note = replies[0]?.content ?? '';
    expect(note).toMatch(/rule 702: .*`\/rule`/);
    expect(note).not.toMatch(/use the buttons/);
    for (const e of replies[0]?.embeds ?? []) expect(checkEmbed(e)).toEqual([]);
    expect(replies[0]?.embeds[0]?.footer?.text).toBe('Page 1/3');
  });

  it('GIVEN a user flooding lookups THEN over the limit the bot stays quiet (no public "please wait" noise)', async () => {
    const { handler, calls } = setup({ rateLimits: { user: { perMinute: 1, burst: 2 }, guild: { perMinute: 100, burst: 100 } } });
    const sent: InlineReply[][] = [];
    for (let k = 0; k < 5; k++) {
      const { m, replies } = message(`[[Card ${k}]]`);
      await handler.handle(m);
      sent.push(replies);
    }
    expect(calls).toEqual(['card:Card 0', 'card:Card 1']);
    expect(sent.map((r) => r.length)).toEqual([1, 1, 0, 0, 0]);
  });
});

describe('health metrics', () => {
  it('GIVEN more samples than the ring keeps THEN the percentiles describe the latest ones and the counts stay exact', () => {
    const m = createMetrics();
    for (let k = 0; k < 10_000; k++) m.record(1_000, false);
    for (let k = 0; k < 10_000; k++) m.record(2, k % 100 === 0);
    const s = m.snapshot();
    expect(s).toMatchObject({ interactions: 20_000, errors: 100, p50_ms: 2, p99_ms: 2, total_interactions: 20_000 });
  });

  it('GIVEN a slow tail THEN p99 sees it and p50 does not (nearest rank)', () => {
    const m = createMetrics();
    for (let k = 0; k < 980; k++) m.record(10, false);
    for (let k = 0; k < 20; k++) m.record(5_000, false);
    expect(m.snapshot()).toMatchObject({ p50_ms: 10, p99_ms: 5_000 });
    for (let k = 0; k < 995; k++) m.record(10, false);
    for (let k = 0; k < 5; k++) m.record(5_000, false);
    expect(m.snapshot()).toMatchObject({ p50_ms: 10, p99_ms: 10 });
  });
});
