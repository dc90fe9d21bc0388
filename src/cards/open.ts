/**
 * Opening a local catalog: from source files (CARDS_FILE, or the offline files), reusing the
 * SQLite index when the files' size and mtime are unchanged and rebuilding it otherwise; or from
 * an index built earlier (`npm run cards:sync`). If better-sqlite3 can't be loaded or the index
 * can't be written, the catalog is kept in memory instead, with a warning: never a crash.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { LocalCatalog, allNameRows, memoryCatalog } from './catalog.ts';
import type { CatalogInfo } from './catalog.ts';
import { loadCardFiles } from './load.ts';
import type { LoadedCards, LoadProgress } from './load.ts';
import { loadBetterSqlite3, openIndex, readMeta, writeIndex } from './sqlite.ts';
import type { DatabaseConstructor, DriverLoader, SourceFile } from './sqlite.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';
import type { Logger } from '../logger.ts';

export interface OpenOptions {
  /** The SQLite index to reuse or (re)build. */
  dbPath: string;
  logger: Logger;
  /** Injectable for tests (a loader that throws simulates a missing native module). */
  driver?: DriverLoader;
  onProgress?: (p: LoadProgress) => void;
  now?: () => Date;
}

const driverCache = new WeakMap<DriverLoader, Promise<DatabaseConstructor | string>>();

/** better-sqlite3, or the reason it can't be used (logged once per loader). */
async function sqliteDriver(opts: OpenOptions): Promise<DatabaseConstructor | null> {
  const loader = opts.driver ?? loadBetterSqlite3;
  let p = driverCache.get(loader);
  if (!p) {
    p = loader().catch((e: unknown) => (e instanceof Error ? e.message : String(e)));
    driverCache.set(loader, p);
    const got = await p;
    if (typeof got === 'string') {
      opts.logger.warn({ reason: got }, 'better-sqlite3 could not be loaded; the card catalog is kept in memory instead (slower to start, more memory)');
    }
  }
  const got = await p;
  return typeof got === 'string' ? null : got;
}

function reason(e: unknown): string {
  if (e && typeof e === 'object' && 'code' in e && typeof (e as { code: unknown }).code === 'string') return (e as { code: string }).code;
  return e instanceof Error ? e.message : String(e);
}

/** Size and mtime of each source file (absolute paths), or which one can't be read. */
export async function sourceSignature(files: readonly string[]): Promise<Result<SourceFile[], string>> {
  const out: SourceFile[] = [];
  for (const f of files) {
    try {
      const s = await stat(f);
      if (!s.isFile()) return err(`the card file ${f} is not a file`);
      out.push({ path: path.resolve(f), size: s.size, mtimeMs: Math.trunc(s.mtimeMs) });
    } catch (e) {
      return err(`the card file ${f} could not be read (${reason(e)})`);
    }
  }
  return ok(out);
}

/** The catalog over an opened SQLite index, with its info. */
function sqliteCatalog(opened: ReturnType<typeof openIndex>, origin: CatalogInfo['origin'], files: string[], dbPath: string, built: boolean, started: number): LocalCatalog {
  const info: CatalogInfo = { origin, files, backend: 'sqlite', db: path.resolve(dbPath), built, cards: opened.store.size, names: opened.index.entries, japaneseNames: opened.japaneseNames, ms: Date.now() - started };
  return new LocalCatalog(opened.index, opened.store, info);
}

function sameSources(a: readonly SourceFile[], b: readonly SourceFile[]): boolean {
  return a.length === b.length && a.every((s, i) => s.path === b[i]!.path && s.size === b[i]!.size && s.mtimeMs === b[i]!.mtimeMs);
}

/**
 * The catalog of `files`: the existing index at `dbPath` when it was built from exactly these
 * files (same paths, sizes and mtimes), else one built now (streamed from the files, written
 * atomically). `origin` is how the files were chosen (for the catalog's info).
 */
export async function openCatalogFromFiles(files: readonly string[], origin: CatalogInfo['origin'], opts: OpenOptions): Promise<Result<LocalCatalog, string>> {
  const started = Date.now();
  if (files.length === 0) return err('no card files were given');
  const sig = await sourceSignature(files);
  if (!sig.ok) return sig;
  const Driver = await sqliteDriver(opts);
  const base = { origin, files: sig.value.map((s) => s.path) };

  if (Driver) {
    const meta = readMeta(Driver, opts.dbPath);
    if (meta && sameSources(meta.sources, sig.value)) {
      try {
        const catalog = sqliteCatalog(openIndex(Driver, opts.dbPath), origin, base.files, opts.dbPath, false, started);
        opts.logger.info(catalog.info, 'card index reused');
        return ok(catalog);
      } catch (e) {
        opts.logger.warn({ db: opts.dbPath, reason: reason(e) }, 'the card index could not be opened; rebuilding it');
      }
    }
  }

  const loaded = await loadCardFiles(files, opts.onProgress ? { onProgress: opts.onProgress } : {});
  if (!loaded.ok) return loaded;
  return ok(catalogFromLoaded(loaded.value, sig.value, origin, Driver, opts, started));
}

/** Writes the index of loaded cards and opens it; in memory if SQLite fails. */
function catalogFromLoaded(
  loaded: LoadedCards,
  sources: readonly SourceFile[],
  origin: CatalogInfo['origin'],
  Driver: DatabaseConstructor | null,
  opts: OpenOptions,
  started = Date.now(),
): LocalCatalog {
  const base = { origin, files: sources.map((s) => s.path) };
  if (Driver) {
    try {
      const rows = allNameRows(loaded.cards, loaded.join.orphans);
      writeIndex(Driver, opts.dbPath, loaded.cards, rows, sources, opts.now?.() ?? new Date());
      const catalog = sqliteCatalog(openIndex(Driver, opts.dbPath), origin, base.files, opts.dbPath, true, started);
      opts.logger.info({ ...catalog.info, joined: { byOracleId: loaded.join.byOracleId, byName: loaded.join.byName, orphans: loaded.join.orphans.length } }, 'card index built');
      return catalog;
    } catch (e) {
      opts.logger.warn({ db: opts.dbPath, reason: reason(e) }, 'the card index could not be written; keeping the catalog in memory');
    }
  }
  const catalog = memoryCatalog(loaded.cards, loaded.join.orphans, { ...base, built: true, ms: 0 });
  catalog.info.ms = Date.now() - started;
  opts.logger.info(catalog.info, 'card catalog loaded in memory');
  return catalog;
}

/**
 * An index built earlier (by `cards:sync`), or null when there is none. When its source files
 * are still there but have changed, it is rebuilt from them; when they are gone, it is used as is.
 */
export async function openExistingIndex(opts: OpenOptions): Promise<Result<LocalCatalog | null, string>> {
  if (!existsSync(opts.dbPath)) return ok(null);
  const started = Date.now();
  const Driver = await sqliteDriver(opts);
  if (!Driver) return ok(null);
  const meta = readMeta(Driver, opts.dbPath);
  if (!meta) {
    opts.logger.warn({ db: opts.dbPath }, 'ignoring a card index that is unreadable or from another version');
    return ok(null);
  }
  const files = meta.sources.map((s) => s.path);
  if (files.length > 0 && files.every((f) => existsSync(f))) {
    const sig = await sourceSignature(files);
    if (sig.ok && !sameSources(meta.sources, sig.value)) return openCatalogFromFiles(files, 'index', opts);
  }
  try {
    const catalog = sqliteCatalog(openIndex(Driver, opts.dbPath), 'index', files, opts.dbPath, false, started);
    opts.logger.info(catalog.info, 'card index opened');
    return ok(catalog);
  } catch (e) {
    opts.logger.warn({ db: opts.dbPath, reason: reason(e) }, 'the card index could not be opened');
    return ok(null);
  }
}

/** For `cards:sync`: builds (always) the index of `files` at `dbPath`. */
export async function buildIndexFromFiles(files: readonly string[], opts: OpenOptions): Promise<Result<LocalCatalog, string>> {
  const started = Date.now();
  const sig = await sourceSignature(files);
  if (!sig.ok) return sig;
  const Driver = await sqliteDriver(opts);
  const loaded = await loadCardFiles(files, opts.onProgress ? { onProgress: opts.onProgress } : {});
  if (!loaded.ok) return loaded;
  return ok(catalogFromLoaded(loaded.value, sig.value, 'index', Driver, opts, started));
}
