/**
 * `npm run cards:sync` against a local Scryfall stand-in with small bulk files: /bulk-data, then
 * oracle_cards (kept, gzipped) and all_cards (only Japanese printings kept), a progress bar on
 * standard error, the index built; nothing downloaded again while updated_at is unchanged; a
 * download cut short leaves the previous files in place.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSync } from '../../src/cards/sync.ts';
import type { SyncOptions } from '../../src/cards/sync.ts';
import { ProgressBar } from '../../src/cards/progress.ts';
import { openExistingIndex } from '../../src/cards/open.ts';
import { cleanupTempDirs, sampleObjects, silentLogger, tempDir } from './helpers.ts';
import { FakeScryfall } from './scryfall-server.ts';

const server = new FakeScryfall();
const UA = 'StackwiseTest/1.0';

beforeAll(() => server.start());
afterAll(async () => {
  await server.stop();
  cleanupTempDirs();
});

const english = sampleObjects().filter((o) => o.lang === 'en');
const japanese = sampleObjects().filter((o) => o.lang === 'ja');

/** all_cards: English rows, German rows, Japanese rows (compact JSON and one spaced-out row). */
function allCardsBody(): Buffer {
  const german = english.slice(0, 5).map((o) => ({ ...o, lang: 'de', printed_name: `${String(o.name)} (DE)` }));
  const compact = JSON.stringify([...english, ...german, ...japanese]);
  const spaced = JSON.stringify({ object: 'card', lang: 'ja', name: 'Grizzly Bears', printed_name: '灰色熊', oracle_id: '14c8f55d-d177-4c25-a931-ebeb9e6062a0' }, null, 2);
  return Buffer.from(`${compact.slice(0, -1)},\n${spaced}\n]`);
}

function resetBulk(): void {
  server.bulk = {
    oracle_cards: { body: Buffer.from(JSON.stringify(english)), encoding: 'content-encoding', updatedAt: '2026-11-21T09:05:00.000+00:00' },
    all_cards: { body: allCardsBody(), encoding: 'gzip-file', updatedAt: '2026-11-21T09:20:00.000+00:00' },
    default_cards: { body: Buffer.from('[]'), encoding: 'plain', updatedAt: '2026-11-21T09:10:00.000+00:00' },
  };
}

beforeEach(() => {
  server.requests = [];
  resetBulk();
});

function options(cacheDir: string, progress: string[]): SyncOptions {
  return {
    config: { SCRYFALL_API_BASE: server.base, HTTP_USER_AGENT: UA, CACHE_DIR: cacheDir, CARDS_DB: undefined, CARDS_FILE: undefined },
    logger: silentLogger(),
    progress: { write: (s: string) => progress.push(s), isTTY: false },
  };
}

describe('cards:sync', () => {
  it('GIVEN the bulk files THEN both are downloaded, Japanese names kept, the index built, and progress shown', async () => {
    const cacheDir = tempDir('sync');
    const progress: string[] = [];
    const r = await runSync(options(cacheDir, progress));
    if (!r.ok) throw new Error(r.error);
    const s = r.value;
    expect(s).toMatchObject({ downloaded: ['oracle_cards', 'all_cards'], upToDate: [], oracleCards: 51, backend: 'sqlite', cards: 51 });
    expect(s.db).toBe(path.join(cacheDir, 'cards.sqlite'));
    expect(s.japanesePrintings).toBe(4); // セラの天使, 神の怒り, 血染めの月, 灰色熊 (rows without a printed name are dropped)
    // Only the files it needs, with our headers.
    expect(server.requests.map((q) => q.url)).toEqual(['/bulk-data', '/files/oracle_cards.json', '/files/all_cards.json']);
    for (const q of server.requests) expect(q.headers['user-agent']).toBe(UA);
    // The files on disk.
    const oracle = JSON.parse(gunzipSync(readFileSync(s.oracleFile)).toString('utf8')) as unknown[];
    expect(oracle).toHaveLength(51);
    const ja = JSON.parse(gunzipSync(readFileSync(s.japaneseFile)).toString('utf8')) as Record<string, unknown>[];
    expect(ja.map((x) => x.printed_name).sort()).toEqual(['灰色熊', '神の怒り', '血染めの月', 'セラの天使'].sort());
    for (const x of ja) expect(x).toMatchObject({ object: 'card', lang: 'ja' });
    // Progress: a bar per file, reaching 100 %.
    const text = progress.join('');
    expect(text).toMatch(/oracle_cards \[#+\] 100% /);
    expect(text).toMatch(/all_cards \[#+\] 100% /);
    // The index answers in both languages.
    const c = await openExistingIndex({ dbPath: s.db, logger: silentLogger() });
    if (!c.ok || !c.value) throw new Error('no index');
    const bears = c.value.resolve('《灰色熊》');
    expect(bears.kind === 'found' && bears.card.name).toBe('Grizzly Bears');
    const angel = c.value.resolve('セラの天使');
    expect(angel.kind === 'found' && angel.card.name).toBe('Serra Angel');
    expect(c.value.info.origin).toBe('index');
    c.value.close();
  });

  it('GIVEN an unchanged updated_at THEN nothing is downloaded again; a new one THEN that file is', async () => {
    const cacheDir = tempDir('sync-again');
    const first = await runSync(options(cacheDir, []));
    expect(first.ok).toBe(true);
    server.requests = [];
    const second = await runSync(options(cacheDir, []));
    expect(second.ok && second.value).toMatchObject({ downloaded: [], upToDate: ['oracle_cards', 'all_cards'], cards: 51, japanesePrintings: 4 });
    expect(server.requests.map((q) => q.url)).toEqual(['/bulk-data']);
    server.bulk.oracle_cards!.updatedAt = '2026-11-22T09:05:00.000+00:00';
    server.requests = [];
    const third = await runSync(options(cacheDir, []));
    expect(third.ok && third.value.downloaded).toEqual(['oracle_cards']);
  });

  it('GIVEN a download cut short THEN an error, and the files of the last sync are kept', async () => {
    const cacheDir = tempDir('sync-cut');
    const first = await runSync(options(cacheDir, []));
    if (!first.ok) throw new Error(first.error);
    const before = readFileSync(first.value.oracleFile);
    server.bulk.oracle_cards = { ...server.bulk.oracle_cards!, updatedAt: 'later', truncate: true };
    const r = await runSync(options(cacheDir, []));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/oracle_cards/);
    expect(readFileSync(first.value.oracleFile)).toEqual(before);
    expect(existsSync(`${first.value.oracleFile}.${process.pid}.tmp`)).toBe(false);
  });

  it('GIVEN a bulk-data list without all_cards THEN a clear error', async () => {
    delete server.bulk.all_cards;
    const r = await runSync(options(tempDir('sync-missing'), []));
    expect(r).toEqual({ ok: false, error: "Scryfall's bulk-data list has no all_cards file" });
  });

  it('GIVEN no server THEN the error names the API base', async () => {
    const o = options(tempDir('sync-down'), []);
    const r = await runSync({ ...o, config: { ...o.config, SCRYFALL_API_BASE: 'http://127.0.0.1:9' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('http://127.0.0.1:9');
  });
});

describe('ProgressBar', () => {
  it('GIVEN a pipe THEN one line per 10 %, then done', () => {
    const out: string[] = [];
    const bar = new ProgressBar('oracle_cards', 1000, { write: (s: string) => out.push(s), isTTY: false });
    for (let b = 0; b <= 1000; b += 50) bar.update(b);
    bar.done();
    expect(out).toHaveLength(12);
    expect(out[out.length - 1]).toMatch(/^oracle_cards \[#{24}\] 100% 0\.0 MB \/ 0\.0 MB done\n$/);
  });

  it('GIVEN a terminal THEN the line is redrawn in place, at most every 100 ms', () => {
    const out: string[] = [];
    let t = 0;
    const bar = new ProgressBar('all_cards', 10 * 1024 * 1024, { write: (s: string) => out.push(s), isTTY: true }, () => t);
    bar.update(1024 * 1024);
    t = 50;
    bar.update(2 * 1024 * 1024); // too soon: not drawn
    t = 200;
    bar.update(5 * 1024 * 1024);
    bar.done();
    expect(out).toHaveLength(3);
    expect(out[0]).toMatch(/^\rall_cards \[##-+\] {2}10% 1\.0 MB \/ 10\.0 MB/);
    expect(out[1]).toContain(' 50% 5.0 MB / 10.0 MB');
    expect(out[2]!.endsWith('\n')).toBe(true);
  });

  it('GIVEN no known total THEN bytes only', () => {
    const bar = new ProgressBar('x', null, { write: () => undefined });
    expect(bar.line(3 * 1024 * 1024)).toBe('x 3.0 MB');
  });
});
