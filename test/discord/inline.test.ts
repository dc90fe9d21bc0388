import { describe, expect, it, vi } from 'vitest';
import { SlashCommandBuilder } from 'discord.js';
import type { CommandContext, CommandModule, CommandOutcome } from '../../src/app/command.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Services } from '../../src/services.ts';
import { checkEmbed } from '../../src/discord/embeds.ts';
import type { InlineReply, MessageLike } from '../../src/discord/inline.ts';
import { openSettingsStore } from '../../src/settings/store.ts';

vi.mock('../../commands/index.ts', () => ({ commands: [], findCommand: () => undefined }));
const { createInlineHandler, findLookups, INLINE_MAX } = await import('../../src/discord/inline.ts');
const { createRouter } = await import('../../src/discord/router.ts');

const GUILD = '823456789012345678';

describe('findLookups', () => {
  it('GIVEN cards and rules in a message THEN both kinds, in order, without repeats', () => {
    expect(findLookups('Does [[Grizzly Bears]] die? See ((702.19B)) and (( 510.1 )) and [[grizzly bears]] and ((702.19b))')).toEqual([
      { kind: 'card', query: 'Grizzly Bears' },
      { kind: 'rule', query: '702.19b' },
      { kind: 'rule', query: '510.1' },
    ]);
  });

  it('GIVEN code, empty brackets or non-rules THEN nothing', () => {
    expect(findLookups('`[[Grizzly Bears]]` ```((702.19b))``` [[ ]] ((hello)) ((1234.5)) [x] (7)')).toEqual([]);
  });
});

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

const answer = (title: string, pages = 1): CommandOutcome => ({
  ok: true,
  data: {},
  reply: { tone: 'info', pages: Array.from({ length: pages }, (_, i) => ({ title, description: `${title} page ${i + 1} ${'y'.repeat(3000)}` })) },
});

function registry(calls: string[]): CommandModule[] {
  const make = (name: string, option: string, pages: number): CommandModule => ({
    data: new SlashCommandBuilder().setName(name).setDescription(name),
    positional: option,
    execute: async (ctx: CommandContext) => {
      calls.push(`${name}:${String(ctx.options[option])}:${ctx.lang}`);
      return answer(`${name} ${String(ctx.options[option])}`, pages);
    },
  });
  return [make('card', 'name', 1), make('rule', 'number', 2)];
}

function message(content: string, extra: Partial<{ bot: boolean; webhookId: string | null; guildId: string | null }> = {}) {
  const replies: InlineReply[] = [];
  const m: MessageLike = {
    id: '990000000000000001',
    content,
    author: { id: '2200000000000000001', bot: extra.bot ?? false },
    webhookId: extra.webhookId ?? null,
    guildId: extra.guildId === undefined ? GUILD : extra.guildId,
    guild: { preferredLocale: 'en-US' },
    reply: async (r) => void replies.push(r),
  };
  return { m, replies };
}

function setup(inline: boolean, language: 'auto' | 'ja' = 'auto') {
  const store = openSettingsStore(':memory:');
  store.update(GUILD, { inlineLookups: inline, language });
  const calls: string[] = [];
  const svc = services();
  const router = createRouter(svc, [], { settings: store, rateLimits: false });
  return { handler: createInlineHandler(svc, router, registry(calls)), calls };
}

describe('inline lookups', () => {
  it('GIVEN a server that opted in THEN card and rule embeds in replies within limits, no pings, and a note where an answer continues', async () => {
    const { handler, calls } = setup(true);
    const { m, replies } = message('[[Grizzly Bears]] vs ((702.19b)) @everyone');
    await handler.handle(m);
    expect(calls).toEqual(['card:Grizzly Bears:en', 'rule:702.19b:en']);
    // Two ~3000-character embeds don't fit one message's 6000 total: two messages.
    expect(replies).toHaveLength(2);
    for (const r of replies) {
      expect(r.allowedMentions).toEqual({ parse: [], repliedUser: false });
      for (const e of r.embeds) expect(checkEmbed(e)).toEqual([]);
      expect(r.embeds.reduce((n, e) => n + (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0), 0)).toBeLessThanOrEqual(6000);
    }
    expect(replies[0]?.content).toMatch(/rule 702\.19b: The answer continues: .*`\/rule`/);
  });

  it('GIVEN more lookups than the cap THEN only the first few, and a polite note saying so', async () => {
    const { handler, calls } = setup(true);
    const { m, replies } = message('((100.1)) ((100.2)) ((100.3)) ((100.4)) ((100.5))');
    await handler.handle(m);
    expect(calls).toHaveLength(INLINE_MAX);
    expect(replies[0]?.content).toContain(`first ${INLINE_MAX} of 5 lookups`);
  });

  it('GIVEN the server language THEN lookups answer in it', async () => {
    const { handler, calls } = setup(true, 'ja');
    await handler.handle(message('[[Shock]]').m);
    expect(calls).toEqual(['card:Shock:ja']);
  });

  it('GIVEN a server that did not opt in, a bot, a webhook or a direct message THEN no lookup and no reply', async () => {
    for (const [inline, extra] of [
      [false, {}],
      [true, { bot: true }],
      [true, { webhookId: '770000000000000001' }],
      [true, { guildId: null }],
    ] as const) {
      const { handler, calls } = setup(inline);
      const { m, replies } = message('[[Grizzly Bears]]', extra);
      await handler.handle(m);
      expect(calls).toEqual([]);
      expect(replies).toEqual([]);
    }
  });
});
