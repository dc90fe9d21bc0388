/**
 * `ask --batch FILE` (the CLI contract, src/app/contract.ts): one process, one JSON line out per input line,
 * each the `ask --json` object plus its id, in input order; a bad line is answered on its own line.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE, readBatchLine } from '../src/batch.ts';
import { NODE, baseEnv, cliArgs, hasStackTrace, run, tempDir } from './support/spawn.ts';
import type { RunResult } from './support/spawn.ts';

describe('readBatchLine', () => {
  it.each([
    ['{"id":"a","q":"Can a creature with defender attack?"}', { ok: true, item: { id: 'a', q: 'Can a creature with defender attack?' } }],
    ['{"id":7,"q":"x"}', { ok: true, item: { id: 7, q: 'x' } }],
    ['{"q":"no id"}', { ok: true, item: { id: 3, q: 'no id' } }],
    ['   ', null],
  ])('GIVEN %s THEN it reads as expected', (line, want) => {
    expect(readBatchLine(line, 3)).toEqual(want);
  });

  it.each(['not json', '[1,2]', '"q"', '{"id":"a"}', '{"id":"a","q":5}', '{"__proto__":{"q":"x"}}'])('GIVEN %s THEN a named problem, never a guess', (line) => {
    const r = readBatchLine(line, 4);
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.message).toMatch(/line 4/);
  });
});

// Issue 17 §2: the line bound, at the bound (read) and one over (refused naming the length and the bound).
describe('the length of a batch line', () => {
  const line = (n: number): string => {
    const head = '{"id":"a","q":"';
    return `${head}${'x'.repeat(n - head.length - 2)}"}`;
  };
  it(`GIVEN a line of ${MAX_LINE} characters THEN read; one more THEN refused naming both`, () => {
    expect(line(MAX_LINE)).toHaveLength(MAX_LINE);
    expect(readBatchLine(line(MAX_LINE), 3)).toMatchObject({ ok: true, item: { id: 'a' } });
    expect(readBatchLine(line(MAX_LINE + 1), 3)).toEqual({ ok: false, id: 3, message: `line 3 is ${MAX_LINE + 1} characters long, longer than the ${MAX_LINE} a line may be` });
  });
});

describe('cli ask --batch', () => {
  const cache = tempDir('stackwise-batch-cache-');
  const cwd = tempDir('stackwise-batch-cwd-');
  const file = path.join(cwd.dir, 'questions.jsonl');
  const lines = [
    JSON.stringify({ id: 'defender', q: 'Can a creature with defender attack?' }),
    'not json',
    JSON.stringify({ id: 'empty', q: '' }),
    JSON.stringify({ id: 'ja', q: '防衛を持つクリーチャーは攻撃できますか？' }),
  ];
  let fromStdin: RunResult;
  let fromFile: RunResult;
  let missing: RunResult;

  beforeAll(async () => {
    writeFileSync(file, `${lines.join('\n')}\n`);
    const env = baseEnv(cache.dir);
    [fromStdin, fromFile, missing] = await Promise.all([
      run(NODE, cliArgs('ask', '--batch', '-', '--json'), { env, cwd: cwd.dir, input: `${lines.join('\n')}\n`, timeoutMs: 120_000 }),
      run(NODE, cliArgs('ask', '--batch', file, '--json'), { env, cwd: cwd.dir, timeoutMs: 120_000 }),
      run(NODE, cliArgs('ask', '--batch', path.join(cwd.dir, 'nope.jsonl'), '--json'), { env, cwd: cwd.dir, timeoutMs: 120_000 }),
    ]);
  }, 300_000);

  afterAll(() => {
    cache.cleanup();
    cwd.cleanup();
  });

  for (const [name, get] of [['standard input', () => fromStdin], ['a file', () => fromFile]] as const) {
    it(`GIVEN four lines on ${name} THEN four JSON lines in order, each with its id`, () => {
      const r = get();
      expect(r.code, r.stderr).toBe(0);
      expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
      const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(out.map((o) => o.id)).toEqual(['defender', 2, 'empty', 'ja']);
      expect(out[0]).toMatchObject({ ok: true, verdict: 'no', lang: 'en' });
      expect(out[1]).toMatchObject({ ok: false, error: { code: 'bad_input' } });
      expect(out[2]).toMatchObject({ ok: false, error: { code: 'empty_input' } });
      expect(out[3]).toMatchObject({ ok: true, verdict: 'no', lang: 'ja' });
    });
  }

  it('GIVEN a batch file that does not exist THEN one error line naming it and exit status 2', () => {
    expect(missing.code).toBe(2);
    const body = JSON.parse(missing.stdout.trim()) as { ok: boolean; error: { code: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.error.message).toContain('nope.jsonl');
  });
});
