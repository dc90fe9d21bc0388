/**
 * `scenario` through the real CLI (the CLI contract, src/app/contract.ts): `scenario <file.json> --json` and
 * `scenario - --json` with the JSON on standard input, spawned with a clean environment, a
 * temporary cache and no network. One case goes through `npm run` from another directory, where a
 * relative path must be read from where the user ran the command (npm's INIT_CWD).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { manyApplyEffects } from '../../src/bench/pathological.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MARKER, NODE, ROOT, baseEnv, cliArgs, hasStackTrace, run, tempDir } from '../support/spawn.ts';
import type { RunResult } from '../support/spawn.ts';

const EXAMPLES = path.join(ROOT, 'src/scenario/examples');
const SWITCH = path.join(EXAMPLES, '613.4d-switch.json');

const cache = tempDir('stackwise-scenario-cli-cache-');
const cwd = tempDir('stackwise-scenario-cli-cwd-');

const results: Record<string, RunResult> = {};

beforeAll(async () => {
  const env = baseEnv(cache.dir);
  const cli = (args: string[], input?: string, dir = cwd.dir): Promise<RunResult> => run(NODE, cliArgs(...args), { env, cwd: dir, ...(input === undefined ? {} : { input }) });
  const entries = await Promise.all([
    ['file', cli(['scenario', SWITCH, '--json'])],
    ['stdin', cli(['scenario', '-', '--json'], readFileSync(SWITCH, 'utf8'))],
    ['stdinJa', cli(['scenario', '-', '--json', '--lang', 'ja'], readFileSync(path.join(EXAMPLES, 'humility.json'), 'utf8'))],
    ['relative', cli(['scenario', 'legend-rule.json', '--json'], undefined, EXAMPLES)],
    ['text', cli(['scenario', SWITCH])],
    ['missing', cli(['scenario', 'nope.json', '--json'])],
    ['badStdin', cli(['scenario', '-', '--json'], '{"objects": [{"power": "3"}]}')],
    ['notJson', cli(['scenario', '-', '--json'], 'this is not JSON')],
    ['emptyStdin', cli(['scenario', '-', '--json'], '')],
    ['badText', cli(['scenario', '-'], '{"objects": [{"power": "3"}]}')],
    // Seconds of engine work (within the engine's own work bound) against a 100 ms limit: the CLI
    // stops it like the bot does (issue 17 §5), whatever the machine's speed.
    ['deep', cli(['scenario', '-', '--json'], `{"objects":${'['.repeat(499)}${']'.repeat(499)}}`)],
    ['slow', run(NODE, cliArgs('scenario', '-', '--json'), { env: { ...env, ENGINE_TIMEOUT_MS: '100' }, cwd: cwd.dir, input: JSON.stringify(manyApplyEffects()) })],
    // npm runs the script in the repository root; the relative path is the caller's.
    ['npm', run('npm', ['--prefix', ROOT, 'run', '--silent', 'cli', '--', 'scenario', 'humility.json', '--json'], { env: { DISCORD_TOKEN: '', ...env }, cwd: EXAMPLES })],
  ] as const);
  for (const [name, promise] of entries) results[name] = await promise;
}, 600_000);

afterAll(() => {
  cache.cleanup();
  cwd.cleanup();
});

function body(r: RunResult): Record<string, unknown> {
  const lines = r.stdout.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('scenario through the CLI', () => {
  it('GIVEN JSON nested 500 levels deep THEN exit 2 with "too deeply nested (max 64 …)", not a stack overflow', () => {
    const r = results.deep!;
    expect(r.code, r.stderr).toBe(2);
    expect(body(r)).toMatchObject({ ok: false, error: { code: 'bad_input', message: expect.stringMatching(/too deeply nested \(max 64 levels of objects and lists/) } });
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('GIVEN a board that needs seconds of engine work and ENGINE_TIMEOUT_MS=100 THEN a clear `timeout` answer, exit 2, no trace', () => {
    const r = results.slow!;
    expect(r.code, r.stderr).toBe(2);
    const b = body(r);
    expect(b).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect((b.error as { message: string }).message).toMatch(/longer than the engine may spend on one question \(0\.1 s\)/);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it.each(['file', 'stdin'])('GIVEN the 613.4d example (%s) THEN one JSON object, ok, exit 0, the creature is 4/6', (name) => {
    const r = results[name]!;
    expect(r.code, r.stderr).toBe(0);
    const b = body(r);
    expect(b).toMatchObject({ ok: true, lang: 'en', verdict: null, answer: 'Test Creature is a 4/6 green Creature.' });
    expect(typeof b.understood).toBe('string');
    expect((b.steps as { rules: string[] }[]).some((s) => s.rules.includes('613.4d'))).toBe(true);
    expect(b.final).toEqual({
      players: [
        { id: 'A', life: 20, poison: 0 },
        { id: 'B', life: 20, poison: 0 },
      ],
      objects: [{ name: 'Test Creature', zone: 'battlefield', controller: 'A', power: 4, toughness: 6, damage: 0, keywords: [], types: ['Creature'], colors: ['G'], counters: {} }],
    });
  });

  it('GIVEN --lang ja on standard input THEN the answer is Japanese', () => {
    const b = body(results.stdinJa!);
    expect(b).toMatchObject({ ok: true, lang: 'ja', answer: 'Serra Angelは2/2の白の天使・クリーチャー（能力なし）です。' });
  });

  it('GIVEN a path relative to the working directory THEN it is read from there', () => {
    expect(body(results.relative!)).toMatchObject({ ok: true, answer: 'Died: Isamaru, Hound of Konda (isamaru1).' });
  });

  it('GIVEN npm run from another directory THEN the relative path is the caller\'s (INIT_CWD)', () => {
    const r = results.npm!;
    expect(r.code, r.stderr).toBe(0);
    expect(body(r)).toMatchObject({ ok: true, answer: 'Serra Angel is a 2/2 white Angel Creature with no abilities.' });
  });

  it('GIVEN no --json THEN readable text: the restatement, the answer and numbered steps with rules', () => {
    const r = results.text!;
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Scenario\n/);
    expect(r.stdout).toContain('Answer: Test Creature is a 4/6 green Creature.');
    expect(r.stdout).toMatch(/\n1\. /);
    expect(r.stdout).toContain('613.4d');
  });

  it.each<[string, RegExp]>([
    ['missing', /There is no file nope\.json\./],
    ['badStdin', /objects\[0\]\.power: expected a number or null/],
    ['notJson', /not valid JSON/],
  ])('GIVEN bad input (%s) THEN ok:false with code bad_input, exit 2, a message, no stack trace', (name, message) => {
    const r = results[name]!;
    expect(r.code).toBe(2);
    const b = body(r);
    expect(b).toMatchObject({ ok: false, error: { code: 'bad_input' } });
    expect((b.error as { message: string }).message.replace(/\\/g, '')).toMatch(message);
    expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
  });

  it('GIVEN empty standard input THEN empty_input, like an empty argument, exit 2', () => {
    const r = results.emptyStdin!;
    expect(r.code).toBe(2);
    const b = body(r);
    expect(b).toMatchObject({ ok: false, error: { code: 'empty_input' } });
    expect((b.error as { message: string }).message).toMatch(/^Standard input is empty\. Give the scenario as JSON/);
    expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
  });

  it('GIVEN bad input without --json THEN the problems go to stderr, exit 2', () => {
    const r = results.badText!;
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('objects[0].power: expected a number or null');
  });

  it('THEN nothing touched the network', () => {
    for (const r of Object.values(results)) expect(r.stdout + r.stderr).not.toContain(NETWORK_MARKER);
  });
});
