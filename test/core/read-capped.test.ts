/**
 * Issue 17 §3 and §5: files the program did not write (CR_FILE, .env, a scenario file, cache
 * files) are read only when they are regular files, and only up to a limit. /dev/zero as CR_FILE
 * was read until the machine ran out of memory (7.7 GB in a minute), /dev/zero as a scenario file
 * to 650 MB, and a named pipe hung the CLI for ever. Each is now refused by name, at once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileTooLarge, readFileCapped, readFileCappedSync } from '../../src/core/read-capped.ts';
import { readDotenv } from '../../src/bootstrap.ts';
import { createLogger } from '../../src/logger.ts';
import { loadCr } from '../../src/rules/source.ts';
import { readScenarioFile } from '../../src/scenario/input.ts';
import { tempDir } from '../support/spawn.ts';

const tmp = tempDir('stackwise-read-capped-');
afterAll(() => tmp.cleanup());

const file = (name: string, bytes: number): string => {
  const p = path.join(tmp.dir, name);
  writeFileSync(p, Buffer.alloc(bytes, 0x61));
  return p;
};

/** A named pipe with no writer: opening it for reading the usual way waits for ever. */
function fifo(): string | null {
  const p = path.join(tmp.dir, `pipe-${Math.random().toString(36).slice(2)}`);
  try {
    execFileSync('mkfifo', [p]);
    return p;
  } catch {
    return null;
  }
}

const hasDevZero = existsSync('/dev/zero');
const hasMkfifo = fifo() !== null;

const READERS = [
  ['readFileCapped', (f: string, max: number) => readFileCapped(f, max)],
  ['readFileCappedSync', (f: string, max: number) => Promise.resolve().then(() => readFileCappedSync(f, max))],
] as const;

const failure = (p: Promise<unknown>): Promise<unknown> => p.then(() => null, (e: unknown) => e);

describe.each(READERS)('%s', (_name, read) => {
  it('GIVEN a file of exactly the limit THEN all of it; one byte more THEN FileTooLarge naming both sizes', async () => {
    expect((await read(file('at.txt', 4096), 4096)).length).toBe(4096);
    const e = await failure(read(file('over.txt', 4097), 4096));
    expect(e).toBeInstanceOf(FileTooLarge);
    expect((e as FileTooLarge).size).toBe(4097);
    expect((e as Error).message).toMatch(/over\.txt is 4097 bytes long, more than a file of this kind can be \(the limit is 4096 bytes\)/);
  });

  it('GIVEN an empty file THEN no bytes; a folder THEN EISDIR; nothing there THEN ENOENT', async () => {
    expect((await read(file('empty.txt', 0), 10)).length).toBe(0);
    const dir = path.join(tmp.dir, `folder-${_name}`);
    mkdirSync(dir);
    expect(await failure(read(dir, 10))).toMatchObject({ code: 'EISDIR' });
    expect(await failure(read(path.join(tmp.dir, 'missing'), 10))).toMatchObject({ code: 'ENOENT' });
  });

  it.runIf(hasDevZero)('GIVEN /dev/zero (endless, size 0) THEN ENOTFILE at once, nothing read', async () => {
    const e = await failure(read('/dev/zero', 1 << 20));
    expect(e).toMatchObject({ code: 'ENOTFILE' });
    expect((e as Error).message).toBe('ENOTFILE: /dev/zero is not a regular file (a device, pipe or socket)');
  });

  it.runIf(hasMkfifo)('GIVEN a named pipe with no writer THEN ENOTFILE at once, never waiting for a writer', async () => {
    expect(await failure(read(fifo()!, 1 << 20))).toMatchObject({ code: 'ENOTFILE' });
  });
});

describe('the readers of files users name', () => {
  const silent = createLogger({ level: 'silent' });

  it.runIf(hasDevZero)('GIVEN CR_FILE=/dev/zero THEN a clear refusal naming CR_FILE and why', async () => {
    const r = await loadCr({ crFile: '/dev/zero', rulesPageUrl: 'http://127.0.0.1:9/none', cacheDir: tmp.dir, refreshHours: 24, userAgent: 'test', logger: silent });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^CR_FILE is set to \/dev\/zero, but that file could not be read \(ENOTFILE: \/dev\/zero is not a regular file/);
  });

  it.runIf(hasMkfifo)('GIVEN a named pipe as the scenario file or CR_FILE THEN refused, not waited on', async () => {
    const pipe = fifo()!;
    expect(await readScenarioFile(pipe)).toEqual({ ok: false, error: { code: 'not_a_file', path: pipe } });
    const r = await loadCr({ crFile: pipe, rulesPageUrl: 'http://127.0.0.1:9/none', cacheDir: tmp.dir, refreshHours: 24, userAgent: 'test', logger: silent });
    expect(r.ok ? '' : r.error).toContain('is not a regular file');
  });

  it.runIf(hasDevZero)('GIVEN /dev/zero as the scenario file THEN not_a_file', async () => {
    expect(await readScenarioFile('/dev/zero')).toEqual({ ok: false, error: { code: 'not_a_file', path: '/dev/zero' } });
  });

  it.runIf(hasDevZero)('GIVEN a .env that links to /dev/zero THEN it is reported, not read for ever', () => {
    const dir = path.join(tmp.dir, 'env-zero');
    mkdirSync(dir);
    symlinkSync('/dev/zero', path.join(dir, '.env'));
    const r = readDotenv(path.join(dir, '.env'));
    expect(r).toEqual({ ok: false, message: `Configuration error: the .env file ${path.join(dir, '.env')} is not a regular file (a device, pipe or socket). Save it as plain UTF-8 text (KEY=value lines, see .env.example), or remove it.` });
  });

  it('GIVEN a .env of exactly 1,000,000 bytes THEN read; one byte more THEN refused naming its size', () => {
    const at = path.join(tmp.dir, 'at.env');
    writeFileSync(at, `A=${'x'.repeat(1_000_000 - 3)}\n`);
    expect(readDotenv(at).ok).toBe(true);
    const over = path.join(tmp.dir, 'over.env');
    writeFileSync(over, `A=${'x'.repeat(1_000_000 - 2)}\n`);
    expect(readDotenv(over)).toEqual({ ok: false, message: expect.stringContaining('is 1000001 bytes long, far too large for a settings file') as unknown as string });
  });
});
