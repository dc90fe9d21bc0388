/**
 * Fuzzing every command in the registry (commands/index.ts) through the Discord router and the
 * console line parser, with options generated from each command's own `data` definitions: strings
 * with Unicode, Markdown, mentions and huge lengths, odd numbers, booleans, missing options, any
 * locale. Whatever comes in: nothing throws, no rejection goes unhandled, there is always exactly
 * one answer (a result or a clear error), and every message fits Discord's limits without pinging.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIApplicationCommandOption } from 'discord.js';
import { commands } from '../../commands/index.ts';
import { createRouter } from '../../src/discord/router.ts';
import type { Router } from '../../src/discord/router.ts';
import { fitReply, parseButtonId, replyToMessage } from '../../src/discord/embeds.ts';
import { parseConsoleLine, runLine } from '../../src/run-command.ts';
import { FuzzAutocomplete, FuzzButton, FuzzChatInput, choiceProblems, fuzzLocale, fuzzServices, fuzzText, optionsFor, payloadProblems, watchUnhandled } from './support.ts';
import type { FuzzServices } from './support.ts';

const GUILD = '823456789012345678';
/** Runs per command and path: enough to hit every option shape, small enough for < 60 s in all. */
// FUZZ_RUNS widens a local search for new counterexamples (found ones go to found.test.ts); CI keeps the default.
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const LIMIT_MS = Math.max(60_000, RUNS * 400);

let fuzz: FuzzServices;
let router: Router;
let unhandled: ReturnType<typeof watchUnhandled>;

beforeAll(async () => {
  fuzz = fuzzServices();
  router = createRouter(fuzz.services, commands, { rateLimits: false });
  unhandled = watchUnhandled();
  // Load the CR and the cards once, outside the runs (they are cached for the whole file).
  expect((await fuzz.services.rules()).ok).toBe(true);
  await fuzz.services.cards?.();
}, 120_000);

afterAll(() => {
  unhandled.stop();
  fuzz.dispose();
});

const defsOf = (name: string): APIApplicationCommandOption[] => commands.find((c) => c.data.name === name)?.data.toJSON().options ?? [];

describe('every command through the Discord router', () => {
  it.each(commands.map((c) => c.data.name))('/%s: always exactly one answer, within limits, no faults', async (name) => {
    await fc.assert(
      fc.asyncProperty(optionsFor(defsOf(name)), fuzzLocale, fc.boolean(), async (options, locale, inGuild) => {
        const faults = fuzz.errors().length;
        const i = new FuzzChatInput(name, options, locale, inGuild ? GUILD : null);
        await router.handle(i);
        expect(i.misuse).toEqual([]);
        expect(payloadProblems(i.answer())).toEqual([]);
        for (const s of i.sent) expect(payloadProblems(s.payload)).toEqual([]);
        // A handler that threw is answered politely, but it is still a bug: the router logs it as an error.
        expect(fuzz.errors().slice(faults)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(unhandled.seen).toEqual([]);
  }, LIMIT_MS);

  it('an unknown command name gets a polite answer', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzText, fuzzLocale, async (name, locale) => {
        fc.pre(!commands.some((c) => c.data.name === name.toLowerCase()));
        const i = new FuzzChatInput(name, [], locale);
        await router.handle(i);
        expect(i.misuse).toEqual([]);
        expect(payloadProblems(i.answer())).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, LIMIT_MS);
});

describe('autocomplete', () => {
  const completing = commands.flatMap((c) =>
    (c.data.toJSON().options ?? []).filter((o) => 'autocomplete' in o && o.autocomplete === true).map((o) => [c.data.name, o.name] as const),
  );

  it.each(completing)('/%s %s: exactly one response of at most 25 valid choices', async (name, option) => {
    await fc.assert(
      fc.asyncProperty(fuzzText, fuzzLocale, async (typed, locale) => {
        const faults = fuzz.errors().length;
        const i = new FuzzAutocomplete(name, [{ name: option, value: typed, focused: true }], locale);
        await router.handle(i);
        expect(choiceProblems(i.responses)).toEqual([]);
        expect(fuzz.errors().slice(faults)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, LIMIT_MS);
});

describe('buttons', () => {
  it('any press (pages, all steps, rule text; live, expired or forged ids) is acknowledged once, within limits', async () => {
    // Real answers with buttons to press: long enough to have pages, and citing rules.
    const navIds: string[] = [];
    for (const [name, data] of [
      ['search', [{ name: 'words', value: 'damage' }]],
      ['rule', [{ name: 'number', value: '702' }]],
      ['scenario', [{ name: 'json', value: JSON.stringify({ objects: [{ id: 'a', types: ['Creature'], power: 1, toughness: 0 }] }) }]],
    ] as const) {
      const i = new FuzzChatInput(name, [...data], 'en-US');
      await router.handle(i);
      for (const row of i.answer()?.components ?? []) for (const c of row.components) navIds.push(parseButtonId(c.custom_id)?.navId ?? '');
    }
    const live = navIds.filter((id) => id !== '');
    expect(live.length).toBeGreaterThan(0);
    const navId = fc.oneof(fc.constantFrom(...live), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/));
    const customId = fc.oneof(
      fc.tuple(navId, fc.integer({ min: -2, max: 10_000 })).map(([id, p]) => `page:${id}:${p}`),
      fc.tuple(fc.constantFrom('steps', 'rules'), navId).map(([k, id]) => `${k}:${id}`),
      fuzzText,
    );
    await fc.assert(
      fc.asyncProperty(customId, fuzzLocale, async (id, locale) => {
        const faults = fuzz.errors().length;
        const b = new FuzzButton(id, locale);
        await router.handle(b);
        expect(b.misuse).toEqual([]);
        // Every press is answered exactly once: an id the bot can't read is told politely that the buttons expired.
        expect(b.acknowledgements()).toBe(1);
        for (const s of b.sent) expect(payloadProblems(s.payload)).toEqual([]);
        for (const u of b.updates) expect(payloadProblems(u)).toEqual([]);
        expect(fuzz.errors().slice(faults)).toEqual([]);
      }),
      { numRuns: RUNS * 2 },
    );
  }, LIMIT_MS);
});

describe('every command through the console line parser', () => {
  it.each(commands.map((c) => c.data.name))('/%s <text>: an outcome whose every page fits', async (name) => {
    await fc.assert(
      fc.asyncProperty(fuzzText, async (text) => {
        const faults = fuzz.errors().length;
        const { outcome, lang } = await runLine(parseConsoleLine(`/${name} ${text}`), fuzz.services, 'console');
        if (!outcome.ok) expect(outcome.error.message.trim()).not.toBe('');
        const pages = fitReply(outcome.reply).pages.length;
        for (let p = 0; p < pages; p++) expect(payloadProblems(replyToMessage(outcome.reply, p, { lang }))).toEqual([]);
        expect(fuzz.errors().slice(faults)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(unhandled.seen).toEqual([]);
  }, LIMIT_MS);
});
