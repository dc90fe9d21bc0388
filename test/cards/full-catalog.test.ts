/**
 * The full shared catalog (35,153 Scryfall objects, 19 MB gzipped, ~150 MB of JSON; plus 33,029
 * Japanese names) loads: streamed into the SQLite index, then reopened from it, and in memory
 * (the fallback). Time and memory are measured and printed; the bounds are generous (slow CI
 * machines), they only catch a load that went badly wrong (the whole file held in memory, say).
 */
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { openCatalogFromFiles } from '../../src/cards/open.ts';
import type { DriverLoader } from '../../src/cards/sqlite.ts';
import { FULL_FILES, cleanupTempDirs, silentLogger, tempDir } from './helpers.ts';

afterAll(cleanupTempDirs);

const MB = 1024 * 1024;
// A garbage collection before each reading, so heap figures mean what is retained.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as (() => void) | undefined;

function memory(): { heapMB: number; rssMB: number } {
  gc?.();
  const m = process.memoryUsage();
  return { heapMB: Math.round(m.heapUsed / MB), rssMB: Math.round(m.rss / MB) };
}

describe('the full 35k-card catalog', () => {
  const db = path.join(tempDir('full-load'), 'cards.sqlite');

  it('GIVEN the oracle file and the Japanese names THEN the SQLite index is built by streaming, then reused', async () => {
    const before = memory();
    let peakRss = before.rssMB;
    const timer = setInterval(() => (peakRss = Math.max(peakRss, Math.round(process.memoryUsage().rss / MB))), 20);
    const t0 = performance.now();
    const built = await openCatalogFromFiles(FULL_FILES, 'file', { dbPath: db, logger: silentLogger() });
    const buildMs = performance.now() - t0;
    clearInterval(timer);
    if (!built.ok) throw new Error(built.error);
    const b = built.value;
    expect(b.info).toMatchObject({ backend: 'sqlite', built: true });
    expect(b.size).toBe(33_241); // 35,153 objects less 1,912 art-series cards
    expect(b.info.japaneseNames).toBeGreaterThan(30_000);
    const afterBuild = memory();
    b.close();

    const t1 = performance.now();
    const reopened = await openCatalogFromFiles(FULL_FILES, 'file', { dbPath: db, logger: silentLogger() });
    const reuseMs = performance.now() - t1;
    if (!reopened.ok) throw new Error(reopened.error);
    const r = reopened.value;
    expect(r.info.built).toBe(false);
    const afterReuse = memory();
    const bears = r.resolve('灰色熊');
    expect(bears.kind === 'found' && bears.card.name).toBe('Grizzly Bears');
    let n = 0;
    for (const c of r.all()) if (c.name) n++;
    expect(n).toBe(33_241);
    r.close();

    console.log(
      `[full catalog] build (stream + join + SQLite): ${Math.round(buildMs)} ms, peak RSS ${peakRss} MB (heap ${before.heapMB} -> ${afterBuild.heapMB} MB); ` +
        `reuse: ${Math.round(reuseMs)} ms, heap ${afterReuse.heapMB} MB, RSS ${afterReuse.rssMB} MB`,
    );
    // How long these take is measured by `npm run bench`, never asserted here.
    // The decompressed oracle file is ~150 MB of JSON: holding it (let alone twice) would show here.
    expect(peakRss - before.rssMB).toBeLessThan(600);
  }, 600_000);

  it('GIVEN no SQLite THEN the same catalog in memory', async () => {
    const broken: DriverLoader = () => Promise.reject(new Error('simulated'));
    const before = memory();
    const t0 = performance.now();
    const c = await openCatalogFromFiles(FULL_FILES, 'file', { dbPath: path.join(tempDir('full-mem'), 'x.sqlite'), logger: silentLogger(), driver: broken });
    const ms = performance.now() - t0;
    if (!c.ok) throw new Error(c.error);
    expect(c.value.info.backend).toBe('memory');
    expect(c.value.size).toBe(33_241);
    const after = memory();
    const r = c.value.resolve('Serra Angle');
    expect(r.kind === 'found' && r.card.name).toBe('Serra Angel');
    console.log(`[full catalog] in memory: ${Math.round(ms)} ms, heap ${before.heapMB} -> ${after.heapMB} MB`);
  }, 600_000);
});
