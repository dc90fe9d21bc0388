/**
 * The SQLite index of the catalog (better-sqlite3): cards (the kept record as JSON, with name,
 * layout and rank in columns), names (every normalised name with its card and face), and meta
 * (schema version and the size + mtime of the source files it was built from). It is written to
 * a temporary file and renamed into place, so a reader never sees half an index.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDirSync } from '../core/ensure-dir.ts';
import type BetterSqlite3 from 'better-sqlite3';
import { NameIndex, NAME_KINDS } from './names.ts';
import type { CardSummary, NameRow } from './names.ts';
import { layoutBlobs, layoutFromBlobs } from './name-layout.ts';
import { NearKeyIndex, nearBlobs, nearKeySource, nearPartsFromBlobs } from './name-near.ts';
import type { CardStore } from './catalog.ts';
import type { CardRecord } from './types.ts';

export type Database = BetterSqlite3.Database;
export type DatabaseConstructor = typeof BetterSqlite3;

/** Bumped whenever the tables, the normalisation or the join of names change: an older index is rebuilt. */
export const SCHEMA_VERSION = '8';

/** Loads better-sqlite3 (a native module); throws if it can't be loaded. */
export type DriverLoader = () => Promise<DatabaseConstructor>;

export const loadBetterSqlite3: DriverLoader = async () => {
  const mod = (await import('better-sqlite3')) as { default: DatabaseConstructor };
  // Opening an in-memory database proves the native part works, not just the JavaScript.
  const probe = new mod.default(':memory:');
  probe.close();
  return mod.default;
};

export interface SourceFile {
  path: string;
  size: number;
  mtimeMs: number;
}

export interface IndexMeta {
  schema: string;
  sources: SourceFile[];
  builtAt: string;
  cards: number;
  names: number;
}

const DDL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  oracle_id TEXT,
  layout TEXT NOT NULL,
  type_line TEXT,
  rank INTEGER,
  ja TEXT,
  data TEXT NOT NULL
);
CREATE TABLE names (
  key TEXT NOT NULL,
  compact TEXT NOT NULL,
  card_id INTEGER NOT NULL,
  face INTEGER NOT NULL,
  kind TEXT NOT NULL,
  display TEXT NOT NULL,
  en TEXT NOT NULL
);
CREATE TABLE layout (name TEXT PRIMARY KEY, data BLOB NOT NULL);
CREATE INDEX cards_oracle ON cards(oracle_id);
CREATE INDEX names_key ON names(key);
CREATE INDEX names_compact ON names(compact);
`;

/**
 * Writes a complete index to `dbPath` atomically (a temporary file in the same folder, then a
 * rename). Throws on any failure, leaving no temporary file behind.
 */
export function writeIndex(Driver: DatabaseConstructor, dbPath: string, cards: readonly CardRecord[], rows: readonly NameRow[], sources: readonly SourceFile[], now: Date = new Date()): void {
  ensureDirSync(path.dirname(path.resolve(dbPath)));
  const tmp = `${dbPath}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  let db: Database | null = null;
  try {
    db = new Driver(tmp);
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(DDL);
    const insertCard = db.prepare('INSERT INTO cards (id, name, oracle_id, layout, type_line, rank, ja, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const insertName = db.prepare('INSERT INTO names (key, compact, card_id, face, kind, display, en) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    const insertLayout = db.prepare('INSERT INTO layout (name, data) VALUES (?, ?)');
    // The name index itself, ready to read back (openIndex): building it from the rows takes most of
    // a second; and the fuzzy search's near-key index, another few hundred milliseconds.
    const summaries: CardSummary[] = cards.map((c) => ({ name: c.name, layout: c.layout, type_line: c.type_line, rank: c.rank, ja: c.ja[0] ?? null }));
    const layout = new NameIndex(rows, summaries).layout;
    const blobs = [...layoutBlobs(layout), ...nearBlobs(new NearKeyIndex(nearKeySource(layout)))];
    const meta: IndexMeta = { schema: SCHEMA_VERSION, sources: [...sources], builtAt: now.toISOString(), cards: cards.length, names: rows.length };
    db.transaction(() => {
      cards.forEach((c, id) => insertCard.run(id, c.name, c.oracle_id, c.layout, c.type_line, c.rank, c.ja[0] ?? null, JSON.stringify(c)));
      for (const r of rows) insertName.run(...r);
      for (const [name, data] of blobs) insertLayout.run(name, data);
      insertMeta.run('meta', JSON.stringify(meta));
    })();
    db.close();
    db = null;
    renameSync(tmp, dbPath);
  } catch (e) {
    try {
      db?.close();
    } catch {
      // already failing; the original error is the one to report
    }
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Reads the index's metadata, or null if the file is missing, not an index, or from another schema. */
export function readMeta(Driver: DatabaseConstructor, dbPath: string): IndexMeta | null {
  let db: Database | null = null;
  try {
    db = new Driver(dbPath, { readonly: true, fileMustExist: true });
    const row = db.prepare("SELECT value FROM meta WHERE key = 'meta'").get() as { value: string } | undefined;
    if (!row) return null;
    const meta = JSON.parse(row.value) as IndexMeta;
    return meta.schema === SCHEMA_VERSION && Array.isArray(meta.sources) ? meta : null;
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

class SqliteStore implements CardStore {
  private readonly getStmt: BetterSqlite3.Statement<[number], { data: string }>;
  constructor(
    private readonly db: Database,
    readonly size: number,
  ) {
    this.getStmt = db.prepare('SELECT data FROM cards WHERE id = ?');
  }
  get(id: number): CardRecord | null {
    const row = this.getStmt.get(id);
    return row ? (JSON.parse(row.data) as CardRecord) : null;
  }
  *all(): Iterable<CardRecord> {
    for (const row of this.db.prepare('SELECT data FROM cards ORDER BY id').iterate() as Iterable<{ data: string }>) {
      yield JSON.parse(row.data) as CardRecord;
    }
  }
  close(): void {
    if (this.db.open) this.db.close();
  }
}

/**
 * The page cache of an opened index, in KiB: SQLite's own default. better-sqlite3 compiles in 16 MB
 * (SQLITE_DEFAULT_CACHE_SIZE=-16000), which the layout's blobs (~26 MB, read once at start) and the
 * cards looked up afterwards fill and then keep resident for the life of the bot (issue 15 §4). A
 * card is one row read by its id; 2 MB keeps every interior page of the cards table's B-tree, and
 * the rest come from the operating system's file cache.
 */
export const INDEX_CACHE_KIB = 2_000;

/** Opens an index read-only: the names go to memory (the NameIndex), the cards stay on disk. */
export function openIndex(Driver: DatabaseConstructor, dbPath: string): { index: NameIndex; store: CardStore; meta: IndexMeta; japaneseNames: number } {
  const db = new Driver(dbPath, { readonly: true, fileMustExist: true });
  try {
    db.pragma(`cache_size = -${INDEX_CACHE_KIB}`);
    const metaRow = db.prepare("SELECT value FROM meta WHERE key = 'meta'").get() as { value: string } | undefined;
    if (!metaRow) throw new Error(`${dbPath} has no metadata: it is not a card index`);
    const meta = JSON.parse(metaRow.value) as IndexMeta;
    const blob = db.prepare('SELECT data FROM layout WHERE name = ?').pluck();
    const get = (name: string): Uint8Array | undefined => (db.open ? (blob.get(name) as Uint8Array | undefined) : undefined);
    const layout = layoutFromBlobs(get);
    if (!layout) throw new Error(`${dbPath} has no readable name layout: it is rebuilt`);
    // The near-key index is read on the first fuzzy search (or warm()); built again when its blobs don't check out.
    const index = new NameIndex(layout, [], (l) => new NearKeyIndex(nearKeySource(l), nearPartsFromBlobs(get)));
    let japaneseNames = 0;
    for (const k of layout.kindOf) {
      const kind = NAME_KINDS[k];
      if (kind === 'ja' || kind === 'ja_face' || kind === 'ja_orphan') japaneseNames++;
    }
    const summaries = layout.cards;
    return { index, store: new SqliteStore(db, summaries.length), meta, japaneseNames };
  } catch (e) {
    db.close();
    throw e;
  }
}
