/**
 * Issue 17 §3, "no path can hang": folders for the caches, the card index and the settings are
 * made one level at a time (src/core/ensure-dir.ts). Node's recursive mkdir loops for ever under a
 * parent that exists but answers ENOENT to a new entry (/proc/self/x on Linux): CACHE_DIR there
 * hung the CR cache, the card index and the console. Each case below ends, with the error of the
 * level that can't be made.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDir, ensureDirSync } from '../../src/core/ensure-dir.ts';
import { writeFileAtomic } from '../../src/core/write-atomic.ts';
import { createLogger } from '../../src/logger.ts';
import { CrCache } from '../../src/rules/cr-cache.ts';
import { ROOT, TSX, run, tempDir } from '../support/spawn.ts';

const tmp = tempDir('stackwise-ensure-dir-');
afterAll(() => tmp.cleanup());

/** A folder whose parent exists but refuses new entries with ENOENT (Linux /proc). */
const PROC_CHILD = '/proc/self/stackwise-cache';
const hasProc = existsSync('/proc/self/status');

const codeOf = (p: Promise<unknown> | (() => unknown)): Promise<string | undefined> =>
  (typeof p === 'function' ? new Promise<unknown>((resolve) => resolve(p())) : p).then(
    () => undefined,
    (e: unknown) => (e as NodeJS.ErrnoException).code,
  );

describe('ensureDir and ensureDirSync', () => {
  it.each([
    ['ensureDir', (d: string) => ensureDir(d)],
    ['ensureDirSync', (d: string) => Promise.resolve(ensureDirSync(d))],
  ] as const)('GIVEN missing levels THEN %s makes them all; again THEN nothing to do', async (_name, make) => {
    const dir = path.join(tmp.dir, _name, 'a', 'b', 'c');
    await make(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    await make(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it('GIVEN a file where a folder should be, itself or as a parent THEN ENOTDIR, sync and async', async () => {
    const file = path.join(tmp.dir, 'plain-file');
    writeFileSync(file, 'x');
    for (const dir of [file, path.join(file, 'sub', 'deeper')]) {
      expect(await codeOf(ensureDir(dir))).toBe('ENOTDIR');
      expect(await codeOf(() => ensureDirSync(dir))).toBe('ENOTDIR');
    }
  });

  it('GIVEN two makers of the same folder at once THEN both succeed', async () => {
    const dir = path.join(tmp.dir, 'race', 'x', 'y');
    await Promise.all([ensureDir(dir), ensureDir(dir), ensureDir(dir)]);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it.runIf(hasProc)('GIVEN a folder under /proc/self THEN ensureDir fails at once with ENOENT (recursive mkdir loops for ever)', async () => {
    expect(await codeOf(ensureDir(path.join(PROC_CHILD, 'rules')))).toBe('ENOENT');
    expect(await codeOf(writeFileAtomic(path.join(PROC_CHILD, 'x.json'), '{}'))).toBe('ENOENT');
  });

  it.runIf(hasProc)('GIVEN a CR cache under /proc/self THEN writing it ends with one warning and reading it finds nothing', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', destination: { write: (l: string) => void lines.push(l) } });
    const cache = new CrCache(PROC_CHILD, 'cr-en', logger, () => null);
    await cache.write(new TextEncoder().encode('text'), { url: 'u', effective: null, fetchedAt: new Date(0).toISOString(), sha256: 'x', encoding: 'utf-8' });
    await cache.write(new TextEncoder().encode('text'), { url: 'u', effective: null, fetchedAt: new Date(0).toISOString(), sha256: 'x', encoding: 'utf-8' });
    expect(await cache.read()).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('working from memory');
  });

  // The synchronous form in a process of its own: a regression there would spin in native code,
  // which no test timeout can interrupt, so the child is killed after a generous limit instead.
  it.runIf(hasProc)('GIVEN a card index or settings database under /proc/self THEN opening fails at once (a child process)', async () => {
    const script = path.join(tmp.dir, 'sync-proc.ts');
    mkdirSync(path.dirname(script), { recursive: true });
    writeFileSync(
      script,
      [
        `import { ensureDirSync } from ${JSON.stringify(path.join(ROOT, 'src/core/ensure-dir.ts'))};`,
        `import { openSettingsStore } from ${JSON.stringify(path.join(ROOT, 'src/settings/store.ts'))};`,
        'const codes: string[] = [];',
        `try { ensureDirSync(${JSON.stringify(PROC_CHILD)}); } catch (e) { codes.push(String((e as NodeJS.ErrnoException).code)); }`,
        `try { openSettingsStore(${JSON.stringify(path.join(PROC_CHILD, 'settings.db'))}); } catch (e) { codes.push(String((e as NodeJS.ErrnoException).code)); }`,
        'process.stdout.write(JSON.stringify(codes));',
      ].join('\n'),
    );
    const r = await run(TSX, [script], { cwd: ROOT, env: { PATH: process.env.PATH ?? '' }, timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(['ENOENT', 'ENOENT']);
  }, 90_000);
});
