/**
 * The router's issue-7 behaviour with hand-made interactions: the `ephemeral` option, per-server
 * settings, rate limits, deferring engine commands first, the "All steps" / "Rule text" buttons
 * (ephemeral follow-ups, nothing cut) and buttons expiring 15 minutes after the answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApplicationCommandType, ComponentType, InteractionType, MessageFlags, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { CommandContext, CommandModule, CommandOutcome } from '../../src/app/command.ts';
import type { Reply } from '../../src/core/reply.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { RulesKnowledge } from '../../src/rules/knowledge.ts';
import type { Services } from '../../src/services.ts';
import type { DeferOptions, EditPayload, OptionDataLike, RouterOptions } from '../../src/discord/router.ts';
import { checkEmbed } from '../../src/discord/embeds.ts';
import type { MessagePayload } from '../../src/discord/embeds.ts';
import { createMetrics } from '../../src/discord/metrics.ts';
import { DEFAULT_SETTINGS, openSettingsStore } from '../../src/settings/store.ts';
import { settings as settingsCommand } from '../../commands/settings.ts';

vi.mock('../../commands/index.ts', () => ({ commands: [], findCommand: () => undefined }));
const { createRouter } = await import('../../src/discord/router.ts');

const GUILD = '823456789012345678';

function services(rules?: Partial<RulesKnowledge>): { services: Services; logs: string[] } {
  const logs: string[] = [];
  const loaded = loadConfig({});
  if (!loaded.ok) throw new Error('config');
  return {
    logs,
    services: {
      config: loaded.config,
      logger: createLogger({ level: 'debug', destination: { write: (s: string) => void logs.push(s) } }),
      rules: () => Promise.resolve(rules ? { ok: true, value: rules as RulesKnowledge } : { ok: false, error: 'no CR here' }),
      watchForNewEditions: () => undefined,
      close: () => undefined,
    },
  };
}

class Interaction {
  id = '1100000000000000001';
  token = 'aW50ZXJhY3Rpb24tdG9rZW4tZm9yLXRlc3Rz';
  deferred = false;
  replied = false;
  events: string[] = [];
  replies: MessagePayload[] = [];
  followUps: MessagePayload[] = [];
  edits: EditPayload[] = [];
  updates: EditPayload[] = [];
  defers: (DeferOptions | undefined)[] = [];
  user: { id: string };
  constructor(
    public locale = 'en-US',
    public guildId: string | null = null,
    userId = '2200000000000000001',
  ) {
    this.user = { id: userId };
  }
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
}

function chat(name: string, options: OptionDataLike[] = [], locale = 'en-US', guildId: string | null = null, userId?: string) {
  return Object.assign(new Interaction(locale, guildId, userId), {
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

function command(name: string, execute: (ctx: CommandContext) => Promise<CommandOutcome>): CommandModule {
  return { data: new SlashCommandBuilder().setName(name).setDescription(name), positional: 'text', execute };
}

const ok = (reply: Reply, data: Record<string, unknown> = {}): CommandOutcome => ({ ok: true, reply, data });
const onePage = (text: string): Reply => ({ tone: 'info', pages: [{ title: 'T', description: text }] });

function setup(registry: CommandModule[], opts: RouterOptions = {}, rules?: Partial<RulesKnowledge>) {
  const s = services(rules);
  return { router: createRouter(s.services, registry, { rateLimits: false, ...opts }), logs: s.logs };
}

const ids = (p: MessagePayload | EditPayload | undefined): string[] => (p?.components[0]?.components ?? []).map((b) => b.custom_id);

describe('the ephemeral option and server settings', () => {
  it('GIVEN ephemeral:true THEN the answer is ephemeral, and the handler never sees the option', async () => {
    const seen: CommandContext[] = [];
    const { router } = setup([command('echo', async (ctx) => (seen.push(ctx), ok(onePage('hi'))))]);
    const i = chat('echo', [{ name: 'text', value: 'x' }, { name: 'ephemeral', value: true }]);
    await router.handle(i);
    expect(i.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(seen[0]?.options).toEqual({ text: 'x' });
    const pub = chat('echo');
    await router.handle(pub);
    expect(pub.replies[0]).not.toHaveProperty('flags');
  });

  it('GIVEN a server set to ephemeral replies and Japanese THEN answers are ephemeral and Japanese, unless ephemeral:false', async () => {
    const store = openSettingsStore(':memory:');
    store.update(GUILD, { replies: 'ephemeral', language: 'ja' });
    const langs: string[] = [];
    const { router } = setup([command('echo', async (ctx) => (langs.push(ctx.lang), ok(onePage('hi'))))], { settings: store });
    const a = chat('echo', [], 'en-US', GUILD);
    await router.handle(a);
    expect(a.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    const b = chat('echo', [{ name: 'ephemeral', value: false }], 'en-US', GUILD);
    await router.handle(b);
    expect(b.replies[0]).not.toHaveProperty('flags');
    // Another server (and direct messages) keep the defaults: public, the user's language.
    const c = chat('echo', [], 'en-US', '923456789012345678');
    await router.handle(c);
    expect(c.replies[0]).not.toHaveProperty('flags');
    expect(langs).toEqual(['ja', 'ja', 'en']);
    store.close();
  });

  /** A member whose permissions include (or not) Manage Server, as discord.js's memberPermissions. */
  const admin = { has: (p: bigint) => p === PermissionFlagsBits.ManageGuild };
  const nobody = { has: () => false };

  it('GIVEN /settings in a server THEN it changes the stored settings, privately; in a DM it says it needs a server', async () => {
    const store = openSettingsStore(':memory:');
    const { router } = setup([settingsCommand], { settings: store });
    const i = Object.assign(chat('settings', [{ name: 'language', value: 'ja' }, { name: 'inline_lookups', value: true }], 'en-US', GUILD), { memberPermissions: admin });
    await router.handle(i);
    expect(store.get(GUILD)).toEqual({ language: 'ja', replies: 'public', inlineLookups: true });
    expect(i.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    const text = i.replies[0]?.embeds[0]?.description ?? '';
    expect(text).toContain('保存しました'); // the new language applies at once
    expect(text).toContain('INLINE_LOOKUPS'); // the operator hasn't enabled the intent in this config

    const show = chat('settings', [], 'en-US', GUILD);
    await router.handle(show);
    expect(show.replies[0]?.embeds[0]?.description).toContain('このサーバーの設定');

    const dm = chat('settings', [{ name: 'language', value: 'en' }]);
    await router.handle(dm);
    expect(dm.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(dm.replies[0]?.embeds[0]?.description).toMatch(/only works inside a server/);
    expect(store.get(GUILD).language).toBe('ja');
    store.close();
  });

  it('GIVEN a change THEN one short public notice says what changed and who changed it, pinging no one', async () => {
    const store = openSettingsStore(':memory:');
    const { router } = setup([settingsCommand], { settings: store });
    const i = Object.assign(chat('settings', [{ name: 'replies', value: 'ephemeral' }, { name: 'inline_lookups', value: true }], 'en-US', GUILD, '2200000000000000042'), { memberPermissions: admin });
    await router.handle(i);
    expect(i.events).toEqual(['reply', 'followUp']);
    expect(i.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    const notice = i.followUps[0]!;
    expect(notice.flags).toBeUndefined(); // public
    expect(notice.allowedMentions).toEqual({ parse: [] });
    const text = notice.embeds[0]?.description ?? '';
    expect(text).toBe(
      "<@2200000000000000042> changed this server's settings: Answers are: public (everyone in the channel sees them) → ephemeral (only the person asking sees them); inline lookups: off → on.",
    );
    expect(text).not.toMatch(/Reply language/); // unchanged settings are not listed

    // Setting what is already set changes nothing, so nothing is announced.
    const again = Object.assign(chat('settings', [{ name: 'replies', value: 'ephemeral' }], 'en-US', GUILD), { memberPermissions: admin });
    await router.handle(again);
    expect(again.events).toEqual(['reply']);

    // In Japanese when the server's language is Japanese.
    const ja = Object.assign(chat('settings', [{ name: 'language', value: 'ja' }], 'en-US', GUILD, '2200000000000000043'), { memberPermissions: admin });
    await router.handle(ja);
    expect(ja.followUps[0]?.embeds[0]?.description).toBe('<@2200000000000000043> がこのサーバーの設定を変更しました：返信の言語: 各自のDiscordの言語 → 日本語。');
    store.close();
  });

  it('GIVEN a member without Manage Server (the command re-granted to them) THEN a change is refused, nothing saved, nothing announced; viewing still works', async () => {
    const store = openSettingsStore(':memory:');
    const { router } = setup([settingsCommand], { settings: store });
    for (const perms of [nobody, null, undefined]) {
      const i = Object.assign(chat('settings', [{ name: 'language', value: 'ja' }], 'en-US', GUILD), { memberPermissions: perms });
      await router.handle(i);
      expect(i.events).toEqual(['reply']);
      expect(i.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
      expect(i.replies[0]?.embeds[0]?.description).toMatch(/Only members with the Manage Server permission can change this server's settings, so nothing was changed/);
    }
    expect(store.get(GUILD)).toEqual(DEFAULT_SETTINGS);
    const view = Object.assign(chat('settings', [], 'en-US', GUILD), { memberPermissions: nobody });
    await router.handle(view);
    expect(view.replies[0]?.embeds[0]?.description).toContain('The settings for this server:');
    store.close();
  });
});

describe('rate limits', () => {
  it('GIVEN a user over their burst THEN a friendly ephemeral reply with the wait, and the handler is not run', async () => {
    let runs = 0;
    let t = 0;
    const { router } = setup([command('echo', async () => (runs++, ok(onePage('hi'))))], {
      rateLimits: { user: { perMinute: 6, burst: 2 }, guild: { perMinute: 600, burst: 100 } },
      now: () => t,
    });
    for (let n = 0; n < 2; n++) await router.handle(chat('echo', [], 'en-US', GUILD));
    const limited = chat('echo', [], 'en-US', GUILD);
    await router.handle(limited);
    expect(runs).toBe(2);
    expect(limited.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(limited.replies[0]?.embeds[0]?.description).toMatch(/Please wait 10 seconds/);
    const ja = chat('echo', [], 'ja', GUILD);
    await router.handle(ja);
    expect(ja.replies[0]?.embeds[0]?.description).toMatch(/10秒ほど待って/);
    // Someone else in the server is not held up.
    const other = chat('echo', [], 'en-US', GUILD, '2200000000000000002');
    await router.handle(other);
    expect(runs).toBe(3);
    t += 10_000;
    await router.handle(chat('echo', [], 'en-US', GUILD));
    expect(runs).toBe(4);
  });

  it('GIVEN too many users in one server THEN the server limit answers, naming the server', async () => {
    const { router } = setup([command('echo', async () => ok(onePage('hi')))], {
      rateLimits: { user: { perMinute: 60, burst: 5 }, guild: { perMinute: 60, burst: 2 } },
      now: () => 0,
    });
    for (const u of ['1', '2']) await router.handle(chat('echo', [], 'en-US', GUILD, `22000000000000000${u}0`));
    const third = chat('echo', [], 'en-US', GUILD, '2200000000000000030');
    await router.handle(third);
    expect(third.replies[0]?.embeds[0]?.description).toMatch(/This server is asking a lot.*wait 1 second/);
  });
});

describe('deferring', () => {
  it('GIVEN an engine command THEN it is deferred before its handler starts, with the visibility chosen', async () => {
    const events: string[] = [];
    const i = chat('scenario', [{ name: 'ephemeral', value: true }]);
    const engine = command('scenario', async () => {
      events.push(...i.events, 'run');
      return ok(onePage('answer'));
    });
    const { router } = setup([engine]);
    await router.handle(i);
    expect(events).toEqual(['defer', 'run']);
    expect(i.defers[0]).toEqual({ flags: MessageFlags.Ephemeral });
    expect(i.edits[0]?.embeds[0]?.description).toBe('answer');
    expect(i.reply).not.toHaveBeenCalled();
  });
});

describe('a user-caused failure after a public defer', () => {
  it('GIVEN an engine command that fails on bad input THEN the public "thinking" is deleted and the error sent privately', async () => {
    const bad = command('scenario', async () => ({ ok: false, error: { code: 'bad_input', message: 'not JSON' }, reply: onePage('not JSON') }));
    const { router } = setup([bad]);
    const i = chat('scenario');
    await router.handle(i);
    expect(i.events).toEqual(['defer', 'delete', 'followUp']);
    expect(i.defers[0]).toEqual({});
    expect(i.followUps[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(i.followUps[0]?.embeds[0]?.description).toBe('not JSON');
  });

  it('GIVEN an engine command that throws after a public defer THEN the error id goes privately too', async () => {
    const boom = command('scenario', async () => Promise.reject(new Error('engine exploded')));
    const { router, logs } = setup([boom]);
    const i = chat('scenario');
    await router.handle(i);
    expect(i.events).toEqual(['defer', 'delete', 'followUp']);
    expect(i.followUps[0]?.flags).toBe(MessageFlags.Ephemeral);
    expect(i.followUps[0]?.embeds[0]?.description).toMatch(/error id `[0-9a-f]{8}`/);
    expect(logs.join('')).toContain('engine exploded');
  });

  it('GIVEN the asker chose ephemeral THEN the private deferred reply is simply filled in', async () => {
    const bad = command('scenario', async () => ({ ok: false, error: { code: 'bad_input', message: 'not JSON' }, reply: onePage('not JSON') }));
    const { router } = setup([bad]);
    const i = chat('scenario', [{ name: 'ephemeral', value: true }]);
    await router.handle(i);
    expect(i.events).toEqual(['defer', 'editReply']);
  });
});

describe('the All steps and Rule text buttons', () => {
  const steps = Array.from({ length: 150 }, (_, n) => ({ rules: [n % 2 === 0 ? '702.19b' : '510.1c'], text: `${n % 2 === 0 ? '702.19b' : '510.1c'}: step number ${n + 1} ${'x'.repeat(80)} @everyone` }));
  const longReply: Reply = { tone: 'info', pages: [{ title: 'Trace', description: 'page one' }, { title: 'Trace', description: 'page two' }] };
  const trace = () => command('trace', async () => ok(longReply, { steps }));
  const rules: Partial<RulesKnowledge> = {
    ja: null,
    corpus: { get: (n: string) => (n === '702.19b' ? { number: n, text: 'Trample text for the test.' } : undefined) } as unknown as RulesKnowledge['corpus'],
  };

  it('GIVEN a long trace THEN Prev/Next, All steps and Rule text buttons', async () => {
    const { router } = setup([trace()]);
    const i = chat('trace');
    await router.handle(i);
    const b = ids(i.replies[0]);
    expect(b).toHaveLength(4);
    expect(b[2]).toMatch(/^steps:[A-Za-z0-9_-]+$/);
    expect(b[3]).toMatch(/^rules:[A-Za-z0-9_-]+$/);
    expect(i.replies[0]?.components[0]?.components.map((c) => c.label)).toEqual(['◀ Prev', 'Next ▶', 'All steps', 'Rule text']);
    // Paging keeps the extra buttons.
    const next = button(b[1] ?? '');
    await router.handle(next);
    expect(ids(next.updates[0])).toHaveLength(4);
  });

  it('GIVEN All steps pressed THEN every step arrives, numbered, in ephemeral messages within limits, never cut', async () => {
    const { router } = setup([trace()]);
    const i = chat('trace');
    await router.handle(i);
    const press = button(ids(i.replies[0])[2] ?? '', 'ja');
    await router.handle(press);
    expect(press.defers[0]).toEqual({ flags: MessageFlags.Ephemeral });
    expect(press.followUps.length).toBeGreaterThanOrEqual(2);
    expect(press.followUps.every((f) => f.flags === MessageFlags.Ephemeral)).toBe(true);
    const messages = [press.edits[0], ...press.followUps];
    const embeds = messages.flatMap((m) => m?.embeds ?? []);
    for (const e of embeds) expect(checkEmbed(e)).toEqual([]);
    for (const m of messages) expect(m?.allowedMentions).toEqual({ parse: [] });
    const all = embeds.map((e) => e.description).join('\n');
    for (let n = 1; n <= 150; n++) expect(all).toContain(`\n${n}. ${n % 2 === 1 ? '702.19b' : '510.1c'}: step number ${n} ${'x'.repeat(80)} @\u200beveryone`.slice(n === 1 ? 1 : 0));
    expect(all).not.toMatch(/@everyone/); // mentions broken
    // The steps are in the answer's language (the asker's English), whoever presses the button.
    expect(embeds[0]?.title).toMatch(/^All steps \(1\/\d+\)$/);
  });

  it('GIVEN Rule text pressed THEN the cited rules, each once, and a plain note for one not in the CR', async () => {
    const { router } = setup([trace()], {}, rules);
    const i = chat('trace');
    await router.handle(i);
    const press = button(ids(i.replies[0])[3] ?? '');
    await router.handle(press);
    const text = press.edits[0]?.embeds[0]?.description ?? '';
    expect(text).toContain('**702.19b** Trample text for the test.');
    expect(text).toContain('510.1c: this rule is not in the current Comprehensive Rules.');
    expect(text.match(/702\.19b/g)).toHaveLength(1);
    expect(press.followUps).toHaveLength(0);
  });

  it('GIVEN the CR cannot be loaded THEN Rule text says so politely', async () => {
    const { router } = setup([trace()]);
    const i = chat('trace');
    await router.handle(i);
    const press = button(ids(i.replies[0])[3] ?? '');
    await router.handle(press);
    expect(press.edits[0]?.embeds[0]?.description).toMatch(/can't read the Comprehensive Rules right now/);
  });

  it('GIVEN 15 minutes after the answer THEN every button says plainly, privately, that it expired, naming the command', async () => {
    let t = 1_000_000;
    const { router } = setup([trace()], { now: () => t });
    const i = chat('trace');
    await router.handle(i);
    const [, next, stepsId] = ids(i.replies[0]);
    t += 14 * 60_000;
    const early = button(next ?? '');
    await router.handle(early);
    expect(early.update).toHaveBeenCalledTimes(1);
    t += 60_000; // 15 minutes after the answer: using a button does not extend it
    for (const id of [next, stepsId]) {
      const late = button(id ?? '');
      await router.handle(late);
      expect(late.update).not.toHaveBeenCalled();
      expect(late.replies[0]?.flags).toBe(MessageFlags.Ephemeral);
      expect(late.replies[0]?.embeds[0]?.description).toMatch(/expired.*15 minutes.*run the command again/);
    }
  });
});

describe('metrics', () => {
  it('GIVEN answered and failing interactions THEN both are counted, failures as errors', async () => {
    const metrics = createMetrics();
    const { router } = setup(
      [command('echo', async () => ok(onePage('hi'))), command('boom', async () => Promise.reject(new Error('x')))],
      { metrics },
    );
    await router.handle(chat('echo'));
    await router.handle(chat('boom'));
    expect(metrics.snapshot()).toMatchObject({ interactions: 2, errors: 1, total_interactions: 2 });
  });
});

describe('draining for a graceful shutdown', () => {
  it('GIVEN an interaction being answered THEN drain waits for it; with a slower one, drain gives up at its timeout', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const slow = command('slow', async () => (await gate, ok(onePage('done'))));
    const { router } = setup([slow], { deferAfterMs: 60_000 });
    const i = chat('slow');
    const handled = router.handle(i);
    expect(router.inFlight()).toBe(1);
    expect(await router.drain(20)).toBe(false);
    const draining = router.drain(5_000);
    release();
    expect(await draining).toBe(true);
    await handled;
    expect(i.replies[0]?.embeds[0]?.description).toBe('done');
    expect(router.inFlight()).toBe(0);
    expect(await router.drain(1)).toBe(true);
  });
});
