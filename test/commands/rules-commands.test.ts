/**
 * The real /rule, /search and /define commands, run in-process through runLine (the path the CLI
 * and the console mode take) with services loading the current CR from CR_FILE: the JSON data of
 * the CLI contract (src/app/contract.ts), language choice, examples, pagination, unknown rules, and a matrix of
 * bad input. Every reply, answered or not, must be safe to post (no live mentions) and fit
 * Discord's embed limits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { parseArgs, runLine } from '../../src/run-command.ts';
import type { ParsedLine, RunResult } from '../../src/run-command.ts';
import type { CommandOutcome } from '../../src/app/command.ts';
import type { Lang } from '../../src/core/lang.ts';
import type { Reply, ReplyPage } from '../../src/core/reply.ts';
import { exitStatusFor } from '../../src/core/result.ts';
import { replyToText } from '../../src/render/text.ts';
import type { ErrorCode } from '../../src/core/result.ts';
import type { RulesKnowledge } from '../../src/rules/knowledge.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';

const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/u;

let cacheDir = '';
let services: Services;
let k: RulesKnowledge;

beforeAll(async () => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'stackwise-commands-'));
  const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: cacheDir });
  if (!loaded.ok) throw new Error(`test config: ${JSON.stringify(loaded.errors)}`);
  services = createServices(loaded.config, createLogger({ level: 'silent' }));
  const r = await services.rules();
  if (!r.ok) throw new Error(`the CR did not load: ${r.error}`);
  k = r.value;
});

afterAll(() => {
  services?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

/** Runs one command with its positional text exactly as given (no shell-style splitting). */
function run(command: string, text: string, flags: { lang?: Lang; examples?: boolean } = {}): Promise<RunResult> {
  const parsed: ParsedLine = {
    command,
    positional: text,
    flags: { json: true, examples: flags.examples ?? false, help: false, ...(flags.lang ? { lang: flags.lang } : {}) },
    named: {},
    badFlags: [],
  };
  return runLine(parsed, services, 'cli');
}

/** Runs a CLI argument list, as `npm run cli -- <argv>` would. */
function cli(...argv: string[]): Promise<RunResult> {
  return runLine(parseArgs(argv), services, 'cli');
}

function okData(o: CommandOutcome): Record<string, unknown> {
  if (!o.ok) throw new Error(`expected ok, got ${o.error.code}: ${o.error.message}`);
  return o.data;
}

function allText(reply: Reply): string {
  return reply.pages
    .map((p) => [p.title, p.url ?? '', p.description, p.footer ?? '', ...(p.fields ?? []).flatMap((f) => [f.name, f.value])].join('\n'))
    .join('\n');
}

/** Problems with a page against Discord's embed limits. */
function limitProblems(p: ReplyPage): string[] {
  const out: string[] = [];
  const fields = p.fields ?? [];
  if (p.title.length === 0 || p.title.length > 256) out.push(`title length ${p.title.length}`);
  if (p.description.length > 4096) out.push(`description length ${p.description.length}`);
  if (p.description.trim() === '' && fields.length === 0) out.push('empty page');
  if ((p.footer?.length ?? 0) > 2048) out.push(`footer length ${p.footer?.length}`);
  if (fields.length > 25) out.push(`${fields.length} fields`);
  for (const f of fields) {
    if (f.name.length === 0 || f.name.length > 256) out.push(`field name length ${f.name.length}`);
    if (f.value.trim().length === 0 || f.value.length > 1024) out.push(`field "${f.name}" value length ${f.value.length}`);
  }
  const total = p.title.length + p.description.length + (p.footer?.length ?? 0) + fields.reduce((s, f) => s + f.name.length + f.value.length, 0);
  if (total > 6000) out.push(`total ${total}`);
  return out;
}

/** Live mentions: "@everyone"/"@here" and "<@123…", "<@!123…", "<@&123…", "<#123…" not broken by a zero-width space. */
const LIVE_MENTION = /@(?:everyone|here)\b|<(?:@[!&]?|#)\d/i;

function liveMentions(o: CommandOutcome): string[] {
  // The embeds, the error, and the plain text the console and the CLI print.
  const strings = [allText(o.reply), replyToText(o.reply), ...(o.ok ? [] : [o.error.message, ...(o.error.suggestions ?? [])])];
  return strings.flatMap((s) => [...s.matchAll(new RegExp(LIVE_MENTION, 'gi'))].map((m) => s.slice(Math.max(0, m.index - 4), m.index + 26)));
}

// ---------------------------------------------------------------------------------------------

describe('rule: JSON data', () => {
  it('GIVEN rule 702.19 THEN effective date and 702.19 with 702.19a-g, each with number, text and examples', async () => {
    const { outcome, lang } = await cli('rule', '702.19', '--json');
    const data = okData(outcome);
    expect(lang).toBe('en');
    expect(data.effective).toBe('2026-09-25');
    expect(data.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rules = data.rules as { number: string; text: string; examples: string[] }[];
    expect(rules.map((r) => r.number)).toEqual(['702.19', '702.19a', '702.19b', '702.19c', '702.19d', '702.19e', '702.19f', '702.19g']);
    for (const r of rules) {
      expect(typeof r.text).toBe('string');
      expect(r.text.length).toBeGreaterThan(0);
      expect(Array.isArray(r.examples)).toBe(true);
      for (const e of r.examples) expect(typeof e).toBe('string');
      expect(r.text).toBe(k.cr.rules.get(r.number)!.text);
    }
    expect(rules.find((r) => r.number === '702.19b')!.examples.length).toBeGreaterThan(0);
  });

  it.each([
    ['702.19b', ['702.19b']],
    ['CR 702.19b', ['702.19b']],
    ['７０２．１９ｂ', ['702.19b']],
    ['704.5aa', ['704.5aa']],
  ])('GIVEN rule %j THEN the rules are %j', async (input, expected) => {
    const data = okData((await run('rule', input)).outcome);
    expect((data.rules as { number: string }[]).map((r) => r.number)).toEqual(expected);
  });
});

describe('rule: examples on request', () => {
  it('GIVEN rule 702.19b without examples THEN the reply says how to see them and does not show them', async () => {
    const { outcome } = await run('rule', '702.19b');
    const text = allText(outcome.reply);
    const example = k.cr.rules.get('702.19b')!.examples[0]!;
    expect(text).not.toContain(example.slice(0, 40));
    expect(text).toMatch(/example/i);
    expect(outcome.reply.pages.some((p) => (p.fields ?? []).some((f) => /Examples/.test(f.name)))).toBe(true);
  });

  it.each([
    ['flag', (): Promise<RunResult> => run('rule', '702.19b', { examples: true })],
    ['CLI --examples', (): Promise<RunResult> => cli('rule', '702.19b', '--examples')],
  ])('GIVEN rule 702.19b with examples (%s) THEN the example is shown', async (_how, go) => {
    const { outcome } = await go();
    const text = allText(outcome.reply).replace(/\\/g, '');
    const example = k.cr.rules.get('702.19b')!.examples[0]!;
    expect(text).toContain(example.slice(0, 40));
  });
});

describe('rule: a section is listed compactly and paginated', () => {
  it('GIVEN rule 702 THEN every keyword ability appears once as a line, no subrules, over several pages within limits', async () => {
    const { outcome } = await run('rule', '702');
    const data = okData(outcome);
    const pages = outcome.reply.pages;
    expect(pages.length).toBeGreaterThan(1);
    for (const p of pages) {
      expect(p.description.length).toBeLessThanOrEqual(4096);
      expect(limitProblems(p)).toEqual([]);
    }
    const text = pages.map((p) => p.description).join('\n');
    const children = k.corpus.get('702')!.children;
    expect(children.length).toBeGreaterThan(190);
    const missing = children.filter((n) => !text.includes(`**${n}**`));
    expect(missing).toEqual([]);
    expect(text).not.toContain('702.19b');
    expect(text).toMatch(/\*\*702\.19\*\* Trample/);
    expect((data.rules as { number: string }[]).map((r) => r.number)).toEqual(['702', ...children]);
  });

  it('GIVEN chapter 7 THEN its sections are listed', async () => {
    const { outcome } = await run('rule', '7');
    okData(outcome);
    const text = allText(outcome.reply);
    for (const n of k.corpus.get('7')!.children) expect(text).toContain(`**${n}**`);
  });
});

describe('rule: unknown rule', () => {
  it('GIVEN rule 702.999 THEN unknown_rule with the nearest rules as suggestions', async () => {
    const { outcome } = await run('rule', '702.999');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('unknown_rule');
    expect(outcome.error.message).toContain('702.999');
    expect(outcome.error.suggestions?.[0]).toBe('702');
    expect(outcome.error.suggestions?.length).toBeGreaterThan(1);
    for (const s of outcome.error.suggestions ?? []) expect(k.cr.rules.has(s)).toBe(true);
    const text = allText(outcome.reply);
    for (const s of outcome.error.suggestions ?? []) expect(text).toContain(s);
    expect(outcome.reply.tone).toBe('error');
    expect(exitStatusFor(outcome.error.code)).toBe(2);
  });
});

describe('define: JSON data', () => {
  it.each([
    ['trample', 'Trample', '702.19', 'en'],
    ['接死', 'Deathtouch', '702.2', 'ja'],
    ['priority', 'Priority', '117', 'en'],
    ['sba', 'State-based actions', '704', 'en'],
    ['pro red', 'Protection', '702.16', 'en'],
    ['lethal damage', 'Lethal damage', '120.6', 'en'],
  ])('GIVEN define %j THEN term %j, headline rule %s, lang %s, every rule in the CR', async (input, term, first, lang) => {
    const { outcome } = await run('define', input);
    const data = okData(outcome);
    expect(data.term).toBe(term);
    expect(data.lang).toBe(lang);
    expect(typeof data.text).toBe('string');
    expect((data.text as string).length).toBeGreaterThan(50);
    const rules = data.rules as string[];
    expect(rules[0]).toBe(first);
    for (const n of rules) expect(k.cr.rules.has(n), n).toBe(true);
  });

  it('GIVEN define Draft (CR glossary only) THEN the CR glossary text and its rules', async () => {
    const data = okData((await run('define', 'Draft')).outcome);
    expect(data.term).toBe('Draft');
    expect(data.kind).toBe('cr-glossary');
    expect(data.text).toMatch(/Limited format/);
    for (const n of data.rules as string[]) expect(k.cr.rules.has(n)).toBe(true);
  });

  it('GIVEN define trampel THEN the fuzzy match is said in the reply', async () => {
    const { outcome } = await run('define', 'trampel');
    const data = okData(outcome);
    expect(data.term).toBe('Trample');
    expect(data.match).toBe('fuzzy');
    expect(outcome.reply.pages[0]!.description).toContain('trampel');
  });

  it('GIVEN define xyzzy THEN unknown_term', async () => {
    const { outcome } = await run('define', 'xyzzy');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe('unknown_term');
  });
});

describe('search: JSON data', () => {
  it('GIVEN search "trample deathtouch" THEN results of {number, text}, the deciding rules first', async () => {
    const data = okData((await cli('search', 'trample', 'deathtouch', '--json')).outcome);
    const results = data.results as { number: string | null; text: string }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    for (const r of results) {
      expect(r.number === null || /^\d(?:\d\d(?:\.\d+[a-z]{0,2})?)?$/.test(r.number)).toBe(true);
      expect(typeof r.text).toBe('string');
      expect(r.text.length).toBeGreaterThan(0);
    }
    expect(results.slice(0, 3).map((r) => r.number)).toEqual(expect.arrayContaining(['702.2c', '702.19b']));
  });

  it('GIVEN search zzqx THEN no_results', async () => {
    const { outcome } = await run('search', 'zzqx');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe('no_results');
  });
});

describe('language choice', () => {
  it.each<[command: string, argv: string[], lang: Lang]>([
    ['define', ['define', 'トランプル'], 'ja'],
    ['define', ['define', 'トランプル', '--lang', 'en'], 'en'],
    ['define', ['define', 'trample'], 'en'],
    ['define', ['define', 'trample', '--lang', 'ja'], 'ja'],
    ['define', ['define', '《接死》'], 'ja'],
    ['search', ['search', '接死'], 'ja'],
    ['search', ['search', '接死', '--lang=en'], 'en'],
    ['search', ['search', 'deathtouch', '--lang', 'ja'], 'ja'],
    ['rule', ['rule', '702.19b'], 'en'],
    ['rule', ['rule', '702.19b', '--lang', 'ja'], 'ja'],
  ])('GIVEN %s %j THEN the reply is in %s', async (_c, argv, lang) => {
    const { outcome, lang: picked } = await cli(...argv);
    expect(picked).toBe(lang);
    const data = okData(outcome);
    if ('lang' in data) expect(data.lang).toBe(lang);
    const title = outcome.reply.pages[0]!.title;
    if (argv[0] === 'rule') expect(title.startsWith(lang === 'ja' ? 'ルール' : 'Rule')).toBe(true);
    if (argv[0] === 'search') expect(title.startsWith(lang === 'ja' ? '検索' : 'Search')).toBe(true);
    if (argv[0] === 'define') {
      const summary = data.text as string;
      if (lang === 'ja') expect(summary).toMatch(JAPANESE);
      else expect(summary).not.toMatch(JAPANESE);
    }
  });

  it('GIVEN --lang fr THEN bad_option', async () => {
    const { outcome } = await cli('define', 'trample', '--lang', 'fr');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe('bad_option');
  });
});

// ---------------------------------------------------------------------------------------------
// The bad-input matrix

const TEN_KB = '@everyone trample <@123456789012345678> '.repeat(300).slice(0, 10 * 1024);

const INPUTS: { name: string; text: string }[] = [
  { name: 'empty', text: '' },
  { name: 'blank', text: '   ' },
  { name: '10 kB', text: TEN_KB },
  { name: 'control character', text: '702\u0007.19' },
  { name: 'bidi override', text: '702.19\u202eb' },
  { name: '"702."', text: '702.' },
  { name: '"999.9z"', text: '999.9z' },
  { name: 'emoji', text: '🔥🔥' },
  { name: 'markdown and mentions', text: '**bold** @everyone <@123456789012345678>' },
  { name: '@everyone trample', text: '@everyone trample' },
  { name: 'user mention and a number', text: '<@123456789012345678> 702.19' },
  { name: 'role mention, @here and channel', text: '<@&123456789012345678> @here <#123456789012345678> ward' },
];

type Expect = readonly (ErrorCode | 'ok')[];

const EXPECTED: Record<'rule' | 'search' | 'define', Record<string, Expect>> = {
  rule: {
    'empty': ['empty_input'],
    'blank': ['empty_input'],
    '10 kB': ['input_too_long'],
    'control character': ['bad_input'],
    'bidi override': ['bad_input'],
    '"702."': ['bad_rule_number'],
    '"999.9z"': ['unknown_rule'],
    'emoji': ['bad_rule_number', 'bad_input'],
    'markdown and mentions': ['bad_rule_number', 'bad_input'],
    '@everyone trample': ['bad_rule_number', 'bad_input'],
    'user mention and a number': ['bad_rule_number', 'bad_input'],
    'role mention, @here and channel': ['bad_rule_number', 'bad_input', 'input_too_long'],
  },
  search: {
    'empty': ['empty_input'],
    'blank': ['empty_input'],
    '10 kB': ['input_too_long'],
    'control character': ['bad_input'],
    'bidi override': ['bad_input'],
    '"702."': ['ok'],
    '"999.9z"': ['ok', 'no_results'],
    'emoji': ['bad_input'],
    'markdown and mentions': ['no_results', 'ok'],
    '@everyone trample': ['ok'],
    'user mention and a number': ['ok'],
    'role mention, @here and channel': ['ok'],
  },
  define: {
    'empty': ['empty_input'],
    'blank': ['empty_input'],
    '10 kB': ['input_too_long'],
    'control character': ['bad_input'],
    'bidi override': ['bad_input'],
    '"702."': ['unknown_term', 'bad_input'],
    '"999.9z"': ['unknown_term', 'bad_input'],
    'emoji': ['bad_input'],
    'markdown and mentions': ['unknown_term'],
    '@everyone trample': ['unknown_term', 'ok'],
    'user mention and a number': ['unknown_term'],
    'role mention, @here and channel': ['unknown_term', 'ok'],
  },
};

const MATRIX = (['rule', 'search', 'define'] as const).flatMap((command) =>
  (['en', 'ja'] as const).flatMap((lang) => INPUTS.map((input) => ({ command, lang, name: input.name, text: input.text, expected: EXPECTED[command][input.name]! }))),
);

describe('bad input: each command answers with a sensible code and a message', () => {
  it.each(MATRIX)('GIVEN $command with $name ($lang) THEN one of $expected', async ({ command, lang, text, expected }) => {
    const { outcome } = await run(command, text, { lang });
    const got = outcome.ok ? 'ok' : outcome.error.code;
    expect(expected).toContain(got);
    if (!outcome.ok) {
      expect(outcome.error.message.trim().length).toBeGreaterThan(10);
      expect(exitStatusFor(outcome.error.code)).toBe(2);
      expect(outcome.reply.tone).toBe('error');
      if (lang === 'ja') expect(outcome.error.message).toMatch(JAPANESE);
      // The message quotes at most a short, one-line piece of the input.
      expect(outcome.error.message.length).toBeLessThan(600);
    }
  });
});

describe('bad input: no reply carries a live mention', () => {
  it.each(MATRIX)('GIVEN $command with $name ($lang) THEN no @everyone, @here or <@id> survives unbroken', async ({ command, lang, text }) => {
    const { outcome } = await run(command, text, { lang });
    expect(liveMentions(outcome)).toEqual([]);
  });
});

describe('bad input: every page fits Discord', () => {
  it.each(MATRIX)('GIVEN $command with $name ($lang) THEN every page is within the embed limits', async ({ command, lang, text }) => {
    const { outcome } = await run(command, text, { lang });
    expect(outcome.reply.pages.length).toBeGreaterThan(0);
    expect(outcome.reply.pages.flatMap(limitProblems)).toEqual([]);
  });
});

describe('bad input: messages read well', () => {
  it.each(MATRIX.filter((c) => c.lang === 'en'))('GIVEN $command with $name THEN the English message has no doubled article', async ({ command, text }) => {
    const { outcome } = await run(command, text);
    if (outcome.ok) return;
    expect(outcome.error.message).not.toMatch(/\b(?:the|a|an) (?:a|an)\b/i);
    expect(outcome.error.message).not.toMatch(/\bshorter a\b/i);
  });
});

describe('answers fit Discord too', () => {
  it.each([
    ['rule', '702.19'],
    ['rule', '702'],
    ['rule', '7'],
    ['rule', '704.5'],
    ['define', 'protection'],
    ['define', 'state-based actions'],
    ['define', 'レイヤー'],
    ['search', 'damage'],
    ['search', 'トランプル 接死'],
  ])('GIVEN %s %j in both languages THEN every page is within the limits and nothing is empty', async (command, text) => {
    for (const lang of ['en', 'ja'] as const) {
      const { outcome } = await run(command, text, { lang, examples: true });
      expect(outcome.ok).toBe(true);
      expect(outcome.reply.pages.flatMap(limitProblems)).toEqual([]);
      expect(liveMentions(outcome)).toEqual([]);
    }
  });
});
