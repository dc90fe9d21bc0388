import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, MIGRATIONS, SCHEMA_VERSION, SettingsSchemaError, migrate, openSettingsStore } from '../../src/settings/store.ts';
import { ROOT, tempDir } from '../support/spawn.ts';

const GUILD = '823456789012345678';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});
function dbFile(): string {
  const t = tempDir('stackwise-settings-');
  cleanups.push(t.cleanup);
  return path.join(t.dir, 'nested', 'settings.db');
}

describe('the settings store', () => {
  it('GIVEN a server that changed nothing THEN the defaults', () => {
    const store = openSettingsStore(dbFile());
    expect(store.get(GUILD)).toEqual(DEFAULT_SETTINGS);
    expect(store.version).toBe(SCHEMA_VERSION);
    store.close();
  });

  it('GIVEN partial updates THEN they merge, per server, and survive closing and reopening', () => {
    const file = dbFile();
    const a = openSettingsStore(file);
    expect(a.update(GUILD, { language: 'ja' })).toEqual({ ...DEFAULT_SETTINGS, language: 'ja' });
    expect(a.update(GUILD, { inlineLookups: true })).toEqual({ language: 'ja', replies: 'public', inlineLookups: true });
    a.update('923456789012345678', { replies: 'ephemeral' });
    a.close();
    const b = openSettingsStore(file);
    expect(b.get(GUILD)).toEqual({ language: 'ja', replies: 'public', inlineLookups: true });
    expect(b.get('923456789012345678')).toEqual({ ...DEFAULT_SETTINGS, replies: 'ephemeral' });
    b.close();
  });

  it('GIVEN a version 1 database with data THEN opening migrates it to the latest version and keeps the data', () => {
    const file = dbFile();
    openSettingsStore(file).close(); // creates the directory
    const raw = new Database(file);
    raw.exec('DROP TABLE guild_settings; DROP TABLE schema_version;');
    expect(migrate(raw, 1)).toBe(1);
    raw.prepare("INSERT INTO guild_settings (guild_id, language, replies, updated_at) VALUES (?, 'en', 'ephemeral', 0)").run(GUILD);
    raw.close();

    const store = openSettingsStore(file);
    expect(store.version).toBe(MIGRATIONS.length);
    expect(store.get(GUILD)).toEqual({ language: 'en', replies: 'ephemeral', inlineLookups: false });
    store.close();
    const check = new Database(file, { readonly: true });
    expect(check.prepare('SELECT version FROM schema_version').get()).toEqual({ version: SCHEMA_VERSION });
    check.close();
  });

  it('GIVEN a database from a newer Stackwise THEN refuses to open it, saying what to do', () => {
    const file = dbFile();
    openSettingsStore(file).close();
    const raw = new Database(file);
    raw.prepare('UPDATE schema_version SET version = ?').run(SCHEMA_VERSION + 1);
    raw.close();
    expect(() => openSettingsStore(file)).toThrow(SettingsSchemaError);
    expect(() => openSettingsStore(file)).toThrow(/newer than this version.*SETTINGS_DB/);
  });

  it('GIVEN a process that wrote a setting and was killed with SIGKILL THEN a new process reads it back', async () => {
    const file = dbFile();
    // Node itself with tsx's loader, not the tsx command: SIGKILL to the tsx wrapper would leave its
    // node child (the one holding the database) running forever.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/settings/writer-child.ts'), file, GUILD], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the child never wrote: ${err}`)), 20_000);
      child.stdout.on('data', (c: Buffer) => {
        if (c.toString().includes('WRITTEN')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // The write-ahead log was never checkpointed by a clean close: the data lives in it.
    expect(existsSync(`${file}-wal`)).toBe(true);

    const store = openSettingsStore(file);
    expect(store.get(GUILD)).toEqual({ language: 'ja', replies: 'ephemeral', inlineLookups: true });
    store.close();
  });
});
