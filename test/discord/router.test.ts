import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationCommandType, ComponentType, InteractionType, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Choice, CommandContext, CommandModule, CommandOutcome } from '../../src/app/command.ts';
import type { Reply } from '../../src/core/reply.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Services } from '../../src/services.ts';
import type { EditPayload, OptionDataLike, RouterOptions } from '../../src/discord/router.ts';
import type { MessagePayload } from '../../src/discord/embeds.ts';
import { TONE_COLOURS } from '../../src/discord/embeds.ts';

// The router's default registry is the real one; these tests use their own commands only.
vi.mock('../../commands/index.ts', () => ({ commands: [], findCommand: () => undefined }));
const { createRouter, sanitizeChoices, collectOptions } = await import('../../src/discord/router.ts');

const BOT_TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.bot-token-secret-value-0123456789';
const INTERACTION_TOKEN = 'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OnNlY3JldA-interaction-token';

// ---------------------------------------------------------------------------------------------
// Fakes

function fakeServices(): { services: Services; logs: () => string[] } {
  const lines: string[] = [];
  const loaded = loadConfig({ DISCORD_TOKEN: BOT_TOKEN });
  if (!loaded.ok) throw new Error('test config');
  const logger = createLogger({ level: 'debug', secrets: [BOT_TOKEN], destination: { write: (s: string) => void lines.push(s) } });
  const services: Services = {
    config: loaded.config,
    logger,
    rules: () => Promise.resolve({ ok: false, error: 'not used in these tests' }),
    watchForNewEditions: () => undefined,
    close: () => undefined,
  };
  return { services, logs: () => lines };
}

const page = (title: string, description: string): Reply => ({ tone: 'info', pages: [{ title, description }] });
const success = (reply: Reply): CommandOutcome => ({ ok: true, reply, data: {} });

function command(
  name: string,
  execute: (ctx: CommandContext) => Promise<CommandOutcome>,
  extra: { queryOption?: string; autocomplete?: CommandModule['autocomplete'] } = {},
): CommandModule {
  const data = new SlashCommandBuilder()
    .setName(name)
    .setDescription(`the ${name} command`)
    .addStringOption((o) => o.setName('text').setDescription('some text').setAutocomplete(extra.autocomplete !== undefined));
  const m: CommandModule = { data, positional: 'text', execute, ...(extra.queryOption ? { queryOption: extra.queryOption } : {}) };
  return extra.autocomplete ? { ...m, autocomplete: extra.autocomplete } : m;
}

abstract class FakeRepliable {
  id = '1100000000000000001';
  locale = 'en-US';
  token = INTERACTION_TOKEN;
  deferred = false;
  replied = false;
  replies: MessagePayload[] = [];
  followUps: MessagePayload[] = [];
  edits: EditPayload[] = [];
  reply = vi.fn(async (p: MessagePayload) => {
    if (this.replied || this.deferred) throw new Error('Interaction has already been acknowledged.');
    this.replied = true;
    this.replies.push(p);
  });
  followUp = vi.fn(async (p: MessagePayload) => {
    this.followUps.push(p);
  });
  editReply = vi.fn(async (p: EditPayload) => {
    this.replied = true;
    this.edits.push(p);
  });
  deferReply = vi.fn(async () => {
    this.deferred = true;
  });
}

class FakeChatInput extends FakeRepliable {
  readonly type = InteractionType.ApplicationCommand as const;
  readonly commandType = ApplicationCommandType.ChatInput as const;
  options: { data: OptionDataLike[] };
  constructor(
    public commandName: string,
    data: OptionDataLike[] = [],
    locale = 'en-US',
  ) {
    super();
    this.options = { data };
    this.locale = locale;
  }
}

class FakeButton extends FakeRepliable {
  readonly type = InteractionType.MessageComponent as const;
  readonly componentType = ComponentType.Button as const;
  updates: EditPayload[] = [];
  constructor(
    public customId: string,
    locale = 'en-US',
  ) {
    super();
    this.locale = locale;
  }
  update = vi.fn(async (p: EditPayload) => {
    this.updates.push(p);
  });
}

class FakeAutocomplete {
  readonly type = InteractionType.ApplicationCommandAutocomplete as const;
  id = '1100000000000000002';
  token = INTERACTION_TOKEN;
  responded = false;
  responses: Choice[][] = [];
  options: { data: OptionDataLike[] };
  constructor(
    public commandName: string,
    typed: string,
    public locale = 'en-US',
    private failRespond = false,
  ) {
    this.options = { data: [{ name: 'text', value: typed, focused: true }] };
  }
  respond = vi.fn(async (choices: readonly Choice[]) => {
    if (this.failRespond) throw new Error('Unknown interaction');
    this.responded = true;
    this.responses.push([...choices]);
  });
}

function setup(registry: CommandModule[], opts: RouterOptions = {}) {
  const { services, logs } = fakeServices();
  return { router: createRouter(services, registry, opts), logs };
}

const embedOf = (p: MessagePayload | EditPayload | undefined) => p?.embeds[0];

afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------

describe('chat-input commands', () => {
  it('GIVEN a command THEN replies with its answer, options collected by name, no mentions', async () => {
    let seen: CommandContext | undefined;
    const echo = command('echo', async (ctx) => {
      seen = ctx;
      return success(page('Echo', `you said ${String(ctx.options.text)}`));
    });
    const { router } = setup([echo]);
    const i = new FakeChatInput('echo', [{ name: 'text', value: 'hello' }]);
    await router.handle(i);

    expect(seen?.options).toEqual({ text: 'hello' });
    expect(seen?.transport).toBe('discord');
    expect(i.reply).toHaveBeenCalledTimes(1);
    expect(i.deferReply).not.toHaveBeenCalled();
    const msg = i.replies[0];
    expect(embedOf(msg)?.description).toBe('you said hello');
    expect(msg?.allowedMentions).toEqual({ parse: [] });
    expect(msg?.flags).toBeUndefined();
    expect(msg?.components).toEqual([]);
  });

  it('GIVEN subcommand-style nested options THEN they are flattened by name', () => {
    expect(collectOptions([{ name: 'sub', options: [{ name: 'a', value: 1 }, { name: 'b', value: true }] }, { name: 'c', value: 'x' }])).toEqual({
      a: 1,
      b: true,
      c: 'x',
    });
  });

  it.each([
    ['ja', 'trample', 'ja'],
    ['ja-JP', 'trample', 'ja'],
    ['en-US', 'トランプル', 'ja'],
    ['en-US', 'trample', 'en'],
    ['fr', '《極楽鳥》', 'ja'],
  ])('GIVEN locale %s and query %s THEN answers in %s', async (locale, text, expected) => {
    let lang: string | undefined;
    const cmd = command('define', async (ctx) => {
      lang = ctx.lang;
      return success(page('t', 'd'));
    }, { queryOption: 'text' });
    const { router } = setup([cmd]);
    await router.handle(new FakeChatInput('define', [{ name: 'text', value: text }], locale));
    expect(lang).toBe(expected);
  });

  it('GIVEN a slow command THEN defers after 1.5 s and then edits the reply', async () => {
    vi.useFakeTimers();
    const slow = command('slow', async () => {
      await new Promise((r) => setTimeout(r, 4_000));
      return success(page('Slow', 'done at last'));
    });
    const { router } = setup([slow]);
    const i = new FakeChatInput('slow');
    const handled = router.handle(i);

    await vi.advanceTimersByTimeAsync(1_400);
    expect(i.deferReply).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(i.deferReply).toHaveBeenCalledTimes(1);
    expect(i.editReply).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(3_000);
    await handled;
    expect(i.reply).not.toHaveBeenCalled();
    expect(i.editReply).toHaveBeenCalledTimes(1);
    expect(embedOf(i.edits[0])?.description).toBe('done at last');
    expect(i.edits[0]?.allowedMentions).toEqual({ parse: [] });
    expect(i.edits[0]).not.toHaveProperty('flags');
  });

  it('GIVEN a command that answers in time THEN does not defer', async () => {
    vi.useFakeTimers();
    const quick = command('quick', async () => {
      await new Promise((r) => setTimeout(r, 1_000));
      return success(page('Quick', 'ok'));
    });
    const { router } = setup([quick]);
    const i = new FakeChatInput('quick');
    const handled = router.handle(i);
    await vi.advanceTimersByTimeAsync(5_000);
    await handled;
    expect(i.deferReply).not.toHaveBeenCalled();
    expect(i.reply).toHaveBeenCalledTimes(1);
  });

  it('GIVEN a failure outcome THEN the reply is an ephemeral error embed', async () => {
    const bad = command('bad', async () => ({
      ok: false,
      reply: { tone: 'error', pages: [{ title: 'Unknown rule', description: 'There is no rule 999.' }] },
      error: { code: 'unknown_rule', message: 'There is no rule 999.' },
    }));
    const { router } = setup([bad]);
    const i = new FakeChatInput('bad');
    await router.handle(i);
    expect(i.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(embedOf(i.replies[0])?.color).toBe(TONE_COLOURS.error);
  });

  it('GIVEN an unknown command THEN a polite ephemeral message', async () => {
    const { router } = setup([]);
    const i = new FakeChatInput('gone', [], 'ja');
    await router.handle(i);
    expect(i.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(embedOf(i.replies[0])?.description).toContain('/gone');
    expect(embedOf(i.replies[0])?.description).toContain('申し訳ありません');
  });
});

describe('errors', () => {
  const boom = () =>
    command('boom', async () => {
      throw new Error(`kaboom while calling https://discord.com/api/v10/webhooks/1/${INTERACTION_TOKEN}/messages/@original with ${BOT_TOKEN}`);
    });

  it('GIVEN a throwing handler THEN a polite ephemeral error with an id, logged with interaction id and command but no token', async () => {
    const { router, logs } = setup([boom()]);
    const i = new FakeChatInput('boom');
    await expect(router.handle(i)).resolves.toBeUndefined();

    expect(i.reply).toHaveBeenCalledTimes(1);
    const msg = i.replies[0];
    expect(msg?.flags).toBe(MessageFlags.Ephemeral);
    expect(msg?.allowedMentions).toEqual({ parse: [] });
    const text = embedOf(msg)?.description ?? '';
    expect(text).toMatch(/^Sorry/);
    const errorId = /`([0-9a-f]{8})`/.exec(text)?.[1];
    expect(errorId).toBeDefined();

    const all = logs().join('');
    expect(all).not.toContain(INTERACTION_TOKEN);
    expect(all).not.toContain(BOT_TOKEN);
    const line = logs()
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'interaction handler failed');
    expect(line).toMatchObject({ interactionId: i.id, command: 'boom', errorId });
    expect(JSON.stringify(line)).toContain('kaboom');
  });

  it('GIVEN a Japanese user THEN the error message is in Japanese', async () => {
    const { router } = setup([boom()]);
    const i = new FakeChatInput('boom', [], 'ja');
    await router.handle(i);
    expect(embedOf(i.replies[0])?.description).toMatch(/申し訳ありません.*エラーID `[0-9a-f]{8}`/);
  });

  it('GIVEN the handler throws after the reply was deferred THEN the deferred reply is filled in with the message', async () => {
    vi.useFakeTimers();
    const late = command('late', async () => {
      await new Promise((r) => setTimeout(r, 2_000));
      throw new Error('late failure');
    });
    const { router } = setup([late]);
    const i = new FakeChatInput('late');
    const handled = router.handle(i);
    await vi.advanceTimersByTimeAsync(3_000);
    await handled;
    expect(i.deferReply).toHaveBeenCalledTimes(1);
    expect(embedOf(i.edits[0])?.description).toMatch(/error id `[0-9a-f]{8}`/);
  });

  it('GIVEN sending the reply itself fails after replying THEN follows up, never throws', async () => {
    const ok = command('ok', async () => success(page('t', 'd')));
    const { router } = setup([ok]);
    const i = new FakeChatInput('ok');
    i.reply.mockImplementationOnce(async () => {
      i.replied = true;
      throw new Error('network hiccup');
    });
    await expect(router.handle(i)).resolves.toBeUndefined();
    expect(i.followUp).toHaveBeenCalledTimes(1);
    expect(i.followUps[0]?.flags).toBe(MessageFlags.Ephemeral);
  });
});

describe('autocomplete', () => {
  it('GIVEN many choices, some invalid THEN responds with at most 25 valid ones', async () => {
    const choices: Choice[] = [
      { name: '', value: 'empty-name' },
      { name: 'too long value', value: 'v'.repeat(101) },
      { name: 'empty value', value: '' },
      { name: 'n'.repeat(150), value: 'long-name' },
      ...Array.from({ length: 40 }, (_, k) => ({ name: `Rule 702.${k}`, value: `702.${k}` })),
    ];
    let typed: string | undefined;
    const cmd = command('rule', async () => success(page('t', 'd')), {
      autocomplete: async (ctx) => {
        typed = ctx.focused.value;
        return choices;
      },
    });
    const { router } = setup([cmd]);
    const i = new FakeAutocomplete('rule', '702');
    await router.handle(i);
    expect(typed).toBe('702');
    const sent = i.responses[0] ?? [];
    expect(sent.length).toBe(25);
    for (const c of sent) {
      expect(c.name.length).toBeGreaterThanOrEqual(1);
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeGreaterThanOrEqual(1);
      expect(c.value.length).toBeLessThanOrEqual(100);
    }
    expect(sent.map((c) => c.value)).not.toContain('v'.repeat(101));
    expect(sent.find((c) => c.value === 'empty-name')?.name).toBe('empty-name');
  });

  it('GIVEN sanitizeChoices THEN duplicate values are dropped', () => {
    expect(sanitizeChoices([{ name: 'a', value: 'x' }, { name: 'b', value: 'x' }])).toEqual([{ name: 'a', value: 'x' }]);
  });

  it('GIVEN a throwing autocomplete THEN responds with no choices and does not throw', async () => {
    const cmd = command('rule', async () => success(page('t', 'd')), {
      autocomplete: async () => {
        throw new Error('index not loaded');
      },
    });
    const { router, logs } = setup([cmd]);
    const i = new FakeAutocomplete('rule', '7');
    await expect(router.handle(i)).resolves.toBeUndefined();
    expect(i.responses).toEqual([[]]);
    expect(logs().join('')).not.toContain(INTERACTION_TOKEN);
  });

  it('GIVEN a command without autocomplete, or an unknown command THEN responds with no choices', async () => {
    const { router } = setup([command('plain', async () => success(page('t', 'd')))]);
    for (const name of ['plain', 'nope']) {
      const i = new FakeAutocomplete(name, 'x');
      await router.handle(i);
      expect(i.responses).toEqual([[]]);
    }
  });

  it('GIVEN respond itself fails THEN nothing is thrown', async () => {
    const cmd = command('rule', async () => success(page('t', 'd')), { autocomplete: async () => [{ name: 'a', value: 'a' }] });
    const { router } = setup([cmd]);
    await expect(router.handle(new FakeAutocomplete('rule', 'a', 'en-US', true))).resolves.toBeUndefined();
  });

  it('GIVEN a slow autocomplete THEN responds with no choices in time', async () => {
    vi.useFakeTimers();
    const cmd = command('rule', async () => success(page('t', 'd')), {
      autocomplete: () => new Promise((r) => setTimeout(() => r([{ name: 'late', value: 'late' }]), 10_000)),
    });
    const { router } = setup([cmd]);
    const i = new FakeAutocomplete('rule', 'a');
    const handled = router.handle(i);
    await vi.advanceTimersByTimeAsync(3_000);
    await handled;
    expect(i.responses).toEqual([[]]);
  });
});

describe('pagination buttons', () => {
  const threePages: Reply = {
    tone: 'info',
    pages: [
      { title: 'Rule 702', description: 'page one' },
      { title: 'Rule 702', description: 'page two' },
      { title: 'Rule 702', description: 'page three' },
    ],
  };

  function pagedSetup(opts: RouterOptions = {}) {
    const cmd = command('rule', async () => success(threePages));
    return setup([cmd], opts);
  }

  function buttonIds(msg: MessagePayload | EditPayload | undefined): string[] {
    return (msg?.components[0]?.components ?? []).map((b) => b.custom_id);
  }

  it('GIVEN a paged reply THEN pressing Next shows the next page, and the buttons follow', async () => {
    const { router } = pagedSetup();
    const i = new FakeChatInput('rule', [], 'ja');
    await router.handle(i);
    const first = i.replies[0];
    expect(embedOf(first)?.footer?.text).toBe('1/3ページ');
    const [, next] = buttonIds(first);
    expect(next).toMatch(/^page:[A-Za-z0-9_-]+:1$/);

    // Someone else (English client) presses Next: the pages stay in the reply's language.
    const press = new FakeButton(next ?? '', 'en-US');
    await router.handle(press);
    expect(press.update).toHaveBeenCalledTimes(1);
    const second = press.updates[0];
    expect(embedOf(second)?.description).toBe('page two');
    expect(embedOf(second)?.footer?.text).toBe('2/3ページ');
    expect(second?.allowedMentions).toEqual({ parse: [] });
    expect(second).not.toHaveProperty('flags');

    const [, toThird] = buttonIds(second);
    const press2 = new FakeButton(toThird ?? '');
    await router.handle(press2);
    const third = press2.updates[0];
    expect(embedOf(third)?.description).toBe('page three');
    expect(third?.components[0]?.components[1]?.disabled).toBe(true);
  });

  it('GIVEN buttons older than 15 minutes THEN a polite ephemeral "expired" message in the user’s language', async () => {
    let clock = 1_000_000;
    const { router } = pagedSetup({ now: () => clock });
    const i = new FakeChatInput('rule');
    await router.handle(i);
    const [, next] = buttonIds(i.replies[0]);

    clock += 14 * 60_000;
    const early = new FakeButton(next ?? '');
    await router.handle(early);
    expect(early.update).toHaveBeenCalledTimes(1);

    clock += 16 * 60_000;
    const late = new FakeButton(next ?? '', 'ja');
    await router.handle(late);
    expect(late.update).not.toHaveBeenCalled();
    expect(late.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(embedOf(late.replies[0])?.description).toContain('もう一度コマンドを実行してください');
    expect(router.navEntries()).toBe(0);

    const unknown = new FakeButton('page:doesnotexist:1');
    await router.handle(unknown);
    expect(embedOf(unknown.replies[0])?.description).toMatch(/expired.*run the command again/);
  });

  it('GIVEN more paged replies than the cap THEN the oldest are forgotten', async () => {
    const { router } = pagedSetup({ maxNavEntries: 2 });
    const ids: string[] = [];
    for (let k = 0; k < 3; k++) {
      const i = new FakeChatInput('rule');
      await router.handle(i);
      ids.push(buttonIds(i.replies[0])[1] ?? '');
    }
    expect(router.navEntries()).toBe(2);
    const oldest = new FakeButton(ids[0] ?? '');
    await router.handle(oldest);
    expect(oldest.update).not.toHaveBeenCalled();
    expect(oldest.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    const newest = new FakeButton(ids[2] ?? '');
    await router.handle(newest);
    expect(newest.update).toHaveBeenCalledTimes(1);
  });

  it.each([
    // Each paged answer packs to some tens of bytes: a 1-byte bound keeps only the newest, a large one all three.
    { maxNavBytes: 1, kept: 1 },
    { maxNavBytes: 1_000_000, kept: 3 },
  ])('GIVEN answers over a byte bound of $maxNavBytes THEN the oldest are forgotten until they fit ($kept kept), the newest kept', async ({ maxNavBytes, kept }) => {
    const { router } = pagedSetup({ maxNavBytes });
    const ids: string[] = [];
    for (let k = 0; k < 3; k++) {
      const i = new FakeChatInput('rule');
      await router.handle(i);
      ids.push(buttonIds(i.replies[0])[1] ?? '');
    }
    expect(router.navEntries()).toBe(kept);
    const newest = new FakeButton(ids[2] ?? '');
    await router.handle(newest);
    expect(newest.update).toHaveBeenCalledTimes(1);
    expect(embedOf(newest.updates[0])?.description).toBe('page two');
    const oldest = new FakeButton(ids[0] ?? '');
    await router.handle(oldest);
    expect(oldest.update).toHaveBeenCalledTimes(kept === 3 ? 1 : 0);
  });

  it('GIVEN a button id the bot cannot read (an older version of it) THEN a private note that the buttons expired, the message untouched', async () => {
    const { router } = pagedSetup();
    const b = new FakeButton('something:else');
    await router.handle(b);
    expect(b.update).not.toHaveBeenCalled();
    expect(b.reply).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(b.reply.mock.calls[0])).toMatch(/expired/);
  });

  it('GIVEN updating the message fails THEN a polite ephemeral error', async () => {
    const { router } = pagedSetup();
    const i = new FakeChatInput('rule');
    await router.handle(i);
    const b = new FakeButton(buttonIds(i.replies[0])[1] ?? '');
    b.update.mockRejectedValueOnce(new Error('Unknown Message'));
    await router.handle(b);
    expect(b.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(embedOf(b.replies[0])?.description).toMatch(/error id `[0-9a-f]{8}`/);
  });
});
