/**
 * Per-server settings (set with /settings): the reply language, public or ephemeral replies, and
 * inline lookups. Stored in SQLite (SETTINGS_DB) so they survive restarts and crashes: the
 * database is in WAL mode with synchronous=FULL, so a setting is on disk once `update` returns,
 * even if the process is killed right after. The schema is versioned and migrated on open.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type BetterSqlite3 from 'better-sqlite3';
import { ensureDirSync } from '../core/ensure-dir.ts';

export { DEFAULT_SETTINGS, LANGUAGE_SETTINGS, REPLIES_SETTINGS } from './types.ts';
export type { GuildSettings, LanguageSetting, RepliesSetting, SettingsStore } from './types.ts';
import { DEFAULT_SETTINGS, LANGUAGE_SETTINGS, REPLIES_SETTINGS } from './types.ts';
import type { GuildSettings, LanguageSetting, RepliesSetting, SettingsStore } from './types.ts';

/**
 * Migrations by version: migration i brings the schema from version i to i + 1. Never edit one
 * that has shipped; add a new one.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: one row per server that changed a setting.
  `CREATE TABLE guild_settings (
     guild_id TEXT PRIMARY KEY,
     language TEXT NOT NULL DEFAULT 'auto',
     replies TEXT NOT NULL DEFAULT 'public',
     updated_at INTEGER NOT NULL
   )`,
  // 2: inline lookups (issue 7 §4), off unless a server turns them on.
  `ALTER TABLE guild_settings ADD COLUMN inline_lookups INTEGER NOT NULL DEFAULT 0`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export class SettingsSchemaError extends Error {}

/**
 * Brings a database to `target` (default: the latest) version; returns the version it ends at.
 * The version is read and every step applied in one IMMEDIATE transaction: it takes the write lock
 * before reading, so shard processes opening a new database at the same moment can't both run the
 * same migration (the second waits, then finds the work done).
 */
export function migrate(db: BetterSqlite3.Database, target = SCHEMA_VERSION): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  return db
    .transaction((): number => {
      const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
      if (!row) db.prepare('INSERT INTO schema_version (version) VALUES (0)').run();
      const current = row?.version ?? 0;
      if (current > SCHEMA_VERSION) {
        throw new SettingsSchemaError(
          `the settings database is at schema version ${current}, newer than this version of Stackwise understands (${SCHEMA_VERSION}); upgrade Stackwise or point SETTINGS_DB at another file`,
        );
      }
      for (let v = current; v < target; v++) {
        const step = MIGRATIONS[v];
        if (step === undefined) break;
        db.exec(step);
        db.prepare('UPDATE schema_version SET version = ?').run(v + 1);
      }
      return Math.max(current, Math.min(target, SCHEMA_VERSION));
    })
    .immediate();
}

/** How long one statement waits for another process's lock before SQLite reports SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;
/** A statement still busy after the timeout is tried this many more times, after a short pause. */
const BUSY_RETRIES = 5;

function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** Sleeps without the event loop (better-sqlite3 is synchronous; this only runs after a busy timeout). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `fn`, retrying it while SQLite says the database is busy (another shard writing). */
export function withBusyRetry<T>(fn: () => T, retries = BUSY_RETRIES): T {
  for (let attempt = 0; ; attempt++) {
    try {
      return fn();
    } catch (e) {
      if (!isBusy(e) || attempt >= retries) throw e;
      pause(20 * 2 ** attempt);
    }
  }
}

interface Row {
  language: string;
  replies: string;
  inline_lookups: number;
}

function fromRow(row: Row | undefined): GuildSettings {
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    language: (LANGUAGE_SETTINGS as readonly string[]).includes(row.language) ? (row.language as LanguageSetting) : DEFAULT_SETTINGS.language,
    replies: (REPLIES_SETTINGS as readonly string[]).includes(row.replies) ? (row.replies as RepliesSetting) : DEFAULT_SETTINGS.replies,
    inlineLookups: row.inline_lookups === 1,
  };
}

/** Opens (creating it and its directory if needed) and migrates the settings database. */
export function openSettingsStore(file: string): SettingsStore {
  if (file !== ':memory:') ensureDirSync(path.dirname(path.resolve(file)));
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    // First, so that even switching to WAL waits for another process (a shard) holding a lock.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (file !== ':memory:') withBusyRetry(() => db.pragma('journal_mode = WAL'));
    // FULL: the commit is synced to disk before update() returns, so kill -9 (or power loss) keeps it.
    db.pragma('synchronous = FULL');
    const version = withBusyRetry(() => migrate(db));
    const select = db.prepare('SELECT language, replies, inline_lookups FROM guild_settings WHERE guild_id = ?');
    const upsert = db.prepare(
      `INSERT INTO guild_settings (guild_id, language, replies, inline_lookups, updated_at) VALUES (@guild, @language, @replies, @inline, @at)
       ON CONFLICT(guild_id) DO UPDATE SET language = @language, replies = @replies, inline_lookups = @inline, updated_at = @at`,
    );
    let closed = false;
    return {
      version,
      get(guildId) {
        return withBusyRetry(() => fromRow(select.get(guildId) as Row | undefined));
      },
      update(guildId, patch) {
        // IMMEDIATE: the write lock is taken (waiting up to the busy timeout) before the read, so
        // two processes can't both read, then both try to upgrade to writing — in WAL mode the
        // later one would get SQLITE_BUSY at once, without waiting.
        const write = db.transaction(() => {
          const merged: GuildSettings = { ...fromRow(select.get(guildId) as Row | undefined), ...definedOnly(patch) };
          upsert.run({ guild: guildId, language: merged.language, replies: merged.replies, inline: merged.inlineLookups ? 1 : 0, at: Date.now() });
          return merged;
        });
        return withBusyRetry(() => write.immediate());
      },
      close() {
        if (closed) return;
        closed = true;
        db.close();
      },
    };
  } catch (e) {
    db.close();
    throw e;
  }
}

function definedOnly(patch: Partial<GuildSettings>): Partial<GuildSettings> {
  const out: Partial<GuildSettings> = {};
  if (patch.language !== undefined) out.language = patch.language;
  if (patch.replies !== undefined) out.replies = patch.replies;
  if (patch.inlineLookups !== undefined) out.inlineLookups = patch.inlineLookups;
  return out;
}
