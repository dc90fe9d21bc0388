/**
 * Where scenario JSON comes from on the console and the CLI (src/scenario/input.ts): files,
 * standard input, size limits, and the position of a JSON syntax error (found by our own scanner,
 * since JSON.parse's messages differ between Node versions and may quote the input).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonErrorOffset, lineColumn, looksLikeJson, readScenarioFile, readScenarioStream, resolvePath } from '../../src/scenario/input.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'stackwise-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('jsonErrorOffset', () => {
  it.each<[string, number | null]>([
    ['{}', null],
    [' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]} ', null],
    ['{"a":}', 5],
    ['{"objects": [}', 13],
    ['{"a":1', 6],
    ['', 0],
    ['[1,]', 3],
    ['{} x', 3],
    ['01', 1],
    ['{"a":"\u0001"}', 6],
    ['{"a":"\\q"}', 7],
    ['{"a":"\\u12G4"}', 10],
    ["{'a':1}", 1],
    ['{"a" 1}', 5],
    ['tru', 3],
    ['-', 0],
  ])('GIVEN %j THEN the first bad character is at %j', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it.each(['{}', '[]', '"x"', '1', '{"a":[{"b":null}]}', '{"a":', '[[[', '{"a":1,}', 'nul', '{"\\uD83D\\uDE00":1}', '  ', '[1 2]', '{"a":-}'])(
    'GIVEN %j THEN it agrees with JSON.parse about validity',
    (text) => {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(jsonErrorOffset(text) === null).toBe(valid);
    },
  );

  it('GIVEN very deep nesting THEN it stops instead of overflowing the stack', () => {
    expect(jsonErrorOffset('['.repeat(100_000))).toBeGreaterThan(0);
  });

  it('GIVEN an offset THEN line and column are 1-based, in characters', () => {
    expect(lineColumn('{\n  "a": 🐻x', 11)).toEqual({ line: 2, column: 9 });
    expect(lineColumn('abc', 0)).toEqual({ line: 1, column: 1 });
  });
});

describe('reading files and standard input', () => {
  it('GIVEN text starting with { (after spaces) THEN it is JSON, else a path', () => {
    expect(looksLikeJson('  {"a":1}')).toBe(true);
    expect(looksLikeJson('[[[[]]]]')).toBe(true);
    expect(looksLikeJson('file.json')).toBe(false);
    expect(looksLikeJson('-')).toBe(false);
  });

  it('GIVEN a relative path THEN it is resolved from INIT_CWD when npm set it, else the working directory', () => {
    expect(resolvePath('x.json', { INIT_CWD: '/somewhere' })).toBe(path.resolve('/somewhere', 'x.json'));
    expect(resolvePath('x.json', {})).toBe(path.resolve(process.cwd(), 'x.json'));
    expect(resolvePath('/abs/x.json', { INIT_CWD: '/somewhere' })).toBe('/abs/x.json');
  });

  it('GIVEN files THEN the text (without a BOM), or not_found, is_directory, too_large', async () => {
    const file = path.join(dir, 'a.json');
    writeFileSync(file, '\ufeff{"objects":[]}');
    expect(await readScenarioFile(file)).toEqual({ ok: true, value: '{"objects":[]}' });
    expect(await readScenarioFile(path.join(dir, 'missing.json'))).toEqual({ ok: false, error: { code: 'not_found', path: path.join(dir, 'missing.json') } });
    expect(await readScenarioFile(dir)).toEqual({ ok: false, error: { code: 'is_directory', path: dir } });
    expect(await readScenarioFile(file, 5)).toEqual({ ok: false, error: { code: 'too_large', path: file } });
    expect((await readScenarioFile(path.join(file, 'under-a-file.json'))).ok).toBe(false);
  });

  it('GIVEN a stream THEN all of it (chunks joined, BOM removed), or too_large past the limit', async () => {
    expect(await readScenarioStream(Readable.from([Buffer.from('\ufeff{"a":'), Buffer.from('1}')]))).toEqual({ ok: true, value: '{"a":1}' });
    expect(await readScenarioStream(Readable.from([Buffer.from('x'.repeat(10))]), 5)).toEqual({ ok: false, error: { code: 'too_large', path: '-' } });
    expect(await readScenarioStream(Readable.from([]))).toEqual({ ok: true, value: '' });
  });
});
