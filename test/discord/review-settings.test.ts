/**
 * Review of the settings store (issue 7 §3): shard processes share one SQLite file (README), so two
 * of them may open a brand-new database at the same moment. The migrations must then run once:
 * the second process waits for the first instead of re-running a step ("table already exists").
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, migrate, openSettingsStore } from '../../src/settings/store.ts';
import { tempDir } from '../support/spawn.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});
function dbFile(): string {
  const t = tempDir('stackwise-review-settings-');
  cleanups.push(t.cleanup);
  return path.join(t.dir, 'settings.db');
}

/**
 * `db`, except that right after it reads the schema version, `meanwhile` runs: another process
 * acting in the gap between reading the version and migrating.
 */
function withGapAfterVersionRead(db: BetterSqlite3.Database, meanwhile: () => void): BetterSqlite3.Database {
  let done = false;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          const stmt = target.prepare(sql);
          if (!sql.startsWith('SELECT version')) return stmt;
          return {
            get: (...args: unknown[]) => {
              const row: unknown = stmt.get(...args);
              if (!done) {
                done = true;
                meanwhile();
              }
              return row;
            },
          };
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('settings migrations with two processes at once', () => {
  it('GIVEN another process migrating between our version check and our migration THEN each step runs once and both end up current', () => {
    const file = dbFile();
    const first = new Database(file);
    const second = new Database(file, { timeout: 50 }); // the other shard: gives up quickly if locked out
    let other: number | Error | null = null;
    const ours = migrate(
      withGapAfterVersionRead(first, () => {
        try {
          other = migrate(second);
        } catch (e) {
          other = e as Error;
        }
      }),
    );
    expect(ours).toBe(SCHEMA_VERSION);
    // The other process either found the work done or was made to wait: it never ran a step itself.
    const o = other as number | Error | null;
    if (o instanceof Error) expect(o.message).toMatch(/locked|busy/i);
    else expect(o).toBe(SCHEMA_VERSION);
    // Trying again later (as it would on its next open), it finds nothing to do.
    expect(migrate(second)).toBe(SCHEMA_VERSION);
    expect(first.prepare('SELECT version FROM schema_version').all()).toEqual([{ version: SCHEMA_VERSION }]);
    first.close();
    second.close();

    const store = openSettingsStore(file);
    expect(store.update('823456789012345678', { inlineLookups: true }).inlineLookups).toBe(true);
    store.close();
  });

  it('GIVEN a migration step that fails THEN nothing of the migration is kept, and the version is unchanged', () => {
    const file = dbFile();
    const db = new Database(file);
    db.exec('CREATE TABLE guild_settings (guild_id TEXT PRIMARY KEY)'); // in the way of migration 1
    expect(() => migrate(db)).toThrow(/already exists/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'schema_version'").get()).toEqual({ name: 'schema_version' });
    expect(db.prepare('SELECT version FROM schema_version').all()).toEqual([]);
    db.close();
  });
});
