/**
 * Review of the router's edges (issue 7 §2, §5): no interaction goes unanswered (handlers that
 * never finish, errors after a public defer, arrivals while stopping), notices follow the server's
 * language, every message fits Discord's embed and component limits with nothing lost, and no
 * token reaches the log.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApplicationCommandType, ComponentType, InteractionType, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { Choice, CommandContext, CommandModule, CommandOutcome } from '../../src/app/command.ts';
import type { Reply } from '../../src/core/reply.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Services } from '../../src/services.ts';
import type { DeferOptions, EditPayload, OptionDataLike, RouterOptions } from '../../src/discord/router.ts';
import { checkEmbed } from '../../src/discord/embeds.ts';
import type { MessagePayload } from '../../src/discord/embeds.ts';
import { openSettingsStore } from '../../src/settings/store.ts';

vi.mock('../../commands/index.ts', () => ({ commands: [], findCommand: () => undefined }));
const { createRouter } = await import('../../src/discord/router.ts');

const GUILD = '823456789012345678';
const TOKEN = 'aW50ZXJhY3Rpb24tdG9rZW4tcmV2aWV3LXNlY3JldC0wMTIz';

function services(): { services: Services; logs: string[] } {
  const logs: string[] = [];
  const loaded = loadConfig({});
  if (!loaded.ok) throw new Error('config');
  return {
    logs,
    services: {
      config: loaded.config,
      logger: createLogger({ level: 'debug', destination: { write: (s: string) => void logs.push(s) } }),
      rules: () => Promise.resolve({ ok: false, error: 'no CR here' }),
      watchForNewEditions: () => undefined,
      close: () => undefined,
    },
  };
}

class Interaction {
  id = '1100000000000000009';
  token = TOKEN;
  deferred = false;
  replied = false;
  events: string[] = [];
  replies: MessagePayload[] = [];
  followUps: MessagePayload[] = [];
  edits: EditPayload[] = [];
  updates: EditPayload[] = [];
  defers: (DeferOptions | undefined)[] = [];
  user = { id: '2200000000000000009' };
  constructor(
    public locale = 'en-US',
    public guildId: string | null = null,
  ) {}
  reply = vi.fn(async (p: MessagePayload) => {
    this.events.push('reply');
    this.replied = true;
    this.replies.push(p);
  });
  followUp = vi.fn(async (p: MessagePayload) => {
    this.events.push('followUp');
    this.followUps.push(p);
  });
  editReply = vi.fn(async (p: EditPayload) => {
    this.events.push('editReply');
    this.replied = true;
    this.edits.push(p);
  });
  deferReply = vi.fn(async (o?: DeferOptions) => {
    this.events.push('defer');
    this.deferred = true;
    this.defers.push(o);
  });
  deleteReply = vi.fn(async () => {
    this.events.push('delete');
  });
  update = vi.fn(async (p: EditPayload) => {
    this.events.push('update');
    this.updates.push(p);
  });
  /** Every message this interaction sent, whatever the route. */
  messages(): (MessagePayload | EditPayload)[] {
    return [...this.replies, ...this.followUps, ...this.edits, ...this.updates];
  }
}

function chat(name: string, options: OptionDataLike[] = [], locale = 'en-US', guildId: string | null = null) {
  return Object.assign(new Interaction(locale, guildId), {
    type: InteractionType.ApplicationCommand as const,
    commandType: ApplicationCommandType.ChatInput as const,
    commandName: name,
    options: { data: options },
  });
}

function button(customId: string, locale = 'en-US', guildId: string | null = null) {
  return Object.assign(new Interaction(locale, guildId), {
    type: InteractionType.MessageComponent as const,
    componentType: ComponentType.Button as const,
    customId,
  });
}

function autocomplete(name: string, typed: string, fail = false) {
  const responses: Choice[][] = [];
  return {
    type: InteractionType.ApplicationCommandAutocomplete as const,
    id: '1100000000000000010',
    token: TOKEN,
    locale: 'en-US',
    commandName: name,
    responded: false,
    responses,
    options: { data: [{ name: 'text', value: typed, focused: true }] },
    respond: vi.fn(async (choices: readonly Choice[]) => {
      if (fail) throw new Error(`POST /interactions/1/${TOKEN}/callback: Unknown interaction`);
      responses.push([...choices]);
    }),
  };
}

function command(name: string, execute: (ctx: CommandContext) => Promise<CommandOutcome>, extra: Partial<CommandModule> = {}): CommandModule {
  return { data: new SlashCommandBuilder().setName(name).setDescription(name), positional: 'text', execute, ...extra };
}

const ok = (reply: Reply, data: Record<string, unknown> = {}): CommandOutcome => ({ ok: true, reply, data });
const never = (): Promise<CommandOutcome> => new Promise(() => undefined);

function setup(registry: CommandModule[], opts: RouterOptions = {}) {
  const s = services();
  return { router: createRouter(s.services, registry, { rateLimits: false, ...opts }), logs: s.logs };
}

/** Discord's component limits: 5 rows, 5 buttons a row, custom ids of 1-100, labels of at most 80. */
function expectComponentsFit(p: MessagePayload | EditPayload | undefined): void {
  const rows = p?.components ?? [];
  expect(rows.length).toBeLessThanOrEqual(5);
  for (const row of rows) {
    expect(row.components.length).toBeGreaterThan(0);
    expect(row.components.length).toBeLessThanOrEqual(5);
    for (const b of row.components) {
      expect(b.custom_id.length).toBeGreaterThan(0);
      expect(b.custom_id.length).toBeLessThanOrEqual(100);
      expect((b.label ?? '').length).toBeLessThanOrEqual(80);
    }
  }
}

function expectFits(p: MessagePayload | EditPayload | undefined): void {
  expect(p?.allowedMentions).toEqual({ parse: [] });
  expect(p?.embeds.length).toBeGreaterThan(0);
  for (const e of p?.embeds ?? []) expect(checkEmbed(e)).toEqual([]);
  expectComponentsFit(p);
}

describe('no interaction goes unanswered', () => {
  it('GIVEN a handler that never finishes THEN after the deadline a polite private error id replaces the "thinking…"', async () => {
    const { router, logs } = setup([command('stuck', never)], { deferAfterMs: 10, handlerTimeoutMs: 80 });
    const i = chat('stuck', [], 'en-US', GUILD);
    await router.handle(i);
    // Deferred publicly at 10 ms, then at the deadline the public "thinking…" goes and the error comes privately.
    expect(i.events).toEqual(['defer', 'delete', 'followUp']);
    expect(i.followUps[0]?.flags).toBe(MessageFlags.Ephemeral);
    const text = i.followUps[0]?.embeds[0]?.description ?? '';
    const errorId = /`([0-9a-f]{8})`/.exec(text)?.[1];
    expect(errorId).toBeDefined();
    const line = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.errorId === errorId);
    expect(line).toMatchObject({ command: 'stuck', msg: 'interaction handler failed' });
    expect(JSON.stringify(line)).toMatch(/did not finish within 80 ms/);
    expect(router.inFlight()).toBe(0);
  });

  it('GIVEN an engine command (deferred first) that never finishes THEN the same polite error, and drain() is not held up', async () => {
    const { router } = setup([command('scenario', never)], { handlerTimeoutMs: 50 });
    const i = chat('scenario', [{ name: 'ephemeral', value: true }]);
    const handled = router.handle(i);
    await handled;
    expect(await router.drain(10)).toBe(true);
    // Even a private deferral is replaced by a private follow-up (deleteReply exists on real interactions).
    expect(i.defers[0]).toEqual({ flags: MessageFlags.Ephemeral });
    expect(i.events).toEqual(['defer', 'delete', 'followUp']);
    expect(i.followUps[0]?.embeds[0]?.description).toMatch(/error id `[0-9a-f]{8}`/);
  });

  it('GIVEN a handler that answers just before the deadline THEN its answer is used, not the error', async () => {
    const slow = command('slow', () => new Promise((r) => setTimeout(() => r(ok({ tone: 'info', pages: [{ title: 'Late', description: 'still in time' }] })), 30)));
    const { router } = setup([slow], { deferAfterMs: 5, handlerTimeoutMs: 2_000 });
    const i = chat('slow');
    await router.handle(i);
    expect(i.events).toEqual(['defer', 'editReply']);
    expect(i.edits[0]?.embeds[0]?.description).toBe('still in time');
  });

  it('GIVEN autocomplete whose handler throws and whose respond fails, both quoting the token THEN no throw and no token in the log', async () => {
    const { router, logs } = setup([
      command('find', async () => ok({ tone: 'info', pages: [{ title: 't', description: 'd' }] }), {
        autocomplete: () => Promise.reject(new Error(`upstream said no to /webhooks/1/${TOKEN}`)),
      }),
    ]);
    const a = autocomplete('find', 'tra', true);
    await expect(router.handle(a)).resolves.toBeUndefined();
    expect(a.respond).toHaveBeenCalledWith([]);
    const all = logs.join('\n');
    expect(all).toContain('autocomplete failed');
    expect(all).toContain('could not send autocomplete choices');
    expect(all).not.toContain(TOKEN);
  });
});

describe('refusing politely while stopping', () => {
  it('GIVEN an interaction during shutdown THEN a private "restarting" in the user’s language; a failing reply is logged, never thrown', async () => {
    const { router, logs } = setup([]);
    const i = chat('anything', [], 'ja');
    await router.refuse(i);
    expect(i.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(i.replies[0]?.embeds[0]?.title).toBe('再起動中です');
    expectFits(i.replies[0]);
    const broken = chat('anything');
    broken.reply.mockRejectedValueOnce(new Error(`gone ${TOKEN}`));
    await expect(router.refuse(broken)).resolves.toBeUndefined();
    expect(logs.join('\n')).toContain('could not answer an interaction while stopping');
    expect(logs.join('\n')).not.toContain(TOKEN);
    const a = autocomplete('anything', 'x');
    await router.refuse(a);
    expect(a.responses).toEqual([[]]);
  });
});

describe('notices follow the server language', () => {
  it('GIVEN a server set to Japanese THEN an English-client user pressing an expired button is answered in Japanese', async () => {
    const store = openSettingsStore(':memory:');
    store.update(GUILD, { language: 'ja' });
    const { router } = setup([], { settings: store });
    const b = button('page:forgottenNav1:1', 'en-US', GUILD);
    await router.handle(b);
    expect(b.replies[0]?.embeds[0]?.title).toBe('ボタンの有効期限が切れました');
    // An answer the bot no longer knows (a restart, or evicted early) is not blamed on the 15 minutes alone.
    expect(b.replies[0]?.embeds[0]?.description).toMatch(/再起動/);
    // In a DM (no server settings) the user's own locale applies.
    const dm = button('page:forgottenNav1:1', 'en-US', null);
    await router.handle(dm);
    expect(dm.replies[0]?.embeds[0]?.title).toBe('These buttons have expired');
    expect(dm.replies[0]?.embeds[0]?.description).toMatch(/not across restarts.*run the command again/);
    store.close();
  });

  it('GIVEN the settings store fails while a button is pressed THEN still a polite private error, not silence', async () => {
    const store = openSettingsStore(':memory:');
    const { router } = setup([], { settings: store });
    store.close(); // every read now throws
    const b = button('page:someNav:1', 'en-US', GUILD);
    await router.handle(b);
    expect(b.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(b.replies[0]?.embeds[0]?.description).toMatch(/error id `[0-9a-f]{8}`/);
  });
});

describe('replies that fit, with nothing lost and no pings', () => {
  const words = (n: number, tag: string) => Array.from({ length: n }, (_, k) => `${tag}${k}`).join(' ');
  const huge: Reply = {
    tone: 'info',
    pages: [
      {
        title: `A title far too long for Discord ${'t'.repeat(300)} <@&123456789012345678>`,
        description: `${words(2500, 'd')} @everyone <@223456789012345678>`,
        fields: Array.from({ length: 30 }, (_, k) => ({ name: `Field ${k} ${'n'.repeat(k === 3 ? 300 : 5)}`, value: words(k % 5 === 0 ? 400 : 20, `f${k}w`) })),
        footer: `footer ${'z'.repeat(2100)}`,
      },
    ],
  };

  it('GIVEN an answer over every embed limit THEN every page fits, the buttons reach every page, and every word arrives', async () => {
    const { router } = setup([command('big', async () => ok(huge))]);
    const i = chat('big');
    await router.handle(i);
    const first = i.replies[0];
    expectFits(first);
    const seen: (MessagePayload | EditPayload)[] = [first as MessagePayload];
    let current: MessagePayload | EditPayload | undefined = first;
    for (let guard = 0; guard < 200; guard++) {
      const next = current?.components[0]?.components.find((b) => b.label?.startsWith('Next'));
      if (!next || next.disabled) break;
      const press = button(next.custom_id);
      await router.handle(press);
      current = press.updates[0];
      expectFits(current);
      seen.push(current as EditPayload);
    }
    const footer = seen.at(-1)?.embeds[0]?.footer?.text ?? '';
    const total = Number(/Page \d+\/(\d+)/.exec(footer)?.[1]);
    expect(seen).toHaveLength(total);
    const text = seen
      .flatMap((m) => m.embeds)
      .map((e) => [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text].join(' '))
      .join(' ');
    for (const tag of ['d0', 'd2499', 'f0w0', 'f0w399', 'f29w19', 'f25w399']) expect(text).toMatch(new RegExp(`\\b${tag}\\b`));
    expect(text).toContain('z'.repeat(2100));
    expect(text).toContain('t'.repeat(300));
  });

  it('GIVEN a failing handler after several pages of replies THEN every message still has empty allowed mentions', async () => {
    const { router } = setup([command('boom', () => Promise.reject(new Error(`boom @everyone ${TOKEN}`)))]);
    const i = chat('boom');
    await router.handle(i);
    for (const m of i.messages()) expectFits(m);
    expect(JSON.stringify(i.messages())).not.toContain(TOKEN);
  });
});
