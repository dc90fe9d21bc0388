/**
 * Issue 17 §3: every network read has a size cap as well as a time cap. An endless answer from
 * the Scryfall API (SCRYFALL_API_BASE) used to be read for the whole 15-second time limit (the
 * process grew to ~970 MB) before failing; it is now cut off at MAX_API_BYTES. The response cache
 * that can't be written is said once, not on every request.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_API_BYTES, ScryfallClient } from '../../src/cards/scryfall.ts';
import { captureLogger, cleanupTempDirs, silentLogger, tempDir } from './helpers.ts';

afterAll(() => cleanupTempDirs());

/** A 200 answer whose body is `bytes` long: a catalog padded with spaces (still valid JSON). */
function catalogOf(bytes: number): Response {
  const head = '{"object":"catalog","data":["Grizzly Bears"]';
  return new Response(`${head}${' '.repeat(bytes - head.length - 1)}}`, { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A 200 answer that never ends, counting what was pulled from it. */
function endless(pulled: { bytes: number }): Response {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode('{"object":"catalog","data":['));
    },
    pull(c) {
      pulled.bytes += chunk.length;
      c.enqueue(chunk);
    },
  });
  return new Response(body, { status: 200 });
}

const client = (fetchImpl: typeof fetch, cacheDir: string | null = null, logger = silentLogger()): ScryfallClient =>
  new ScryfallClient({ baseUrl: 'http://scryfall.invalid', userAgent: 'test', cacheDir, logger, fetchImpl, rates: { overall: 1000, strict: 1000 }, timeoutMs: 60_000 });

describe('the size cap on Scryfall API answers', () => {
  it(`GIVEN an answer of exactly ${MAX_API_BYTES} bytes THEN it is read; one byte more THEN refused, naming the limit`, async () => {
    const at = await client(() => Promise.resolve(catalogOf(MAX_API_BYTES))).autocomplete('griz');
    expect(at).toEqual({ ok: true, value: ['Grizzly Bears'] });
    const over = await client(() => Promise.resolve(catalogOf(MAX_API_BYTES + 1))).autocomplete('griz');
    expect(over).toEqual({ ok: false, error: { kind: 'bad-response', message: 'http://scryfall.invalid/cards/autocomplete?q=griz sent more than 8 MB, more than any Scryfall API answer (the limit is 8 MB), so reading it was stopped there' } });
  });

  it('GIVEN an endless answer THEN reading stops just past the cap, long before the time limit', async () => {
    const pulled = { bytes: 0 };
    const r = await client(() => Promise.resolve(endless(pulled))).named({ fuzzy: 'grizzly' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind).toBe('bad-response');
    expect(pulled.bytes).toBeLessThan(MAX_API_BYTES + 4 * 64 * 1024);
  });

  it('GIVEN a response cache that cannot be written THEN one warning for many answers', async () => {
    const blocked = path.join(tempDir('scryfall-blocked'), 'file');
    writeFileSync(blocked, 'not a folder');
    const { logger, lines } = captureLogger();
    const c = client(() => Promise.resolve(catalogOf(100)), blocked, logger);
    for (const q of ['a', 'b', 'c']) expect((await c.autocomplete(q)).ok).toBe(true);
    expect(lines.filter((l) => /Scryfall response cache/.test(JSON.stringify(l)))).toHaveLength(1);
  });
});
