/**
 * The /scenario command, in-process through runLine (the path the CLI and the console take) and
 * through `execute` with the Discord transport: the contract's --json shape, file paths, language,
 * pagination, and a matrix of bad input. Every reply, answered or not, must be safe to post (no
 * live mentions, Markdown escaped, no stack trace) and fit Discord's embed limits.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseArgs, parseConsoleLine, runLine } from '../../src/run-command.ts';
import type { ParsedLine, RunResult } from '../../src/run-command.ts';
import type { CommandOutcome, Transport } from '../../src/app/command.ts';
import type { Lang } from '../../src/core/lang.ts';
import type { Reply, ReplyPage } from '../../src/core/reply.ts';
import { exitStatusFor } from '../../src/core/result.ts';
import { replyToText } from '../../src/render/text.ts';
import { scenario } from '../../commands/scenario.ts';
import { findCommand } from '../../commands/index.ts';
import { useCrServices } from '../support/cr-services.ts';

const EXAMPLES = fileURLToPath(new URL('../../src/scenario/examples/', import.meta.url));
const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/u;
/** Live mentions: "@everyone"/"@here" and "<@123…", "<@!123…", "<@&123…", "<#123…" not broken by a zero-width space. */
const LIVE_MENTION = /@(?:everyone|here)\b|<(?:@[!&]?|#)\d/i;
const STACK = /^\s+at\s|node:internal|Error:\s/m;

const { services, dir } = useCrServices('scenario');

/** Runs /scenario with its argument exactly as given (no shell-style splitting). */
function run(text: string, opts: { lang?: Lang; transport?: Transport } = {}): Promise<RunResult> {
  const parsed: ParsedLine = { command: 'scenario', positional: text, flags: { json: true, examples: false, help: false, ...(opts.lang ? { lang: opts.lang } : {}) }, named: {}, badFlags: [] };
  return runLine(parsed, services(), opts.transport ?? 'cli');
}

function json(value: unknown): string {
  return JSON.stringify(value);
}

function okData(o: CommandOutcome): Record<string, unknown> {
  if (!o.ok) throw new Error(`expected ok, got ${o.error.code}: ${o.error.message}`);
  return o.data;
}

function allText(reply: Reply): string {
  return reply.pages.map((p) => [p.title, p.description, p.footer ?? '', ...(p.fields ?? []).flatMap((f) => [f.name, f.value])].join('\n')).join('\n');
}

function limitProblems(p: ReplyPage): string[] {
  const out: string[] = [];
  const fields = p.fields ?? [];
  if (p.title.length === 0 || p.title.length > 256) out.push(`title length ${p.title.length}`);
  if (p.description.length > 4096) out.push(`description length ${p.description.length}`);
  if (p.description.trim() === '' && fields.length === 0) out.push('empty page');
  if (fields.length > 25) out.push(`${fields.length} fields`);
  const total = p.title.length + p.description.length + (p.footer?.length ?? 0) + fields.reduce((s, f) => s + f.name.length + f.value.length, 0);
  if (total > 6000) out.push(`total ${total}`);
  return out;
}

/** Everything a user could see: the embeds, the plain text, the error message. */
function visible(o: CommandOutcome): string[] {
  return [allText(o.reply), replyToText(o.reply), ...(o.ok ? [] : [o.error.message])];
}

const bears = { id: 'bear', name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2, keywords: ['Trample', 'protection from red', 'ward 2'] };

describe('--json: the contract\'s shape', () => {
  it('GIVEN the 613.4d example inline THEN ok with lang, understood, answer, verdict null, steps with rules, and final', async () => {
    const { outcome, lang } = await run(json({
      objects: [{ id: 'c', name: 'Test Creature', types: ['Creature'], colors: ['G'], power: 1, toughness: 3 }],
      actions: [
        { kind: 'apply-effect', effect: { affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 0, toughness: 1 }] } },
        { kind: 'apply-effect', effect: { affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'switch-pt' }] } },
        { kind: 'apply-effect', effect: { affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 5, toughness: 0 }] } },
      ],
    }));
    const data = okData(outcome);
    expect(lang).toBe('en');
    expect(Object.keys(data).sort()).toEqual(['answer', 'final', 'lang', 'steps', 'understood', 'verdict']);
    expect(data.lang).toBe('en');
    expect(data.verdict).toBeNull();
    expect(data.understood).toMatch(/^Test Creature \(A's 1\/3 green Creature\)/);
    expect(data.answer).toBe('Test Creature is a 4/6 green Creature.');
    const steps = data.steps as { rules: string[]; text: string }[];
    expect(steps.length).toBeGreaterThan(3);
    for (const s of steps) {
      expect(Object.keys(s).sort()).toEqual(['rules', 'text']);
      for (const r of s.rules) expect(r).toMatch(/^\d{3}(\.\d+[a-z]*)?$/);
      expect(s.text.length).toBeGreaterThan(0);
    }
    expect(steps.some((s) => s.rules.includes('613.4d'))).toBe(true);
    expect(data.final).toEqual({
      players: [
        { id: 'A', life: 20, poison: 0 },
        { id: 'B', life: 20, poison: 0 },
      ],
      objects: [{ name: 'Test Creature', zone: 'battlefield', controller: 'A', power: 4, toughness: 6, damage: 0, keywords: [], types: ['Creature'], colors: ['G'], counters: {} }],
    });
  });

  it('GIVEN keywords, counters, damage and a death THEN final lists every object with lower-case keywords and its zone', async () => {
    const data = okData((await run(json({
      objects: [{ ...bears, counters: { '+1/+1': 1 } }, { id: 'elf', name: 'Llanowar Elves', types: ['Creature'], colors: ['G'], power: 1, toughness: 1, controller: 'B' }],
      actions: [{ kind: 'damage', source: null, target: 'bear', amount: 1 }, { kind: 'damage', source: 'bear', target: 'elf', amount: 1 }, { kind: 'life', player: 'B', amount: -5 }],
    }))).outcome);
    const final = data.final as { players: unknown[]; objects: Record<string, unknown>[] };
    expect(final.players).toEqual([{ id: 'A', life: 20, poison: 0 }, { id: 'B', life: 15, poison: 0 }]);
    expect(final.objects).toEqual([
      { name: 'Grizzly Bears', zone: 'battlefield', controller: 'A', power: 3, toughness: 3, damage: 1, keywords: ['trample', 'protection from red', 'ward {2}'], types: ['Creature'], colors: ['G'], counters: { '+1/+1': 1 } },
      { name: 'Llanowar Elves', zone: 'graveyard', controller: 'B', power: 1, toughness: 1, damage: 0, keywords: [], types: ['Creature'], colors: ['G'], counters: {} },
    ]);
    expect(data.answer).toContain('Died: Llanowar Elves.');
  });

  it('GIVEN --lang ja THEN the restatement, answer and steps are Japanese; the data stays the same', async () => {
    const file = path.join(EXAMPLES, 'humility.json');
    const en = okData((await run(file)).outcome);
    const ja = okData((await run(file, { lang: 'ja' })).outcome);
    expect(ja.lang).toBe('ja');
    expect(ja.understood).toMatch(JAPANESE);
    expect(ja.answer).toBe('Serra Angelは2/2の白の天使・クリーチャー（能力なし）です。');
    for (const s of ja.steps as { text: string }[]) expect(s.text).toMatch(JAPANESE);
    expect(ja.final).toEqual(en.final);
    expect(en.answer).toBe('Serra Angel is a 2/2 white Angel Creature with no abilities.');
  });

  it('GIVEN JSON with Japanese names and no --lang THEN the reply is Japanese', async () => {
    const { lang, outcome } = await run(json({ objects: [{ name: 'グリズリー・ベアーズ', types: ['Creature'], power: 2, toughness: 2 }], actions: [{ kind: 'damage', target: 'o1', amount: 2 }] }));
    expect(lang).toBe('ja');
    expect(okData(outcome).answer).toBe('死亡：グリズリー・ベアーズ。');
  });
});

describe('where the JSON comes from', () => {
  it.each([
    ['an absolute path', path.join(EXAMPLES, 'legend-rule.json')],
    ['a path relative to the working directory', path.relative(process.env.INIT_CWD ?? process.cwd(), path.join(EXAMPLES, 'legend-rule.json'))],
  ])('GIVEN %s THEN the file is run', async (_how, file) => {
    const data = okData((await run(file)).outcome);
    expect(data.answer).toBe('Died: Isamaru, Hound of Konda (isamaru1).');
  });

  it('GIVEN the CLI argument list THEN `scenario <file> --json` works as the contract says', async () => {
    const { outcome } = await runLine(parseArgs(['scenario', path.join(EXAMPLES, 'token-leaves.json'), '--json']), services(), 'cli');
    expect(okData(outcome).answer).toContain('Ceased to exist');
  });

  it('GIVEN a console line with JSON THEN it is run (spaces in the line are fine)', async () => {
    const line = `/scenario ${JSON.stringify({ objects: [bears] }, null, 1).replace(/\n/g, ' ')}`;
    const { outcome } = await runLine(parseConsoleLine(line), services(), 'console');
    expect(outcome.ok).toBe(true);
    expect(replyToText(outcome.reply)).toContain('Grizzly Bears');
  });

  it.each<[string, string, Transport, string, RegExp]>([
    ['a missing file', 'no/such/file.json', 'cli', 'bad_input', /There is no file no\/such\/file\.json\./],
    ['a directory', EXAMPLES, 'cli', 'bad_input', /is a directory/],
    ['standard input on the console', '-', 'console', 'bad_input', /standard input is where the commands come from/],
    ['a path on Discord', 'src/scenario/examples/humility.json', 'discord', 'bad_input', /must start with \{/],
    ['"-" on Discord', '-', 'discord', 'bad_input', /must start with \{/],
  ])('GIVEN %s THEN %s', async (_name, text, transport, code, message) => {
    const { outcome } = await run(text, { transport });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.code).toBe(code);
      expect(outcome.error.message).toMatch(message);
      expect(exitStatusFor(outcome.error.code)).toBe(2);
    }
  });

  it.each<[string, string]>([
    ['an empty file', ''],
    ['a file of spaces and newlines', '  \n\t\n'],
    ['a file with only a byte order mark', '\ufeff'],
  ])('GIVEN %s THEN empty_input, like an empty argument', async (_name, content) => {
    const file = path.join(dir(), 'empty.json');
    writeFileSync(file, content);
    for (const lang of ['en', 'ja'] as const) {
      const { outcome } = await run(file, { lang });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) continue;
      expect(outcome.error.code).toBe('empty_input');
      expect(exitStatusFor(outcome.error.code)).toBe(2);
      expect(outcome.error.message).toMatch(lang === 'en' ? /^The file .*empty\.json.* is empty\. Give the scenario as JSON starting with \{/ : /^ファイル「.*empty\.json」は空です。/);
    }
  });

  it('GIVEN the Discord transport and JSON THEN it answers like the other transports', async () => {
    const o = await scenario.execute({ lang: 'en', options: { json: json({ objects: [bears] }) }, services: services(), transport: 'discord' });
    expect(okData(o).answer).toBe('Grizzly Bears is a 2/2 green Bear Creature with trample, protection from red, ward {2}.');
  });
});

describe('the reply', () => {
  it('GIVEN a scenario THEN the reply shows the restatement, the answer and numbered steps with their rules', async () => {
    const { outcome } = await run(path.join(EXAMPLES, 'lethal-damage-indestructible.json'));
    const text = replyToText(outcome.reply);
    expect(text).toMatch(/^Scenario\n/);
    expect(text).toContain('Understood as: Stone Guardian (A\'s 3/3 white Golem Creature; indestructible)');
    expect(text).toContain('Answer: Not destroyed (indestructible): Stone Guardian. Died: Gray Ogre.');
    expect(text).toMatch(/\n1\. \d{3}\.\d+[a-z]*/);
    expect(text).toContain('702.12b');
    expect(text).toContain('704.5g');
    expect(text).toContain('514.2');
  });

  it('GIVEN a long scenario THEN the CLI pages every step within the limits; Discord opens with the deciding steps only, the rest behind "All steps"', async () => {
    // 20 creatures under 24 effects: each creature's layer breakdown is 26 steps, over 500 in all, in under 6000 characters.
    const input = json({
      objects: Array.from({ length: 20 }, (_, i) => ({ id: `b${i}`, types: ['Creature'], power: 2, toughness: 2 })),
      actions: Array.from({ length: 24 }, () => ({ kind: 'apply-effect', effect: { affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }] } })),
    });
    expect(input.length).toBeLessThan(6000);
    const cli = await run(input);
    expect(cli.outcome.reply.pages.length).toBeGreaterThan(3);
    for (const p of cli.outcome.reply.pages) expect(limitProblems(p)).toEqual([]);
    const steps = okData(cli.outcome).steps as unknown[];
    expect(steps.length).toBeGreaterThanOrEqual(500);
    const discord = await scenario.execute({ lang: 'en', options: { json: input }, services: services(), transport: 'discord' });
    expect(discord.reply.pages).toHaveLength(1);
    expect(allText(discord.reply)).toMatch(/The steps that decide it \(\d of \d{3}\)/);
    expect(allText(discord.reply)).toMatch(/Press “All steps” below for all \d{3} steps/);
    expect((okData(discord).steps as unknown[]).length).toBe(steps.length); // every step, for the button
    for (const p of discord.reply.pages) expect(limitProblems(p)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Bad input

const TEN_KB = 'trample '.repeat(1280);
const TEN_KB_JSON = json({ objects: Array.from({ length: 60 }, (_, i) => ({ id: `c${i}`, name: `Creature number ${i} `.padEnd(120, 'x'), types: ['Creature'], power: 1, toughness: 1 })) });

const MATRIX: { name: string; text: string; code: string | 'ok'; message?: RegExp }[] = [
  { name: 'an empty string', text: '', code: 'empty_input', message: /Please give a scenario/ },
  { name: 'only spaces', text: '   ', code: 'empty_input' },
  { name: 'a 10 kB string that is not JSON', text: TEN_KB, code: 'bad_input', message: /not valid JSON/ },
  { name: 'a 10 kB scenario', text: TEN_KB_JSON, code: 'ok' },
  { name: 'broken JSON', text: '{"objects": [}', code: 'bad_input', message: /not valid JSON \(line 1, column \d+\)/ },
  { name: 'JSON cut short', text: '{"objects": [', code: 'bad_input', message: /not valid JSON/ },
  // A JSON list is read as JSON and refused for what it is (issue 17), not looked for as a file.
  { name: 'a JSON array', text: '{"a":1}'.replace('{"a":1}', '[1,2]'), code: 'bad_input', message: /expected an object .*\(got a list\)/ },
  { name: 'wrong types', text: json({ objects: [{ power: '3', colors: ['purple'] }] }), code: 'bad_input', message: /objects\\?\[0\\?\]\.power: expected a number or null/ },
  { name: 'unknown ids', text: json({ objects: [{ id: 'bear' }], actions: [{ kind: 'destroy', object: 'beer' }] }), code: 'bad_input', message: /unknown object id "beer"/ },
  // Card names are looked up in the catalog (test/scenario/cards.test.ts); an empty one is refused before any lookup.
  { name: 'an empty card name', text: json({ objects: [{ card: ' ' }] }), code: 'bad_input', message: /objects\\?\[0\\?\]\.card: expected a non-empty string/ },
  { name: 'emoji names', text: json({ objects: [{ name: '🐻 Bear 🔥', types: ['Creature'], power: 2, toughness: 2 }] }), code: 'ok' },
  { name: '@everyone in a name', text: json({ objects: [{ name: '@everyone <@12345678901234567> **b**', types: ['Creature'], power: 1, toughness: 1 }], actions: [{ kind: 'damage', target: 'o1', amount: 1 }] }), code: 'ok' },
  { name: '@everyone in a bad field', text: json({ objects: [{ '@everyone': 1, name: 5 }], actions: [{ kind: 'destroy', object: '@here <#123456789012345678>' }] }), code: 'bad_input' },
  { name: 'control characters in a name', text: json({ objects: [{ name: 'Bear\u0007\u202e' }] }), code: 'bad_input', message: /control characters/ },
  {
    name: 'an action the engine refuses',
    text: json({ actions: [{ kind: 'create', object: { name: 'Pacifism', types: ['Enchantment'], subtypes: ['Aura'], keywords: ['enchant creature'], token: false } }] }),
    code: 'bad_input',
    message: /^The rules engine stopped before the end of the scenario:\nactions\[0\]: This action can't be performed: an Aura on the battlefield must be attached to something \(see 303\.4f\)\.$/,
  },
  { name: 'many problems', text: json({ objects: Array.from({ length: 30 }, () => ({ power: 'x' })) }), code: 'bad_input', message: /…and 10 more\./ },
];

describe('bad input: each input gives a sensible code and message', () => {
  it.each(MATRIX.flatMap((m) => (['en', 'ja'] as const).map((lang) => ({ ...m, lang }))))('GIVEN $name ($lang) THEN $code', async ({ text, code, message, lang }) => {
    const { outcome } = await run(text, { lang });
    if (code === 'ok') {
      expect(outcome.ok, outcome.ok ? '' : outcome.error.message).toBe(true);
    } else {
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(outcome.error.code).toBe(code);
        expect(exitStatusFor(outcome.error.code)).toBe(2);
        if (message && lang === 'en') expect(outcome.error.message).toMatch(message);
        if (lang === 'ja') expect(outcome.error.message).toMatch(JAPANESE);
      }
    }
    for (const s of visible(outcome)) {
      expect(s).not.toMatch(STACK);
      expect(s).not.toMatch(LIVE_MENTION);
    }
    for (const p of outcome.reply.pages) expect(limitProblems(p)).toEqual([]);
  });

  it('GIVEN names with @everyone and Markdown THEN the reply breaks the mention and escapes the Markdown; --json keeps the name as data', async () => {
    const { outcome } = await run(MATRIX.find((m) => m.name === '@everyone in a name')!.text);
    const text = allText(outcome.reply);
    expect(text).toContain('@\u200beveryone');
    expect(text).toContain('\\*\\*b\\*\\*');
    expect(text).not.toMatch(LIVE_MENTION);
    const data = okData(outcome);
    expect(JSON.stringify([data.understood, data.answer, data.steps])).not.toMatch(LIVE_MENTION);
    const names = (data.final as { objects: { name: string }[] }).objects.map((o) => o.name);
    expect(names).toEqual(['@everyone <@12345678901234567> **b**']);
  });

  it('GIVEN emoji names THEN they are echoed intact', async () => {
    const data = okData((await run(MATRIX.find((m) => m.name === 'emoji names')!.text)).outcome);
    expect(data.understood).toContain('🐻 Bear 🔥');
  });

  it('GIVEN the command registry THEN /scenario is registered with its JSON option', () => {
    expect(findCommand('scenario')).toBe(scenario);
    const option = scenario.data.toJSON().options?.[0];
    expect(option).toMatchObject({ name: 'json', required: true, max_length: 6000 });
  });
});
