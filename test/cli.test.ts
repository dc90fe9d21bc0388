/**
 * The CLI contract (the CLI contract, src/app/contract.ts), end to end: the real CLI is spawned, as
 * `npm run --silent cli -- <args>` for a few cases and as `node src/build/launch.mjs cli <args>` (the
 * same compiled CLI without npm's start-up) for the rest, with CR_FILE at the current CR, a temporary CACHE_DIR, no DISCORD_TOKEN
 * and no network. Every spawn runs once, concurrently, in beforeAll; the tests read the results.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CR_FILE, NETWORK_MARKER, NODE, ROOT, baseEnv, cliArgs, hasStackTrace, pool, run, tempDir } from './support/spawn.ts';
import type { RunResult } from './support/spawn.ts';

interface Case {
  /** `npm` runs the contract's exact command line from the repository root. */
  via: 'npm' | 'node';
  args: string[];
  env?: Record<string, string>;
}

const cache = tempDir('stackwise-cli-cache-');
// The node spawns run from an empty directory, so a developer's .env can't change what they see.
const cwd = tempDir('stackwise-cli-cwd-');
const MISSING_CR = path.join(cache.dir, 'no-such-dir', 'MagicCompRules.txt');
// The first 60% of the CR (chapters 1-7, no glossary), and the whole CR with CR CR LF line endings.
const PARTIAL_CR = path.join(cache.dir, 'MagicCompRules-partial.txt');
const CRCRLF_CR = path.join(cache.dir, 'MagicCompRules-crcrlf.txt');
const crBytes = readFileSync(CR_FILE);
writeFileSync(PARTIAL_CR, crBytes.subarray(0, Math.floor(crBytes.length * 0.6)));
writeFileSync(CRCRLF_CR, crBytes.toString('utf8').replace(/\r\n/g, '\r\r\n'));

const CASES = {
  npmRule: { via: 'npm', args: ['rule', '702.19b', '--json'] },
  npmSearch: { via: 'npm', args: ['search', 'trample deathtouch', '--json'] },
  rule70219: { via: 'node', args: ['rule', '702.19', '--json'] },
  ruleText: { via: 'node', args: ['rule', '702.19b'] },
  defineTrample: { via: 'node', args: ['define', 'trample', '--json'] },
  defineJa: { via: 'node', args: ['define', 'トランプル', '--json'] },
  defineTrampleLangJa: { via: 'node', args: ['define', 'trample', '--json', '--lang', 'ja'] },
  defineJaLangEn: { via: 'node', args: ['define', 'トランプル', '--lang', 'en', '--json'] },
  badLang: { via: 'node', args: ['define', 'trample', '--lang', 'xx', '--json'] },
  unknownCommand: { via: 'node', args: ['frobnicate', 'x', '--json'] },
  noCommand: { via: 'node', args: [] },
  missingCrJson: { via: 'node', args: ['rule', '702.19b', '--json'], env: { CR_FILE: MISSING_CR } },
  partialCrJson: { via: 'node', args: ['rule', '702.19b', '--json'], env: { CR_FILE: PARTIAL_CR } },
  crcrlfJson: { via: 'node', args: ['rule', '702.19b', '--json'], env: { CR_FILE: CRCRLF_CR } },
  badRefreshJson: { via: 'node', args: ['rule', '702.19b', '--json'], env: { CR_REFRESH_HOURS: '-3' } },
  badAppIdText: { via: 'node', args: ['rule', '702.19b'], env: { DISCORD_APPLICATION_ID: 'abc' } },
} satisfies Record<string, Case>;

// ---- the bad-input matrix ----------------------------------------------------------------

const COMMANDS = ['rule', 'search', 'define'] as const;
type Command = (typeof COMMANDS)[number];

const TEN_KB = 'trample '.repeat(1280); // 10 240 characters
// At most 40 characters (the longest rule number /rule accepts), so every command reads it.
const MARKDOWN = '**b** @everyone <@12345678901234567> `x`';
/** A user, role or channel mention not broken by neutraliseMentions' zero-width space: `<@id`, `<@!id`, `<@&id`, `<#id`. */
const LIVE_MENTION = /<(?:@[!&]?|#)\d/;

/** What each input must give, per command: an error code (exit 2), or 'ok' (exit 0). */
const MATRIX: { label: string; input: string; expect: Record<Command, string> }[] = [
  { label: 'an empty string', input: '', expect: { rule: 'empty_input', search: 'empty_input', define: 'empty_input' } },
  { label: 'a 10 kB string', input: TEN_KB, expect: { rule: 'input_too_long', search: 'input_too_long', define: 'input_too_long' } },
  {
    label: 'control characters',
    input: 'trample\u0007\u001b[2J\u202edeathtouch',
    expect: { rule: 'bad_input', search: 'bad_input', define: 'bad_input' },
  },
  { label: '"702."', input: '702.', expect: { rule: 'bad_rule_number', search: 'ok', define: 'unknown_term' } },
  { label: '"999.9z"', input: '999.9z', expect: { rule: 'unknown_rule', search: 'ok', define: 'unknown_term' } },
  { label: 'emoji only', input: '🔥🐉✨', expect: { rule: 'bad_rule_number', search: 'bad_input', define: 'bad_input' } },
  { label: 'markdown and @everyone', input: MARKDOWN, expect: { rule: 'bad_rule_number', search: 'ok', define: 'unknown_term' } },
];

const matrixKey = (cmd: Command, label: string, json: boolean) => `${cmd} ${label}${json ? ' --json' : ''}`;

// ---- running everything ------------------------------------------------------------------

const results = new Map<string, RunResult>();

function spawnCase(c: Case): Promise<RunResult> {
  const env = { ...baseEnv(cache.dir), ...c.env };
  if (c.via === 'npm') {
    // npm runs the script in the repository root, where a developer's .env may live: an empty
    // DISCORD_TOKEN (treated as unset, and not overridden by dotenv) keeps it out of the test.
    return run('npm', ['run', '--silent', 'cli', '--', ...c.args], { env: { DISCORD_TOKEN: '', ...env }, cwd: ROOT });
  }
  return run(NODE, cliArgs(...c.args), { env, cwd: cwd.dir });
}

function result(name: string): RunResult {
  const r = results.get(name);
  if (!r) throw new Error(`no result for ${name}`);
  return r;
}

beforeAll(async () => {
  const tasks: [string, Case][] = Object.entries(CASES);
  for (const row of MATRIX) {
    for (const cmd of COMMANDS) tasks.push([matrixKey(cmd, row.label, true), { via: 'node', args: [cmd, row.input, '--json'] }]);
  }
  // The plain-text renderer un-escapes Markdown: check it doesn't bring a live mention back.
  for (const cmd of ['search', 'define'] as const) {
    tasks.push([matrixKey(cmd, 'markdown and @everyone', false), { via: 'node', args: [cmd, MARKDOWN] }]);
  }
  const limit = Math.max(2, availableParallelism());
  const done = await pool(
    tasks.map(([, c]) => () => spawnCase(c)),
    limit,
  );
  tasks.forEach(([name], i) => results.set(name, done[i]!));
}, 600_000);

afterAll(() => {
  cache.cleanup();
  cwd.cleanup();
});

// ---- helpers -----------------------------------------------------------------------------

/** stdout must be exactly one JSON object on one line. */
function singleJson(r: RunResult): Record<string, unknown> {
  const lines = r.stdout.split('\n').filter((l) => l.trim() !== '');
  expect(lines, `stdout: ${r.stdout.slice(0, 500)}\nstderr: ${r.stderr.slice(0, 500)}`).toHaveLength(1);
  const body: unknown = JSON.parse(lines[0]!);
  expect(typeof body === 'object' && body !== null && !Array.isArray(body)).toBe(true);
  return body as Record<string, unknown>;
}

function expectClean(r: RunResult): void {
  expect(r.timedOut, 'the process had to be killed').toBe(false);
  expect(hasStackTrace(r.stdout), `stack trace on stdout: ${r.stdout.slice(0, 800)}`).toBe(false);
  expect(hasStackTrace(r.stderr), `stack trace on stderr: ${r.stderr.slice(0, 800)}`).toBe(false);
  expect(r.stderr).not.toContain(NETWORK_MARKER);
}

function expectFailure(r: RunResult, status: 1 | 2, code?: string): { code: string; message: string } {
  expectClean(r);
  expect(r.code, r.stdout + r.stderr).toBe(status);
  const body = singleJson(r);
  expect(body.ok).toBe(false);
  const error = body.error as { code: unknown; message: unknown };
  expect(typeof error.code).toBe('string');
  expect(typeof error.message).toBe('string');
  expect((error.message as string).trim().length).toBeGreaterThan(10);
  if (code) expect(error.code).toBe(code);
  return error as { code: string; message: string };
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

// ---- the tests ---------------------------------------------------------------------------

describe('cli rule', () => {
  it('GIVEN `rule 702.19b --json` (via npm run --silent cli) THEN one JSON object with the rule', () => {
    const r = result('npmRule');
    expectClean(r);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.trim()).toBe('');
    const body = singleJson(r);
    expect(body).toMatchObject({ ok: true, effective: '2026-09-25' });
    const rules = body.rules as { number: string; text: string; examples: unknown }[];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ number: '702.19b', text: expect.stringMatching(/^The controller of an attacking creature with trample/) });
    expect(Array.isArray(rules[0]!.examples)).toBe(true);
    const examples = rules[0]!.examples as unknown[];
    expect(examples.every((e) => typeof e === 'string')).toBe(true);
    expect(examples.some((e) => String(e).includes('6/6 green creature with trample'))).toBe(true);
  });

  it('GIVEN `rule 702.19 --json` THEN the rule and its subrules 702.19a-g, in order', () => {
    const r = result('rule70219');
    expectClean(r);
    expect(r.code).toBe(0);
    const body = singleJson(r);
    expect(body).toMatchObject({ ok: true, effective: '2026-09-25' });
    const rules = body.rules as { number: string; text: string; examples: unknown }[];
    const numbers = rules.map((x) => x.number);
    const expected = ['702.19', ...'abcdefg'.split('').map((l) => `702.19${l}`)];
    expect(numbers.filter((n) => expected.includes(n))).toEqual(expected);
    for (const x of rules) {
      expect(typeof x.text).toBe('string');
      expect(Array.isArray(x.examples)).toBe(true);
    }
    expect(rules.find((x) => x.number === '702.19g')?.text).toMatch(/^Multiple instances of trample/);
  });

  it('GIVEN `rule 702.19b` without --json THEN prints the rule text on stdout', () => {
    const r = result('ruleText');
    expectClean(r);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('702.19b');
    expect(r.stdout).toContain('The controller of an attacking creature with trample first assigns damage');
    expect(() => JSON.parse(r.stdout) as unknown).toThrow();
  });
});

describe('cli search', () => {
  it('GIVEN `search "trample deathtouch" --json` (via npm run --silent cli) THEN ranked results of {number, text}', () => {
    const r = result('npmSearch');
    expectClean(r);
    expect(r.code).toBe(0);
    const body = singleJson(r);
    expect(body.ok).toBe(true);
    const hits = body.results as { number: unknown; text: unknown }[];
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(typeof h.text).toBe('string');
      expect(typeof h.number === 'string' || h.number === null).toBe(true);
    }
    const top = hits.slice(0, 5).map((h) => h.number);
    expect(top).toContain('702.2c');
    expect(top).toContain('702.19b');
  });
});

describe('cli define', () => {
  it('GIVEN `define trample --json` THEN {ok, term: Trample, lang: en, text, rules ∋ 702.19}', () => {
    const r = result('defineTrample');
    expectClean(r);
    expect(r.code).toBe(0);
    const body = singleJson(r);
    expect(body).toMatchObject({ ok: true, term: 'Trample', lang: 'en' });
    expect(body.text).toEqual(expect.stringContaining('trample'));
    expect(JAPANESE.test(String(body.text))).toBe(false);
    expect(body.rules).toContain('702.19');
  });

  it('GIVEN `define トランプル --json` THEN a Japanese answer about trample', () => {
    const r = result('defineJa');
    expectClean(r);
    expect(r.code).toBe(0);
    const body = singleJson(r);
    expect(body).toMatchObject({ ok: true, term: 'Trample', lang: 'ja' });
    expect(body.text).toEqual(expect.stringMatching(JAPANESE));
    expect(body.rules).toContain('702.19');
  });

  it('GIVEN `define trample --json --lang ja` THEN lang ja and Japanese text', () => {
    const r = result('defineTrampleLangJa');
    expectClean(r);
    expect(r.code).toBe(0);
    const body = singleJson(r);
    expect(body).toMatchObject({ ok: true, term: 'Trample', lang: 'ja' });
    expect(String(body.text)).toMatch(/トランプル/);
  });

  it('GIVEN `define トランプル --lang en --json` THEN --lang wins: lang en, English text', () => {
    const r = result('defineJaLangEn');
    expectClean(r);
    expect(r.code).toBe(0);
    const body = singleJson(r);
    expect(body).toMatchObject({ ok: true, term: 'Trample', lang: 'en' });
    expect(JAPANESE.test(String(body.text))).toBe(false);
    expect(body.rules).toContain('702.19');
  });
});

describe('cli usage errors', () => {
  it('GIVEN `--lang xx` THEN exit 2 with an ok:false JSON naming the option', () => {
    const e = expectFailure(result('badLang'), 2);
    expect(e.message).toContain('--lang');
    expect(e.message).toMatch(/\ben\b.*\bja\b/);
  });

  it('GIVEN an unknown command THEN exit 2, ok:false, a code, and the usage', () => {
    const e = expectFailure(result('unknownCommand'), 2, 'unknown_command');
    expect(e.message).toContain('frobnicate');
    for (const c of COMMANDS) expect(e.message).toContain(c);
  });

  it('GIVEN no command at all THEN exit 2 and a polite message with the usage on stderr', () => {
    const r = result('noCommand');
    expectClean(r);
    expect(r.code).toBe(2);
    expect(r.stdout.trim()).toBe('');
    expect(r.stderr).toMatch(/command/i);
    for (const c of COMMANDS) expect(r.stderr).toContain(c);
  });
});

describe('cli bad input matrix', () => {
  const table = MATRIX.flatMap((row) => COMMANDS.map((cmd) => ({ cmd, ...row, want: row.expect[cmd] })));

  it.each(table)('GIVEN $cmd with $label THEN $want, a clean JSON answer, no stack trace, no raw @everyone', ({ cmd, label, want }) => {
    const r = result(matrixKey(cmd, label, true));
    const out = r.stdout + r.stderr;
    expect.soft(out, 'a raw @everyone in the output').not.toMatch(/@everyone/i);
    // The answer never echoes a huge input back.
    expect(r.stdout.length).toBeLessThan(8_000);
    if (want === 'ok') {
      expectClean(r);
      expect(r.code, out).toBe(0);
      expect(singleJson(r).ok).toBe(true);
    } else {
      expectFailure(r, 2, want);
    }
  });

  it.each(['search', 'define'] as const)('GIVEN %s with markdown and @everyone as text THEN the printed text has no raw @everyone', (cmd) => {
    const r = result(matrixKey(cmd, 'markdown and @everyone', false));
    expectClean(r);
    expect(r.code).toBe(cmd === 'search' ? 0 : 2);
    expect(r.stdout + r.stderr).not.toMatch(/@everyone/i);
  });

  it.each([
    ...COMMANDS.map((cmd) => [cmd, true] as const),
    ['search', false] as const,
    ['define', false] as const,
  ])('GIVEN %s with a user mention in the input (json: %s) THEN every <@id> mention in the output is broken with a zero-width space', (cmd, json) => {
    const r = result(matrixKey(cmd, 'markdown and @everyone', json));
    expect(r.stdout + r.stderr).not.toMatch(LIVE_MENTION);
  });

  it('GIVEN any rejected input THEN the English message reads as a correct sentence', () => {
    const messages = table
      .filter((row) => row.want !== 'ok')
      .map((row) => (singleJson(result(matrixKey(row.cmd, row.label, true))).error as { message: string }).message);
    const awkward = messages.filter((m) => /\b(?:The|shorter) an? (?:rule number|term)\b|\ba shorter words\b|\bwords to search for contains\b/.test(m));
    expect(awkward).toEqual([]);
  });
});

describe('cli faults and configuration', () => {
  it('GIVEN CR_FILE pointing at a missing file THEN exit 1, cr_unavailable, and a message naming CR_FILE and the path', () => {
    const e = expectFailure(result('missingCrJson'), 1, 'cr_unavailable');
    expect(e.message).toContain('CR_FILE');
    expect(e.message).toContain(MISSING_CR);
    expect(MISSING_CR).not.toBe(CR_FILE);
  });

  it('GIVEN a CR_FILE holding only the first 60% of the CR THEN exit 1, cr_unavailable naming CR_FILE — never "there is no rule 702.19b"', () => {
    const e = expectFailure(result('partialCrJson'), 1, 'cr_unavailable');
    expect(e.message).toContain(`CR_FILE is set to ${PARTIAL_CR}, but that file is not a whole Comprehensive Rules file`);
    expect(e.message).toMatch(/it has no chapters 8 and 9/);
    expect(e.message).not.toMatch(/There is no rule/);
  });

  it('GIVEN a CR_FILE with CR CR LF line endings THEN rule 702.19b is answered', () => {
    const r = result('crcrlfJson');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, effective: '2026-09-25', rules: [{ number: '702.19b' }] });
  });

  it('GIVEN CR_REFRESH_HOURS=-3 with --json THEN exit 2 and one JSON error naming the variable', () => {
    const e = expectFailure(result('badRefreshJson'), 2, 'bad_config');
    expect(e.message).toContain('CR_REFRESH_HOURS');
    expect(e.message.split('\n')).toHaveLength(1);
  });

  it('GIVEN DISCORD_APPLICATION_ID=abc without --json THEN exit 2 and one line on stderr naming the variable', () => {
    const r = result('badAppIdText');
    expectClean(r);
    expect(r.code).toBe(2);
    expect(r.stdout.trim()).toBe('');
    const lines = r.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('DISCORD_APPLICATION_ID');
  });
});
