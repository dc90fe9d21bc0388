/**
 * Where cards come from (src/cards/service.ts): CARDS_FILE (offline, never the network); an
 * index from cards:sync, with the Scryfall API for cards it doesn't have; the API alone when
 * there is no local data; and the offline files when there is neither local data nor network.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCardService, offlineDbPath, cardsDbPath } from '../../src/cards/service.ts';
import type { CardServiceOptions } from '../../src/cards/service.ts';
import { openCatalogFromFiles } from '../../src/cards/open.ts';
import { ScryfallClient } from '../../src/cards/scryfall.ts';
import { loadConfig } from '../../src/config.ts';
import { JA_PRINTINGS, SAMPLE, captureLogger, cleanupTempDirs, silentLogger, tempDir } from './helpers.ts';
import { FakeClock, FakeScryfall } from './scryfall-server.ts';

const server = new FakeScryfall();
beforeAll(() => server.start());
afterAll(async () => {
  await server.stop();
  cleanupTempDirs();
});
beforeEach(() => {
  server.requests = [];
});

function api(baseUrl = server.base): ScryfallClient {
  return new ScryfallClient({ baseUrl, userAgent: 'StackwiseTest/1.0', cacheDir: null, clock: new FakeClock(), logger: silentLogger(), timeoutMs: 3_000 });
}

function opts(over: Partial<CardServiceOptions>): CardServiceOptions {
  return { cardsFile: undefined, dbPath: path.join(tempDir('svc'), 'cards.sqlite'), offlineFiles: [], api: api(), logger: silentLogger(), ...over };
}

async function service(o: CardServiceOptions) {
  const r = await openCardService(o);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('paths', () => {
  it('CARDS_DB defaults to cards.sqlite in CACHE_DIR; the offline index sits next to it', () => {
    expect(cardsDbPath({ CARDS_DB: undefined, CACHE_DIR: '.cache' })).toBe(path.join('.cache', 'cards.sqlite'));
    expect(cardsDbPath({ CARDS_DB: '/x/y.db', CACHE_DIR: '.cache' })).toBe('/x/y.db');
    expect(offlineDbPath('.cache/cards.sqlite')).toBe('.cache/cards-offline.sqlite');
    expect(offlineDbPath('/x/cards')).toBe('/x/cards-offline.sqlite');
  });
});

describe('configuration', () => {
  it('GIVEN nothing set THEN the Scryfall API, the shared offline files, and no CARDS_FILE / CARDS_DB', () => {
    const r = loadConfig({});
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.config.CARDS_FILE).toBeUndefined();
    expect(r.config.CARDS_DB).toBeUndefined();
    expect(r.config).toMatchObject({
      SCRYFALL_API_BASE: 'https://api.scryfall.com',
      CARDS_OFFLINE_FILES: '../shared/data/cards/oracle-cards.json.gz:../shared/data/cards/ja-printings.json.gz',
    });
    expect(cardsDbPath(r.config)).toBe(path.join('.cache', 'cards.sqlite'));
  });

  it('GIVEN a SCRYFALL_API_BASE that is not a URL THEN an error naming the variable', () => {
    const r = loadConfig({ SCRYFALL_API_BASE: 'api.scryfall.com' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.variable).toBe('SCRYFALL_API_BASE');
  });

  it('GIVEN CARDS_FILE and CARDS_DB THEN they are used as given', () => {
    const r = loadConfig({ CARDS_FILE: ' a.json:b.json.gz ', CARDS_DB: '/tmp/x.sqlite', CACHE_DIR: '/tmp/c' });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.config.CARDS_FILE).toBe('a.json:b.json.gz');
    expect(cardsDbPath(r.config)).toBe('/tmp/x.sqlite');
  });
});

describe('CARDS_FILE', () => {
  it('GIVEN CARDS_FILE THEN cards come from the files and an unknown card never reaches the network', async () => {
    const s = await service(opts({ cardsFile: `${SAMPLE}:${JA_PRINTINGS}` }));
    expect(s.mode()).toBe('file');
    const r = await s.resolve('灰色熊');
    expect(r.kind === 'found' && r.card.name).toBe('Grizzly Bears');
    expect((await s.resolve('Some Card From Next Year')).kind).toBe('none');
    expect(server.requests).toHaveLength(0);
    const local = await s.local();
    expect(local.ok && local.value.size).toBe(51);
    s.close();
  });

  it('GIVEN an unreadable CARDS_FILE THEN an error naming CARDS_FILE and the file, no fallback', async () => {
    const r = await openCardService(opts({ cardsFile: '/nonexistent/cards.json', offlineFiles: [SAMPLE] }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain('CARDS_FILE');
      expect(r.error).toContain('/nonexistent/cards.json');
      expect(r.error).toMatch(/\.$/);
    }
  });
});

describe('an index from cards:sync', () => {
  it('GIVEN the index lacks a card THEN the Scryfall API is asked, and the answer says so', async () => {
    const dbPath = path.join(tempDir('svc-index'), 'cards.sqlite');
    const dir = path.dirname(dbPath);
    // An index of only a few cards (as if synced long ago).
    const few = path.join(dir, 'few.json');
    writeFileSync(few, JSON.stringify((JSON.parse(readFileSync(SAMPLE, 'utf8')) as { name: string }[]).filter((c) => c.name === 'Shock')));
    const built = await openCatalogFromFiles([few], 'index', { dbPath, logger: silentLogger() });
    if (!built.ok) throw new Error(built.error);
    built.value.close();
    const s = await service(opts({ dbPath }));
    expect(s.mode()).toBe('index');
    const shock = await s.resolve('Shock');
    expect(shock.kind === 'found' && shock.match.how).toBe('exact');
    expect(server.requests).toHaveLength(0);
    const bears = await s.resolve('Grizzly Bears');
    expect(bears.kind === 'found' && bears.card.name).toBe('Grizzly Bears');
    expect(bears.kind === 'found' && bears.match.how).toBe('api');
    expect(server.requests.map((q) => q.url)).toEqual(['/cards/named?fuzzy=Grizzly%20Bears']);
    s.close();
  });
});

describe('an index from cards:sync, Scryfall unreachable', () => {
  it('GIVEN a failed lookup THEN the local answer, and no new attempt for a while', async () => {
    const dbPath = path.join(tempDir('svc-index-down'), 'cards.sqlite');
    const built = await openCatalogFromFiles([SAMPLE], 'index', { dbPath, logger: silentLogger() });
    if (!built.ok) throw new Error(built.error);
    built.value.close();
    let calls = 0;
    const fetchImpl: typeof fetch = () => {
      calls++;
      return Promise.reject(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }));
    };
    const { logger, lines } = captureLogger();
    const down = new ScryfallClient({ baseUrl: 'https://api.scryfall.invalid', userAgent: 'T/1', cacheDir: null, clock: new FakeClock(), logger, fetchImpl });
    const s = await service(opts({ dbPath, api: down, logger }));
    expect((await s.resolve('Card From The Future')).kind).toBe('none');
    expect((await s.resolve('Another Card From The Future')).kind).toBe('none');
    expect(calls).toBe(1);
    expect(lines.filter((l) => l.level === 40 && l.msg.includes('Scryfall lookup failed'))).toHaveLength(1);
    const bears = await s.resolve('Grizzly Bears');
    expect(bears.kind).toBe('found');
    s.close();
  });
});

describe('no local data', () => {
  it('GIVEN a reachable API THEN cards come from it: found, ambiguous with suggestions, unknown', async () => {
    const s = await service(opts({}));
    expect(s.mode()).toBe('api');
    const r = await s.resolve('grizzly bears');
    expect(r.kind === 'found' && r.card.name).toBe('Grizzly Bears');
    const amb = await s.resolve('giant');
    expect(amb.kind).toBe('ambiguous');
    if (amb.kind === 'ambiguous') expect(amb.suggestions.map((x) => x.name)).toEqual(expect.arrayContaining(['Giant Growth', 'Giant Spider']));
    expect((await s.resolve('zzzz')).kind).toBe('none');
    const choices = await s.complete('gri');
    expect(choices.map((c) => c.name)).toContain('Grizzly Bears');
    s.close();
  });

  it('GIVEN no network THEN the offline files, indexed next to CARDS_DB, with a warning', async () => {
    const { logger, lines } = captureLogger();
    const o = opts({ api: api('http://127.0.0.1:9'), offlineFiles: [SAMPLE, JA_PRINTINGS], logger });
    const s = await service(o);
    const r = await s.resolve('Serra Angle');
    expect(r.kind === 'found' && r.card.name).toBe('Serra Angel');
    expect(s.mode()).toBe('offline');
    expect(lines.some((l) => l.level === 40 && l.msg.includes('offline card files'))).toBe(true);
    const local = await s.local();
    expect(local.ok && local.value.info).toMatchObject({ origin: 'offline', db: path.resolve(offlineDbPath(o.dbPath)) });
    const ja = await s.resolve('《灰色熊》');
    expect(ja.kind === 'found' && ja.card.name).toBe('Grizzly Bears');
    await s.resolve('Shock');
    await s.complete('gri');
    // One warning for going offline, however many lookups follow (the console showed one per kind).
    expect(lines.filter((l) => l.level === 40)).toHaveLength(1);
    s.close();
  });

  it('GIVEN no network and no offline files THEN "none" marked unavailable (not "no such card"), and local() explains how to get data', async () => {
    const s = await service(opts({ api: api('http://127.0.0.1:9'), offlineFiles: [] }));
    const r = await s.resolve('Shock');
    expect(r.kind).toBe('none');
    if (r.kind === 'none') expect(r.unavailable).toMatch(/Scryfall can't be reached.*CARDS_FILE/);
    const local = await s.local();
    expect(local.ok).toBe(false);
    if (!local.ok) expect(local.error).toMatch(/CARDS_FILE.*cards:sync/);
  });
});
