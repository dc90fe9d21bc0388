/**
 * Issue 17 §1: every word and key a user types is data, never a property lookup on a plain object.
 * Every command is run with each name of Object.prototype and Function.prototype (constructor,
 * toString, valueOf, __proto__, hasOwnProperty, apply, bind, call, …) as a word, a creature name, a
 * keyword, an option, a Scenario key and a Scenario value. Each must get a clear answer or a clear
 * refusal — never "something went wrong on our side", never "[object Object]", "function …" or
 * "undefined" in the reply — and the process must live (a console-mode run below).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.ts';
import type { CommandOutcome } from '../../src/app/command.ts';
import { parseConsoleLine, runLine } from '../../src/run-command.ts';
import { settings as settingsCommand } from '../../commands/settings.ts';
import { openSettingsStore } from '../../src/settings/store.ts';
import { NODE, baseEnv, hasStackTrace, mainArgs, run, tempDir } from '../support/spawn.ts';
import { createRouter } from '../../src/discord/router.ts';
import { FuzzAutocomplete, FuzzChatInput, fuzzServices, payloadProblems } from './support.ts';

/** Every own property name of Object.prototype and Function.prototype. */
export const PROTOTYPE_NAMES: readonly string[] = [...new Set([...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Function.prototype)])].sort();

// ("got null": a word read from a plain object's prototype, then sent as JSON — /combat's "2/2 constructor" was a color.)
const LEAKS = /\[object (?:Object|Function)\]|function \w*\(|\[native code\]|\bundefined\b|\bNaN\b|\(got null\)/;

/** Console lines for one word, in every position each command reads text. */
function lines(w: string): string[] {
  const scenario = (body: object): string => `/scenario ${JSON.stringify(body)}`;
  const bear = { id: 'bear', types: ['Creature'], power: 2, toughness: 2 };
  return [
    `/rule ${w}`,
    `/rule number:${w} examples:true`,
    `/search ${w}`,
    `/search "${w}" trample`,
    `/define ${w}`,
    `/define ${w} --lang ja`,
    `/card ${w}`,
    `/coverage ${w}`,
    `/combat attackers:3/3 ${w} blockers:2/2 ${w}`,
    `/combat attackers:${w} blockers:${w}`,
    `/combat attackers:2/2 trample ${w}:1`,
    `/combat attackers:3/3 trample blockers:2/2 ${w}`,
    `/combat attackers:3/3 ${w}`,
    `/layers object:2/2 creature effects:becomes ${w}; becomes a ${w} ${w}`,
    `/layers object:2/2 ${w} creature effects:${w}`,
    `/layers object:${w} effects:+1/+1; ${w}; gains ${w}`,
    `/layers 2/2の${w}クリーチャー 効果: +1/+1`,
    `/ask ${w}`,
    `/ask A 2/2 ${w} attacks. Does it die?`,
    `/ask ${w} deals 3 damage to a 2/2. Does it die?`,
    `/ask A 3/3 creature with ${w} attacks and is blocked by a 2/2 ${w}. What happens?`,
    `/ask 2/2の${w}が攻撃する。死ぬ？`,
    `/settings language:${w}`,
    `/${w} x`,
    // Scenario values.
    scenario({ objects: [{ ...bear, id: w, name: w, subtypes: [w] }], actions: [{ kind: 'damage', target: w, amount: 1 }] }),
    scenario({ objects: [{ ...bear, keywords: [w] }] }),
    scenario({ objects: [{ ...bear, keywords: [{ keyword: w }] }] }),
    scenario({ objects: [{ ...bear, keywords: [{ keyword: 'protection', param: w }] }] }),
    scenario({ objects: [{ ...bear, keywords: [`protection from ${w}`, `ward ${w}`, `${w}walk`] }] }),
    scenario({ objects: [{ ...bear, keywords: [{ keyword: { [w]: 1 } }, [w]] }] }),
    scenario({ objects: [bear], actions: [{ kind: 'add-counters', target: 'bear', counter: w, amount: 1 }] }),
    scenario({ players: [{ id: w }, { id: 'B' }], activePlayer: w, objects: [{ ...bear, controller: w }] }),
    scenario({ objects: [bear], effects: [{ id: w, affects: { kind: 'objects', ids: ['bear'] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }] }], actions: [{ kind: 'end-effect', effect: w }] }),
    scenario({ objects: [{ ...bear, zone: w, colors: [w], types: [w], supertypes: [w] }] }),
    scenario({ objects: [{ card: w }] }),
    // Scenario keys.
    `/scenario {"objects":[{"id":"bear","types":["Creature"],"power":2,"toughness":2,"counters":{"${w}":1}}]}`,
    `/scenario {"objects":[{"id":"bear","types":["Creature"],"power":2,"toughness":2,"${w}":1}]}`,
    `/scenario {"${w}":[],"objects":[]}`,
    `/scenario {"objects":[{"id":"bear","types":["Creature"],"power":2,"toughness":2}],"actions":[{"kind":"combat-damage","assignments":{"${w}":[{"to":"B","amount":1}]}}]}`,
  ];
}

const fuzz = fuzzServices();
afterAll(() => fuzz.dispose());

function replyText(o: CommandOutcome): string {
  return o.reply.pages.map((p) => [p.title, p.description, ...(p.fields ?? []).flatMap((f) => [f.name, f.value]), p.footer ?? ''].join('\n')).join('\n');
}

describe('every command with the names of Object.prototype and Function.prototype', () => {
  it('GIVEN the names THEN they include the usual suspects', () => {
    for (const n of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__', 'apply', 'call', 'bind']) {
      expect(PROTOTYPE_NAMES).toContain(n);
    }
  });

  it.each(PROTOTYPE_NAMES)('GIVEN "%s" everywhere THEN a clear answer or refusal on every line', async (w) => {
    const bad: string[] = [];
    const loggedBefore = fuzz.errors().length;
    for (const line of lines(w)) {
      const parsed = parseConsoleLine(line);
      for (const transport of ['console', 'cli'] as const) {
        const { outcome } = await runLine(parsed, fuzz.services, transport);
        if (!outcome.ok && outcome.error.code === 'internal') bad.push(`${transport} ${line}: internal error`);
        const text = `${replyText(outcome)}\n${outcome.ok ? JSON.stringify(outcome.data) : outcome.error.message}`;
        const leak = LEAKS.exec(text.replaceAll(w, ''));
        if (leak) bad.push(`${transport} ${line}: "${text.slice(Math.max(0, leak.index - 60), leak.index + 40)}"`);
      }
    }
    expect(bad).toEqual([]);
    expect(fuzz.errors().slice(loggedBefore)).toEqual([]);
    // A guard against a hang only: the first name also loads the rules, the cards, both tokenisers
    // and the engine's worker (past 120 s on a 2-core machine with other jobs running).
  }, 300_000);

  it('GIVEN the names as option names and values of /settings in a server THEN each is ignored or refused, never stored or thrown', async () => {
    const store = openSettingsStore(':memory:');
    try {
      for (const w of PROTOTYPE_NAMES) {
        const options = Object.assign(Object.create(null) as Record<string, string>, { language: w, replies: w, [w]: 'ja' });
        const out = await settingsCommand.executeInGuild({
          lang: 'en',
          options,
          services: fuzz.services,
          transport: 'discord',
          guildId: '823456789012345678',
          settings: store,
          member: { id: '223456789012345678', canManageServer: true },
        });
        expect(out.ok).toBe(true);
        expect(store.get('823456789012345678')).toEqual({ language: 'auto', replies: 'public', inlineLookups: false });
      }
    } finally {
      store.close();
    }
  });

  it('GIVEN the names as Discord option names, option values and autocomplete text THEN every command answers clearly, within Discord\'s rules', async () => {
    const router = createRouter(fuzz.services, commands, { rateLimits: false });
    const loggedBefore = fuzz.errors().length;
    const problems: string[] = [];
    for (const c of commands) {
      const defs = c.data.toJSON().options ?? [];
      for (const w of PROTOTYPE_NAMES) {
        const data = [{ name: w, value: w }, ...defs.filter((d) => d.type === 3).map((d) => ({ name: d.name, value: `2/2 ${w}` }))];
        const i = new FuzzChatInput(c.data.name, data, 'en-US', '823456789012345678');
        await router.handle(i);
        const answer = i.answer();
        if (!answer) problems.push(`/${c.data.name} ${w}: no answer`);
        problems.push(...payloadProblems(answer).map((p) => `/${c.data.name} ${w}: ${p}`));
        const text = JSON.stringify(answer?.embeds ?? []).replaceAll(w, '');
        if (LEAKS.test(text)) problems.push(`/${c.data.name} ${w}: ${text.slice(0, 200)}`);
        if (/went wrong on our side/.test(text)) problems.push(`/${c.data.name} ${w}: internal error`);
        for (const d of defs.filter((o) => 'autocomplete' in o && o.autocomplete === true)) {
          const a = new FuzzAutocomplete(c.data.name, [{ name: d.name, value: w, focused: true }, { name: w, value: w }], 'en-US');
          await router.handle(a);
          if (a.responses.length !== 1) problems.push(`/${c.data.name} ${d.name} autocomplete ${w}: ${a.responses.length} responses`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(fuzz.errors().slice(loggedBefore)).toEqual([]);
  }, 300_000);

  it('GIVEN every command module THEN it was exercised above', () => {
    const names = new Set(lines('x').map((l) => l.slice(1).split(/\s/)[0]));
    for (const c of commands) expect(names.has(c.data.name)).toBe(true);
  });
});

describe('the console mode with such words', () => {
  const cache = tempDir('stackwise-proto-console-');
  const cwd = tempDir('stackwise-proto-console-cwd-');
  afterAll(() => {
    cache.cleanup();
    cwd.cleanup();
  });

  it('GIVEN /ask, /combat, /scenario lines with constructor, __proto__, toString … THEN every line is answered and the process ends normally at end of input', async () => {
    const words = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'apply'];
    const input = words.flatMap((w) => [`/ask A 2/2 ${w} attacks. Does it die?`, `/combat attackers:3/3 ${w} blockers:2/2`, `/scenario {"objects":[{"id":"${w}","types":["Creature"],"power":2,"toughness":2,"counters":{"${w}":1}}]}`]);
    input.push('/rule 702.19b');
    const r = await run(NODE, mainArgs(), { env: baseEnv(cache.dir), cwd: cwd.dir, input: `${input.join('\n')}\n`, timeoutMs: 240_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/702\.19b The controller of an attacking creature with trample/); // the last line was reached
    expect(r.stdout).not.toMatch(/something went wrong/i);
    expect(hasStackTrace(r.stderr)).toBe(false);
  }, 300_000);
});

describe('a word with Markdown marks quoted back on Discord', () => {
  // "__proto__" is underline Markdown: quoted back, it must be escaped exactly once — not cut to
  // "proto" (the /define term lost its underscores), nor escaped twice (the /search title showed "\_").
  it('GIVEN "What does __proto__ mean?" and /search __proto__ THEN the reply quotes \\_\\_proto\\_\\_ as written', async () => {
    const router = createRouter(fuzz.services, commands, { rateLimits: false });
    const ask = new FuzzChatInput('ask', [{ name: 'question', value: 'What does __proto__ mean?' }], 'en-US', '823456789012345678');
    await router.handle(ask);
    expect(ask.answer()?.embeds?.[0]?.description ?? '').toContain('"\\_\\_proto\\_\\_"');
    const search = new FuzzChatInput('search', [{ name: 'words', value: '__proto__ trample' }], 'en-US', '823456789012345678');
    await router.handle(search);
    const title = search.answer()?.embeds?.[0]?.title ?? search.answer()?.embeds?.[0]?.description ?? '';
    expect(title).toContain('\\_\\_proto\\_\\_ trample');
    expect(title).not.toContain('\\\\');
  }, 120_000);
});

describe('tables keyed by words are made without a prototype', () => {
  // A module-level table written as a plain object literal inherits "constructor", "toString" …: a
  // word looked up in it finds a function ("2/2 constructor" in /combat became a color, sent as null).
  // Every such table in the code that reads text (questions, language, scenario, engine, cards,
  // rules, commands) is made with lookupTable (src/core/table.ts) — or is a Map.
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const DIRS = ['src/questions', 'src/language', 'src/scenario', 'src/engine', 'src/cards', 'src/rules', 'commands'];
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
  const PLAIN = /^(?:export )?const (\w+): (?:Readonly<)?(?:Partial<)?Record<string,[^\n]*?> = \{/gm;

  it('GIVEN every source file that reads text THEN no table keyed by string is a plain object literal', () => {
    const plain = DIRS.flatMap((d) => files(path.join(ROOT, d))).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(PLAIN)].map((m) => `${path.relative(ROOT, f)}: ${m[1]}`));
    expect(plain).toEqual([]);
  });

  it('GIVEN the pattern THEN it finds a plain table and passes a lookupTable one', () => {
    expect('const COLORS: Record<string, Color> = { white: "W" };'.match(PLAIN)).not.toBeNull();
    expect('const COLORS: Record<string, Color> = lookupTable({ white: "W" });'.match(PLAIN)).toBeNull();
  });
});
