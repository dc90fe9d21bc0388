/**
 * The Scryfall API client against a local server (never the real network): User-Agent and
 * Accept on every request; rate limits of 10/s overall and 2/s on /cards/named and
 * /cards/search, with a fake clock; backing off on 429 (Retry-After, else exponentially); the
 * 24-hour disk cache; Scryfall's error objects; network failures.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCRYFALL_ACCEPT, ScryfallClient, TokenBucket, retryAfterMs } from '../../src/cards/scryfall.ts';
import type { ScryfallOptions } from '../../src/cards/scryfall.ts';
import { captureLogger, cleanupTempDirs, silentLogger, tempDir } from './helpers.ts';
import { FakeClock, FakeScryfall } from './scryfall-server.ts';

const UA = 'StackwiseTest/1.0 (+https://example.invalid/stackwise)';
const server = new FakeScryfall();

beforeAll(() => server.start());
afterAll(async () => {
  await server.stop();
  cleanupTempDirs();
});
beforeEach(() => {
  server.requests = [];
  server.tooMany = 0;
  server.retryAfter = '1';
});

let clock: FakeClock;
beforeEach(() => {
  clock = new FakeClock();
});
afterEach(() => undefined);

function client(over: Partial<ScryfallOptions> = {}): ScryfallClient {
  return new ScryfallClient({ baseUrl: server.base, userAgent: UA, cacheDir: null, clock, logger: silentLogger(), timeoutMs: 5_000, ...over });
}

describe('etiquette: headers', () => {
  it('GIVEN any request THEN our User-Agent and Accept: application/json;q=0.9,*/*;q=0.8', async () => {
    const c = client();
    await c.named({ fuzzy: 'grizzly' });
    await c.autocomplete('gri');
    await c.bulkData();
    expect(server.requests).toHaveLength(3);
    for (const r of server.requests) {
      expect(r.headers['user-agent']).toBe(UA);
      expect(r.headers.accept).toBe(SCRYFALL_ACCEPT);
    }
    expect(SCRYFALL_ACCEPT).toBe('application/json;q=0.9,*/*;q=0.8');
  });
});

describe('answers', () => {
  it('GIVEN /cards/named?fuzzy= THEN the card object', async () => {
    const r = await client().named({ fuzzy: 'grizzly bears' });
    expect(r.ok && r.value.name).toBe('Grizzly Bears');
    expect(server.requests[0]!.url).toBe('/cards/named?fuzzy=grizzly%20bears');
  });

  it('GIVEN /cards/named?exact= THEN the exact card', async () => {
    const r = await client().named({ exact: 'Shock' });
    expect(r.ok && r.value.name).toBe('Shock');
  });

  it('GIVEN an ambiguous name THEN the 404 error object with type "ambiguous"', async () => {
    const r = await client().named({ fuzzy: 'giant' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'not_found', type: 'ambiguous' } });
  });

  it('GIVEN an unknown name THEN a 404 not_found with details', async () => {
    const r = await client().named({ fuzzy: 'zzzz' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'not_found', type: null } });
    if (!r.ok && r.error.kind === 'http') expect(r.error.details).toContain('No cards found');
  });

  it('GIVEN /bulk-data THEN the list of bulk files', async () => {
    server.bulk = { oracle_cards: { body: Buffer.from('[]'), encoding: 'plain', updatedAt: '2026-11-21T09:00:00.000+00:00' } };
    const r = await client().bulkData();
    expect(r.ok && r.value.map((b) => b.type)).toEqual(['oracle_cards']);
    server.bulk = {};
  });

  it('GIVEN a server that is not there THEN a network error, not a throw', async () => {
    const r = await client({ baseUrl: 'http://127.0.0.1:9' }).named({ fuzzy: 'x' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'network' } });
    if (!r.ok && r.error.kind === 'network') expect(r.error.message).toMatch(/ECONNREFUSED|failed/);
  });
});

describe('rate limits (fake clock)', () => {
  it('GIVEN a token bucket of 10/s THEN slots are 100 ms apart; of 2/s, 500 ms apart', () => {
    const ten = new TokenBucket(10, 1, clock);
    const two = new TokenBucket(2, 1, clock);
    const a = Array.from({ length: 5 }, () => ten.reserve());
    const b = Array.from({ length: 5 }, () => two.reserve());
    expect(a.map((t) => t - clock.t)).toEqual([0, 100, 200, 300, 400]);
    expect(b.map((t) => t - clock.t)).toEqual([0, 500, 1000, 1500, 2000]);
  });

  it('GIVEN a burst allowance THEN that many go at once, then the rate', () => {
    const bucket = new TokenBucket(10, 3, clock);
    expect(Array.from({ length: 5 }, () => bucket.reserve() - clock.t)).toEqual([0, 0, 0, 100, 200]);
  });

  it('GIVEN time passing between requests THEN no waiting is needed', () => {
    const bucket = new TokenBucket(2, 1, clock);
    bucket.reserve();
    clock.advance(600);
    expect(bucket.reserve()).toBe(clock.t);
  });

  it('GIVEN 20 /cards/autocomplete requests back to back THEN at most 10 per second', async () => {
    const c = client();
    const start = clock.t;
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      await c.autocomplete(`q${i}`);
      times.push(clock.t - start);
    }
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(100);
    // In any window of 1 s, at most 10 requests.
    for (let i = 0; i + 10 < times.length; i++) expect(times[i + 10]! - times[i]!).toBeGreaterThanOrEqual(1000);
  });

  it('GIVEN 6 /cards/named requests back to back THEN at most 2 per second', async () => {
    const c = client();
    const start = clock.t;
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      await c.named({ fuzzy: `zz${i}` });
      times.push(clock.t - start);
    }
    expect(times).toEqual([0, 500, 1000, 1500, 2000, 2500]);
  });

  it('GIVEN /cards/search too THEN it shares the 2/s limit class', async () => {
    const c = client();
    const start = clock.t;
    await c.getJson('/cards/search?q=bear');
    await c.getJson('/cards/search?q=bolt');
    expect(clock.t - start).toBe(500);
  });

  it('GIVEN named and other requests interleaved THEN named ones keep 500 ms apart, all keep 100 ms apart', async () => {
    const c = client();
    const start = clock.t;
    const log: [string, number][] = [];
    for (let i = 0; i < 3; i++) {
      await c.named({ fuzzy: `zz${i}` });
      log.push(['named', clock.t - start]);
      await c.autocomplete(`a${i}`);
      log.push(['auto', clock.t - start]);
    }
    expect(log).toEqual([
      ['named', 0],
      ['auto', 100],
      ['named', 500],
      ['auto', 600],
      ['named', 1000],
      ['auto', 1100],
    ]);
  });

  it('GIVEN concurrent callers THEN each books its own slot (no two in the same 100 ms)', async () => {
    const c = client();
    const slots: number[] = [];
    const bucket = new TokenBucket(10, 1, clock);
    for (let i = 0; i < 10; i++) slots.push(bucket.reserve());
    expect(new Set(slots).size).toBe(10);
    await Promise.all(Array.from({ length: 5 }, (_, i) => c.autocomplete(`c${i}`)));
    expect(server.requests).toHaveLength(5);
  });
});

describe('429 Too Many Requests', () => {
  it('GIVEN a 429 with Retry-After: 2 THEN it waits 2 s, retries once, and succeeds, with a warning', async () => {
    server.tooMany = 1;
    server.retryAfter = '2';
    const { logger, lines } = captureLogger();
    const c = client({ logger });
    const start = clock.t;
    const r = await c.autocomplete('gri');
    expect(r.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
    expect(clock.t - start).toBeGreaterThanOrEqual(2000);
    expect(clock.sleeps).toContain(2000);
    expect(lines.find((l) => l.level === 40)?.msg).toMatch(/429/);
  });

  it('GIVEN 429s without Retry-After THEN exponential backoff: 1 s, 2 s, 4 s', async () => {
    server.tooMany = 3;
    server.retryAfter = null;
    const c = client();
    const start = clock.t;
    const r = await c.autocomplete('gri');
    expect(r.ok).toBe(true);
    expect(server.requests).toHaveLength(4);
    expect(clock.sleeps.filter((s) => s >= 1000)).toEqual([1000, 2000, 4000]);
    expect(clock.t - start).toBe(7000);
  });

  it('GIVEN 429 after 429 beyond the retries THEN a rate_limited error, not an endless loop', async () => {
    server.tooMany = 100;
    server.retryAfter = null;
    const r = await client({ maxRetries: 2 }).autocomplete('gri');
    expect(r).toMatchObject({ ok: false, error: { kind: 'http', status: 429, code: 'rate_limited' } });
    expect(server.requests).toHaveLength(3);
  });

  it('GIVEN a 429 THEN other requests wait too (the whole client pauses)', async () => {
    server.tooMany = 1;
    server.retryAfter = '3';
    const c = client();
    const start = clock.t;
    await c.autocomplete('a');
    const afterFirst = clock.t - start;
    await c.autocomplete('b');
    expect(afterFirst).toBeGreaterThanOrEqual(3000);
    expect(clock.t - start).toBeGreaterThanOrEqual(3100);
  });

  it.each([
    ['5', 5000],
    ['0.5', 500],
    ['', null],
    [null, null],
    ['soon', null],
  ])('retryAfterMs(%j) = %j', (v, ms) => {
    expect(retryAfterMs(v, Date.now())).toBe(ms);
  });

  it('reads an HTTP date in Retry-After', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterMs('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
  });
});

describe('the disk cache (24 h)', () => {
  it('GIVEN the same request twice within 24 h THEN the second comes from disk', async () => {
    const cacheDir = tempDir('api-cache');
    const c = client({ cacheDir });
    const a = await c.named({ fuzzy: 'grizzly' });
    const b = await client({ cacheDir }).named({ fuzzy: 'grizzly' }); // a new client: the cache is on disk
    expect(a).toEqual(b);
    expect(server.requests).toHaveLength(1);
    expect(readdirSync(path.join(cacheDir, 'scryfall')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('GIVEN a cached answer older than 24 h THEN it is fetched again', async () => {
    const cacheDir = tempDir('api-cache-old');
    await client({ cacheDir }).named({ fuzzy: 'grizzly' });
    clock.advance(24 * 3_600_000 + 1);
    await client({ cacheDir }).named({ fuzzy: 'grizzly' });
    expect(server.requests).toHaveLength(2);
  });

  it('GIVEN a "not found" answer THEN it is cached too (no hammering for the same typo)', async () => {
    const cacheDir = tempDir('api-cache-404');
    await client({ cacheDir }).named({ fuzzy: 'zzzz' });
    const r = await client({ cacheDir }).named({ fuzzy: 'zzzz' });
    expect(r.ok).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('GIVEN a 429 THEN it is never cached', async () => {
    const cacheDir = tempDir('api-cache-429');
    server.tooMany = 10;
    await client({ cacheDir, maxRetries: 0 }).autocomplete('x');
    server.tooMany = 0;
    const r = await client({ cacheDir }).autocomplete('x');
    expect(r.ok).toBe(true);
  });

  it('GIVEN /bulk-data THEN never from the cache', async () => {
    const cacheDir = tempDir('api-cache-bulk');
    await client({ cacheDir }).bulkData();
    await client({ cacheDir }).bulkData();
    expect(server.requests).toHaveLength(2);
  });
});
