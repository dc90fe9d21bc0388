/**
 * The SQLite index: built once from the source files (atomically: no temporary file left, no
 * half index visible), reused while the files' size and mtime are unchanged, rebuilt when they
 * change, when the index is corrupt or from another schema; and when better-sqlite3 can't be
 * loaded or the index can't be written, a catalog in memory with a logged warning, never a crash.
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogFromFiles, openExistingIndex } from '../../src/cards/open.ts';
import { INDEX_CACHE_KIB, SCHEMA_VERSION, readMeta } from '../../src/cards/sqlite.ts';
import type { DriverLoader } from '../../src/cards/sqlite.ts';
import type { LocalCatalog } from '../../src/cards/catalog.ts';
import type { NearKeyIndex } from '../../src/cards/name-near.ts';
import { JA_PRINTINGS, SAMPLE, captureLogger, cleanupTempDirs, silentLogger, tempDir } from './helpers.ts';

afterAll(cleanupTempDirs);

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** A copy of sample.json in its own folder (so its mtime can be changed) and an index path next to it. */
function setup(): { dir: string; sample: string; db: string } {
  const dir = tempDir('sqlite');
  const sample = path.join(dir, 'sample.json');
  copyFileSync(SAMPLE, sample);
  return { dir, sample, db: path.join(dir, 'index', 'cards.sqlite') };
}

function names(c: LocalCatalog, q: string): string | null {
  const r = c.resolve(q);
  return r.kind === 'found' ? r.card.name : null;
}

describe('building and reusing the index', () => {
  it('GIVEN no index THEN it is built from the files (in a new folder), with no temporary file left', async () => {
    const { sample, db } = setup();
    const c = unwrap(await openCatalogFromFiles([sample, JA_PRINTINGS], 'file', { dbPath: db, logger: silentLogger() }));
    expect(c.info).toMatchObject({ backend: 'sqlite', origin: 'file', built: true, cards: 51, db });
    expect(c.info.japaneseNames).toBeGreaterThan(30_000); // the orphans of ja-printings are kept with their English names
    expect(names(c, '灰色熊')).toBe('Grizzly Bears');
    expect(readdirSync(path.dirname(db))).toEqual(['cards.sqlite']);
    const meta = readMeta(BetterSqlite3, db)!;
    expect(meta.schema).toBe(SCHEMA_VERSION);
    expect(meta.sources.map((s) => s.path)).toEqual([sample, JA_PRINTINGS]);
    expect(meta.sources[0]!.size).toBe(statSync(sample).size);
    c.close();
  });

  it('GIVEN an index of the same files THEN it is reused (not rebuilt) and answers the same', async () => {
    const { sample, db } = setup();
    unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger() })).close();
    const before = statSync(db).mtimeMs;
    const { logger, lines } = captureLogger();
    const again = unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger }));
    expect(again.info).toMatchObject({ backend: 'sqlite', built: false, cards: 51 });
    expect(statSync(db).mtimeMs).toBe(before);
    expect(lines.some((l) => l.msg === 'card index reused')).toBe(true);
    expect(names(again, 'Serra Angle')).toBe('Serra Angel');
    expect(again.get(0)?.name).toBe('Colossal Dreadmaw');
    expect([...again.all()]).toHaveLength(51);
    again.close();
  });

  it.each([
    ['its mtime changes', (f: string) => utimesSync(f, new Date(), new Date(Date.now() + 60_000))],
    ['its size changes', (f: string) => writeFileSync(f, JSON.stringify(JSON.parse(readText(f)).slice(0, 10)))],
  ])('GIVEN a source file whose %s THEN the index is rebuilt', async (_what, change) => {
    const { sample, db } = setup();
    unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger() })).close();
    change(sample);
    const again = unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger() }));
    expect(again.info.built).toBe(true);
    again.close();
  });

  it('GIVEN other files (a different CARDS_FILE list) THEN the index is rebuilt', async () => {
    const { sample, db } = setup();
    unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger() })).close();
    const again = unwrap(await openCatalogFromFiles([sample, JA_PRINTINGS], 'file', { dbPath: db, logger: silentLogger() }));
    expect(again.info.built).toBe(true);
    expect(names(again, '稲妻')).toBe('Lightning Bolt');
    again.close();
  });

  it('GIVEN a corrupt index file THEN it is rebuilt', async () => {
    const { sample, db, dir } = setup();
    writeFileSync(path.join(dir, 'garbage.sqlite'), 'this is not a database');
    const dbPath = path.join(dir, 'garbage.sqlite');
    const c = unwrap(await openCatalogFromFiles([sample], 'file', { dbPath, logger: silentLogger() }));
    expect(c.info).toMatchObject({ backend: 'sqlite', built: true });
    c.close();
    expect(existsSync(db)).toBe(false);
  });

  it('GIVEN an index of another schema version THEN it is rebuilt', async () => {
    const { sample, db } = setup();
    unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger() })).close();
    const raw = new BetterSqlite3(db);
    const meta = JSON.parse((raw.prepare("SELECT value FROM meta WHERE key = 'meta'").get() as { value: string }).value) as Record<string, unknown>;
    raw.prepare("UPDATE meta SET value = ? WHERE key = 'meta'").run(JSON.stringify({ ...meta, schema: '0' }));
    raw.close();
    const again = unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger() }));
    expect(again.info.built).toBe(true);
    again.close();
  });

  it('GIVEN a missing source file THEN an error naming it, whatever the index holds', async () => {
    const { sample, db } = setup();
    unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger() })).close();
    const r = await openCatalogFromFiles([path.join(path.dirname(sample), 'gone.json')], 'file', { dbPath: db, logger: silentLogger() });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/gone\.json could not be read \(ENOENT\)/);
  });
});

describe("the fuzzy search's near-key index is kept with the index (issue 15 §5)", () => {
  const SLIPS = ['Serra Angle', 'Grizly Bears', 'Colossal Dredmaw', 'セラの天死', 'Qwxyzzt Vormbl'];
  const answers = (c: LocalCatalog): string[] => SLIPS.map((q) => JSON.stringify(c.resolve(q)));
  const nearOf = (c: LocalCatalog): NearKeyIndex => c.index.nearest() as NearKeyIndex;
  // One index of the sample and the Japanese names (30,000+ keys), built once; each case opens a copy of it.
  let built: { dir: string; sample: string; db: string };
  let first: string[];

  beforeAll(async () => {
    built = setup();
    const c = unwrap(await openCatalogFromFiles([built.sample, JA_PRINTINGS], 'file', { dbPath: built.db, logger: silentLogger() }));
    expect(nearOf(c).stored).toBe(true);
    first = answers(c);
    c.close();
  }, 120_000);

  /** The built index copied, `damage` done to the copy, and the copy opened. */
  async function reopened(damage: (raw: BetterSqlite3.Database) => void = () => undefined): Promise<LocalCatalog> {
    const db = path.join(tempDir('near'), 'cards.sqlite');
    copyFileSync(built.db, db);
    const raw = new BetterSqlite3(db);
    damage(raw);
    raw.close();
    const c = unwrap(await openCatalogFromFiles([built.sample, JA_PRINTINGS], 'file', { dbPath: db, logger: silentLogger() }));
    expect(c.info.built).toBe(false);
    return c;
  }

  it('GIVEN an index built, then reopened THEN both read the near-key index from the file (not built on first use)', async () => {
    const again = await reopened();
    expect(nearOf(again).stored).toBe(true);
    expect(answers(again)).toEqual(first);
    expect(first[0]).toContain('Serra Angel');
    again.close();
  });

  it.each<[string, (raw: BetterSqlite3.Database) => void]>([
    ['a blob missing', (raw) => raw.prepare("DELETE FROM layout WHERE name = 'near.keyOf'").run()],
    ['a blob cut short', (raw) => raw.prepare("UPDATE layout SET data = substr(data, 1, 64) WHERE name = 'near.hashes'").run()],
    ['a blob of odd length', (raw) => raw.prepare("UPDATE layout SET data = X'0102030405' WHERE name = 'near.bucketStart'").run()],
    ['the hashes zeroed', (raw) => raw.prepare("UPDATE layout SET data = zeroblob(length(data)) WHERE name = 'near.hashes'").run()],
    ['another format', (raw) => raw.prepare("UPDATE layout SET data = CAST('near-0 1,2' AS BLOB) WHERE name = 'near.format'").run()],
  ])('GIVEN an index whose near-key blobs are damaged (%s) THEN it is built in memory again, with the same answers', async (_, damage) => {
    const again = await reopened(damage);
    expect(nearOf(again).stored).toBe(false);
    expect(answers(again)).toEqual(first);
    again.close();
  });
});

describe("the index's page cache (issue 15 §4)", () => {
  // better-sqlite3 compiles in a 16 MB page cache, which the layout's blobs and the cards looked up
  // fill and keep resident; the opened index keeps SQLite's own default instead.
  it.each([
    ['built now', false],
    ['reused', true],
  ])('GIVEN an index %s THEN the connection the cards are read through has a page cache of INDEX_CACHE_KIB, and still answers', async (_, reuse) => {
    const { sample, db } = setup();
    if (reuse) unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger() })).close();
    const opened: BetterSqlite3.Database[] = [];
    class Recording extends BetterSqlite3 {
      constructor(...args: ConstructorParameters<typeof BetterSqlite3>) {
        super(...args);
        opened.push(this);
      }
    }
    const driver: DriverLoader = () => Promise.resolve(Recording as unknown as typeof BetterSqlite3);
    const c = unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger(), driver }));
    const open = opened.filter((d) => d.open);
    expect(open).toHaveLength(1);
    expect(open[0]!.pragma('cache_size', { simple: true })).toBe(-INDEX_CACHE_KIB);
    expect(INDEX_CACHE_KIB).toBeLessThanOrEqual(2_000);
    expect(names(c, 'Grizzly Bears')).toBe('Grizzly Bears');
    c.close();
  });
});

describe('falling back to memory', () => {
  it('GIVEN better-sqlite3 that cannot be loaded THEN a catalog in memory, a warning, and the same answers', async () => {
    const { sample, db } = setup();
    const broken: DriverLoader = () => Promise.reject(new Error('Could not locate the bindings file (simulated)'));
    const { logger, lines } = captureLogger();
    const c = unwrap(await openCatalogFromFiles([sample, JA_PRINTINGS], 'file', { dbPath: db, logger, driver: broken }));
    expect(c.info).toMatchObject({ backend: 'memory', db: null, cards: 51 });
    expect(existsSync(db)).toBe(false);
    const warning = lines.find((l) => l.level === 40 && l.msg.includes('better-sqlite3 could not be loaded'));
    expect(warning?.reason).toContain('simulated');
    expect(names(c, '《灰色熊》')).toBe('Grizzly Bears');
    expect(names(c, 'Grizly Bears')).toBe('Grizzly Bears');
    expect(c.complete('gri').map((s) => s.name)).toContain('Grizzly Bears');
  });

  it('GIVEN a native module that loads but fails to open a database THEN memory too', async () => {
    const { sample, db } = setup();
    const failing: DriverLoader = async () => {
      throw Object.assign(new Error('NODE_MODULE_VERSION mismatch (simulated)'), { code: 'ERR_DLOPEN_FAILED' });
    };
    const c = unwrap(await openCatalogFromFiles([sample], 'file', { dbPath: db, logger: silentLogger(), driver: failing }));
    expect(c.info.backend).toBe('memory');
  });

  it('GIVEN an index path that cannot be written THEN memory, with a warning naming the path', async () => {
    const { sample, dir } = setup();
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'x');
    const dbPath = path.join(blocker, 'cards.sqlite'); // a folder that is a file
    const { logger, lines } = captureLogger();
    const c = unwrap(await openCatalogFromFiles([sample], 'file', { dbPath, logger }));
    expect(c.info.backend).toBe('memory');
    expect(lines.find((l) => l.level === 40 && l.msg.includes('could not be written'))?.db).toBe(dbPath);
    expect(names(c, 'Shock')).toBe('Shock');
  });
});

describe('an index built earlier (cards:sync)', () => {
  it('GIVEN no index THEN null', async () => {
    expect(unwrap(await openExistingIndex({ dbPath: path.join(tempDir('none'), 'cards.sqlite'), logger: silentLogger() }))).toBeNull();
  });

  it('GIVEN an index whose source files are gone THEN it is used as it is', async () => {
    const { sample, db } = setup();
    unwrap(await openCatalogFromFiles([sample], 'index', { dbPath: db, logger: silentLogger() })).close();
    rmSync(sample);
    const c = unwrap(await openExistingIndex({ dbPath: db, logger: silentLogger() }))!;
    expect(c.info).toMatchObject({ origin: 'index', built: false, cards: 51 });
    c.close();
  });

  it('GIVEN an index whose source files changed THEN it is rebuilt from them', async () => {
    const { sample, db } = setup();
    unwrap(await openCatalogFromFiles([sample], 'index', { dbPath: db, logger: silentLogger() })).close();
    writeFileSync(sample, JSON.stringify(JSON.parse(readText(sample)).slice(0, 3)));
    const c = unwrap(await openExistingIndex({ dbPath: db, logger: silentLogger() }))!;
    expect(c.info).toMatchObject({ origin: 'index', built: true, cards: 3 });
    c.close();
  });

  it('GIVEN better-sqlite3 missing THEN no index can be read: null', async () => {
    const { sample, db } = setup();
    unwrap(await openCatalogFromFiles([sample], 'index', { dbPath: db, logger: silentLogger() })).close();
    const broken: DriverLoader = () => Promise.reject(new Error('no native module (simulated)'));
    expect(unwrap(await openExistingIndex({ dbPath: db, logger: silentLogger(), driver: broken }))).toBeNull();
  });
});

function readText(file: string): string {
  return readFileSync(file, 'utf8');
}
