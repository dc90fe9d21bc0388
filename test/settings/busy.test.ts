/**
 * Issue 17 §5: two processes (shards) changing the same server's settings at the same moment.
 * Every write must land: the store takes the write lock up front, waits for it (busy timeout) and
 * retries a write that still found the database busy, instead of failing with SQLITE_BUSY.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSettingsStore, withBusyRetry } from '../../src/settings/store.ts';
import { ROOT, TSX, tempDir } from '../support/spawn.ts';

const GUILD = '823456789012345678';
const WRITES = 400;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

interface ChildReport {
  written: number;
  failed: number;
  errors: string[];
}

function writer(file: string, go: string): { ready: Promise<void>; done: Promise<ChildReport> } {
  const child = spawn(TSX, [path.join(ROOT, 'test/settings/busy-writer-child.ts'), file, GUILD, String(WRITES), go], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const ready = new Promise<void>((resolve) => {
    const check = (): void => {
      if (out.includes('READY')) {
        child.stdout.off('data', check);
        resolve();
      }
    };
    child.stdout.on('data', check);
  });
  const done = new Promise<ChildReport>((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`writer exited with ${code}: ${err}`));
      else resolve(JSON.parse(out.slice(out.indexOf('READY') + 'READY'.length).trim()) as ChildReport);
    });
  });
  return { ready, done };
}

describe('the settings store under two writing processes', () => {
  it(`GIVEN two processes each changing the same server ${WRITES} times at once THEN every write lands`, async () => {
    const t = tempDir('stackwise-settings-busy-');
    cleanups.push(t.cleanup);
    const file = path.join(t.dir, 'settings.db');
    openSettingsStore(file).close(); // created and migrated before the race
    const go = path.join(t.dir, 'go');
    const a = writer(file, go);
    const b = writer(file, go);
    await Promise.all([a.ready, b.ready]);
    writeFileSync(go, '');
    const [ra, rb] = await Promise.all([a.done, b.done]);
    expect(ra, ra.errors.join('\n')).toMatchObject({ written: WRITES, failed: 0 });
    expect(rb, rb.errors.join('\n')).toMatchObject({ written: WRITES, failed: 0 });
    const store = openSettingsStore(file);
    // The last write of either process: i = WRITES - 1 is odd, so English, and 399 % 3 = 0, so inline on.
    expect(store.get(GUILD)).toEqual({ language: 'en', replies: 'public', inlineLookups: true });
    store.close();
  }, 120_000);
});

describe('withBusyRetry', () => {
  const busy = (): Error => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

  it('GIVEN a statement busy twice THEN it is retried and its value returned', () => {
    let calls = 0;
    expect(withBusyRetry(() => (++calls < 3 ? (() => { throw busy(); })() : 'done'))).toBe('done');
    expect(calls).toBe(3);
  });

  it('GIVEN a statement busy every time THEN the error surfaces after the retries', () => {
    let calls = 0;
    expect(() => withBusyRetry(() => { calls += 1; throw busy(); }, 2)).toThrow(/locked/);
    expect(calls).toBe(3);
  });

  it('GIVEN another error THEN it is not retried', () => {
    let calls = 0;
    expect(() => withBusyRetry(() => { calls += 1; throw Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT' }); })).toThrow(/constraint/);
    expect(calls).toBe(1);
  });
});
